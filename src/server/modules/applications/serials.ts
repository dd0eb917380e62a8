/**
 * Readable numbers. Two kinds of counter, one name space (`application:l13:2026`, `permit:5:26`,
 * `receipt:2026`):
 * - `nextSerial`: a row in `serials` bumped in the caller's transaction. Gapless (a rolled-back
 *   transaction gives its number back), but the row stays locked until the caller commits, so
 *   every writer of one counter waits for the one before: right for application numbers, which are
 *   taken a few times a minute.
 * - `nextSequenceValue`: a PostgreSQL sequence per counter. It never blocks (a rolled-back
 *   transaction leaves a gap), so it is what permit numbers and payment receipts use: hundreds of
 *   anglers' permits a second are issued in transactions that would otherwise queue on one row
 *   (bench/purchase.ts). A counter that was kept in `serials` before continues after its last value.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serials } from '../../db/schema-permits.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function nextSerial(tx: Db | Tx, name: string): Promise<number> {
  const [row] = await tx
    .insert(serials)
    .values({ name, last: 1 })
    .onConflictDoUpdate({ target: serials.name, set: { last: sql`${serials.last} + 1` } })
    .returning({ last: serials.last });
  return row!.last;
}

const COUNTER_NAME = /^[a-z0-9_:-]{1,50}$/;

/** `permit:5:26` → `counter_permit_5_26`. */
export function sequenceNameOf(name: string): string {
  if (!COUNTER_NAME.test(name)) throw new Error(`bad counter name ${name}`);
  return `counter_${name.replace(/[:-]/g, '_')}`;
}

/** Sequences known to exist (committed) in this database; checked again after a process restart. */
const existing = new Set<string>();

export async function nextSequenceValue(tx: Db | Tx, name: string): Promise<number> {
  const sequence = sequenceNameOf(name);
  if (!existing.has(sequence)) {
    const found = await tx.execute(sql`select to_regclass(${sequence}) is not null as "exists"`);
    if ((found.rows[0] as { exists: boolean } | undefined)?.exists) {
      existing.add(sequence);
    } else {
      // First use: create it under a lock so two nodes do not both try, starting after the
      // counter's old row. Not cached until a later call sees it committed.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${sequence}))`);
      await tx.execute(sql.raw(`create sequence if not exists "${sequence}"`));
      await tx.execute(
        sql`select setval(${sequence}::regclass, coalesce((select ${serials.last} from ${serials} where ${serials.name} = ${name}), 0) + 1, false)
            where not exists (select 1 from ${serials} where ${serials.name} = ${`${name}#sequence`})`,
      );
      await tx
        .insert(serials)
        .values({ name: `${name}#sequence`, last: 0 })
        .onConflictDoNothing();
    }
  }
  const result = await tx.execute(sql`select nextval(${sequence}::regclass) as "value"`);
  return Number((result.rows[0] as { value: string }).value);
}
