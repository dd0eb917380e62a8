/**
 * The anglers' HTTP API (issue 5; paths and shapes in src/shared/anglers/api-types.ts; ADR 0009):
 * the public fishing catalogue, quotes and purchases with or without login, a purchase's status,
 * cancellation and receipt, the download form's lookup and the logged-in person's tickets. It also
 * registers the `angler-purchase` payment purpose with the payments module.
 *
 * Spec §8's rules answer 409 `{ message, refusal }` (refusals.ts); everything else goes through
 * the error plugin's usual shape.
 */

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  anglerTicketSchema,
  fishingCatalogueSchema,
  purchaseCreatedSchema,
  purchaseStatusSchema,
  quoteSchema,
} from '../../../shared/anglers/api-types.ts';
import type { UnsubscribeLinks } from '../../adapters/mail/unsubscribe.ts';
import { rawBody, route } from '../../core/route.ts';
import { createSecurityCodes } from '../../core/security-codes.ts';
import type { Db } from '../../db/index.ts';
import type { PermitRow } from '../../db/schema-permits.ts';
import { contentDisposition } from '../../files/index.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { keepCookiesOutOfPublicAnswers } from '../../http/public-cache.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import type { Payments } from '../payments/index.ts';
import {
  createPermitSigner,
  PERMIT_CHECK_PATH,
  renderPermitPdf,
  sealPermit,
} from '../permit-document/index.ts';
import { createCatalogue } from './catalogue.ts';
import { createHolderProof, HOLDER_PROOF_FAILURES_PER_MINUTE } from './holder-proof.ts';
import { type Buyer, createPricing } from './pricing.ts';
import { createAnglerPurpose } from './purpose.ts';
import { PurchaseRefused, refusalBody } from './refusals.ts';
import { createAnglerService, type Idempotency, type PurchaseProof } from './service.ts';

/** The catalogue changes with every sale; a minute of caching spares the database on a busy morning. */
const CATALOGUE_CACHE = 'public, max-age=60';

export interface AnglerRoutesOptions {
  db: Db;
  payments: Payments;
  /** PUBLIC_URL: the permit PDF's check address and the download link in e-mails. */
  publicUrl: string;
  /** The unsubscribe links of cards' mails (ADR 0036). */
  unsubscribe?: UnsubscribeLinks;
  /** Download-form lookups per client address per minute (against guessing numbers and names). */
  downloadRateLimitPerMinute?: number;
  /**
   * Failed proofs of holding a permit per client address per minute, counted together for the
   * download form, the wallet and the catch report (holder-proof.ts; ADR 0015): the download form's 10.
   */
  holderProofFailuresPerMinute?: number;
  /**
   * Purchases created per client address per minute, PURCHASE_RATE_LIMIT_PER_MINUTE (config.ts says
   * why 20): each holds a licence or quota for the payment window (issue 8 item 4). Every request
   * counts, an Idempotency-Key replay too; a refused replay repeated after Retry-After answers the
   * same purchase.
   */
  purchaseRateLimitPerMinute?: number;
  /**
   * Receipt PDFs per client address per minute: each is rendered anew (issue 8 item 4: rate limits
   * on downloads). 30: a buyer downloads a receipt or two; more is a script.
   */
  receiptRateLimitPerMinute?: number;
}

function buyerOf(request: FastifyRequest): Buyer {
  return { lang: request.lang, userCode: request.session?.data.userCode ?? null };
}

function proofOf(request: FastifyRequest): PurchaseProof {
  const secret = request.headers['x-purchase-secret'];
  return {
    secret: typeof secret === 'string' ? secret : undefined,
    userCode: request.session?.data.userCode ?? null,
  };
}

/** The Idempotency-Key header, scoped by the buyer (service.ts explains the scope and the secret). */
function idempotencyOf(request: FastifyRequest): Idempotency | undefined {
  const key = idempotencyKeyOf(request, 'anglers.error.idempotencyKey');
  if (key === undefined) return undefined;
  // Present on every change: the anti-forgery check has compared it with its header already (it is
  // derived from the browser's session or pre-session cookie, plugins/xsrf.ts).
  const cookie = request.xsrfToken;
  const userCode = request.session?.data.userCode;
  const scope = userCode
    ? `p:${userCode}`
    : `a:${createHash('sha256').update(cookie).digest('hex').slice(0, 32)}`;
  return { key, scope, secretKey: cookie };
}

/** Runs a handler; a spec §8 refusal becomes its 409 answer. */
async function refusable<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PurchaseRefused)
      return reply
        .code(409)
        .header('Cache-Control', 'no-store')
        .send(refusalBody(request.lang, error.refusal));
    throw error;
  }
}

