/**
 * Applications API (paths in shared/permits/api-types.ts; ADR 0008). Applicant routes act for the
 * represented person chosen in the session; the back office's routes under /api/v1/tarnyba need
 * ROLE_OFFICER. Every body is re-validated here; nothing the browser says about states, owners or
 * prices is trusted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  APPLICATION_SORTS,
  type ApplicationSort,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
} from '../../../shared/permits/api-types.ts';
import { APPLICATION_TYPES } from '../../../shared/permits/engine/definition.ts';
import type { Access } from '../../core/access.ts';
import { HttpError } from '../../http/errors.ts';
import { parseOr400 } from '../../http/validate.ts';
import type { MessageService } from '../messages/index.ts';
import { BODY_MAX, SUBJECT_MAX } from '../messages/index.ts';
import type { ApplicationService, ListQuery } from './service.ts';

const pageNumber = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)),
  '1',
);

export const listQuerySchema = v.object({
  kind: v.optional(v.pipe(v.string(), v.regex(/^l\d{2}(_\d)?$/))),
  state: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]+(,[A-Z_]+)*$/), v.maxLength(300))),
  sort: v.optional(v.string()),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: pageNumber,
  pageSize: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(MAX_PAGE_SIZE)),
    String(DEFAULT_PAGE_SIZE),
  ),
});

export function listQuery(request: FastifyRequest, sorts: readonly string[]): ListQuery {
  const parsed = parseOr400(listQuerySchema, request.query, request.lang);
  return {
    kind: parsed.kind,
    state: parsed.state,
    sort: parsed.sort && sorts.includes(parsed.sort) ? (parsed.sort as ApplicationSort) : undefined,
    q: parsed.q === '' ? undefined : parsed.q,
    page: parsed.page,
    pageSize: parsed.pageSize,
  };
}

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

type KindParams = { kind: string; id: string };

export async function applicationRoutes(
  app: FastifyInstance,
  opts: { access: Access; applications: ApplicationService; messages: MessageService },
) {
  const { access, applications, messages } = opts;
  const noStore = { 'Cache-Control': 'private, no-store' };

  // --- applicant ----------------------------------------------------------------------------------

  app.get('/api/v1/paraiskos', async (request, reply) => {
    const party = access.party(request);
    reply.headers(noStore);
    return applications.listForParty(party.code, listQuery(request, APPLICATION_SORTS));
  });

  app.post<{ Params: { kind: string } }>('/api/v1/paraiskos/:kind', async (request, reply) => {
    const party = access.party(request);
    const body = parseOr400(createSchema, request.body, request.lang);
    const row = await applications.create(
      party,
      access.actor(request),
      request.params.kind,
      body,
      request.lang,
    );
    return reply
      .code(201)
      .headers(noStore)
      .send(await applications.detail(row, 'applicant'));
  });

  app.get<{ Params: KindParams }>('/api/v1/paraiskos/:kind/:id', async (request, reply) => {
    const row = await access.applicationForApplicant(request, request.params.kind, request.params.id);
    reply.headers(noStore);
    return applications.detail(row, 'applicant');
  });

  app.put<{ Params: KindParams }>('/api/v1/paraiskos/:kind/:id', async (request, reply) => {
    const row = await access.applicationForApplicant(request, request.params.kind, request.params.id);
    const body = parseOr400(saveSchema, request.body, request.lang);
    const saved = await applications.save(row, body, request.lang);
    reply.headers(noStore);
    return applications.detail(saved, 'applicant');
  });

  app.put<{ Params: KindParams }>('/api/v1/paraiskos/:kind/:id/autosave', async (request) => {
    const row = await access.applicationForApplicant(request, request.params.kind, request.params.id);
    const body = parseOr400(autosaveSchema, request.body, request.lang);
    return applications.autosave(row, body.data, body.revision);
  });

  app.post<{ Params: KindParams & { action: string } }>(
    '/api/v1/paraiskos/:kind/:id/veiksmai/:action',
    async (request, reply) => {
      const row = await access.applicationForApplicant(request, request.params.kind, request.params.id);
      const body = parseOr400(actionSchema, request.body, request.lang);
      const moved = await applications.act(
        row,
        'applicant',
        request.params.action,
        access.actor(request),
        body,
        request.lang,
      );
      reply.headers(noStore);
      return applications.detail(moved, 'applicant');
    },
  );

  app.get<{ Params: KindParams }>('/api/v1/paraiskos/:kind/:id/pranesimai', async (request, reply) => {
    const row = await access.applicationForApplicant(request, request.params.kind, request.params.id);
    reply.headers(noStore);
    return messages.forApplication(row.id, row);
  });

  app.post<{ Params: KindParams }>('/api/v1/paraiskos/:kind/:id/pranesimai', async (request, reply) => {
    const row = await access.applicationForApplicant(request, request.params.kind, request.params.id);
    const body = parseOr400(messageSchema, request.body, request.lang);
    const actor = access.actor(request);
    return reply.code(201).send(await messages.send(row, 'applicant', actor, body));
  });

  // --- back office --------------------------------------------------------------------------------

  const officerOnly = {
    onRequest: async (request: FastifyRequest) => {
      await access.requireOfficer(request);
    },
  };

  app.get('/api/v1/tarnyba/paraiskos', officerOnly, async (request, reply) => {
    reply.headers(noStore);
    return applications.listForOfficer(listQuery(request, [...APPLICATION_SORTS, 'submitted-asc']));
  });

  app.get<{ Params: { id: string } }>(
    '/api/v1/tarnyba/paraiskos/:id',
    officerOnly,
    async (request, reply) => {
      const row = await access.applicationForOfficer(request, request.params.id);
      if (row.state === 'RUOSIAMA') throw new HttpError(404, 'error.notFound');
      reply.headers(noStore);
      return applications.detail(row, 'officer');
    },
  );

  app.post<{ Params: { id: string; action: string } }>(
    '/api/v1/tarnyba/paraiskos/:id/veiksmai/:action',
    officerOnly,
    async (request, reply) => {
      const row = await access.applicationForOfficer(request, request.params.id);
      const body = parseOr400(decisionSchema, request.body, request.lang);
      const moved = await applications.act(
        row,
        'officer',
        request.params.action,
        access.actor(request),
        body,
        request.lang,
      );
      reply.headers(noStore);
      return applications.detail(moved, 'officer');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/tarnyba/paraiskos/:id/pranesimai',
    officerOnly,
    async (request, reply) => {
      const row = await access.applicationForOfficer(request, request.params.id);
      await messages.markReadOnApplication(row.id, 'TO_INSTITUTION');
      reply.headers(noStore);
      return messages.forApplication(row.id, row);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/tarnyba/paraiskos/:id/pranesimai',
    officerOnly,
    async (request, reply) => {
      const row = await access.applicationForOfficer(request, request.params.id);
      const body = parseOr400(messageSchema, request.body, request.lang);
      return reply.code(201).send(await messages.send(row, 'officer', access.actor(request), body));
    },
  );
}
