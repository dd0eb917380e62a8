/**
 * One server node for the load, scale-out and fault scripts: what `src/server/main.ts` starts (the
 * same configuration from the same environment variables, migrations under their lock, the demo
 * seed, the app, graceful stop on SIGTERM), as a separate process that a script can kill with
 * SIGKILL. Two things differ, both for the scripts only:
 *
 * - `BENCH_JOB_TICK_MS` sets how often the scheduler looks for due jobs (main.ts: every 30 s), so
 *   that a script sees two nodes tick many times, or reconciliation run, in seconds;
 * - DATABASE_URL is required: a script owns its PostgreSQL (an embedded one it can stop and start,
 *   or a fresh database on a server), never a cluster under this node's DATA_DIR.
 */
import { mkdirSync } from 'node:fs';
import { simulatedRegisters } from '../src/server/adapters/registers/simulated.ts';
import { buildApp } from '../src/server/app.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { seedDemoPermits } from '../src/server/demo/permits.ts';
import { seedDemo } from '../src/server/demo/seed.ts';
import { createGateway } from '../src/server/gateway.ts';

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
  if (!config.databaseUrl) {
    console.error('bench/node.ts needs DATABASE_URL (the script owns the database)');
    process.exit(78);
  }
  const tickMs = Number(process.env.BENCH_JOB_TICK_MS ?? 30_000);
  if (!Number.isInteger(tickMs) || tickMs < 50) {
    console.error('BENCH_JOB_TICK_MS: must be a whole number of milliseconds, at least 50');
    process.exit(78);
  }
  mkdirSync(config.dataDir, { recursive: true });
  await runMigrations(config.databaseUrl);
  const database = connect(config.databaseUrl, config.databasePoolSize);
  if (config.seedDemo) {
    await seedDemo(database.db);
    await seedDemoPermits(database.db);
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
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  await app.listen({ port: config.port, host: config.host });
  app.scheduler.start(tickMs);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
