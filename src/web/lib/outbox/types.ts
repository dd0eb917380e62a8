/**
 * What the phone keeps of a catch report and of its place in the outbox (issue 6, architecture §5).
 * The report is the person's record and stays after it is sent (its state shows in the wallet); the
 * outbox entry exists only while the report waits to be sent. Both live in the wallet's IndexedDB
 * database (`wallet-db.ts`, version 3) and change together, in one transaction.
 */
import type { AnglerKind } from '../../../shared/anglers/api-types.ts';
import type {
  CatchReportRefusal,
  CatchReportRequest,
  CatchReportResult,
} from '../../../shared/anglers/catch-reports.ts';

/**
 * - `WAITING`: saved on this phone, in the outbox, not yet answered by the server;
 * - `SENT`: the server accepted it (and answers a replay with the same result);
 * - `REFUSED`: the server refused it (wrong data, a rule): kept with its data for correction.
 */
export type CatchReportState = 'WAITING' | 'SENT' | 'REFUSED';

/** The server's refusal as the phone keeps it. */
export interface StoredRefusal {
  /** HTTP status of the refusal (400, 404, 409, 422). */
  status: number;
  /** The server's text, in the language the phone asked in when it was refused (spec §8). */
  message: string;
  /** Which rule, with its facts, when the server said (409 `catchReport.refused.*`). */
  refusal: CatchReportRefusal | null;
  /** The server's field errors (400), already in the person's language. */
  fieldErrors: { field: string; message: string }[];
  /** Device time it was refused, ms since the epoch. */
  at: number;
}

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

/** Why the last attempt did not settle the report (shown to nobody but kept for diagnosis and backoff). */
export type AttemptProblem =
  /** No answer: the request failed before or after the server (no connection, dropped). */
  | 'network'
  /** No answer in time: aborted by the engine. */
  | 'timeout'
  /** The server is busy or down (429, 503, 5xx): it said so. */
  | 'busy'
  /** The same report is being processed by the server right now (409 without a refusal). */
  | 'inFlight'
  /** Any other answer that is not the report's fate (401, 403, other statuses): retried. */
  | 'other';

/** One report waiting in the outbox. */
export interface OutboxEntry {
  /** The report's id, which is also the Idempotency-Key. */
  id: string;
  type: 'catchReport' | 'draft';
  /** Device time it was queued, ms since the epoch. */
  queuedAt: number;
  /** Attempts so far. */
  attempts: number;
  /** Device time before which the timer does not try it again (backoff), ms since the epoch. */
  nextAttemptAt: number;
  lastProblem: AttemptProblem | null;
}

/**
 * The storage the sync engine needs (the browser's is Dexie, `dexie-store.ts`; the bench's and the
 * unit tests' is in memory, `memory-store.ts`). Each method is one transaction of its own; none of
 * them waits for the network, and the engine never holds a transaction while it does.
 */
export interface OutboxStore<Request = CatchReportRequest, Result = CatchReportResult> {
  /** Every entry, earliest next attempt first. */
  entries(): Promise<OutboxEntry[]>;
  /**
   * Starts an attempt: the report's `sentAt` becomes `now`, both attempt counters go up. Answers the
   * request to send, or null when the report is no longer waiting (settled by another tab).
   */
  beginAttempt(id: string, now: Date): Promise<Request | null>;
  /** Accepted: the report becomes SENT with the server's result and leaves the outbox, together. */
  delivered(id: string, result: Result): Promise<void>;
  /** Refused: the report becomes REFUSED with the reason (its data kept) and leaves the outbox, together. */
  refused(id: string, refusal: StoredRefusal): Promise<void>;
  /** Not settled: tried again from `nextAttemptAt`. */
  postpone(id: string, nextAttemptAt: number, problem: AttemptProblem): Promise<void>;
}

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
