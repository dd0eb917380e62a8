/** The fees module's SQL (service.ts keeps the rules). */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/index.ts';
import { payments } from '../../db/schema-anglers.ts';
import { applicationFees, bankStatements, bankTransfers, feeRates } from '../../db/schema-fees.ts';
import { applications, permits } from '../../db/schema-permits.ts';

export type FeeRow = typeof applicationFees.$inferSelect;
export type TransferRow = typeof bankTransfers.$inferSelect;
export type StatementRow = typeof bankStatements.$inferSelect;

export const FEE_PURPOSE = 'application-fee';

export async function ratesOf(db: Runner) {
  return db.select().from(feeRates);
}

export async function rateOf(db: Runner, kind: string): Promise<number | undefined> {
  const [row] = await db.select().from(feeRates).where(eq(feeRates.kind, kind));
  return row?.amountCents;
}

export async function setRate(db: Runner, kind: string, amountCents: number, by: string) {
  await db
    .insert(feeRates)
    .values({ kind, amountCents, updatedBy: by })
    .onConflictDoUpdate({
      target: feeRates.kind,
      set: { amountCents, updatedBy: by, updatedAt: new Date() },
    });
}

/** The fee of an application, created once (a second call answers the first). */
export async function insertFee(tx: Tx, values: typeof applicationFees.$inferInsert): Promise<FeeRow> {
  const [row] = await tx.insert(applicationFees).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const existing = await lockFeeOfApplication(tx, values.applicationId);
  return existing!;
}

export async function lockFeeOfApplication(tx: Tx, applicationId: string): Promise<FeeRow | undefined> {
  const [row] = await tx
    .select()
    .from(applicationFees)
    .where(eq(applicationFees.applicationId, applicationId))
    .for('update');
  return row;
}

export async function lockFee(tx: Tx, id: string): Promise<FeeRow | undefined> {
  const [row] = await tx.select().from(applicationFees).where(eq(applicationFees.id, id)).for('update');
  return row;
}

export async function lockFeeByReference(tx: Tx, reference: string): Promise<FeeRow | undefined> {
  const [row] = await tx
    .select()
    .from(applicationFees)
    .where(eq(applicationFees.reference, reference))
    .for('update');
  return row;
}

export async function feeOfApplication(db: Runner, applicationId: string): Promise<FeeRow | undefined> {
  const [row] = await db
    .select()
    .from(applicationFees)
    .where(eq(applicationFees.applicationId, applicationId));
  return row;
}

export async function feeById(db: Runner, id: string): Promise<FeeRow | undefined> {
  const [row] = await db.select().from(applicationFees).where(eq(applicationFees.id, id));
  return row;
}

export async function updateFee(
  tx: Runner,
  id: string,
  changes: Partial<typeof applicationFees.$inferInsert>,
): Promise<FeeRow> {
  const [row] = await tx
    .update(applicationFees)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(applicationFees.id, id))
    .returning();
  return row!;
}

/** Fees of applications with the payment that paid each and whether an online payment is open. */
export async function feesWithPayments(db: Runner, applicationIds: string[]) {
  return db
    .select({
      fee: applicationFees,
      receiptNumber: payments.receiptNumber,
      provider: payments.provider,
      open: sql<boolean>`exists (select 1 from payments o where o.subject_id = ${applicationFees.id}
        and o.purpose = ${FEE_PURPOSE} and o.state = 'CREATED')`,
    })
    .from(applicationFees)
    .leftJoin(payments, eq(payments.id, applicationFees.paymentId))
    .where(inArray(applicationFees.applicationId, applicationIds));
}

/** The latest open online payment of a fee. */
export async function openPaymentOf(db: Runner, feeId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.subjectId, feeId), eq(payments.purpose, FEE_PURPOSE), eq(payments.state, 'CREATED')),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function applicationOf(db: Runner, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function permitStateOf(db: Runner, id: string): Promise<string | undefined> {
  const [row] = await db.select({ state: permits.state }).from(permits).where(eq(permits.id, id));
  return row?.state;
}

export async function permitNumberOf(db: Runner, id: string): Promise<string | undefined> {
  const [row] = await db.select({ number: permits.number }).from(permits).where(eq(permits.id, id));
  return row?.number;
}

export async function paymentOf(db: Runner, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

// --- statements ---------------------------------------------------------------------------------

export async function statementBySha(db: Runner, sha256: string): Promise<StatementRow | undefined> {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.sha256, sha256));
  return row;
}

