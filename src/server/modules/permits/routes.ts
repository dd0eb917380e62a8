/**
 * Permits API (shared/permits/api-types.ts): a holder's permits for the chosen represented person,
 * and the back office's list, page and actions (suspend, renew, annul, archive) for officers.
 * The PDF routes live in modules/permit-document.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { PERMIT_SORTS, type PermitSort } from '../../../shared/permits/api-types.ts';
import type { Access } from '../../core/access.ts';
import { parseOr400 } from '../../http/validate.ts';
import { listQuery } from '../applications/index.ts';
import { BODY_MAX } from '../messages/index.ts';
import type { PermitService } from './service.ts';

const actionSchema = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(BODY_MAX))) });

export async function permitRoutes(app: FastifyInstance, opts: { access: Access; permits: PermitService }) {
  const { access, permits } = opts;
  const noStore = { 'Cache-Control': 'private, no-store' };
  const query = (request: FastifyRequest) => {
    const parsed = listQuery(request, PERMIT_SORTS);
    return { ...parsed, sort: parsed.sort as PermitSort | undefined };
  };

  app.get('/api/v1/leidimai', async (request, reply) => {
    const party = access.party(request);
    reply.headers(noStore);
    return permits.listForHolder(party.code, query(request));
  });

  app.get<{ Params: { kind: string; id: string } }>('/api/v1/leidimai/:kind/:id', async (request, reply) => {
    const row = await access.permitForHolder(request, request.params.kind, request.params.id);
    reply.headers(noStore);
    return permits.detail(row, 'applicant');
  });

  const officerOnly = {
    onRequest: async (request: FastifyRequest) => {
      await access.requireOfficer(request);
    },
  };

  app.get('/api/v1/tarnyba/leidimai', officerOnly, async (request, reply) => {
    reply.headers(noStore);
    return permits.listForOfficer(query(request));
  });

  app.get<{ Params: { id: string } }>('/api/v1/tarnyba/leidimai/:id', officerOnly, async (request, reply) => {
    const row = await access.permitForOfficer(request, request.params.id);
    reply.headers(noStore);
    return permits.detail(row, 'officer');
  });

  app.post<{ Params: { id: string; action: string } }>(
    '/api/v1/tarnyba/leidimai/:id/veiksmai/:action',
    officerOnly,
    async (request, reply) => {
      const row = await access.permitForOfficer(request, request.params.id);
      const body = parseOr400(actionSchema, request.body, request.lang);
      const moved = await permits.officerAction(
        row,
        request.params.action,
        access.actor(request),
        body.reason,
      );
      reply.headers(noStore);
      return permits.detail(moved, 'officer');
    },
  );
}
