/**
 * Dates as people read them (spec §9, architecture §2): wall-clock time in Europe/Vilnius whatever
 * the device's zone, `yyyy-MM-dd` / `yyyy-MM-dd HH:mm` in Lithuanian and `dd-MM-yyyy` in English.
 */
// lightFormat: numeric tokens only, no locale data (a fifth of `format`; the start page shows dates).
import { lightFormat } from 'date-fns';
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
  return lightFormat(toVilniusWallClock(instant), PATTERNS[language][style]);
}
