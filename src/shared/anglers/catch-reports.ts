/**
 * Catch reports (issue 6; spec §3 Catch report: fish species, amount, length in cm, sex, the
 * eel-caught question; §4 "submitting a catch report for an L06 card cancels the card's validity";
 * §8 "a catch report must be submitted within 10 minutes after catching and keeping salmon or sea
 * trout"). Filed for an L06 card or licence, usually with no signal: the phone keeps the report in
 * its outbox and sends it, exactly once, when the network returns (architecture §5). ADR 0010.
 *
 *   POST /api/public/zvejyba/laimikis        CatchReportRequest   201 CatchReportResult
 *        header Idempotency-Key: the report's id (a UUID made on the phone when the person saves it);
 *        a replay answers the first result (200); the same key with another body → 422; while the
 *        first is being processed → 409. Proof: permit number + first and last name of the holder
 *        (like the download form), or the holder's session. Refusals (400 field errors, 404 permit
 *        not found for the data, 409 `catchReport.refused.*` with `{ message, refusal }`) are not
 *        stored: the phone keeps the report for correction.
 *   GET  /api/public/zvejyba/laimikis/ataskaita?telkinys=&rusis=&nuo=&iki=   PublicCatchReport
 *        the public report of caught fish for L06.2 (by water body, species and period); no personal data
 *   GET  /api/v1/zvejyba/laimikis?leidimas=<number>   CatchReportResult[] the holder's reports of one permit
 *
 * Isomorphic: the phone and the server judge with the same code.
 */
import type { AnglerKind } from './api-types.ts';

/** Species whose kept catch must be reported within SALMON_REPORT_MINUTES (spec §8, §9). */
export const SALMONIDS: readonly string[] = ['lasisa', 'slakys'];
export const SALMON_REPORT_MINUTES = 10;

export const CATCH_SEXES = ['PATINAS', 'PATELE', 'NEZINOMA'] as const;
export type CatchSex = (typeof CATCH_SEXES)[number];

/** What the angler enters (and the device records) for one report. */
export interface CatchReportRequest {
  /** The report's id made on the phone (UUID v4); the same value goes in Idempotency-Key. */
  id: string;
  permitNumber: string;
  firstName: string;
  lastName: string;
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

export interface CatchReportResult {
  id: string;
  permitNumber: string;
  kind: AnglerKind;
  speciesCode: string;
  amount: number;
  /** Server time it was first received. */
  receivedAt: string;
  /** Catch time on the server's clock: device catch time corrected by the measured clock skew. */
  caughtAtServer: string;
  /** Phone clock minus server clock, ms (positive: the phone is ahead), measured on the first receipt. */
  skewMs: number;
  /** A salmon or sea trout reported (saved on the phone) later than 10 minutes after the catch. */
  late: boolean;
  /** Minutes between catch and save, as judged. */
  minutesToReport: number;
  /** The card's validity ended with this report (spec §4). */
  cardEnded: boolean;
}

export type CatchReportRefusal =
  | { rule: 'notACard' }
  | { rule: 'notYetValid'; validFrom: string }
  | { rule: 'annulled' }
  | { rule: 'speciesNotOnCard'; speciesCode: string }
  | { rule: 'catchOutsideValidity'; validFrom: string; validUntil: string }
  | { rule: 'reportWindowClosed'; validUntil: string };

export interface PublicCatchRow {
  waterBodyId: string;
  waterBodyName: string;
  speciesCode: string;
  /** Fish kept. */
  fish: number;
  reports: number;
  /** Average length of reported fish, cm, one decimal; null if none. */
  averageLengthCm: number | null;
}

export interface PublicCatchReport {
  from: string;
  to: string;
  rows: PublicCatchRow[];
  /** Fish kept per month (yyyy-MM) for the chart, all water bodies and species in the filter. */
  byMonth: { month: string; fish: number }[];
  /** Filters offered: water bodies with L06.2 licences, species on them. */
  waterBodies: { id: string; name: string }[];
  species: { code: string; nameLt: string; nameEn: string }[];
}

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
    consistent: Number.isFinite(caught + saved + sent) && caught <= saved + 60_000 && saved <= sent + 60_000,
  };
}

export function isSalmonid(speciesCode: string): boolean {
  return SALMONIDS.includes(speciesCode);
}
