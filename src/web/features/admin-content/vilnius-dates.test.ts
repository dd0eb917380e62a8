import { isCalendarDate, nextDay, previousDay, vilniusDateOf, vilniusMidnight } from './vilnius-dates.ts';

describe('dates of the administrators’ forms (Vilnius days)', () => {
  it('gives midnight in Vilnius with the offset in force, winter and summer', () => {
    expect(vilniusMidnight('2026-01-15')).toBe('2026-01-15T00:00:00+02:00');
    expect(vilniusMidnight('2026-07-01')).toBe('2026-07-01T00:00:00+03:00');
    // The days clocks change: midnight is still before the change.
    expect(vilniusMidnight('2026-03-29')).toBe('2026-03-29T00:00:00+02:00');
    expect(vilniusMidnight('2026-10-25')).toBe('2026-10-25T00:00:00+03:00');
  });

  it('reads the Vilnius day of an instant back', () => {
    expect(vilniusDateOf('2026-03-31T21:30:00Z')).toBe('2026-04-01');
    expect(vilniusDateOf(vilniusMidnight('2026-11-15'))).toBe('2026-11-15');
    expect(vilniusDateOf(null)).toBe('');
    expect(vilniusDateOf('nonsense')).toBe('');
  });

  it('moves by whole days across month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(previousDay('2027-03-01')).toBe('2027-02-28');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });
});
