/**
 * Water bodies and their lessors (issue 18; spec §3 Water body, §5 water body rules, §6 ROLE_L03).
 *
 * Who leases what is read from the permits themselves: a party holding an L03 permit in force
 * (use of a fishing area) leases the water bodies it names (by UETK code) for the permit's
 * validity, and holds ROLE_L03 while it does. Nothing is granted by a role row.
 *
 * The L05.2 permit a lessor sells is a set of prices per fishing duration over a fishing season,
 * stored as rows of `water_body_offers` (what anglers buy from, modules/anglers). A change
 * withdraws the rows on sale and inserts new ones: sales from then on use the new terms, and a
 * permit already sold keeps the price and dates it was bought with. The season sold never runs
 * past the lease, so a water body whose lease ended sells nothing.
 */

import type { AnglerPeriod } from '../../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { Language, MessageId, MessageValues } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/index.ts';
import type {
  L05_2TermsDto,
  L05_2TermsInput,
  LessorWaterBodyDetailDto,
  LessorWaterBodyDto,
  PromotionInput,
  WaterBodyPromotionDto,
  WaterBodySettingsDto,
  WaterBodySettingsInput,
} from '../../../shared/water-bodies/api.ts';
import { type Db, type Runner, transaction } from '../../db/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  insertPromotion,
  insertTerms,
  type L03PermitRow,
  lockWaterBody,
  markLeased,
  type OfferRow,
  overlappingPromotion,
  type PromotionRow,
  promotionsOf,
  readSetting,
  termsOnSale,
  updatePromotion,
  validL03Permits,
  type WaterBodyRow,
  waterBodiesByCodes,
  waterBodyByCode,
  withdrawTerms,
  writeSetting,
} from './repository.ts';

export const ROLE_L03 = 'ROLE_L03';
/** ADR 0018: the ceiling of an L05.2 price until an administrator sets another, in cents. */
export const DEFAULT_MAX_PRICE_CENTS = 10_000;
const MAX_PRICE_KEY = 'waterBodies.maxPriceCents';
/** ADR 0021: an offer price must be below this until an administrator sets another, in cents. */
export const DEFAULT_MAX_OFFER_PRICE_CENTS = 10_000;
const MAX_OFFER_PRICE_KEY = 'waterBodies.maxOfferPriceCents';

