/**
 * Commercial fishing quotas of L04 permits (issue 19; spec §2 /kvotos and /kvotuKonvertavimas/{id},
 * §3 L04): the shapes the holder's and the officer's pages share with the server, and the schemas
 * of what they send. ADR 0024 (quotas, kinds, allocation), ADR 0025 (conversion), ADR 0026 (the
 * L04 permit states). The rules that need the database (remaining amount, the quota period, the
 * coefficient table) are the server's; the browser checks what it can before sending.
 */
import * as v from 'valibot';
import { isDateToAfterFrom, isValidIsoDate } from '../fields/dates.ts';
import { VALIDATION } from '../fields/message-ids.ts';
import { isoDateSchema } from '../fields/schemas.ts';

export const QUOTAS_PATH = '/api/v1/kvotos';
export const OFFICER_QUOTAS_PATH = '/api/v1/tarnyba/kvotos';
export const OFFICER_COEFFICIENTS_PATH = '/api/v1/tarnyba/kvotu-koeficientai';
export const OFFICER_CONVERSIONS_PATH = '/api/v1/tarnyba/kvotu-konvertavimai';

/** Spec §3 L04 quota statuses: prepared, active, closed. */
export const QUOTA_STATUSES = ['RUOSIAMA', 'AKTYVI', 'DEAKTYVI'] as const;
export type QuotaStatus = (typeof QUOTA_STATUSES)[number];
/** Spec §3 L04 quota types. */
export const QUOTA_TYPES = [
  'L04_KURSIU_MARIOS',
  'L04_NEGES',
  'L04_POLDERIS',
  'L04_SELEVOS_STINTOS',
  'L04_STINTOS',
  'L04_UNGURIAI',
] as const;
export type QuotaType = (typeof QUOTA_TYPES)[number];
/** Spec §3 L04 quota kinds (ADR 0024). */
export const QUOTA_KINDS = ['PIRMINE', 'RESPUBLIKINE'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];
/** Gear a quota is counted in (src/shared/permits/parts/gear.ts, the L04 application's gear). */
export const QUOTA_GEAR = [
  'STATOMASIS_TINKLAS',
  'BUCIUKAS',
  'VENTERIS',
  'TRAUKIAMASIS_TINKLAS',
  'UDA',
  'KITAS',
] as const;
export type QuotaGear = (typeof QUOTA_GEAR)[number];
/** Spec §3 L04 permit statuses (ADR 0026: read from the engine's permit state). */
export const L04_PERMIT_STATES = ['ISDUOTAS', 'LAIKINAI_SUSTABDYTAS', 'PASIBAIGES', 'PANAIKINTAS'] as const;
export type L04PermitState = (typeof L04_PERMIT_STATES)[number];
/** Spec §3 L04 filter states: SUSTABDYTAS stands for LAIKINAI_SUSTABDYTAS. */
export const L04_PERMIT_FILTERS = ['ISDUOTAS', 'SUSTABDYTAS', 'PASIBAIGES', 'PANAIKINTAS'] as const;
export type L04PermitFilter = (typeof L04_PERMIT_FILTERS)[number];
/** A conversion request: asked, approved, rejected (ADR 0025). */
export const CONVERSION_STATUSES = ['PATEIKTA', 'PATVIRTINTA', 'ATMESTA'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/**
 * The L04 permit state of an engine permit state on `today` (ADR 0026): in force → ISDUOTAS (unless
 * its last day has passed and the nightly job has not yet marked it), suspended → LAIKINAI_SUSTABDYTAS,
 * ended, replaced or archived → PASIBAIGES, annulled → PANAIKINTAS.
 */
export function l04PermitState(state: string, validUntil: string | null, today: string): L04PermitState {
  switch (state) {
    case 'GALIOJANTIS':
    case 'PATIKSLINTAS_GALIOJANTIS':
    case 'ISDUOTAS':
      return validUntil !== null && validUntil < today ? 'PASIBAIGES' : 'ISDUOTAS';
    case 'LAIKINAI_SUSTABDYTAS':
    case 'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS':
    case 'SUSTABDYTAS':
      return 'LAIKINAI_SUSTABDYTAS';
    case 'PANAIKINTAS':
      return 'PANAIKINTAS';
    default:
      return 'PASIBAIGES';
  }
}

export const filterOf = (state: L04PermitState): L04PermitFilter =>
  state === 'LAIKINAI_SUSTABDYTAS' ? 'SUSTABDYTAS' : state;

/** Result units of converting `amount` by a coefficient kept in hundredths (ADR 0025): rounded down. */
export const convertedUnits = (amount: number, coefficientX100: number) =>
  Math.floor((amount * coefficientX100) / 100);

export interface HistoryItemDto {
  id: number;
  at: string;
  action: string;
  fromState: string | null;
  toState: string;
  actorName: string;
  note: string | null;
}

export interface ConversionDto {
  id: string;
  quotaId: string;
  fromGear: QuotaGear;
  toGear: QuotaGear;
  amount: number;
  resultAmount: number;
  coefficient: number;
  dateFrom: string;
  dateTo: string;
  status: ConversionStatus;
  requestedAt: string;
  decidedAt: string | null;
  reason: string | null;
}

/** One quota of the holder (an allocation of a season's quota to an L04 permit). */
export interface QuotaDto {
  id: string;
  season: number;
  type: QuotaType;
  kind: QuotaKind;
  status: QuotaStatus;
  gear: QuotaGear;
  validFrom: string;
  validTo: string;
  allocated: number;
  converted: number;
  /** Asked for in conversions not yet decided: held back from the remaining amount. */
  pending: number;
  remaining: number;
  /** Set on a quota that came from a conversion. */
  fromConversionId: string | null;
  permit: { id: string; number: string; state: L04PermitState; validUntil: string | null };
  holderName: string;
}

export interface QuotaTarget {
  gear: QuotaGear;
  coefficient: number;
}

export interface QuotaDetailDto extends QuotaDto {
  /** Gear this quota may be converted into, by the officer's coefficients (ADR 0025). */
  targets: QuotaTarget[];
  /** Whether a conversion may be asked for now, and if not, why (a message id's text). */
  convertible: boolean;
  notConvertibleReason: string | null;
  conversions: ConversionDto[];
  history: HistoryItemDto[];
}

export interface SeasonQuotaDto {
  id: string;
  season: number;
  type: QuotaType;
  kind: QuotaKind;
  gear: QuotaGear;
  totalUnits: number;
  allocatedUnits: number;
  validFrom: string;
  validTo: string;
  status: QuotaStatus;
  allocations: {
    id: string;
    permitNumber: string;
    holderName: string;
    gear: QuotaGear;
    allocated: number;
    converted: number;
    validFrom: string;
    validTo: string;
  }[];
}

export interface CoefficientDto {
  id: string;
  quotaType: QuotaType;
  fromGear: QuotaGear;
  toGear: QuotaGear;
  coefficient: number;
}

export interface OfficerConversionDto extends ConversionDto {
  holderName: string;
  permitNumber: string;
  type: QuotaType;
  kind: QuotaKind;
  remaining: number;
}

export interface OfficerQuotasDto {
  quotas: SeasonQuotaDto[];
  coefficients: CoefficientDto[];
  pendingConversions: OfficerConversionDto[];
}

const positiveUnits = v.pipe(
  v.number(VALIDATION.positive),
  v.safeInteger('quotas.error.wholeUnits'),
  v.minValue(1, VALIDATION.positive),
  v.maxValue(100_000, VALIDATION.invalid),
);

/** A period's end after its start, reported on `validTo`, once both are real dates (absent: not checked). */
const periodInOrder = (p: { validFrom?: string | undefined; validTo?: string | undefined }) =>
  p.validFrom === undefined ||
  p.validTo === undefined ||
  !isValidIsoDate(p.validFrom) ||
  !isValidIsoDate(p.validTo) ||
  isDateToAfterFrom(p.validFrom, p.validTo);

/** The holder's listing filters, as the page keeps them in its address (spec §3 filter states). */
export const quotaListQuerySchema = v.object({
  leidimoBusena: v.optional(v.picklist(L04_PERMIT_FILTERS, VALIDATION.invalid)),
  busena: v.optional(v.picklist(QUOTA_STATUSES, VALIDATION.invalid)),
});

export const idParamsSchema = v.object({
  id: v.pipe(v.string(VALIDATION.invalid), v.uuid(VALIDATION.invalid)),
});

/** Spec §3 conversion: gear to convert into, amount to convert, conversion date from and to. */
export const conversionSchema = v.pipe(
  v.object({
    toGear: v.picklist(QUOTA_GEAR, VALIDATION.required),
    amount: positiveUnits,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
  }),
  v.forward(
    v.partialCheck(
      [['dateFrom'], ['dateTo']],
      (c) =>
        !isValidIsoDate(c.dateFrom) || !isValidIsoDate(c.dateTo) || isDateToAfterFrom(c.dateFrom, c.dateTo),
      VALIDATION.dateToAfterFrom,
    ),
    ['dateTo'],
  ),
);
export type ConversionInput = v.InferOutput<typeof conversionSchema>;

/** A season's quota of one type and kind, in units of one gear (ADR 0024). */
export const seasonQuotaSchema = v.pipe(
  v.object({
    season: v.pipe(
      v.number(VALIDATION.invalid),
      v.safeInteger(VALIDATION.invalid),
      v.minValue(2000),
      v.maxValue(2100),
    ),
    type: v.picklist(QUOTA_TYPES, VALIDATION.required),
    kind: v.picklist(QUOTA_KINDS, VALIDATION.required),
    gear: v.picklist(QUOTA_GEAR, VALIDATION.required),
    totalUnits: positiveUnits,
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
  }),
  v.forward(v.partialCheck([['validFrom'], ['validTo']], periodInOrder, VALIDATION.dateToAfterFrom), [
    'validTo',
  ]),
);
export type SeasonQuotaInput = v.InferOutput<typeof seasonQuotaSchema>;

/** Allocation to an L04 permit by its number, in gear units, for a period (ADR 0024). */
export const allocationSchema = v.pipe(
  v.object({
    permitNumber: v.pipe(
      v.string(VALIDATION.required),
      v.trim(),
      v.regex(/^\d{11}$/, 'quotas.error.permitNumber'),
    ),
    amount: positiveUnits,
    validFrom: v.optional(isoDateSchema),
    validTo: v.optional(isoDateSchema),
  }),
  v.forward(v.partialCheck([['validFrom'], ['validTo']], periodInOrder, VALIDATION.dateToAfterFrom), [
    'validTo',
  ]),
);
export type AllocationInput = v.InferOutput<typeof allocationSchema>;

/** One row of the coefficient table: 1 unit of `fromGear` becomes `coefficient` units of `toGear`. */
export const coefficientSchema = v.pipe(
  v.object({
    quotaType: v.picklist(QUOTA_TYPES, VALIDATION.required),
    fromGear: v.picklist(QUOTA_GEAR, VALIDATION.required),
    toGear: v.picklist(QUOTA_GEAR, VALIDATION.required),
    coefficient: v.pipe(
      v.number(VALIDATION.positive),
      v.minValue(0.01, VALIDATION.positive),
      v.maxValue(100, 'quotas.error.coefficient'),
      v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'quotas.error.coefficient'),
    ),
  }),
  v.forward(
    v.partialCheck([['fromGear'], ['toGear']], (c) => c.fromGear !== c.toGear, 'quotas.error.sameGear'),
    ['toGear'],
  ),
);
export type CoefficientInput = v.InferOutput<typeof coefficientSchema>;

