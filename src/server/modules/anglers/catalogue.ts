/**
 * The fishing catalogue (spec §3 Water body, Limited-fishing offer, L06 licence): what anglers can
 * buy, read for the public catalogue and, row by row, for pricing a purchase. Counts of licences
 * change with every purchase, so the catalogue says when it was read (`asOf`) and the purchase
 * checks the stock again in its own transaction.
 */
import type {
  FishingCatalogue,
  FishSpeciesDto,
  LicenceDto,
  OfferDto,
  WaterBodyDto,
} from '../../../shared/anglers/api-types.ts';
import { type AnglerPeriod, L05_1_PRICES, SMS_FEE_CENTS } from '../../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { Db, Runner } from '../../db/index.ts';
import {
  activeWaterBody,
  catalogueRows,
  type LicenceRow,
  licenceForSale,
  type OfferRow,
  openOffer,
  type PromotionRow,
  runningPromotions,
  type SpeciesRow,
  type WaterBodyRow,
  waterBodiesByIds,
} from './repository.ts';

export type { LicenceRow, OfferRow, PromotionRow, SpeciesRow, WaterBodyRow } from './repository.ts';

export function speciesDto(row: SpeciesRow): FishSpeciesDto {
  return { code: row.code, nameLt: row.nameLt, nameEn: row.nameEn, latin: row.latin };
}

/** The L05.2 terms row, at the price of the limited-fishing offer running for it, if any. */
export function offerDto(row: OfferRow, promotion?: PromotionRow): OfferDto {
  return {
    id: row.id,
    waterBodyId: row.waterBodyId,
    period: row.period as AnglerPeriod,
    priceCents: promotion ? promotion.priceCents : row.priceCents,
    validFrom: row.validFrom,
    validTo: row.validTo,
    ...(promotion ? { regularPriceCents: row.priceCents, promotionTo: promotion.validTo } : {}),
  };
}

const promotionKey = (row: { waterBodyId: string; period: string }) => `${row.waterBodyId}:${row.period}`;

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
      const [[bodies, offers, licences, species], promotions] = await Promise.all([
        catalogueRows(db, today),
        runningPromotions(db, today),
      ]);
      const promotionOf = new Map(promotions.map((row) => [promotionKey(row), row]));
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
        offers: row.leased
          ? (offersOf.get(row.id) ?? []).map((offer) => offerDto(offer, promotionOf.get(promotionKey(offer))))
          : [],
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

    waterBody(tx: Runner, id: string): Promise<WaterBodyRow | undefined> {
      return activeWaterBody(tx, id);
    },

    offer(tx: Runner, id: string): Promise<OfferRow | undefined> {
      return openOffer(tx, id);
    },

    /** The limited-fishing offer running today for this water body and duration, if any (ADR 0021). */
    async promotion(
      tx: Runner,
      offer: OfferRow,
      today = todayInLithuania(),
    ): Promise<PromotionRow | undefined> {
      const [row] = await runningPromotions(tx, today, offer.waterBodyId, offer.period);
      return row;
    },

    /** The licence, its water body if active and its species, or undefined when any is missing. */
    async licenceForSale(
      tx: Runner,
      id: string,
    ): Promise<{ licence: LicenceRow; waterBody: WaterBodyRow; species: SpeciesRow } | undefined> {
      const found = await licenceForSale(tx, id);
      if (!found) return undefined;
      const { licence, waterBody, species } = found;
      return licence && waterBody && species ? { licence, waterBody, species } : undefined;
    },

    async waterBodiesByIds(tx: Runner, ids: string[]): Promise<WaterBodyRow[]> {
      if (ids.length === 0) return [];
      return waterBodiesByIds(tx, ids);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
