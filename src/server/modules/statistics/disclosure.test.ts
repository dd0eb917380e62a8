import { describe, expect, it } from 'vitest';
import { publishedCell, publishedCount, publishedTotal } from './disclosure.ts';
import { periodKeys, resolveReportQuery } from './service.ts';

describe('no person can be recognised (ADR 0031)', () => {
  it('publishes 1 to 4 as "<5", and 0 and 5 as they are', () => {
    expect([0, 1, 4, 5, 12].map(publishedCount)).toEqual([0, '<5', '<5', 5, 12]);
  });

  it('withholds the felling area and volume of a hidden count, rounds the others to 0.01', () => {
    expect(publishedCell({ count: 3, area: 2.5, volume: 40 }, true)).toEqual({
      count: '<5',
      area: null,
      volume: null,
    });
    expect(publishedCell({ count: 7, area: 12.3456, volume: 191.004 }, true)).toEqual({
      count: 7,
      area: 12.35,
      volume: 191,
    });
    expect(publishedCell({ count: 7, area: 1 }, false)).toEqual({ count: 7 });
  });

  it('withholds a total that would give away the only hidden count of its period', () => {
    expect(publishedTotal([{ count: 6 }, { count: 1 }], false)).toBeNull();
    expect(publishedTotal([{ count: 6 }, { count: 1 }, { count: 2 }], false)).toEqual({ count: 9 });
    expect(publishedTotal([{ count: 6 }, { count: 8 }], false)).toEqual({ count: 14 });
    expect(publishedTotal([{ count: 0 }, { count: 0 }], false)).toEqual({ count: 0 });
  });
});

describe('the report query', () => {
  it('lists years, quarters and months of the period', () => {
    expect(periodKeys('metai', '2024-11', '2026-02')).toEqual(['2024', '2025', '2026']);
    expect(periodKeys('ketvirtis', '2025-11', '2026-04')).toEqual(['2025-Q4', '2026-Q1', '2026-Q2']);
    expect(periodKeys('menuo', '2025-12', '2026-02')).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('defaults to applications by state per year over five years, and refuses what the report lacks', () => {
    expect(resolveReportQuery('l08', {}, 'lt', '2026-11-27')).toEqual({
      measure: 'applications',
      by: 'state',
      period: 'metai',
      from: '2022-01',
      to: '2026-11',
      language: 'lt',
    });
    expect(() => resolveReportQuery('l13', { rodiklis: 'felling' }, 'en')).toThrow();
    expect(() => resolveReportQuery('l13', { pagal: 'species' }, 'en')).toThrow();
    expect(() => resolveReportQuery('l13', { nuo: '2010-01', iki: '2026-01' }, 'en')).toThrow();
    expect(() => resolveReportQuery('l14', {}, 'en')).toThrow();
  });
});
