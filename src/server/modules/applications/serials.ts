/** Readable numbers without gaps between concurrent writers: one counter row per name, bumped in the caller's transaction. */
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
