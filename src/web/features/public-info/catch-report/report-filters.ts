/**
 * The filters of the public report of caught fish (`/ataskaita/l06_2`, spec §2 Public routes; issue
 * 6 item 4): water body, species and period, kept in the address with the API's own names
 * (`?telkinys=&rusis=&nuo=&iki=`, src/shared/anglers/catch-reports.ts) so that a link shows the same
 * report again. Without dates the report covers this year so far (Lithuanian time). Pure: the page
 * and the tests share it.
 */
import * as v from 'valibot';
import { REPORT_PERIOD_MAX_YEARS } from '../../../../shared/anglers/catch-reports.ts';
import { isValidIsoDate, todayInLithuania } from '../../../../shared/fields/dates.ts';
import { VALIDATION } from '../../../../shared/fields/message-ids.ts';
import { isoDateSchema } from '../../../../shared/fields/schemas.ts';

export const FILTER_PARAMS = { waterBody: 'telkinys', species: 'rusis', from: 'nuo', to: 'iki' } as const;

export interface CatchFilters {
  /** Water body id, '' for all. */
  waterBody: string;
  /** Species code, '' for all. */
  species: string;
  /** `yyyy-MM-dd`. */
  from: string;
  to: string;
}

/** Ids and codes are short; anything longer in an address is not one of ours. */
const MAX_CODE_LENGTH = 64;

/** This year so far: 1 January to today, Lithuanian time. */
export function defaultPeriod(today: string = todayInLithuania()): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

function code(params: URLSearchParams, name: string): string {
  const value = (params.get(name) ?? '').trim();
  return value.length <= MAX_CODE_LENGTH ? value : '';
}

/**
 * The filters the address asks for. A date that is missing or not a real day falls back to this
 * year's; dates in the wrong order are kept as written, so the form can say what is wrong with them.
 */
export function filtersFromParams(params: URLSearchParams, today: string = todayInLithuania()): CatchFilters {
  const period = defaultPeriod(today);
  const date = (name: string, fallback: string) => {
    const value = (params.get(name) ?? '').trim();
    return isValidIsoDate(value) ? value : fallback;
  };
  return {
    waterBody: code(params, FILTER_PARAMS.waterBody),
    species: code(params, FILTER_PARAMS.species),
    from: date(FILTER_PARAMS.from, period.from),
    to: date(FILTER_PARAMS.to, period.to),
  };
}

/** The address's query for the filters (`?telkinys=…&nuo=…&iki=…`); "all" stays out. */
export function filtersSearch(filters: CatchFilters): string {
  const params = new URLSearchParams();
  if (filters.waterBody) params.set(FILTER_PARAMS.waterBody, filters.waterBody);
  if (filters.species) params.set(FILTER_PARAMS.species, filters.species);
  params.set(FILTER_PARAMS.from, filters.from);
  params.set(FILTER_PARAMS.to, filters.to);
  return `?${params.toString()}`;
}

/** The API's query (`GET /api/public/zvejyba/laimikis/ataskaita`). */
export function reportQuery(filters: CatchFilters): Record<string, string | undefined> {
  return {
    [FILTER_PARAMS.waterBody]: filters.waterBody || undefined,
    [FILTER_PARAMS.species]: filters.species || undefined,
    [FILTER_PARAMS.from]: filters.from,
    [FILTER_PARAMS.to]: filters.to,
  };
}

/**
 * The first day a period starting on `from` may no longer end on: the same day REPORT_PERIOD_MAX_YEARS
 * later (the API's limit, compared as it compares it).
 */
export function periodLimit(from: string): string {
  return `${Number(from.slice(0, 4)) + REPORT_PERIOD_MAX_YEARS}${from.slice(4)}`;
}

const bothReal = (period: { from: string; to: string }) =>
  isValidIsoDate(period.from) && isValidIsoDate(period.to);

/**
 * The filter form: two real days, the end not before the start (validation.dateToNotBeforeFrom on
 * `to`) and less than REPORT_PERIOD_MAX_YEARS after it (`publicCatch.error.periodTooLong`, its text
 * takes `{max}`), told only when both are real days. The selects offer only known values.
 */
export const catchFiltersSchema = v.pipe(
  v.object({
    waterBody: v.pipe(v.string(), v.maxLength(MAX_CODE_LENGTH, VALIDATION.invalid)),
    species: v.pipe(v.string(), v.maxLength(MAX_CODE_LENGTH, VALIDATION.invalid)),
    from: isoDateSchema,
    to: isoDateSchema,
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (period) => !bothReal(period) || period.from <= period.to,
      VALIDATION.dateToNotBeforeFrom,
    ),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (period) => !bothReal(period) || period.to < periodLimit(period.from),
      'publicCatch.error.periodTooLong',
    ),
    ['to'],
  ),
);

export type CatchFiltersInput = v.InferInput<typeof catchFiltersSchema>;

/** Whether the filters can be asked for as they are (an address written by hand may not). */
export function filtersProblem(filters: CatchFilters): 'order' | 'tooLong' | null {
  if (filters.from > filters.to) return 'order';
  return filters.to < periodLimit(filters.from) ? null : 'tooLong';
}
