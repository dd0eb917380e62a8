/**
 * Applications API (paths in shared/permits/api-types.ts; ADR 0008). Applicant routes act for the
 * represented person chosen in the session; the back office's routes under /api/v1/tarnyba need
 * ROLE_OFFICER. Every body is re-validated here; nothing the browser says about states, owners or
 * prices is trusted.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  APPLICATION_SORTS,
  type ApplicationSort,
  applicationDetailSchema,
  applicationPageSchema as applicationPage,
  autosavedSchema,
  messageDtoSchema,
} from '../../../shared/permits/api-types.ts';
import { APPLICATION_TYPES } from '../../../shared/permits/engine/definition.ts';
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import { HttpError } from '../../http/errors.ts';
import { listQuerySchema, toListQuery } from '../../http/list-query.ts';
import type { MessageService } from '../messages/index.ts';
import { BODY_MAX, SUBJECT_MAX } from '../messages/index.ts';
import type { ApplicationService } from './service.ts';

const dataSchema = v.record(v.string(), v.unknown());
const createSchema = v.object({
  type: v.optional(v.picklist(APPLICATION_TYPES), 'NAUJA'),
  permitId: v.optional(v.pipe(v.string(), v.uuid())),
  data: v.optional(dataSchema),
  clientKey: v.optional(v.pipe(v.string(), v.uuid())),
});
const saveSchema = v.object({ data: dataSchema, revision: v.pipe(v.number(), v.integer(), v.minValue(1)) });
const autosaveSchema = v.object({
  data: dataSchema,
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
const actionSchema = v.object({
  data: v.optional(dataSchema),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'));
const decisionSchema = v.object({
  reason: v.optional(v.pipe(v.string(), v.maxLength(BODY_MAX))),
  validFrom: v.optional(isoDay),
  validUntil: v.optional(isoDay),
  priceCents: v.optional(
    v.pipe(v.number(), v.safeInteger('validation.money'), v.minValue(0, 'validation.money')),
  ),
});
export const messageSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(SUBJECT_MAX, 'validation.maxLength'),
  ),
  body: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('engine.error.messageEmpty'),
    v.maxLength(BODY_MAX, 'validation.maxLength'),
  ),
});

/** A record's path: `kind` and `id` as sent; `access` answers 404 for anything not the caller's. */
const kindParams = v.object({ kind: v.string(), id: v.string() });
const actionParams = v.object({ kind: v.string(), id: v.string(), action: v.string() });
const officerParams = v.object({ id: v.string() });
const officerActionParams = v.object({ id: v.string(), action: v.string() });
const OFFICER_SORTS = [...APPLICATION_SORTS, 'submitted-asc'] as const;

