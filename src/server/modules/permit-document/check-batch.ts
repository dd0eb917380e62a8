/**
 * The public permit check's reads, batched (issue 8 item 2; ADR 0014). Every check costs one hit
 * on its client address's rate-limit counter and one read of a permit. One statement per check
 * meant one round trip, one commit and one socket write to PostgreSQL each, and under load those
 * writes were a fifth of the node's CPU. Checks that arrive while earlier ones are in flight now
 * wait and go together in one statement:
 *
 * - each distinct counter is upserted once, by the number of its hits in the batch, in key order
 *   (two nodes' batches lock shared counters in the same order and never deadlock);
 * - each check gets the count it would have had alone: the counter's total after the batch, less
 *   the hits queued after it in the same batch. The limit stays exact across nodes, because
 *   the counting is still PostgreSQL's;
 * - each check's permit is read by its number in the same statement.
 *
 * With nothing in flight a check goes at once (after the current event-loop turn, so that checks
 * read from several sockets in one turn share a batch): a quiet service answers as before.
 */
import type { Db } from '../../db/index.ts';
import { type CheckedPermit, checkRows } from './repository.ts';

export type { CheckedPermit };

export interface CheckHit {
  /** The rate-limit counter's key (`bucket:subject`). */
  key: string;
  /** A normalised permit number with a right check digit. */
  number: string;
}

export interface CheckAnswer {
  /** The counter after this check, as if it had run alone. */
  count: number;
  windowStart: Date;
  permit: CheckedPermit | undefined;
}

export interface CheckBatcherOptions {
  /** The counters' fixed window. */
  windowSeconds: number;
  /** Statements in flight at once; further checks queue for the next batch (default 4). */
  inFlight?: number;
  /** Checks per statement at most (default 256). */
  maxBatch?: number;
}

interface Waiting {
  hit: CheckHit;
  resolve: (answer: CheckAnswer) => void;
  reject: (error: unknown) => void;
}

/** Each check's count alone: the total less the hits of the same key later in the batch. */
export function countsAlone(keys: readonly string[], totals: readonly number[]): number[] {
  const later = new Map<string, number>();
  const counts = new Array<number>(keys.length);
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    const after = later.get(key) ?? 0;
    counts[i] = totals[i]! - after;
    later.set(key, after + 1);
  }
  return counts;
}

export function createCheckBatcher(db: Db, options: CheckBatcherOptions) {
  const inFlightMax = options.inFlight ?? 4;
  const maxBatch = options.maxBatch ?? 256;
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || inFlight >= inFlightMax || queue.length === 0) return;
    scheduled = true;
    setImmediate(send);
  }

  function send() {
    scheduled = false;
    if (inFlight >= inFlightMax || queue.length === 0) return;
    const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
    queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
    inFlight++;
    void runBatch(batch).finally(() => {
      inFlight--;
      schedule();
    });
    schedule();
  }

  async function runBatch(batch: Waiting[]) {
    const keys = batch.map((w) => w.hit.key);
    try {
      const rows = await checkRows(
        db,
        keys,
        batch.map((w) => w.hit.number),
        options.windowSeconds,
      );
      const counts = countsAlone(
        keys,
        rows.map((row) => row.count),
      );
      batch.forEach((waiting, i) => {
        const row = rows[i]!;
        waiting.resolve({
          count: counts[i]!,
          windowStart: row.windowStart,
          permit: row.number === null ? undefined : (row as CheckedPermit),
        });
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return {
    check(hit: CheckHit): Promise<CheckAnswer> {
      return new Promise<CheckAnswer>((resolve, reject) => {
        queue.push({ hit, resolve, reject });
        schedule();
      });
    },
  };
}

export type CheckBatcher = ReturnType<typeof createCheckBatcher>;
