/**
 * PostgreSQL access: one pool per process, Drizzle on top, migrations on start under an advisory
 * lock so that several nodes starting together migrate once (architecture §2, §8).
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './runner.ts';

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant that names our migration lock. */
const MIGRATION_LOCK = 7_305_001;

export function connect(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Waiting for a connection (a new one, or a free one of the pool) ends after 2 s: with
    // PostgreSQL down or restarting a request answers 503 at once instead of hanging (issue 8 §3).
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // A server that vanished without closing its connections (a host down, a network cut) is
    // noticed by TCP keepalive, so a dead pooled connection does not wait for a query to find it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // A statement that runs away must not hold a connection forever.
    statement_timeout: 30_000,
    application_name: 'aplinkos-leidimai',
  });
  // An idle client losing its server (PostgreSQL restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db: Db = drizzle({ client: pool });
  return {
    pool,
    db,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        const query = pool.query('select 1');
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        });
        await Promise.race([query, timeout]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}

export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
