/**
 * The fishing catalogue (spec §3 Water body, Limited-fishing offer, L06 licence): what anglers can
 * buy, read for the public catalogue and, row by row, for pricing a purchase. Counts of licences
 * change with every purchase, so the catalogue says when it was read (`asOf`) and the purchase
 * checks the stock again in its own transaction.
 */
import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type {
  FishingCatalogue,
  FishSpeciesDto,
  LicenceDto,
  OfferDto,
  WaterBodyDto,
} from '../../../shared/anglers/api-types.ts';
import { type AnglerPeriod, L05_1_PRICES, SMS_FEE_CENTS } from '../../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { Db, Tx } from '../../db/index.ts';
import { part, prefixedColumnsOf, run, statement } from '../../db/index.ts';
import { fishingLicences, fishSpecies, waterBodies, waterBodyOffers } from '../../db/schema-anglers.ts';

export type WaterBodyRow = typeof waterBodies.$inferSelect;
export type OfferRow = typeof waterBodyOffers.$inferSelect;
export type LicenceRow = typeof fishingLicences.$inferSelect;
export type SpeciesRow = typeof fishSpecies.$inferSelect;

/** Water bodies anglers can be sold permits for (not closed in the register). */
export const ACTIVE = 'ACTIVE';

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

export function speciesDto(row: SpeciesRow): FishSpeciesDto {
  return { code: row.code, nameLt: row.nameLt, nameEn: row.nameEn, latin: row.latin };
}

export function offerDto(row: OfferRow): OfferDto {
  return {
    id: row.id,
    waterBodyId: row.waterBodyId,
    period: row.period as AnglerPeriod,
    priceCents: row.priceCents,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

/** Licences left to buy now. */
export const availableOf = (row: Pick<LicenceRow, 'total' | 'sold' | 'reserved'>) =>
  Math.max(0, row.total - row.sold - row.reserved);

export function licenceDto(row: LicenceRow): LicenceDto {
  return {
    id: row.id,
    kind: row.kind,
    waterBodyId: row.waterBodyId,
    placeLt: row.placeLt,
    placeEn: row.placeEn,
    speciesCode: row.speciesCode,
    period: row.period as AnglerPeriod,
    fishingFrom: row.fishingFrom,
    fishingTo: row.fishingTo,
    conditionsLt: row.conditionsLt,
    conditionsEn: row.conditionsEn,
    amount: row.amount,
    minSizeCm: row.minSizeCm,
    available: availableOf(row),
    total: row.total,
    priceCents: row.priceCents,
    released: row.released,
  };
}

/** `Map.groupBy` arrived in Node 21; the machines run Node 20. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function createCatalogue(db: Db) {
  return {
    /**
     * Active water bodies with their current offers (valid to today or later, not cancelled) and
     * their licences whose season has not ended; every species; the L05.1 prices and the SMS fee.
     */
    async read(today = todayInLithuania()): Promise<FishingCatalogue> {
      const asOf = new Date().toISOString();
      const [bodies, offers, licences, species] = await Promise.all([
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
      const offersOf = groupBy(offers, (row) => row.waterBodyId);
      const licencesOf = groupBy(licences, (row) => row.waterBodyId);
      const dto = (row: WaterBodyRow): WaterBodyDto => ({
        id: row.id,
        code: row.code,
        oldCode: row.oldCode,
        name: row.name,
        type: row.type,
        municipality: row.municipality,
        leased: row.leased,
        limited: row.limited,
        lessorName: row.leased ? row.lessorName : null,
        lat: row.lat,
        lon: row.lon,
        areaHa: row.areaHa,
        // A lease that ended leaves its offers unsellable; the catalogue shows none then.
        offers: row.leased ? (offersOf.get(row.id) ?? []).map(offerDto) : [],
        licences: (licencesOf.get(row.id) ?? []).map(licenceDto),
      });
      return {
        waterBodies: bodies.map(dto),
        species: species.map(speciesDto),
        ticketPrices: { ...L05_1_PRICES },
        smsFeeCents: SMS_FEE_CENTS,
        asOf,
      };
    },

    async waterBody(tx: Db | Tx, id: string): Promise<WaterBodyRow | undefined> {
      const [row] = await tx
        .select()
        .from(waterBodies)
        .where(and(eq(waterBodies.id, id), eq(waterBodies.state, ACTIVE)))
        .limit(1);
      return row;
    },

    async offer(tx: Db | Tx, id: string): Promise<OfferRow | undefined> {
      const [row] = await tx
        .select()
        .from(waterBodyOffers)
        .where(and(eq(waterBodyOffers.id, id), isNull(waterBodyOffers.cancelledAt)))
        .limit(1);
      return row;
    },

    /** The licence, its water body if active and its species, or undefined when any is missing. */
    async licenceForSale(
      tx: Db | Tx,
      id: string,
    ): Promise<{ licence: LicenceRow; waterBody: WaterBodyRow; species: SpeciesRow } | undefined> {
      const [row] = await run<Record<string, unknown>>(tx, LICENCE_FOR_SALE, [id]);
      if (!row) return undefined;
      const licence = part<LicenceRow>(row, 'l', 'id');
      const waterBody = part<WaterBodyRow>(row, 'w', 'id');
      const species = part<SpeciesRow>(row, 's', 'code');
      return licence && waterBody && species ? { licence, waterBody, species } : undefined;
    },

    async waterBodiesByIds(tx: Db | Tx, ids: string[]): Promise<WaterBodyRow[]> {
      if (ids.length === 0) return [];
      return tx.select().from(waterBodies).where(inArray(waterBodies.id, ids));
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
