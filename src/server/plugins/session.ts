/**
 * Server-side sessions in PostgreSQL (architecture §4, §8): the `SESSION` cookie (`__Host-SESSION`
 * over HTTPS, plugins/cookie-names.ts) carries a random token (HttpOnly, SameSite=Lax, Secure in
 * production); the database keeps only its SHA-256, so a leaked table cannot be replayed. Any node
 * serves any request. Regenerated on login (no session fixation), destroyed on logout, idle and
 * absolute timeouts. The anti-forgery token is derived from the same cookie (plugins/xsrf.ts): both
 * are set together, at login and at logout. An anonymous visitor's cookie holds a pre-session
 * token (`a.…`) that is never looked up and never becomes a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { sessions } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { ANONYMOUS_PREFIX, cookieIssuer, MAX_SESSION_COOKIE, newAnonymousToken } from './xsrf.ts';

/** One person the user may act for (spec §3 Represented person). */
export interface RepresentedPerson {
  code: string;
  kind: 'person' | 'company';
  firstName: string;
  lastName: string;
  /** Company name, or the person's full name. */
  name: string;
  /** How the right to act was established: self, head of the company (JAR), a power of attorney, or the gateway/test login. */
  basis: 'self' | 'head' | 'power-of-attorney' | 'gateway' | 'test-login';
}

export interface SessionData {
  userCode: string;
  firstName: string;
  lastName: string;
  provider: string;
  represented: RepresentedPerson[];
  /** Index into `represented` of the person chosen to act for, null until chosen (spec §4). */
  chosenIndex: number | null;
  loginAt: string;
}

export interface Session {
  data: SessionData;
  idHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export interface SessionOptions {
  db: Db;
  idleMs: number;
  absoluteMs: number;
  secureCookie: boolean;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Refresh last_seen at most once a minute: one write per active person per minute, not per request. */
const TOUCH_AFTER_MS = 60_000;

export interface SessionService {
  /** Creates a fresh session (a new token, the old one deleted) and sets the cookie. */
  create(request: FastifyRequest, reply: FastifyReply, data: SessionData): Promise<Session>;
  save(session: Session): Promise<void>;
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The session or a 401. */
  require(request: FastifyRequest): Session;
  purgeExpired(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionOptions) => {
  const { db, idleMs, absoluteMs, secureCookie } = opts;
  const cookies = cookieIssuer(secureCookie);
  const SESSION_COOKIE = cookies.names.session;
  /** A session token's hash, or undefined for no cookie, an anonymous pre-session or garbage. */
  const sessionHash = (token: string | undefined) =>
    token === undefined || token.length > MAX_SESSION_COOKIE || token.startsWith(ANONYMOUS_PREFIX)
      ? undefined
      : hash(token);

  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    // By the matched route, not the raw URL (`/%61pi/…` is an /api route too; issue 15 item 1).
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const idHash = sessionHash(token);
    if (idHash === undefined) return; // an anonymous visitor: no database read
    const now = new Date();
    const [row] = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.idHash, idHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        ),
      )
      .limit(1);
    if (!row) return;
    request.session = { idHash, data: row.data as SessionData };
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    }
  });

  const service: SessionService = {
    async create(request, reply, data) {
      const old = sessionHash(request.cookies[SESSION_COOKIE]);
      if (old) await db.delete(sessions).where(eq(sessions.idHash, old));
      const token = randomBytes(32).toString('base64url');
      const idHash = hash(token);
      await db.insert(sessions).values({
        idHash,
        userCode: data.userCode,
        data,
        expiresAt: new Date(Date.now() + absoluteMs),
      });
      // The session cookie and its new anti-forgery token (rotated at login).
      cookies.issue(reply, token);
      const session = { idHash, data };
      request.session = session;
      return session;
    },
    async save(session) {
      await db
        .update(sessions)
        .set({ data: session.data, lastSeenAt: new Date() })
        .where(eq(sessions.idHash, session.idHash));
    },
    async destroy(request, reply) {
      const old = sessionHash(request.cookies[SESSION_COOKIE]);
      if (old) await db.delete(sessions).where(eq(sessions.idHash, old));
      request.session = null;
      // An anonymous pre-session and its anti-forgery token take the session's place (rotated at logout).
      cookies.issue(reply, newAnonymousToken());
    },
    require(request) {
      if (!request.session) throw unauthorized();
      return request.session;
    },
    async purgeExpired() {
      const now = new Date();
      const deleted = await db
        .delete(sessions)
        .where(
          sql`${sessions.expiresAt} < ${now} or ${lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))}`,
        )
        .returning({ id: sessions.idHash });
      return deleted.length;
    },
  };
  app.decorate('sessions', service);
});
