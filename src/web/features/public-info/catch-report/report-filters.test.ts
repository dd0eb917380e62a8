import * as v from 'valibot';
import {
  catchFiltersSchema,
  defaultPeriod,
  filtersFromParams,
  filtersProblem,
  filtersSearch,
  periodLimit,
  reportQuery,
} from './report-filters.ts';

const TODAY = '2026-11-21';
const params = (search: string) => new URLSearchParams(search);

describe('the report filters in the address', () => {
  it('covers this year so far when the address names no period', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2026-01-01', to: '2026-11-21' });
    expect(filtersFromParams(params(''), TODAY)).toEqual({
      waterBody: '',
      species: '',
      from: '2026-01-01',
      to: '2026-11-21',
    });
  });

  it('reads the API’s own names and writes them back', () => {
    const filters = filtersFromParams(
      params('?telkinys=wb-1&rusis=lasisa&nuo=2025-09-16&iki=2025-12-31'),
      TODAY,
    );
    expect(filters).toEqual({ waterBody: 'wb-1', species: 'lasisa', from: '2025-09-16', to: '2025-12-31' });
    expect(filtersSearch(filters)).toBe('?telkinys=wb-1&rusis=lasisa&nuo=2025-09-16&iki=2025-12-31');
    expect(filtersFromParams(params(filtersSearch(filters)), TODAY)).toEqual(filters);
  });

  it('leaves "all" out of the address and out of the API’s query', () => {
    const filters = { waterBody: '', species: '', from: '2026-01-01', to: '2026-11-21' };
    expect(filtersSearch(filters)).toBe('?nuo=2026-01-01&iki=2026-11-21');
    expect(reportQuery(filters)).toEqual({
      telkinys: undefined,
      rusis: undefined,
      nuo: '2026-01-01',
      iki: '2026-11-21',
    });
  });

  it('replaces a date that is not a real day with this year’s, and drops overlong codes', () => {
    const filters = filtersFromParams(
      params(`?nuo=2026-02-30&iki=yesterday&telkinys=${'x'.repeat(65)}`),
      TODAY,
    );
    expect(filters).toEqual({ waterBody: '', species: '', from: '2026-01-01', to: '2026-11-21' });
  });

  it('keeps dates in the wrong order or too far apart as written, and says what is wrong', () => {
    const backwards = filtersFromParams(params('?nuo=2026-05-01&iki=2026-04-01'), TODAY);
    expect(backwards.from).toBe('2026-05-01');
    expect(filtersProblem(backwards)).toBe('order');
    expect(filtersProblem({ ...backwards, from: '2020-01-01', to: '2025-01-01' })).toBe('tooLong');
    expect(filtersProblem({ ...backwards, from: '2020-01-01', to: '2024-12-31' })).toBeNull();
  });
});

describe('the filter form’s schema', () => {
  const issues = (input: Record<string, string>) => {
    const result = v.safeParse(catchFiltersSchema, { waterBody: '', species: '', ...input });
    return result.success ? [] : result.issues.map((i) => [i.path?.map((p) => p.key).join('.'), i.message]);
  };

  it('accepts a period of one day and one of the longest allowed', () => {
    expect(issues({ from: '2026-06-01', to: '2026-06-01' })).toEqual([]);
    expect(periodLimit('2021-11-22')).toBe('2026-11-22');
    expect(issues({ from: '2021-11-22', to: '2026-11-21' })).toEqual([]);
  });

  it('asks for both days', () => {
    expect(issues({ from: '', to: '' })).toEqual([
      ['from', 'validation.required'],
      ['to', 'validation.required'],
    ]);
  });

  it('puts an end before the start, and a period too long, on the end date', () => {
    expect(issues({ from: '2026-06-02', to: '2026-06-01' })).toEqual([
      ['to', 'validation.dateToNotBeforeFrom'],
    ]);
    expect(issues({ from: '2021-11-20', to: '2026-11-21' })).toEqual([
      ['to', 'publicCatch.error.periodTooLong'],
    ]);
  });

  it('does not compare a date that is not a real day', () => {
    expect(issues({ from: '2026-02-30', to: '2026-01-01' })).toEqual([['from', 'validation.invalidDate']]);
  });
});
