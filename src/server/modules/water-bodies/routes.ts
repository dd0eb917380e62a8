/**
 * The lessor's water bodies (issue 18; spec §2 /telkiniai, §6 ROLE_L03) and the administrator's
 * ceiling of an L05.2 price (ADR 0018). Routes declared 'lessor' are refused (403) to anyone whose
 * acting party holds no L03 permit in force (core/route.ts, app.ts `hasRole`); each answer is
 * scoped to that party, so another lessor's water body answers 404.
 */
import type { FastifyInstance } from 'fastify';
import {
  l05_2TermsSchema,
  lessorWaterBodiesAnswer,
  lessorWaterBodyDetailAnswer,
  promotionIdParamsSchema,
  promotionPriceSchema,
  promotionSchema,
  WATER_BODIES_PATH,
  WATER_BODY_SETTINGS_PATH,
  waterBodyCodeParamsSchema,
  waterBodySettingsAnswer,
  waterBodySettingsSchema,
} from '../../../shared/water-bodies/api.ts';
import {
  FISHING_SUMMARY_PATH,
  licenceRequestAnswer,
  licenceRequestParamsSchema,
  licenceRequestSchema,
  licenceRequestsAnswer,
  OFFICER_LICENCE_REQUESTS_PATH,
  officerLicenceActionParamsSchema,
  officerLicenceDecisionSchema,
  officerLicenceQuerySchema,
  summaryAnswer,
  summaryQuerySchema,
} from '../../../shared/water-bodies/licence-requests.ts';
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import type { LicenceRequests } from './licence-requests.ts';
import type { WaterBodyService } from './service.ts';
import { type createSalesSummary, summaryCsv } from './summary.ts';

