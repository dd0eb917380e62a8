/**
 * HTTP face of the gateway simulator (architecture §4): the SOAP endpoint and the persona page the
 * browser reaches instead of epaslaugos.lt. Register with a prefix, e.g.
 * `app.register(gatewaySimulatorRoutes, { prefix: '/gateway-sim', simulator, personas, translate })`.
 *
 * Pages are plain server-rendered HTML without any script or inline style, so they work under a
 * strict Content-Security-Policy. Every visible text comes from `locales/{lt,en}/gateway-sim.po`.
 */

import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { rawBody, route } from '../../core/route.ts';
import { escapeHtml } from '../../http/html.ts';
import {
  acceptsPersona,
  type GatewaySimulator,
  offersCompanyLogin,
  type Persona,
  type SimTicket,
  SimulatorError,
} from './simulator.ts';

export type SimLanguage = 'lt' | 'en';
export type SimTranslate = (
  lang: SimLanguage,
  id: string,
  values?: Record<string, string | number>,
) => string;

export interface GatewaySimulatorRoutesOptions {
  simulator: GatewaySimulator;
  personas: readonly Persona[];
  translate: SimTranslate;
  /** The portal's own login page, where Cancel leads. Default `/login`. */
  portalLoginUrl?: string;
}

const FORM = 'application/x-www-form-urlencoded';

function languageOf(value: unknown): SimLanguage {
  return value === 'en' ? 'en' : 'lt';
}

