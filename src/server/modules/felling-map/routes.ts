/**
 * The forest felling map's HTTP API (issue 7 item 4; path and shapes in
 * src/shared/felling/api-types.ts): one public, cacheable GET. The query is re-validated with the
 * schema the web's filter form uses; bad input answers 400 with field errors in the caller's
 * language through the error plugin.
 */
import type { FastifyInstance } from 'fastify';
import { FELLING_PERMITS_PATH, fellingPermitsSchema } from '../../../shared/felling/api-types.ts';
import { fellingQuerySchema, resolveFellingQuery } from '../../../shared/felling/query.ts';
import { route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { keepCookiesOutOfPublicAnswers } from '../../http/public-cache.ts';
import { fellingPermits } from './service.ts';

/**
 * Permits change only when an officer decides or a day passes; five minutes of caching spares the
 * database when a municipality's page links the map. The answer has no language in it (message ids).
 */
const FELLING_CACHE = 'public, max-age=300';

export async function fellingMapRoutes(app: FastifyInstance, opts: { db: Db }) {
  keepCookiesOutOfPublicAnswers(app);

  route(app, {
    method: 'GET',
    url: FELLING_PERMITS_PATH,
    auth: 'anonymous',
    query: fellingQuerySchema,
    response: fellingPermitsSchema,
    handler: async ({ reply, query }) => {
      const answer = await fellingPermits(opts.db, resolveFellingQuery(query));
      reply.header('Cache-Control', FELLING_CACHE);
      return answer;
    },
  });
}
