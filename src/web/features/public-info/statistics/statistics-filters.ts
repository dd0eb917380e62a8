/**
 * The report's filters as the page keeps them in its address (`?rodiklis=&pagal=&laikotarpis=&nuo=&iki=`,
 * years on the page, months in the API): what is counted, by what, per which period, over which
 * years. Pure, so the page's reading of an address is tested.
 */
import type { Breakdown, Measure, Period } from '../../../../shared/statistics/api.ts';

export interface StatisticsFilters {
  measure: Measure;
  by: Breakdown | null;
  period: Period;
  fromYear: number;
  toYear: number;
}

/**
 * The measures of src/shared/statistics/api.ts (its values are not imported into page code); a
 * record of every Measure, so that the compiler finds one missing here.
 */
const MEASURE_VALUES: Readonly<Record<Measure, true>> = {
  applications: true,
  permits: true,
  felling: true,
  tickets: true,
  licences: true,
  waste: true,
  certificates: true,
  installations: true,
  quotas: true,
};
const PERIOD_VALUES: readonly string[] = ['metai', 'ketvirtis', 'menuo'];
export const FIRST_YEAR = 2015;
export const MAX_YEARS = 10;

export function filtersFromParams(params: URLSearchParams, thisYear: number): StatisticsFilters {
  const measure = params.get('rodiklis') ?? '';
  const period = params.get('laikotarpis') ?? '';
  const year = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= FIRST_YEAR && value <= thisYear ? value : fallback;
  };
  const toYear = year('iki', thisYear);
  return {
    measure: (Object.hasOwn(MEASURE_VALUES, measure) ? measure : 'applications') as Measure,
    by: (params.get('pagal') || null) as Breakdown | null,
    period: (PERIOD_VALUES.includes(period) ? period : 'metai') as Period,
    fromYear: year('nuo', Math.max(FIRST_YEAR, toYear - 4)),
    toYear,
  };
}

export function filtersSearch(filters: StatisticsFilters): URLSearchParams {
  const search = new URLSearchParams();
  search.set('rodiklis', filters.measure);
  if (filters.by) search.set('pagal', filters.by);
  search.set('laikotarpis', filters.period);
  search.set('nuo', String(filters.fromYear));
  search.set('iki', String(filters.toYear));
  return search;
}

/** What is wrong with the years, or null. */
export function yearsProblem(filters: StatisticsFilters): 'order' | 'tooLong' | null {
  if (filters.fromYear > filters.toYear) return 'order';
  if (filters.toYear - filters.fromYear >= MAX_YEARS) return 'tooLong';
  return null;
}

/** The API's query for the filters, in `language`; months run to this one in the current year. */
export function apiQuery(filters: StatisticsFilters, language: string, thisMonth: string) {
  const last = `${filters.toYear}-12`;
  return {
    rodiklis: filters.measure,
    pagal: filters.by ?? undefined,
    laikotarpis: filters.period,
    nuo: `${filters.fromYear}-01`,
    iki: last > thisMonth ? thisMonth : last,
    kalba: language,
  };
}
