/**
 * Anti-forgery (architecture §4, spec §7; issue 15 items 1 and 6). The readable anti-forgery cookie
 * (`XSRF-TOKEN`, `__Host-XSRF-TOKEN` over HTTPS) carries a token the page echoes in the
 * `X-XSRF-TOKEN` header of every change. The token is not a free-standing random value: it is
 * derived from the session cookie (a SHA-256 of it, domain-separated from the hash the sessions
 * table keeps), so
 *   - it is new at login (a new session token) and at logout (a new anonymous pre-session token);
 *   - a cookie-and-header pair chosen by an attacker (planted through a sibling subdomain or a
 *     plain-HTTP answer) is refused: the server compares the header with the token of the session
 *     cookie, which is HttpOnly and `__Host-` in production, not with the readable cookie;
 *   - it costs one hash per change and nothing stored: GETs (the permit check, ADR 0014) are never
 *     checked, and a GET only hashes when it has to hand out a cookie.
 *
 * Anonymous visitors get a pre-session token in the session cookie (`a.` + 32 random bytes),
 * which the session plugin recognises without a database read, and never makes into a session:
 * login always issues a new token (no fixation).
 *
 * The check decides by the route the router matched, never by the raw URL (`/%61pi/…`). A route
 * opts out only with `config: { xsrf: false }` — only calls that come from outside the portal and
 * carry their own proof: the gateway's postback (its ticket) and payment providers' callbacks
 * (their signature).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';
import { type CookieNames, cookieNames } from './cookie-names.ts';

export const XSRF_HEADER = 'x-xsrf-token';
/** Marks an anonymous visitor's pre-session token; `.` never occurs in a session token (base64url). */
export const ANONYMOUS_PREFIX = 'a.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route is posted by an outside party (the gateway) and carries no anti-forgery token. */
    xsrf?: boolean;
  }
  interface FastifyRequest {
    /** The anti-forgery token of this request's session cookie (checked on every change); '' without one. */
    xsrfToken: string;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const TOKEN_BYTES = 32;
/** Random bytes for 128 tokens at a time, each token's bytes used once. */
const POOL_BYTES = TOKEN_BYTES * 128;
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * A new anonymous pre-session token from the system's random source, drawn in blocks as
 * `crypto.randomUUID` does: one call into the kernel for many tokens. Every first call of a client
 * without cookies (an inspector's scanner, a script checking permits) makes one, and a call per
 * token cost a twentieth of the public permit check's CPU (issue 8 item 2).
 */
export function newAnonymousToken(): string {
  if (poolAt + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const token = ANONYMOUS_PREFIX + pool.toString('base64url', poolAt, poolAt + TOKEN_BYTES);
  poolAt += TOKEN_BYTES;
  return token;
}

/** The anti-forgery token of a session cookie's value (a session or an anonymous pre-session). */
export function xsrfTokenFor(sessionCookie: string): string {
  return createHash('sha256').update(`xsrf\0${sessionCookie}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface CookieIssuer {
  readonly names: CookieNames;
  /** Sets the session cookie to `sessionCookie` and the anti-forgery cookie to its token. */
  issue(reply: FastifyReply, sessionCookie: string): string;
}

export function cookieIssuer(secure: boolean): CookieIssuer {
  const names = cookieNames(secure);
  const base = { path: '/', sameSite: 'lax' as const, secure };
  return {
    names,
    issue(reply, sessionCookie) {
      const token = xsrfTokenFor(sessionCookie);
      reply.setCookie(names.session, sessionCookie, { ...base, httpOnly: true });
      reply.setCookie(names.xsrf, token, { ...base, httpOnly: false }); // the page reads it (double-submit)
      return token;
    },
  };
}

/** Session cookies longer than this are not ours (a session token is 43 characters). */
export const MAX_SESSION_COOKIE = 200;

export const xsrfPlugin = fp(async (app: FastifyInstance, opts: { secureCookie: boolean }) => {
  const cookies = cookieIssuer(opts.secureCookie);
  const setXsrfCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(cookies.names.xsrf, token, {
      path: '/',
      sameSite: 'lax',
      secure: opts.secureCookie,
      httpOnly: false,
    });
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    // By the route the router matched, never the raw URL: the router decodes `/%61pi/…` to an
    // /api route that a test of the URL's text would let through (issue 15 item 1).
    const route = request.routeOptions.url;
    if (route === undefined) return; // nothing matched: the not-found answer changes nothing
    const api = route.startsWith('/api/');
    let session = request.cookies[cookies.names.session];
    if (session !== undefined && (session.length === 0 || session.length > MAX_SESSION_COOKIE))
      session = undefined;
    if (SAFE.has(request.method)) {
      // A GET hands a new visitor what the page needs for its first change; nothing is checked or
      // hashed for a visitor who has both cookies (the permit check's hot path).
      if (!api) return;
      if (session === undefined) cookies.issue(reply, newAnonymousToken());
      else if (request.cookies[cookies.names.xsrf] === undefined) setXsrfCookie(reply, xsrfTokenFor(session));
      return;
    }
    if (request.routeOptions.config?.xsrf === false) return;
    const header = request.headers[XSRF_HEADER];
    const token = session === undefined ? undefined : xsrfTokenFor(session);
    if (token === undefined || typeof header !== 'string' || !same(token, header)) {
      // The refusal hands out the right cookie, so that a reload (or the outbox's next try)
      // succeeds: a visitor without a session cookie gets a pre-session, one whose anti-forgery
      // cookie is stale (from before this scheme, or planted) gets the session's own.
      if (api) {
        if (token === undefined) cookies.issue(reply, newAnonymousToken());
        else if (request.cookies[cookies.names.xsrf] !== token) setXsrfCookie(reply, token);
      }
      throw new HttpError(403, 'error.xsrf');
    }
    request.xsrfToken = token;
  });
});
