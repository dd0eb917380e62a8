/** Profile calls of spec §7: GET/PUT /api/v1/profilis, GET /api/v1/profilis/validate. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileSchema } from '../../../shared/profile/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { parseOr400 } from '../../http/validate.ts';
import type { ProfileService } from './service.ts';

export async function profileRoutes(app: FastifyInstance, opts: { profiles: ProfileService }) {
  const { profiles } = opts;

  /** The session and the represented person the query names (own profile when absent); 403 for anyone else. */
  function target(request: FastifyRequest) {
    const session = app.sessions.require(request);
    const raw = (request.query as Record<string, unknown>).atstovaujamoAsmensKodas;
    const code = typeof raw === 'string' && raw !== '' ? raw : undefined;
    const person = profiles.find(session.data, code);
    if (!person) throw new HttpError(403, 'error.forbidden');
    return { session, person };
  }

  app.get('/api/v1/profilis', async (request) => {
    const { session, person } = target(request);
    return profiles.get(session.data, person);
  });

  app.put('/api/v1/profilis', async (request) => {
    const { session, person } = target(request);
    const input = parseOr400(profileSchema(person.kind === 'company'), request.body, request.lang);
    return profiles.save(session.data, person, input, request.id);
  });

  app.get('/api/v1/profilis/validate', async (request, reply) => {
    const { session, person } = target(request);
    const valid = await profiles.isValid(session.data, person);
    return reply.type('text/plain; charset=utf-8').send(valid ? 'true' : 'false');
  });
}
