/**
 * Operations endpoints (issue 2; issue 8 §5, ADR 0012), all answered with `Cache-Control: no-store`:
 * - `/api/health`: 200 {"status":"ok"} only when the database answers, else 503 {"status":"unavailable"};
 * - `/api/health/live`: the process runs and serves (a supervisor restarts it when this fails);
 * - `/api/health/ready`: this node can serve — the database answers and every migration this code
 *   ships has been applied to it — else 503, so a balancer sends it nothing yet;
 * - `/metrics`: this process's metrics in the Prometheus text format, for a scraper on the private
 *   network or one holding METRICS_TOKEN (observability/metrics-access.ts).
 */
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance, LogLevel } from 'fastify';
import { route } from '../../core/route.ts';
import type { Database } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { EXPOSITION_CONTENT_TYPE, exposition, metrics } from '../../observability/metrics.ts';
import { metricsAccess } from '../../observability/metrics-access.ts';
import { scrapeRegistry } from '../../observability/samples.ts';

export interface HealthRoutesOptions {
  database: Database;
  /** METRICS_TOKEN: when set, /metrics wants it as a bearer token from every caller. */
  metricsToken?: string | undefined;
}

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/** The newest migration this code ships (drizzle records each applied one by its folder time). */
function newestMigration(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS }).map((m) => m.folderMillis));
}

type Check = 'ok' | 'unavailable' | 'pending';

async function migrationsApplied(database: Database, newest: number, timeoutMs: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = database.pool.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    const { rows } = await Promise.race([query, timeout]);
    return Number(rows[0]?.last ?? 0) >= newest ? 'ok' : 'pending';
  } catch (error) {
    // No migrations table yet: nothing was ever applied.
    return (error as { code?: string }).code === '42P01' ? 'pending' : 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, opts: HealthRoutesOptions) {
  const { database } = opts;
  const newest = newestMigration();
  const scraped = scrapeRegistry(database);
  app.addHook('onClose', async () => scraped.stop());

  route(app, {
    method: 'GET',
    url: '/api/health',
    auth: 'anonymous',
    handler: async ({ reply }) => {
      const ok = await database.ping(2_000);
      reply.header('Cache-Control', 'no-store');
      return ok ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/health/live',
    auth: 'anonymous',
    handler: async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/health/ready',
    auth: 'anonymous',
    handler: async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      const databaseUp = await database.ping(2_000);
      const migrations: Check = databaseUp ? await migrationsApplied(database, newest, 2_000) : 'unavailable';
      const checks = { database: databaseUp ? 'ok' : 'unavailable', migrations };
      if (databaseUp && migrations === 'ok') return { status: 'ready', checks };
      return reply.code(503).header('Retry-After', '5').send({ status: 'unavailable', checks });
    },
  });

  // Scrapes are routine: their request lines are left out below warn, never made louder than the
  // configured level. Refusals are logged, without the address (no personal data in logs).
  const scrapeLogLevel = (
    ['trace', 'debug', 'info'].includes(app.log.level) ? 'warn' : app.log.level
  ) as LogLevel;
  route(app, {
    method: 'GET',
    url: '/metrics',
    auth: 'anonymous',
    guard: 'the private network, or METRICS_TOKEN as a bearer token (observability/metrics-access.ts)',
    options: { logLevel: scrapeLogLevel },
    handler: async ({ request, reply }) => {
      const access = metricsAccess(
        { peerAddress: request.raw.socket.remoteAddress, headers: request.headers },
        opts.metricsToken,
      );
      if (access !== 'allowed') {
        request.log.warn({ access }, 'metrics refused');
        if (access === 'needs-token')
          throw new HttpError(401, 'error.unauthorized', undefined, [], [], {
            'WWW-Authenticate': 'Bearer realm="metrics"',
          });
        throw new HttpError(403, 'error.forbidden');
      }
      const text = await exposition([metrics, ...(await scraped.registries())]);
      return reply.header('Cache-Control', 'no-store').type(EXPOSITION_CONTENT_TYPE).send(text);
    },
  });
}
