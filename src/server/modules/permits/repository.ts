/** The permits module's SQL: permits, their history, the lists and the expiry batch. */
import { and, asc, count, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { PermitSort } from '../../../shared/permits/api-types.ts';
import type { Runner, Tx } from '../../db/index.ts';
import { listFilter } from '../../db/list-filter.ts';
import { applications, type PermitRow, permitEvents, permits } from '../../db/schema-permits.ts';

export interface PermitListQuery {
  kind?: string | undefined;
  state?: string | undefined;
  sort?: PermitSort | undefined;
  page: number;
  pageSize: number;
  q?: string | undefined;
}

export type PermitChanges = Partial<typeof permits.$inferInsert>;
export type PermitEventRow = typeof permitEvents.$inferSelect;

export async function insertPermitEvent(
  db: Runner,
  permitId: string,
  values: Omit<typeof permitEvents.$inferInsert, 'permitId'>,
): Promise<void> {
  await db.insert(permitEvents).values({ permitId, ...values });
}

export async function updatePermit(db: Runner, id: string, changes: PermitChanges): Promise<PermitRow> {
  const [updated] = await db.update(permits).set(changes).where(eq(permits.id, id)).returning();
  return updated!;
}

/** The permit, locked for the transaction; undefined when there is none. */
export async function lockPermitRow(tx: Tx, id: string): Promise<PermitRow | undefined> {
  const [row] = await tx.select().from(permits).where(eq(permits.id, id)).for('update');
  return row;
}

export async function insertPermit(db: Runner, values: typeof permits.$inferInsert): Promise<PermitRow> {
  const [permit] = await db.insert(permits).values(values).returning();
  return permit!;
}

/** The permit's history, oldest first. */
export function permitEventsOf(db: Runner, permitId: string): Promise<PermitEventRow[]> {
  return db
    .select()
    .from(permitEvents)
    .where(eq(permitEvents.permitId, permitId))
    .orderBy(asc(permitEvents.at), asc(permitEvents.id));
}

/** One page of permits (a holder's, or all for the officer) by the list's filter and order. */
export async function permitPage(
  db: Runner,
  holderCode: string | null,
  query: PermitListQuery,
): Promise<{ rows: PermitRow[]; total: number }> {
  const filter = listFilter(holderCode === null ? undefined : eq(permits.holderCode, holderCode), query, {
    kind: permits.kind,
    state: permits.state,
    searched: [permits.number, permits.holderName, permits.holderCode],
  });
  const order = {
    'issued-desc': [desc(permits.issuedAt)],
    'issued-asc': [asc(permits.issuedAt)],
    'valid-until-asc': [asc(permits.validUntil)],
    'number-asc': [asc(permits.number)],
    state: [asc(permits.state), desc(permits.issuedAt)],
  }[query.sort ?? 'issued-desc'];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(permits)
      .where(filter)
      .orderBy(...order, asc(permits.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(permits).where(filter),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function applicationNumberOf(db: Runner, applicationId: string): Promise<string | null> {
  const [application] = await db
    .select({ number: applications.number })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return application?.number ?? null;
}

/**
 * Up to `batch` permits in `states` whose last valid day is before `today`, locked for the
 * transaction; those another transaction holds are skipped.
 */
export function lockPermitsDueToExpire(
  tx: Tx,
  today: string,
  states: string[],
  batch: number,
): Promise<PermitRow[]> {
  return tx
    .select()
    .from(permits)
    .where(and(isNotNull(permits.validUntil), lt(permits.validUntil, today), inArray(permits.state, states)))
    .limit(batch)
    .for('update', { skipLocked: true });
}
