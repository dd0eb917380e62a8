/**
 * Test databases: one PostgreSQL per run (embedded, or the server in DATABASE_URL), one migrated
 * template database, and a fresh copy of it for every test file — fast and isolated.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Copies the template into a new database and returns its URL. `drop` is for a file that must
 * remove its database at once; otherwise the run's teardown drops every database named with the
 * run's prefix (`dropDatabasesStartingWith`, tests/support/global-setup.ts), since a DROP DATABASE
 * waits for a checkpoint: 2–3 s of a file's time on a PostgreSQL with fsync on.
 */
export async function createDatabaseFromTemplate(
  adminUrl: string,
  template: string,
  prefix = 't',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      // Two copies of one template at the same moment: PostgreSQL asks the second to wait its turn.
      if (attempt < 20 && /being accessed by other users/.test(String(error))) {
        await new Promise((r) => setTimeout(r, 100 + attempt * 50));
        continue;
      }
      throw error;
    }
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * Drops every database whose name starts with `prefix`, several at once: PostgreSQL lets the
 * checkpoints that concurrent drops wait for serve all of them.
 */
export async function dropDatabasesStartingWith(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let names: string[];
  try {
    const found = await client.query<{ datname: string }>(
      'select datname from pg_database where left(datname, length($1)) = $1',
      [prefix],
    );
    names = found.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  for (let i = 0; i < names.length; i += 8)
    await Promise.all(
      names
        .slice(i, i + 8)
        .map((name) =>
          adminQuery(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined),
        ),
    );
}
