/**
 * Benchmark of the anglers' purchase path (issue 5 item 10): create → pay → issue, through the
 * real app against PostgreSQL, printing completed purchases per second.
 *
 *   npm run bench:purchase                      # 3000 purchases, 32 buyers at a time
 *   npx tsx bench/purchase.ts --purchases 6000 --concurrency 48
 *   npx tsx bench/purchase.ts --unix            # the local server's unix socket instead of TCP
 *
 * Database: the PostgreSQL server in BENCH_DATABASE_URL (an admin URL; default
 * postgres://postgres@127.0.0.1:5432/postgres, over TCP). `--unix` connects through the local
 * server's socket in /var/run/postgresql instead, as an app beside its database may (on the 2-core
 * machine it measured the same as TCP: the cost of a round trip there is waking the other process,
 * whichever the socket). The first line says which. A fresh database is created for the run and
 * dropped after it. If no server answers, an embedded PostgreSQL is started in a temporary folder.
 * The app's pool has `--pool` connections (24).
 *
 * Besides the rate it prints the mean time of each step and where the CPU went: the Node process's
 * CPU time per purchase and, when the server runs on this machine, its backends' (from /proc).
 *
 * One purchase is what a buyer's browser and the bank do, through the app's own routes:
 *   1. POST /api/public/zvejyba/pirkimai (anonymous, anti-forgery header, validation, price, the
 *      sandbox bank's record, then §8 rules, licence reservation for L06, purchase and payment rows);
 *   2. POST the sandbox bank's Pay form (the bank marks it paid and sends its signed callback over
 *      real HTTP to the listening server, as a bank would);
 *   3. GET the return address: the server asks the provider and finalises. The callback and the
 *      return race, as they do in life: whichever comes first marks the payment paid and issues the
 *      permit (number with its check digit, history row, angler_permits row, the sale of a held
 *      licence) under the payment's row lock; the other finds it done.
 * Requests go through Fastify's `inject` (no client sockets on a 2-core machine: the measured
 * work is the server's and the database's), the bank's callbacks through real sockets.
 * Every fourth purchase is an L06 card taking a licence from one pool, so reservations contend.
 * At the end the database is checked: exactly one permit (with its angler row and a valid, unique
 * number) and one paid payment (with its own receipt number) per completed purchase, every other
 * purchase unissued, sold = L06 count and nothing left reserved.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { fishingLicences, waterBodies } from '../src/server/db/schema-anglers.ts';
import { permits } from '../src/server/db/schema-permits.ts';
import { sandboxFormToken } from '../src/server/modules/sandbox-bank/index.ts';
import type { PurchaseCreated, PurchaseRequest } from '../src/shared/anglers/api-types.ts';
import { todayInLithuania } from '../src/shared/fields/dates.ts';
import { personCodeCheckDigit } from '../src/shared/fields/person-code.ts';
import { isValidPermitNumber } from '../src/shared/permits/permit-number.ts';
import { startBenchApp } from './support.ts';

const { values: args } = parseArgs({
  options: {
    purchases: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '200' },
    unix: { type: 'boolean', default: false },
    pool: { type: 'string', default: '24' },
  },
});
const TOTAL = Number(args.purchases);
const CONCURRENCY = Number(args.concurrency);
const WARMUP = Number(args.warmup);
const SECRET = 'bench-sandbox-secret-0123456789abcdef0123456789';
const TARGET_PER_SECOND = 300;

/** A valid person code for buyer `n` (born 1950–1999, check digit by spec §5). */
function personCode(n: number): string {
  const year = String(50 + (Math.floor(n / 10_000) % 50)).padStart(2, '0');
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0');
  const first10 = `${n % 2 === 0 ? 3 : 4}${year}${month}${day}${String(n % 1000).padStart(3, '0')}`;
  return `${first10}${personCodeCheckDigit(first10)}`;
}

/** A browser without a session: its cookies and the anti-forgery header. */
class Buyer {
  private cookie = 'lang=lt';
  private xsrf = '';
  private session = '';
  constructor(private readonly app: FastifyInstance) {}

  /** The anonymous pre-session cookie and the anti-forgery token tied to it (src/server/plugins/xsrf.ts). */
  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.name === 'XSRF-TOKEN') this.xsrf = c.value;
      if (c.name === 'SESSION') this.session = c.value;
    }
    this.cookie = `lang=lt; SESSION=${this.session}; XSRF-TOKEN=${this.xsrf}`;
  }

  async start() {
    this.remember(await this.app.inject({ method: 'GET', url: '/api/health' }));
  }

  async post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { cookie: this.cookie, 'x-xsrf-token': this.xsrf, ...headers },
    });
    this.remember(res);
    return res;
  }

  async form(url: string, body: string) {
    return this.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { cookie: this.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  async get(url: string) {
    return this.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } });
  }
}