export async function applicationRoutes(
  app: FastifyInstance,
  opts: { access: Access; applications: ApplicationService; messages: MessageService },
) {
  const { access, applications, messages } = opts;
  const noStore = { 'Cache-Control': 'private, no-store' };

  // --- applicant ----------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/api/v1/paraiskos',
    auth: 'person',
    response: applicationPage,
    query: listQuerySchema,
    handler: async ({ request, reply, query }) => {
      const party = access.party(request);
      reply.headers(noStore);
      return applications.listForParty(party.code, toListQuery(query, APPLICATION_SORTS));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/paraiskos/:kind',
    auth: 'person',
    response: applicationDetailSchema,
    params: v.object({ kind: v.string() }),
    body: createSchema,
    handler: async ({ request, reply, params, body }) => {
      const party = access.party(request);
      const row = await applications.create(party, access.actor(request), params.kind, body, request.lang);
      return reply
        .code(201)
        .headers(noStore)
        .send(await applications.detail(row, 'applicant'));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/paraiskos/:kind/:id',
    auth: 'person',
    response: applicationDetailSchema,
    params: kindParams,
    handler: async ({ request, reply, params }) => {
      const row = await access.applicationForApplicant(request, params.kind, params.id);
      reply.headers(noStore);
      return applications.detail(row, 'applicant');
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/v1/paraiskos/:kind/:id',
    auth: 'person',
    response: applicationDetailSchema,
    params: kindParams,
    body: saveSchema,
    handler: async ({ request, reply, params, body }) => {
      const row = await access.applicationForApplicant(request, params.kind, params.id);
      const saved = await applications.save(row, body, request.lang);
      reply.headers(noStore);
      return applications.detail(saved, 'applicant');
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/v1/paraiskos/:kind/:id/autosave',
    auth: 'person',
    response: autosavedSchema,
    params: kindParams,
    body: autosaveSchema,
    handler: async ({ request, params, body }) => {
      const row = await access.applicationForApplicant(request, params.kind, params.id);
      return applications.autosave(row, body.data, body.revision);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/paraiskos/:kind/:id/veiksmai/:action',
    auth: 'person',
    response: applicationDetailSchema,
    params: actionParams,
    body: actionSchema,
    handler: async ({ request, reply, params, body }) => {
      const row = await access.applicationForApplicant(request, params.kind, params.id);
      const moved = await applications.act(
        row,
        'applicant',
        params.action,
        access.actor(request),
        body,
        request.lang,
      );
      reply.headers(noStore);
      return applications.detail(moved, 'applicant');
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/paraiskos/:kind/:id/pranesimai',
    auth: 'person',
    response: v.array(messageDtoSchema),
    params: kindParams,
    handler: async ({ request, reply, params }) => {
      const row = await access.applicationForApplicant(request, params.kind, params.id);
      reply.headers(noStore);
      return messages.forApplication(row.id, row);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/paraiskos/:kind/:id/pranesimai',
    auth: 'person',
    response: messageDtoSchema,
    params: kindParams,
    body: messageSchema,
    handler: async ({ request, reply, params, body }) => {
      const row = await access.applicationForApplicant(request, params.kind, params.id);
      const actor = access.actor(request);
      return reply.code(201).send(await messages.send(row, 'applicant', actor, body));
    },
  });

  // --- back office (ROLE_OFFICER) -----------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/paraiskos',
    auth: 'officer',
    response: applicationPage,
    query: listQuerySchema,
    handler: async ({ reply, query }) => {
      reply.headers(noStore);
      const parsed = toListQuery(query, OFFICER_SORTS);
      return applications.listForOfficer({ ...parsed, sort: parsed.sort as ApplicationSort | undefined });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/paraiskos/:id',
    auth: 'officer',
    response: applicationDetailSchema,
    params: officerParams,
    handler: async ({ request, reply, params }) => {
      const row = await access.applicationForOfficer(request, params.id);
      if (row.state === 'RUOSIAMA') throw new HttpError(404, 'error.notFound');
      reply.headers(noStore);
      return applications.detail(row, 'officer');
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/paraiskos/:id/veiksmai/:action',
    auth: 'officer',
    response: applicationDetailSchema,
    params: officerActionParams,
    body: decisionSchema,
    handler: async ({ request, reply, params, body }) => {
      const row = await access.applicationForOfficer(request, params.id);
      const moved = await applications.act(
        row,
        'officer',
        params.action,
        access.actor(request),
        body,
        request.lang,
      );
      reply.headers(noStore);
      return applications.detail(moved, 'officer');
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/paraiskos/:id/pranesimai',
    auth: 'officer',
    response: v.array(messageDtoSchema),
    params: officerParams,
    handler: async ({ request, reply, params }) => {
      const row = await access.applicationForOfficer(request, params.id);
      await messages.markReadOnApplication(row.id, 'TO_INSTITUTION');
      reply.headers(noStore);
      return messages.forApplication(row.id, row);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/paraiskos/:id/pranesimai',
    auth: 'officer',
    response: messageDtoSchema,
    params: officerParams,
    body: messageSchema,
    handler: async ({ request, reply, params, body }) => {
      const row = await access.applicationForOfficer(request, params.id);
      return reply.code(201).send(await messages.send(row, 'officer', access.actor(request), body));
    },
  });
}
