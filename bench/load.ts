/**
 * Load benchmark (issue 8 item 2): the real server process (src/server/main.ts, bench/cluster.ts,
 * logging at `info` to a file) on a fresh PostgreSQL database with `--permits` seeded permits,
 * loaded over loopback by bench/load-generator.ts with keep-alive connections. It prints
 * throughput, p50/p90/p99 and errors for:
 *
 *   pages      the SPA's public routes (index.html) and a built asset, 50 connections;
 *   content    the content service calls the pages make (articles, count, questions, FAQ tags,
 *              about, contacts, permit descriptions, warnings), 100 connections — target ≥ 5,000/s;
 *   lookup     the public permit check (`GET /api/public/leidimai/tikrinti?numeris=`), 200
 *              connections: open loop at `--lookup-rates` and at the design peak of 2,000/s,
 *              then closed loop (the node's ceiling) — target p99 ≤ 20 ms with 200 connections open
 *              at 2,000 checks a second (ADR 0014: why not the closed loop);
 *   purchase   the anglers' purchase path, by running bench/purchase.ts (its own figures and books);
 *   statistics the public statistics reports (`GET /api/public/statistika/l05|l06?…`, issue 22), 50
 *              connections, after the node's scheduled refresh has made the figures from the seeded
 *              permits — target p99 ≤ 50 ms (ADR 0030).
 *
 * The check is limited to 30 lookups per client address per minute on every node. Load from one
 * loopback address would meet that limit at once (and make every request update one row), so
 * the node trusts the generator as its proxy (TRUST_PROXY=127.0.0.1, for this process only) and
 * each request comes "from" one of 60,000 addresses in X-Forwarded-For, each well under the limit:
 * the limit's full cost — the upsert of each address's counter, batched with the checks beside it
 * (modules/permit-document/check-batch.ts) — is measured, as in production.
 * Nothing in the production defaults changes.
 *
 *   npm run bench:load                                   # 1,000,000 permits, 15 s per run
 *   npx tsx bench/load.ts --permits 100000 --duration 5 --ci    # CI size; fails only on errors
 *   npx tsx bench/load.ts --only lookup --lookup-rates 1000,2000
 *   npx tsx bench/load.ts --only content --profile /tmp/prof      # the node's CPU profile (.cpuprofile)
 *   npx tsx bench/load.ts --only content --log-level warn         # without the access line of each request
 *
 * Database: as bench/support.ts (BENCH_DATABASE_URL, else 127.0.0.1:5432, else embedded).
 * `--prepare <name>` only creates the database <name> on that PostgreSQL server, migrates it and seeds
 * `--permits`, then exits; `--prepared <name>` runs on it instead of a fresh one and drops it after.
 * CI (.ci/run) prepares while the steps before the load run are still running, so that only the
 * measured runs are alone (issue 17 item 7).
 * The web app: `--web-root` (default dist/web; pages are skipped when it is not built).
 * Exit codes: 2 when any run had errors; with targets on (not `--ci`), 1 when a target is missed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runMigrations } from '../src/server/db/index.ts';
import { xsrfTokenFor } from '../src/server/plugins/xsrf.ts';
import { makePermitNumber } from '../src/shared/permits/permit-number.ts';
import { type NodeProcess, startNode } from './cluster.ts';
import { type LoadRequest, type LoadResult, runLoad, summary } from './load-generator.ts';
import { seededPermit, seedPermits } from './seed-permits.ts';
import { adminQuery, type BenchDatabase, freshDatabase, serverReachable, withDatabase } from './support.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCENARIOS = ['pages', 'content', 'lookup', 'statistics', 'purchase'] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values: args } = parseArgs({
  options: {
    permits: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
    'lookup-rates': { type: 'string', default: '1000,2000,4000' },
    purchases: { type: 'string', default: '2000' },
    pool: { type: 'string', default: '10' },
    'web-root': { type: 'string', default: join(ROOT, 'dist/web') },
    ci: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
    prepare: { type: 'string' },
    prepared: { type: 'string' },
  },
});
const PERMITS = Number(args.permits);
const DURATION_MS = Number(args.duration) * 1000;
const WARMUP_MS = Number(args.warmup) * 1000;
const CONTENT_TARGET = 5_000;
const LOOKUP_P99_TARGET_MS = 20;
const LOOKUP_CONNECTIONS = 200;
/** The design peak of permit checks at which the p99 target holds (ADR 0014), always run. */
const LOOKUP_DESIGN_RATE = 2_000;
const STATISTICS_P99_TARGET_MS = 50;
/** Reports over the seeded years (2016–2025, L05.1 and L06.1): the longest periods a report allows. */
const STATISTICS_CALLS = [
  '/api/public/statistika/l05?rodiklis=tickets&pagal=period&laikotarpis=menuo&nuo=2016-01&iki=2025-12&kalba=lt',
  '/api/public/statistika/l06?rodiklis=permits&pagal=state&laikotarpis=ketvirtis&nuo=2016-01&iki=2025-12&kalba=en',
  '/api/public/statistika/l05?rodiklis=applications&pagal=state&laikotarpis=metai&kalba=lt',
  '/api/public/statistika/l06.csv?rodiklis=tickets&pagal=kind&laikotarpis=metai&nuo=2016-01&iki=2025-12',
];
const only = new Set((args.only ?? SCENARIOS.join(',')).split(',') as Scenario[]);

