/**
 * Money (spec §9 "Money stored as cents, shown with 2 decimals; permit price in euros"). Amounts are
 * integer cents everywhere in code and storage; euros exist only as text typed by or shown to people,
 * so no float ever carries a price.
 */
import type { Language } from '../i18n/index.ts';

/** Whole euros, then optionally a decimal point or comma (Lithuanians type `12,50`) and 1–2 digits. */
const EUROS = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * `'12.50'`, `'12,5'`, `12.5` → 1250. Null for negatives, NaN, Infinity, more than 2 decimals,
 * thousands separators or amounts beyond `Number.MAX_SAFE_INTEGER` cents. A number input is read
 * through its shortest decimal text, so `0.1 + 0.2` (0.30000000000000004) is refused, not rounded.
 */
export function eurosToCents(euros: string | number): number | null {
  if (typeof euros === 'number' && !Number.isFinite(euros)) return null;
  const m = EUROS.exec(typeof euros === 'number' ? String(euros) : euros.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Spec §9 "Money … 2 decimals", non-negative: what a money field accepts. */
export function isValidMoney(euros: string | number): boolean {
  return eurosToCents(euros) !== null;
}

/**
 * 1250 → `'12,50'` (lt) or `'12.50'` (en): the locale's decimal separator, always 2 decimals, no
 * thousands grouping (so the text round-trips through `eurosToCents`). Integer arithmetic only.
 */
export function formatCents(cents: number, lang: Language): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatCents needs whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}${lang === 'lt' ? ',' : '.'}${fraction}`;
}
