/**
 * Identity calls of spec §7 with the shapes of issue 2:
 *   POST /api/auth/viisp/generate-ticket   → {ticket, url}
 *   POST /api/auth/viisp/postback          → user info + session cookie (form or JSON)
 *   POST /api/auth/viisp/dummy-login       → {id, imonesKodas} (not in production)
 *   GET  /api/auth/viisp/user-info         → user info, 401 when anonymous
 *   POST /api/v1/auth/logout               → 204
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { userInfoSchema } from '../../../shared/auth/user-info.ts';
import { companyCodeSchema, nameSchema, personCodeSchema } from '../../../shared/fields/index.ts';
import { route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import type { ProfileService } from '../profile/index.ts';
import type { AuthService } from './service.ts';
import { buildUserInfo } from './user-info.ts';

/** HttpOnly cookie that ties a login ticket to the browser that asked for it. */
export const LOGIN_BINDING_COOKIE = 'LOGIN_BINDING';

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));

const dummyLoginSchema = v.object({
  asmensKodas: personCodeSchema,
  vardas: nameSchema,
  pavarde: nameSchema,
  imonesKodas: v.optional(v.union([v.literal(''), companyCodeSchema])),
  imonesPavadinimas: optionalText,
});

const postbackSchema = v.object({
  ticket: v.pipe(v.string(), v.trim(), v.minLength(1, 'validation.required'), v.maxLength(200)),
  imonesKodas: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
  customData: v.optional(v.string()),
});

export interface AuthRoutesOptions {
  db: Db;
  auth: AuthService;
  profiles: ProfileService;
  production: boolean;
  secureCookie: boolean;
  loginRateLimitPerMinute: number;
  /** Absolute address the gateway posts back to, for this request. */
  postbackUrl: (request: FastifyRequest) => string;
  /** Absolute address of the gateway's login page, for this request. */
  loginUrl: (request: FastifyRequest) => string;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { auth, profiles } = opts;
  const loginLimit = perMinute(opts.db, 'login', opts.loginRateLimitPerMinute);

  function browserToken(request: FastifyRequest, reply: FastifyReply): string {
    const existing = request.cookies[LOGIN_BINDING_COOKIE];
    if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
    const token = randomBytes(24).toString('base64url');
    reply.setCookie(LOGIN_BINDING_COOKIE, token, {
      path: '/api/auth/viisp',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookie,
      maxAge: 15 * 60,
    });
    return token;
  }

  route(app, {
    method: 'POST',
    url: '/api/auth/viisp/generate-ticket',
    auth: 'anonymous',
    // Any `returnTo`: the auth service keeps only a safe path of the portal's own (safe-return).
    query: v.object({ returnTo: v.optional(v.unknown()) }),
    preHandler: loginLimit,
    handler: async ({ request, reply, query }) => {
      const { ticket } = await auth.generateTicket(
        browserToken(request, reply),
        query.returnTo,
        opts.postbackUrl(request),
      );
      return { ticket, url: opts.loginUrl(request) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/viisp/postback',
    auth: 'anonymous',
    response: userInfoSchema,
    // The gateway itself form-POSTs here from its own origin: it cannot carry our anti-forgery
    // token. The ticket is single use and bound to the browser, which is what protects this call.
    xsrf: false,
    guard: 'the single-use login ticket, bound to the browser that asked for it',
    body: postbackSchema,
    preHandler: loginLimit,
    handler: async ({ request, reply, body: input }) => {
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (isForm && wantsPage) {
        // A browser arriving from the gateway: hand over to the portal's return screen, which
        // completes the login with a same-origin call that carries the browser binding cookie.
        const query = new URLSearchParams({ ticket: input.ticket });
        if (input.imonesKodas) query.set('imonesKodas', input.imonesKodas);
        return reply.redirect(`/login/viisp?${query.toString()}`, 303);
      }
      const { session, returnTo } = await auth.completeLogin(
        input.ticket,
        request.cookies[LOGIN_BINDING_COOKIE],
        input.imonesKodas || undefined,
        { requestId: request.id },
      );
      await app.sessions.create(request, reply, session);
      reply.clearCookie(LOGIN_BINDING_COOKIE, { path: '/api/auth/viisp' });
      reply.header('X-Login-Return', returnTo);
      return buildUserInfo(session, await auth.authoritiesFor(session), await profiles.contactInfos(session));
    },
  });

  if (!opts.production) {
    // Lets the web app know whether to offer the test login page (spec §2: test only).
    route(app, {
      method: 'GET',
      url: '/api/auth/viisp/dummy-login',
      auth: 'anonymous',
      handler: async ({ reply }) => reply.code(204).send(),
    });
    route(app, {
      method: 'POST',
      url: '/api/auth/viisp/dummy-login',
      auth: 'anonymous',
      body: dummyLoginSchema,
      preHandler: loginLimit,
      handler: async ({ request, reply, body: input }) =>
        auth.dummyLogin(browserToken(request, reply), {
          personCode: input.asmensKodas,
          firstName: input.vardas,
          lastName: input.pavarde,
          companyCode: input.imonesKodas || undefined,
          companyName: input.imonesPavadinimas || undefined,
        }),
    });
  }

  route(app, {
    method: 'GET',
    url: '/api/auth/viisp/user-info',
    auth: 'person',
    response: userInfoSchema,
    handler: async ({ session }) =>
      buildUserInfo(
        session.data,
        await auth.authoritiesFor(session.data),
        await profiles.contactInfos(session.data),
      ),
  });

  // Anyone may log out: without a session it only renews the anonymous cookies.
  route(app, {
    method: 'POST',
    url: '/api/v1/auth/logout',
    auth: 'anonymous',
    handler: async ({ request, reply }) => {
      await app.sessions.destroy(request, reply);
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/v1/profilis/keisti/:index',
    auth: 'person',
    response: userInfoSchema,
    // Checked against the session's list below (its own message), not by a schema.
    params: v.object({ index: v.string() }),
    handler: async ({ session, params }) => {
      const index = /^\d{1,3}$/.test(params.index) ? Number(params.index) : -1;
      if (index < 0 || index >= session.data.represented.length)
        throw new HttpError(400, 'keistiAtstovaujamaAsmeni.error');
      session.data.chosenIndex = index;
      await app.sessions.save(session);
      return buildUserInfo(
        session.data,
        await auth.authoritiesFor(session.data),
        await profiles.contactInfos(session.data),
      );
    },
  });
}
