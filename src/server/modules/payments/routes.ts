/**
 * Payment routes (architecture §6; paths in src/shared/anglers/api-types.ts):
 *
 *   GET  /api/public/mokejimai/:paymentId/grizimas   the provider sends the browser back here
 *   POST /api/public/mokejimai/<provider>/callback   the provider's signed server-to-server callback
 *
 * The return proves nothing by itself: the server asks the provider and finalises, then sends the
 * browser to the page the purpose chooses. A browser must never see an error here (it has just
 * paid, or not): a return that cannot be tied to a payment lands on the cancel notification, and a
 * provider that does not answer leaves the payment open for the purpose's "waiting" page and the
 * reconciliation job.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { rawBody, route } from '../../core/route.ts';
import { loggableError } from '../../plugins/errors.ts';
import { CANCEL_NOTIFICATION_PATH, callbackPathFor } from './service.ts';
import type { PaymentRow, PaymentsService } from './types.ts';

export async function paymentRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const { payments } = opts;

  // Any id: one that names no payment lands on the cancel notification, never an error page.
  route(app, {
    method: 'GET',
    url: '/api/public/mokejimai/:paymentId/grizimas',
    auth: 'anonymous',
    params: v.object({ paymentId: v.string() }),
    handler: async ({ request, reply, params }) => {
      const { paymentId } = params;
      let payment: PaymentRow | undefined;
      try {
        payment = await payments.find(paymentId);
        if (payment) payment = await payments.settleFound(payment, 'return');
      } catch (error) {
        request.log.warn({ paymentId, error: loggableError(error) }, 'payment return could not settle');
      }
      if (!payment) return reply.redirect(CANCEL_NOTIFICATION_PATH, 303);
      try {
        return reply.redirect(await payments.returnPath(payment), 303);
      } catch (error) {
        request.log.error({ paymentId, error: loggableError(error) }, 'payment purpose gave no return path');
        return reply.redirect(CANCEL_NOTIFICATION_PATH, 303);
      }
    },
  });

  const provider = payments.provider;
  if (!provider) return;
  // The signature covers the exact bytes sent, so this one route reads its body as text whatever
  // the content type says; the rest of the app keeps its parsers.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    route(scope, {
      method: 'POST',
      url: callbackPathFor(provider.name),
      auth: 'anonymous',
      // Posted by the provider's server, which has no session and no anti-forgery cookie; the
      // signature is what proves it.
      xsrf: false,
      guard: "the provider's signature over the exact bytes of the body",
      body: rawBody('text, whatever the content type says: the signature covers the exact bytes'),
      handler: async ({ request, reply, body }) => {
        const text = typeof body === 'string' ? body : '';
        let result: Awaited<ReturnType<PaymentsService['receiveCallback']>>;
        try {
          result = await payments.receiveCallback(request.headers, text);
        } catch (error) {
          // Our fault, not the provider's: FAILURE makes it try again later.
          request.log.error({ error: loggableError(error) }, 'payment callback could not be processed');
          result = { status: 500, answer: 'FAILURE' };
        }
        return reply.code(result.status).type('text/plain; charset=utf-8').send(result.answer);
      },
    });
  });
}
