/** Health, the error shapes of spec §8, limits, headers and the SPA fallback. */
import { Client, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp({ DATABASE_POOL_SIZE: '1' });
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await broken.app.close();
  });
});

describe('errors', () => {
  it('answers 404 with a message for an unknown API path', async () => {
    const res = await new Client(t.app).get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The page or record was not found.' });
  });

  it('answers 413 for a body over the limit', async () => {
    const client = new Client(t.app);
    const res = await client.post('/api/auth/viisp/postback', { ticket: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The data sent is too large.');
  });

  it('answers 400 in the spec shape for malformed JSON', async () => {
    const client = new Client(t.app, 'lt');
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/viisp/postback',
      payload: '{"ticket":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.globalErrors).toEqual([body.message]);
    expect(body.errors.fieldErrors).toEqual([]);
    expect(body.message).toMatch(/Užklausa/);
  });

  it('rate-limits logins per address with 429 and Retry-After', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const client = new Client(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await client.post('/api/auth/viisp/generate-ticket')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      const last = await client.post('/api/auth/viisp/generate-ticket');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('headers', () => {
  it('sends a request id and security headers on every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
