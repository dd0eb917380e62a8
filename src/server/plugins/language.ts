/**
 * The caller's language for every message the server writes (spec §9): the `lang` cookie the
 * language switcher sets, else the browser's Accept-Language, else Lithuanian.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/index.ts';

export const LANGUAGE_COOKIE = 'lang';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  const fromCookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(fromCookie)) return fromCookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { lang: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((r) => isLanguage(r.lang));
    if (match) return match.lang as Language;
  }
  return DEFAULT_LANGUAGE;
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
});
