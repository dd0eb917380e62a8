/**
 * The test servers' job trigger (src/server/jobs/test-trigger.ts; issue 17 item 7): an
 * administrator runs a scheduled job now, through the scheduler (its run is counted and its next
 * turn set); a job held by another node is not run twice; the route exists only with APP_ENV=test.
 * The generated suites cover its authorization, anti-forgery and malformed input.
 */
import { eq } from 'drizzle-orm';
import { scheduledJobs } from '../../src/server/db/schema-permits.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';

const ADMIN = ['39912319997', 'Lukas', 'Žemaitis'] as const;
let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = new Client(t.app);
  await admin.testLogin(...ADMIN);
});
afterAll(() => t.close());

async function job(name: string) {
  const [row] = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

describe('POST /api/test/jobs/:name', () => {
  it('runs a job that is not due now, and sets its next turn from now', async () => {
    await t.app.scheduler.tick();
    const before = await job('sms-delivery');
    expect(before?.runs).toBeGreaterThanOrEqual(1);
    expect(before!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    // The schedule itself does not run it again yet.
    expect(await t.app.scheduler.tick()).not.toContain('sms-delivery');

    const started = Date.now();
    const res = await admin.post('/api/test/jobs/sms-delivery');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ran: true });
    const after = await job('sms-delivery');
    expect(after?.runs).toBe(before!.runs + 1);
    expect(after?.lockedBy).toBeNull();
    expect(after!.nextRunAt.getTime()).toBeGreaterThanOrEqual(started + 60_000);
  });

  it('does not run a job another node holds', async () => {
    await t.database.db
      .update(scheduledJobs)
      .set({ lockedBy: 'another-node', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, 'mail-delivery'));
    const runs = (await job('mail-delivery'))?.runs;
    const res = await admin.post('/api/test/jobs/mail-delivery');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ran: false });
    expect((await job('mail-delivery'))?.runs).toBe(runs);
  });

  it('answers 400 for a job that does not exist and 403 for a person who is not an administrator', async () => {
    expect((await admin.post('/api/test/jobs/no-such-job')).statusCode).toBe(400);
    const person = new Client(t.app);
    await person.testLogin('49209098765', 'Rūta', 'Vaitkutė');
    expect((await person.post('/api/test/jobs/sms-delivery')).statusCode).toBe(403);
  });

  it('does not exist outside test mode', async () => {
    const development = await createTestApp({ APP_ENV: 'development' });
    try {
      const client = new Client(development.app);
      await client.testLogin(...ADMIN);
      expect((await client.post('/api/test/jobs/sms-delivery')).statusCode).toBe(404);
      expect(development.app.routeList.some((r) => r.url.startsWith('/api/test/'))).toBe(false);
    } finally {
      await development.close();
    }
  });
});
