import { elapsed, fromWallClock, toWallClock } from './catch-time.ts';

describe('the catch time on the Lithuanian clock', () => {
  it('shows a moment as the date and time in Lithuania, whatever the phone’s zone', () => {
    expect(toWallClock(new Date('2026-11-21T12:34:56.789Z'))).toEqual({ date: '2026-11-21', time: '14:34' });
    expect(toWallClock(new Date('2026-07-01T21:30:00Z'))).toEqual({ date: '2026-07-02', time: '00:30' });
  });

  it('reads a date and time typed in Lithuania back as the moment, in winter and in summer', () => {
    expect(fromWallClock('2026-11-21', '14:34')?.toISOString()).toBe('2026-11-21T12:34:00.000Z');
    expect(fromWallClock('2026-07-02', '00:30')?.toISOString()).toBe('2026-07-01T21:30:00.000Z');
  });

  it('goes round the clock changes: the earlier of a repeated autumn hour, past a skipped spring hour', () => {
    // 2026-10-25 04:00 summer time becomes 03:00 winter time: 03:30 happens twice.
    expect(fromWallClock('2026-10-25', '03:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 2026-03-29 03:00 becomes 04:00: 03:30 does not exist on the wall clock.
    const skipped = fromWallClock('2026-03-29', '03:30');
    expect(skipped).not.toBeNull();
    expect(toWallClock(skipped!).date).toBe('2026-03-29');
  });

  it('refuses what is not a real date or time', () => {
    expect(fromWallClock('2026-02-30', '10:00')).toBeNull();
    expect(fromWallClock('2026-11-21', '24:00')).toBeNull();
    expect(fromWallClock('2026-11-21', '9.30')).toBeNull();
    expect(fromWallClock('', '10:00')).toBeNull();
  });

  it('counts the time since the catch in hours, minutes and seconds', () => {
    expect(elapsed(0, 9 * 60_000 + 59_999)).toEqual({ hours: 0, minutes: 9, seconds: 59 });
    expect(elapsed(0, 3 * 3_600_000 + 5 * 60_000)).toEqual({ hours: 3, minutes: 5, seconds: 0 });
    expect(elapsed(10_000, 0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
