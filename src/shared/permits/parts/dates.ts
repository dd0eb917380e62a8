/** Calendar-day arithmetic on ISO dates, shared by kinds and their examples. */

/** `yyyy-MM-dd` plus whole days, in UTC so that no time zone shifts the day. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}
