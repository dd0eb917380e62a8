/**
 * The two things SQL runs on, both Drizzle databases on node-postgres built by Drizzle's public
 * `drizzle({ client })`: `Db` on the process's pool, `Tx` on the one pooled connection of a
 * transaction (`transaction()`). Each carries its `pg` client as Drizzle's public `$client`, so a
 * named prepared statement (`statements.ts`) runs on the transaction's own connection without
 * reaching into Drizzle's internals.
 *
 * Drizzle's own `db.transaction()` is left out of the types: its transaction hides its connection,
 * so statements could not join it. `transaction(db, fn)` is the one way to open one.
 */
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

type Drizzle = Omit<NodePgDatabase, 'transaction' | '$client'>;

/** The database: each query takes a free connection of the pool. */
export type Db = Drizzle & { $client: pg.Pool };
/** A transaction: every query runs on its one connection, between its BEGIN and COMMIT. */
export type Tx = Drizzle & { $client: pg.PoolClient };
/** What a query may run on. */
export type Runner = Db | Tx;

/** True for a transaction's runner (its queries commit with it), false for the pool's. */
export function inTransaction(runner: Runner): runner is Tx {
  return typeof (runner.$client as Partial<pg.PoolClient>).release === 'function';
}

/**
 * Runs `fn` in a transaction on one pooled connection: committed when `fn` resolves, rolled back
 * when it throws (the error goes on to the caller). BEGIN, COMMIT and ROLLBACK go through Drizzle
 * as its own transactions do, so their errors come wrapped the same way. A connection whose
 * rollback failed is dropped from the pool instead of being reused.
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  const tx: Tx = drizzle({ client });
  try {
    await tx.execute(sql`begin`);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let broken: Error | undefined;
  try {
    const result = await fn(tx);
    await tx.execute(sql`commit`);
    return result;
  } catch (error) {
    try {
      await tx.execute(sql`rollback`);
    } catch (rollbackError) {
      broken = rollbackError as Error;
      throw rollbackError;
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
