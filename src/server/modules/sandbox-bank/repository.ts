/** The sandbox bank's SQL: its book of payments (sandbox_payments). */
import { and, eq, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { columnsOf, type Runner, run, statement } from '../../db/index.ts';
import { sandboxPayments } from '../../db/schema-anglers.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

const expiryCutoff = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

const ENTRY = columnsOf(sandboxPayments);
const READ = statement('sandbox.read', `SELECT ${ENTRY} FROM sandbox_payments WHERE ref = $1`);
const OPEN = statement(
  'sandbox.open',
  `INSERT INTO sandbox_payments (ref, amount_cents, description, method, return_url, callback_url, lang, state)
   VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING')`,
);
/**
 * Only from PENDING and only in time: a payment is decided once, whichever button or request comes
 * first. $3 = 1 when the decider sends the first callback itself (the page's buttons): the attempt
 * is counted in the same statement.
 */
const DECIDE = statement(
  'sandbox.decide',
  `UPDATE sandbox_payments
   SET state = $2, decided_at = now(), callback_attempts = callback_attempts + $3
   WHERE ref = $1 AND state = 'PENDING' AND created_at > now() - make_interval(mins => $4)
   RETURNING ${ENTRY}`,
);
/** Acknowledged callbacks, marked in one write per batch (see `markDelivered`). */
const DELIVERED = statement(
  'sandbox.delivered',
  `UPDATE sandbox_payments SET callback_delivered_at = now() WHERE ref = ANY ($1::text[])`,
);

export async function sandboxRow(db: Runner, ref: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await run<SandboxPaymentRow>(db, READ, [ref]);
  return row;
}

export async function openSandboxRow(
  db: Runner,
  entry: Pick<
    SandboxPaymentRow,
    'ref' | 'amountCents' | 'description' | 'method' | 'returnUrl' | 'callbackUrl' | 'lang'
  >,
): Promise<void> {
  await run(db, OPEN, [
    entry.ref,
    entry.amountCents,
    entry.description,
    entry.method,
    entry.returnUrl,
    entry.callbackUrl,
    entry.lang,
  ]);
}

/** PENDING -> `state` if still open and younger than `expiryMinutes`; the row when it changed. */
export async function decideSandboxRow(
  db: Runner,
  ref: string,
  state: 'PAID' | 'CANCELLED',
  claimCallback: boolean,
  expiryMinutes: number,
): Promise<SandboxPaymentRow | undefined> {
  const [decided] = await run<SandboxPaymentRow>(db, DECIDE, [
    ref,
    state,
    claimCallback ? 1 : 0,
    expiryMinutes,
  ]);
  return decided;
}

/** PENDING -> EXPIRED for one payment older than `expiryMinutes`; the row when it changed. */
export async function expireSandboxRow(
  db: Runner,
  ref: string,
  expiryMinutes: number,
): Promise<SandboxPaymentRow | undefined> {
  const [expired] = await db
    .update(sandboxPayments)
    .set({ state: 'EXPIRED', decidedAt: new Date() })
    .where(
      and(
        eq(sandboxPayments.ref, ref),
        eq(sandboxPayments.state, 'PENDING'),
        lte(sandboxPayments.createdAt, expiryCutoff(expiryMinutes)),
      ),
    )
    .returning();
  return expired;
}

/** PENDING -> EXPIRED for every payment older than `expiryMinutes`. */
export async function expireOverdueSandboxRows(db: Runner, expiryMinutes: number): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ state: 'EXPIRED', decidedAt: new Date() })
    .where(
      and(eq(sandboxPayments.state, 'PENDING'), lte(sandboxPayments.createdAt, expiryCutoff(expiryMinutes))),
    );
}

export async function markCallbacksDelivered(db: Runner, refs: readonly string[]): Promise<void> {
  await run(db, DELIVERED, [refs]);
}

/** Counts a callback attempt of a decided, undelivered payment; the row, or undefined when none is due. */
export async function claimCallbackAttempt(db: Runner, ref: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ callbackAttempts: sql`${sandboxPayments.callbackAttempts} + 1` })
    .where(
      and(
        eq(sandboxPayments.ref, ref),
        ne(sandboxPayments.state, 'PENDING'),
        isNull(sandboxPayments.callbackDeliveredAt),
      ),
    )
    .returning();
  return row;
}

/** Decided payments whose callback is not delivered, with attempts left, decided before `decidedBefore`. */
export async function undeliveredCallbacks(
  db: Runner,
  maxAttempts: number,
  decidedBefore: Date,
  limit: number,
): Promise<{ ref: string }[]> {
  return db
    .select({ ref: sandboxPayments.ref })
    .from(sandboxPayments)
    .where(
      and(
        ne(sandboxPayments.state, 'PENDING'),
        isNull(sandboxPayments.callbackDeliveredAt),
        lt(sandboxPayments.callbackAttempts, maxAttempts),
        lt(sandboxPayments.decidedAt, decidedBefore),
      ),
    )
    .limit(limit);
}
