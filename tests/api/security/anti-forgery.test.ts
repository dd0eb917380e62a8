/**
 * Anti-forgery on every state-changing route, generated from the declared routes (issue 8 §4;
 * ASVS 5.0 V3.5.1; issue 17 item 3: src/server/core/route.ts): each route declared as changing
 * state (every POST, PUT, PATCH and DELETE) is sent with a valid session but
 * without the X-XSRF-TOKEN header, with a wrong one, and with a cookie-and-header pair of an
 * attacker's choosing (with and without the session), and under other spellings of its path
 * (percent-encoded, double slashes, other case: issue 15 item 1), and must be refused with 403 and
 * the anti-forgery message — except the routes
 * below, which are posted by another site on purpose, are declared `xsrf: false` with the `guard`
 * that protects them instead, and carry that proof. A route added tomorrow is covered the moment it
 * is declared: unprotected, and not listed here with its reason, it fails this test; registered
 * without a declaration, it fails it too.
 */
import { randomUUID } from 'node:crypto';
import { translate } from '../../../src/shared/i18n/index.ts';
import { Client, createTestApp, type TestApp } from '../../support/app.ts';
import { declaredRoutes, undeclaredRoutes } from '../../support/declared-routes.ts';
import { loginAs } from '../../support/personas.ts';
import { createProductionApp } from './production-app.ts';

/**
 * Routes that must take posts from another origin, with what protects each instead. Every entry
 * is checked below: it exists, and it refuses a post that lacks its own proof.
 */
const FOREIGN_POSTS: Record<string, string> = {
  'POST /api/auth/viisp/postback':
    'the national gateway form-POSTs the person back from its own site; the single-use ticket, bound to the browser that started the login (auth.test.ts "refuses a ticket in another browser"), is the proof',
  'POST /api/public/mokejimai/sandbox/callback':
    "the payment provider's server calls it, with no browser; an HMAC-SHA256 signature over the exact body is the proof",
  'POST /sandbox-bankas/mokejimas/:ref/moketi':
    "the sandbox bank's own pay page (standing in for the bank's site) posts it; an HMAC form token of the payment reference is the proof",
  'POST /sandbox-bankas/mokejimas/:ref/atsaukti': "the sandbox bank's own cancel button; same form token",
  'POST /api/sms/gaunamos':
    "the SMS gateway's server posts inbound SMS (catch reports by SMS), with no browser; an HMAC-SHA256 signature of the exact body made with SMS_WEBHOOK_SECRET is the proof",
  'POST /api/sms/pristatymas':
    "the SMS gateway's server posts delivery reports (Infobip's notifyUrl), with no browser; an HMAC-SHA256 signature of the exact body made with SMS_WEBHOOK_SECRET is the proof",
  'POST /api/pranesimai/atsisakymas/:token':
    "the one-click unsubscribe of a notice mail (RFC 8058): the mail client's server posts it, with no browser and no cookie; the HMAC signature of the address in the token is the proof, and whoever holds the token may stop those notices anyway",
  'POST /gateway-sim/soap':
    'the gateway simulator (development and tests only, never mounted in production): the SOAP endpoint the portal itself calls',
  'POST /gateway-sim/login':
    "the gateway simulator's login page, standing in for the national gateway's site (never mounted in production)",
  'POST /gateway-sim/login/choose': "the gateway simulator's persona choice (never mounted in production)",
};

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const concrete = (url: string) =>
  url
    .replace(/:kind/g, 'l13')
    .replace(/:ref/g, `sb_${'a'.repeat(22)}`)
    .replace(/:[A-Za-z]+/g, randomUUID());
/**
 * Other spellings of the same path (issue 15 item 1): the router decodes percent-escapes, so
 * `/%61pi/…` is the /api route; whether it also folds case or repeated slashes is its
 * configuration. A hook that tests the raw URL's text let all of these through unchecked.
 */