export async function anglerRoutes(app: FastifyInstance, opts: AnglerRoutesOptions) {
  const { db, payments } = opts;
  const catalogue = createCatalogue(db);
  const pricing = createPricing({ db, catalogue });
  const signer = createPermitSigner(db);
  const codes = createSecurityCodes(db);
  const proof = createHolderProof({
    db,
    codes,
    maxFailuresPerMinute: opts.holderProofFailuresPerMinute ?? HOLDER_PROOF_FAILURES_PER_MINUTE,
  });
  const service = createAnglerService({
    db,
    payments,
    pricing,
    signer,
    codes,
    proof,
    log: app.log,
    publicUrl: opts.publicUrl,
    unsubscribe: opts.unsubscribe,
  });
  payments.register(
    createAnglerPurpose({
      db,
      log: app.log,
      publicUrl: opts.publicUrl,
      unsubscribe: opts.unsubscribe,
      codes,
    }),
  );
  const checkUrl = `${opts.publicUrl}${PERMIT_CHECK_PATH}`;
  const lookupLimit = perMinute(
    db,
    'angler-download',
    opts.downloadRateLimitPerMinute ?? HOLDER_PROOF_FAILURES_PER_MINUTE,
  );
  const purchaseLimit = perMinute(db, 'angler-purchase', opts.purchaseRateLimitPerMinute ?? 20);
  const receiptLimit = perMinute(db, 'angler-receipt', opts.receiptRateLimitPerMinute ?? 30);

  keepCookiesOutOfPublicAnswers(app);

  /** A purchase's id as sent: the service answers 404 for one that is not there or not proven. */
  const purchaseParams = v.object({ id: v.string() });
  const byService = (what: string) =>
    rawBody(`${what}, validated by the anglers service (anglers/service.ts)`);

  route(app, {
    method: 'GET',
    url: '/api/public/zvejyba/katalogas',
    auth: 'anonymous',
    response: fishingCatalogueSchema,
    handler: async ({ reply }) => {
      const body = await catalogue.read();
      reply.header('Cache-Control', CATALOGUE_CACHE);
      return body;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/public/zvejyba/kaina',
    auth: 'anonymous',
    body: byService('the purchase asked about'),
    response: quoteSchema,
    handler: async ({ request, reply, body }) =>
      refusable(request, reply, async () => {
        const quote = await service.quote(body, buyerOf(request));
        reply.header('Cache-Control', 'no-store');
        return quote;
      }),
  });

  route(app, {
    method: 'POST',
    url: '/api/public/zvejyba/pirkimai',
    auth: 'anonymous',
    body: byService('the purchase'),
    response: purchaseCreatedSchema,
    preHandler: purchaseLimit,
    handler: async ({ request, reply, body }) =>
      refusable(request, reply, async () => {
        const created = await service.purchase(body, buyerOf(request), idempotencyOf(request));
        reply.code(201).header('Cache-Control', 'no-store');
        return created;
      }),
  });

  route(app, {
    method: 'GET',
    url: '/api/public/zvejyba/pirkimai/:id',
    auth: 'anonymous',
    guard: "the purchase's secret (X-Purchase-Secret) or the buyer's session",
    params: purchaseParams,
    response: purchaseStatusSchema,
    handler: async ({ request, reply, params }) => {
      const status = await service.status(params.id, proofOf(request));
      reply.header('Cache-Control', 'no-store');
      return status;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/public/zvejyba/pirkimai/:id/atsaukti',
    auth: 'anonymous',
    guard: "the purchase's secret (X-Purchase-Secret) or the buyer's session",
    params: purchaseParams,
    response: purchaseStatusSchema,
    handler: async ({ request, reply, params }) => {
      const status = await service.cancel(params.id, proofOf(request));
      reply.header('Cache-Control', 'no-store');
      return status;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/public/zvejyba/pirkimai/:id/kvitas',
    auth: 'anonymous',
    guard: "the purchase's secret (X-Purchase-Secret) or the buyer's session",
    params: purchaseParams,
    onRequest: receiptLimit,
    handler: async ({ request, reply, params }) => {
      const { pdf, number } = await service.receipt(params.id, proofOf(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(`kvitas-${number.replace(/[^\w-]/g, '')}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });

  async function sendPdf(reply: FastifyReply, permit: PermitRow) {
    const seal = await sealPermit(signer, permit);
    const pdf = await renderPermitPdf(permit, {
      seal,
      checkUrl,
      securityCode: await codes.codeOf(permit.id),
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(`leidimas-${permit.number}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  }

  route(app, {
    method: 'POST',
    url: '/api/public/zvejyba/atsisiusti',
    auth: 'anonymous',
    guard:
      "the holder's proof (holder-proof.ts): the permit's number with the holder's name or security code",
    body: byService('the download form'),
    preHandler: lookupLimit,
    handler: async ({ request, reply, body }) => sendPdf(reply, await service.findIssued(body, request)),
  });

  route(app, {
    method: 'POST',
    url: '/api/public/zvejyba/bilietas',
    auth: 'anonymous',
    guard:
      "the holder's proof (holder-proof.ts): the permit's number with the holder's name or security code",
    body: byService('the download form'),
    preHandler: lookupLimit,
    response: anglerTicketSchema,
    handler: async ({ request, reply, body }) => {
      const ticket = await service.ticket(await service.findIssued(body, request));
      reply.header('Cache-Control', 'no-store');
      return ticket;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/zvejyba/bilietai',
    auth: 'person',
    response: v.array(anglerTicketSchema),
    handler: async ({ reply, session }) => {
      const tickets = await service.tickets(session.data.userCode);
      reply.header('Cache-Control', 'private, no-store');
      return tickets;
    },
  });
}
