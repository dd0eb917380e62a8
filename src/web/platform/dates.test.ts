import { formatPortalDate } from './dates.ts';
import { currentVilniusYear } from './vilnius-time.ts';

describe('portal dates (spec §9)', () => {
  const instant = new Date('2025-03-30T21:30:00Z'); // 00:30 next day in Vilnius (EEST, UTC+3)

  it('shows Lithuanian dates as yyyy-MM-dd in Vilnius time', () => {
    expect(formatPortalDate(instant, 'lt')).toBe('2025-03-31');
    expect(formatPortalDate(instant, 'lt', 'dateTime')).toBe('2025-03-31 00:30');
  });

  it('shows English dates as dd-MM-yyyy', () => {
    expect(formatPortalDate(instant, 'en')).toBe('31-03-2025');
    expect(formatPortalDate('2025-01-15T10:05:09Z', 'en', 'dateTimeSeconds')).toBe('15-01-2025 12:05:09');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatPortalDate('not a date', 'lt')).toBe('');
  });

  it('turns the year at Vilnius midnight', () => {
    expect(currentVilniusYear(new Date('2025-12-31T22:30:00Z'))).toBe(2026);
  });
});
