/**
 * The database unreachable (issue 8 item 3): the app built on a pool whose PostgreSQL refuses
 * connections answers every call that needs it with 503, Retry-After and the spec §8 shape in the
 * caller's language, at once — never a 500, never a hang. bench/faults/db-restart.ts shows the
 * same with a real PostgreSQL stopped and started under load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simulatedRegisters } from '../../src/server/adapters/registers/simulated.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { connect, type Database } from '../../src/server/db/index.ts';
import { createGateway } from '../../src/server/gateway.ts';
import { makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { Client } from '../support/app.ts';
import { freePort } from '../support/server-process.ts';

let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'permits-db-down-'));
  // A port nothing listens on: every connection is refused, as while PostgreSQL restarts.
  const url = `postgres://postgres@127.0.0.1:${await freePort()}/permits`;
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' });
  database = connect(url, 2);
  const gateway = await createGateway(config, database.db);
  app = await buildApp({
    config,
    database,
    gateway: gateway.client,
    registers: simulatedRegisters(database.db),
    ...(gateway.routes ? { extraRoutes: gateway.routes } : {}),
    webRoot: join(dataDir, 'no-web-build'),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('with the database unreachable', () => {
  it.each([
    ['the permit check', 'GET', `/api/public/leidimai/tikrinti?numeris=${makePermitNumber(5, 2026, 1)}`],
    ['a content read', 'GET', '/api/content/questions?_locale=lt'],
    ['the fishing catalogue', 'GET', '/api/public/zvejyba/katalogas'],
    ['a request with a session cookie', 'GET', '/api/v1/profilis'],
    ['a login', 'POST', '/api/auth/viisp/generate-ticket'],
  ])('%s answers 503 with Retry-After, at once', async (_what, method, url) => {
    for (const lang of ['lt', 'en'] as const) {
      const client = new Client(app, lang);
      if (url === '/api/v1/profilis') client.cookies.set('SESSION', 'a'.repeat(43));
      const started = performance.now();
      const res = await client.request({ method: method as 'GET' | 'POST', url });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toBe(
        lang === 'lt'
          ? 'Paslauga laikinai nepasiekiama. Jūsų duomenys neprarasti – bandykite po kelių sekundžių.'
          : 'The service is temporarily unavailable. Nothing you entered is lost – try again in a few seconds.',
      );
    }
  });

  it('says so on /api/health, while the liveness of the process is unaffected', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
