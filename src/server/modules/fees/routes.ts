/**
 * State fees' routes (issue 20; paths in src/shared/fees/api-types.ts): the applicant pays the fee
 * of their own application and downloads its receipt (anything not the represented party's answers
 * 404 through `access`); the officer imports bank statements, resolves the queue, records refunds,
 * lists and exports payments; the administrator sets the amounts.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  assignSchema,
  bankTransferDtoSchema,
  feeDtoSchema,
  feePaymentPageSchema,
  feePaymentQuerySchema,
  feeRateDtoSchema,
  feeRateSchema,
  noteSchema,
  payAnswerSchema,
  statementImportDtoSchema,
  statementImportSchema,
} from '../../../shared/fees/api-types.ts';
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import { contentDisposition } from '../../files/index.ts';
import { HttpError } from '../../http/errors.ts';
import { renderFeeReceiptPdf } from './receipt-pdf.ts';
import type { PaymentFilter } from './repository.ts';
import type { FeeService } from './service.ts';

const kindParams = v.object({ kind: v.string(), id: v.string() });
const idParams = v.object({ id: v.pipe(v.string(), v.uuid('error.notFound')) });
const paymentParams = v.object({ paymentId: v.pipe(v.string(), v.uuid('error.notFound')) });
const noStore = { 'Cache-Control': 'private, no-store' };

function filterOf(query: v.InferOutput<typeof feePaymentQuerySchema>): PaymentFilter {
  return { from: query.nuo, to: query.iki, method: query.budas, kind: query.rusis, q: query.q || undefined };
}

export async function feeRoutes(app: FastifyInstance, opts: { access: Access; fees: FeeService }) {
  const { access, fees } = opts;

  // --- applicant ----------------------------------------------------------------------------------

  route(app, {
    method: 'POST',
    url: '/api/v1/paraiskos/:kind/:id/rinkliava/moketi',
    auth: 'person',
    params: kindParams,
    response: payAnswerSchema,
    handler: async ({ request, reply, params }) => {
      const application = await access.applicationForApplicant(request, params.kind, params.id);
      reply.headers(noStore);
      return { payUrl: await fees.payOnline(application, request.lang === 'en' ? 'en' : 'lt') };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/paraiskos/:kind/:id/rinkliava/kvitas',
    auth: 'person',
    params: kindParams,
    handler: async ({ request, reply, params }) => {
      const application = await access.applicationForApplicant(request, params.kind, params.id);
      const facts = await fees.receiptOf(application);
      return sendReceipt(reply, facts);
    },
  });

  // --- back office --------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/mokejimai',
    auth: 'officer',
    query: feePaymentQuerySchema,
    response: feePaymentPageSchema,
    handler: async ({ reply, query }) => {
      reply.headers(noStore);
      return fees.list(filterOf(query), query.page);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/mokejimai/csv',
    auth: 'officer',
    query: feePaymentQuerySchema,
    handler: async ({ reply, query }) => {
      const csv = await fees.csv(filterOf(query));
      return reply
        .headers(noStore)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          contentDisposition(`mokejimai-${query.nuo ?? 'visi'}-${query.iki ?? 'visi'}.csv`),
        )
        .send(`\uFEFF${csv}`);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/mokejimai/:paymentId/kvitas',
    auth: 'officer',
    params: paymentParams,
    handler: async ({ reply, params }) => sendReceipt(reply, await fees.receiptFacts(params.paymentId)),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/mokejimai/israsai',
    auth: 'officer',
    body: statementImportSchema,
    response: statementImportDtoSchema,
    options: { bodyLimit: 6 * 1024 * 1024 },
    handler: async ({ request, body }) => fees.importStatement(body, 'officer', access.actor(request)),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/mokejimai/eile',
    auth: 'officer',
    response: v.array(bankTransferDtoSchema),
    handler: async ({ reply }) => {
      reply.headers(noStore);
      return fees.queue();
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/mokejimai/eile/:id/priskirti',
    auth: 'officer',
    params: idParams,
    body: assignSchema,
    response: bankTransferDtoSchema,
    handler: async ({ request, params, body }) => fees.assign(params.id, body, access.actor(request)),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/mokejimai/eile/:id/grazinti',
    auth: 'officer',
    params: idParams,
    body: noteSchema,
    response: bankTransferDtoSchema,
    handler: async ({ request, params, body }) =>
      fees.returnTransfer(params.id, body.note, access.actor(request)),
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/tarnyba/rinkliavos/:id/grazinta',
    auth: 'officer',
    params: idParams,
    body: noteSchema,
    response: feeDtoSchema,
    handler: async ({ request, params, body }) =>
      fees.recordRefund(params.id, body.note, access.actor(request)),
  });

  // --- administrator ------------------------------------------------------------------------------

  route(app, {
    method: 'GET',
    url: '/api/v1/admin/rinkliavos',
    auth: 'admin',
    response: v.array(feeRateDtoSchema),
    handler: () => fees.rates(),
  });

  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/rinkliavos/:kind',
    auth: 'admin',
    params: v.object({ kind: v.pipe(v.string(), v.regex(/^l\d{2}(_\d)?$/, 'error.notFound')) }),
    body: feeRateSchema,
    response: v.array(feeRateDtoSchema),
    handler: async ({ request, params, body }) =>
      fees.setRate(params.kind, body.amountCents, access.actor(request)),
  });
}

async function sendReceipt(
  reply: import('fastify').FastifyReply,
  facts: Awaited<ReturnType<FeeService['receiptFacts']>>,
) {
  if (!facts.payment.receiptNumber) throw new HttpError(404, 'error.notFound');
  const pdf = await renderFeeReceiptPdf(facts);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(`kvitas-${facts.payment.receiptNumber}.pdf`))
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
}
