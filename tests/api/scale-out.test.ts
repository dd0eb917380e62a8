/**
 * Several nodes on one PostgreSQL (issue 8 item 1, architecture §8): two real server processes
 * (src/server/main.ts through bench/cluster.ts, JOB_TICK_MS=100) on one database and one shared
 * DATA_DIR, behind the round-robin proxy (bench/proxy.ts) that sends each request to the
 * next node. Through the proxy, as a browser would:
 * - a session made through one node serves on the other, and a logout on one ends it on both;
 * - a scheduled job due once runs once although both nodes claim it every 100 ms, and goes on
 *   running once per due time on the node left after the other is killed;
 * - the permit check's limit of 30 per address per minute holds over requests spread on both;
 * - a purchase is created, paid on the sandbox bank's page and returned to, each step on whichever
 *   node the proxy picks, and is issued once.
 * `npm run test:scale-out` runs this file alone; the API suites (and so CI) run it with the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type NodeProcess, startNode } from '../../bench/cluster.ts';
import { type RoundRobinProxy, startProxy, UPSTREAM_HEADER } from '../../bench/proxy.ts';
import { freePort } from '../../bench/support.ts';
import { sandboxFormToken } from '../../src/server/modules/sandbox-bank/provider.ts';
import type { PurchaseCreated, PurchaseStatus } from '../../src/shared/anglers/api-types.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { createDatabaseFromTemplate } from '../support/database.ts';
import { HttpClient } from '../support/server-process.ts';
import { citizen, personCode, ticketRequest } from './anglers-helpers.ts';

const SECRET = 'scale-out-sandbox-secret-0123456789abcdef';

let dataDir: string;
let database: { url: string; drop: () => Promise<void> };
let sql: pg.Client;
let nodes: NodeProcess[] = [];
let proxy: RoundRobinProxy;
let startedAt = 0;

const upstreamOf = (res: Response) => Number(res.headers.get(UPSTREAM_HEADER));
/** A cookie as the browser holds it (HttpClient keeps its jar to itself). */
const cookieOf = (client: HttpClient, name: string) =>
  (client as unknown as { jar: Map<string, string> }).jar.get(name);

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'permits-scale-out-'));
  database = await createDatabaseFromTemplate(inject('adminUrl'), inject('templateDb'), 'scale');
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const ports = [await freePort(), await freePort()];
  startedAt = Date.now();
  proxy = await startProxy({ upstreams: ports.map((port) => `http://127.0.0.1:${port}`) });
  // Both start together: migrations under their lock, the demo seed, the sandbox secret, keys.
  const started = await Promise.allSettled(
    ports.map((port, index) =>
      startNode({
        port,
        logFile: join(dataDir, `node-${index}.log`),
        env: {
          APP_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: database.url,
          DATABASE_POOL_SIZE: '4',
          DATA_DIR: dataDir,
          PUBLIC_URL: proxy.url,
          TRUST_PROXY: '127.0.0.1',
          PAYMENT_SANDBOX_SECRET: SECRET,
          JOB_TICK_MS: '100',
        },
      }),
    ),
  );
  nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await proxy?.close();
  await sql?.end();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two nodes behind a round-robin proxy', () => {
  it('serve one session on both nodes; a logout on one ends it on both', async () => {
    const browser = new HttpClient(proxy.url);
    // The gateway simulator's login takes two requests: the proxy sends them to different nodes.
    const code = personCode(7);
    await browser.testLogin(code, 'Jonas', 'Petraitis');
    const served = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const res = await browser.call('GET', '/api/auth/viisp/user-info');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ asmensKodas: code, name: 'Jonas' });
      served.add(upstreamOf(res));
    }
    expect([...served].sort()).toEqual([0, 1]);

    // The token as the browser held it, replayed on both nodes after the logout on one of them.
    const token = cookieOf(browser, 'SESSION');
    expect(token).toBeTruthy();
    expect((await browser.call('POST', '/api/v1/auth/logout')).status).toBe(204);
    const answers: Response[] = [];
    for (let i = 0; i < 2; i++) {
      answers.push(
        await fetch(`${proxy.url}/api/auth/viisp/user-info`, { headers: { cookie: `SESSION=${token}` } }),
      );
    }
    expect(answers.map((res) => res.status)).toEqual([401, 401]);
    expect(new Set(answers.map(upstreamOf)).size).toBe(2);
  });

  it('hold the permit check to 30 per address per minute over requests spread on both', async () => {
    // One address of the test's own (the proxy appends the socket's, which the nodes trust).
    const address = `198.51.100.${1 + (process.pid % 250)}`;
    const number = makePermitNumber(5, 2026, 999_999);
    const answers: Response[] = [];
    for (let i = 0; i < 40; i++) {
      answers.push(
        await fetch(`${proxy.url}/api/public/leidimai/tikrinti?numeris=${number}`, {
          headers: { 'x-forwarded-for': address },
        }),
      );
    }
    const statuses = answers.map((res) => res.status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // Each node answered half: alone, neither would have reached its limit.
    const byNode = [0, 1].map((node) => answers.filter((res) => upstreamOf(res) === node).length);
    expect(byNode).toEqual([20, 20]);
    expect(Number(answers[39]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await fetch(`${proxy.url}/api/public/leidimai/tikrinti?numeris=${number}`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(other.status).toBe(200);
  });

  it('complete a purchase whose steps land on different nodes, issuing one permit', async () => {
    const buyer = new HttpClient(proxy.url);
    const created = await buyer.call(
      'POST',
      '/api/public/zvejyba/pirkimai',
      { json: ticketRequest(citizen(personCode(4242))) },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(created.status).toBe(201);
    const purchase = (await created.json()) as PurchaseCreated;
    const ref = purchase.payUrl.split('/').pop()!;
    // The bank's page and its Pay button, on whichever node (the shared secret signs the form).
    const page = await buyer.call('GET', purchase.payUrl);
    expect(page.status).toBe(200);
    const paid = await buyer.call('POST', `${purchase.payUrl}/moketi`, {
      form: { token: sandboxFormToken(SECRET, ref) },
    });
    expect(paid.status).toBe(303);
    const back = await buyer.call('GET', paid.headers.get('location')!);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/^\/payment-success-notification\//);
    const steps = [created, page, paid, back].map(upstreamOf);
    expect(new Set(steps).size).toBe(2);

    const status = await buyer.call('GET', `/api/public/zvejyba/pirkimai/${purchase.id}`, undefined, {
      'x-purchase-secret': purchase.secret,
    });
    expect(((await status.json()) as PurchaseStatus).state).toBe('ISSUED');
    const { rows } = await sql.query<{ permits: number; paid: number }>(
      `select (select count(*)::int from angler_permits ap join angler_purchases p on p.id = ap.purchase_id
                where p.id = $1) as permits,
              (select count(*)::int from payments where subject_id = $1 and state = 'PAID') as paid`,
      [purchase.id],
    );
    expect(rows[0]).toEqual({ permits: 1, paid: 1 });
  });

  it('send a reminder due while both nodes run once, by each channel (issue 21)', async () => {
    const { rows: found } = await sql.query<{ id: string; holder_code: string }>(
      `select id, holder_code from permits
       where state = 'GALIOJANTIS' and kind not like 'l05%' and kind not like 'l06%' limit 1`,
    );
    const permit = found[0]!;
    await sql.query(
      `insert into profiles (user_code, represented_code, email, phone, info_by_email, info_by_sms)
       values ('39001010001', $1, 'priminimai@example.lt', '+37061239999', true, true)
       on conflict (user_code, represented_code) do update
       set email = excluded.email, phone = excluded.phone, info_by_email = true, info_by_sms = true`,
      [permit.holder_code],
    );
    await sql.query(
      `update permits set valid_until = (now() at time zone 'Europe/Vilnius')::date + 7 where id = $1`,
      [permit.id],
    );
    const runs = async () =>
      (await sql.query<{ runs: number }>(`select runs from scheduled_jobs where name = 'reminders'`)).rows[0]
        ?.runs ?? 0;
    // Due again and again while both nodes claim it every 100 ms: several runs, one notice each.
    for (let due = 0; due < 4; due++) {
      const before = await runs();
      await sql.query(`update scheduled_jobs set next_run_at = now() where name = 'reminders'`);
      await until('a reminders run', async () => ((await runs()) > before ? true : undefined));
    }
    const key = `expiring-7:${permit.id}:%`;
    const mails = await sql.query(`select id from mail_outbox where notice_key like $1`, [key]);
    expect(mails.rows).toHaveLength(1);
    await sql.query(`update scheduled_jobs set next_run_at = now() where name = 'sms-delivery'`);
    const sent = await until('the SMS handed to the gateway', async () => {
      const { rows } = await sql.query<{ sent_at: Date | null; attempts: number }>(
        `select sent_at, attempts from sms_outbox where notice_key like $1`,
        [key],
      );
      return rows.length === 1 && rows[0]!.sent_at ? rows : undefined;
    });
    expect(sent).toMatchObject([{ attempts: 1 }]);
  }, 60_000);

  it('run a due job once while both claim it every 100 ms, and once per due time after one is killed', async () => {
    const runs = async () =>
      (await sql.query<{ runs: number }>(`select runs from scheduled_jobs where name = 'permit-expiry'`))
        .rows[0]?.runs;
    // Each node's first tick has claimed the job's first run already; both keep ticking.
    expect(await until('the first run', async () => ((await runs())! >= 1 ? runs() : undefined))).toBe(1);
    for (let due = 1; due <= 8; due++) {
      await sql.query(`update scheduled_jobs set next_run_at = now() where name = 'permit-expiry'`);
      await until(`run ${due + 1}`, async () => ((await runs())! > due ? true : undefined));
      // A few ticks of both nodes more: nobody runs it a second time for the same due time.
      await new Promise((r) => setTimeout(r, 350));
      expect(await runs()).toBe(due + 1);
    }

    // One node dies without warning; the other keeps the jobs going, still once per due time.
    await nodes[1]!.kill();
    for (let due = 9; due <= 11; due++) {
      await sql.query(`update scheduled_jobs set next_run_at = now() where name = 'permit-expiry'`);
      await until(`run ${due + 1}`, async () => ((await runs())! > due ? true : undefined));
      await new Promise((r) => setTimeout(r, 350));
      expect(await runs()).toBe(due + 1);
    }
    // The other jobs (due every 30 s or more) ran once per period since the nodes started.
    const { rows } = await sql.query<{ name: string; runs: number }>(
      // The reminder test above made 'reminders' and 'sms-delivery' due by hand.
      `select name, runs from scheduled_jobs
       where name not in ('permit-expiry', 'reminders', 'sms-delivery') order by name`,
    );
    const periods: Record<string, number> = {
      // Bank statements dropped into a folder (issue 20, ADR 0028).
      'bank-statements': 5 * 60_000,
      'content-legacy-files': 60 * 60_000,
      'mail-delivery': 60_000,
      'payment-reconcile': 60_000,
      'rate-limit-cleanup': 15 * 60_000,
      'sandbox-callbacks': 30_000,
      'session-purge': 15 * 60_000,
      // The public statistics' figures (issue 22, ADR 0030): once per period across both nodes.
      'statistics-refresh': 15 * 60_000,
      'ticket-sms': 30_000,
    };
    expect(rows.map((row) => row.name)).toEqual(Object.keys(periods));
    const elapsed = Date.now() - startedAt;
    for (const row of rows) {
      expect(row.runs).toBeGreaterThanOrEqual(1);
      expect(row.runs).toBeLessThanOrEqual(1 + Math.floor(elapsed / periods[row.name]!));
    }
  }, 90_000);
});
