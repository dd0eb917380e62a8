/**
 * The anglers module's SQL (the rules stay in service.ts, pricing.ts, purpose.ts, catalogue.ts and
 * holder-proof.ts): named prepared statements on the hot purchase path (db/statements.ts), Drizzle
 * for the rest. Each function takes the runner first, so that its caller decides the transaction.
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, notInArray } from 'drizzle-orm';
import { part, prefixedColumnsOf, type Runner, run, statement } from '../../db/index.ts';
import {
  anglerPermits,
  fishingLicences,
  fishSpecies,
  waterBodies,
  waterBodyOffers,
} from '../../db/schema-anglers.ts';
import { permits } from '../../db/schema-permits.ts';

export type WaterBodyRow = typeof waterBodies.$inferSelect;
export type OfferRow = typeof waterBodyOffers.$inferSelect;
export type LicenceRow = typeof fishingLicences.$inferSelect;
export type SpeciesRow = typeof fishSpecies.$inferSelect;

/** Water bodies anglers can be sold permits for (not closed in the register). */
export const ACTIVE = 'ACTIVE';

// --- the catalogue -----------------------------------------------------------------------------

/** A licence with its water body (active only) and species, in one read (pricing an L06 card). */
const LICENCE_FOR_SALE = statement(
  'anglers.licenceForSale',
  `SELECT ${prefixedColumnsOf(fishingLicences, 'l', 'l')}, ${prefixedColumnsOf(waterBodies, 'w', 'w')},
          ${prefixedColumnsOf(fishSpecies, 's', 's')}
   FROM fishing_licences l
   LEFT JOIN water_bodies w ON w.id = l.water_body_id AND w.state = '${ACTIVE}'
   LEFT JOIN fish_species s ON s.code = l.species_code
   WHERE l.id = $1`,
);

/**
 * The public catalogue's rows, read at once: active water bodies by name; offers valid to `today`
 * or later and not cancelled; licences whose season has not ended; every species.
 */
export function catalogueRows(db: Runner, today: string) {
  return Promise.all([
    db.select().from(waterBodies).where(eq(waterBodies.state, ACTIVE)).orderBy(asc(waterBodies.name)),
    db
      .select()
      .from(waterBodyOffers)
      .where(and(gte(waterBodyOffers.validTo, today), isNull(waterBodyOffers.cancelledAt)))
      .orderBy(asc(waterBodyOffers.validFrom), asc(waterBodyOffers.priceCents)),
    db
      .select()
      .from(fishingLicences)
      .where(gte(fishingLicences.fishingTo, today))
      .orderBy(asc(fishingLicences.fishingFrom), asc(fishingLicences.placeLt)),
    db.select().from(fishSpecies).orderBy(asc(fishSpecies.sort), asc(fishSpecies.nameLt)),
  ]);
}

/** An active water body. */
export async function activeWaterBody(runner: Runner, id: string): Promise<WaterBodyRow | undefined> {
  const [row] = await runner
    .select()
    .from(waterBodies)
    .where(and(eq(waterBodies.id, id), eq(waterBodies.state, ACTIVE)))
    .limit(1);
  return row;
}

/** An offer not cancelled. */
export async function openOffer(runner: Runner, id: string): Promise<OfferRow | undefined> {
  const [row] = await runner
    .select()
    .from(waterBodyOffers)
    .where(and(eq(waterBodyOffers.id, id), isNull(waterBodyOffers.cancelledAt)))
    .limit(1);
  return row;
}

/** The licence, its water body if active and its species (each null when missing), or undefined. */
export async function licenceForSale(runner: Runner, id: string) {
  const [row] = await run<Record<string, unknown>>(runner, LICENCE_FOR_SALE, [id]);
  if (!row) return undefined;
  return {
    licence: part<LicenceRow>(row, 'l', 'id'),
    waterBody: part<WaterBodyRow>(row, 'w', 'id'),
    species: part<SpeciesRow>(row, 's', 'code'),
  };
}

export async function waterBodiesByIds(runner: Runner, ids: string[]): Promise<WaterBodyRow[]> {
  return runner.select().from(waterBodies).where(inArray(waterBodies.id, ids));
}

// --- proof of holding a permit -----------------------------------------------------------------

/**
 * Gives a proven try's place back, in the window it was taken in ($2, as JavaScript has it: to the
 * millisecond, where PostgreSQL keeps microseconds); a window begun since has its own count.
 */
const GIVE_BACK = statement(
  'anglers.holderProofGiveBack',
  `update rate_limits set count = count - 1
   where key = $1 and window_start >= $2::timestamptz and window_start < $2::timestamptz + interval '1 millisecond'
     and count > 0`,
);

/** One place back in a rate-limit bucket's window that began at `windowStart`. */
export async function giveBackPlace(runner: Runner, key: string, windowStart: Date): Promise<void> {
  await run(runner, GIVE_BACK, [key, windowStart]);
}

// --- spec §8's angler rules (pricing.ts) -------------------------------------------------------

/** What the existing-permit rule compares (pricing.ts decides which of water body and species count). */
export interface PermitOverlap {
  anglerKey: string;
  kind: string;
  validFrom: string;
  validUntil: string;
  /** Only on this water body; null: anywhere. */
  waterBodyId: string | null;
  /** Only for this species; null: any. */
  speciesCode: string | null;
  /** The permit states that count as valid. */
  validStates: readonly string[];
  today: string;
}

/**
 * The angler's first issued permit (by its first day) in a valid state, of the same kind, not
 * ended before `today`, whose days overlap the new one's, on the water body and for the species
 * when given.
 */
export async function overlappingPermit(db: Runner, q: PermitOverlap) {
  const conditions = [
    eq(anglerPermits.anglerKey, q.anglerKey),
    eq(anglerPermits.kind, q.kind),
    inArray(permits.state, [...q.validStates]),
    gte(anglerPermits.validUntil, q.today),
    lte(anglerPermits.validFrom, q.validUntil),
    gte(anglerPermits.validUntil, q.validFrom),
  ];
  if (q.waterBodyId !== null) conditions.push(eq(anglerPermits.waterBodyId, q.waterBodyId));
  if (q.speciesCode !== null) conditions.push(eq(fishingLicences.speciesCode, q.speciesCode));
  const [found] = await db
    .select({
      number: permits.number,
      validFrom: anglerPermits.validFrom,
      validUntil: anglerPermits.validUntil,
      waterBody: waterBodies.name,
    })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .leftJoin(waterBodies, eq(waterBodies.id, anglerPermits.waterBodyId))
    .leftJoin(fishingLicences, eq(fishingLicences.id, anglerPermits.licenceId))
    .where(and(...conditions))
    .orderBy(asc(anglerPermits.validFrom))
    .limit(1);
  return found;
}

/**
 * Numbers (at most 50, in order) of the angler's permits that ended before `today`, owe a catch
 * report and have none, except those in `exemptStates`.
 */
export async function unfiledReportNumbers(
  db: Runner,
  anglerKey: string,
  today: string,
  exemptStates: string[],
): Promise<string[]> {
  const rows = await db
    .select({ number: permits.number })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .where(
      and(
        eq(anglerPermits.anglerKey, anglerKey),
        eq(anglerPermits.reportRequired, true),
        isNull(anglerPermits.reportFiledAt),
        lt(anglerPermits.validUntil, today),
        notInArray(permits.state, exemptStates),
      ),
    )
    .orderBy(asc(permits.number))
    .limit(50);
  return rows.map((row) => row.number);
}
