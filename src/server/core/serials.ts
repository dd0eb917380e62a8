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
 *   `ensureSequence` gives the sequence's name for a statement that takes the number itself.
 */
import { sql } from 'drizzle-orm';
import { inTransaction, type Runner, transaction } from '../db/index.ts';
import { serials } from '../db/schema-permits.ts';

export async function nextSerial(tx: Runner, name: string): Promise<number> {
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

/**
 * Sequences known to exist (committed), per pg pool or connection behind the runner: each belongs
 * to one database, so two apps of one process on different databases (the API test files, which
 * share a worker's modules) never take one's knowledge for the other's. Checked again after a
 * process restart, and once per connection.
 */
const existing = new WeakMap<object, Set<string>>();

function knownTo(runner: Runner, cache: WeakMap<object, Set<string>>): Set<string> {
  let known = cache.get(runner.$client);
  if (!known) {
    known = new Set<string>();
    cache.set(runner.$client, known);
  }
  return known;
}

/**
 * First use of a counter: creates its sequence under a lock so two nodes do not both try, starting
 * after the counter's old row in `serials`. Must run in a transaction.
 */
async function createSequence(tx: Runner, name: string, sequence: string): Promise<void> {
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

async function sequenceExists(runner: Runner, sequence: string): Promise<boolean> {
  const found = await runner.execute(sql`select to_regclass(${sequence}) is not null as "exists"`);
  return (found.rows[0] as { exists: boolean } | undefined)?.exists === true;
}

export async function nextSequenceValue(tx: Runner, name: string): Promise<number> {
  const sequence = sequenceNameOf(name);
  const known = knownTo(tx, existing);
  if (!known.has(sequence)) {
    if (await sequenceExists(tx, sequence)) {
      known.add(sequence);
    } else {
      // Not cached until a later call sees it committed.
      await createSequence(tx, name, sequence);
    }
  }
  const result = await tx.execute(sql`select nextval(${sequence}::regclass) as "value"`);
  return Number((result.rows[0] as { value: string }).value);
}

/**
 * Sequences `ensureSequence` has seen committed, per pg pool or connection behind the runner (each
 * belongs to one database; a transaction's connection learns a sequence once).
 */
const ensured = new WeakMap<object, Set<string>>();

/**
 * The name of a counter's sequence, created first if it does not exist yet, for a statement that
 * takes `nextval` itself — so that a number is taken in the same statement as the row that carries
 * it. In a transaction the creation is part of it; on the database it commits at once. After the
 * first call per connection it costs nothing.
 */
export async function ensureSequence(runner: Runner, name: string): Promise<string> {
  const sequence = sequenceNameOf(name);
  const known = knownTo(runner, ensured);
  if (known.has(sequence)) return sequence;
  if (await sequenceExists(runner, sequence)) {
    known.add(sequence);
  } else if (inTransaction(runner)) {
    // Created in the caller's transaction: not known to exist until a later call sees it committed.
    await createSequence(runner, name, sequence);
  } else {
    await transaction(runner, (tx) => createSequence(tx, name, sequence));
    known.add(sequence);
  }
  return sequence;
}
