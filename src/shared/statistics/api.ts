/**
 * Public statistics per permit kind (issue 22; spec §1 "statistics", §2 /public-info/l01 … l16.3),
 * shared by the server that answers and the report pages that ask. The paths follow the portal's
 * public calls (`/api/public/<area>/<what>`):
 *
 *   GET /api/public/statistika/:report?rodiklis=&pagal=&laikotarpis=&nuo=&iki=&kalba=
 *         the report as JSON (StatisticsReport); 400 with field errors for bad input
 *   GET /api/public/statistika/:report.csv?…  the same table as CSV (UTF-8, `;`-separated)
 *   GET /api/public/atviri-duomenys/miskai-kirtimai.geojson | .csv   the felling open dataset
 *
 *   report       l01 … l13, l16.1, l16.2, l16.3 (REPORT_SEGMENTS)
 *   rodiklis     what is counted (a MEASURE the report has; default `applications`)
 *   pagal        the breakdown (one of the measure's BREAKDOWNS; default its first)
 *   laikotarpis  metai | ketvirtis | menuo (year, quarter, month; default metai)
 *   nuo, iki     `yyyy-MM`, the first and last month (default: the last five years to this month)
 *   kalba        lt | en: the language of the labels (default the caller's); in the address, so
 *                that a shared cache keeps each language apart
 *
 * Public and the same for everyone: the figures come from aggregates a scheduled job refreshes
 * (ADR 0030), so an answer is cacheable for as long as the figures last. No answer carries a person:
 * a count under 5 is "<5" (ADR 0031), in JSON and CSV alike.
 */
import * as v from 'valibot';
import { VALIDATION } from '../fields/message-ids.ts';
import { optionalField } from '../fields/schemas.ts';

export const STATISTICS_PATH = '/api/public/statistika';
export const OPEN_DATA_PATH = '/api/public/atviri-duomenys';
export const OFFICER_WORKLOAD_PATH = '/api/v1/tarnyba/darbo-kruvis';

/** The open felling dataset's name in its addresses. */
export const FELLING_DATASET = 'miskai-kirtimai';

/** The licence of every published figure and dataset (ADR 0032). */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** Counts below this are published as "<5" (ADR 0031). */
export const DISCLOSURE_THRESHOLD = 5;
/** How a count below the threshold is written in JSON and CSV. */
export const FEWER_THAN = '<5';

export const MEASURES = [
  'applications',
  'permits',
  'felling',
  'tickets',
  'licences',
  'waste',
  'certificates',
  'installations',
  'quotas',
] as const;
export type Measure = (typeof MEASURES)[number];

export const BREAKDOWNS = [
  'state',
  'type',
  'kind',
  'municipality',
  'fellingType',
  'period',
  'species',
  'activity',
  'category',
  'quotaType',
  'quotaKind',
] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** The breakdowns of each measure, the first being its default. */
export const MEASURE_BREAKDOWNS: Readonly<Record<Measure, readonly Breakdown[]>> = {
  applications: ['state', 'type', 'kind'],
  permits: ['state', 'kind'],
  felling: ['municipality', 'fellingType'],
  tickets: ['kind', 'period'],
  licences: ['species'],
  waste: ['activity'],
  certificates: ['category'],
  installations: ['municipality', 'kind'],
  quotas: ['quotaType', 'quotaKind'],
};

/**
 * The measures of each report beyond applications and permits (issue 22 item 1). L04's quotas:
 * the officers' allocations and the units allocated and converted (ADR 0030).
 */
export const REPORT_MEASURES: Readonly<Record<string, readonly Measure[]>> = {
  l04: ['quotas'],
  l05: ['tickets'],
  l06: ['tickets', 'licences'],
  l08: ['felling'],
  l09: ['installations'],
  l10: ['installations'],
  l13: ['waste'],
  'l16.1': ['certificates'],
  'l16.2': ['certificates'],
  'l16.3': ['certificates'],
};

export function measuresOf(report: string): Measure[] {
  return ['applications', 'permits', ...(REPORT_MEASURES[report] ?? [])];
}

export const PERIODS = ['metai', 'ketvirtis', 'menuo'] as const;
export type Period = (typeof PERIODS)[number];

/** At most this many years in one report (120 months, 40 quarters). */
export const MAX_REPORT_YEARS = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthSchema = v.pipe(v.string(), v.trim(), v.regex(MONTH, VALIDATION.invalidDate));
const optional = optionalField;