export const rejectSchema = v.object({
  reason: v.pipe(
    v.string(VALIDATION.required),
    v.trim(),
    v.minLength(1, VALIDATION.required),
    v.maxLength(1000),
  ),
});

/** The answers, as declared on the routes (checked against every answer in the API tests). */
const day = v.pipe(v.string(), v.isoDate());
const historyAnswer = v.strictObject({
  id: v.number(),
  at: v.string(),
  action: v.string(),
  fromState: v.nullable(v.string()),
  toState: v.string(),
  actorName: v.string(),
  note: v.nullable(v.string()),
});
const conversionEntries = {
  id: v.string(),
  quotaId: v.string(),
  fromGear: v.picklist(QUOTA_GEAR),
  toGear: v.picklist(QUOTA_GEAR),
  amount: v.number(),
  resultAmount: v.number(),
  coefficient: v.number(),
  dateFrom: day,
  dateTo: day,
  status: v.picklist(CONVERSION_STATUSES),
  requestedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  reason: v.nullable(v.string()),
};
const quotaEntries = {
  id: v.string(),
  season: v.number(),
  type: v.picklist(QUOTA_TYPES),
  kind: v.picklist(QUOTA_KINDS),
  status: v.picklist(QUOTA_STATUSES),
  gear: v.picklist(QUOTA_GEAR),
  validFrom: day,
  validTo: day,
  allocated: v.number(),
  converted: v.number(),
  pending: v.number(),
  remaining: v.number(),
  fromConversionId: v.nullable(v.string()),
  permit: v.strictObject({
    id: v.string(),
    number: v.string(),
    state: v.picklist(L04_PERMIT_STATES),
    validUntil: v.nullable(day),
  }),
  holderName: v.string(),
};
export const quotaListAnswer = v.strictObject({ items: v.array(v.strictObject(quotaEntries)) });
export const quotaDetailAnswer = v.strictObject({
  ...quotaEntries,
  targets: v.array(v.strictObject({ gear: v.picklist(QUOTA_GEAR), coefficient: v.number() })),
  convertible: v.boolean(),
  notConvertibleReason: v.nullable(v.string()),
  conversions: v.array(v.strictObject(conversionEntries)),
  history: v.array(historyAnswer),
});
export const officerQuotasAnswer = v.strictObject({
  quotas: v.array(
    v.strictObject({
      id: v.string(),
      season: v.number(),
      type: v.picklist(QUOTA_TYPES),
      kind: v.picklist(QUOTA_KINDS),
      gear: v.picklist(QUOTA_GEAR),
      totalUnits: v.number(),
      allocatedUnits: v.number(),
      validFrom: day,
      validTo: day,
      status: v.picklist(QUOTA_STATUSES),
      allocations: v.array(
        v.strictObject({
          id: v.string(),
          permitNumber: v.string(),
          holderName: v.string(),
          gear: v.picklist(QUOTA_GEAR),
          allocated: v.number(),
          converted: v.number(),
          validFrom: day,
          validTo: day,
        }),
      ),
    }),
  ),
  coefficients: v.array(
    v.strictObject({
      id: v.string(),
      quotaType: v.picklist(QUOTA_TYPES),
      fromGear: v.picklist(QUOTA_GEAR),
      toGear: v.picklist(QUOTA_GEAR),
      coefficient: v.number(),
    }),
  ),
  pendingConversions: v.array(
    v.strictObject({
      ...conversionEntries,
      holderName: v.string(),
      permitNumber: v.string(),
      type: v.picklist(QUOTA_TYPES),
      kind: v.picklist(QUOTA_KINDS),
      remaining: v.number(),
    }),
  ),
});
