/**
 * Catch reports (issue 6; spec §3 Catch report: fish species, amount, length in cm, sex, the
 * eel-caught question; §4 "submitting a catch report for an L06 card cancels the card's validity";
 * §8 "a catch report must be submitted within 10 minutes after catching and keeping salmon or sea
 * trout"). Filed for an L06 card or licence, usually with no signal: the phone keeps the report in
 * its outbox and sends it, exactly once, when the network returns (architecture §5). ADR 0010.
 *
 *   POST /api/public/zvejyba/laimikis        CatchReportRequest   201 CatchReportResult
 *        header Idempotency-Key: the report's id (a UUID made on the phone when the person saves it),
 *        equal to body.id, else 400; anti-forgery header as on every change. A replay (same permit,
 *        same id, same body apart from `sentAt` and `securityCode`) answers the first result with
 *        200; the same key with another body → 422 `catchReport.error.keyReused`; duplicates sent
 *        at the same moment wait for the first and get its answer. Proof (ADR 0015): the permit number + the holder's first
 *        and last name (like the download form; case and diacritics do not matter) + the card's
 *        `securityCode`, or the session of the holder or buyer (names are still required: the phone
 *        always has them). Until the holder is proven every refusal is the same 404
 *        `catchReport.error.notFound`, whatever was wrong; after it, refusals are 400 field errors
 *        named after the request's fields and 409 `{ message, refusal: CatchReportRefusal }`. None
 *        is stored: the phone keeps the report for correction. 429 with Retry-After past the
 *        per-address limit, and past the limit of failed proofs shared with the download form.
 *   GET  /api/public/zvejyba/laimikis/ataskaita?telkinys=&rusis=&nuo=&iki=   PublicCatchReport
 *        the public report of caught fish for L06.2 (by water body, species and period); no personal data
 *   GET  /api/v1/zvejyba/laimikis?leidimas=<number>   CatchReportResult[] the holder's reports of one permit
 *        (login required; 404 when the permit is not the person's)
 *   GET  /api/public/zvejyba/leidimai/:number          AnglerPermitLookup: the public lookup of an L05/L06
 *        permit (`/leidimo-paieska/l06_2`): validity, the holder's initials only, the water body and the
 *        species; 400 `{ errors.fieldErrors: [{ field: 'numeris' }] }` for a mistyped number; rate-limited (429)
 *
 * Query of the public report: `telkinys` a water body id and `rusis` a species code from the report's
 * own filter lists; `nuo`/`iki` days yyyy-MM-dd (Lithuanian time), default 1 January of this year to
 * today, at most REPORT_PERIOD_MAX_YEARS long; 400 with field errors named after the parameters.
 * Answered with `Cache-Control: public, max-age=300`.
 *
 * Isomorphic: the phone and the server judge with the same code (`validateCatchReport`,
 * `judgeCatchTimes`).
 */

import * as v from 'valibot';
import { isValidIsoDate } from '../fields/dates.ts';
import { VALIDATION } from '../fields/message-ids.ts';
import { NAME_MAX_LENGTH } from '../fields/name.ts';
import type { MessageId, MessageValues } from '../i18n/index.ts';
import { PERMIT_STATES } from '../permits/engine/lifecycle.ts';
import type { FieldIssue } from '../permits/engine/validate.ts';
import { dammDigit, normalizePermitNumber } from '../permits/permit-number.ts';
import { ANGLER_KINDS } from './api-types.ts';
import { isSecurityCodeShape, normalizeSecurityCode } from './security-code.ts';

/** Species whose kept catch must be reported within SALMON_REPORT_MINUTES (spec §8, §9). */
export const SALMONIDS: readonly string[] = ['lasisa', 'slakys'];
export const SALMON_REPORT_MINUTES = 10;

/** Fish kept in one report: a whole number 0…MAX_CATCH_AMOUNT. */
export const MAX_CATCH_AMOUNT = 100;
/** Length of a fish, cm, one decimal. */
export const MIN_LENGTH_CM = 1;
export const MAX_LENGTH_CM = 300;
/**
 * Days after a card's last day within which further reports are still accepted once its report has
 * been filed. The first report of a card is accepted whenever it comes: spec §8 blocks the angler's
 * next purchase until it is filed, so refusing it would block them for good (ADR 0010).
 */
export const REPORT_WINDOW_DAYS = 30;
/** Clocks read in the same second on a phone differ a little; times this close count as in order. */
export const CLOCK_TOLERANCE_MS = 60_000;
/** Longest period the public report covers in one answer. */
export const REPORT_PERIOD_MAX_YEARS = 5;

export const CATCH_SEXES = ['PATINAS', 'PATELE', 'NEZINOMA'] as const;
export type CatchSex = (typeof CATCH_SEXES)[number];

