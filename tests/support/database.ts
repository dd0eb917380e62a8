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

/** Copies the template into a new database and returns its URL. */
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
