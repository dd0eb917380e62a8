/**
 * The permit document module's SQL: the permit check's batched statement (check-batch.ts) and the
 * seal's signing keys (signing.ts).
 */
import { desc } from 'drizzle-orm';
import { type Runner, run, statement } from '../../db/index.ts';
import { type PermitRow, signingKeys } from '../../db/schema-permits.ts';

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

/** Counts each check on its key's rate-limit counter and reads its permit, one row per check in order. */
export function checkRows(
  db: Runner,
  keys: readonly string[],
  numbers: readonly string[],
  windowSeconds: number,
): Promise<BatchRow[]> {
  return run<BatchRow>(db, BATCH, [keys, numbers, windowSeconds]);
}

export type KeyRow = typeof signingKeys.$inferSelect;

/** Every signing key, newest first. */
export function signingKeyRows(db: Runner): Promise<KeyRow[]> {
  return db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt), desc(signingKeys.id));
}

/** Stores a new key unless one with its id exists (another node made it first). */
export async function insertSigningKey(db: Runner, key: typeof signingKeys.$inferInsert): Promise<void> {
  await db.insert(signingKeys).values(key).onConflictDoNothing();
}