function field(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

const PROVIDER_MESSAGES: Record<string, string> = {
  'auth.lt.bank': 'gatewaySim.provider.bank',
  'auth.lt.identity.card': 'gatewaySim.provider.idCard',
  'auth.signatureProvider': 'gatewaySim.provider.signature',
  'auth.lt.government.employee.card': 'gatewaySim.provider.employeeCard',
  'auth.eidas': 'gatewaySim.provider.eidas',
  'auth.stork': 'gatewaySim.provider.eidas',
};

const formSchema = {
  type: 'object',
  properties: {
    ticket: { type: 'string', maxLength: 512 },
    personaId: { type: 'string', maxLength: 200 },
    companyCode: { type: 'string', maxLength: 50 },
    lang: { type: 'string', enum: ['lt', 'en'] },
  },
} as const;

export const gatewaySimulatorRoutes: FastifyPluginAsync<GatewaySimulatorRoutesOptions> = async (
  app: FastifyInstance,
  options: GatewaySimulatorRoutesOptions,
) => {
  const { simulator, personas, translate } = options;
  const portalLoginUrl = options.portalLoginUrl ?? '/login';
  const t = (lang: SimLanguage, id: string, values?: Record<string, string | number>) =>
    escapeHtml(translate(lang, id, values));

  // SOAP arrives as text/xml; this scope only, so the rest of the app keeps its own parsers.
  for (const type of ['text/xml', 'application/soap+xml']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
  }
  // Browsers post the ticket as a form. The app normally registers @fastify/formbody; without it,
  // this scope parses forms itself.
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  const base = app.prefix;

  function page(reply: FastifyReply, status: number, lang: SimLanguage, title: string, main: string) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
          '<meta name="viewport" content="width=device-width, initial-scale=1">' +
          `<title>${title} – ${t(lang, 'gatewaySim.pageTitle')}</title></head><body>` +
          `<main>${main}</main></body></html>`,
      );
  }

  function notice(lang: SimLanguage): string {
    return `<p role="note"><strong>${t(lang, 'gatewaySim.noticeLabel')}</strong> ${t(lang, 'gatewaySim.notice')}</p>`;
  }

  function invalidTicketPage(reply: FastifyReply, lang: SimLanguage) {
    const title = t(lang, 'gatewaySim.ticketInvalid.title');
    return page(
      reply,
      400,
      lang,
      title,
      `<h1>${title}</h1>${notice(lang)}<p>${t(lang, 'gatewaySim.ticketInvalid.body')}</p>` +
        `<p><a href="${escapeHtml(portalLoginUrl)}">${t(lang, 'gatewaySim.backToPortal')}</a></p>`,
    );
  }

  function badChoicePage(reply: FastifyReply, lang: SimLanguage, ticket: string | undefined) {
    const title = t(lang, 'gatewaySim.badChoice.title');
    const back = ticket ? `${base}/login?ticket=${encodeURIComponent(ticket)}&lang=${lang}` : portalLoginUrl;
    return page(
      reply,
      400,
      lang,
      title,
      `<h1>${title}</h1>${notice(lang)}<p>${t(lang, 'gatewaySim.badChoice.body')}</p>` +
        `<p><a href="${escapeHtml(back)}">${t(lang, 'gatewaySim.backToList')}</a></p>`,
    );
  }

  function personaItem(lang: SimLanguage, ticket: SimTicket, persona: Persona, index: number): string {
    const name = `${persona.firstName} ${persona.lastName}`;
    const descriptionId = `persona-${index}-description`;
    const providerMessage = PROVIDER_MESSAGES[persona.provider];
    const provider = providerMessage
      ? t(lang, providerMessage)
      : t(lang, 'gatewaySim.provider.other', { provider: persona.provider });
    const details = [`<dt>${t(lang, 'gatewaySim.persona.provider')}</dt><dd>${provider}</dd>`];
    if (persona.personalCode) {
      details.push(
        `<dt>${t(lang, 'gatewaySim.persona.personalCode')}</dt><dd>${escapeHtml(persona.personalCode)}</dd>`,
      );
    }
    if (persona.eidasEid) {
      details.push(
        `<dt>${t(lang, 'gatewaySim.persona.eidasEid')}</dt><dd>${escapeHtml(persona.eidasEid)}</dd>`,
      );
    }
    const hidden = (companyCode?: string) =>
      `<input type="hidden" name="ticket" value="${escapeHtml(ticket.ticket)}">` +
      `<input type="hidden" name="personaId" value="${escapeHtml(persona.id)}">` +
      (companyCode === undefined
        ? ''
        : `<input type="hidden" name="companyCode" value="${escapeHtml(companyCode)}">`) +
      `<input type="hidden" name="lang" value="${lang}">`;
    const action = `${base}/login/choose`;
    const forms = [
      `<form method="post" action="${escapeHtml(action)}">${hidden()}` +
        `<button type="submit" aria-describedby="${descriptionId}">${t(lang, 'gatewaySim.loginAsPerson', { name })}</button></form>`,
    ];
    if (offersCompanyLogin(ticket)) {
      for (const company of persona.companies ?? []) {
        forms.push(
          `<form method="post" action="${escapeHtml(action)}">${hidden(company.code)}` +
            `<button type="submit" aria-describedby="${descriptionId}">${t(lang, 'gatewaySim.loginAsCompany', { name, company: company.name, code: company.code })}</button></form>`,
        );
      }
    }
    return (
      `<li><h3>${escapeHtml(name)}</h3><p id="${descriptionId}">${escapeHtml(persona.description[lang])}</p>` +
      `<dl>${details.join('')}</dl>${forms.join('')}</li>`
    );
  }

  async function personaPage(reply: FastifyReply, ticketId: string | undefined, lang: SimLanguage) {
    const ticket = ticketId ? await simulator.getTicket(ticketId) : undefined;
    if (!ticket) return invalidTicketPage(reply, lang);
    const other: SimLanguage = lang === 'lt' ? 'en' : 'lt';
    const switchHref = `${base}/login?ticket=${encodeURIComponent(ticket.ticket)}&lang=${other}`;
    const usable = personas.filter((p) => acceptsPersona(ticket, p));
    const list =
      usable.length > 0
        ? `<ul>${usable.map((p, i) => personaItem(lang, ticket, p, i)).join('')}</ul>`
        : `<p>${t(lang, 'gatewaySim.noPersonas')}</p>`;
    const title = t(lang, 'gatewaySim.heading');
    return page(
      reply,
      200,
      lang,
      title,
      `<p><a href="${escapeHtml(switchHref)}" lang="${other}" hreflang="${other}">${t(other, 'gatewaySim.languageName')}</a></p>` +
        `<h1>${title}</h1>${notice(lang)}<h2>${t(lang, 'gatewaySim.choosePersona')}</h2>${list}` +
        `<p><a href="${escapeHtml(portalLoginUrl)}">${t(lang, 'gatewaySim.cancel')}</a></p>`,
    );
  }

  // The simulator stands in for the national gateway's own site: the portal's pages form-POST to
  // it, and the portal's server calls its SOAP endpoint, neither with our anti-forgery token.
  const foreign = { xsrf: false } as const;

  const simulated = 'development and tests only, never mounted in production';
  const form = rawBody('a form checked by formSchema; a bad one is answered with the invalid-ticket page');

  route(app, {
    method: 'POST',
    url: '/soap',
    auth: 'anonymous',
    ...foreign,
    guard: `the SOAP request's XML signature (${simulated})`,
    body: rawBody('SOAP XML, read by the simulator'),
    handler: async ({ reply, body }) => {
      const answer = await simulator.handleSoap(typeof body === 'string' ? body : '');
      return reply.code(answer.status).type('text/xml; charset=utf-8').send(answer.body);
    },
  });

  route(app, {
    method: 'GET',
    url: '/login',
    auth: 'anonymous',
    options: {
      schema: {
        querystring: {
          type: 'object',
          properties: { ticket: { type: 'string', maxLength: 512 }, lang: { type: 'string' } },
        },
      },
      attachValidation: true,
    },
    handler: async ({ request, reply }) => {
      const lang = languageOf(field(request.query, 'lang'));
      if (request.validationError) return invalidTicketPage(reply, lang);
      return personaPage(reply, field(request.query, 'ticket'), lang);
    },
  });

  route(app, {
    method: 'POST',
    url: '/login',
    auth: 'anonymous',
    ...foreign,
    guard: `the login ticket (${simulated})`,
    body: form,
    options: { schema: { body: formSchema }, attachValidation: true },
    handler: async ({ request, reply }) => {
      const lang = languageOf(field(request.body, 'lang') ?? field(request.query, 'lang'));
      if (request.validationError) return invalidTicketPage(reply, lang);
      return personaPage(reply, field(request.body, 'ticket'), lang);
    },
  });

  route(app, {
    method: 'POST',
    url: '/login/choose',
    auth: 'anonymous',
    ...foreign,
    guard: `the login ticket (${simulated})`,
    body: form,
    options: { schema: { body: formSchema }, attachValidation: true },
    handler: async ({ request, reply }) => {
      const lang = languageOf(field(request.body, 'lang'));
      const ticket = field(request.body, 'ticket');
      if (request.validationError || !ticket) return invalidTicketPage(reply, lang);
      const persona = personas.find((p) => p.id === field(request.body, 'personaId'));
      if (!persona) return badChoicePage(reply, lang, ticket);
      const companyCode = field(request.body, 'companyCode') || undefined;

      let next: { postbackUrl: string; customData: string };
      try {
        next = await simulator.complete(
          ticket,
          persona,
          companyCode === undefined ? {} : { asCompanyCode: companyCode },
        );
      } catch (error) {
        if (!(error instanceof SimulatorError)) throw error;
        if (error.code === 'PROVIDER_NOT_ALLOWED' || error.code === 'COMPANY_NOT_ALLOWED') {
          return badChoicePage(reply, lang, ticket);
        }
        return invalidTicketPage(reply, lang);
      }

      const name = `${persona.firstName} ${persona.lastName}`;
      const company = companyCode ? persona.companies?.find((c) => c.code === companyCode) : undefined;
      const who = company
        ? t(lang, 'gatewaySim.done.bodyCompany', { name, company: company.name, code: company.code })
        : t(lang, 'gatewaySim.done.body', { name });
      const title = t(lang, 'gatewaySim.done.title');
      // The real gateway returns the browser by form POST of `ticket` and `customData`; without a
      // script (CSP) the person presses the button, which has focus.
      return page(
        reply,
        200,
        lang,
        title,
        `<h1>${title}</h1>${notice(lang)}<p>${who}</p>` +
          `<form method="post" action="${escapeHtml(next.postbackUrl)}">` +
          `<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">` +
          `<input type="hidden" name="customData" value="${escapeHtml(next.customData)}">` +
          `<button type="submit" autofocus>${t(lang, 'gatewaySim.continue')}</button></form>`,
      );
    },
  });
};
