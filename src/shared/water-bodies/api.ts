/**
 * Water bodies of a lessor (issue 18; spec §3 Water body, §5 water body rules): the shapes the
 * lessor's pages and the server share, and the schema of the L05.2 terms a lessor sets. The price
 * ceiling is an administrator's setting (ADR 0018), so the server checks it; the browser shows it.
 */
import * as v from 'valibot';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from '../anglers/periods.ts';
import { isDateToAfterFrom, isValidIsoDate } from '../fields/dates.ts';
import { VALIDATION } from '../fields/message-ids.ts';
import { centsSchema, isoDateSchema } from '../fields/schemas.ts';

export const WATER_BODIES_PATH = '/api/v1/telkiniai';
/** UETK cadastral code: digits (the demo's are eight). */
export const WATER_BODY_CODE = /^\d{1,20}$/;

/** The L05.2 price for one fishing duration. */
export interface L05_2PriceDto {
  period: AnglerPeriod;
  priceCents: number;
}

/** The L05.2 fishing permit the lessor sells on a water body, as sold from now on. */
export interface L05_2TermsDto {
  fishingFrom: string;
  fishingTo: string;
  prices: L05_2PriceDto[];
}

/** Spec §3 Water body, as its lessor sees it. */
export interface LessorWaterBodyDto {
  code: string;
  oldCode: string | null;
  name: string;
  municipality: string;
  state: string;
  /** The lease: the L03 permit's validity. */
  leaseFrom: string;
  leaseTo: string | null;
  limited: boolean;
  /** Number of the L03 permit the water body is leased under. */
  permitNumber: string;
  terms: L05_2TermsDto | null;
}

export interface LessorWaterBodiesDto {
  items: LessorWaterBodyDto[];
}

/** Spec §3 Limited-fishing offer (akcija) of a water body, as its lessor sees it (ADR 0021). */
export interface WaterBodyPromotionDto {
  id: string;
  period: AnglerPeriod;
  priceCents: number;
  validFrom: string;
  validTo: string;
}

export interface LessorWaterBodyDetailDto extends LessorWaterBodyDto {
  /** The administrator's ceiling for an L05.2 price (ADR 0018). */
  maxPriceCents: number;
  /** The administrator's maximum of an offer price: an offer price must be below it (ADR 0021). */
  maxOfferPriceCents: number;
  /** Offers not cancelled whose last day has not passed. */
  promotions: WaterBodyPromotionDto[];
}

export const waterBodyCodeParamsSchema = v.object({
  code: v.pipe(v.string(VALIDATION.invalid), v.regex(WATER_BODY_CODE, VALIDATION.invalid)),
});

export const l05_2TermsSchema = v.pipe(
  v.object({
    fishingFrom: isoDateSchema,
    fishingTo: isoDateSchema,
    prices: v.pipe(
      v.array(
        v.object({
          period: v.picklist(ANGLER_PERIOD_CODES, VALIDATION.invalid),
          priceCents: centsSchema,
        }),
        VALIDATION.invalid,
      ),
      v.minLength(1, 'waterBodies.error.noPrices'),
      v.maxLength(ANGLER_PERIOD_CODES.length, VALIDATION.invalid),
      v.check(
        (prices) => new Set(prices.map((p) => p.period)).size === prices.length,
        'waterBodies.error.periodTwice',
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['fishingFrom'], ['fishingTo']],
      (terms) =>
        !isValidIsoDate(terms.fishingFrom) ||
        !isValidIsoDate(terms.fishingTo) ||
        isDateToAfterFrom(terms.fishingFrom, terms.fishingTo),
      'waterBodies.error.endAfterStart',
    ),
    ['fishingTo'],
  ),
);
export type L05_2TermsInput = v.InferOutput<typeof l05_2TermsSchema>;

export const promotionIdParamsSchema = v.object({
  code: v.pipe(v.string(VALIDATION.invalid), v.regex(WATER_BODY_CODE, VALIDATION.invalid)),
  id: v.pipe(v.string(VALIDATION.invalid), v.uuid(VALIDATION.invalid)),
});

/** A new limited-fishing offer (spec §5: price not below 0 €, valid to after valid from). */
export const promotionSchema = v.pipe(
  v.object({
    period: v.picklist(ANGLER_PERIOD_CODES, VALIDATION.invalid),
    priceCents: centsSchema,
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
  }),
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validTo']],
      (offer) =>
        !isValidIsoDate(offer.validFrom) ||
        !isValidIsoDate(offer.validTo) ||
        isDateToAfterFrom(offer.validFrom, offer.validTo),
      'waterBodies.error.promotionEndAfterStart',
    ),
    ['validTo'],
  ),
);
export type PromotionInput = v.InferOutput<typeof promotionSchema>;
export const promotionPriceSchema = v.object({ priceCents: centsSchema });

/** The administrator's settings of the lessors' market (ADR 0018, 0021). */
export interface WaterBodySettingsDto {
  maxPriceCents: number;
  maxOfferPriceCents: number;
}
/** The offer maximum may be left out (the settings tab of ADR 0018 sends the L05.2 ceiling alone). */
export const waterBodySettingsSchema = v.object({
  maxPriceCents: centsSchema,
  maxOfferPriceCents: v.optional(centsSchema),
});
export type WaterBodySettingsInput = v.InferOutput<typeof waterBodySettingsSchema>;
export const WATER_BODY_SETTINGS_PATH = '/api/v1/admin/telkiniu-nustatymai';

/** The answers, as declared on the routes (checked against every answer in the API tests). */
const day = v.pipe(v.string(), v.isoDate());
const termsAnswer = v.object({
  fishingFrom: day,
  fishingTo: day,
  prices: v.array(v.object({ period: v.picklist(ANGLER_PERIOD_CODES), priceCents: v.number() })),
});
const waterBodyEntries = {
  code: v.string(),
  oldCode: v.nullable(v.string()),
  name: v.string(),
  municipality: v.string(),
  state: v.string(),
  leaseFrom: day,
  leaseTo: v.nullable(day),
  limited: v.boolean(),
  permitNumber: v.string(),
  terms: v.nullable(termsAnswer),
};
export const lessorWaterBodiesAnswer = v.object({ items: v.array(v.strictObject(waterBodyEntries)) });
const promotionAnswer = v.strictObject({
  id: v.string(),
  period: v.picklist(ANGLER_PERIOD_CODES),
  priceCents: v.number(),
  validFrom: day,
  validTo: day,
});
export const lessorWaterBodyDetailAnswer = v.strictObject({
  ...waterBodyEntries,
  maxPriceCents: v.number(),
  maxOfferPriceCents: v.number(),
  promotions: v.array(promotionAnswer),
});
export const waterBodySettingsAnswer = v.strictObject({
  maxPriceCents: v.number(),
  maxOfferPriceCents: v.number(),
});
