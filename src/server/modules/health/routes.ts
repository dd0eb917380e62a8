/**
 * Health (issue 2; issue 8 adds metrics): `/api/health` is 200 {"status":"ok"} only when the
 * database answers, else 503 {"status":"unavailable"}. `/api/health/live` says the process runs.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await opts.database.ping(2_000);
    reply.header('Cache-Control', 'no-store');
    return ok ? { status: 'ok' } : reply.code(503).send({ status: 'unavailable' });
  });
  app.get('/api/health/live', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
