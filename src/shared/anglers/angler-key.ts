/**
 * Who an angler permit is for, as one comparable key (ADR 0009), for spec §8's rules ("an existing
 * valid permit for the period", "expired permits with unfilled catch reports") and the wallet:
 *
 * - a citizen, or a foreigner who gave a Lithuanian person code: the person code;
 * - a foreigner who gave a birth date: `birth date|first name|last name`, names normalised by
 *   `normaliseName` (so that "Jānis BĒRZIŅŠ" and "janis berzins" are the same angler).
 *
 * Two foreigners with the same birth date and the same names count as one angler: rare, and the
 * worst that follows is one of them being told to file the other's catch report. A person code is
 * never shaped like the foreigners' key, so the two kinds of key cannot collide.
 *
 * Isomorphic: the browser may show which rule applies before asking the server.
 */
import { isValidPersonCode } from '../fields/person-code.ts';
import type { AnglerData } from './api-types.ts';

/**
 * A name for comparison: decomposed, combining marks dropped (ą → a, ņ → n), lower case, one space
 * between words, typographic apostrophes as plain ones. Letters with no decomposition (ł, ø, ß)
 * stay as they are.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two names are the same for a lookup: case and diacritics do not matter (spec §2 download form). */
export function sameName(a: string, b: string): boolean {
  return normaliseName(a) === normaliseName(b);
}

export type AnglerIdentity = Pick<
  AnglerData,
  'firstName' | 'lastName' | 'citizenship' | 'personCode' | 'personCodeOrBirthDate'
>;

/** The person code the angler gave, if any (a foreigner may give one instead of a birth date). */
export function anglerPersonCode(angler: AnglerIdentity): string | null {
  const code = angler.citizenship === 'PILIETIS' ? angler.personCode : angler.personCodeOrBirthDate;
  return code !== undefined && isValidPersonCode(code) ? code : null;
}

/** The angler key of validated angler data (see the module comment). */
export function anglerKey(angler: AnglerIdentity): string {
  const code = anglerPersonCode(angler);
  if (code) return code;
  const birthDate = angler.personCodeOrBirthDate ?? '';
  return `${birthDate}|${normaliseName(angler.firstName)}|${normaliseName(angler.lastName)}`;
}

/**
 * What the permit names the angler by, printed on it as the holder's code: the person code, or a
 * foreigner's birth date. The key adds the names, which the permit shows anyway.
 */
export function anglerHolderCode(angler: AnglerIdentity): string {
  return anglerPersonCode(angler) ?? angler.personCodeOrBirthDate ?? '';
}
