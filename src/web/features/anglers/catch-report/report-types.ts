/**
 * What the phone keeps of a catch report (issue 6, architecture §5). The report is the person's
 * record and stays after it is sent (its state shows in the wallet); its outbox entry
 * (platform/outbox/types.ts) exists only while the report waits to be sent. Both live in the
 * wallet's IndexedDB database (`wallet/wallet-db.ts`, version 3) and change together, in one
 * transaction.
 */
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import type { CatchReportRequest, CatchReportResult } from '../../../../shared/anglers/catch-reports.ts';
import type { OutboxStore, StoredRefusal } from '../../../platform/outbox/types.ts';

/**
 * - `WAITING`: saved on this phone, in the outbox, not yet answered by the server;
 * - `SENT`: the server accepted it (and answers a replay with the same result);
 * - `REFUSED`: the server refused it (wrong data, a rule): kept with its data for correction.
 */
export type CatchReportState = 'WAITING' | 'SENT' | 'REFUSED';

/** A catch report on this phone: what is sent (without the attempt's `sentAt`) and what happened to it. */
export interface StoredCatchReport extends Omit<CatchReportRequest, 'sentAt' | 'securityCode'> {
  /**
   * The card's security code as the person gave it or the wallet filled it in when the report was
   * saved (ADR 0015), normalised; empty when there was none (a logged-in holder's report). Absent on
   * reports saved before codes existed: the wallet's code goes with them when they are sent.
   */
  securityCode?: string;
  /** Device time of the latest attempt to send it (ISO), null before the first. */
  sentAt: string | null;
  state: CatchReportState;
  /** The ticket's kind when the phone knows the card (filed from the wallet), else null. */
  kind: AnglerKind | null;
  /** The species' names when saved, so the list reads well offline. */
  speciesLt: string;
  speciesEn: string;
  /** Attempts to send so far (each one a request that may or may not have reached the server). */
  attempts: number;
  /** The server's answer once sent. */
  result: CatchReportResult | null;
  refusal: StoredRefusal | null;
  /**
   * The id of the refused report this one corrects. A corrected report is a new report with a new
   * id: the server keeps one body per Idempotency-Key and answers another body under the same key 422.
   */
  corrects: string | null;
}

/** What the form hands over to be saved: the report's data without the states the outbox adds. */
export type NewCatchReport = Omit<
  StoredCatchReport,
  'id' | 'savedAt' | 'sentAt' | 'state' | 'attempts' | 'result' | 'refusal' | 'corrects'
>;

/** What the pages do with reports; the same for Dexie and memory, so the flows are unit-tested. */
export interface CatchReportStore extends OutboxStore {
  /** Saves a new report and queues it, in one transaction. `savedAt`: now. */
  save(report: NewCatchReport & { id: string }, now: Date): Promise<StoredCatchReport>;
  /**
   * Corrects a refused report: the corrected data becomes a new report under `id` (new), queued, and
   * the refused one leaves the phone, in one transaction. Null when `refusedId` is not a refused report.
   */
  correct(
    refusedId: string,
    report: NewCatchReport & { id: string },
    now: Date,
  ): Promise<StoredCatchReport | null>;
  /** Sends a refused report again unchanged, under its own id. False unless it is refused. */
  retryRefused(id: string, now: Date): Promise<boolean>;
  /** Removes a refused report the person gives up on. Only a refused one: others may be on the server. */
  discardRefused(id: string): Promise<boolean>;
  get(id: string): Promise<StoredCatchReport | undefined>;
  /** Newest catch first. */
  list(): Promise<StoredCatchReport[]>;
}
