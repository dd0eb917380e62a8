/**
 * The catch time as a person reads and types it: a date and a time on the Lithuanian wall clock
 * (spec §9; inspectors and the rules count in Lithuanian time, whatever zone the phone is set to),
 * and the moment it names. The "I caught a fish" button records the exact moment; the two fields
 * show it to the minute and may be corrected.
 */
import { isValidIsoDate } from '../../../../shared/fields/dates.ts';
import { PORTAL_TIME_ZONE } from '../../../platform/vilnius-time.ts';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallFields(instant: Date) {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Lithuanian wall-clock offset from UTC at `instant`, ms (+2 h in winter, +3 h in summer). */
function offsetAt(instant: number): number {
  const f = wallFields(new Date(instant));
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `instant` as the date (`yyyy-MM-dd`) and time (`HH:mm`) fields show it in Lithuania. */
export function toWallClock(instant: Date): { date: string; time: string } {
  const f = wallFields(instant);
  return { date: `${f.year}-${pad(f.month)}-${pad(f.day)}`, time: `${pad(f.hour)}:${pad(f.minute)}` };
}

const TIME = /^(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * The moment a Lithuanian date and time name, or null when they are not a real date and time. In
 * the autumn hour that happens twice the earlier one is taken; a time skipped in spring moves on.
 */
export function fromWallClock(date: string, time: string): Date | null {
  const m = TIME.exec(time.trim());
  if (!isValidIsoDate(date.trim()) || !m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 23 || minute > 59) return null;
  const [year, month, day] = date.trim().split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets half a day either side: the same but on the days the clocks change.
  const offsets = [offsetAt(wall - 12 * 3_600_000), offsetAt(wall + 12 * 3_600_000)];
  const wanted = `${date.trim()}T${m[1]}:${m[2]}`;
  const matching = offsets
    .map((offset) => wall - offset)
    .filter((candidate) => {
      const shown = toWallClock(new Date(candidate));
      return `${shown.date}T${shown.time}` === wanted;
    });
  if (matching.length > 0) return new Date(Math.min(...matching));
  // A time the spring change skips: the moment the clock would have shown it, an hour on.
  return new Date(wall - Math.min(...offsets));
}

/** Time since the catch, for the timer: whole hours, minutes and seconds (never negative). */
export function elapsed(fromMs: number, nowMs: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((nowMs - fromMs) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
