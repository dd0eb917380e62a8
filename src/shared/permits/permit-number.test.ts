import { describe, expect, it } from 'vitest';
import { dammDigit, familyNumber, isValidPermitNumber, makePermitNumber } from './permit-number.ts';

describe('permit numbers', () => {
  it('are eleven digits with a Damm check digit', () => {
    const number = makePermitNumber(13, 2026, 42);
    expect(number).toMatch(/^1326000042\d$/);
    expect(isValidPermitNumber(number)).toBe(true);
    // The published example of the Damm algorithm: 572 → check digit 4.
    expect(dammDigit('572')).toBe(4);
  });

  it('catch every single wrong digit and every swap of neighbours', () => {
    const number = makePermitNumber(5, 2026, 123456);
    for (let i = 0; i < number.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === number[i]) continue;
        const typo = number.slice(0, i) + d + number.slice(i + 1);
        expect(isValidPermitNumber(typo), typo).toBe(false);
      }
      if (i + 1 < number.length && number[i] !== number[i + 1]) {
        const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
        expect(isValidPermitNumber(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses other shapes and knows the family of a kind', () => {
    expect(isValidPermitNumber('12345')).toBe(false);
    expect(isValidPermitNumber('1326000042a')).toBe(false);
    expect(familyNumber('l13')).toBe(13);
    expect(familyNumber('l05_1')).toBe(5);
    expect(() => makePermitNumber(13, 2026, 0)).toThrow(RangeError);
  });
});
