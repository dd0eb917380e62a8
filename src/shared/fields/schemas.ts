/**
 * valibot schemas for the shared fields (architecture §3), used by the browser (react-hook-form
 * resolver) and re-run by the server on every request (house style habit 2). Every issue `message`
 * is a message id (message-ids.ts); see README.md for how values and field paths travel.
 *
 * Text schemas trim and NFC-normalise (macOS and some keyboards type Lithuanian letters decomposed)
 * before checking, so the parsed output is the stored form. Each field reports one issue at a time,
 * first failure wins: an empty person code says only "Required", not also "11 digits".
 */
import * as v from 'valibot';
import type { MessageId } from '../i18n/index.ts';
import { isValidCompanyCode } from './company-code.ts';
import { isValidAddress, isValidEmail, isValidPhone, isValidPostcode } from './contact.ts';
import { isDateToAfterFrom, isValidBirthDate, isValidIsoDate } from './dates.ts';
import { VALIDATION } from './message-ids.ts';
import { eurosToCents, isValidMoney } from './money.ts';
import { isValidName, NAME_MAX_LENGTH } from './name.ts';
import { isValidPersonCode, personCodeEntryProblem, personCodeProblem } from './person-code.ts';
import { maxLength } from './rules.ts';

/** A missing value (absent key, null) is "Required"; a value of the wrong type gets `otherwise`. */
function requiredOr(otherwise: MessageId) {
  return (issue: v.BaseIssue<unknown>): MessageId =>
    issue.input === undefined || issue.input === null ? VALIDATION.required : otherwise;
}

/**
 * Stops a field's pipe at its first issue. valibot otherwise keeps running validation actions after
 * a failed one, and a field would show several messages at once.
 */
export function firstIssueOnly<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: true });
}

/** Spec §5 "Required" (validation.required): a trimmed, non-empty string. The base of every text field. */
export const requiredString = v.pipe(
  v.string(requiredOr(VALIDATION.invalid)),
  v.trim(),
  v.normalize('NFC'),
  v.nonEmpty(VALIDATION.required),
);

/**
 * Spec §5 person code: validation.personCodeFormat when it is not 11 digits starting 3–6,
 * validation.personCode when the birth date or check digit is wrong.
 */
export const personCodeSchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.check((code) => personCodeProblem(code) !== 'format', VALIDATION.personCodeFormat),
    v.check((code) => isValidPersonCode(code), VALIDATION.personCode),
  ),
);

/**
 * Spec §5 L08 person code ("required, not too short, not too long, digits only"), one message per
 * problem: validation.digitsOnly, validation.personCodeTooShort, validation.personCodeTooLong, then
 * as `personCodeSchema` (validation.personCodeFormat for a first digit other than 3–6,
 * validation.personCode for the birth date or check digit).
 */
export const personCodeEntrySchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.check((code) => personCodeEntryProblem(code) !== 'digitsOnly', VALIDATION.digitsOnly),
    v.check((code) => personCodeEntryProblem(code) !== 'tooShort', VALIDATION.personCodeTooShort),
    v.check((code) => personCodeEntryProblem(code) !== 'tooLong', VALIDATION.personCodeTooLong),
    v.check((code) => personCodeProblem(code) !== 'format', VALIDATION.personCodeFormat),
    v.check((code) => isValidPersonCode(code), VALIDATION.personCode),
  ),
);

const ELEVEN_DIGITS = /^\d{11}$/;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §5 "Person code or birth date (foreigners)". Input that is clearly meant as one of the two
 * gets that one's message (11 digits → person code messages, yyyy-mm-dd → validation.birthDate);
 * anything else gets validation.personCodeOrBirthDate.
 */
export const personCodeOrBirthDateSchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.check(
      (text) => !ELEVEN_DIGITS.test(text) || personCodeProblem(text) !== 'format',
      VALIDATION.personCodeFormat,
    ),
    v.check((text) => !ELEVEN_DIGITS.test(text) || isValidPersonCode(text), VALIDATION.personCode),
    v.check((text) => !DATE_SHAPE.test(text) || isValidBirthDate(text), VALIDATION.birthDate),
    v.check((text) => isValidPersonCode(text) || isValidBirthDate(text), VALIDATION.personCodeOrBirthDate),
  ),
);

