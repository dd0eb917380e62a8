/**
 * Angler periods, validity and prices (spec §3 L05/L06 angler, §9: periods 1 day, 2 weeks,
 * 3 months and 999 "common number"; SMS payment carries a one-time fee per permit). ADR 0009
 * records what 999 means and why the fee and the ticket prices are what they are.
 *
 * Isomorphic: the browser shows the same dates and prices the server charges.
 */
import { addDays, addMonths, addYears, format, parseISO } from 'date-fns';

export const ANGLER_PERIOD_CODES = ['1', '2', '3', '999'] as const;
export type AnglerPeriod = (typeof ANGLER_PERIOD_CODES)[number];

export function isAnglerPeriod(value: unknown): value is AnglerPeriod {
  return typeof value === 'string' && (ANGLER_PERIOD_CODES as readonly string[]).includes(value);
}

/**
 * The last day a ticket bought for `period` from `validFrom` (yyyy-MM-dd) is valid, inclusive:
 * 1 → the same day; 2 → 14 days in all; 3 → up to the day before the same day three months later;
 * 999 (the common, yearly ticket, ADR 0009) → up to the day before the same day a year later. Where
 * that later day does not exist, through the last day of its month.
 */
export function anglerValidUntil(validFrom: string, period: AnglerPeriod): string {
  const from = parseISO(validFrom);
  if (period === '1') return validFrom;
  if (period === '2') return format(addDays(from, 13), 'yyyy-MM-dd');
  const later = period === '3' ? addMonths(from, 3) : addYears(from, 1);
  // When the same day does not exist later (30 November → no 30 February; 29 February → no
  // 29 February next year), date-fns gives the month's last day: the ticket is valid through it.
  const clamped = later.getDate() !== from.getDate();
  return format(clamped ? later : addDays(later, -1), 'yyyy-MM-dd');
}

/** L05.1 angler ticket prices in cents per period (ADR 0009: the ministry's price list, 2026). */
export const L05_1_PRICES: Readonly<Record<AnglerPeriod, number>> = {
  '1': 100,
  '2': 400,
  '3': 700,
  '999': 1_400,
};

/** One-time fee per permit when paying by SMS (mobile operator's charge; ADR 0009). */
export const SMS_FEE_CENTS = 30;

/** How long a payment may stay open before it expires and its licence reservation is released. */
export const PAYMENT_EXPIRY_MINUTES = 30;