/** What the angler enters (and the device records) for one report. */
export interface CatchReportRequest {
  /** The report's id made on the phone (UUID v4); the same value goes in Idempotency-Key. */
  id: string;
  permitNumber: string;
  firstName: string;
  lastName: string;
  /**
   * The card's security code (ADR 0015), normalised (`K7QM3XRT`); empty when the phone has none (a
   * report saved before codes existed, or by the holder logged in). Proof, not part of the report:
   * it is left out of the request's hash, so a report sent again with a code it lacked is the same
   * report.
   */
  securityCode: string;
  speciesCode: string;
  /** Fish kept, whole number ≥ 0 (0: "caught nothing", which still files the report). */
  amount: number;
  /** Length of the (largest) fish in cm, one decimal; null when amount is 0. */
  lengthCm: number | null;
  sex: CatchSex;
  /** Spec's eel-caught question: was an eel caught (and released, as the rules require)? */
  eelCaught: boolean;
  /** Device time of the catch, recorded when the person pressed "I caught a fish" or entered it. ISO. */
  caughtAt: string;
  /** Device time the report was saved on the phone. ISO. */
  savedAt: string;
  /** Device time this request was sent (set by the outbox on every attempt). ISO. */
  sentAt: string;
}

// Answers of the catch-report routes: valibot schemas, declared as the routes' `response`
// (src/server/core/route.ts), with the types inferred from them.

export const catchReportResultSchema = v.object({
  id: v.string(),
  permitNumber: v.string(),
  kind: v.picklist(ANGLER_KINDS),
  speciesCode: v.string(),
  amount: v.number(),
  /** Server time it was first received. */
  receivedAt: v.string(),
  /** Catch time on the server's clock: device catch time corrected by the measured clock skew. */
  caughtAtServer: v.string(),
  /** Phone clock minus server clock, ms (positive: the phone is ahead), measured on the first receipt. */
  skewMs: v.number(),
  /** A salmon or sea trout reported (saved on the phone) later than 10 minutes after the catch. */
  late: v.boolean(),
  /** Minutes between catch and save, as judged (one decimal). */
  minutesToReport: v.number(),
  /** The card's validity ended with this report (spec §4). */
  cardEnded: v.boolean(),
  lengthCm: v.nullable(v.number()),
  sex: v.picklist(CATCH_SEXES),
  eelCaught: v.boolean(),
});
export type CatchReportResult = v.InferOutput<typeof catchReportResultSchema>;

/**
 * Why a report was refused (HTTP 409, body `{ message, refusal }`: `message` translated, `refusal`
 * the rule and its facts). Nothing is stored: the phone keeps the report for correction. ADR 0010.
 */
export type CatchReportRefusal =
  /** Not an L06 card (an L05 ticket or permit, or another kind). */
  | { rule: 'notACard' }
  /** The card's first day is still to come (Lithuanian time). */
  | { rule: 'notYetValid'; validFrom: string }
  /** Annulled (PANAIKINTAS) or otherwise made void (NEGALIOJANTIS). */
  | { rule: 'annulled' }
  /** Suspended by an officer (LAIKINAI_SUSTABDYTAS, SUSTABDYTAS). */
  | { rule: 'suspended' }
  /** The card's licence is for `cardSpeciesCode`. */
  | { rule: 'speciesNotOnCard'; speciesCode: string; cardSpeciesCode: string }
  /** The catch time on the server's clock (`caughtAt`, ISO) falls outside the card's days. */
  | { rule: 'catchOutsideValidity'; validFrom: string; validUntil: string; caughtAt: string }
  /** Expired more than REPORT_WINDOW_DAYS ago and its report is already filed. */
  | { rule: 'reportWindowClosed'; validUntil: string }
  /** A further report of a fish caught after the first report ended the card (`endedAt`, ISO). */
  | { rule: 'cardEnded'; endedAt: string };

export const publicCatchRowSchema = v.object({
  waterBodyId: v.string(),
  waterBodyName: v.string(),
  speciesCode: v.string(),
  /** Fish kept. */
  fish: v.number(),
  reports: v.number(),
  /** Average length of reported fish, cm, one decimal; null if none. */
  averageLengthCm: v.nullable(v.number()),
  /**
   * How many lengths that average is over (reports of kept fish with a length; 0 when it is null),
   * so that averages of several rows can be combined, weighted by it (the report's totals row).
   */
  measuredLengths: v.number(),
});
export type PublicCatchRow = v.InferOutput<typeof publicCatchRowSchema>;

export const publicCatchReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  rows: v.array(publicCatchRowSchema),
  /** Fish kept per month (yyyy-MM) for the chart, all water bodies and species in the filter. */
  byMonth: v.array(v.object({ month: v.string(), fish: v.number() })),
  /** Filters offered: water bodies with L06.2 licences, species on them. */
  waterBodies: v.array(v.object({ id: v.string(), name: v.string() })),
  species: v.array(v.object({ code: v.string(), nameLt: v.string(), nameEn: v.string() })),
});
export type PublicCatchReport = v.InferOutput<typeof publicCatchReportSchema>;

