/**
 * What the fault scripts (issue 8 item 3) share: a run folder, a report printed as the run goes,
 * checks that are counted rather than thrown (a fault script says everything it saw, then exits 1
 * if any check failed), and timed HTTP calls that never hang the script.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PurchaseRequest } from '../../src/shared/anglers/api-types.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { personCodeCheckDigit } from '../../src/shared/fields/person-code.ts';

export interface FaultRun {
  /** A temporary folder for the run (database cluster, DATA_DIR, logs). */
  dir: string;
  say(line: string): void;
  /** Records a check; prints it with ✓ or ✗. */
  check(ok: boolean, what: string): boolean;
  /** Checks failed so far. */
  readonly failed: number;
  /** Exit code 1 when a check failed; removes the folder unless KEEP_FAULT_DIR is set. */
  finish(): never;
}

export function faultRun(name: string, title: string): FaultRun {
  const dir = mkdtempSync(join(tmpdir(), `fault-${name}-`));
  const started = performance.now();
  const stamp = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`;
  let failed = 0;
  process.stdout.write(`${title}\n`);
  return {
    dir,
    say(line) {
      process.stdout.write(`${stamp()}  ${line}\n`);
    },
    check(ok, what) {
      if (!ok) failed++;
      process.stdout.write(`${stamp()}  ${ok ? '✓' : '✗'} ${what}\n`);
      return ok;
    },
    get failed() {
      return failed;
    },
    finish() {
      if (process.env.KEEP_FAULT_DIR) process.stdout.write(`run folder kept: ${dir}\n`);
      else rmSync(dir, { recursive: true, force: true });
      process.stdout.write(failed === 0 ? 'PASSED\n' : `FAILED: ${failed} check(s)\n`);
      process.exit(failed === 0 ? 0 : 1);
    },
  };
}

export interface Timed {
  /** 0 when the request failed or took longer than the limit. */
  status: number;
  ms: number;
  startedAt: number;
  error?: string;
  headers?: Headers;
  body?: string;
}

/** One request with a time limit (default 10 s): a hang is reported as such, not waited out. */
export async function timed(url: string, init: RequestInit = {}, limitMs = 10_000): Promise<Timed> {
  const startedAt = performance.now();
  try {
    const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(limitMs) });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - startedAt, startedAt, headers: res.headers, body };
  } catch (error) {
    const e = error as { name?: string; cause?: { code?: string }; message?: string };
    const what =
      e.name === 'TimeoutError' ? 'no answer in time' : (e.cause?.code ?? e.message ?? String(error));
    return { status: 0, ms: performance.now() - startedAt, startedAt, error: what };
  }
}

/** `{ 200: 12, 503: 40 }` as `200 × 12, 503 × 40`. */
export function tally(results: Timed[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const key = r.status === 0 ? (r.error ?? 'failed') : String(r.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} × ${n}`).join(', ') || 'nothing';
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A valid person code for buyer `n` (born 1950–1999, check digit by spec §5). */
export function buyerCode(n: number): string {
  const year = String(50 + (Math.floor(n / 336) % 50)).padStart(2, '0');
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0');
  const first10 = `${n % 2 === 0 ? 3 : 4}${year}${month}${day}${String(n % 1000).padStart(3, '0')}`;
  return `${first10}${personCodeCheckDigit(first10)}`;
}

/** A one-day L05.1 ticket for buyer `n`, paid by bank link, starting today. */
export function ticketPurchase(n: number): PurchaseRequest {
  return {
    kind: 'l05_1',
    period: '1',
    validFrom: todayInLithuania(),
    angler: {
      firstName: 'Jonas',
      lastName: 'Žvejys',
      citizenship: 'PILIETIS',
      personCode: buyerCode(n),
      useEmail: false,
      usePhone: false,
    },
    paymentMethod: 'BANK',
  };
}

/**
 * A browser over fetch for the fault scripts: a cookie jar, the anti-forgery header on every change
 * (as the web app sends it), JSON, form and multipart bodies, and the gateway simulator's test login.
 * Redirects are not followed: a script looks at them.
 */
export class Browser {
  private readonly jar = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    lang: 'lt' | 'en' = 'lt',
  ) {
    this.jar.set('lang', lang);
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async call(
    method: string,
    path: string,
    body?: { json?: unknown; form?: Record<string, string>; multipart?: FormData },
    headers: Record<string, string> = {},
  ): Promise<Response> {
    if (method !== 'GET' && !this.jar.has('XSRF-TOKEN')) await this.call('GET', '/api/health');
    const h: Record<string, string> = {
      ...headers,
      cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (method !== 'GET') h['x-xsrf-token'] = this.jar.get('XSRF-TOKEN') ?? '';
    let payload: string | FormData | undefined;
    if (body?.json !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    } else if (body?.multipart) {
      payload = body.multipart;
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: h,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie))
        this.jar.delete(pair.slice(0, i));
      else this.jar.set(pair.slice(0, i), value);
    }
    return res;
  }

  /** The simulator's test login (outside production), then the person's or company's profile chosen. */
  async login(code: string, firstName: string, lastName: string, actingFor = code): Promise<void> {
    const dummy = await this.call('POST', '/api/auth/viisp/dummy-login', {
      form: { asmensKodas: code, vardas: firstName, pavarde: lastName },
    });
    if (dummy.status !== 200) throw new Error(`test login: ${dummy.status}`);
    const { id } = (await dummy.json()) as { id: string };
    const postback = await this.call('POST', '/api/auth/viisp/postback', { json: { ticket: id } });
    if (postback.status !== 200) throw new Error(`gateway postback: ${postback.status}`);
    const info = (await (await this.call('GET', '/api/auth/viisp/user-info')).json()) as {
      atstovaujamiAsmenys: { code: string }[];
    };
    const index = info.atstovaujamiAsmenys.findIndex((p) => p.code === actingFor);
    if (index < 0) throw new Error(`${code} cannot act for ${actingFor}`);
    const chosen = await this.call('POST', `/api/v1/profilis/keisti/${index}`);
    if (chosen.status !== 200) throw new Error(`choosing ${actingFor}: ${chosen.status}`);
  }
}
