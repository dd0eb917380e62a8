/**
 * Whether a catch report is accepted for a card, and what accepting it does (spec §4 "submitting a
 * catch report for an L06 card cancels the card's validity"; ADR 0010). Pure: the service reads the
 * facts under the permit's row lock and applies the verdict in the same transaction.
 */
import {
  type CatchReportRefusal,
  isLateReport,
  judgeCatchTimes,
  REPORT_WINDOW_DAYS,
} from '../../../shared/anglers/catch-reports.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { PermitLifecycle } from '../../../shared/permits/engine/definition.ts';
import {
  isPermitValid,
  type PermitState,
  permitTransition,
} from '../../../shared/permits/engine/lifecycle.ts';

/** Cards, the only permits catch reports are filed for (L05 tickets and permits owe none). */
export const CARD_KINDS: readonly string[] = ['l06_1', 'l06_2'];

/** An officer stopped the card for a while: nothing can be reported on it until it is renewed. */
const SUSPENDED: readonly PermitState[] = [
  'LAIKINAI_SUSTABDYTAS',
  'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS',
  'SUSTABDYTAS',
];
/**
 * States in which a report is accepted: in force, or ended by its dates or by an earlier report
 * (and archived after that). Any other state — annulled, made void, never issued — is refused.
 */
const REPORTABLE: readonly PermitState[] = [
  'GALIOJANTIS',
  'PATIKSLINTAS_GALIOJANTIS',
  'ISDUOTAS',
  'PASIBAIGES',
  'ARCHYVINIS',
];

/** The lifecycle action a report takes a card in force through: its validity ends (PASIBAIGES). */
export const END_ACTION = 'expire';

export interface CardFacts {
  kind: string;
  state: PermitState;
  lifecycle: PermitLifecycle;
  validFrom: string;
  validUntil: string;
  /** The species of the card's licence; null if unknown (then any known species is taken). */
  speciesCode: string | null;
  /** When the card's first report was received, if one was. */
  reportFiledAt: Date | null;
  /** When a report ended the card, if one did. */
  endedAt: Date | null;
}

export interface ReportTimes {
  speciesCode: string;
  amount: number;
  caughtAt: string;
  savedAt: string;
  sentAt: string;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type Verdict =
  | { accepted: false; refusal: CatchReportRefusal }
  | {
      accepted: true;
      skewMs: number;
      caughtAtServer: Date;
      minutesToReport: number;
      late: boolean;
      /** The card's state moves through END_ACTION (it was in force). */
      endsCard: { to: PermitState } | null;
      /** The card was valid today and stops being valid now (what the phone tells the angler). */
      cardEnded: boolean;
    };

/**
 * Judges one report received at `receivedAt` (the server's clock) for `card`. Times are judged as
 * `judgeCatchTimes` says: the catch moment on the server's clock decides which day it was; the
 * phone's own interval between catch and save decides lateness. The caller has validated the
 * request (times in order), and checked that the species exists.
 */
export function judgeReport(card: CardFacts, report: ReportTimes, receivedAt: Date): Verdict {
  const refuse = (refusal: CatchReportRefusal): Verdict => ({ accepted: false, refusal });
  if (!CARD_KINDS.includes(card.kind)) return refuse({ rule: 'notACard' });
  if (SUSPENDED.includes(card.state)) return refuse({ rule: 'suspended' });
  if (!REPORTABLE.includes(card.state)) return refuse({ rule: 'annulled' });
  if (card.speciesCode !== null && report.speciesCode !== card.speciesCode)
    return refuse({
      rule: 'speciesNotOnCard',
      speciesCode: report.speciesCode,
      cardSpeciesCode: card.speciesCode,
    });

  const today = todayInLithuania(receivedAt);
  if (today < card.validFrom) return refuse({ rule: 'notYetValid', validFrom: card.validFrom });

  const times = judgeCatchTimes(report, receivedAt);
  const caughtDay = todayInLithuania(times.caughtAtServer);
  if (caughtDay < card.validFrom || caughtDay > card.validUntil)
    return refuse({
      rule: 'catchOutsideValidity',
      validFrom: card.validFrom,
      validUntil: card.validUntil,
      caughtAt: times.caughtAtServer.toISOString(),
    });
  if (card.endedAt !== null && times.caughtAtServer.getTime() > card.endedAt.getTime())
    return refuse({ rule: 'cardEnded', endedAt: card.endedAt.toISOString() });
  if (card.reportFiledAt !== null && today > addDays(card.validUntil, REPORT_WINDOW_DAYS))
    return refuse({ rule: 'reportWindowClosed', validUntil: card.validUntil });

  const transition = isPermitValid(card.state)
    ? permitTransition(card.lifecycle, END_ACTION, card.state, 'system')
    : undefined;
  const minutesToReport = Math.round(times.minutesToReport * 10) / 10;
  return {
    accepted: true,
    skewMs: times.skewMs,
    caughtAtServer: times.caughtAtServer,
    minutesToReport,
    late: isLateReport(report.speciesCode, report.amount, times.minutesToReport),
    endsCard: transition ? { to: transition.to } : null,
    cardEnded: transition !== undefined && today <= card.validUntil,
  };
}
