/**
 * Forest stand geocodes (spec §5 L08 "geocodes separated by semicolon"): one field holds one or more
 * codes, `411-45-12; 411-45-13`. Each code is checked on its own, so the message can name the one
 * that is wrong in a long list.
 *
 * The spec does not give a geocode's own format. A code is letters and digits in groups joined by
 * `-`, `.` or `/` (`623-112-7`, `LT.411/45`): that refuses the typing slips that matter – a comma or
 * space used as the separator, a group left empty, stray punctuation – without refusing a code
 * the forest inventory writes differently.
 */
import type { Message } from '../i18n/index.ts';
import { VALIDATION } from './message-ids.ts';

/** The separator spec §5 L08 names. */
export const GEOCODE_SEPARATOR = ';';
/** A code's groups of letters and digits, joined by one `-`, `.` or `/`. */
const GEOCODE = /^[\p{L}\d]+(?:[./-][\p{L}\d]+)*$/u;
/** Far above any inventory code; keeps one mistyped run-on code from passing as one. */
export const GEOCODE_MAX_LENGTH = 40;
/** Stands in one felling row; the field's text is bounded by the form too. */
export const GEOCODES_MAX_COUNT = 20;

export type GeocodeListProblem =
  /** Nothing between two semicolons, or a semicolon at either end. */
  | { problem: 'empty' }
  | { problem: 'invalid'; geocode: string }
  | { problem: 'duplicate'; geocode: string }
  | { problem: 'tooMany'; max: number };

/** The codes of a list as typed, trimmed; empty items kept (as `''`) so they can be reported. */
export function splitGeocodes(text: string): string[] {
  return text.split(GEOCODE_SEPARATOR).map((item) => item.trim());
}

export function isValidGeocode(code: string): boolean {
  return code.length <= GEOCODE_MAX_LENGTH && GEOCODE.test(code.normalize('NFC'));
}

/** The first thing wrong with a geocode list, reading left to right, or null. */
export function geocodeListProblem(text: string): GeocodeListProblem | null {
  const items = splitGeocodes(text.normalize('NFC'));
  if (items.some((item) => item === '')) return { problem: 'empty' };
  const seen = new Set<string>();
  for (const item of items) {
    if (!isValidGeocode(item)) return { problem: 'invalid', geocode: item };
    const key = item.toUpperCase();
    if (seen.has(key)) return { problem: 'duplicate', geocode: item };
    seen.add(key);
  }
  if (items.length > GEOCODES_MAX_COUNT) return { problem: 'tooMany', max: GEOCODES_MAX_COUNT };
  return null;
}

/** The stored form of a valid list: codes joined by `; `. */
export function normalizeGeocodes(text: string): string {
  return splitGeocodes(text.normalize('NFC')).join(`${GEOCODE_SEPARATOR} `);
}

/** Bound on the field's text: the most codes, each at its longest, with `; ` between. */
export const GEOCODES_MAX_TEXT = GEOCODES_MAX_COUNT * (GEOCODE_MAX_LENGTH + 2);

/** The message for a geocode list's first problem, naming the code at fault, or null when valid. */
export function geocodeListMessage(text: string): Message | null {
  const found = geocodeListProblem(text);
  if (found === null) return null;
  switch (found.problem) {
    case 'empty':
      return { id: VALIDATION.geocodeEmpty };
    case 'invalid':
      return { id: VALIDATION.geocode, values: { geocode: found.geocode } };
    case 'duplicate':
      return { id: VALIDATION.geocodeDuplicate, values: { geocode: found.geocode } };
    case 'tooMany':
      return { id: VALIDATION.geocodesMax, values: { max: found.max } };
  }
}
