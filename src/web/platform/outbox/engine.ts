/**
 * The outbox's sync engine (issue 6 item 2, architecture §5): sends the reports waiting on this
 * phone, each with its own id as Idempotency-Key, and records what the server said. The same code
 * runs in the page (Dexie storage, the shared API client, Web Locks) and in Node for the
 * reliability run (memory storage, a faulty network), so what the run proves is what phones do.
 *
 * Exactly once, whatever the network does:
 * - a report is never removed from the outbox without the server's answer about it: an accepted
 *   report (2xx with its result) becomes SENT, a refused one REFUSED with its data, in the same
 *   transaction that takes it out of the outbox;
 * - everything else (no answer, a timeout, a dropped answer, 409 in flight, 429, 5xx) keeps it
 *   waiting, and it is sent again, under the same key, with the same body: the server stores the
 *   key with a unique index and answers the replay with the first result, so a report that had
 *   arrived before its answer was lost is not stored twice;
 * - no transaction is open while a request is on the way (field notes: never `await fetch` inside
 *   a Dexie transaction), so a tab closed mid-request loses nothing: the report is still waiting.
 *
 * Each attempt records its device time as `sentAt` (the server measures the clock skew with it) and
 * is abandoned after `timeoutMs`. One pass at a time per page; across tabs the `lock` (Web Locks in
 * the browser) lets one tab send while the others skip.
 */
import type { CatchReportRequest, CatchReportResult } from '../../../shared/anglers/catch-reports.ts';
import { type BackoffOptions, DEFAULT_BACKOFF, retryDelay } from './backoff.ts';
import { classifyAnswer, type Outcome, type SendAnswer } from './classify.ts';
import type { AttemptProblem, OutboxEntry, OutboxStore } from './types.ts';

/**
 * What woke the engine. `start`, `online`, `visible` and `wake` (Background Sync) are news about the
 * connection: reports held back only because the network failed are tried at once. `saved` and
 * `timer` follow the backoff schedule (a saved report is due at once by its own schedule).
 */
export type Trigger = 'start' | 'online' | 'visible' | 'wake' | 'saved' | 'timer';

const CONNECTION_NEWS: ReadonlySet<Trigger> = new Set(['start', 'online', 'visible', 'wake']);
const CONNECTION_PROBLEMS: ReadonlySet<AttemptProblem | null> = new Set(['network', 'timeout']);

