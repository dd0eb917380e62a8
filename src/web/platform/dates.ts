/**
 * Dates as people read them (spec §9, architecture §2): wall-clock time in Europe/Vilnius whatever
 * the device's zone, `yyyy-MM-dd` / `yyyy-MM-dd HH:mm` in Lithuanian and `dd-MM-yyyy` in English.
 */
import type { Language } from '../../shared/i18n/index.ts';
import { toVilniusWallClock } from './vilnius-time.ts';

const PATTERNS = {
  lt: { date: 'yyyy-MM-dd', dateTime: 'yyyy-MM-dd HH:mm', dateTimeSeconds: 'yyyy-MM-dd HH:mm:ss' },
  en: { date: 'dd-MM-yyyy', dateTime: 'dd-MM-yyyy HH:mm', dateTimeSeconds: 'dd-MM-yyyy HH:mm:ss' },
} as const;

export type DateStyle = keyof (typeof PATTERNS)['lt'];

export function formatPortalDate(
  value: Date | string | number,
  language: Language,
  style: DateStyle = 'date',
) {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return fill(toVilniusWallClock(instant), PATTERNS[language][style]);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The numeric tokens PATTERNS uses (`yyyy MM dd HH mm ss`), as date-fns's `lightFormat` writes
 * them: written here, the start page (which shows dates) needs no date library (issue 16).
 */
function fill(wall: Date, pattern: string): string {
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(wall.getFullYear()).padStart(4, '0');
      case 'MM':
        return two(wall.getMonth() + 1);
      case 'dd':
        return two(wall.getDate());
      case 'HH':
        return two(wall.getHours());
      case 'mm':
        return two(wall.getMinutes());
      default:
        return two(wall.getSeconds());
    }
  });
}