export const statisticsQuerySchema = v.pipe(
  v.object({
    rodiklis: optional(v.picklist(MEASURES, 'validation.choice')),
    pagal: optional(v.picklist(BREAKDOWNS, 'validation.choice')),
    laikotarpis: optional(v.picklist(PERIODS, 'validation.choice')),
    nuo: optional(monthSchema),
    iki: optional(monthSchema),
    kalba: optional(v.picklist(['lt', 'en'], 'validation.choice')),
  }),
  v.forward(
    v.partialCheck(
      [['nuo'], ['iki']],
      ({ nuo, iki }) => !nuo || !iki || nuo <= iki,
      VALIDATION.dateToNotBeforeFrom,
    ),
    ['iki'],
  ),
);
export type StatisticsQueryInput = v.InferInput<typeof statisticsQuerySchema>;

export const reportParamsSchema = v.object({ report: v.string() });

/** What a report's cells hold: always a count, and the measure's amounts. */
export const STATISTICS_VALUES = ['count', 'area', 'volume', 'allocated', 'converted'] as const;
export type StatisticsValue = (typeof STATISTICS_VALUES)[number];

/** A count as published: a whole number of 5 or more, or "<5". */
const countSchema = v.union([v.number(), v.literal(FEWER_THAN)]);
export type PublishedCount = v.InferOutput<typeof countSchema>;

const cellSchema = v.object({
  count: countSchema,
  /** L08 felling only: hectares and m³ to 0.01; null where the count is "<5". */
  area: v.optional(v.nullable(v.number())),
  volume: v.optional(v.nullable(v.number())),
  /**
   * L04 quotas only: the units allocated by the cell's allocations and the units of them converted
   * into other gear; null where the count of allocations is "<5" (ADR 0031).
   */
  allocated: v.optional(v.nullable(v.number())),
  converted: v.optional(v.nullable(v.number())),
});
export type StatisticsCell = v.InferOutput<typeof cellSchema>;

export const statisticsReportSchema = v.object({
  report: v.string(),
  /** The kinds the report covers (`l08_1`, `l08_2`, `l08_3`). */
  kinds: v.array(v.string()),
  measure: v.picklist(MEASURES),
  measures: v.array(v.picklist(MEASURES)),
  by: v.picklist(BREAKDOWNS),
  breakdowns: v.array(v.picklist(BREAKDOWNS)),
  period: v.picklist(PERIODS),
  from: v.string(),
  to: v.string(),
  language: v.picklist(['lt', 'en']),
  /** `area`, `volume` beside `count` for the felling measure; `allocated`, `converted` for quotas. */
  values: v.array(v.picklist(STATISTICS_VALUES)),
  /** The table's columns: `2026`, `2026-Q1`, `2026-03`, with their names in `language`. */
  periods: v.array(v.object({ key: v.string(), label: v.string() })),
  /** One row per value of the breakdown with anything in the period, in a stable order. */
  rows: v.array(v.object({ code: v.string(), label: v.string(), cells: v.array(cellSchema) })),
  /**
   * Each period's total. null where publishing it would give away a hidden count (the only "<5"
   * of its period; ADR 0031).
   */
  totals: v.array(v.nullable(cellSchema)),
  /** When the figures were made (ISO time); null before the first refresh. */
  asOf: v.nullable(v.string()),
  licence: v.object({ name: v.string(), url: v.string() }),
});
export type StatisticsReport = v.InferOutput<typeof statisticsReportSchema>;

/** The officers' workload (issue 22 item 5): per kind, waiting applications and decision times. */
export const workloadSchema = v.object({
  kinds: v.array(
    v.object({
      kind: v.string(),
      /** Applications now in each waiting state (PATEIKTA, GRAZINTA, VERTINAMA, PATIKRINTA). */
      byState: v.record(v.string(), v.number()),
      waiting: v.number(),
      /** Decided in the last 365 days, and the median whole days from submission to decision. */
      decided: v.number(),
      medianDays: v.nullable(v.number()),
    }),
  ),
  /** The longest-waiting applications, oldest first. */
  oldest: v.array(
    v.object({
      id: v.string(),
      number: v.string(),
      kind: v.string(),
      state: v.string(),
      submittedAt: v.string(),
      waitingDays: v.number(),
    }),
  ),
  asOf: v.string(),
});
export type Workload = v.InferOutput<typeof workloadSchema>;
