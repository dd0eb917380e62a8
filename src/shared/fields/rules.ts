/**
 * Generic valibot rules with their message ids (spec §5 General: "Exact length, minimum, positive and
 * array-minimum (at least N items) messages exist"). Rules whose text needs a number keep it as the
 * action's `requirement`, which valibot copies into the issue; `issueToMessage` (issues.ts) turns it
 * into the message value (`{length}`, `{min}` or `{max}`), so the issue's `message` stays a bare id.
 */
import * as v from 'valibot';
import { VALIDATION } from './message-ids.ts';

/** Exactly `length` characters (or items): validation.exactLength with `{length}`. */
export function exactLength<TInput extends v.LengthInput, const TLength extends number>(length: TLength) {
  return v.length<TInput, TLength, typeof VALIDATION.exactLength>(length, VALIDATION.exactLength);
}

/** At least `min` characters: validation.minLength with `{min}`. */
export function minLength<TInput extends v.LengthInput, const TMin extends number>(min: TMin) {
  return v.minLength<TInput, TMin, typeof VALIDATION.minLength>(min, VALIDATION.minLength);
}

/** At most `max` characters: validation.maxLength with `{max}`. */
export function maxLength<TInput extends v.LengthInput, const TMax extends number>(max: TMax) {
  return v.maxLength<TInput, TMax, typeof VALIDATION.maxLength>(max, VALIDATION.maxLength);
}

/** A list with at least `min` items ("add at least N", spec §5): validation.arrayMin with `{min}`. */
export function arrayMin<TInput extends readonly unknown[], const TMin extends number>(min: TMin) {
  return v.minLength<TInput, TMin, typeof VALIDATION.arrayMin>(min, VALIDATION.arrayMin);
}

/** A number above zero: validation.positive. */
export function positive() {
  return v.gtValue<number, 0, typeof VALIDATION.positive>(0, VALIDATION.positive);
}

/** Only the digits 0–9 (account numbers, cadastral parts, spec §5 L03/L08): validation.digitsOnly. */
export function digitsOnly<TInput extends string>() {
  return v.digits<TInput, typeof VALIDATION.digitsOnly>(VALIDATION.digitsOnly);
}
