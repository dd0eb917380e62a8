/**
 * L04 quotas (issue 19): the holder's quotas and conversion requests (spec §2 /kvotos,
 * /kvotuKonvertavimas/{id}), scoped to the acting party, whose other holders' quotas answer 404;
 * and the officer's back office: seasons' quotas, allocation, the coefficient table, decisions.
 */
import type { FastifyInstance } from 'fastify';
import {
  allocationSchema,
  coefficientSchema,
  conversionSchema,
  idParamsSchema,
  OFFICER_COEFFICIENTS_PATH,
  OFFICER_CONVERSIONS_PATH,
  OFFICER_QUOTAS_PATH,
  officerQuotasAnswer,
  QUOTAS_PATH,
  quotaDetailAnswer,
  quotaListAnswer,
  quotaListQuerySchema,
  rejectSchema,
  seasonQuotaSchema,
} from '../../../shared/quotas/api.ts';
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import type { QuotaService } from './service.ts';

export async function quotaRoutes(app: FastifyInstance, opts: { access: Access; quotas: QuotaService }) {
  const { access, quotas } = opts;

  route(app, {
    method: 'GET',
    url: QUOTAS_PATH,
    auth: 'person',
    query: quotaListQuerySchema,
    response: quotaListAnswer,
    handler: async ({ request, query }) => ({
      items: await quotas.list(access.party(request).code, {
        permitState: query.leidimoBusena,
        status: query.busena,
      }),
    }),
  });

  route(app, {
    method: 'GET',
    url: `${QUOTAS_PATH}/:id`,
    auth: 'person',
    params: idParamsSchema,
    response: quotaDetailAnswer,
    handler: async ({ request, params }) =>
      quotas.detail(access.party(request).code, params.id, request.lang),
  });

  route(app, {
    method: 'POST',
    url: `${QUOTAS_PATH}/:id/konvertavimai`,
    auth: 'person',
    params: idParamsSchema,
    body: conversionSchema,
    response: quotaDetailAnswer,
    handler: async ({ request, params, body }) =>
      quotas.requestConversion(
        access.party(request).code,
        params.id,
        body,
        access.actor(request),
        request.lang,
      ),
  });

  route(app, {
    method: 'GET',
    url: OFFICER_QUOTAS_PATH,
    auth: 'officer',
    response: officerQuotasAnswer,
    handler: () => quotas.officerView(),
  });

  route(app, {
    method: 'POST',
    url: OFFICER_QUOTAS_PATH,
    auth: 'officer',
    body: seasonQuotaSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, body }) => quotas.createSeasonQuota(body, access.actor(request), request.lang),
  });

  route(app, {
    method: 'POST',
    url: `${OFFICER_QUOTAS_PATH}/:id/aktyvuoti`,
    auth: 'officer',
    params: idParamsSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, params }) => quotas.changeStatus(params.id, 'activate', access.actor(request)),
  });

  route(app, {
    method: 'POST',
    url: `${OFFICER_QUOTAS_PATH}/:id/deaktyvuoti`,
    auth: 'officer',
    params: idParamsSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, params }) => quotas.changeStatus(params.id, 'close', access.actor(request)),
  });

  route(app, {
    method: 'POST',
    url: `${OFFICER_QUOTAS_PATH}/:id/skirti`,
    auth: 'officer',
    params: idParamsSchema,
    body: allocationSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, params, body }) =>
      quotas.allocate(params.id, body, access.actor(request), request.lang),
  });

  route(app, {
    method: 'PUT',
    url: OFFICER_COEFFICIENTS_PATH,
    auth: 'officer',
    body: coefficientSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, body }) => quotas.setCoefficient(body, access.actor(request)),
  });

  route(app, {
    method: 'DELETE',
    url: `${OFFICER_COEFFICIENTS_PATH}/:id`,
    auth: 'officer',
    params: idParamsSchema,
    response: officerQuotasAnswer,
    handler: async ({ params }) => quotas.removeCoefficient(params.id),
  });

  route(app, {
    method: 'POST',
    url: `${OFFICER_CONVERSIONS_PATH}/:id/patvirtinti`,
    auth: 'officer',
    params: idParamsSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, params }) =>
      quotas.decide(params.id, { approve: true }, access.actor(request)),
  });

  route(app, {
    method: 'POST',
    url: `${OFFICER_CONVERSIONS_PATH}/:id/atmesti`,
    auth: 'officer',
    params: idParamsSchema,
    body: rejectSchema,
    response: officerQuotasAnswer,
    handler: async ({ request, params, body }) =>
      quotas.decide(params.id, { approve: false, reason: body.reason }, access.actor(request)),
  });
}
