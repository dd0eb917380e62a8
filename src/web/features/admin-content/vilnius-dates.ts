/**
 * Calendar dates of the administrators' forms and the instants the content service stores
 * (warning windows `validFrom`/`validTo`, ADR 0005: an instant always carries its offset). A day
 * starts at midnight in Vilnius (spec §9, architecture §2), whatever the device's time zone.
 */
import { PORTAL_TIME_ZONE, toVilniusWallClock } from '../../platform/vilnius-time.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PORTAL_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** `+02:00` or `+03:00`: Vilnius's offset from UTC at `instant`. */
function vilniusOffset(instant: Date): string {
  const name = offsetFormatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** True for a real calendar day written `yyyy-MM-dd`. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Midnight in Vilnius at the start of `date` as an instant with its offset. Clocks change at 03:00
 * or 04:00 local time, so the offset at 00:00 UTC of the same day is the one in force at midnight.
 */
export function vilniusMidnight(date: string): string {
  return `${date}T00:00:00${vilniusOffset(new Date(`${date}T00:00:00Z`))}`;
}

/** The calendar day after `date`. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The calendar day before `date`. */
export function previousDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The Vilnius calendar day of an instant, `yyyy-MM-dd`; '' for none. */
export function vilniusDateOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return '';
  const wall = toVilniusWallClock(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}