/** Spec §5 "Company code must be valid" (company-code.ts). */
export const companyCodeSchema = firstIssueOnly(
  v.pipe(requiredString, v.check(isValidCompanyCode, VALIDATION.companyCode)),
);

/** Spec §5 phone `+370` and 8 digits. Normalise typed input first with `normalizePhone`. */
export const phoneSchema = firstIssueOnly(v.pipe(requiredString, v.check(isValidPhone, VALIDATION.phone)));

/** Spec §5 postcode: 5 digits. Normalise typed input first with `normalizePostcode`. */
export const postcodeSchema = firstIssueOnly(
  v.pipe(requiredString, v.check(isValidPostcode, VALIDATION.postcode)),
);

/** Spec §5 "Email required and valid" (contact.ts). */
export const emailSchema = firstIssueOnly(v.pipe(requiredString, v.check(isValidEmail, VALIDATION.email)));

/** Spec §5 names; over 100 characters gets validation.maxLength `{max: 100}`, else validation.name. */
export const nameSchema = firstIssueOnly(
  v.pipe(requiredString, maxLength(NAME_MAX_LENGTH), v.check(isValidName, VALIDATION.name)),
);

/** Storage bound for a free-text address; far above any real Lithuanian address. */
export const ADDRESS_MAX_LENGTH = 255;

/** Spec §5 "Address: required; must contain a word with letters and a number" (validation.address). */
export const addressSchema = firstIssueOnly(
  v.pipe(requiredString, maxLength(ADDRESS_MAX_LENGTH), v.check(isValidAddress, VALIDATION.address)),
);

/** A `yyyy-MM-dd` date naming a real day (spec §9 date format): validation.invalidDate. */
export const isoDateSchema = firstIssueOnly(
  v.pipe(requiredString, v.check(isValidIsoDate, VALIDATION.invalidDate)),
);

/** A foreigner's birth date: real day, 1900 to today (Lithuanian time): validation.birthDate. */
export const birthDateSchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.check((text) => isValidBirthDate(text), VALIDATION.birthDate),
  ),
);

/**
 * `{ dateFrom, dateTo }` where dateTo is after dateFrom (spec §5 "Date to must be after date from");
 * the order issue sits on `dateTo`, and is only reported when both dates are valid.
 * `allowSameDay` gives the "not before" variant (L01) with validation.dateToNotBeforeFrom.
 */
export function createDateRangeSchema(options: { allowSameDay?: boolean } = {}) {
  return v.pipe(
    v.object({ dateFrom: isoDateSchema, dateTo: isoDateSchema }, requiredOr(VALIDATION.invalid)),
    v.forward(
      v.partialCheck(
        [['dateFrom'], ['dateTo']],
        // An invalid date already has its own issue; compare only two real dates.
        (range) =>
          !isValidIsoDate(range.dateFrom) ||
          !isValidIsoDate(range.dateTo) ||
          isDateToAfterFrom(range.dateFrom, range.dateTo, options),
        options.allowSameDay ? VALIDATION.dateToNotBeforeFrom : VALIDATION.dateToAfterFrom,
      ),
      ['dateTo'],
    ),
  );
}

/** The strict range: dateTo after dateFrom (validation.dateToAfterFrom on `dateTo`). */
export const dateRangeSchema = createDateRangeSchema();

/**
 * A euro amount typed as text (`'12.50'` or `'12,50'`, ≥ 0, at most 2 decimals) parsed to integer
 * cents (spec §9): validation.money. Input must be text: a number could be euros or already cents,
 * and guessing would be off by 100. For an amount that is already cents, use `centsSchema`.
 */
export const moneyCentsSchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.check((euros: string) => isValidMoney(euros), VALIDATION.money),
    v.transform((euros) => eurosToCents(euros)!),
  ),
);

/** Integer, non-negative cents, as API payloads and storage carry money (spec §9): validation.money. */
export const centsSchema = firstIssueOnly(
  v.pipe(
    v.number(requiredOr(VALIDATION.money)),
    v.safeInteger(VALIDATION.money),
    v.minValue(0, VALIDATION.money),
  ),
);

/**
 * Makes a text field optional: absent, null, or blank input (what an untouched form input sends)
 * becomes `undefined`; anything else must pass `schema`.
 */
export function optionalField<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.nullish(v.string(VALIDATION.invalid)),
    v.transform((value) => (value == null || value.trim() === '' ? undefined : value)),
    v.optional(schema),
  );
}
