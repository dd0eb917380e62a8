/**
 * The sandbox bank's own web pages (architecture §6), served by the portal only while the sandbox
 * is the configured provider (never in production unless explicitly allowed, see config.ts):
 *
 *   GET  /sandbox-bankas/mokejimas/:ref            the hosted pay page (?lang=lt|en overrides the stored language)
 *   POST /sandbox-bankas/mokejimas/:ref/moketi     Pay: decides PAID, sends the callback, 303 to the return address
 *   POST /sandbox-bankas/mokejimas/:ref/atsaukti   Cancel: decides CANCELLED, likewise
 *
 * The buttons post from the bank's own page, not from the portal's web app, so they carry no
 * anti-forgery header (`xsrf: false`); a per-payment form token in the page stands in for it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isLanguage, type Language } from '../../../shared/i18n/index.ts';
import { rawBody, route } from '../../core/route.ts';
import { badFormPage, decidedPage, notFoundPage, type PageParts, payPage, renderPage } from './page.ts';
import { isSandboxRef, SANDBOX_PAGE_PATH, type SandboxProvider, sandboxPayment } from './provider.ts';

function field(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function send(reply: FastifyReply, parts: PageParts) {
  return reply
    .code(parts.status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(renderPage(parts));
}

export async function sandboxBankRoutes(app: FastifyInstance, opts: { bank: SandboxProvider }) {
  const { bank } = opts;
  const { db } = bank;

  /** The language asked for (query or form), else the payment's own, else the visitor's. */
  function languageFor(request: FastifyRequest, stored?: string): Language {
    const asked = field(request.query, 'lang') ?? field(request.body, 'lang');
    if (isLanguage(asked)) return asked;
    return isLanguage(stored) ? stored : request.lang;
  }

  // Any reference: one that names no payment gets the bank's own not-found page.
  const refParams = v.object({ ref: v.string() });

  route(app, {
    method: 'GET',
    url: `${SANDBOX_PAGE_PATH}/:ref`,
    auth: 'anonymous',
    params: refParams,
    handler: async ({ request, reply, params }) => {
      const { ref } = params;
      const payment = await sandboxPayment(db, ref);
      if (!payment) return send(reply, notFoundPage(languageFor(request)));
      const lang = languageFor(request, payment.lang);
      if (payment.state === 'PENDING')
        return send(reply, payPage(lang, payment, bank.formToken(payment.ref)));
      return send(reply, decidedPage(lang, payment, bank.returnLocation(payment)));
    },
  });

  for (const [action, state] of [
    ['moketi', 'PAID'],
    ['atsaukti', 'CANCELLED'],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `${SANDBOX_PAGE_PATH}/:ref/${action}`,
      auth: 'anonymous',
      xsrf: false,
      guard: "the pay page's form token (an HMAC of the payment reference)",
      params: refParams,
      body: rawBody("the pay page's form (token, lang); a wrong token gets the bad-form page"),
      handler: async ({ request, reply, params }) => {
        const { ref } = params;
        // The token is the page's own (an HMAC of the reference): with it, decide at once.
        if (isSandboxRef(ref) && bank.checkFormToken(ref, field(request.body, 'token'))) {
          const decision = await bank.decideFromPage(ref, state);
          if (decision.payment) return reply.redirect(bank.returnLocation(decision.payment), 303);
          return send(reply, notFoundPage(languageFor(request)));
        }
        const existing = await sandboxPayment(db, ref);
        if (!existing) return send(reply, notFoundPage(languageFor(request)));
        return send(reply, badFormPage(languageFor(request, existing.lang), existing.ref));
      },
    });
  }
}
