/**
 * Reliability run of the catch reports' outbox (issue 6 item 6): reports queued on phones with no
 * network are sent through a network that fails at random, by the phone's own sync engine, until
 * every outbox is empty; then the server's table is compared with what the phones queued.
 *
 *   npm run bench:catch-reports                              # 1,000 reports, 8 phones, 40 cards
 *   npx tsx bench/catch-reports.ts --reports 5000 --phones 16 --tabs 2 --seed 7
 *
 * What runs is what a phone runs (src/web/platform/outbox/ and
 * src/web/features/anglers/catch-report/): the sync engine, the browser's transport
 * (`sendCatchReport` through the portal's API client `apiFetch`), the classification of answers
 * and the backoff; only the storage is the in-memory outbox and `fetch` is replaced by a faulty
 * network in front of the real app, listening on a local port over real sockets. On each request
 * the network, at random:
 *   - drops it before it leaves (the request never reaches the server);
 *   - lets it through and drops the answer (the server stored the report, the phone never hears);
 *   - holds it until the engine's timeout, before or after the server processed it;
 *   - answers 503 or 429 itself, as a proxy or a busy server would;
 *   - delivers it.
 * Each phone is one engine over its own outbox (one tab); with `--tabs 2` two engines share each
 * phone's outbox with no lock between them, as tabs of a browser without Web Locks, so the same
 * report is also sent twice at once. A few reports are queued wrong on purpose (a species the card
 * is not for) and must come back refused, and only those.
 *
 * The app runs as `npm start` builds it, on a fresh PostgreSQL database (bench/support.ts), with
 * the per-address limits on reports, logins and purchases raised for the run
 * (CATCH_REPORT_RATE_LIMIT_PER_MINUTE, LOGIN_RATE_LIMIT_PER_MINUTE, PURCHASE_RATE_LIMIT_PER_MINUTE):
 * every phone and angler here shares one address. The anglers' L06.2 salmon cards are bought
 * through the app (test login, purchase, the sandbox bank's Pay, the return), one card per angler.
 *
 * Printed: queued, sent, refused, attempts and retries, what the network did, replays the server
 * answered with the first result, rows on the server, duplicates (rows minus distinct ids) and lost
 * (reports that should be on the server and are not). The exit code is 0 only when lost = 0,
 * duplicates = 0, every outbox is empty and the refused reports are exactly the ones queued wrong.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fishingLicences, waterBodies } from '../src/server/db/schema-anglers.ts';
import { sandboxFormToken } from '../src/server/modules/sandbox-bank/index.ts';
import type { AnglerTicket, PurchaseCreated, PurchaseRequest } from '../src/shared/anglers/api-types.ts';
import { isLateReport } from '../src/shared/anglers/catch-reports.ts';
import { todayInLithuania } from '../src/shared/fields/dates.ts';
import { personCodeCheckDigit } from '../src/shared/fields/person-code.ts';
import { sendCatchReport } from '../src/web/features/anglers/catch-report/catch-report-api.ts';
import { MemoryCatchReportStore } from '../src/web/features/anglers/catch-report/memory-store.ts';
import { newReportId } from '../src/web/features/anglers/catch-report/reports.ts';
import { createOutboxEngine, type OutboxEngine } from '../src/web/platform/outbox/engine.ts';
import { browserHeaders, type FaultBands, keepCookies, newTally, throughFaults } from './faulty-network.ts';
import { startBenchApp } from './support.ts';

const { values: args } = parseArgs({
  options: {
    reports: { type: 'string', default: '1000' },
    phones: { type: 'string', default: '8' },
    tabs: { type: 'string', default: '1' },
    cards: { type: 'string', default: '40' },
    seed: { type: 'string', default: '20261121' },
    /** Share of requests the network spoils, 0…1. */
    faults: { type: 'string', default: '0.5' },
    /** Share of reports queued with a species the card is not for. */
    wrong: { type: 'string', default: '0.02' },
    unix: { type: 'boolean', default: false },
  },
});
const REPORTS = Number(args.reports);
const PHONES = Number(args.phones);
const TABS = Number(args.tabs);
const CARDS = Number(args.cards);
const FAULTS = Number(args.faults);
const WRONG = Number(args.wrong);
const SECRET = 'bench-sandbox-secret-0123456789abcdef0123456789';
/** The phone's timeout is 15 s; here 400 ms, so that a run with hundreds of held requests ends in minutes. */
const TIMEOUT_MS = 400;
/** The phone's backoff is 5 s doubling to 5 min; here 20 ms doubling to 1 s, for the same reason. */
const BACKOFF = { baseMs: 20, capMs: 1_000 };
/** A run that has not emptied the outboxes by then has failed. */
const DEADLINE_MS = 15 * 60_000;

