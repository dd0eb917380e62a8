import { eurosToCents, formatCents, isValidMoney } from './money.ts';

describe('eurosToCents', () => {
  it('reads euros with up to 2 decimals as whole cents', () => {
    expect(eurosToCents('12.50')).toBe(1250);
    expect(eurosToCents('12,50')).toBe(1250);
    expect(eurosToCents('12,5')).toBe(1250);
    expect(eurosToCents('12')).toBe(1200);
    expect(eurosToCents('0.01')).toBe(1);
    expect(eurosToCents('0')).toBe(0);
    expect(eurosToCents(' 3.07 ')).toBe(307);
    expect(eurosToCents('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(eurosToCents(19.99)).toBe(1999);
  });

  it('refuses negatives, more than 2 decimals, non-numbers and NaN/Infinity', () => {
    for (const input of [
      '-1',
      '-0.01',
      '12.505',
      '1,234.50',
      '1 234,50',
      '12.',
      '.5',
      'abc',
      '',
      '1e3',
      'NaN',
      'Infinity',
    ]) {
      expect(eurosToCents(input), input).toBeNull();
    }
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, -1, 0.1 + 0.2, 1e21]) {
      expect(eurosToCents(input), String(input)).toBeNull();
    }
  });

  it('refuses amounts beyond safe integer cents', () => {
    expect(eurosToCents('90071992547409.91')).toBe(9007199254740991);
    expect(eurosToCents('90071992547409.92')).toBeNull();
  });
});

describe('isValidMoney', () => {
  it('follows eurosToCents', () => {
    expect(isValidMoney('12,50')).toBe(true);
    expect(isValidMoney('12,505')).toBe(false);
  });
});

describe('formatCents', () => {
  it('shows 2 decimals with the language decimal separator', () => {
    expect(formatCents(1250, 'lt')).toBe('12,50');
    expect(formatCents(1250, 'en')).toBe('12.50');
    expect(formatCents(5, 'lt')).toBe('0,05');
    expect(formatCents(0, 'en')).toBe('0.00');
    expect(formatCents(123456789, 'en')).toBe('1234567.89');
  });

  it('round-trips through eurosToCents', () => {
    for (const cents of [0, 1, 99, 100, 1250, 987654321]) {
      expect(eurosToCents(formatCents(cents, 'lt'))).toBe(cents);
      expect(eurosToCents(formatCents(cents, 'en'))).toBe(cents);
    }
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(12.5, 'lt')).toThrow(RangeError);
    expect(() => formatCents(Number.NaN, 'en')).toThrow(RangeError);
  });
});
