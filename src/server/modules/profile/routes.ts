/** Profile calls of spec §7: GET/PUT /api/v1/profilis, GET /api/v1/profilis/validate. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { profileDtoSchema, profileSchema } from '../../../shared/profile/schema.ts';
import { rawBody, route } from '../../core/route.ts';
import { HttpError } from '../../http/errors.ts';
import { parseOr400 } from '../../http/validate.ts';
import type { Session } from '../../plugins/session.ts';
import type { ProfileService } from './service.ts';

/** `?atstovaujamoAsmensKodas=`: the represented person whose profile it is; own profile when absent or empty. */
const targetQuery = v.object({
  atstovaujamoAsmensKodas: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => (typeof raw === 'string' && raw !== '' ? raw : undefined)),
    ),
  ),
});

export async function profileRoutes(app: FastifyInstance, opts: { profiles: ProfileService }) {
  const { profiles } = opts;

  /** The represented person the query names; 403 for anyone the session may not act for. */
  function target(session: Session, code: string | undefined) {
    const person = profiles.find(session.data, code);
    if (!person) throw new HttpError(403, 'error.forbidden');
    return person;
  }

  route(app, {
    method: 'GET',
    url: '/api/v1/profilis',
    auth: 'person',
    response: profileDtoSchema,
    query: targetQuery,
    handler: async ({ session, query }) =>
      profiles.get(session.data, target(session, query.atstovaujamoAsmensKodas)),
  });

  route(app, {
    method: 'PUT',
    url: '/api/v1/profilis',
    auth: 'person',
    response: profileDtoSchema,
    query: targetQuery,
    body: rawBody("profileSchema of the named person's kind (a company's asks for more), once it is known"),
    handler: async ({ request, session, query, body }) => {
      const person = target(session, query.atstovaujamoAsmensKodas);
      const input = parseOr400(profileSchema(person.kind === 'company'), body, request.lang);
      return profiles.save(session.data, person, input, request.id);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/profilis/validate',
    auth: 'person',
    query: targetQuery,
    handler: async ({ reply, session, query }) => {
      const valid = await profiles.isValid(session.data, target(session, query.atstovaujamoAsmensKodas));
      return reply.type('text/plain; charset=utf-8').send(valid ? 'true' : 'false');
    },
  });
}
