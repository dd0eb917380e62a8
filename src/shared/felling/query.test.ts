// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../i18n/all-messages.ts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from '../fields/issues.ts';
import { fellingQuerySchema, resolveFellingQuery } from './query.ts';

const TODAY = '2026-11-21';

function parse(query: Record<string, unknown>) {
  return resolveFellingQuery(v.parse(fellingQuerySchema, query), TODAY);
}

/** The fields refused, with their English messages. */
function refused(query: Record<string, unknown>) {
  const result = v.safeParse(fellingQuerySchema, query);
  return result.success ? [] : issuesToFieldErrors(result.issues, 'en');
}

describe('the felling map query', () => {
  it('shows the permits valid today when no date is given', () => {
    expect(parse({})).toEqual({ municipality: null, from: TODAY, to: TODAY });
    expect(parse({ nuo: '', iki: '  ' })).toEqual({ municipality: null, from: TODAY, to: TODAY });
    expect(parse({ savivaldybe: 'MOLETU_R_SAV' })).toEqual({
      municipality: 'MOLETU_R_SAV',
      from: TODAY,
      to: TODAY,
    });
  });

  it('takes a period, closed or open on one side', () => {
    expect(parse({ nuo: '2026-01-01', iki: '2026-03-31' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(parse({ nuo: '2026-05-01', iki: '2026-05-01' })).toMatchObject({
      from: '2026-05-01',
      to: '2026-05-01',
    });
    expect(parse({ nuo: '2025-06-01' })).toMatchObject({ from: '2025-06-01', to: null });
    expect(parse({ iki: '2025-06-01' })).toMatchObject({ from: null, to: '2025-06-01' });
  });

  it('ignores parameters it does not know (the page keeps its own in the same address)', () => {
    expect(parse({ vaizdas: 'sarasas', sluoksnis: 'kirtimai' })).toEqual({
      municipality: null,
      from: TODAY,
      to: TODAY,
    });
  });

  it('refuses days that do not exist and other date formats', () => {
    expect(refused({ nuo: '2026-02-29' })).toEqual([{ field: 'nuo', message: 'Enter a valid date' }]);
    expect(refused({ iki: '21-11-2026' })).toEqual([{ field: 'iki', message: 'Enter a valid date' }]);
    expect(refused({ nuo: '2026-1-5' }).map((e) => e.field)).toEqual(['nuo']);
  });

  it('refuses an end before the start, on the end', () => {
    expect(refused({ nuo: '2026-05-02', iki: '2026-05-01' })).toEqual([
      { field: 'iki', message: 'The end date cannot be before the start date' },
    ]);
    // A wrong date says only that; the order is not judged.
    expect(refused({ nuo: '2026-13-01', iki: '2026-05-01' }).map((e) => e.field)).toEqual(['nuo']);
  });

  it('refuses a municipality that is not on the forms’ list', () => {
    expect(refused({ savivaldybe: 'ATLANTIDOS_SAV' })).toEqual([
      { field: 'savivaldybe', message: 'Choose one of the options' },
    ]);
    expect(refused({ savivaldybe: 'moletu_r_sav' }).map((e) => e.field)).toEqual(['savivaldybe']);
  });

  it('refuses a parameter given twice rather than choosing one', () => {
    expect(refused({ nuo: ['2026-01-01', '2026-02-01'] }).map((e) => e.field)).toEqual(['nuo']);
    expect(refused({ savivaldybe: ['MOLETU_R_SAV'] }).map((e) => e.field)).toEqual(['savivaldybe']);
  });
});
