import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { monthsBetween, parseReportQuery } from './public-report.ts';

const TODAY = '2026-11-21';

function fieldsOf(query: Record<string, string>) {
  try {
    parseReportQuery(query, 'en', TODAY);
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.fieldErrors.map((f) => f.field);
  }
}

describe('the public report query', () => {
  it('defaults to this year up to today', () => {
    expect(parseReportQuery({}, 'en', TODAY)).toEqual({
      waterBodyId: null,
      speciesCode: null,
      from: '2026-01-01',
      to: TODAY,
    });
    expect(parseReportQuery({ nuo: '2026-12-01' }, 'en', TODAY)).toMatchObject({ to: '2026-12-01' });
    expect(parseReportQuery({ telkinys: ' x ', rusis: 'lasisa' }, 'en', TODAY)).toMatchObject({
      waterBodyId: 'x',
      speciesCode: 'lasisa',
    });
  });

  it('refuses days that do not exist, an end before the start and periods over 5 years', () => {
    expect(fieldsOf({ nuo: '2026-02-29' })).toEqual(['nuo']);
    expect(fieldsOf({ nuo: '2026-01-01', iki: '21-11-2026' })).toEqual(['iki']);
    expect(fieldsOf({ nuo: '2026-05-02', iki: '2026-05-01' })).toEqual(['iki']);
    expect(fieldsOf({ nuo: '2021-01-01', iki: '2025-12-31' })).toEqual([]);
    expect(fieldsOf({ nuo: '2021-01-01', iki: '2026-01-01' })).toEqual(['iki']);
  });

  it('lists every month of the period for the chart, across years', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});
