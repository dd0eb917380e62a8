/**
 * How applications and permits read on screen: prices, validity days, the tone of a state badge
 * and the past-tense name of a history step. Pure, shared by the person's lists and the back office.
 */
import { formatCents } from '../../../shared/fields/money.ts';
import type { Language, MessageId } from '../../../shared/i18n/index.ts';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATES,
  type ApplicationState,
  PERMIT_ACTIONS,
  PERMIT_STATES,
  type PermitState,
} from '../../../shared/permits/engine/lifecycle.ts';
import { formatPortalDate } from '../../platform/dates.ts';

const LOCALES: Record<Language, string> = { lt: 'lt-LT', en: 'en-GB' };

/** Prices are kept in cents (api-types.ts); people read euros with two decimals: `12,50 €`, `€12.50`. */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * 1250 → `12,50 €` (lt) or `€12.50` (en), without grouping; the space before the sign does not
 * break. How the anglers' purchase and the lessors' and officers' fishing pages write money.
 */
export function euros(cents: number, language: Language): string {
  const amount = formatCents(cents, language);
  return language === 'lt' ? `${amount}\u00a0€` : `€${amount}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (`2026-11-21`) in the portal's date style (spec §9: `yyyy-MM-dd` in Lithuanian,
 * `dd-MM-yyyy` in English). A day is not an instant: it is rearranged, never moved across zones.
 * A timestamp is shown as its Vilnius day.
 */
export function formatDay(value: string, language: Language): string {
  const day = DAY.exec(value);
  if (!day) return formatPortalDate(value, language);
  const [, year, month, date] = day;
  return language === 'lt' ? `${year}-${month}-${date}` : `${date}-${month}-${year}`;
}

export type StateTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

const APPLICATION_TONES: Record<ApplicationState, StateTone> = {
  RUOSIAMA: 'neutral',
  PATEIKTA: 'info',
  VERTINAMA: 'info',
  PATIKRINTA: 'info',
  // Returned: the applicant must act.
  GRAZINTA: 'warning',
  ATSAUKTA: 'neutral',
  PRIIMTA: 'success',
  ATMESTA: 'danger',
  PANAIKINTA: 'danger',
};

const PERMIT_TONES: Record<PermitState, StateTone> = {
  LEIDIMO_PROJEKTAS: 'neutral',
  VYKDOMAS: 'info',
  ISDUOTAS: 'success',
  NEISDUOTAS: 'danger',
  GALIOJANTIS: 'success',
  PATIKSLINTAS_GALIOJANTIS: 'success',
  PATIKSLINTAS_LAIKINAI_SUSTABDYTAS: 'warning',
  LAIKINAI_SUSTABDYTAS: 'warning',
  SUSTABDYTAS: 'warning',
  PASIBAIGES: 'neutral',
  PANAIKINTAS: 'danger',
  NEGALIOJANTIS: 'neutral',
  ARCHYVINIS: 'neutral',
};

export type StateSubject = 'application' | 'permit';

export function isApplicationState(value: string): value is ApplicationState {
  return (APPLICATION_STATES as readonly string[]).includes(value);
}

export function isPermitState(value: string): value is PermitState {
  return (PERMIT_STATES as readonly string[]).includes(value);
}

/** The badge colour of a state; the state's name is always written too (WCAG 1.4.1). */
export function stateTone(subject: StateSubject, state: string): StateTone {
  if (subject === 'application') return isApplicationState(state) ? APPLICATION_TONES[state] : 'neutral';
  return isPermitState(state) ? PERMIT_TONES[state] : 'neutral';
}

/** The state's name, or null for a value the lifecycle does not know (shown as written). */
export function stateLabel(subject: StateSubject, state: string): MessageId | null {
  if (subject === 'application') return isApplicationState(state) ? `applicationState.${state}` : null;
  return isPermitState(state) ? `permitState.${state}` : null;
}

/** Steps a history can hold: the lifecycle's actions (lifecycle.ts), plus creating and saving. */
// 'pay', 'refund', 'refunded': the state fee's steps in an application's history (issue 20).
const HISTORY_ACTIONS = [
  'create',
  'save',
  ...APPLICATION_ACTIONS,
  ...PERMIT_ACTIONS,
  'pay',
  'refund',
  'refunded',
] as const;
type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * The past-tense name of a history step ("Submitted", "Returned for correction"): the lifecycle's
 * own `action.*` texts are button labels. Null for a step the portal does not know yet.
 */
export function historyActionLabel(action: string): MessageId | null {
  return (HISTORY_ACTIONS as readonly string[]).includes(action)
    ? `historyUi.action.${action as HistoryAction}`
    : null;
}
