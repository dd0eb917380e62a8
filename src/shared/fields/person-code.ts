/**
 * Lithuanian person code (asmens kodas) `GYYMMDDNNNK` (spec §5, field notes "Lithuanian codes"):
 * G = sex and century, YYMMDD = birth date, NNN = serial, K = check digit.
 *
 * Exception codes are refused on purpose. The residents register also issues codes to people with
 * incomplete birth data (first digit 9, or month/day 00), but:
 * - spec §5 allows first digits 3–6 only, and the code's birth date must be a real day;
 * - the birth date and the check digit are what catch a mistyped code before any register lookup,
 *   and accepting day or month 00 would weaken that for everyone;
 * - such codes are rare; the ADR recording this decision says what their holders do instead.
 * G 1–2 (born in the 1800s) is refused for the same reasons.
 */
import { isRealDay, isValidBirthDate, todayInLithuania } from './dates.ts';
import { mod11CheckDigit } from './mod11.ts';

/** 11 digits, the first 3–6 (spec §5). Anything else is a format problem, not a checksum problem. */
const PERSON_CODE_FORMAT = /^[3-6]\d{10}$/;
/** Spec §9 "Person code 11 digits". */
export const PERSON_CODE_LENGTH = 11;

const WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const FALLBACK_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

/**
 * Check digit K for the first 10 digits (field notes): Σ dᵢ·wᵢ mod 11 with weights 1..9,1; if that
 * is 10, again with weights 3..9,1,2,3; if again 10, K = 0.
 */
export function personCodeCheckDigit(first10: string): number {
  if (!/^\d{10}$/.test(first10)) throw new RangeError('personCodeCheckDigit needs exactly 10 digits');
  return mod11CheckDigit(first10, WEIGHTS, FALLBACK_WEIGHTS);
}

/** The birth date GYYMMDD encodes, or null when it is not a real day. Assumes the format holds. */
function encodedBirthDate(code: string): string | null {
  const century = code[0] === '3' || code[0] === '4' ? 1900 : 2000;
  const year = century + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  if (!isRealDay(year, month, day)) return null;
  return `${year}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
}

/**
 * What is wrong with a person code, if anything, so the form can say which message applies:
 * `format` → validation.personCodeFormat, `birthDate`/`checksum` → validation.personCode.
 * A birth date after today (Lithuanian time) is refused too: no such person can exist yet, and it
 * catches a 3 mistyped as 5 (1990 → 2090). `today` is for tests.
 */
export function personCodeProblem(
  code: string,
  today: string = todayInLithuania(),
): 'format' | 'birthDate' | 'checksum' | null {
  if (!PERSON_CODE_FORMAT.test(code)) return 'format';
  const birthDate = encodedBirthDate(code);
  if (birthDate === null || birthDate > today) return 'birthDate';
  if (personCodeCheckDigit(code.slice(0, 10)) !== Number(code[10])) return 'checksum';
  return null;
}

/**
 * The same checks as `personCodeProblem`, with the format problem told apart the way spec §5 L08
 * lists it for forest owners ("required, not too short, not too long, digits only"): anything but
 * digits → `digitsOnly`, fewer than 11 digits → `tooShort`, more → `tooLong`, 11 digits not starting
 * 3–6 → `format`. Digits are checked first: `4450117345a` is a letter typed, not a short code.
 */
export function personCodeEntryProblem(
  code: string,
  today: string = todayInLithuania(),
): 'digitsOnly' | 'tooShort' | 'tooLong' | 'format' | 'birthDate' | 'checksum' | null {
  if (!/^\d*$/.test(code)) return 'digitsOnly';
  if (code.length < PERSON_CODE_LENGTH) return 'tooShort';
  if (code.length > PERSON_CODE_LENGTH) return 'tooLong';
  return personCodeProblem(code, today);
}

/** Spec §5 person code rule: format, real birth date (1900–today) and check digit. */
export function isValidPersonCode(code: string, today?: string): boolean {
  return personCodeProblem(code, today) === null;
}

/**
 * The `yyyy-MM-dd` birth date of a valid person code (e.g. to fill the permit owner's birth date,
 * spec §3), or null when the code is not valid: a date read from a mistyped code would be wrong.
 */
export function personCodeBirthDate(code: string, today?: string): string | null {
  return isValidPersonCode(code, today) ? encodedBirthDate(code) : null;
}

/**
 * Foreigners have no person code and give a birth date instead (spec §3 L05/L06 angler, §5
 * "Person code or birth date"): either a valid person code or a valid `yyyy-MM-dd` birth date.
 */
export function isValidPersonCodeOrBirthDate(text: string, today: string = todayInLithuania()): boolean {
  return isValidPersonCode(text, today) || isValidBirthDate(text, today);
}
