/**
 * Pure helpers of the officer's decisions (issue 4 item 7): the default validity of a permit being
 * issued, the price typed in euros and sent in cents (spec §9 "money stored as cents, shown with 2
 * decimals; permit price in euros"), and which decisions need a written reason.
 */
import type { PermitLifecycle, Validity } from '../../../shared/permits/engine/definition.ts';
import {
  type ApplicationAction,
  type ApplicationState,
  applicationTransition,
  type PermitAction,
  type PermitState,
  permitTransition,
} from '../../../shared/permits/engine/lifecycle.ts';
import { toVilniusWallClock } from '../../platform/vilnius-time.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's calendar day in Vilnius (spec §9, architecture §2), `yyyy-MM-dd`, whatever the device's zone. */
export function vilniusToday(now: Date = new Date()): string {
  const wall = toVilniusWallClock(now);
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
}

/** True for a real calendar day written `yyyy-MM-dd`. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The default last day of a permit issued for `validity` from `validFrom` (ADR 0008: a number of
 * months from the start): the same day `months` later, or that month's last day when it is
 * shorter (31 January + 1 month → 28 or 29 February). The server computes the same default when
 * no end is sent (modules/permits/service.ts), so what the officer sees is what is issued.
 * `null` for a permit valid indefinitely (L13) or an unreadable start.
 */
export function defaultValidUntil(validFrom: string, validity: Validity): string | null {
  if ('indefinite' in validity || !isCalendarDay(validFrom)) return null;
  const [year, month, day] = validFrom.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + validity.months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayOfTarget))).toISOString().slice(0, 10);
}

/**
 * Cents from a price typed in euros: `58`, `58.5`, `58,50`, `1 234,56` (Lithuanian writes a decimal
 * comma and spaces between thousands). `null` for anything else: a negative sum, more than two
 * decimals, letters, or a sum too large to be a permit's price.
 */
export function parseEuros(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f]/g, '').replace(/€$|eur$/i, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** The price field's text for `cents`: two decimals with the language's decimal mark, no grouping. */
export function centsToInput(cents: number, language: 'lt' | 'en'): string {
  const text = (cents / 100).toFixed(2);
  return language === 'lt' ? text.replace('.', ',') : text;
}

/** Whether the officer must write why (the transition table's `needsReason`; it reaches the applicant). */
export function applicationActionNeedsReason(action: ApplicationAction, state: ApplicationState): boolean {
  return applicationTransition(action, state, 'officer')?.needsReason === true;
}

export function permitActionNeedsReason(
  lifecycle: PermitLifecycle,
  action: PermitAction,
  state: PermitState,
): boolean {
  return permitTransition(lifecycle, action, state, 'officer')?.needsReason === true;
}

/** What a failed decision answered (an `ApiError` of platform/api.ts, read structurally). */
export interface DecisionFailure {
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
  globalErrors: readonly string[];
}

/**
 * Where the dialog shows a failure (spec §8): a message about one of its own fields beside that
 * field, everything else above the form. A refusal without field errors (409 "not possible in the
 * current state", 403) shows the server's text as it is.
 */
export function placeFailure(
  failure: DecisionFailure,
  fields: readonly string[],
): { atFields: Record<string, string>; general: string | null } {
  const atFields: Record<string, string> = {};
  const other: string[] = [...failure.globalErrors];
  for (const error of failure.fieldErrors) {
    if (fields.includes(error.field) && !atFields[error.field]) atFields[error.field] = error.message;
    else other.push(error.message);
  }
  if (other.length > 0) return { atFields, general: other.join('; ') };
  return { atFields, general: Object.keys(atFields).length > 0 ? null : failure.message };
}

/**
 * How accepting works for the application's type (modules/permits/service.ts): a new permit or a
 * change (a new permit replaces the old one) takes a start, an end and a price; an amendment or a
 * volume specification corrects the same permit and keeps its dates; an extension only moves the end.
 */
export type AcceptMode = 'issue' | 'amend' | 'extend';

export function acceptModeOf(type: string): AcceptMode {
  if (type === 'LEIDIMO_TIKSLINIMAS' || type === 'TURIO_TIKSLINIMAS') return 'amend';
  if (type === 'PRATESIMAS') return 'extend';
  return 'issue';
}
