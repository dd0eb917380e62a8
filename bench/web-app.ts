/**
 * What the browser benchmarks share (bench/phone.ts, bench/offline-reopen.ts): the built web app
 * served by the real server process, as `npm run serve` runs it (development settings, so the
 * gateway simulator and the demo data are there), on a free port with a fresh DATA_DIR and its own
 * embedded PostgreSQL; and a person logged in through the gateway's test login.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpClient, startServer } from '../tests/support/server-process.ts';

export { CHROMIUM } from '../tests/support/browser.ts';

/** WEB_ROOT (as the server reads it) measures another build, e.g. an earlier one kept aside. */
const BUILT = process.env.WEB_ROOT
  ? join(process.env.WEB_ROOT, 'index.html')
  : fileURLToPath(new URL('../dist/web/index.html', import.meta.url));

/** Jonas, a forester in the demo data (src/server/demo/data.ts). */
export const JONAS = { code: '38703181745', first: 'Jonas', last: 'Jonaitis' };

export interface BuiltApp {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startBuiltApp(): Promise<BuiltApp> {
  if (!existsSync(BUILT)) throw new Error('The benchmark measures the built app: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = await startServer(
    { APP_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    180_000,
  );
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Logs `person` in through the test login, acts for themselves and completes their profile (so
 * the profile form of spec §4 does not cover the page), and answers the session's cookies.
 */
export async function loginCookies(baseUrl: string, person = JONAS): Promise<string> {
  const client = new HttpClient(baseUrl);
  await client.testLogin(person.code, person.first, person.last);
  const info = (await (await client.call('GET', '/api/auth/viisp/user-info')).json()) as {
    atstovaujamiAsmenys: { code: string }[];
  };
  const index = info.atstovaujamiAsmenys.findIndex((p) => p.code === person.code);
  if (index < 0) throw new Error(`${person.code} cannot act for themselves`);
  const chosen = await client.call('POST', `/api/v1/profilis/keisti/${index}`);
  if (!chosen.ok) throw new Error(`choose ${person.code}: ${chosen.status}`);
  const profile = await client.call('PUT', `/api/v1/profilis?atstovaujamoAsmensKodas=${person.code}`, {
    json: {
      adresas: { adresasTekstas: 'Minijos g. 180, Klaipėda' },
      epastas: 'jonas@example.lt',
      tel: '+37061234567',
      infoEpastu: true,
      infoSms: false,
      pareigos: '',
      vardas: person.first,
      pavarde: person.last,
    },
  });
  if (!profile.ok) throw new Error(`profile ${profile.status}: ${await profile.text()}`);
  return client.cookieHeader();
}

/** The machine in one line, for a report. */
export function machine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, load average ${load}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