const SPELLINGS: Record<string, (url: string) => string> = {
  'first letter percent-encoded': (url) =>
    url.replace(/^\/(.)/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
  'every letter percent-encoded (upper-case hex)': (url) =>
    url.replace(
      /(^|\/)([a-z-]+)(?=\/|$)/g,
      (_, slash: string, segment: string) =>
        slash + [...segment].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
    ),
  'a leading double slash': (url) => `/${url}`,
  'a double slash inside': (url) => url.replace(/^(\/[^/]+)\//, '$1//'),
  'upper case': (url) => url.replace(/^\/([^/]+)/, (_, first: string) => `/${first.toUpperCase()}`),
  'mixed case': (url) => url.replace(/^\/(.)/, (_, c: string) => `/${c.toUpperCase()}`),
  'a trailing slash': (url) => `${url}/`,
};

/** The anti-forgery message, in either language (a cookie-less browser gets the default, Lithuanian). */
const XSRF_MESSAGES = [translate('en', 'error.xsrf'), translate('lt', 'error.xsrf')];

describe('anti-forgery on every state-changing route', () => {
  it('knows the declared routes, and every route that opts out is listed with its reason', () => {
    // Every change is declared: nothing registered beside route() escapes the list below.
    expect(undeclaredRoutes(t.app)).toEqual([]);
    const changes = declaredRoutes(t.app).filter((r) => r.declaration.changesState);
    expect(changes.length).toBeGreaterThan(40);
    expect(changes.map(key).sort()).toEqual(
      t.app.routeList
        .filter((r) => CHANGES.has(r.method))
        .map(key)
        .sort(),
    );
    for (const route of changes) {
      // What the declaration says is what the anti-forgery hook reads from the route.
      expect(route.declaration.xsrf, key(route)).toBe(route.xsrf);
      // An opt-out names the proof that stands in for the token.
      if (!route.declaration.xsrf) expect(route.declaration.guard, key(route)).toMatch(/^.{10,}$/);
    }
    const optedOut = changes.filter((r) => !r.declaration.xsrf).map(key);
    for (const route of optedOut) expect(Object.keys(FOREIGN_POSTS), `${route} opts out`).toContain(route);
    // Nothing stale in the list, and each listed route does opt out: every other matched change is
    // checked, whatever its prefix (the hooks decide by the route, not by `/api/`).
    for (const listed of Object.keys(FOREIGN_POSTS)) expect(optedOut).toContain(listed);
  });

  it('refuses each one without the header, with a wrong header, and with a pair of the attacker’s choosing: 403', async () => {
    const officer = await loginAs(t.app, 'officer');
    const person = await loginAs(t.app, 'jonas');
    // A control: the same session with the header is let through.
    expect((await person.post('/api/v1/profilis/keisti/0')).statusCode).toBe(200);
    const routes = declaredRoutes(t.app).filter(
      (r) => r.declaration.changesState && !(key(r) in FOREIGN_POSTS),
    );
    const failures: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const method = route.method as 'POST';
      const tries = [
        { who: 'person, no header', res: await person.request({ method, url, payload: {}, xsrf: false }) },
        {
          who: 'officer, wrong header',
          res: await officer.request({
            method,
            url,
            payload: {},
            xsrf: false,
            headers: { 'x-xsrf-token': 'forged-value-that-is-long-enough' },
          }),
        },
        {
          who: 'a session cookie with a cookie-and-header pair of the attacker’s choosing',
          res: await t.app.inject({
            method,
            url,
            payload: {},
            headers: {
              cookie: `SESSION=${person.sessionToken}; XSRF-TOKEN=forged-value-that-is-long-enough`,
              'x-xsrf-token': 'forged-value-that-is-long-enough',
            },
          }),
        },
        {
          who: 'no session cookie: a pair of the attacker’s choosing',
          res: await t.app.inject({
            method,
            url,
            payload: {},
            headers: {
              cookie: 'XSRF-TOKEN=forged-value-that-is-long-enough',
              'x-xsrf-token': 'forged-value-that-is-long-enough',
            },
          }),
        },
      ];
      for (const { who, res } of tries) {
        const message = res.headers['content-type']?.toString().includes('json')
          ? res.json().message
          : res.body;
        if (res.statusCode !== 403 || !XSRF_MESSAGES.includes(message))
          failures.push(
            `${route.method} ${route.url} (${who}) → ${res.statusCode} ${res.body.slice(0, 100)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    // The sessions are still good: nothing above went through.
    expect((await person.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
    expect((await officer.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });

  it('refuses each one under every other spelling of its path: percent-encoded, double slash, case', async () => {
    const person = await loginAs(t.app, 'jonas');
    const routes = declaredRoutes(t.app).filter(
      (r) => r.declaration.changesState && !(key(r) in FOREIGN_POSTS),
    );
    const failures: string[] = [];
    let routed = 0;
    for (const [spelling, spell] of Object.entries(SPELLINGS)) {
      // Does the router take this spelling as the route? Asked of a GET with the session: a 200
      // there means a change spelt so reaches its route, and must meet the anti-forgery check.
      const probe = await person.get(spell('/api/auth/viisp/user-info'));
      const reachesRoute = probe.statusCode === 200;
      if (reachesRoute) routed++;
      for (const route of routes) {
        const url = spell(concrete(route.url));
        const res = await person.request({ method: route.method as 'POST', url, payload: {}, xsrf: false });
        const message = res.headers['content-type']?.toString().includes('json') ? res.json().message : '';
        const refused = res.statusCode === 403 && XSRF_MESSAGES.includes(message);
        // A spelling the router does not take is no route at all: the not-found answer.
        if (!(refused || (!reachesRoute && res.statusCode === 404)))
          failures.push(`${route.method} ${url} (${spelling}) → ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    // At least the percent-encoded spellings reach routes: the test would see a hook that skips them.
    expect(routed).toBeGreaterThanOrEqual(2);
    expect((await person.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });

  it('ends no session and changes nothing through /%61pi/: the reported logout', async () => {
    const person = await loginAs(t.app, 'jonas');
    const logout = await person.request({ method: 'POST', url: '/%61pi/v1/auth/logout', xsrf: false });
    expect(logout.statusCode).toBe(403);
    expect((await person.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
    // With the header, the same spelling is the same route, and works.
    expect((await person.post('/%61pi/v1/auth/logout')).statusCode).toBe(204);
    expect((await person.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
  });

  it('has each listed route refuse a post without its own proof', async () => {
    const stranger = new Client(t.app);
    const postback = await stranger.request({
      method: 'POST',
      url: '/api/auth/viisp/postback',
      payload: { ticket: randomUUID() },
      xsrf: false,
    });
    expect(postback.statusCode).toBe(400);
    expect(postback.cookies.find((c) => c.name === 'SESSION')?.value ?? 'a.').toMatch(/^a\./);
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/public/mokejimai/sandbox/callback',
      payload: JSON.stringify({ ref: `sb_${'a'.repeat(22)}`, status: 'PAID', amountCents: 500 }),
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': '0'.repeat(64) },
    });
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toBe('FAILURE');
    for (const action of ['moketi', 'atsaukti']) {
      const page = await t.app.inject({
        method: 'POST',
        url: `/sandbox-bankas/mokejimas/sb_${'a'.repeat(22)}/${action}`,
        payload: 'token=forged',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(page.statusCode).not.toBe(303);
      expect(page.headers.location).toBeUndefined();
    }
  });

  it('mounts none of the simulator routes in production', async () => {
    const prod = await createProductionApp();
    try {
      const mounted = prod.app.routeList.map(key);
      for (const listed of Object.keys(FOREIGN_POSTS).filter((r) => r.includes('/gateway-sim/')))
        expect(mounted).not.toContain(listed);
      // And in production, too, every other change is protected.
      expect(undeclaredRoutes(prod.app)).toEqual([]);
      const unprotected = declaredRoutes(prod.app)
        .filter((r) => r.declaration.changesState && !r.declaration.xsrf)
        .map(key)
        .filter((r) => !(r in FOREIGN_POSTS));
      expect(unprotected).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
