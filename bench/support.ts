/**
 * What the benchmarks share: the real app on a fresh PostgreSQL database, listening on a local port.
 *
 * Database: the PostgreSQL server in BENCH_DATABASE_URL (an admin URL). Without it,
 * postgres://postgres@127.0.0.1:5432/postgres over TCP, or with `unix` the local server's socket in
 * /var/run/postgresql when it is there (no faster on the development machine). A fresh
 * database is created for the run and dropped after it. If no server answers, an embedded
 * PostgreSQL is started in a temporary folder. `where` says which, for the first line of a report.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { simulatedRegisters } from '../src/server/adapters/registers/simulated.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { connect, type Database, runMigrations } from '../src/server/db/index.ts';
import { seedDemo } from '../src/server/demo/seed.ts';
import { createGateway } from '../src/server/gateway.ts';

export const SOCKET_DIR = '/var/run/postgresql';

export async function serverReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface BenchDatabase {
  url: string;
  /** Which PostgreSQL the run uses, in words. */
  where: string;
  /** A temporary folder for the run (the embedded server's data, the app's DATA_DIR). */
  dataDir: string;
  /** Drops the run's database (or stops the embedded server) and removes the folder. */
  cleanup(): Promise<void>;
}

/** A fresh database for one run named `bench_<name>_<pid>` (see the module comment). */
export async function freshDatabase(name: string, options: { unix?: boolean } = {}): Promise<BenchDatabase> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    (options.unix && existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
      ? `postgres://postgres@localhost/postgres?host=${encodeURIComponent(SOCKET_DIR)}`
      : 'postgres://postgres@127.0.0.1:5432/postgres');
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (await serverReachable(adminUrl)) {
    const database = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
    await adminQuery(adminUrl, `create database "${database}"`);
    const socket = new URL(adminUrl).searchParams.get('host');
    return {
      url: withDatabase(adminUrl, database),
      where: socket
        ? `PostgreSQL server on the unix socket in ${socket}`
        : `PostgreSQL server at ${new URL(adminUrl).host}`,
      dataDir,
      async cleanup() {
        await adminQuery(adminUrl, `drop database if exists "${database}" with (force)`);
        removeDir();
      },
    };
  }
  const embedded = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
  return {
    url: embedded.url,
    where: 'embedded PostgreSQL',
    dataDir,
    async cleanup() {
      await embedded.stop();
      removeDir();
    },
  };
}

export async function freePort(): Promise<number> {
  const listener = createServer();
  return new Promise((resolve) =>
    listener.listen(0, '127.0.0.1', () => {
      const address = listener.address();
      listener.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    }),
  );
}

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  /** `http://127.0.0.1:<port>`: the app listens there (payment callbacks and real clients come over sockets). */
  baseUrl: string;
  where: string;
  /** Closes the app and the pool, then drops the database. */
  close(): Promise<void>;
}

/**
 * The app as `npm start` builds it (development settings, the sandbox bank, the simulated gateway
 * and registers, the demo catalogue seeded), on a fresh database, listening on a free local port.
 * `env` adds configuration (src/server/config.ts), e.g. a rate limit raised for the run.
 */
export async function startBenchApp(options: {
  name: string;
  sandboxSecret: string;
  poolSize?: number;
  /** The unix socket in /var/run/postgresql when it exists, instead of TCP to 127.0.0.1:5432. */
  unix?: boolean;
  env?: Record<string, string>;
}): Promise<BenchApp> {
  const fresh = await freshDatabase(options.name, { unix: options.unix ?? false });
  await runMigrations(fresh.url);
  const database = connect(fresh.url, options.poolSize ?? 16);
  await seedDemo(database.db);
  const port = await freePort();
  const config = loadConfig({
    APP_ENV: 'development',
    DATA_DIR: fresh.dataDir,
    DATABASE_URL: fresh.url,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_SANDBOX_SECRET: options.sandboxSecret,
    ...options.env,
  });
  const gateway = await createGateway(config, database.db);
  const app = await buildApp({
    config,
    database,
    gateway: gateway.client,
    registers: simulatedRegisters(database.db),
    ...(gateway.routes ? { extraRoutes: gateway.routes } : {}),
    webRoot: join(fresh.dataDir, 'no-web'),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    where: fresh.where,
    async close() {
      await app.close();
      await database.close();
      await fresh.cleanup();
    },
  };
}
