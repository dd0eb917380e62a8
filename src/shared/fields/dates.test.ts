import { isDateToAfterFrom, isValidBirthDate, isValidIsoDate, todayInLithuania } from './dates.ts';

describe('isValidIsoDate', () => {
  it('accepts real days in yyyy-MM-dd', () => {
    expect(isValidIsoDate('2024-01-31')).toBe(true);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
  });

  it('refuses impossible days and other formats', () => {
    for (const text of ['1900-02-29', '2023-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10']) {
      expect(isValidIsoDate(text)).toBe(false);
    }
    for (const text of ['2024-1-31', '31-01-2024', '2024/01/31', '2024-01-31T00:00', '', '0000-01-01']) {
      expect(isValidIsoDate(text)).toBe(false);
    }
  });
});

describe('isValidBirthDate', () => {
  const today = '2025-06-15';

  it('accepts real days from 1900 to today', () => {
    expect(isValidBirthDate('1900-01-01', today)).toBe(true);
    expect(isValidBirthDate('1987-03-18', today)).toBe(true);
    expect(isValidBirthDate('2025-06-15', today)).toBe(true);
  });

  it('refuses the future, before 1900 and impossible days', () => {
    expect(isValidBirthDate('2025-06-16', today)).toBe(false);
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
    expect(isValidBirthDate('1987-02-29', today)).toBe(false);
  });
});

describe('todayInLithuania', () => {
  it('uses Vilnius time, not UTC', () => {
    // 22:30 UTC on 31 December is 00:30 on 1 January in Vilnius (UTC+2 in winter).
    expect(todayInLithuania(new Date('2024-12-31T22:30:00Z'))).toBe('2025-01-01');
    // 20:59 UTC in summer is 23:59 in Vilnius (UTC+3).
    expect(todayInLithuania(new Date('2025-06-15T20:59:00Z'))).toBe('2025-06-15');
  });
});

describe('isDateToAfterFrom', () => {
  it('needs the end strictly after the start', () => {
    expect(isDateToAfterFrom('2025-01-01', '2025-01-02')).toBe(true);
    expect(isDateToAfterFrom('2024-12-31', '2025-01-01')).toBe(true);
    expect(isDateToAfterFrom('2025-01-01', '2025-01-01')).toBe(false);
    expect(isDateToAfterFrom('2025-01-02', '2025-01-01')).toBe(false);
  });

  it('allows the same day when asked', () => {
    expect(isDateToAfterFrom('2025-01-01', '2025-01-01', { allowSameDay: true })).toBe(true);
    expect(isDateToAfterFrom('2025-01-02', '2025-01-01', { allowSameDay: true })).toBe(false);
  });

  it('is false unless both are real dates', () => {
    expect(isDateToAfterFrom('2025-02-30', '2025-03-01')).toBe(false);
    expect(isDateToAfterFrom('2025-01-01', '')).toBe(false);
  });
});
