import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFromParams, filtersSearch, yearsProblem } from './statistics-filters.ts';

describe('the statistics report’s address', () => {
  it('reads its filters, with defaults for what is missing or wrong', () => {
    expect(filtersFromParams(new URLSearchParams(''), 2026)).toEqual({
      measure: 'applications',
      by: null,
      period: 'metai',
      fromYear: 2022,
      toYear: 2026,
    });
    const read = filtersFromParams(
      new URLSearchParams('rodiklis=felling&pagal=municipality&laikotarpis=menuo&nuo=2024&iki=2025'),
      2026,
    );
    expect(read).toEqual({
      measure: 'felling',
      by: 'municipality',
      period: 'menuo',
      fromYear: 2024,
      toYear: 2025,
    });
    expect(filtersFromParams(new URLSearchParams('rodiklis=x&laikotarpis=y&iki=2099'), 2026).toYear).toBe(
      2026,
    );
    expect(filtersFromParams(filtersSearch(read), 2026)).toEqual(read);
    // L04's quotas (a measure of one report) are read like the others.
    expect(filtersFromParams(new URLSearchParams('rodiklis=quotas&pagal=quotaType'), 2026)).toMatchObject({
      measure: 'quotas',
      by: 'quotaType',
    });
  });

  it('says when the years are the wrong way round or too many', () => {
    const base = filtersFromParams(new URLSearchParams(''), 2026);
    expect(yearsProblem(base)).toBeNull();
    expect(yearsProblem({ ...base, fromYear: 2026, toYear: 2025 })).toBe('order');
    expect(yearsProblem({ ...base, fromYear: 2015, toYear: 2026 })).toBe('tooLong');
  });

  it('asks the API for months up to this one, in the page’s language', () => {
    const filters = filtersFromParams(new URLSearchParams('nuo=2025&iki=2026'), 2026);
    expect(apiQuery(filters, 'en', '2026-11')).toEqual({
      rodiklis: 'applications',
      pagal: undefined,
      laikotarpis: 'metai',
      nuo: '2025-01',
      iki: '2026-11',
      kalba: 'en',
    });
  });
});
