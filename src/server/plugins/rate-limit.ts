/**
 * Rate limits shared by every node (architecture §8): fixed windows counted in PostgreSQL with one
 * upsert per limited request. Used on logins and lookups; the answer is 429 with Retry-After.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { run, statement } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. 'login'. */
  bucket: string;
  max: number;
  windowMs: number;
  /** What is counted; by default the client address. */
  key?: (request: FastifyRequest) => string;
}

/** The upsert of one hit: $1 the counter's key, $2 the window in seconds; returns count, window_start. */
const HIT_SQL = `insert into rate_limits (key, window_start, count) values ($1, now(), 1)
   on conflict (key) do update set
     count = case when rate_limits.window_start <= now() - make_interval(secs => $2) then 1 else rate_limits.count + 1 end,
     window_start = case when rate_limits.window_start <= now() - make_interval(secs => $2) then now() else rate_limits.window_start end
   returning count, window_start`;

/**
 * One upsert per limited request, on every public lookup: a named prepared statement
 * (payments/statements.ts), parsed and planned once per connection (issue 8 item 2).
 */
const HIT = statement('rate-limit.hit', HIT_SQL);

/**
 * The counter's key and the window in seconds for this request ($1 and $2 of the hit; the permit
 * check's batch takes the key, modules/permit-document/check-batch.ts).
 */
export function limitParameters(rule: RateLimitRule, request: FastifyRequest): [string, number] {
  const subject = rule.key ? rule.key(request) : request.ip;
  return [`${rule.bucket}:${subject}`, rule.windowMs / 1000];
}

/** 429 with Retry-After when the window's count has passed the rule's maximum. */
export function refuseOverLimit(rule: RateLimitRule, count: number, windowStart: Date | string): void {
  if (count <= rule.max) return;
  const resetAt = new Date(windowStart).getTime() + rule.windowMs;
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  throw new HttpError(429, 'error.tooManyRequests', undefined, [], [], {
    'Retry-After': String(retryAfter),
  });
}

export async function hit(db: Db, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const [row] = await run<{ count: number; window_start: Date }>(db, HIT, [key, windowMs / 1000]);
  return { count: row!.count, resetAt: new Date(new Date(row!.window_start).getTime() + windowMs) };
}

/**
 * How long a counter is kept after its window began. A client's address is personal data, kept
 * only while it counts: the hourly job deletes older counters (`forgetEndedWindows`). No rule's
 * window may be longer, or its counter would be deleted while it still counts.
 */
export const COUNTER_KEPT_MS = 60 * 60_000;

/**
 * Deletes the counters whose window began more than `COUNTER_KEPT_MS` ago: their windows are over
 * (a new hit starts a new window, as it would on the row), and the table keeps the size of the
 * last hour's clients instead of every address ever seen. Returns how many it deleted.
 */
export async function forgetEndedWindows(db: Db): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${COUNTER_KEPT_MS / 1000})`,
  );
  return result.rowCount ?? 0;
}

export function rateLimit(db: Db, rule: RateLimitRule) {
  if (rule.windowMs > COUNTER_KEPT_MS) {
    throw new Error(
      `rate limit ${rule.bucket}: a window longer than COUNTER_KEPT_MS would be forgotten early`,
    );
  }
  return async (request: FastifyRequest) => {
    const [row] = await run<{ count: number; window_start: Date }>(db, HIT, limitParameters(rule, request));
    refuseOverLimit(rule, row!.count, row!.window_start);
  };
}

/** `max` requests a minute per client address, as most limits here are: `perMinute(db, 'login', 30)`. */
export function perMinute(db: Db, bucket: string, max: number) {
  return rateLimit(db, { bucket, max, windowMs: 60_000 });
}
