/**
 * Lessors' requests for limited-fishing licences (issue 18; spec §3 L03 licence request statuses,
 * L06 licence; §4 "withdraw conditions"; ADR 0022) and the fishing permits summary (spec §2
 * /zveju-leidimu-suvestine; ADR 0023): the shapes the lessor's and the officer's pages and the
 * server share. The server re-checks everything (the lease, the species, the price ceiling).
 */
import * as v from 'valibot';
import { ANGLER_PERIOD_CODES, type AnglerPeriod } from '../anglers/periods.ts';
import { isDateToAfterFrom, isValidIsoDate } from '../fields/dates.ts';
import { VALIDATION } from '../fields/message-ids.ts';
import { maxLength } from '../fields/rules.ts';
import { centsSchema, isoDateSchema, requiredString } from '../fields/schemas.ts';
import { WATER_BODY_CODE } from './api.ts';

/** Spec §3 L03: the request's statuses; ATSIIMTAS is the lessor's withdrawal (ADR 0022). */
export const LICENCE_REQUEST_STATUSES = [
  'PATEIKTAS',
  'GRAZINTAS',
  'PATVIRTINTAS',
  'ATMESTAS',
  'ATSIIMTAS',
] as const;
export type LicenceRequestStatus = (typeof LICENCE_REQUEST_STATUSES)[number];
/** What the officer may do with a request waiting (PATEIKTAS), by the path segment. */
export const OFFICER_LICENCE_ACTIONS = ['patvirtinti', 'grazinti', 'atmesti'] as const;
export type OfficerLicenceAction = (typeof OFFICER_LICENCE_ACTIONS)[number];
/** The most licences one request may ask for. */
export const MAX_LICENCES_PER_REQUEST = 10_000;

export const OFFICER_LICENCE_REQUESTS_PATH = '/api/v1/tarnyba/licenciju-prasymai';
export const FISHING_SUMMARY_PATH = '/api/v1/zveju-leidimu-suvestine';

export interface LicenceRequestEventDto {
  action: string;
  fromStatus: LicenceRequestStatus | null;
  toStatus: LicenceRequestStatus;
  actorName: string;
  actorRole: 'lessor' | 'officer';
  note: string | null;
  at: string;
}

export interface LicenceRequestDto {
  id: string;
  waterBodyCode: string;
  waterBodyName: string;
  lessorCode: string;
  lessorName: string;
  status: LicenceRequestStatus;
  speciesCode: string;
  placeLt: string;
  placeEn: string;
  period: AnglerPeriod;
  fishingFrom: string;
  fishingTo: string;
  conditionsLt: string;
  conditionsEn: string;
  amount: number;
  minSizeCm: number | null;
  total: number;
  priceCents: number;
  released: boolean;
  message: string | null;
  /** Once approved: licences sold and left in its pool, as anglers see them. */
  pool: { sold: number; available: number } | null;
  createdAt: string;
  history: LicenceRequestEventDto[];
}

export interface LicenceRequestsDto {
  items: LicenceRequestDto[];
}

const text = (max: number) => v.pipe(requiredString, maxLength(max));
const count = (min: number, max: number) =>
  v.pipe(
    v.number(VALIDATION.invalid),
    v.safeInteger(VALIDATION.invalid),
    v.minValue(min, VALIDATION.positive),
    v.maxValue(max, VALIDATION.invalid),
  );

/** What the lessor asks for (spec §3 L06 licence); fishing to after fishing from. */
export const licenceRequestSchema = v.pipe(
  v.object({
    speciesCode: v.pipe(v.string(VALIDATION.required), v.regex(/^[a-z_]{1,40}$/, VALIDATION.invalid)),
    placeLt: text(300),
    placeEn: text(300),
    period: v.picklist(ANGLER_PERIOD_CODES, VALIDATION.invalid),
    fishingFrom: isoDateSchema,
    fishingTo: isoDateSchema,
    conditionsLt: text(2000),
    conditionsEn: text(2000),
    amount: count(1, 100),
    minSizeCm: v.nullable(count(1, 300)),
    total: count(1, MAX_LICENCES_PER_REQUEST),
    priceCents: centsSchema,
    released: v.boolean(VALIDATION.invalid),
  }),
  v.forward(
    v.partialCheck(
      [['fishingFrom'], ['fishingTo']],
      (r) =>
        !isValidIsoDate(r.fishingFrom) ||
        !isValidIsoDate(r.fishingTo) ||
        isDateToAfterFrom(r.fishingFrom, r.fishingTo),
      'waterBodies.error.endAfterStart',
    ),
    ['fishingTo'],
  ),
);
export type LicenceRequestInput = v.InferOutput<typeof licenceRequestSchema>;