/** Deterministic randomness (mulberry32) so that a failing run can be repeated with its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(Number(args.seed));

/** A valid person code for angler `n` (a man born in 1960–1989, check digit by spec §5). */
function personCode(n: number): string {
  const year = String(60 + (n % 30)).padStart(2, '0');
  const month = String(1 + (Math.floor(n / 30) % 12)).padStart(2, '0');
  const first10 = `3${year}${month}15${String(n % 1000).padStart(3, '0')}`;
  return `${first10}${personCodeCheckDigit(first10)}`;
}

/** Milliseconds since midnight in Lithuania: catches are of today, the day the cards are valid. */
function sinceLithuanianMidnight(now: Date): number {
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Vilnius', timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  const midnight = new Date(`${todayInLithuania(now)}T00:00:00${offset?.replace('GMT', '') || 'Z'}`);
  return now.getTime() - midnight.getTime();
}

/** An angler's browser for buying the card, through `inject`: its cookies and the anti-forgery header. */
class Browser {
  private readonly cookies = new Map<string, string>([['lang', 'lt']]);
  constructor(private readonly app: FastifyInstance) {}

  private keep(res: LightMyRequestResponse) {
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    return res;
  }

  private headers(extra: Record<string, string> = {}) {
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
      ...extra,
    };
  }

  async get(url: string) {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: this.headers() }));
  }

  async post(url: string, payload: unknown) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    return this.keep(
      await this.app.inject({ method: 'POST', url, payload: payload as object, headers: this.headers() }),
    );
  }

  async form(url: string, body: Record<string, string>) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/health');
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(body).toString(),
        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      }),
    );
  }
}

/** The angler logs in (the test login: an L06.2 card is bought only by its holder, logged in) and buys a day's card. */
async function buyCard(app: FastifyInstance, n: number, licenceId: string, today: string) {
  const angler = { code: personCode(n), first: 'Jonas', last: 'Lašišauskas' };
  const browser = new Browser(app);
  const dummy = await browser.form('/api/auth/viisp/dummy-login', {
    asmensKodas: angler.code,
    vardas: angler.first,
    pavarde: angler.last,
  });
  if (dummy.statusCode !== 200) throw new Error(`login ${dummy.statusCode} ${dummy.body}`);
  const login = await browser.post('/api/auth/viisp/postback', {
    ticket: (dummy.json() as { id: string }).id,
  });
  if (login.statusCode !== 200) throw new Error(`postback ${login.statusCode} ${login.body}`);
  const request: PurchaseRequest = {
    kind: 'l06_2',
    licenceId,
    validFrom: today,
    angler: {
      firstName: angler.first,
      lastName: angler.last,
      citizenship: 'PILIETIS',
      personCode: angler.code,
      useEmail: false,
      usePhone: false,
    },
    paymentMethod: 'BANK',
  };
  const created = await browser.post('/api/public/zvejyba/pirkimai', request);
  if (created.statusCode !== 201) throw new Error(`purchase ${created.statusCode} ${created.body}`);
  const { payUrl } = created.json() as PurchaseCreated;
  const ref = payUrl.split('/').pop()!;
  const paid = await browser.form(`${payUrl}/moketi`, { token: sandboxFormToken(SECRET, ref) });
  const back = String(paid.headers.location ?? '');
  if (paid.statusCode !== 303) throw new Error(`pay ${paid.statusCode}`);
  const returned = await browser.get(back.replace(/^https?:\/\/[^/]+/, ''));
  if (!String(returned.headers.location ?? '').startsWith('/payment-success-notification/'))
    throw new Error(`return ${returned.statusCode} ${returned.headers.location}`);
  const tickets = (await browser.get('/api/v1/zvejyba/bilietai')).json() as AnglerTicket[];
  const card = tickets.find((t) => t.kind === 'l06_2');
  if (!card) throw new Error('the card was not issued');
  return {
    number: card.number,
    firstName: angler.first,
    lastName: angler.last,
    // The phone's wallet has it, and the form sends it with every report (ADR 0015).
    securityCode: card.securityCode,
  };
}

/** What the faulty network did (bench/faulty-network.ts). */
const network = newTally();

/** Half the spoilt requests never reach the server, half are spoilt after it acted. */
const BANDS: FaultBands = {
  shares: 6,
  dropBefore: 1,
  holdBefore: 2,
  fake503: 3,
  fake429: 3.5,
  repeat: 3.5,
  dropAnswer: 5,
  holdAfter: 6,
  retryAfter: '1',
};

/**
 * The network between the phones and the app: `fetch` as the API client calls it (a path under
 * /api), with the browser's part done here (the base address, the cookies and the anti-forgery
 * header a page would read from its cookie), and faults drawn at random.
 */
