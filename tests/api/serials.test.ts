/** Counters behind readable numbers (src/server/modules/applications/serials.ts). */
import { nextSequenceValue, nextSerial } from '../../src/server/modules/applications/serials.ts';
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
        t.database.db.transaction((tx) => nextSequenceValue(tx, 'permit:99:26')),
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

  it('refuses a counter name that could not be a sequence name', async () => {
    await expect(nextSequenceValue(t.database.db, 'permit"; drop table permits; --')).rejects.toThrow(
      /bad counter/,
    );
  });
});
