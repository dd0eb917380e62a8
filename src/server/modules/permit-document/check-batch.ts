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
import { run, statement } from '../../db/index.ts';
import type { PermitRow } from '../../db/schema-permits.ts';

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

/** What the public check reads of a permit. */
export type CheckedPermit = Pick<
  PermitRow,
  'number' | 'kind' | 'state' | 'validFrom' | 'validUntil' | 'holderName' | 'holderKind'
>;

/**
 * $1 counter keys and $2 permit numbers, one element per check, in order; $3 the window in
 * seconds. One row per check, in order: its counter's total after the batch, the window's start,
 * and the permit's columns (null when no permit has the number).
 */
const BATCH = statement(
  'permit-check.batch',
  `WITH input AS (
     SELECT i.key, i.number, i.ord FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i(key, number, ord)
   ),
   hit AS (
     INSERT INTO rate_limits (key, window_start, count)
     SELECT key, now(), count(*)::int FROM input GROUP BY key ORDER BY key
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $3)
                    THEN excluded.count ELSE rate_limits.count + excluded.count END,
       window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => $3)
                           THEN now() ELSE rate_limits.window_start END
     RETURNING key, count, window_start
   )
   SELECT hit.count, hit.window_start AS "windowStart", p.number, p.kind, p.state,
          p.valid_from AS "validFrom", p.valid_until AS "validUntil",
          p.holder_name AS "holderName", p.holder_kind AS "holderKind"
   FROM input JOIN hit ON hit.key = input.key LEFT JOIN permits p ON p.number = input.number
   ORDER BY input.ord`,
);

type BatchRow = Omit<CheckedPermit, 'number'> & { count: number; windowStart: Date; number: string | null };

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
      const rows = await run<BatchRow>(db, BATCH, [
        keys,
        batch.map((w) => w.hit.number),
        options.windowSeconds,
      ]);
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