/** The public lookup of an angler permit by number (`/leidimo-paieska/l06_2`): no names, initials only. */
export const anglerPermitLookupSchema = v.variant('found', [
  v.object({ found: v.literal(false) }),
  v.object({
    found: v.literal(true),
    number: v.string(),
    kind: v.picklist(ANGLER_KINDS),
    state: v.picklist(PERMIT_STATES),
    /** Valid today: a valid state and today within its days (Lithuanian time). */
    valid: v.boolean(),
    validFrom: v.string(),
    validUntil: v.string(),
    holderInitials: v.string(),
    waterBody: v.nullable(v.object({ code: v.string(), name: v.string() })),
    species: v.nullable(v.object({ code: v.string(), nameLt: v.string(), nameEn: v.string() })),
  }),
]);
export type AnglerPermitLookup = v.InferOutput<typeof anglerPermitLookupSchema>;

/**
 * Clock skew and lateness (architecture §5). The phone sends its own times; the server measures
 * skew = sentAt (phone clock) − receivedAt (server clock), ignoring network time (seconds), and
 * judges lateness on the phone's own interval savedAt − caughtAt, which skew does not change — but
 * a catch time in the future of the save, or a save after the send, is refused as impossible.
 */
export function judgeCatchTimes(
  input: { caughtAt: string; savedAt: string; sentAt: string },
  receivedAt: Date,
) {
  const caught = Date.parse(input.caughtAt);
  const saved = Date.parse(input.savedAt);
  const sent = Date.parse(input.sentAt);
  const skewMs = sent - receivedAt.getTime();
  const minutesToReport = Math.max(0, (saved - caught) / 60_000);
  return {
    skewMs,
    caughtAtServer: new Date(caught - skewMs),
    minutesToReport,
    consistent:
      Number.isFinite(caught + saved + sent) &&
      caught <= saved + CLOCK_TOLERANCE_MS &&
      saved <= sent + CLOCK_TOLERANCE_MS,
  };
}

export function isSalmonid(speciesCode: string): boolean {
  return SALMONIDS.includes(speciesCode);
}

/** Whether a kept catch of `speciesCode` must be reported within SALMON_REPORT_MINUTES and was not. */
export function isLateReport(speciesCode: string, amount: number, minutesToReport: number): boolean {
  return isSalmonid(speciesCode) && amount > 0 && minutesToReport > SALMON_REPORT_MINUTES;
}

