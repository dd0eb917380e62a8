import '../../shared/i18n/all-messages.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { translate } from '../../shared/i18n/index.ts';
import { unauthorized } from '../http/errors.ts';
import { errorsPlugin } from '../plugins/errors.ts';
import { languagePlugin } from '../plugins/language.ts';
import type { Session, SessionData } from '../plugins/session.ts';
import { checkResponsesAgainstDeclarations, rawBody, route } from './route.ts';

/** A person in the `x-who` header (`code` or `code:ROLE_X`), standing in for the session plugin. */
async function appWith(register: (app: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  app.decorateRequest('session', null);
  app.decorate('sessions', {
    require: (request: { session: Session | null }) => {
      if (!request.session) throw unauthorized();
      return request.session;
    },
  } as never);
  const roles = new Map<string, string>();
  app.decorate('hasRole', async (session: SessionData, role: string) => roles.get(session.userCode) === role);
  const bodiesRead: string[] = [];
  app.addHook('onRequest', async (request) => {
    const who = request.headers['x-who'];
    if (typeof who !== 'string') return;
    const [code, role] = who.split(':');
    if (role) roles.set(code!, role);
    request.session = { idHash: 'h', data: { userCode: code! } } as Session;
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) bodiesRead.push(request.url);
  });
  register(app);
  await app.ready();
  return { app, bodiesRead };
}

const body = v.object({ name: v.pipe(v.string(), v.nonEmpty('validation.required')) });

describe('route()', () => {
  afterEach(() => checkResponsesAgainstDeclarations(false));

  it('records its declaration on the route for the route table', async () => {
    const seen: unknown[] = [];
    const { app } = await appWith((app) => {
      app.addHook('onRoute', (r) => {
        seen.push(r.config?.declaration);
      });
      route(app, {
        method: 'POST',
        url: '/x/:id',
        auth: 'officer',
        params: v.object({ id: v.string() }),
        body,
        xsrf: false,
        guard: 'a signature',
        handler: async () => ({}),
      });
    });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/x/:id',
        auth: 'officer',
        changesState: true,
        xsrf: false,
        guard: 'a signature',
        body,
      }),
    ]);
    await app.close();
  });

  it('refuses anonymous callers with 401 and a person without the role with 403, before reading the body', async () => {
    const { app, bodiesRead } = await appWith((app) => {
      route(app, { method: 'POST', url: '/p', auth: 'person', body, handler: async () => ({ ok: true }) });
      route(app, { method: 'POST', url: '/o', auth: 'officer', body, handler: async () => ({ ok: true }) });
      route(app, { method: 'POST', url: '/a', auth: 'anonymous', body, handler: async () => ({ ok: true }) });
    });
    const send = (url: string, who?: string) =>
      app.inject({ method: 'POST', url, payload: { name: 'x' }, headers: who ? { 'x-who': who } : {} });
    expect((await send('/p')).statusCode).toBe(401);
    expect((await send('/o')).statusCode).toBe(401);
    expect((await send('/o', '1')).statusCode).toBe(403);
    expect((await send('/o', '2:ROLE_ADMIN')).statusCode).toBe(403);
    expect(bodiesRead).toEqual([]);
    expect((await send('/p', '1')).statusCode).toBe(200);
    expect((await send('/o', '3:ROLE_OFFICER')).statusCode).toBe(200);
    expect((await send('/a')).statusCode).toBe(200);
    await app.close();
  });

  it('validates params, query and body, in that order, with 400 in the caller’s language', async () => {
    const { app } = await appWith((app) => {
      route(app, {
        method: 'PUT',
        url: '/n/:n',
        auth: 'anonymous',
        params: v.object({
          n: v.pipe(v.string(), v.regex(/^\d+$/, 'validation.invalid'), v.transform(Number)),
        }),
        query: v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(3, 'validation.invalid'))) }),
        body,
        handler: async ({ params, query, body }) => ({
          n: params.n + 1,
          q: query.q ?? null,
          name: body.name,
        }),
      });
    });
    const put = (url: string, payload: object, lang = 'en') =>
      app.inject({ method: 'PUT', url, payload, headers: { cookie: `lang=${lang}` } });
    const ok = await put('/n/41?q=ab', { name: 'Ona' });
    expect(ok.json()).toEqual({ n: 42, q: 'ab', name: 'Ona' });
    const badParam = await put('/n/x?q=abcd', { name: '' });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().errors.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['n']);
    const badQuery = await put('/n/1?q=abcd', { name: '' });
    expect(badQuery.json().errors.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['q']);
    const badBody = await put('/n/1', { name: '' }, 'lt');
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().errors.fieldErrors).toEqual([
      { field: 'name', message: translate('lt', 'validation.required') },
    ]);
    await app.close();
  });

  it('passes a raw body through untouched', async () => {
    const { app } = await appWith((app) => {
      route(app, {
        method: 'POST',
        url: '/raw',
        auth: 'anonymous',
        body: rawBody('read by the handler'),
        handler: async ({ body }) => ({ got: body }),
      });
    });
    const res = await app.inject({ method: 'POST', url: '/raw', payload: { any: [1, 2] } });
    expect(res.json()).toEqual({ got: { any: [1, 2] } });
    await app.close();
  });

  it('checks answers against the declared response only when asked to (the API tests)', async () => {
    let answer: unknown = { n: 1 };
    const { app } = await appWith((app) => {
      route(app, {
        method: 'GET',
        url: '/r',
        auth: 'anonymous',
        response: v.object({ n: v.number(), at: v.optional(v.string()) }),
        handler: async () => answer as { n: number },
      });
    });
    expect((await app.inject('/r')).statusCode).toBe(200);
    answer = { n: 'one' };
    expect((await app.inject('/r')).statusCode).toBe(200);
    checkResponsesAgainstDeclarations(true);
    expect((await app.inject('/r')).statusCode).toBe(500);
    // As sent: a Date is its ISO text by then.
    answer = { n: 1, at: new Date(0) };
    expect((await app.inject('/r')).statusCode).toBe(200);
    await app.close();
  });
});
