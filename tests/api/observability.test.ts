/**
 * Observability (issue 8 §5, ADR 0012): a request id on every answer and in every log line of its
 * request, lines from the app's own logger included; /metrics in the Prometheus text format with
 * request counts and latencies by route pattern, process and pool figures, the outbox's depth,
 * idempotent replays and job runs, readable only from the private network or with the token;
 * liveness and readiness (database and migrations).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { anglerPermits } from '../../src/server/db/schema-anglers.ts';
import { mailOutbox, permits } from '../../src/server/db/schema-permits.ts';
import { signSandboxBody } from '../../src/server/modules/sandbox-bank/provider.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { type CapturedLog, captureLogs } from '../support/log-capture.ts';
import {
  addDays,
  buy,
  buyAndPay,
  citizen,
  makeLicence,
  personCode,
  ticketRequest,
  today,
} from './anglers-helpers.ts';

const SANDBOX_SECRET = 's'.repeat(40);
const METRICS_TOKEN = 'metrics-token-0123456789abcdefghijklmnop';

let t: TestApp;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLogs('info');
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET }, { logger: log.logger });
});
afterAll(() => t.close());

async function scrape(app = t.app, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** `name{a="1",b="2"}` with its labels in one order, whatever order the exposition wrote them in. */
function seriesKey(series: string): string {
  const open = series.indexOf('{');
  if (open < 0) return series;
  const labels = series.slice(open + 1, -1).match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? [];
  return `${series.slice(0, open)}{${labels.sort().join(',')}}`;
}

/** The value of one series, `name{labels}`; 0 when absent. */
function value(text: string, series: string): number {
  const wanted = seriesKey(series);
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (!line.startsWith('#') && space > 0 && seriesKey(line.slice(0, space)) === wanted)
      return Number(line.slice(space + 1));
  }
  return 0;
}

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id and makes a fresh one otherwise', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-7f3a9c21' } });
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a9c21');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon-123', 'new\nline-12345']) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Also on errors and on routes that do not exist.
    const missing = await t.app.inject({
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'trace-404-abc' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404-abc');
  });

  it('writes the request id in every log line of the request, from any logger', async () => {
    const from = log.raw.length;
    const health = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-health-1' } });
    // A signed payment callback for a reference nobody knows: the payments service logs an error
    // with the application's logger, not the request's.
    const body = JSON.stringify({ ref: `sb_${'A'.repeat(22)}`, status: 'PAID', amountCents: 500 });
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/public/mokejimai/sandbox/callback',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxBody(SANDBOX_SECRET, body),
        'x-request-id': 'trace-callback-1',
      },
    });
    expect(callback.statusCode).toBe(404);
    const lines = log.lines().slice(from);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.reqId, JSON.stringify(line)).toMatch(/^trace-(health|callback)-1$/);
    const serviceLine = lines.find((l) => l.msg === 'callback for an unknown payment');
    expect(serviceLine?.reqId).toBe('trace-callback-1');
    // Written once per line, even by the request's own logger that binds it already.
    const raw = log.raw.slice(from).filter((l) => l.includes('"request completed"'));
    expect(raw).toHaveLength(2);
    for (const line of raw) expect(line.match(/"reqId"/g)).toHaveLength(1);
    expect(health.headers['x-request-id']).toBe('trace-health-1');
  });
});