export const licenceRequestParamsSchema = v.object({
  code: v.pipe(v.string(VALIDATION.invalid), v.regex(WATER_BODY_CODE, VALIDATION.invalid)),
  id: v.pipe(v.string(VALIDATION.invalid), v.uuid(VALIDATION.invalid)),
});
export const officerLicenceActionParamsSchema = v.object({
  id: v.pipe(v.string(VALIDATION.invalid), v.uuid(VALIDATION.invalid)),
  action: v.picklist(OFFICER_LICENCE_ACTIONS, VALIDATION.invalid),
});
/** The officer's message: required to return or reject (the server says so), optional to approve. */
export const officerLicenceDecisionSchema = v.object({
  message: v.optional(v.pipe(v.string(VALIDATION.invalid), v.trim(), maxLength(2000))),
});
export const officerLicenceQuerySchema = v.object({
  status: v.optional(v.picklist(LICENCE_REQUEST_STATUSES, VALIDATION.invalid)),
});

const status = v.picklist(LICENCE_REQUEST_STATUSES);
const day = v.pipe(v.string(), v.isoDate());
export const licenceRequestAnswer = v.strictObject({
  id: v.string(),
  waterBodyCode: v.string(),
  waterBodyName: v.string(),
  lessorCode: v.string(),
  lessorName: v.string(),
  status,
  speciesCode: v.string(),
  placeLt: v.string(),
  placeEn: v.string(),
  period: v.picklist(ANGLER_PERIOD_CODES),
  fishingFrom: day,
  fishingTo: day,
  conditionsLt: v.string(),
  conditionsEn: v.string(),
  amount: v.number(),
  minSizeCm: v.nullable(v.number()),
  total: v.number(),
  priceCents: v.number(),
  released: v.boolean(),
  message: v.nullable(v.string()),
  pool: v.nullable(v.strictObject({ sold: v.number(), available: v.number() })),
  createdAt: v.string(),
  history: v.array(
    v.strictObject({
      action: v.string(),
      fromStatus: v.nullable(status),
      toStatus: status,
      actorName: v.string(),
      actorRole: v.picklist(['lessor', 'officer']),
      note: v.nullable(v.string()),
      at: v.string(),
    }),
  ),
});
export const licenceRequestsAnswer = v.strictObject({ items: v.array(licenceRequestAnswer) });

// --- the fishing permits summary (ADR 0023) ----------------------------------------------------

export const SUMMARY_GROUPS = ['day', 'month', 'season'] as const;
export type SummaryGroup = (typeof SUMMARY_GROUPS)[number];
/** What was sold: L05.2 at the lessor's price, L05.2 under an offer, L06 licences of its requests. */
export const SUMMARY_KINDS = ['l05_2', 'offer', 'l06'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

export const summaryQuerySchema = v.pipe(
  v.object({
    /** Absent: from the start of this season (1 January) to today. */
    from: v.optional(isoDateSchema),
    to: v.optional(isoDateSchema),
    group: v.optional(v.picklist(SUMMARY_GROUPS, VALIDATION.invalid), 'month'),
    waterBody: v.optional(v.pipe(v.string(VALIDATION.invalid), v.regex(WATER_BODY_CODE, VALIDATION.invalid))),
    kind: v.optional(v.picklist(SUMMARY_KINDS, VALIDATION.invalid)),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (q) => !q.from || !q.to || !isValidIsoDate(q.from) || !isValidIsoDate(q.to) || q.to >= q.from,
      VALIDATION.dateToNotBeforeFrom,
    ),
    ['to'],
  ),
);
export type SummaryQuery = v.InferOutput<typeof summaryQuerySchema>;

export interface SummaryRowDto {
  /** The day (2026-11-27), month (2026-11) or season (2026). */
  period: string;
  waterBodyCode: string;
  waterBodyName: string;
  kind: SummaryKind;
  count: number;
  revenueCents: number;
}

export interface SummaryDto {
  /** The days counted (the query's, or this season's by default). */
  from: string;
  to: string;
  rows: SummaryRowDto[];
  totals: { count: number; revenueCents: number };
  /** The lessor's water bodies, for the filter. */
  waterBodies: { code: string; name: string }[];
}

export const summaryAnswer = v.strictObject({
  from: day,
  to: day,
  rows: v.array(
    v.strictObject({
      period: v.string(),
      waterBodyCode: v.string(),
      waterBodyName: v.string(),
      kind: v.picklist(SUMMARY_KINDS),
      count: v.number(),
      revenueCents: v.number(),
    }),
  ),
  totals: v.strictObject({ count: v.number(), revenueCents: v.number() }),
  waterBodies: v.array(v.strictObject({ code: v.string(), name: v.string() })),
});
