/**
 * Rate limits shared by every node (architecture §8): fixed windows counted in PostgreSQL with one
 * upsert per limited request. Used on logins and lookups; the answer is 429 with Retry-After.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export interface RateLimitRule {
  /** Names the counter, e.g. 'login'. */
  bucket: string;
  max: number;
  windowMs: number;
  /** What is counted; by default the client address. */
  key?: (request: FastifyRequest) => string;
}

export async function hit(db: Db, key: string, windowMs: number): Promise<{ count: number; resetAt: Date }> {
  const result = await db.execute<{ count: number; window_start: Date }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowMs / 1000}) then now() else rate_limits.window_start end
    returning count, window_start`);
  const row = result.rows[0]!;
  return { count: row.count, resetAt: new Date(new Date(row.window_start).getTime() + windowMs) };
}

export function rateLimit(db: Db, rule: RateLimitRule) {
  return async (request: FastifyRequest) => {
    const subject = rule.key ? rule.key(request) : request.ip;
    const { count, resetAt } = await hit(db, `${rule.bucket}:${subject}`, rule.windowMs);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new HttpError(429, 'error.tooManyRequests', undefined, [], [], {
        'Retry-After': String(retryAfter),
      });
    }
  };
}
