/**
 * The purchase request's rules (spec §3 L05/L06 angler, §5), one function for the browser (the
 * purchase journey shows the same messages before sending) and the server (which re-validates
 * every request, house style habit 2). The angler's data follow the kinds' definition
 * (`ANGLER_STEP`, src/shared/permits/parts/angler.ts) through the one validator of every
 * kind; the rest are the purchase's own rules. Messages are ids with values, translated late.
 *
 * What needs the catalogue (an offer's dates, a licence's season and stock, whether the water body
 * is leased) is checked on the server against the database, not here.
 */
import { addDays, format, parseISO } from 'date-fns';
import { isValidIsoDate, normalizePhone, todayInLithuania, VALIDATION } from '../fields/index.ts';
import type { MessageId, MessageValues } from '../i18n/index.ts';
import type { FieldIssue } from '../permits/engine/validate.ts';
import { validateFields } from '../permits/engine/validate.ts';
import { ANGLER_STEP } from '../permits/parts/angler.ts';
import {
  type AnglerData,
  type AnglerKind,
  isAnglerKind,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PurchaseRequest,
} from './api-types.ts';
import { isAnglerPeriod } from './periods.ts';

/** How far ahead a permit may start: a year (a ticket for next season, not for a decade ahead). */
export const MAX_DAYS_AHEAD = 365;

export type PurchaseValidation =
  | { ok: true; request: PurchaseRequest; issues: [] }
  | { ok: false; issues: FieldIssue[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether a value was left empty (a non-text value is not empty: it is wrong). */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The last day a permit may start on. */
export function latestValidFrom(today: string): string {
  return format(addDays(parseISO(today), MAX_DAYS_AHEAD), 'yyyy-MM-dd');
}

/**
 * Checks a purchase request (or a quote request: the same body). `today` is Lithuanian time
 * (spec §5 "not in the past"), injectable for tests.
 */
export function validatePurchaseRequest(
  input: unknown,
  options: { today?: string } = {},
): PurchaseValidation {
  const today = options.today ?? todayInLithuania();
  const body = record(input);
  const issues: FieldIssue[] = [];
  const issue = (path: string, message: MessageId, values?: MessageValues) => {
    issues.push(values ? { path, message, values } : { path, message });
  };

  const kindText = text(body.kind);
  let kind: AnglerKind | null = null;
  if (blank(body.kind)) issue('kind', VALIDATION.required);
  else if (!isAnglerKind(kindText)) issue('kind', 'validation.choice');
  else kind = kindText;

  /** An id chosen from the catalogue: undefined when not given, null when given but not an id (issue added). */
  const reference = (name: 'offerId' | 'licenceId' | 'waterBodyId'): string | null | undefined => {
    const raw = body[name];
    if (blank(raw)) return undefined;
    const value = text(raw);
    if (!UUID.test(value)) {
      issue(name, 'validation.choice');
      return null;
    }
    return value.toLowerCase();
  };
  const offerId = reference('offerId');
  const licenceId = reference('licenceId');
  const waterBodyId = reference('waterBodyId');

  let period: PurchaseRequest['period'];
  if (kind === 'l05_1') {
    const value = text(body.period);
    if (blank(body.period)) issue('period', VALIDATION.required);
    else if (!isAnglerPeriod(value)) issue('period', 'validation.choice');
    else period = value;
  }
  // L05.2: an offer, or at least the water body so that the server can say it is not leased (spec §8).
  if (kind === 'l05_2' && offerId === undefined && waterBodyId === undefined) {
    issue('offerId', VALIDATION.required);
  }
  if ((kind === 'l06_1' || kind === 'l06_2') && licenceId === undefined) {
    issue('licenceId', VALIDATION.required);
  }

  const validFrom = text(body.validFrom);
  if (blank(body.validFrom)) issue('validFrom', VALIDATION.required);
  else if (!isValidIsoDate(validFrom)) issue('validFrom', VALIDATION.invalidDate);
  else if (validFrom < today) issue('validFrom', 'validation.dateNotBeforeToday');
  else if (validFrom > latestValidFrom(today))
    issue('validFrom', 'anglers.error.validFromTooLate', { max: latestValidFrom(today) });

  const method = text(body.paymentMethod);
  if (blank(body.paymentMethod)) issue('paymentMethod', VALIDATION.required);
  else if (!PAYMENT_METHODS.includes(method as PaymentMethod)) issue('paymentMethod', 'validation.choice');

  const anglerInput = { ...record(body.angler) };
  // People type phone numbers in many ways; the stored form is +370 and 8 digits (spec §5).
  if (typeof anglerInput.phone === 'string') {
    anglerInput.phone = normalizePhone(anglerInput.phone) ?? anglerInput.phone;
  }
  // The angler step alone, validated by the same walker as every kind's step (the purchase
  // journey's angler screen runs it so too: engineStep in the browser).
  const angler = validateFields(ANGLER_STEP.fields, anglerInput, { mode: 'submit', today });
  for (const found of angler.issues) issues.push({ ...found, path: `angler.${found.path}` });

  if (issues.length > 0 || kind === null) return { ok: false, issues };
  return {
    ok: true,
    issues: [],
    request: {
      kind,
      // Only what the kind is bought by: a stray id of another kind's product is dropped.
      ...(kind === 'l05_2' && offerId ? { offerId } : {}),
      ...(kind === 'l05_2' && waterBodyId ? { waterBodyId } : {}),
      ...((kind === 'l06_1' || kind === 'l06_2') && licenceId ? { licenceId } : {}),
      ...(period ? { period } : {}),
      validFrom,
      angler: angler.data as unknown as AnglerData,
      paymentMethod: method as PaymentMethod,
    },
  };
}
