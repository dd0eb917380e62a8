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
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import type { WaterBodyService } from './service.ts';

export async function waterBodyRoutes(
  app: FastifyInstance,
  opts: { access: Access; waterBodies: WaterBodyService },
) {
  const { access, waterBodies } = opts;

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
}