/**
 * What a browser of the portal sends with every API call: its language, its anonymous pre-session
 * cookie and the anti-forgery cookie that goes with it (src/server/plugins/xsrf.ts).
 */
const BROWSER_SESSION = 'a.bench-browser-token-0123456789';
const BROWSER = {
  cookie: `lang=lt; SESSION=${BROWSER_SESSION}; XSRF-TOKEN=${xsrfTokenFor(BROWSER_SESSION)}`,
  'accept-language': 'lt',
};

/** One of 60,000 addresses (10.x.y.z) per request, in turn. */
function address(i: number): string {
  const n = i % 60_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function cycle(requests: LoadRequest[]): (i: number) => LoadRequest {
  return (i) => requests[i % requests.length]!;
}

const CONTENT_CALLS = [
  '/api/content/articles?_sort=createdAt%3ADESC&_start=0&_limit=3&_locale=lt',
  '/api/content/articles?_sort=createdAt%3ADESC&_start=0&_limit=10&_locale=lt',
  '/api/content/articles/count?_locale=lt',
  '/api/content/articles?showInPermitsList=true&_limit=1&_locale=lt',
  '/api/content/questions?_locale=lt',
  '/api/content/faq-tags?_locale=lt',
  '/api/content/about?_locale=lt',
  '/api/content/contacts?_locale=en',
  '/api/content/permits?_sort=permitId%3AASC&_locale=lt',
  '/api/content/warnings?_locale=lt',
];

/** SPA routes answered with index.html, and the built files a first visit fetches. */
function pageRequests(webRoot: string): LoadRequest[] {
  const routes = ['/', '/permits', '/articles', '/faq', '/leidimo-tikrinimas', '/about'];
  const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return [...routes, ...assets.slice(0, 2)].map((path) => ({
    path,
    headers: { 'accept-encoding': 'identity' },
  }));
}

/** 90 % numbers that exist, 10 % well-formed numbers of nobody (the answer `found: false`). */
function lookupRequest(i: number): LoadRequest {
  const seeded = seededPermit((i * 7_919) % PERMITS, PERMITS).number;
  // The same year and serial in family 07, which the seed never uses, with its own check digit.
  const number =
    i % 10 === 9
      ? makePermitNumber(7, 2000 + Number(seeded.slice(2, 4)), Number(seeded.slice(4, 10)))
      : seeded;
  return {
    path: `/api/public/leidimai/tikrinti?numeris=${number}`,
    headers: { ...BROWSER, 'x-forwarded-for': address(i) },
  };
}

/** CPU seconds (user + system) a process has used, from /proc; null when it cannot be read. */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // CLK_TCK
  } catch {
    return null;
  }
}

/**
 * CPU used by the node and by the PostgreSQL backends serving its database (when that server runs
 * on this machine), for the CPU cost per request: on a machine shared with other work the rate
 * moves, the cost per request much less.
 */
async function cpuMeter(url: string, nodePid: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  async function read() {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const backends = new Map<number, number>();
    for (const { pid } of rows) {
      const seconds = cpuSeconds(pid);
      if (seconds === null) return { node: cpuSeconds(nodePid), backends: null };
      backends.set(pid, seconds);
    }
    return { node: cpuSeconds(nodePid), backends };
  }
  return {
    async measure<T>(
      work: () => Promise<T>,
    ): Promise<{ value: T; node: number | null; database: number | null }> {
      const before = await read();
      const value = await work();
      const after = await read();
      let database: number | null = null;
      if (before.backends && after.backends) {
        database = 0;
        for (const [pid, seconds] of after.backends) database += seconds - (before.backends.get(pid) ?? 0);
      }
      const node = before.node !== null && after.node !== null ? after.node - before.node : null;
      return { value, node, database };
    },
    close: () => client.end(),
  };
}

