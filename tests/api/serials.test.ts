/** Counters behind readable numbers (src/server/modules/applications/serials.ts). */
import { sql } from 'drizzle-orm';
import { ensureSequence, nextSequenceValue, nextSerial } from '../../src/server/core/serials.ts';
import { transaction } from '../../src/server/db/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('number counters', () => {
  it('gives every concurrent writer of a sequence counter its own number, with none skipped', async () => {
    const values = await Promise.all(
      Array.from({ length: 40 }, () =>
        transaction(t.database.db, (tx) => nextSequenceValue(tx, 'permit:99:26')),
      ),
    );
    expect(new Set(values).size).toBe(40);
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(40);
  });

  it('continues a counter that was kept in the serials table before', async () => {
    for (let i = 0; i < 7; i++) await nextSerial(t.database.db, 'receipt:1999');
    expect(await nextSequenceValue(t.database.db, 'receipt:1999')).toBe(8);
    expect(await nextSequenceValue(t.database.db, 'receipt:1999')).toBe(9);
  });

  it('names a sequence for a statement that takes its numbers itself, created once, after the old counter', async () => {
    for (let i = 0; i < 3; i++) await nextSerial(t.database.db, 'permit:98:26');
    const names = await Promise.all(
      Array.from({ length: 8 }, () => ensureSequence(t.database.db, 'permit:98:26')),
    );
    expect(new Set(names)).toEqual(new Set(['counter_permit_98_26']));
    const { rows } = await t.database.db.execute(sql`select nextval('counter_permit_98_26') as "value"`);
    expect(Number((rows[0] as { value: string }).value)).toBe(4);
    // In a transaction, the new sequence is part of it.
    await transaction(t.database.db, async (tx) => {
      expect(await ensureSequence(tx, 'receipt:1998')).toBe('counter_receipt_1998');
    });
    expect(await nextSequenceValue(t.database.db, 'receipt:1998')).toBe(1);
    await expect(ensureSequence(t.database.db, 'receipt:1998; drop')).rejects.toThrow(/bad counter/);
  });

  it('refuses a counter name that could not be a sequence name', async () => {
    await expect(nextSequenceValue(t.database.db, 'permit"; drop table permits; --')).rejects.toThrow(
      /bad counter/,
    );
  });
});
