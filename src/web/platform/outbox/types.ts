/**
 * The outbox's own records (issue 6, architecture §5): an entry exists only while what it stands
 * for waits to be sent, and the store the sync engine (engine.ts) works on. Today's one sender is
 * the catch report (features/anglers/catch-report: its records in report-types.ts, its stores in
 * dexie-store.ts and memory-store.ts), so the request and the answer are the catch report's.
 */
import type {
  CatchReportRefusal,
  CatchReportRequest,
  CatchReportResult,
} from '../../../shared/anglers/catch-reports.ts';

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