/** bench/purchase.ts in its own process, its report passed through; exit 2 (books wrong) is an error. */
function runPurchaseBench(purchases: number): Promise<{ code: number; rate: number | null }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/purchase.ts', '--purchases', String(purchases), '--warmup', '100'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '    '));
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const rate = /purchases per second: (\d+)/.exec(out)?.[1];
      resolvePromise({ code: code ?? 1, rate: rate ? Number(rate) : null });
    });
  });
}

/** Waits (up to 10 minutes) for the statistics refresh the node runs at start; its size and time. */
async function waitForStatistics(url: string): Promise<{ cells: number; tookMs: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 1200; i += 1) {
      const { rows } = await client.query<{ cells: number; took_ms: number }>(
        "SELECT cells, took_ms FROM statistics_refreshes WHERE id = 'figures'",
      );
      if (rows[0]) return { cells: rows[0].cells, tookMs: rows[0].took_ms };
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    }
    throw new Error('the statistics refresh did not finish in 10 minutes');
  } finally {
    await client.end();
  }
}

/** The admin URL of the PostgreSQL server for `--prepare` and `--prepared` (no embedded one: it would end with the process). */
async function serverAdminUrl(): Promise<string> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await serverReachable(adminUrl)))
    throw new Error(`--prepare and --prepared need a PostgreSQL server; none answers at ${adminUrl}`);
  return adminUrl;
}

function checkName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  return name;
}

/** `--prepare`: the database created, migrated and seeded with `--permits`, for a later `--prepared` run. */
async function prepare(name: string) {
  const adminUrl = await serverAdminUrl();
  const started = performance.now();
  await adminQuery(adminUrl, `create database "${checkName(name)}"`);
  const url = withDatabase(adminUrl, name);
  await runMigrations(url);
  const seconds = await seedPermits(url, PERMITS);
  process.stdout.write(
    `prepared database ${name}: ${PERMITS.toLocaleString('en')} permits seeded in ${seconds.toFixed(1)} s, ${((performance.now() - started) / 1000).toFixed(1)} s in all\n`,
  );
}

