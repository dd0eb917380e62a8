/**
 * The water-bodies module's SQL (issue 18): valid L03 permits of a party, the water bodies they
 * name, the L05.2 terms on sale (`water_body_offers`), and the administrator's settings.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Runner } from '../../db/index.ts';
import {
  anglerPermits,
  anglerPurchases,
  fishingLicences,
  fishSpecies,
  waterBodies,
  waterBodyOffers,
} from '../../db/schema-anglers.ts';
import { permits } from '../../db/schema-permits.ts';
import {
  licenceRequestEvents,
  licenceRequests,
  settings,
  waterBodyPromotions,
} from '../../db/schema-water-bodies.ts';

export type WaterBodyRow = typeof waterBodies.$inferSelect;
export type OfferRow = typeof waterBodyOffers.$inferSelect;
export type PromotionRow = typeof waterBodyPromotions.$inferSelect;
export type LicenceRequestRow = typeof licenceRequests.$inferSelect;
export type LicenceRequestEventRow = typeof licenceRequestEvents.$inferSelect;
export type L03PermitRow = Pick<
  typeof permits.$inferSelect,
  'id' | 'number' | 'holderCode' | 'holderName' | 'validFrom' | 'validUntil' | 'data'
>;

/** Permit states in force (engine lifecycle 'general'). */
export const PERMIT_IN_FORCE = ['GALIOJANTIS', 'PATIKSLINTAS_GALIOJANTIS'];

/** The holder's L03 permits in force on `today`. */
export async function validL03Permits(
  runner: Runner,
  holderCode: string,
  today: string,
): Promise<L03PermitRow[]> {
  return runner
    .select({
      id: permits.id,
      number: permits.number,
      holderCode: permits.holderCode,
      holderName: permits.holderName,
      validFrom: permits.validFrom,
      validUntil: permits.validUntil,
      data: permits.data,
    })
    .from(permits)
    .where(
      and(
        eq(permits.kind, 'l03'),
        eq(permits.holderCode, holderCode),
        inArray(permits.state, PERMIT_IN_FORCE),
        lte(permits.validFrom, today),
        or(isNull(permits.validUntil), gte(permits.validUntil, today)),
      ),
    )
    .orderBy(asc(permits.validFrom));
}

export async function waterBodiesByCodes(runner: Runner, codes: string[]): Promise<WaterBodyRow[]> {
  if (codes.length === 0) return [];
  return runner
    .select()
    .from(waterBodies)
    .where(inArray(waterBodies.code, codes))
    .orderBy(asc(waterBodies.name));
}

export async function waterBodyByCode(runner: Runner, code: string): Promise<WaterBodyRow | undefined> {
  const [row] = await runner.select().from(waterBodies).where(eq(waterBodies.code, code)).limit(1);
  return row;
}

/** Terms not withdrawn whose season has not ended, for these water bodies. */
export async function termsOnSale(
  runner: Runner,
  waterBodyIds: string[],
  today: string,
): Promise<OfferRow[]> {
  if (waterBodyIds.length === 0) return [];
  return runner
    .select()
    .from(waterBodyOffers)
    .where(
      and(
        inArray(waterBodyOffers.waterBodyId, waterBodyIds),
        isNull(waterBodyOffers.cancelledAt),
        gte(waterBodyOffers.validTo, today),
      ),
    )
    .orderBy(asc(waterBodyOffers.validFrom), asc(waterBodyOffers.period));
}

/**
 * Withdraws the terms on sale: they stop selling now, and the permits already sold keep theirs
 * (a purchase carries its own price and dates; the withdrawn row stays for their history).
 */
export async function withdrawTerms(
  runner: Runner,
  waterBodyId: string,
  today: string,
  at: Date,
): Promise<void> {
  await runner
    .update(waterBodyOffers)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(waterBodyOffers.waterBodyId, waterBodyId),
        isNull(waterBodyOffers.cancelledAt),
        gte(waterBodyOffers.validTo, today),
      ),
    );
}

export async function insertTerms(
  runner: Runner,
  rows: { waterBodyId: string; period: string; priceCents: number; validFrom: string; validTo: string }[],
): Promise<void> {
  if (rows.length > 0) await runner.insert(waterBodyOffers).values(rows);
}

/** Records the lease on the water body (what the map and the purchase show of the lessor). */
export async function markLeased(
  runner: Runner,
  id: string,
  lease: { lessorCode: string; lessorName: string; startDate: string; endDate: string | null },
): Promise<void> {
  await runner
    .update(waterBodies)
    .set({ leased: true, ...lease })
    .where(eq(waterBodies.id, id));
}