/**
 * CPU time of the PostgreSQL backends serving the app's pool, when the server runs on this machine
 * (their /proc entries are readable): utime + stime in seconds per backend, null otherwise. A
 * backend that starts during the measured run counts from zero.
 */
const serverCpu = {
  async read(pool: pg.Pool): Promise<Map<number, number> | null> {
    const { rows } = await pool.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    const ticks = 100; // CLK_TCK on Linux
    const seconds = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
      } catch {
        return null;
      }
    }
    return seconds;
  },
  spent(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
    if (!before || !after) return null;
    let total = 0;
    for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
    return total;
  },
};

interface Books {
  paid: number;
  receipts: number;
  skipped: number;
  linked: number;
  unpaid: number;
}

async function main() {
  const bench = await startBenchApp({
    name: 'purchase',
    sandboxSecret: SECRET,
    unix: args.unix,
    poolSize: Number(args.pool),
    // Every buyer of the run comes from 127.0.0.1: production's per-address limit would refuse
    // all but the first 20 purchases a minute.
    env: { PURCHASE_RATE_LIMIT_PER_MINUTE: '1000000' },
  });
  const { app, database, where } = bench;

  // One L06.1 pool big enough for every card in the run, on a limited water body of the demo.
  const today = todayInLithuania();
  const [water] = await database.db.select().from(waterBodies).where(eq(waterBodies.limited, true)).limit(1);
  if (!water) throw new Error('the demo catalogue has no limited water body');
  const [pool] = await database.db
    .insert(fishingLicences)
    .values({
      kind: 'l06_1',
      waterBodyId: water.id,
      placeLt: 'Visas telkinys',
      placeEn: 'The whole water body',
      speciesCode: 'lydeka',
      period: '1',
      fishingFrom: today,
      fishingTo: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
      conditionsLt: 'Bandymas',
      conditionsEn: 'Benchmark',
      amount: 1,
      minSizeCm: 50,
      total: TOTAL + WARMUP,
      priceCents: 300,
    })
    .returning();

  let next = 0;
  let completed = 0;
  let succeeded = 0;
  let purchasesCreated = 0;
  let l06 = 0;
  const failures = new Map<string, number>();
  const latencies: number[] = [];
  /** Milliseconds spent in each step, over the measured purchases. */
  const phases = { create: 0, pay: 0, return: 0 };
  let measuring = false;
  const fail = (why: string) => {
    failures.set(why, (failures.get(why) ?? 0) + 1);
    return false;
  };

  async function purchaseOnce(buyer: Buyer, n: number): Promise<boolean> {
    const card = n % 4 === 3;
    const request: PurchaseRequest = {
      kind: card ? 'l06_1' : 'l05_1',
      ...(card ? { licenceId: pool!.id } : { period: '1' }),
      validFrom: today,
      angler: {
        firstName: 'Jonas',
        lastName: 'Žvejys',
        citizenship: 'PILIETIS',
        personCode: personCode(n),
        useEmail: false,
        usePhone: false,
      },
      paymentMethod: 'BANK',
    };
    const t0 = performance.now();
    const created = await buyer.post('/api/public/zvejyba/pirkimai', request, {
      'idempotency-key': randomUUID(),
    });
    if (created.statusCode !== 201) return fail(`create ${created.statusCode}`);
    purchasesCreated++;
    const { payUrl } = created.json() as PurchaseCreated;
    const ref = payUrl.split('/').pop()!;
    const t1 = performance.now();
    const paid = await buyer.form(
      `${payUrl}/moketi`,
      `token=${encodeURIComponent(sandboxFormToken(SECRET, ref))}`,
    );
    const back = paid.headers.location;
    if (paid.statusCode !== 303 || typeof back !== 'string') return fail(`pay ${paid.statusCode}`);
    const t2 = performance.now();
    const returned = await buyer.get(back.replace(/^https?:\/\/[^/]+/, ''));
    if (measuring) {
      phases.create += t1 - t0;
      phases.pay += t2 - t1;
      phases.return += performance.now() - t2;
    }
    const landing = String(returned.headers.location ?? '');
    if (returned.statusCode !== 303 || !landing.startsWith('/payment-success-notification/'))
      return fail(`return ${returned.statusCode} ${landing.split('?')[0]}`);
    if (card) l06++;
    succeeded++;
    return true;
  }

  async function run(count: number, offset: number, measure: boolean) {
    next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      const buyer = new Buyer(app);
      await buyer.start();
      for (;;) {
        const i = next++;
        if (i >= count) return;
        const started = performance.now();
        const ok = await purchaseOnce(buyer, offset + i);
        if (measure && ok) {
          completed++;
          latencies.push(performance.now() - started);
        }
      }
    });
    await Promise.all(workers);
  }

  process.stdout.write(`Purchase path benchmark on ${where}: ${TOTAL} purchases, ${CONCURRENCY} at a time\n`);
  // The demo's own permits (the lessor's L03 permit, src/server/demo/lessors.ts) are there before the
  // warm-up and the run.
  const [{ before: permitsBefore }] = (await database.db.select({ before: count() }).from(permits)) as [
    { before: number },
  ];
  await run(WARMUP, 0, false);
  const serverBefore = await serverCpu.read(database.pool);
  const cpuBefore = process.cpuUsage();
  measuring = true;
  // For a CPU profile of the measured part only (node --cpu-prof): its bounds on the monotonic clock.
  if (process.env.BENCH_MARKS) process.stderr.write(`measured from ${process.hrtime.bigint() / 1000n} µs\n`);
  const started = performance.now();
  await run(TOTAL, WARMUP, true);
  const seconds = (performance.now() - started) / 1000;
  measuring = false;
  if (process.env.BENCH_MARKS) process.stderr.write(`measured to ${process.hrtime.bigint() / 1000n} µs\n`);
  const cpu = process.cpuUsage(cpuBefore);
  const serverSpent = serverCpu.spent(serverBefore, await serverCpu.read(database.pool));

  // Let the bank's last callbacks land, then check the books.
  await new Promise((r) => setTimeout(r, 500));
  const [{ all }] = (await database.db.select({ all: count() }).from(permits)) as [{ all: number }];
  const issued = all - permitsBefore;
  const [after] = await database.db.select().from(fishingLicences).where(eq(fishingLicences.id, pool!.id));
  // Every permit beyond the demo's own is one of ours.
  const expectedPermits = succeeded;
  // One paid payment with one receipt per purchase, every permit number whole and different, and
  // no number skipped (a caller that loses the race between the callback and the return takes none).
  const [books] = (
    await database.pool.query<Books>(
      `select (select count(*)::int from payments where state = 'PAID') as paid,
              (select count(distinct receipt_number)::int from payments where state = 'PAID') as receipts,
              (select coalesce(sum(skipped), 0)::int from (
                 select max(right(receipt_number, 6)::int) - count(*) as skipped from payments
                 where state = 'PAID' group by left(receipt_number, 5)
                 union all
                 select max(substr(number, 5, 6)::int) - count(*) from permits group by left(number, 4)
               ) as series) as skipped,
              (select count(*)::int from angler_permits) as linked,
              (select count(*)::int from angler_purchases where state <> 'ISSUED') as unpaid`,
    )
  ).rows as [Books];
  const numbers = (await database.db.select({ number: permits.number }).from(permits)).map((p) => p.number);
  const badNumbers =
    numbers.filter((number) => !isValidPermitNumber(number)).length + numbers.length - new Set(numbers).size;

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  const rate = completed / seconds;
  const lines = [
    `completed purchases: ${completed} of ${TOTAL} in ${seconds.toFixed(2)} s`,
    `purchases per second: ${rate.toFixed(0)} (target ${TARGET_PER_SECOND})`,
    `one purchase (create, pay, issue): p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms`,
    `mean step times: create ${(phases.create / completed).toFixed(1)} ms, pay ${(phases.pay / completed).toFixed(1)} ms, return ${(phases.return / completed).toFixed(1)} ms`,
    `CPU per purchase: Node ${((cpu.user + cpu.system) / 1000 / completed).toFixed(2)} ms (user ${(cpu.user / 1000 / completed).toFixed(2)}, system ${(cpu.system / 1000 / completed).toFixed(2)})${
      serverSpent !== null ? `, PostgreSQL backends ${((serverSpent * 1000) / completed).toFixed(2)} ms` : ''
    }`,
    `permits in the database: ${issued} (expected ${expectedPermits}), with their angler rows: ${books.linked}, numbers wrong or repeated: ${badNumbers}; L06 licences sold: ${after?.sold} (expected ${l06}), reserved: ${after?.reserved}`,
    `payments paid: ${books.paid} with ${books.receipts} receipt numbers (expected ${expectedPermits}); receipt and permit numbers skipped: ${books.skipped}; purchases not issued: ${books.unpaid} (expected ${purchasesCreated - expectedPermits})`,
    ...(failures.size ? [`failures: ${JSON.stringify(Object.fromEntries(failures))}`] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  await bench.close();
  const booksRight =
    issued === expectedPermits &&
    books.linked === expectedPermits &&
    badNumbers === 0 &&
    books.paid === expectedPermits &&
    books.receipts === expectedPermits &&
    books.skipped === 0 &&
    books.unpaid === purchasesCreated - expectedPermits &&
    after?.sold === l06 &&
    after?.reserved === 0;
  if (!booksRight) {
    process.stderr.write('the books do not add up: see above\n');
    process.exit(2);
  }
  if (rate < TARGET_PER_SECOND) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
