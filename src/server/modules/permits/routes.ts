/**
 * Permits API (shared/permits/api-types.ts): a holder's permits for the chosen represented person,
 * and the back office's list, page and actions (suspend, renew, annul, archive) for officers.
 * The PDF routes live in modules/permit-document.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  PERMIT_SORTS,
  permitDetailSchema,
  permitPageSchema as permitPage,
} from '../../../shared/permits/api-types.ts';
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import { listQuerySchema, toListQuery } from '../../http/list-query.ts';
import { BODY_MAX } from '../messages/index.ts';
import type { PermitService } from './service.ts';

const actionSchema = v.object({ reason: v.optional(v.pipe(v.string(), v.maxLength(BODY_MAX))) });
/** `kind` and `id` as sent; `access` answers 404 for anything not the caller's. */
const holderParams = v.object({ kind: v.string(), id: v.string() });
const officerParams = v.object({ id: v.string() });

export async function permitRoutes(app: FastifyInstance, opts: { access: Access; permits: PermitService }) {
  const { access, permits } = opts;
  const noStore = { 'Cache-Control': 'private, no-store' };

  route(app, {
    method: 'GET',
    url: '/api/v1/leidimai',
    auth: 'person',
    response: permitPage,
    query: listQuerySchema,
    handler: async ({ request, reply, query }) => {
      const party = access.party(request);
      reply.headers(noStore);
      return permits.listForHolder(party.code, toListQuery(query, PERMIT_SORTS));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/leidimai/:kind/:id',
    auth: 'person',
    response: permitDetailSchema,
    params: holderParams,
    handler: async ({ request, reply, params }) => {
      const row = await access.permitForHolder(request, params.kind, params.id);
      reply.headers(noStore);
      return permits.detail(row, 'applicant');
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/leidimai',
    auth: 'officer',
    response: permitPage,
    query: listQuerySchema,
    handler: async ({ reply, query }) => {
      reply.headers(noStore);
      return permits.listForOfficer(toListQuery(query, PERMIT_SORTS));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/leidimai/:id',
    auth: 'officer',
    response: permitDetailSchema,
    params: officerParams,
    handler: async ({ request, reply, params }) => {
      const row = await access.permitForOfficer(request, params.id);
      reply.headers(noStore);
      return permits.detail(row, 'officer');
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/leidimai/:id/veiksmai/:action',
    auth: 'officer',
    response: permitDetailSchema,
    params: v.object({ id: v.string(), action: v.string() }),
    body: actionSchema,
    handler: async ({ request, reply, params, body }) => {
      const row = await access.permitForOfficer(request, params.id);
      const moved = await permits.officerAction(row, params.action, access.actor(request), body.reason);
      reply.headers(noStore);
      return permits.detail(moved, 'officer');
    },
  });
}