/** The statement row, or undefined when the same file is stored already (a race lost). */
export async function insertStatement(
  tx: Tx,
  values: typeof bankStatements.$inferInsert,
): Promise<StatementRow | undefined> {
  const [row] = await tx.insert(bankStatements).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setStatementCounts(tx: Tx, id: string, counts: unknown) {
  await tx.update(bankStatements).set({ counts }).where(eq(bankStatements.id, id));
}

/** A transfer, stored once per account and bank reference; undefined: seen in an earlier file. */
export async function insertTransfer(
  tx: Tx,
  values: typeof bankTransfers.$inferInsert,
): Promise<TransferRow | undefined> {
  const [row] = await tx.insert(bankTransfers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTransfer(
  tx: Runner,
  id: string,
  changes: Partial<typeof bankTransfers.$inferInsert>,
): Promise<TransferRow> {
  const [row] = await tx.update(bankTransfers).set(changes).where(eq(bankTransfers.id, id)).returning();
  return row!;
}

export async function lockTransfer(tx: Tx, id: string): Promise<TransferRow | undefined> {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  return row;
}

const transferColumns = {
  transfer: bankTransfers,
  statement: bankStatements.statementId,
  feeReference: applicationFees.reference,
  feeAmountCents: applicationFees.amountCents,
  applicationNumber: applications.number,
};

/** Transfers waiting for the officer, oldest first (and the ones resolved, when asked). */
export async function transfersInQueue(db: Runner, limit = 200) {
  return db
    .select(transferColumns)
    .from(bankTransfers)
    .innerJoin(bankStatements, eq(bankStatements.id, bankTransfers.statementId))
    .leftJoin(applicationFees, eq(applicationFees.id, bankTransfers.feeId))
    .leftJoin(applications, eq(applications.id, applicationFees.applicationId))
    .where(eq(bankTransfers.state, 'QUEUED'))
    .orderBy(asc(bankTransfers.bookedOn), asc(bankTransfers.createdAt))
    .limit(limit);
}

export async function transferWithFee(db: Runner, id: string) {
  const [row] = await db
    .select(transferColumns)
    .from(bankTransfers)
    .innerJoin(bankStatements, eq(bankStatements.id, bankTransfers.statementId))
    .leftJoin(applicationFees, eq(applicationFees.id, bankTransfers.feeId))
    .leftJoin(applications, eq(applications.id, applicationFees.applicationId))
    .where(eq(bankTransfers.id, id));
  return row;
}

// --- the officer's payments list ----------------------------------------------------------------

export interface PaymentFilter {
  from?: string | undefined;
  to?: string | undefined;
  method?: 'online' | 'transfer' | undefined;
  kind?: string | undefined;
  q?: string | undefined;
}

function paymentConditions(filter: PaymentFilter, transferProvider: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(payments.purpose, FEE_PURPOSE), eq(payments.state, 'PAID')];
  // Days in Lithuanian time, inclusive.
  if (filter.from)
    conditions.push(
      gte(payments.paidAt, sql`(${filter.from}::date)::timestamp AT TIME ZONE 'Europe/Vilnius'`),
    );
  if (filter.to)
    conditions.push(
      lt(payments.paidAt, sql`((${filter.to}::date + 1)::timestamp) AT TIME ZONE 'Europe/Vilnius'`),
    );
  if (filter.method === 'transfer') conditions.push(eq(payments.provider, transferProvider));
  if (filter.method === 'online') conditions.push(sql`${payments.provider} <> ${transferProvider}`);
  if (filter.kind) conditions.push(eq(applicationFees.kind, filter.kind));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(payments.receiptNumber, like),
        ilike(applicationFees.reference, like),
        ilike(applications.number, like),
        ilike(applicationFees.ownerName, like),
        eq(applicationFees.ownerCode, filter.q),
      ),
    );
  }
  return and(...conditions);
}

export async function feePayments(
  db: Runner,
  filter: PaymentFilter,
  transferProvider: string,
  page: { limit: number; offset: number } | null,
) {
  const where = paymentConditions(filter, transferProvider);
  const query = db
    .select({
      payment: payments,
      fee: applicationFees,
      applicationNumber: applications.number,
      bankEntry: bankTransfers.entryKey,
      statement: bankStatements.statementId,
    })
    .from(payments)
    .innerJoin(applicationFees, eq(applicationFees.id, payments.subjectId))
    .innerJoin(applications, eq(applications.id, applicationFees.applicationId))
    .leftJoin(bankTransfers, eq(bankTransfers.paymentId, payments.id))
    .leftJoin(bankStatements, eq(bankStatements.id, bankTransfers.statementId))
    .where(where)
    .orderBy(desc(payments.paidAt), desc(payments.receiptNumber));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .innerJoin(applicationFees, eq(applicationFees.id, payments.subjectId))
    .innerJoin(applications, eq(applications.id, applicationFees.applicationId))
    .where(where);
  return { rows, total: totals?.count ?? 0, totalCents: totals?.cents ?? 0 };
}
