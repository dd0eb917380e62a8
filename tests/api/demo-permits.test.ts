/** The demo applications of `npm start` are made through the real services, once. */
import { count, eq } from 'drizzle-orm';
import { applications } from '../../src/server/db/schema-permits.ts';
import { seedDemoPermits } from '../../src/server/demo/permits.ts';
import type { ApplicationSummary, Page, PermitSummary } from '../../src/shared/permits/api-types.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds a licence in force (its fee paid by transfer), one waiting for its fee, a returned application and one in the queue, and only once', async () => {
  await seedDemoPermits(t.database.db);
  await seedDemoPermits(t.database.db);
  const [total] = await t.database.db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.ownerCode, COMPANIES.baltijosAtliekos));
  expect(Number(total?.n)).toBe(4);

  const company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  const mine = (await company.get('/api/v1/paraiskos?sort=number-asc')).json() as Page<ApplicationSummary>;
  expect(mine.items.map((a) => a.state)).toEqual(['PRIIMTA', 'GRAZINTA', 'PATEIKTA', 'PRIIMTA']);
  // Fees (issue 20): one paid by transfer, one due.
  expect(mine.items[0]?.fee).toMatchObject({ state: 'PAID', method: 'transfer', amountCents: 5800 });
  expect(mine.items[3]?.fee).toMatchObject({ state: 'DUE', amountCents: 5800 });
  const permits = (await company.get('/api/v1/leidimai')).json() as Page<PermitSummary>;
  expect(permits.items.map((p) => [p.kind, p.state, p.priceCents]).sort()).toEqual([
    ['l13', 'GALIOJANTIS', 5800],
    ['l13', 'LEIDIMO_PROJEKTAS', 5800],
  ]);

  const officer = await loginAs(t.app, 'officer');
  const queue = (await officer.get('/api/v1/tarnyba/paraiskos')).json() as Page<ApplicationSummary>;
  expect(queue.items.map((a) => a.state)).toEqual(['PATEIKTA']);
});
