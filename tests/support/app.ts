/**
 * A whole app on its own fresh database for one test file, plus a small HTTP client over
 * `app.inject()` that keeps cookies and sends the anti-forgery header like the web app does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { simulatedRegisters } from '../../src/server/adapters/registers/simulated.ts';
import type { GatewayClient } from '../../src/server/adapters/viisp/types.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { checkResponsesAgainstDeclarations } from '../../src/server/core/route.ts';
import { connect, type Database } from '../../src/server/db/index.ts';
import { createGateway } from '../../src/server/gateway.ts';
import { adminQuery, createDatabaseFromTemplate } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  /**
   * `logger`: Fastify logger options, e.g. a captured stream (tests/api/security/log-privacy.test.ts);
   * `webRoot`: a web build to serve (tests/api/web-app.test.ts); none by default.
   */
  opts: { gateway?: GatewayClient; logger?: FastifyServerOptions['logger']; webRoot?: string } = {},
): Promise<TestApp> {
  // A copy of the template the demo seed has already run on (tests/support/global-setup.ts).
  const created = await createDatabaseFromTemplate(
    inject('adminUrl'),
    inject('seededTemplateDb'),
    inject('testDatabasePrefix'),
  );
  // On the PostgreSQL server (the second API pass in CI) a commit need not wait for its WAL to reach
  // the disk: the file's database is a throwaway, and nothing a test sees changes while the server
  // runs (issue 17 item 7). The durability test's own database keeps the server's setting.
  if (inject('databaseKind') === 'server')
    await adminQuery(
      inject('adminUrl'),
      `alter database "${new URL(created.url).pathname.slice(1)}" set synchronous_commit = off`,
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'permits-test-data-'));
  const config = loadConfig({
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: created.url,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    // Every request of a test file comes from one address, and some files buy hundreds of tickets
    // (anglers-rules.test.ts: 200 buyers at once); security/purchase-limits.test.ts sets its own.
    PURCHASE_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = connect(created.url, 4);
  // Every answer of the API tests is checked against its route's declared response.
  checkResponsesAgainstDeclarations(true);
  const gateway = opts.gateway ? { client: opts.gateway } : await createGateway(config, database.db);
  const app = await buildApp({
    config,
    database,
    gateway: gateway.client,
    registers: simulatedRegisters(database.db),
    ...('routes' in gateway && gateway.routes ? { extraRoutes: gateway.routes } : {}),
    webRoot: opts.webRoot ?? join(dataDir, 'no-web-build'),
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      // The database stays until the run's teardown drops it with the others (global-setup.ts).
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: a cookie jar, the XSRF header on every change, a language. */
export class Client {
  readonly cookies = new Map<string, string>();
  /** The client's address for every request that names none (inject's default is 127.0.0.1). */
  remoteAddress: string | undefined;
  constructor(
    private readonly app: FastifyInstance,
    public lang: 'lt' | 'en' = 'en',
  ) {}

  /** The anti-forgery cookie, under its production (`__Host-`) or development name. */
  get xsrfToken(): string | undefined {
    return this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN');
  }

  /** The session cookie, under its production (`__Host-`) or development name. */
  get sessionToken(): string | undefined {
    return this.cookies.get('__Host-SESSION') ?? this.cookies.get('SESSION');
  }

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && this.xsrfToken === undefined)
      await this.request({ method: 'GET', url: '/api/health' });
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    this.cookies.set('lang', this.lang);
    headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.xsrf !== false) headers['x-xsrf-token'] = this.xsrfToken ?? '';
    const { xsrf: _x, ...rest } = options;
    const remoteAddress = rest.remoteAddress ?? this.remoteAddress;
    const response = await this.app.inject({ ...rest, headers, ...(remoteAddress ? { remoteAddress } : {}) });
    for (const cookie of response.cookies) {
      if (
        cookie.value === '' ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.maxAge === 0
      )
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  }

  /** Logs in through the test login (dummy-login → postback). */
  async testLogin(
    personCode: string,
    firstName: string,
    lastName: string,
    company?: { code: string; name: string },
  ) {
    const fields: Record<string, string> = { asmensKodas: personCode, vardas: firstName, pavarde: lastName };
    if (company) Object.assign(fields, { imonesKodas: company.code, imonesPavadinimas: company.name });
    const dummy = await this.form('/api/auth/viisp/dummy-login', fields);
    if (dummy.statusCode !== 200) throw new Error(`dummy-login ${dummy.statusCode}: ${dummy.body}`);
    const { id, imonesKodas } = dummy.json() as { id: string; imonesKodas: string | null };
    const login = await this.post('/api/auth/viisp/postback', {
      ticket: id,
      ...(imonesKodas ? { imonesKodas } : {}),
    });
    if (login.statusCode !== 200) throw new Error(`postback ${login.statusCode}: ${login.body}`);
    return login.json();
  }
}

/** A FormData as a browser sends it (multipart/form-data with its boundary), for `inject`. */
export async function encodeForm(
  form: FormData,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
