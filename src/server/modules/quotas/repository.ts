/**
 * The quotas module's SQL (issue 19): seasons' quotas, their allocations to L04 permits, the
 * conversion requests, the officer's coefficient table and the history rows. Every holder query
 * takes the holder's code; the locks (`for update`) are what keeps two requests from taking the
 * same units (ADR 0025).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Runner } from '../../db/index.ts';
import { permits } from '../../db/schema-permits.ts';
import {
  l04GearCoefficients,
  l04QuotaAllocations,
  l04QuotaConversions,
  l04QuotaEvents,
  l04Quotas,
} from '../../db/schema-quotas.ts';

export type QuotaRow = typeof l04Quotas.$inferSelect;
export type AllocationRow = typeof l04QuotaAllocations.$inferSelect;
export type ConversionRow = typeof l04QuotaConversions.$inferSelect;
export type CoefficientRow = typeof l04GearCoefficients.$inferSelect;
export type EventRow = typeof l04QuotaEvents.$inferSelect;
export type L04PermitRow = Pick<
  typeof permits.$inferSelect,
  'id' | 'number' | 'state' | 'holderCode' | 'holderName' | 'validUntil'
>;

const permitColumns = {
  id: permits.id,
  number: permits.number,
  state: permits.state,
  holderCode: permits.holderCode,
  holderName: permits.holderName,
  validUntil: permits.validUntil,
};

/** An allocation with its season's quota, its permit and the units asked for in pending conversions. */
export interface HeldQuota {
  allocation: AllocationRow;
  quota: QuotaRow;
  permit: L04PermitRow;
  pending: number;
}

const pendingSum = sql<number>`coalesce((
  select sum(${l04QuotaConversions.amount}) from ${l04QuotaConversions}
  where ${l04QuotaConversions.allocationId} = ${l04QuotaAllocations.id}
    and ${l04QuotaConversions.status} = 'PATEIKTA'), 0)::int`;

async function heldQuotas(runner: Runner, where: ReturnType<typeof and>): Promise<HeldQuota[]> {
  return runner
    .select({ allocation: l04QuotaAllocations, quota: l04Quotas, permit: permitColumns, pending: pendingSum })
    .from(l04QuotaAllocations)
    .innerJoin(l04Quotas, eq(l04Quotas.id, l04QuotaAllocations.quotaId))
    .innerJoin(permits, eq(permits.id, l04QuotaAllocations.permitId))
    .where(where)
    .orderBy(
      desc(l04Quotas.season),
      asc(l04Quotas.quotaType),
      asc(l04Quotas.quotaKind),
      asc(l04QuotaAllocations.createdAt),
    );
}

/** The holder's quotas, every one (the service filters by the permit's L04 state and the status). */
export const quotasOfHolder = (runner: Runner, holderCode: string) =>
  heldQuotas(runner, and(eq(l04QuotaAllocations.holderCode, holderCode)));

/** One quota of the holder; undefined for anyone else's. */
export async function quotaOfHolder(runner: Runner, holderCode: string, id: string) {
  const [row] = await heldQuotas(
    runner,
    and(eq(l04QuotaAllocations.id, id), eq(l04QuotaAllocations.holderCode, holderCode)),
  );
  return row;
}

export async function quotaById(runner: Runner, id: string) {
  const [row] = await heldQuotas(runner, and(eq(l04QuotaAllocations.id, id)));
  return row;
}

/**
 * Locks the allocation's row for the rest of the transaction: a second conversion of the same
 * quota waits here until the first commits, then sees what it took.
 */
export async function lockAllocation(runner: Runner, id: string): Promise<void> {
  await runner
    .select({ id: l04QuotaAllocations.id })
    .from(l04QuotaAllocations)
    .where(eq(l04QuotaAllocations.id, id))
    .for('update');
}

export async function lockSeasonQuota(runner: Runner, id: string): Promise<QuotaRow | undefined> {
  const [row] = await runner.select().from(l04Quotas).where(eq(l04Quotas.id, id)).for('update');
  return row;
}

export async function seasonQuotas(runner: Runner): Promise<QuotaRow[]> {
  return runner
    .select()
    .from(l04Quotas)
    .orderBy(desc(l04Quotas.season), asc(l04Quotas.quotaType), asc(l04Quotas.quotaKind), asc(l04Quotas.gear));
}

