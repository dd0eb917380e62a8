import { describe, expect, it } from 'vitest';
import {
  ANGLER_PERIOD_CODES,
  anglerValidUntil,
  isAnglerPeriod,
  L05_1_PRICES,
  SMS_FEE_CENTS,
} from './periods.ts';

describe('angler periods (spec §3 L05/L06 angler, §9; ADR 0009)', () => {
  it('ends a 1-day ticket the same day', () => {
    expect(anglerValidUntil('2026-11-21', '1')).toBe('2026-11-21');
  });

  it('makes 2 weeks 14 days in all, across a month and a year end', () => {
    expect(anglerValidUntil('2026-11-21', '2')).toBe('2026-12-04');
    expect(anglerValidUntil('2026-12-25', '2')).toBe('2027-01-07');
  });

  it('ends 3 months the day before the same day three months later, short months included', () => {
    expect(anglerValidUntil('2026-11-21', '3')).toBe('2027-02-20');
    // 30 November + 3 months: there is no 30 February, so valid through 28 February.
    expect(anglerValidUntil('2026-11-30', '3')).toBe('2027-02-28');
    expect(anglerValidUntil('2026-12-01', '3')).toBe('2027-02-28');
    expect(anglerValidUntil('2027-11-29', '3')).toBe('2028-02-28');
  });

  it('makes 999, the common number, a year: up to the day before the same day a year later', () => {
    expect(anglerValidUntil('2026-11-21', '999')).toBe('2027-11-20');
    expect(anglerValidUntil('2026-01-01', '999')).toBe('2026-12-31');
    // From 29 February: there is no 29 February next year, so valid through 28 February.
    expect(anglerValidUntil('2028-02-29', '999')).toBe('2029-02-28');
  });

  it('knows exactly the four periods and prices each, with the SMS fee apart', () => {
    expect([...ANGLER_PERIOD_CODES]).toEqual(['1', '2', '3', '999']);
    expect(isAnglerPeriod('999')).toBe(true);
    expect(isAnglerPeriod('4')).toBe(false);
    expect(isAnglerPeriod(1)).toBe(false);
    for (const code of ANGLER_PERIOD_CODES) expect(Number.isSafeInteger(L05_1_PRICES[code])).toBe(true);
    // Longer periods cost more, never less.
    expect(L05_1_PRICES['1']).toBeLessThan(L05_1_PRICES['2']);
    expect(L05_1_PRICES['2']).toBeLessThan(L05_1_PRICES['3']);
    expect(L05_1_PRICES['3']).toBeLessThan(L05_1_PRICES['999']);
    expect(SMS_FEE_CENTS).toBeGreaterThan(0);
  });
});
