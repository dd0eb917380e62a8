/**
 * Every named statement (src/server/db/statements.ts) against the migrated schema: PostgreSQL
 * parses, types and plans each one (`PREPARE`), so a column renamed in a migration or a parameter
 * whose type cannot be inferred fails here rather than on the first purchase after a deploy. Runs on
 * the embedded PostgreSQL and, with DATABASE_URL set, on that server (tests/support/global-setup.ts).
 *
 * The statements are the ones the app defines when it is built (every module's repository is
 * imported by app.ts) plus those a purpose composes with the payment's own on first use (bought
 * here once); a statement written in src/server but not defined by the app fails the test too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definedStatements } from '../../src/server/db/index.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { buyAndPay, citizen, personCode, ticketRequest } from './anglers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Names of the statements written in the server's sources: `statement('name', …)`. */
function writtenNames(dir: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\bstatement\(\s*'([^']+)'/g)) names.push(m[1]!);
  }
  return names;
}

describe('named statements', () => {
  it('prepares every statement the server defines against the migrated schema', async () => {
    // A purchase paid on return composes the payment's PAID statement with the purchase's part.
    const { status } = await buyAndPay(t, new Client(t.app), ticketRequest(citizen(personCode(4242))));
    expect(status.state).toBe('ISSUED');

    const written = writtenNames(join(import.meta.dirname, '../../src/server'));
    const defined = definedStatements();
    expect(written.length).toBeGreaterThanOrEqual(15);
    expect(defined.map((s) => s.name)).toEqual(expect.arrayContaining(written));
    expect(defined.some((s) => s.name.startsWith('payments.paid.id+'))).toBe(true);

    const client = await t.database.pool.connect();
    const failures: string[] = [];
    try {
      for (const [i, st] of defined.entries()) {
        try {
          await client.query(`PREPARE check_${i} AS ${st.text}`);
          await client.query(`DEALLOCATE check_${i}`);
        } catch (error) {
          failures.push(`${st.name}: ${(error as Error).message}`);
        }
      }
    } finally {
      client.release();
    }
    expect(failures).toEqual([]);
  });
});
