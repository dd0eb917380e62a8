/**
 * Starts one server node: configuration, database (embedded unless DATABASE_URL is set),
 * migrations, demo seed, the HTTP app, the scheduler ticking every JOB_TICK_MS; stops gracefully
 * on SIGTERM/SIGINT. The load, scale-out and fault scripts run exactly this (bench/cluster.ts).
 */
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import pino from 'pino';
import { simulatedRegisters } from './adapters/registers/simulated.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded.ts';
import { connect, runMigrations } from './db/index.ts';
import { seedDemoForest } from './demo/forest.ts';
import { seedDemoPermits } from './demo/permits.ts';
import { seedDemo } from './demo/seed.ts';
import { seedDemoStatistics } from './demo/statistics.ts';
import { createGateway } from './gateway.ts';
import { createFileStorage } from './storage/index.ts';

/** Arbitrary constant that names the demo seed's lock (db/client.ts has the migrations'). */
const SEED_LOCK = 7_305_002;

/**
 * Runs the demo seed while holding a lock, so that nodes starting together on one database (the
 * scale-out test's two) seed one after another: the forest's seed adds a plot it does not find, and
 * two seeding at once would each add all eight. A connection of its own holds the lock: the pool
 * may have only one, which the seed needs.
 */
async function seedOnce(url: string, seed: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK]);
    await seed();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  mkdirSync(config.dataDir, { recursive: true });

  if (config.production && !config.clamd)
    log.warn('CLAMD_URL is not set: uploads are stored without a virus scan (ADR 0016, ASVS V5.4.3)');
  let embedded: EmbeddedPostgres | undefined;
  try {
    embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      // Another server owns this folder and its PostgreSQL: leave both alone (issue 15 item 4).
      console.error(error.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  }
  try {
    await serve(config, embedded);
  } catch (error) {
    // Whatever failed after our PostgreSQL started (a port in use, a migration): stop it too.
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
}

async function serve(config: ReturnType<typeof loadConfig>, embedded: EmbeddedPostgres | undefined) {
  const url = config.databaseUrl ?? embedded!.url;
  await runMigrations(url);
  const database = connect(url, config.databasePoolSize);
  if (config.seedDemo) {
    await seedOnce(url, async () => {
      await seedDemo(database.db);
      await seedDemoPermits(database.db, config.publicUrl);
      // Enough filed and decided applications for the public statistics to show figures (issue 22).
      await seedDemoStatistics(database.db);
      // The demo's boundary files go where every node reads files from (FILE_STORAGE).
      await seedDemoForest(database.db, createFileStorage(config));
    });
  }

  const gateway = await createGateway(config, database.db);
  const app = await buildApp({
    config,
    database,
    gateway: gateway.client,
    registers: simulatedRegisters(database.db),
    ...(gateway.routes ? { extraRoutes: gateway.routes } : {}),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.scheduler.start(config.jobTickMs);
  app.log.info(
    {
      url: config.publicUrl,
      database: embedded ? 'embedded' : 'external',
      gateway: config.viisp.mode,
      env: config.env,
    },
    'environmental permits portal is ready',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
