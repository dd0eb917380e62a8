/**
 * Declared routes (issue 17 item 3, ADR 0019): every API route is one `route(app, { … })` call
 * that names who may call it, what its path, query and body must be (valibot schemas, the same ones
 * the browser uses where it has them) and what it answers. The helper
 *   - registers the Fastify route;
 *   - checks `auth` centrally in the route's first `onRequest` hook, before any body is read:
 *     401 without a session, 403 for a person without the declared role;
 *   - re-validates params, query and body with their schemas (400 with field errors in the
 *     caller's language, http/validate.ts), in that order, before the handler runs;
 *   - keeps the declaration on the route's config, from which app.ts builds the route table
 *     (`app.routeList`) that the generated authorization, anti-forgery and malformed-input suites
 *     read.
 *
 * `auth`:
 *   - 'anonymous': anyone; the session, when there is one, is still on `request.session`;
 *   - 'person': a logged-in person, acting for themselves or a represented party (choosing the
 *     party is the handler's: `access.party` answers 403 before one is chosen);
 *   - a role ('officer', 'admin'): a logged-in person holding that role (the `roles` table);
 *     'lessor' (ROLE_L03): the acting party holds an L03 permit in force (modules/water-bodies).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import * as v from 'valibot';
import { forbidden } from '../http/errors.ts';
import { parseOr400 } from '../http/validate.ts';
import type { Session, SessionData } from '../plugins/session.ts';

/** Roles a route may ask for, and the role each is in the `roles` table. */
export const ROLES = {
  officer: 'ROLE_OFFICER',
  admin: 'ROLE_ADMIN',
  /** Derived, not a `roles` row: the acting party holds an L03 permit in force (issue 18). */
  lessor: 'ROLE_L03',
} as const;
export type Role = keyof typeof ROLES;
export type Auth = 'anonymous' | 'person' | Role;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A body the route reads itself (multipart streams, signed raw text, a service's own parser). */
export interface RawBody {
  raw: string;
}
/** Marks a body the route or its service reads and validates itself, with where that happens. */
export const rawBody = (why: string): RawBody => ({ raw: why });

type Schema = v.GenericSchema;
type BodySpec = Schema | RawBody;

/** What the route table keeps of a declaration. */
export interface RouteDeclaration {
  method: Method;
  url: string;
  auth: Auth;
  /** Whether the call changes state, so the anti-forgery check applies (every non-GET). */
  changesState: boolean;
  /** false only for calls posted from outside the portal, which carry their own proof. */
  xsrf: boolean;
  params?: Schema;
  query?: Schema;
  body?: BodySpec;
  response?: Schema;
  /** A further check the handler makes itself (metrics token, a signature, a form token). */
  guard?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration (core/route.ts); absent on routes not made with `route()`. */
    declaration?: RouteDeclaration;
  }
  interface FastifyInstance {
    /** Whether the session's person (or, for ROLE_L03, its acting party) holds the role; decorated by app.ts. */
    hasRole: (session: SessionData, role: string) => Promise<boolean>;
  }
}

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type BodyOut<B> = B extends Schema ? v.InferOutput<B> : B extends RawBody ? unknown : undefined;
type SessionOf<A extends Auth> = A extends 'anonymous' ? Session | null : Session;
/** The answer a handler gives: the declared response, or the reply it has sent itself. */
type Answer<R> = R extends Schema ? v.InferInput<R> | FastifyReply : unknown;

export interface RouteInput<A extends Auth, P, Q, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<P>;
  query: Out<Q>;
  body: BodyOut<B>;
  /** The session: always there on 'person' and role routes. */
  session: SessionOf<A>;
}

export interface RouteSpec<
  A extends Auth,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends BodySpec | undefined,
  R extends Schema | undefined,
> {
  method: Method;
  url: string;
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /** Posted by an outside party (the gateway, a payment provider): no anti-forgery token. */
  xsrf?: false;
  guard?: string;
  /** Hooks that run after the auth check (rate limits). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /**
   * Other Fastify route options: bodyLimit, logLevel, and for the gateway simulator's HTML forms
   * (which answer bad input with a page, not JSON) Fastify's own schema with attachValidation.
   */
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'logLevel' | 'schema' | 'attachValidation'>;
  handler: (input: RouteInput<A, P, Q, B>) => Promise<Answer<R>> | Answer<R>;
}

/**
 * When on (the API tests turn it on, tests/support/app.ts), every answer a handler returns is
 * checked against its declared `response` as the client receives it (after JSON), and a mismatch
 * fails the request with a 500 naming the route: the declarations cannot drift from the answers.
 * Off in production: the types already tie each handler's answer to its schema when it compiles.
 */
let checkResponses = false;
export function checkResponsesAgainstDeclarations(on: boolean): void {
  checkResponses = on;
}

function checkedAnswer(declaration: RouteDeclaration, answer: unknown): unknown {
  if (!declaration.response || answer === undefined || isReply(answer)) return answer;
  const sent = JSON.parse(JSON.stringify(answer)) as unknown;
  const result = v.safeParse(declaration.response, sent);
  if (!result.success) {
    const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    throw new Error(
      `${declaration.method} ${declaration.url} answered outside its declared response: ${where.slice(0, 5).join('; ')}`,
    );
  }
  return answer;
}

const isReply = (value: unknown) =>
  typeof value === 'object' && value !== null && 'sent' in value && 'request' in value && 'raw' in value;

const list = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : ([hooks].flat() as T[]));

/** The auth check of one declaration, as an `onRequest` hook. */
function authHook(auth: Auth): onRequestHookHandler | undefined {
  if (auth === 'anonymous') return undefined;
  if (auth === 'person') {
    return async function requirePerson(request) {
      request.server.sessions.require(request);
    };
  }
  const role = ROLES[auth];
  return async function requireRole(request) {
    const session = request.server.sessions.require(request);
    if (!(await request.server.hasRole(session.data, role))) throw forbidden();
  };
}

/** Registers one declared route on `app` (see the file comment). */
export function route<
  A extends Auth,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends BodySpec | undefined = undefined,
  R extends Schema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<A, P, Q, B, R>): void {
  const declaration: RouteDeclaration = {
    method: spec.method,
    url: `${app.prefix}${spec.url}`,
    auth: spec.auth,
    changesState: spec.method !== 'GET',
    xsrf: spec.xsrf !== false,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.response ? { response: spec.response } : {}),
    ...(spec.guard ? { guard: spec.guard } : {}),
  };
  const check = authHook(spec.auth);
  const onRequest = [...(check ? [check] : []), ...list(spec.onRequest)];
  const preHandler = list(spec.preHandler);
  const bodySchema = spec.body && !('raw' in spec.body) ? (spec.body as Schema) : undefined;
  app.route({
    method: spec.method,
    url: spec.url,
    ...spec.options,
    config: { declaration, ...(spec.xsrf === false ? { xsrf: false } : {}) },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    handler: async (request, reply) => {
      const lang = request.lang;
      const input = {
        request,
        reply,
        params: spec.params ? parseOr400(spec.params, request.params, lang) : undefined,
        query: spec.query ? parseOr400(spec.query, request.query, lang) : undefined,
        body: bodySchema ? parseOr400(bodySchema, request.body, lang) : spec.body ? request.body : undefined,
        session: request.session,
      } as RouteInput<A, P, Q, B>;
      const answer = await spec.handler(input);
      return checkResponses ? checkedAnswer(declaration, answer) : answer;
    },
  });
}
