/**
 * Calendar dates as the spec writes them: `yyyy-MM-dd` strings (spec §9), compared as strings
 * (the format sorts chronologically). No `Date` arithmetic, so no time-zone drift.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Earliest accepted birth date: spec §5 asks for a real day; nobody alive was born before 1900. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when year/month/day name a day that exists (1900-02-29 does not, 2000-02-29 does). */
export function isRealDay(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** `yyyy-MM-dd` naming a day that exists (spec §5 "a date yyyy-mm-dd with a real day"). */
export function isValidIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

const VILNIUS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vilnius',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today's date in Lithuania as `yyyy-MM-dd`. "Not in the future" means Lithuanian time on both the
 * server (which may run in UTC) and the browser (which may be abroad), so both sides agree.
 */
export function todayInLithuania(now: Date = new Date()): string {
  const parts = Object.fromEntries(VILNIUS_DAY.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A birth date typed by a foreigner who has no Lithuanian person code (spec §3 L05/L06 angler,
 * §5): a real `yyyy-MM-dd` day, not before 1900 and not after today. `today` is for tests.
 */
export function isValidBirthDate(text: string, today: string = todayInLithuania()): boolean {
  return isValidIsoDate(text) && text >= EARLIEST_BIRTH_DATE && text <= today;
}

/**
 * Spec §5: "Date to must be after date from" (strictly). Some forms (L01, spec §5 per kind) only
 * forbid the end before the start: pass `allowSameDay`. False unless both are real dates.
 */
export function isDateToAfterFrom(
  dateFrom: string,
  dateTo: string,
  options: { allowSameDay?: boolean } = {},
): boolean {
  if (!isValidIsoDate(dateFrom) || !isValidIsoDate(dateTo)) return false;
  return options.allowSameDay ? dateTo >= dateFrom : dateTo > dateFrom;
}
