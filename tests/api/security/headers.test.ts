/**
 * Security headers (issue 8 §4; ASVS 5.0 V3.4): every answer of every GET route carries a CSP that
 * allows no inline or evaluated script and no framing, nosniff, a referrer policy, a permissions
 * policy and X-Frame-Options; HSTS is sent in production and never in development over plain HTTP.
 */
import { randomUUID } from 'node:crypto';
import { Client, createTestApp, type TestApp } from '../../support/app.ts';
import { createProductionApp } from './production-app.ts';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  [dev, prod] = await Promise.all([createTestApp(), createProductionApp()]);
});
afterAll(() => Promise.all([dev.close(), prod.close()]));

/** The CSP's directives by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

function expectSafeHeaders(headers: Record<string, unknown>, where: string) {
  const csp = directives(headers['content-security-policy'] as string);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, where).toBeDefined();
  expect(scripts, where).not.toContain("'unsafe-inline'");
  expect(scripts, where).not.toContain("'unsafe-eval'");
  expect(scripts, where).not.toContain('*');
  expect(scripts, where).not.toContain('data:');
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'none'"]);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toMatch(
    /^(same-origin|strict-origin-when-cross-origin|no-referrer)$/,
  );
  const permissions = String(headers['permissions-policy'] ?? '');
  // The permit check page scans QR codes with the camera (issue 16); no other origin may.
  expect(permissions, where).toContain('camera=(self)');
  expect(permissions, where).toContain('microphone=()');
}

/** A concrete address for a route pattern (parameters filled with something that parses). */
const concrete = (url: string) =>
  url
    .replace(/:kind/g, 'l13')
    .replace(/:[A-Za-z]+/g, randomUUID())
    .replace('*', 'index.html');

describe('security headers', () => {
  it('are on the answer of every GET route the app declares, found or not, anonymous or logged in', async () => {
    const routes = dev.app.routeList.filter((r) => r.method === 'GET');
    expect(routes.length).toBeGreaterThan(40);
    const anonymous = new Client(dev.app);
    const loggedIn = new Client(dev.app);
    await loggedIn.testLogin('38703181745', 'Jonas', 'Jonaitis');
    for (const route of routes) {
      for (const client of [anonymous, loggedIn]) {
        const res = await client.get(concrete(route.url));
        const where = `GET ${route.url} → ${res.statusCode}`;
        expectSafeHeaders(res.headers, where);
        // ASVS 5.0 V4.1.1: a body says what it is, text with its character set.
        const type = String(res.headers['content-type'] ?? '');
        if (res.rawPayload.length > 0) expect(type, where).not.toBe('');
        if (/^(text\/|application\/(json|xml))/.test(type)) expect(type, where).toMatch(/charset=utf-8/i);
      }
    }
  });

  it('are on error answers and on a body the server refuses', async () => {
    const missing = await dev.app.inject({ url: '/no/such/page/at/all' });
    expectSafeHeaders(missing.headers, '404');
    const refused = await new Client(dev.app).request({
      method: 'POST',
      url: '/api/auth/viisp/postback',
      payload: '{"ticket":',
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.statusCode).toBe(400);
    expectSafeHeaders(refused.headers, '400');
  });

  it('refuse TRACE, echoing nothing of the request (ASVS 5.0 V13.4.4)', async () => {
    for (const url of ['/api/health', '/metrics', '/']) {
      const res = await dev.app.inject({
        method: 'TRACE',
        url,
        headers: { cookie: 'SESSION=secret-session-value' },
      });
      // Under /api the anti-forgery check refuses it first (403); elsewhere no route takes it (404).
      expect([403, 404, 405], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('secret-session-value');
    }
  });

  it('send HSTS for a year with subdomains in production, on every kind of answer', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/metrics', '/api/content/faq-tags']) {
      const res = await prod.app.inject({ url });
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge, url).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, url).toContain('includeSubDomains');
      expectSafeHeaders(res.headers, `production ${url}`);
    }
  });

  it('send no HSTS in development over plain HTTP (it would lock localhost to HTTPS)', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const res = await dev.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('let forms post only to the portal and, in production, the national gateway', async () => {
    const devForms = directives(
      (await dev.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string,
    );
    expect(devForms.get('form-action')).toEqual(["'self'"]);
    const prodForms = directives(
      (await prod.app.inject({ url: '/api/health' })).headers['content-security-policy'] as string,
    );
    expect(prodForms.get('form-action')).toEqual(["'self'", 'https://gw.example']);
  });
});
