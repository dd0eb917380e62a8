/**
 * Anti-forgery (architecture §4, spec §7): a readable `XSRF-TOKEN` cookie that the page echoes in
 * the `X-XSRF-TOKEN` header of every non-GET call under /api. A route opts out only with
 * `config: { xsrf: false }` — only calls that come from outside the portal and carry their own proof:
 * the gateway's postback (its ticket) and payment providers' callbacks (their signature).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route is posted by an outside party (the gateway) and carries no anti-forgery token. */
    xsrf?: boolean;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const xsrfPlugin = fp(async (app: FastifyInstance, opts: { secureCookie: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: opts.secureCookie,
        httpOnly: false, // the page must read it (double-submit)
      });
    }
    if (SAFE.has(request.method) || request.routeOptions.config?.xsrf === false) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      throw new HttpError(403, 'error.xsrf');
    }
  });
});