function promotionDto(row: PromotionRow): WaterBodyPromotionDto {
  return {
    id: row.id,
    period: row.period as AnglerPeriod,
    priceCents: row.priceCents,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

/** The UETK codes an L03 permit names: its `waterBodyCode`, one code or several separated by commas. */
export function codesOf(permit: Pick<L03PermitRow, 'data'>): string[] {
  const data = permit.data as Record<string, unknown> | null;
  const text = typeof data?.waterBodyCode === 'string' ? data.waterBodyCode : '';
  return [...new Set(text.split(/[\s,;]+/).filter((code) => /^\d+$/.test(code)))];
}

export interface Lease {
  waterBody: WaterBodyRow;
  permit: L03PermitRow;
}

export function fieldError(lang: Language, field: string, id: MessageId, values?: MessageValues): HttpError {
  return new HttpError(400, 'error.validation', undefined, [{ field, message: translate(lang, id, values) }]);
}

function termsDto(rows: OfferRow[]): L05_2TermsDto | null {
  if (rows.length === 0) return null;
  // The terms on sale share one season (one change writes them all); the earliest start and the
  // latest end cover any left from the demo's yearly rows.
  const fishingFrom = rows.map((r) => r.validFrom).sort()[0]!;
  const fishingTo = rows
    .map((r) => r.validTo)
    .sort()
    .at(-1)!;
  const byPeriod = new Map<string, OfferRow>();
  for (const row of rows) if (!byPeriod.has(row.period)) byPeriod.set(row.period, row);
  const prices = [...byPeriod.values()]
    .map((row) => ({ period: row.period as AnglerPeriod, priceCents: row.priceCents }))
    .sort((a, b) => Number(a.period) - Number(b.period));
  return { fishingFrom, fishingTo, prices };
}

export function createWaterBodyService({ db, today = todayInLithuania }: { db: Db; today?: () => string }) {
  /** The water bodies the party leases today, each with the permit it leases it under. */
  async function leasesOf(runner: Runner, partyCode: string): Promise<Lease[]> {
    const permits = await validL03Permits(runner, partyCode, today());
    const permitOf = new Map<string, L03PermitRow>();
    // The permit that runs longest wins when two name the same water body.
    for (const permit of permits) {
      for (const code of codesOf(permit)) {
        const known = permitOf.get(code);
        if (!known || (known.validUntil !== null && (permit.validUntil ?? '9999') > known.validUntil))
          permitOf.set(code, permit);
      }
    }
    const bodies = await waterBodiesByCodes(runner, [...permitOf.keys()]);
    return bodies.map((waterBody) => ({ waterBody, permit: permitOf.get(waterBody.code)! }));
  }

  function dto(lease: Lease, terms: OfferRow[]): LessorWaterBodyDto {
    const { waterBody, permit } = lease;
    return {
      code: waterBody.code,
      oldCode: waterBody.oldCode,
      name: waterBody.name,
      municipality: waterBody.municipality,
      state: waterBody.state,
      leaseFrom: permit.validFrom,
      leaseTo: permit.validUntil,
      limited: waterBody.limited,
      permitNumber: permit.number,
      terms: termsDto(terms.filter((row) => row.waterBodyId === waterBody.id)),
    };
  }

  /** 404 "Water body not found by code" for a code not in the register; 404 for another's. */
  async function leaseOf(runner: Runner, partyCode: string, code: string): Promise<Lease> {
    const known = await waterBodyByCode(runner, code);
    if (!known) throw notFound('waterBodies.error.notFoundByCode');
    const lease = (await leasesOf(runner, partyCode)).find((l) => l.waterBody.code === code);
    if (!lease) throw notFound();
    return lease;
  }

  async function maxPriceCents(runner: Runner = db): Promise<number> {
    const value = await readSetting(runner, MAX_PRICE_KEY);
    return typeof value === 'number' ? value : DEFAULT_MAX_PRICE_CENTS;
  }

  async function maxOfferPriceCents(runner: Runner = db): Promise<number> {
    const value = await readSetting(runner, MAX_OFFER_PRICE_KEY);
    return typeof value === 'number' ? value : DEFAULT_MAX_OFFER_PRICE_CENTS;
  }

  async function detail(runner: Runner, partyCode: string, code: string): Promise<LessorWaterBodyDetailDto> {
    const lease = await leaseOf(runner, partyCode, code);
    const terms = await termsOnSale(runner, [lease.waterBody.id], today());
    return {
      ...dto(lease, terms),
      maxPriceCents: await maxPriceCents(runner),
      maxOfferPriceCents: await maxOfferPriceCents(runner),
      promotions: (await promotionsOf(runner, lease.waterBody.id, today())).map(promotionDto),
    };
  }

  /** Spec §5: an offer price below the administrator's maximum (ADR 0021). */
  async function checkOfferPrice(runner: Runner, priceCents: number, lang: Language) {
    const max = await maxOfferPriceCents(runner);
    if (priceCents >= max)
      throw fieldError(lang, 'priceCents', 'waterBodies.error.promotionPriceNotBelowMax', {
        max: (max / 100).toFixed(2),
      });
  }

  return {
    /** The leases, for the module's other parts (licence-requests.ts, summary.ts). */
    leases: { of: leasesOf, one: leaseOf, maxPriceCents, today },

    /** Spec §6: ROLE_L03 while the party holds an L03 permit in force. */
    async isLessor(partyCode: string): Promise<boolean> {
      return (await validL03Permits(db, partyCode, today())).length > 0;
    },

    async list(partyCode: string): Promise<LessorWaterBodyDto[]> {
      const leases = await leasesOf(db, partyCode);
      const terms = await termsOnSale(
        db,
        leases.map((l) => l.waterBody.id),
        today(),
      );
      return leases.map((lease) => dto(lease, terms));
    },

    detail: (partyCode: string, code: string) => detail(db, partyCode, code),

    /** Sets the L05.2 terms sold from now on (spec §5: end after start, price not above the maximum). */
    async setTerms(
      partyCode: string,
      code: string,
      input: L05_2TermsInput,
      lang: Language,
    ): Promise<LessorWaterBodyDetailDto> {
      return transaction(db, async (tx) => {
        const lease = await leaseOf(tx, partyCode, code);
        const max = await maxPriceCents(tx);
        input.prices.forEach((price, index) => {
          if (price.priceCents > max)
            throw fieldError(lang, `prices.${index}.priceCents`, 'waterBodies.error.priceAboveMax', {
              max: (max / 100).toFixed(2),
            });
        });
        const leaseTo = lease.permit.validUntil;
        if (leaseTo !== null && input.fishingFrom > leaseTo)
          throw fieldError(lang, 'fishingFrom', 'waterBodies.error.afterLease', { date: leaseTo });
        // The season sold never runs past the lease.
        const validTo = leaseTo !== null && input.fishingTo > leaseTo ? leaseTo : input.fishingTo;
        const now = new Date();
        await withdrawTerms(tx, lease.waterBody.id, today(), now);
        await insertTerms(
          tx,
          input.prices.map((price) => ({
            waterBodyId: lease.waterBody.id,
            period: price.period,
            priceCents: price.priceCents,
            validFrom: input.fishingFrom,
            validTo,
          })),
        );
        await markLeased(tx, lease.waterBody.id, {
          lessorCode: lease.permit.holderCode,
          lessorName: lease.permit.holderName,
          startDate: lease.permit.validFrom,
          endDate: leaseTo,
        });
        return detail(tx, partyCode, code);
      });
    },

    /**
     * Creates a limited-fishing offer (spec §4, §5): price below the maximum, valid to after valid
     * from (the schema), no other offer of the same duration overlapping — checked under a lock on
     * the water body, so two lessors' clicks at once cannot both pass.
     */
    async createPromotion(
      partyCode: string,
      code: string,
      input: PromotionInput,
      by: string,
      lang: Language,
    ): Promise<LessorWaterBodyDetailDto> {
      return transaction(db, async (tx) => {
        const lease = await leaseOf(tx, partyCode, code);
        await checkOfferPrice(tx, input.priceCents, lang);
        const leaseTo = lease.permit.validUntil;
        if (leaseTo !== null && input.validTo > leaseTo)
          throw fieldError(lang, 'validTo', 'waterBodies.error.promotionAfterLease', { date: leaseTo });
        await lockWaterBody(tx, lease.waterBody.id);
        const overlapping = await overlappingPromotion(tx, { waterBodyId: lease.waterBody.id, ...input });
        if (overlapping)
          throw fieldError(lang, 'validFrom', 'waterBodies.error.promotionOverlaps', {
            from: overlapping.validFrom,
            to: overlapping.validTo,
          });
        await insertPromotion(tx, { waterBodyId: lease.waterBody.id, ...input, createdBy: by });
        return detail(tx, partyCode, code);
      });
    },

    /** Changes an offer's price from now on; permits sold keep the price they were bought at. */
    async setPromotionPrice(
      partyCode: string,
      code: string,
      id: string,
      priceCents: number,
      lang: Language,
    ): Promise<LessorWaterBodyDetailDto> {
      return transaction(db, async (tx) => {
        const lease = await leaseOf(tx, partyCode, code);
        await checkOfferPrice(tx, priceCents, lang);
        if (!(await updatePromotion(tx, lease.waterBody.id, id, today(), { priceCents })))
          throw notFound('waterBodies.error.promotionNotFound');
        return detail(tx, partyCode, code);
      });
    },

    /** Cancels an offer: it stops selling now; permits sold keep their price. */
    async cancelPromotion(partyCode: string, code: string, id: string): Promise<LessorWaterBodyDetailDto> {
      return transaction(db, async (tx) => {
        const lease = await leaseOf(tx, partyCode, code);
        if (!(await updatePromotion(tx, lease.waterBody.id, id, today(), { cancelledAt: new Date() })))
          throw notFound('waterBodies.error.promotionNotFound');
        return detail(tx, partyCode, code);
      });
    },

    async settings(): Promise<WaterBodySettingsDto> {
      return { maxPriceCents: await maxPriceCents(), maxOfferPriceCents: await maxOfferPriceCents() };
    },

    async setSettings(input: WaterBodySettingsInput, by: string): Promise<WaterBodySettingsDto> {
      await writeSetting(db, MAX_PRICE_KEY, input.maxPriceCents, by);
      if (input.maxOfferPriceCents !== undefined)
        await writeSetting(db, MAX_OFFER_PRICE_KEY, input.maxOfferPriceCents, by);
      return { maxPriceCents: await maxPriceCents(), maxOfferPriceCents: await maxOfferPriceCents() };
    },
  };
}

export type WaterBodyService = ReturnType<typeof createWaterBodyService>;