export async function waterBodyRoutes(
  app: FastifyInstance,
  opts: {
    access: Access;
    waterBodies: WaterBodyService;
    licenceRequests: LicenceRequests;
    summary: ReturnType<typeof createSalesSummary>;
  },
) {
  const { access, waterBodies, licenceRequests, summary } = opts;

  route(app, {
    method: 'GET',
    url: WATER_BODIES_PATH,
    auth: 'lessor',
    response: lessorWaterBodiesAnswer,
    handler: async ({ request }) => ({ items: await waterBodies.list(access.party(request).code) }),
  });

  route(app, {
    method: 'GET',
    url: `${WATER_BODIES_PATH}/:code`,
    auth: 'lessor',
    params: waterBodyCodeParamsSchema,
    response: lessorWaterBodyDetailAnswer,
    handler: async ({ request, params }) => waterBodies.detail(access.party(request).code, params.code),
  });

  route(app, {
    method: 'PUT',
    url: `${WATER_BODIES_PATH}/:code/leidimas`,
    auth: 'lessor',
    params: waterBodyCodeParamsSchema,
    body: l05_2TermsSchema,
    response: lessorWaterBodyDetailAnswer,
    handler: async ({ request, params, body }) =>
      waterBodies.setTerms(access.party(request).code, params.code, body, request.lang),
  });

  // Limited-fishing offers (akcija; spec §4 "create or cancel an offer, change offer price").
  route(app, {
    method: 'POST',
    url: `${WATER_BODIES_PATH}/:code/akcijos`,
    auth: 'lessor',
    params: waterBodyCodeParamsSchema,
    body: promotionSchema,
    response: lessorWaterBodyDetailAnswer,
    handler: async ({ request, params, body }) =>
      waterBodies.createPromotion(
        access.party(request).code,
        params.code,
        body,
        access.actor(request).code,
        request.lang,
      ),
  });

  route(app, {
    method: 'PUT',
    url: `${WATER_BODIES_PATH}/:code/akcijos/:id/kaina`,
    auth: 'lessor',
    params: promotionIdParamsSchema,
    body: promotionPriceSchema,
    response: lessorWaterBodyDetailAnswer,
    handler: async ({ request, params, body }) =>
      waterBodies.setPromotionPrice(
        access.party(request).code,
        params.code,
        params.id,
        body.priceCents,
        request.lang,
      ),
  });

  route(app, {
    method: 'POST',
    url: `${WATER_BODIES_PATH}/:code/akcijos/:id/atsaukti`,
    auth: 'lessor',
    params: promotionIdParamsSchema,
    response: lessorWaterBodyDetailAnswer,
    handler: async ({ request, params }) =>
      waterBodies.cancelPromotion(access.party(request).code, params.code, params.id),
  });

  route(app, {
    method: 'GET',
    url: WATER_BODY_SETTINGS_PATH,
    auth: 'admin',
    response: waterBodySettingsAnswer,
    handler: () => waterBodies.settings(),
  });

  route(app, {
    method: 'PUT',
    url: WATER_BODY_SETTINGS_PATH,
    auth: 'admin',
    body: waterBodySettingsSchema,
    response: waterBodySettingsAnswer,
    handler: async ({ request, body }) => waterBodies.setSettings(body, access.actor(request).code),
  });

  // Licence requests (spec §3 L03 statuses, §4 "withdraw conditions"; ADR 0022): the lessor's side.
  route(app, {
    method: 'GET',
    url: `${WATER_BODIES_PATH}/:code/prasymai`,
    auth: 'lessor',
    params: waterBodyCodeParamsSchema,
    response: licenceRequestsAnswer,
    handler: async ({ request, params }) => ({
      items: await licenceRequests.ofWaterBody(access.party(request).code, params.code),
    }),
  });

  route(app, {
    method: 'POST',
    url: `${WATER_BODIES_PATH}/:code/prasymai`,
    auth: 'lessor',
    params: waterBodyCodeParamsSchema,
    body: licenceRequestSchema,
    response: licenceRequestAnswer,
    handler: async ({ request, params, body }) =>
      licenceRequests.submit(
        access.party(request).code,
        params.code,
        body,
        access.actor(request),
        request.lang,
      ),
  });

  route(app, {
    method: 'PUT',
    url: `${WATER_BODIES_PATH}/:code/prasymai/:id`,
    auth: 'lessor',
    params: licenceRequestParamsSchema,
    body: licenceRequestSchema,
    response: licenceRequestAnswer,
    handler: async ({ request, params, body }) =>
      licenceRequests.resubmit(
        access.party(request).code,
        params.code,
        params.id,
        body,
        access.actor(request),
        request.lang,
      ),
  });

  route(app, {
    method: 'POST',
    url: `${WATER_BODIES_PATH}/:code/prasymai/:id/atsiimti`,
    auth: 'lessor',
    params: licenceRequestParamsSchema,
    response: licenceRequestAnswer,
    handler: async ({ request, params }) =>
      licenceRequests.withdraw(access.party(request).code, params.code, params.id, access.actor(request)),
  });

  // …and the fisheries officer's (back office).
  route(app, {
    method: 'GET',
    url: OFFICER_LICENCE_REQUESTS_PATH,
    auth: 'officer',
    query: officerLicenceQuerySchema,
    response: licenceRequestsAnswer,
    handler: async ({ query }) => ({ items: await licenceRequests.forOfficer(query.status) }),
  });

  route(app, {
    method: 'POST',
    url: `${OFFICER_LICENCE_REQUESTS_PATH}/:id/veiksmai/:action`,
    auth: 'officer',
    params: officerLicenceActionParamsSchema,
    body: officerLicenceDecisionSchema,
    response: licenceRequestAnswer,
    handler: async ({ request, params, body }) =>
      licenceRequests.decide(params.id, params.action, body.message, access.actor(request), request.lang),
  });

  // The fishing permits summary (spec §2 /zveju-leidimu-suvestine; ADR 0023), and as CSV.
  route(app, {
    method: 'GET',
    url: FISHING_SUMMARY_PATH,
    auth: 'lessor',
    query: summaryQuerySchema,
    response: summaryAnswer,
    handler: async ({ request, query }) => summary.of(access.party(request).code, query),
  });

  route(app, {
    method: 'GET',
    url: `${FISHING_SUMMARY_PATH}/csv`,
    auth: 'lessor',
    query: summaryQuerySchema,
    handler: async ({ request, reply, query }) => {
      const data = await summary.of(access.party(request).code, query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="zveju-leidimu-suvestine-${data.from}-${data.to}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .send(summaryCsv(data, request.lang));
    },
  });
}