export async function readSetting(runner: Runner, key: string): Promise<unknown> {
  const [row] = await runner
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value;
}

export async function writeSetting(runner: Runner, key: string, value: unknown, by: string): Promise<void> {
  await runner
    .insert(settings)
    .values({ key, value, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: by, updatedAt: sql`now()` } });
}

/** Locks the water body's row: offers of one water body are written one transaction at a time. */
export async function lockWaterBody(runner: Runner, id: string): Promise<void> {
  await runner.select({ id: waterBodies.id }).from(waterBodies).where(eq(waterBodies.id, id)).for('update');
}

/** Offers of the water body not cancelled whose last day is `today` or later. */
export async function promotionsOf(
  runner: Runner,
  waterBodyId: string,
  today: string,
): Promise<PromotionRow[]> {
  return runner
    .select()
    .from(waterBodyPromotions)
    .where(
      and(
        eq(waterBodyPromotions.waterBodyId, waterBodyId),
        isNull(waterBodyPromotions.cancelledAt),
        gte(waterBodyPromotions.validTo, today),
      ),
    )
    .orderBy(asc(waterBodyPromotions.validFrom), asc(waterBodyPromotions.period));
}

/** An offer of the water body not cancelled whose days overlap [from, to] (both inclusive). */
export async function overlappingPromotion(
  runner: Runner,
  offer: { waterBodyId: string; period: string; validFrom: string; validTo: string; exceptId?: string },
): Promise<PromotionRow | undefined> {
  const [row] = await runner
    .select()
    .from(waterBodyPromotions)
    .where(
      and(
        eq(waterBodyPromotions.waterBodyId, offer.waterBodyId),
        eq(waterBodyPromotions.period, offer.period),
        isNull(waterBodyPromotions.cancelledAt),
        lte(waterBodyPromotions.validFrom, offer.validTo),
        gte(waterBodyPromotions.validTo, offer.validFrom),
        offer.exceptId ? ne(waterBodyPromotions.id, offer.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertPromotion(
  runner: Runner,
  row: {
    waterBodyId: string;
    period: string;
    priceCents: number;
    validFrom: string;
    validTo: string;
    createdBy: string;
  },
): Promise<void> {
  await runner.insert(waterBodyPromotions).values(row);
}

/** Changes the price of, or cancels, an offer of the water body still running; false if none. */
export async function updatePromotion(
  runner: Runner,
  waterBodyId: string,
  id: string,
  today: string,
  change: { priceCents: number } | { cancelledAt: Date },
): Promise<boolean> {
  const rows = await runner
    .update(waterBodyPromotions)
    .set(change)
    .where(
      and(
        eq(waterBodyPromotions.id, id),
        eq(waterBodyPromotions.waterBodyId, waterBodyId),
        isNull(waterBodyPromotions.cancelledAt),
        gte(waterBodyPromotions.validTo, today),
      ),
    )
    .returning({ id: waterBodyPromotions.id });
  return rows.length > 0;
}

// --- licence requests (licence-requests.ts, ADR 0022) ------------------------------------------

export async function speciesExists(runner: Runner, code: string): Promise<boolean> {
  const [row] = await runner
    .select({ code: fishSpecies.code })
    .from(fishSpecies)
    .where(eq(fishSpecies.code, code))
    .limit(1);
  return row !== undefined;
}

export type NewLicenceRequest = Omit<
  typeof licenceRequests.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'licenceId' | 'message'
>;

export async function insertLicenceRequest(runner: Runner, row: NewLicenceRequest): Promise<string> {
  const [created] = await runner.insert(licenceRequests).values(row).returning({ id: licenceRequests.id });
  return created!.id;
}

/** The request, locked for the rest of the transaction (one decision at a time). */
export async function lockLicenceRequest(runner: Runner, id: string): Promise<LicenceRequestRow | undefined> {
  const [row] = await runner.select().from(licenceRequests).where(eq(licenceRequests.id, id)).for('update');
  return row;
}

export async function updateLicenceRequest(
  runner: Runner,
  id: string,
  change: Partial<Omit<LicenceRequestRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await runner
    .update(licenceRequests)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(licenceRequests.id, id));
}

export async function insertLicenceRequestEvent(
  runner: Runner,
  row: typeof licenceRequestEvents.$inferInsert,
): Promise<void> {
  await runner.insert(licenceRequestEvents).values(row);
}

/** Requests with their water body and, once approved, their pool's counts; newest first. */
export async function licenceRequestRows(
  runner: Runner,
  filter: { lessorCode?: string; waterBodyId?: string; status?: string; id?: string },
) {
  return runner
    .select({
      request: licenceRequests,
      waterBodyCode: waterBodies.code,
      waterBodyName: waterBodies.name,
      sold: fishingLicences.sold,
      reserved: fishingLicences.reserved,
    })
    .from(licenceRequests)
    .innerJoin(waterBodies, eq(waterBodies.id, licenceRequests.waterBodyId))
    .leftJoin(fishingLicences, eq(fishingLicences.id, licenceRequests.licenceId))
    .where(
      and(
        filter.lessorCode ? eq(licenceRequests.lessorCode, filter.lessorCode) : undefined,
        filter.waterBodyId ? eq(licenceRequests.waterBodyId, filter.waterBodyId) : undefined,
        filter.status ? eq(licenceRequests.status, filter.status as LicenceRequestRow['status']) : undefined,
        filter.id ? eq(licenceRequests.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(licenceRequests.createdAt))
    .limit(500);
}

export async function licenceRequestEventsOf(
  runner: Runner,
  ids: string[],
): Promise<LicenceRequestEventRow[]> {
  if (ids.length === 0) return [];
  return runner
    .select()
    .from(licenceRequestEvents)
    .where(inArray(licenceRequestEvents.requestId, ids))
    .orderBy(asc(licenceRequestEvents.id));
}

/**
 * An approved request's licence pool: a row of the anglers' `fishing_licences` (schema-anglers.ts),
 * which anglers buy from with the L06 card like any pool, never beyond `total`.
 */
export async function insertLicencePool(
  runner: Runner,
  pool: Omit<typeof fishingLicences.$inferInsert, 'id' | 'sold' | 'reserved' | 'createdAt'>,
): Promise<string> {
  const [row] = await runner.insert(fishingLicences).values(pool).returning({ id: fishingLicences.id });
  return row!.id;
}

/** Limited fishing now applies on the water body (its L06 licences are sold per species). */
export async function markLimited(runner: Runner, id: string): Promise<void> {
  await runner.update(waterBodies).set({ limited: true }).where(eq(waterBodies.id, id));
}

// --- the fishing permits summary (summary.ts, ADR 0023) ----------------------------------------

/**
 * Permits issued on these leases (water body and the days of its lease) between `from` and `to`
 * (Lithuanian days of issue), grouped by `unit` ('day', 'month', 'year'), water body and what was
 * sold: L05.2 at the lessor's price, L05.2 under an offer, L06 licences of the lessor's own approved
 * requests. Counts and the price paid for the permit (the SMS fee is the state's, not the lessor's).
 */
export async function salesSummary(
  runner: Runner,
  q: {
    leases: { waterBodyId: string; from: string; to: string | null }[];
    lessorCode: string;
    from: string;
    to: string;
    unit: 'day' | 'month' | 'year';
  },
) {
  if (q.leases.length === 0) return [];
  const issuedDay = sql`(${permits.issuedAt} at time zone 'Europe/Vilnius')::date`;
  const kind = sql<string>`case when ${anglerPermits.licenceId} is not null then 'l06'
    when ${anglerPurchases.promotionId} is not null then 'offer' else 'l05_2' end`;
  const bucket = sql<string>`to_char(date_trunc(${q.unit}, ${issuedDay}), ${
    q.unit === 'day' ? 'YYYY-MM-DD' : q.unit === 'month' ? 'YYYY-MM' : 'YYYY'
  })`;
  const onLease = or(
    ...q.leases.map((lease) =>
      and(
        eq(anglerPermits.waterBodyId, lease.waterBodyId),
        sql`${issuedDay} >= ${lease.from}::date`,
        lease.to === null ? undefined : sql`${issuedDay} <= ${lease.to}::date`,
      ),
    ),
  );
  return runner
    .select({
      period: bucket,
      waterBodyId: anglerPermits.waterBodyId,
      kind,
      count: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${anglerPurchases.priceCents}), 0)::int`,
    })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .innerJoin(anglerPurchases, eq(anglerPurchases.id, anglerPermits.purchaseId))
    .leftJoin(licenceRequests, eq(licenceRequests.licenceId, anglerPermits.licenceId))
    .where(
      and(
        onLease,
        sql`${issuedDay} between ${q.from}::date and ${q.to}::date`,
        // L05.2 on the water body; L06 only from the lessor's own approved requests.
        or(
          eq(anglerPermits.kind, 'l05_2'),
          and(sql`${anglerPermits.licenceId} is not null`, eq(licenceRequests.lessorCode, q.lessorCode)),
        ),
      ),
    )
    .groupBy(sql`1`, anglerPermits.waterBodyId, sql`3`)
    .orderBy(sql`1`, anglerPermits.waterBodyId, sql`3`);
}