/** `--prepared`: the database `--prepare` made, checked to hold `--permits` permits; dropped after the run. */
async function preparedDatabase(name: string): Promise<BenchDatabase> {
  const adminUrl = await serverAdminUrl();
  const url = withDatabase(adminUrl, checkName(name));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from permits');
    if (rows[0]!.n !== PERMITS)
      throw new Error(`database ${name} holds ${rows[0]!.n} permits, not --permits ${PERMITS}`);
  } finally {
    await client.end();
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  return {
    url,
    where: `PostgreSQL server at ${new URL(adminUrl).host}`,
    dataDir,
    async cleanup() {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  if (args.prepare) return prepare(args.prepare);
  const started = performance.now();
  const fresh = args.prepared ? await preparedDatabase(args.prepared) : await freshDatabase('load');
  let node: NodeProcess | undefined;
  let meter: Awaited<ReturnType<typeof cpuMeter>> | undefined;
  const results: { name: string; result: LoadResult }[] = [];
  let failed = false;
  let missed = false;
  try {
    process.stdout.write(`Load benchmark on ${fresh.where}, ${PERMITS.toLocaleString('en')} permits\n`);
    if (args.prepared) {
      process.stdout.write(`permits seeded before the run (--prepared ${args.prepared})\n`);
    } else {
      await runMigrations(fresh.url);
      const seconds = await seedPermits(fresh.url, PERMITS);
      process.stdout.write(`seeded ${PERMITS.toLocaleString('en')} permits in ${seconds.toFixed(1)} s\n`);
    }

    const webRoot = resolve(args['web-root']);
    const built = existsSync(join(webRoot, 'index.html'));
    node = await startNode({
      logFile: join(fresh.dataDir, 'node.log'),
      ...(args.profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${resolve(args.profile)}`] } : {}),
      env: {
        DATABASE_URL: fresh.url,
        DATA_DIR: fresh.dataDir,
        DATABASE_POOL_SIZE: args.pool,
        TRUST_PROXY: '127.0.0.1',
        WEB_ROOT: webRoot,
        LOG_LEVEL: args['log-level'],
      },
    });
    process.stdout.write(
      `server: one node (src/server/main.ts), pool ${args.pool}, LOG_LEVEL=${args['log-level']} to a file; ${args.duration} s per run after ${args.warmup} s of warm-up\n`,
    );
    meter = await cpuMeter(fresh.url, node.child.pid!);
    const run = async (
      name: string,
      options: Omit<Parameters<typeof runLoad>[0], 'baseUrl' | 'durationMs'>,
    ) => {
      // The meter's window includes the warm-up: the cost per request counts it too.
      const measured = await meter!.measure(() =>
        runLoad({ baseUrl: node!.url, durationMs: DURATION_MS, warmupMs: WARMUP_MS, ...options }),
      );
      const result = measured.value;
      const all = result.requests;
      const perRequest = (seconds: number | null) =>
        seconds === null ? '?' : ((seconds * 1000) / all).toFixed(3);
      process.stdout.write(
        `  ${summary(name, result)}\n    CPU per request: node ${perRequest(measured.node)} ms, PostgreSQL ${perRequest(measured.database)} ms\n`,
      );
      results.push({ name, result });
      // An overloaded open-loop run says how fast this machine is, like any figure: not an error.
      if (result.errorCount > 0) failed = true;
      return result;
    };

    if (only.has('pages')) {
      if (built) await run('pages, 50 connections', { connections: 50, next: cycle(pageRequests(webRoot)) });
      else process.stdout.write(`  pages: skipped, the web app is not built in ${webRoot} (npm run build)\n`);
    }
    if (only.has('content')) {
      const content = await run('content, 100 connections', {
        connections: 100,
        next: cycle(CONTENT_CALLS.map((path) => ({ path, headers: BROWSER }))),
      });
      if (content.perSecond < CONTENT_TARGET) missed = true;
      process.stdout.write(
        `    target ≥ ${CONTENT_TARGET.toLocaleString('en')} req/s: ${content.perSecond >= CONTENT_TARGET ? 'met' : 'MISSED'}\n`,
      );
    }
    if (only.has('lookup')) {
      const rates = [...new Set([...args['lookup-rates'].split(',').map(Number), LOOKUP_DESIGN_RATE])].sort(
        (a, b) => a - b,
      );
      let design: LoadResult | undefined;
      for (const rate of rates) {
        const r = await run(`lookup, ${LOOKUP_CONNECTIONS} connections, ${rate}/s offered`, {
          connections: LOOKUP_CONNECTIONS,
          rate,
          next: lookupRequest,
          ok: (status) => status === 200,
        });
        if (rate === LOOKUP_DESIGN_RATE) design = r;
      }
      // Then the most one node answers: 200 connections back to back (ADR 0014: a ceiling, not a
      // latency). Last, so that its backlog (garbage, dead counter rows) is not in the runs above.
      await run(`lookup, ${LOOKUP_CONNECTIONS} connections, closed loop (the ceiling)`, {
        connections: LOOKUP_CONNECTIONS,
        next: lookupRequest,
        ok: (status) => status === 200,
      });
      const met = design !== undefined && design.p99 <= LOOKUP_P99_TARGET_MS && !design.overloaded;
      if (!met) missed = true;
      process.stdout.write(
        `    target p99 ≤ ${LOOKUP_P99_TARGET_MS} ms with ${LOOKUP_CONNECTIONS} connections open at ${LOOKUP_DESIGN_RATE.toLocaleString('en')}/s offered (ADR 0014): ${
          met ? 'met' : 'MISSED'
        } (p99 ${design?.p99.toFixed(1)} ms)\n`,
      );
    }
    if (only.has('statistics')) {
      // The node's scheduler makes the figures at start (one refresh over every seeded permit).
      const refreshed = await waitForStatistics(fresh.url);
      process.stdout.write(`    statistics refresh: ${refreshed.cells} cells in ${refreshed.tookMs} ms\n`);
      const stats = await run('statistics reports, 50 connections', {
        connections: 50,
        next: cycle(STATISTICS_CALLS.map((path) => ({ path, headers: BROWSER }))),
        ok: (status) => status === 200,
      });
      const met = stats.p99 <= STATISTICS_P99_TARGET_MS;
      if (!met) missed = true;
      process.stdout.write(
        `    target p99 ≤ ${STATISTICS_P99_TARGET_MS} ms (ADR 0030): ${met ? 'met' : 'MISSED'} (p99 ${stats.p99.toFixed(1)} ms)\n`,
      );
    }
    await node.stop();
    node = undefined;
    if (only.has('purchase')) {
      process.stdout.write(
        `  purchase path (bench/purchase.ts, ${args.purchases} purchases, 32 at a time):\n`,
      );
      const purchase = await runPurchaseBench(Number(args.purchases));
      if (purchase.code === 2 || purchase.rate === null) failed = true;
      if (purchase.code === 1) missed = true;
    }
  } finally {
    await meter?.close();
    if (node) {
      if (failed) process.stderr.write(`last lines of the node's log:\n${node.tail()}\n`);
      await node.stop();
    }
    await fresh.cleanup();
  }
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  if (failed) process.exitCode = 2;
  else if (missed && !args.ci) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