function faultyNetwork(baseUrl: string, realFetch: typeof fetch): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), baseUrl);
    if (!cookies.has('XSRF-TOKEN')) keepCookies(cookies, await realFetch(new URL('/api/health', baseUrl)));
    const headers = browserHeaders(cookies, init);
    return throughFaults(
      FAULTS,
      BANDS,
      rand(),
      network,
      init?.signal,
      () => realFetch(url, { ...init, headers }),
      (response) => keepCookies(cookies, response),
    );
  };
}

async function main() {
  const bench = await startBenchApp({
    name: 'catch_reports',
    sandboxSecret: SECRET,
    unix: args.unix,
    // Every phone and every angler of the run shares one address: the per-address limits would
    // otherwise answer most of the run 429 (the faulty network's own 429s test that path).
    env: {
      CATCH_REPORT_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      PURCHASE_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  const { app, database } = bench;
  let exitCode = 1;
  try {
    process.stdout.write(
      `Catch reports' outbox through a faulty network, on ${bench.where}: ${REPORTS} reports on ${PHONES} phones` +
        ` (${TABS} tab${TABS === 1 ? '' : 's'} each), ${CARDS} salmon cards, ${Math.round(FAULTS * 100)} % of requests spoilt\n`,
    );

    // One L06.2 salmon pool for the run's cards, on a limited water body of the demo, in season today.
    const today = todayInLithuania();
    const [water] = await database.db
      .select()
      .from(waterBodies)
      .where(eq(waterBodies.limited, true))
      .limit(1);
    if (!water) throw new Error('the demo catalogue has no limited water body');
    const [pool] = await database.db
      .insert(fishingLicences)
      .values({
        kind: 'l06_2',
        waterBodyId: water.id,
        placeLt: 'Visas telkinys',
        placeEn: 'The whole water body',
        speciesCode: 'lasisa',
        period: '1',
        fishingFrom: today,
        fishingTo: today,
        conditionsLt: 'Bandymas',
        conditionsEn: 'Benchmark',
        amount: 2,
        minSizeCm: 60,
        total: CARDS,
        priceCents: 1_200,
      })
      .returning();
    const cards = [];
    for (let n = 0; n < CARDS; n++) cards.push(await buyCard(app, n, pool!.id, today));

    // The phones: each queues its share of reports while offline, as the form saves them.
    const started = new Date();
    const window = Math.max(0, sinceLithuanianMidnight(started) - 60_000);
    const phones = Array.from({ length: PHONES }, () => new MemoryCatchReportStore());
    const expected = new Map<string, { refused: boolean; late: boolean }>();
    for (let i = 0; i < REPORTS; i++) {
      const card = cards[i % CARDS]!;
      // Saved up to 30 minutes ago, the catch up to 20 minutes before that: about half the
      // salmon reports are late, and the server's flags must say which.
      const savedAt = new Date(started.getTime() - rand() * Math.min(30 * 60_000, window / 2));
      const caughtAt = new Date(
        Math.max(started.getTime() - window, savedAt.getTime() - rand() * 20 * 60_000),
      );
      const wrong = rand() < WRONG;
      const amount = rand() < 0.1 ? 0 : 1 + Math.floor(rand() * 2);
      const speciesCode = wrong ? 'sterkas' : 'lasisa';
      const id = newReportId();
      await phones[i % PHONES]!.save(
        {
          id,
          permitNumber: card.number,
          firstName: card.firstName,
          lastName: card.lastName,
          securityCode: card.securityCode,
          speciesCode,
          amount,
          lengthCm: amount > 0 ? 60 + Math.round(rand() * 400) / 10 : null,
          sex: amount > 0 ? (rand() < 0.5 ? 'PATINAS' : 'PATELE') : 'NEZINOMA',
          eelCaught: rand() < 0.05,
          caughtAt: caughtAt.toISOString(),
          kind: 'l06_2',
          speciesLt: wrong ? 'Sterkas' : 'Lašiša',
          speciesEn: wrong ? 'Pike-perch' : 'Atlantic salmon',
        },
        savedAt,
      );
      expected.set(id, {
        refused: wrong,
        late: isLateReport(speciesCode, amount, (savedAt.getTime() - caughtAt.getTime()) / 60_000),
      });
    }

    // The network comes back, faulty: every tab of every phone syncs until its outbox is empty.
    const realFetch = globalThis.fetch;
    globalThis.fetch = faultyNetwork(bench.baseUrl, realFetch);
    let attempts = 0;
    const engines: { store: MemoryCatchReportStore; engine: OutboxEngine }[] = phones.flatMap((store) =>
      Array.from({ length: TABS }, () => ({
        store,
        engine: createOutboxEngine({
          store,
          send: sendCatchReport,
          random: rand,
          timeoutMs: TIMEOUT_MS,
          backoff: BACKOFF,
          onAttempt: () => {
            attempts++;
          },
        }),
      })),
    );
    const syncStarted = performance.now();
    const deadline = Date.now() + DEADLINE_MS;
    await Promise.all(
      engines.map(async ({ engine }, i) => {
        // The phones come online over the first half second, not all at one instant.
        await new Promise((r) => setTimeout(r, (i * 500) / engines.length));
        let trigger: 'online' | 'timer' = 'online';
        while (Date.now() < deadline) {
          const result = await engine.run(trigger);
          if (result.nextDueAt === null) return;
          trigger = 'timer';
          await new Promise((r) => setTimeout(r, Math.max(1, result.nextDueAt! - Date.now())));
        }
      }),
    );
    const seconds = (performance.now() - syncStarted) / 1000;
    globalThis.fetch = realFetch;

    // What the phones hold, and what the server holds.
    const onPhones = (await Promise.all(phones.map((store) => store.list()))).flat();
    const waiting = onPhones.filter((r) => r.state === 'WAITING').length;
    const left = (await Promise.all(phones.map((store) => store.entries()))).flat().length;
    const rows = (
      await database.db.execute<{ client_id: string; late: boolean }>(
        sql`select client_id::text, late from catch_reports`,
      )
    ).rows;
    const distinct = new Set(rows.map((r) => r.client_id));
    const serverLate = new Map(rows.map((r) => [r.client_id, r.late]));
    const shouldArrive = [...expected].filter(([, e]) => !e.refused).map(([id]) => id);
    const lost = shouldArrive.filter((id) => !distinct.has(id)).length;
    const refusedOnPhones = onPhones.filter((r) => r.state === 'REFUSED');
    const wronglyRefused = refusedOnPhones.filter((r) => !expected.get(r.id)?.refused).length;
    const refusedButStored = refusedOnPhones.filter((r) => distinct.has(r.id)).length;
    const expectedRefused = [...expected.values()].filter((e) => e.refused).length;
    const lateMismatch = shouldArrive.filter((id) => serverLate.get(id) !== expected.get(id)?.late).length;
    const resultMismatch = onPhones.filter(
      (r) => r.state === 'SENT' && (r.result?.id !== r.id || r.result.late !== serverLate.get(r.id)),
    ).length;
    const duplicates = rows.length - distinct.size;
    const replays = network.statuses.get(200) ?? 0;
    const lines = [
      `queued: ${REPORTS} (of which ${expectedRefused} with a species the card is not for)`,
      `sent: ${onPhones.filter((r) => r.state === 'SENT').length}, refused: ${refusedOnPhones.length}, still waiting: ${waiting} (outbox entries left: ${left})`,
      `attempts: ${attempts}, retries: ${attempts - REPORTS} in ${seconds.toFixed(1)} s`,
      `network: ${network.requests} requests — dropped before sending ${network.droppedBefore}, answer dropped after the server ${network.answerDropped}, held until timeout before ${network.heldBefore} / after ${network.heldAfter} the server, fake 503 ${network.fake503}, fake 429 ${network.fake429}, delivered ${network.delivered}`,
      `server answers: ${[...network.statuses].map(([s, n]) => `${s}×${n}`).join(', ')} (200 = a replay answered with the first result: ${replays})`,
      `rows on the server: ${rows.length}, distinct ids: ${distinct.size}, late flags as judged on the phones: ${shouldArrive.length - lateMismatch} of ${shouldArrive.length}`,
      `duplicates: ${duplicates}`,
      `lost: ${lost}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const problems = [
      ...(lost > 0 ? [`${lost} reports never reached the server`] : []),
      ...(duplicates > 0 ? [`${duplicates} duplicate rows`] : []),
      ...(waiting > 0 || left > 0 ? [`${waiting} reports still waiting, ${left} outbox entries left`] : []),
      ...(wronglyRefused > 0 ? [`${wronglyRefused} good reports refused`] : []),
      ...(refusedButStored > 0 ? [`${refusedButStored} refused reports stored on the server`] : []),
      ...(refusedOnPhones.length !== expectedRefused
        ? [`${refusedOnPhones.length} refused, ${expectedRefused} queued wrong`]
        : []),
      ...(lateMismatch > 0 ? [`${lateMismatch} late flags differ from the phones' judgement`] : []),
      ...(resultMismatch > 0 ? [`${resultMismatch} phones hold another result than the server's`] : []),
    ];
    if (problems.length > 0) process.stderr.write(`FAILED: ${problems.join('; ')}\n`);
    exitCode = problems.length === 0 ? 0 : 2;
  } finally {
    await bench.close();
  }
  process.exitCode = exitCode;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
