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

const TOKEN_BYTES = 24;
/** Random bytes for 170 tokens at a time, each token's bytes used once. */
const POOL_BYTES = TOKEN_BYTES * 170;
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * A new token from the system's random source, drawn in blocks as `crypto.randomUUID` does: one
 * call into the kernel for many tokens. Every first call of a client without the cookie (an
 * inspector's scanner, a script checking permits) makes one, and a call per token cost a twentieth of
 * the public permit check's CPU (issue 8 item 2).
 */
export function newXsrfToken(): string {
  if (poolAt + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const token = pool.toString('base64url', poolAt, poolAt + TOKEN_BYTES);
  poolAt += TOKEN_BYTES;
  return token;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const xsrfPlugin = fp(async (app: FastifyInstance, opts: { secureCookie: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    // By the route the router matched, never the raw URL: the router decodes `/%61pi/…` to an
    // /api route that a test of the URL's text would let through (issue 15 item 1).
    const route = request.routeOptions.url;
    if (route === undefined) return; // nothing matched: the not-found answer changes nothing
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie && route.startsWith('/api/')) {
      reply.setCookie(XSRF_COOKIE, newXsrfToken(), {
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