describe('/metrics', () => {
  it('counts and times requests by route pattern, never by the raw address', async () => {
    const id = randomUUID();
    await new Client(t.app).get(`/api/v1/paraiskos/l13/${id}`);
    await t.app.inject({ url: '/api/no-such-thing/38703181745' });
    const text = await scrape();
    expect(
      value(text, 'http_requests_total{method="GET",route="/api/v1/paraiskos/:kind/:id",status="401"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(
        text,
        'http_request_duration_seconds_bucket{method="GET",route="/api/v1/paraiskos/:kind/:id",le="+Inf"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'http_requests_total{method="GET",route="unmatched",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('38703181745');
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it('answers in the Prometheus text format with process, pool and outbox figures', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(value(text, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{stat="p99"\} \d/m);
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
    expect(value(text, 'metrics_database_up')).toBe(1);
    // Every sample line is `name{labels} number`.
    for (const line of text
      .trim()
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#')))
      expect(line).toMatch(/^[a-z_:][a-z0-9_:]*(\{[^}]*\})? (-?[0-9.e+-]+|\+Inf|NaN)$/);
  });

  it('shows the mail outbox depth: waiting and given up', async () => {
    const before = await scrape();
    await t.database.db.insert(mailOutbox).values([
      { toAddress: 'a@example.lt', subject: 'A', bodyText: 'A' },
      { toAddress: 'b@example.lt', subject: 'B', bodyText: 'B' },
      { toAddress: 'c@example.lt', subject: 'C', bodyText: 'C', attempts: 10 },
      { toAddress: 'd@example.lt', subject: 'D', bodyText: 'D', sentAt: new Date() },
    ]);
    const after = await scrape();
    expect(value(after, 'mail_outbox_pending') - value(before, 'mail_outbox_pending')).toBe(2);
    expect(value(after, 'mail_outbox_failed') - value(before, 'mail_outbox_failed')).toBe(1);
    expect(value(after, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts purchases and catch reports answered from the idempotency store, and job runs', async () => {
    const before = await scrape();
    // A purchase repeated with its Idempotency-Key.
    const buyer = new Client(t.app);
    const key = randomUUID();
    const request = ticketRequest(citizen(personCode(4101)));
    const first = await buy(buyer, request, { 'idempotency-key': key });
    const again = await buy(buyer, request, { 'idempotency-key': key });
    expect(again.id).toBe(first.id);
    // A catch report sent twice by the phone's outbox.
    const angler = citizen(personCode(4102), 'Žydrūnas', 'Šimkus');
    const licence = await makeLicence(t, { species: 'sterkas', period: '2' });
    const { status } = await buyAndPay(t, new Client(t.app), {
      ...ticketRequest(angler),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    const ticket = status.ticket!;
    await t.database.db
      .update(permits)
      .set({ validFrom: addDays(today(), -1) })
      .where(eq(permits.id, ticket.permitId));
    await t.database.db
      .update(anglerPermits)
      .set({ validFrom: addDays(today(), -1) })
      .where(eq(anglerPermits.permitId, ticket.permitId));
    const now = Date.now();
    const report = {
      id: randomUUID(),
      permitNumber: ticket.number,
      firstName: angler.firstName,
      lastName: angler.lastName,
      securityCode: ticket.securityCode,
      speciesCode: 'sterkas',
      amount: 1,
      lengthCm: 55.5,
      sex: 'PATINAS',
      eelCaught: false,
      caughtAt: new Date(now - 20 * 60_000).toISOString(),
      savedAt: new Date(now - 15 * 60_000).toISOString(),
      sentAt: new Date(now).toISOString(),
    };
    const phone = new Client(t.app);
    const filed = await phone.post('/api/public/zvejyba/laimikis', report, { 'idempotency-key': report.id });
    expect(filed.statusCode, filed.body).toBe(201);
    const replayed = await phone.post('/api/public/zvejyba/laimikis', report, {
      'idempotency-key': report.id,
    });
    expect(replayed.statusCode).toBe(200);
    // Every job is due on a fresh database.
    const ran = await t.app.scheduler.tick();
    expect(ran).toContain('mail-delivery');

    const after = await scrape();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(delta('idempotent_replays_total{operation="purchase"}')).toBe(1);
    expect(delta('idempotent_replays_total{operation="catch-report"}')).toBe(1);
    expect(delta('scheduled_job_runs_total{job="mail-delivery",outcome="ok"}')).toBe(1);
    expect(delta('scheduled_job_runs_total{job="permit-expiry",outcome="ok"}')).toBe(1);
  });

  it('answers only direct callers from private addresses when no token is configured', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const outside = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain('http_requests_total');
    // Through a proxy on the same machine: the proxy's address says nothing about the caller.
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '10.0.0.5' } });
    expect(proxied.statusCode).toBe(403);
  });

  it('wants the bearer token from everyone when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN });
    try {
      const none = await guarded.app.inject({ url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const wrong = await guarded.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const right = await guarded.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await guarded.close();
    }
  });
});

describe('liveness and readiness', () => {
  it('is live and ready on a migrated database', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration this code ships is missing from the database', async () => {
    const behind = await createTestApp();
    try {
      await behind.database.pool.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
      const res = await behind.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
      });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await behind.close();
    }
  });

  it('is live but not ready when the database does not answer', async () => {
    const broken = await createTestApp({ DATABASE_POOL_SIZE: '1' });
    await broken.database.close();
    try {
      const ready = await broken.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'unavailable', migrations: 'unavailable' },
      });
      expect((await broken.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
      const metrics = await broken.app.inject({ url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(value(metrics.body, 'metrics_database_up')).toBe(0);
    } finally {
      await broken.app.close();
    }
  });
});