export async function seasonQuotaByKey(
  runner: Runner,
  key: { season: number; quotaType: string; quotaKind: string; gear: string },
): Promise<QuotaRow | undefined> {
  const [row] = await runner
    .select()
    .from(l04Quotas)
    .where(
      and(
        eq(l04Quotas.season, key.season),
        eq(l04Quotas.quotaType, key.quotaType),
        eq(l04Quotas.quotaKind, key.quotaKind),
        eq(l04Quotas.gear, key.gear),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSeasonQuota(
  runner: Runner,
  row: typeof l04Quotas.$inferInsert,
): Promise<QuotaRow> {
  const [inserted] = await runner.insert(l04Quotas).values(row).returning();
  return inserted!;
}

export async function setSeasonQuotaStatus(runner: Runner, id: string, status: string): Promise<void> {
  await runner.update(l04Quotas).set({ status, updatedAt: new Date() }).where(eq(l04Quotas.id, id));
}

/** Allocations of these seasons' quotas, with the permit's number and holder. */
export async function allocationsOf(runner: Runner, quotaIds: string[]) {
  if (quotaIds.length === 0) return [];
  return runner
    .select({ allocation: l04QuotaAllocations, permitNumber: permits.number, holderName: permits.holderName })
    .from(l04QuotaAllocations)
    .innerJoin(permits, eq(permits.id, l04QuotaAllocations.permitId))
    .where(inArray(l04QuotaAllocations.quotaId, quotaIds))
    .orderBy(asc(l04QuotaAllocations.createdAt));
}

/** Units the officer allocated of the season's quota (conversions' results are not counted). */
export async function allocatedUnits(runner: Runner, quotaId: string): Promise<number> {
  const [row] = await runner
    .select({ units: sql<number>`coalesce(sum(${l04QuotaAllocations.allocated}), 0)::int` })
    .from(l04QuotaAllocations)
    .where(and(eq(l04QuotaAllocations.quotaId, quotaId), isNull(l04QuotaAllocations.sourceConversionId)));
  return row?.units ?? 0;
}

/** The permit's allocation of the season's quota made by the officer, if any (PIRMINE: one). */
export async function allocationOfPermit(
  runner: Runner,
  quotaId: string,
  permitId: string,
): Promise<AllocationRow | undefined> {
  const [row] = await runner
    .select()
    .from(l04QuotaAllocations)
    .where(
      and(
        eq(l04QuotaAllocations.quotaId, quotaId),
        eq(l04QuotaAllocations.permitId, permitId),
        isNull(l04QuotaAllocations.sourceConversionId),
      ),
    )
    .limit(1);
  return row;
}

export async function l04PermitByNumber(runner: Runner, number: string): Promise<L04PermitRow | undefined> {
  const [row] = await runner
    .select(permitColumns)
    .from(permits)
    .where(and(eq(permits.number, number), eq(permits.kind, 'l04')))
    .limit(1);
  return row;
}

export async function insertAllocation(
  runner: Runner,
  row: typeof l04QuotaAllocations.$inferInsert,
): Promise<AllocationRow> {
  const [inserted] = await runner.insert(l04QuotaAllocations).values(row).returning();
  return inserted!;
}

export async function addConverted(runner: Runner, id: string, units: number): Promise<void> {
  await runner
    .update(l04QuotaAllocations)
    .set({ converted: sql`${l04QuotaAllocations.converted} + ${units}` })
    .where(eq(l04QuotaAllocations.id, id));
}

export async function coefficients(runner: Runner): Promise<CoefficientRow[]> {
  return runner
    .select()
    .from(l04GearCoefficients)
    .orderBy(
      asc(l04GearCoefficients.quotaType),
      asc(l04GearCoefficients.fromGear),
      asc(l04GearCoefficients.toGear),
    );
}

export async function coefficientsFrom(runner: Runner, quotaType: string, fromGear: string) {
  return runner
    .select()
    .from(l04GearCoefficients)
    .where(and(eq(l04GearCoefficients.quotaType, quotaType), eq(l04GearCoefficients.fromGear, fromGear)))
    .orderBy(asc(l04GearCoefficients.toGear));
}

export async function upsertCoefficient(
  runner: Runner,
  row: { quotaType: string; fromGear: string; toGear: string; coefficientX100: number; updatedBy: string },
): Promise<void> {
  await runner
    .insert(l04GearCoefficients)
    .values(row)
    .onConflictDoUpdate({
      target: [l04GearCoefficients.quotaType, l04GearCoefficients.fromGear, l04GearCoefficients.toGear],
      set: { coefficientX100: row.coefficientX100, updatedBy: row.updatedBy, updatedAt: sql`now()` },
    });
}

export async function deleteCoefficient(runner: Runner, id: string): Promise<boolean> {
  const rows = await runner
    .delete(l04GearCoefficients)
    .where(eq(l04GearCoefficients.id, id))
    .returning({ id: l04GearCoefficients.id });
  return rows.length > 0;
}

export async function conversionsOf(runner: Runner, allocationId: string): Promise<ConversionRow[]> {
  return runner
    .select()
    .from(l04QuotaConversions)
    .where(eq(l04QuotaConversions.allocationId, allocationId))
    .orderBy(desc(l04QuotaConversions.requestedAt));
}

export async function insertConversion(
  runner: Runner,
  row: typeof l04QuotaConversions.$inferInsert,
): Promise<ConversionRow> {
  const [inserted] = await runner.insert(l04QuotaConversions).values(row).returning();
  return inserted!;
}

/** Locks a conversion request for its decision; undefined when there is none. */
export async function lockConversion(runner: Runner, id: string): Promise<ConversionRow | undefined> {
  const [row] = await runner
    .select()
    .from(l04QuotaConversions)
    .where(eq(l04QuotaConversions.id, id))
    .for('update');
  return row;
}

export async function decideConversion(
  runner: Runner,
  id: string,
  decision: { status: string; decidedBy: string; reason: string | null },
): Promise<void> {
  await runner
    .update(l04QuotaConversions)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(l04QuotaConversions.id, id));
}

export async function pendingConversions(runner: Runner): Promise<ConversionRow[]> {
  return runner
    .select()
    .from(l04QuotaConversions)
    .where(eq(l04QuotaConversions.status, 'PATEIKTA'))
    .orderBy(asc(l04QuotaConversions.requestedAt));
}

export async function insertEvent(runner: Runner, row: typeof l04QuotaEvents.$inferInsert): Promise<void> {
  await runner.insert(l04QuotaEvents).values(row);
}

/** The history a holder sees of one quota: its own events and those of the season's quota. */
export async function eventsOf(runner: Runner, quotaId: string, allocationId: string): Promise<EventRow[]> {
  return runner
    .select()
    .from(l04QuotaEvents)
    .where(
      and(
        eq(l04QuotaEvents.quotaId, quotaId),
        or(eq(l04QuotaEvents.allocationId, allocationId), isNull(l04QuotaEvents.allocationId)),
      ),
    )
    .orderBy(asc(l04QuotaEvents.at), asc(l04QuotaEvents.id));
}
