/**
 * Small pure pieces every outbox store shares: a new report's first state, its outbox entry, the
 * request sent for it, and whether a correction changed what would be sent.
 */
import type { CatchReportRequest } from '../../../../shared/anglers/catch-reports.ts';
import type { OutboxEntry } from '../../../platform/outbox/types.ts';
import type { NewCatchReport, StoredCatchReport } from './report-types.ts';

/** A random UUID (v4) made on the phone: the report's id and Idempotency-Key. */
export function newReportId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // `crypto.randomUUID` needs a secure context; `getRandomValues` does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newReport(
  report: NewCatchReport & { id: string },
  now: Date,
  corrects: string | null,
): StoredCatchReport {
  return {
    ...report,
    savedAt: now.toISOString(),
    sentAt: null,
    state: 'WAITING',
    attempts: 0,
    result: null,
    refusal: null,
    corrects,
  };
}

export function queued(id: string, now: Date): OutboxEntry {
  return {
    id,
    type: 'catchReport',
    queuedAt: now.getTime(),
    attempts: 0,
    nextAttemptAt: now.getTime(),
    lastProblem: null,
  };
}

/**
 * The request body for one attempt (the contract's fields only: nothing the phone keeps for itself).
 * `walletCode`: the security code of the card in the wallet, sent when the report has none of its
 * own (one saved before codes existed, or while the wallet lacked it; ADR 0015).
 */
export function requestOf(
  report: StoredCatchReport,
  sentAt: string,
  walletCode?: string,
): CatchReportRequest {
  return {
    id: report.id,
    permitNumber: report.permitNumber,
    firstName: report.firstName,
    lastName: report.lastName,
    securityCode: report.securityCode || walletCode || '',
    speciesCode: report.speciesCode,
    amount: report.amount,
    lengthCm: report.lengthCm,
    sex: report.sex,
    eelCaught: report.eelCaught,
    caughtAt: report.caughtAt,
    savedAt: report.savedAt,
    sentAt,
  };
}

const SENT_FIELDS = [
  'permitNumber',
  'firstName',
  'lastName',
  'securityCode',
  'speciesCode',
  'amount',
  'lengthCm',
  'sex',
  'eelCaught',
  'caughtAt',
] as const satisfies readonly (keyof NewCatchReport)[];

/**
 * Whether the person's edit of a refused report changed anything the server would see. Unchanged,
 * it is sent again under its own id (a replay of the same request); changed, it is a new report
 * with a new id, because the server keeps one body per key (422 for another body under it).
 */
export function changesWhatIsSent(before: NewCatchReport, after: NewCatchReport): boolean {
  // A report saved before codes existed has none: the same as an empty one.
  const value = (report: NewCatchReport, field: (typeof SENT_FIELDS)[number]) =>
    field === 'securityCode' ? (report.securityCode ?? '') : report[field];
  return SENT_FIELDS.some((field) => value(before, field) !== value(after, field));
}