export type CatchReportValidation =
  | { ok: true; request: CatchReportRequest; issues: [] }
  | { ok: false; issues: FieldIssue[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A moment with its offset, as `Date.prototype.toISOString` and every phone write it. */
const ISO_MOMENT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const SPECIES_CODE = /^[a-z][a-z0-9_]{0,39}$/;
const WHOLE = /^\d{1,6}$/;
const ONE_DECIMAL = /^\d{1,6}([.,]\d)?$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An ISO moment with an offset and a real day, as a Date; null otherwise. */
export function parseMoment(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = ISO_MOMENT.exec(value.trim());
  if (!m || !isValidIsoDate(m[1]!)) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A number typed or sent: a JSON number, or text with a decimal point or comma (Lithuanian "54,5"). */
function numberOf(value: unknown, pattern: RegExp): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !pattern.test(value.trim())) return null;
  return Number(value.trim().replace(',', '.'));
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks a catch report as the phone's form has it and as the server receives it (house style
 * habit 2: one rule set, both sides). Messages are ids with values, translated late. What needs the
 * database — the permit and its holder, the card's species, validity and state — is the server's.
 *
 * - `id` a UUID (the Idempotency-Key); the permit number 11 digits with its check digit (spaces
 *   and dashes people type are dropped); first and last name required (compared with the holder's
 *   without case and diacritics, like the download form); `securityCode` optional, of the code's
 *   shape when given (security-code.ts);
 * - `amount` a whole number 0…100; `lengthCm` 1…300 with one decimal, required when fish were kept
 *   and dropped when none were; `sex` one of CATCH_SEXES (NEZINOMA when nothing was kept and none
 *   was chosen); `eelCaught` yes or no;
 * - `caughtAt`, `savedAt`, `sentAt` ISO moments with an offset, in order on the phone's clock
 *   (`judgeCatchTimes`): a catch after the save, or a save after the send, cannot be judged.
 *
 * The phone validates before `sentAt` exists: pass `{ sending: false }` to leave it out.
 */
export function validateCatchReport(
  input: unknown,
  options: { sending?: boolean } = {},
): CatchReportValidation {
  const sending = options.sending ?? true;
  const body = (input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: MessageId, values?: MessageValues) => {
    issues.push(values ? { path, message, values } : { path, message });
  };

  const id = text(body.id).toLowerCase();
  if (blank(body.id)) issue('id', VALIDATION.required);
  else if (!UUID.test(id)) issue('id', 'catchReport.error.id');

  const permitNumber = normalizePermitNumber(text(body.permitNumber));
  if (permitNumber === '') issue('permitNumber', 'permitDocument.error.numberRequired');
  else if (!/^\d+$/.test(permitNumber)) issue('permitNumber', VALIDATION.digitsOnly);
  else if (permitNumber.length !== 11) issue('permitNumber', 'permitDocument.error.numberFormat');
  else if (dammDigit(permitNumber) !== 0) issue('permitNumber', 'permitDocument.error.checkDigit');

  const names = { firstName: text(body.firstName), lastName: text(body.lastName) };
  for (const [field, value] of Object.entries(names)) {
    if (value === '') issue(field, VALIDATION.required);
    else if (value.length > NAME_MAX_LENGTH) issue(field, VALIDATION.maxLength, { max: NAME_MAX_LENGTH });
  }

  // Optional here: the server decides whether the holder is proven without it (a session).
  const securityCode = normalizeSecurityCode(text(body.securityCode).slice(0, 40));
  if (securityCode !== '' && !isSecurityCodeShape(securityCode))
    issue('securityCode', 'anglers.securityCode.format');

  const speciesCode = text(body.speciesCode);
  if (speciesCode === '') issue('speciesCode', VALIDATION.required);
  else if (!SPECIES_CODE.test(speciesCode)) issue('speciesCode', 'validation.choice');

  const amount = numberOf(body.amount, WHOLE);
  const amountOk = amount !== null && Number.isInteger(amount) && amount >= 0 && amount <= MAX_CATCH_AMOUNT;
  if (blank(body.amount)) issue('amount', VALIDATION.required);
  else if (!amountOk) issue('amount', 'catchReport.error.amount', { max: MAX_CATCH_AMOUNT });
  const kept = amountOk && amount > 0;

  let lengthCm: number | null = null;
  if (kept) {
    const length = numberOf(body.lengthCm, ONE_DECIMAL);
    if (blank(body.lengthCm)) issue('lengthCm', VALIDATION.required);
    else if (
      length === null ||
      length < MIN_LENGTH_CM ||
      length > MAX_LENGTH_CM ||
      Math.abs(Math.round(length * 10) - length * 10) > 1e-9
    )
      issue('lengthCm', 'catchReport.error.length', { min: MIN_LENGTH_CM, max: MAX_LENGTH_CM });
    else lengthCm = Math.round(length * 10) / 10;
  }

  // Nothing kept: no fish to describe, so no length and no sex.
  let sex: CatchSex = 'NEZINOMA';
  if (kept) {
    if (blank(body.sex)) issue('sex', VALIDATION.required);
    else if (!(CATCH_SEXES as readonly string[]).includes(text(body.sex))) issue('sex', 'validation.choice');
    else sex = text(body.sex) as CatchSex;
  }

  if (typeof body.eelCaught !== 'boolean') issue('eelCaught', VALIDATION.required);

  const moment = (field: 'caughtAt' | 'savedAt' | 'sentAt'): Date | null => {
    if (field === 'sentAt' && !sending) return null;
    if (blank(body[field])) {
      issue(field, VALIDATION.required);
      return null;
    }
    const parsed = parseMoment(body[field]);
    if (parsed === null) issue(field, 'catchReport.error.time');
    return parsed;
  };
  const moments = { caughtAt: moment('caughtAt'), savedAt: moment('savedAt'), sentAt: moment('sentAt') };
  const { caughtAt, savedAt, sentAt } = moments;
  if (caughtAt && savedAt && caughtAt.getTime() > savedAt.getTime() + CLOCK_TOLERANCE_MS)
    issue('caughtAt', 'catchReport.error.caughtAfterSaved');
  if (savedAt && sentAt && savedAt.getTime() > sentAt.getTime() + CLOCK_TOLERANCE_MS)
    issue('savedAt', 'catchReport.error.savedAfterSent');

  if (issues.length > 0 || !caughtAt || !savedAt || amount === null) return { ok: false, issues };
  return {
    ok: true,
    issues: [],
    request: {
      id,
      permitNumber,
      firstName: names.firstName,
      lastName: names.lastName,
      securityCode,
      speciesCode,
      amount,
      lengthCm,
      sex,
      eelCaught: body.eelCaught as boolean,
      caughtAt: caughtAt.toISOString(),
      savedAt: savedAt.toISOString(),
      sentAt: sentAt ? sentAt.toISOString() : '',
    },
  };
}
