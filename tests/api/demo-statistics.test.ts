/**
 * The demo's statistics data (issue 22, src/server/demo/statistics.ts): filed and decided through
 * the application service, it makes the reports show figures of 5 and more beside "<5", and it
 * runs once however often the demo seed runs.
 */
import { count, eq } from 'drizzle-orm';
import { applications } from '../../src/server/db/schema-permits.ts';
import { seedDemoStatistics } from '../../src/server/demo/statistics.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type { StatisticsReport } from '../../src/shared/statistics/api.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const year = todayInLithuania().slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStatistics(t.database.db);
  await seedDemoStatistics(t.database.db);
  await t.app.scheduler.tick();
}, 120_000);
afterAll(() => t.close());

async function thisYear(report: string, query: string) {
  const res = await new Client(t.app).get(`/api/public/statistika/${report}?${query}&kalba=lt`);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as StatisticsReport;
  const index = answer.periods.findIndex((p) => p.key === year);
  return Object.fromEntries(answer.rows.map((row) => [row.code, row.cells[index]?.count]));
}

describe('the demo statistics', () => {
  it('runs once', async () => {
    const [l09] = await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.kind, 'l09'));
    expect(Number(l09?.n)).toBe(7);
  });

  it('shows figures of 5 and more in three reports, and "<5" beside them', async () => {
    expect(await thisYear('l13', 'rodiklis=applications&pagal=state')).toEqual({
      PRIIMTA: 7,
      PATEIKTA: '<5',
    });
    expect(await thisYear('l09', 'rodiklis=installations&pagal=municipality')).toEqual({
      KEDAINIU_R_SAV: 6,
      VILNIAUS_R_SAV: '<5',
    });
    expect(await thisYear('l16.2', 'rodiklis=certificates&pagal=category')).toEqual({ I: 6 });
  });
});