/** Runs `work` if this tab may send now; `{ ran: false }` when another tab is sending. */
export type LockRunner = <T>(work: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;

/** No other tab to exclude (Node, browsers without Web Locks): the server's idempotency still holds. */
export const noLock: LockRunner = async (work) => ({ ran: true, value: await work() });

/**
 * `Request` and `Result` are the catch report's unless said otherwise: the drafts' outbox
 * (features/drafts/draft-outbox.ts) runs the same engine over its own store, transport and
 * classification of answers.
 */
export interface OutboxEngineOptions<Request = CatchReportRequest, Result = CatchReportResult> {
  store: OutboxStore<Request, Result>;
  /** Sends one request; answers what came back. Must not throw for a failed request. */
  send: (request: Request, signal: AbortSignal) => Promise<SendAnswer>;
  /** What an answer means for the entry; the catch report's rules (classify.ts) unless given. */
  classify?: (answer: SendAnswer, request: Request) => Outcome<Result>;
  /** False while the device knows it has no network: nothing is tried (and no attempt is spent). */
  isOnline?: () => boolean;
  lock?: LockRunner;
  now?: () => Date;
  random?: () => number;
  /** An attempt with no answer after this long is abandoned (and tried again later). */
  timeoutMs?: number;
  backoff?: BackoffOptions;
  /** Reports sent at the same time within a pass. */
  concurrency?: number;
  /** Told after each attempt (the bench counts retries; the page needs nothing: it follows IndexedDB). */
  onAttempt?: (id: string, outcome: Outcome<Result>) => void;
}

export interface RunResult {
  /** `offline`: nothing tried; `elsewhere`: another tab is sending; `done`: a pass ran. */
  status: 'done' | 'offline' | 'elsewhere';
  attempts: number;
  delivered: number;
  refused: number;
  postponed: number;
  /** Device time (ms) the earliest waiting report is due again, or null when the outbox is empty. */
  nextDueAt: number | null;
}

export interface OutboxEngine {
  /**
   * One pass: every due report is tried once. A call while a pass runs joins it, and one more pass
   * follows for what the call was about (a report saved meanwhile).
   */
  run(trigger: Trigger): Promise<RunResult>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

const TIMED_OUT = Symbol('timed out');

export function createOutboxEngine<Request = CatchReportRequest, Result = CatchReportResult>(
  options: OutboxEngineOptions<Request, Result>,
): OutboxEngine {
  // Without its own rules the engine sends catch reports (Request and Result are then theirs).
  const classify =
    options.classify ??
    (classifyAnswer as unknown as (answer: SendAnswer, request: Request) => Outcome<Result>);
  const {
    store,
    send,
    isOnline = () => true,
    lock = noLock,
    now = () => new Date(),
    random = Math.random,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    backoff = DEFAULT_BACKOFF,
    concurrency = 1,
    onAttempt,
  } = options;

  async function attempt(entry: OutboxEntry, totals: RunResult): Promise<void> {
    const request = await store.beginAttempt(entry.id, now());
    if (!request) return;
    totals.attempts++;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(TIMED_OUT);
      }, timeoutMs);
    });
    let answer: SendAnswer | typeof TIMED_OUT;
    try {
      answer = await Promise.race([send(request, controller.signal), timedOut]);
    } catch (error) {
      // A transport must answer failures, not throw them; if one does, it is a failed request all the same.
      answer = { failure: 'network', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
    const outcome: Outcome<Result> =
      answer === TIMED_OUT ? { outcome: 'retry', problem: 'timeout' } : classify(answer, request);
    switch (outcome.outcome) {
      case 'delivered':
        await store.delivered(entry.id, outcome.result);
        totals.delivered++;
        break;
      case 'refused':
        await store.refused(entry.id, {
          status: outcome.status,
          message: outcome.message,
          refusal: outcome.refusal,
          fieldErrors: outcome.fieldErrors,
          at: now().getTime(),
        });
        totals.refused++;
        break;
      case 'retry': {
        const attempts = entry.attempts + 1;
        const delay = retryDelay(attempts, outcome.problem, random, backoff);
        await store.postpone(entry.id, now().getTime() + delay, outcome.problem);
        totals.postponed++;
        break;
      }
    }
    onAttempt?.(entry.id, outcome);
  }

  /** Every due report once: those due by the schedule, and after news of the connection those the network failed. */
  async function pass(trigger: Trigger): Promise<RunResult> {
    const totals: RunResult = {
      status: 'done',
      attempts: 0,
      delivered: 0,
      refused: 0,
      postponed: 0,
      nextDueAt: null,
    };
    const news = CONNECTION_NEWS.has(trigger);
    const tried = new Set<string>();
    for (;;) {
      const at = now().getTime();
      const due = (await store.entries()).filter(
        (entry) =>
          !tried.has(entry.id) &&
          (entry.nextAttemptAt <= at || (news && CONNECTION_PROBLEMS.has(entry.lastProblem))),
      );
      if (due.length === 0) break;
      for (const entry of due) tried.add(entry.id);
      let next = 0;
      const workers = Array.from({ length: Math.max(1, Math.min(concurrency, due.length)) }, async () => {
        while (next < due.length) {
          const entry = due[next++]!;
          await attempt(entry, totals);
        }
      });
      await Promise.all(workers);
      // Reports saved while this pass ran are due now: the loop takes them too.
    }
    const rest = await store.entries();
    totals.nextDueAt = rest.length > 0 ? Math.min(...rest.map((entry) => entry.nextAttemptAt)) : null;
    return totals;
  }

  async function locked(trigger: Trigger): Promise<RunResult> {
    if (!isOnline()) {
      const rest = await store.entries();
      return {
        status: 'offline',
        attempts: 0,
        delivered: 0,
        refused: 0,
        postponed: 0,
        nextDueAt: rest.length > 0 ? Math.min(...rest.map((entry) => entry.nextAttemptAt)) : null,
      };
    }
    const ran = await lock(() => pass(trigger));
    if (ran.ran) return ran.value;
    return { status: 'elsewhere', attempts: 0, delivered: 0, refused: 0, postponed: 0, nextDueAt: null };
  }

  let active: Promise<RunResult> | null = null;
  let requested: Trigger | null = null;

  return {
    run(trigger) {
      if (active) {
        // Connection news outranks the schedule: the pass that follows takes the stronger reason.
        if (requested === null || CONNECTION_NEWS.has(trigger)) requested = trigger;
        return active;
      }
      active = (async () => {
        let result = await locked(trigger);
        while (requested !== null) {
          const again = requested;
          requested = null;
          result = await locked(again);
        }
        return result;
      })().finally(() => {
        active = null;
      });
      return active;
    },
  };
}
