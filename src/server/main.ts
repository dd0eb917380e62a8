/**
 * Starts one server node: configuration, database (embedded unless DATABASE_URL is set),
 * migrations, demo seed, the HTTP app; stops gracefully on SIGTERM/SIGINT.
 */
import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { simulatedRegisters } from './adapters/registers/simulated.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connect, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { seedDemoForest } from './demo/forest.ts';
import { seedDemoPermits } from './demo/permits.ts';
import { seedDemo } from './demo/seed.ts';
import { createGateway } from './gateway.ts';

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

  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded!.url;
  await runMigrations(url);
  const database = connect(url, config.databasePoolSize);
  if (config.seedDemo) {
    await seedDemo(database.db);
    await seedDemoPermits(database.db);
    await seedDemoForest(database.db, config.dataDir);
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
  app.scheduler.start();
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
