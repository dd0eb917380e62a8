/**
 * Wall-clock time in Europe/Vilnius (spec §9, architecture §2) without date-fns, so the shell
 * (footer year) does not pull the date formatting code into the start page.
 */
export const PORTAL_TIME_ZONE = 'Europe/Vilnius';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A local Date whose fields show the Vilnius wall clock of `instant`, so date-fns `format` (which
 * reads local fields) prints Vilnius time without a time-zone package.
 */
export function toVilniusWallClock(instant: Date): Date {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return new Date(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The calendar year in Vilnius now (footer copyright, spec §2 Shell). */
export function currentVilniusYear(now: Date = new Date()): number {
  return toVilniusWallClock(now).getFullYear();
}
