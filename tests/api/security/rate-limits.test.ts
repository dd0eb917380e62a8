/**
 * Rate limits (issue 8 §4; ASVS 5.0 V2.4.1 anti-automation): logins, the public lookups (the permit
 * check, the anglers' download form, the catch-report permit lookup, failed proofs of an angler
 * permit's holder from any form) and downloads (application
 * documents, permit PDFs) answer 429 with Retry-After once their count is used up — counted in
 * PostgreSQL, so every node shares one count — and other callers go on unaffected.
 */

import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { rateLimits } from '../../../src/server/db/schema.ts';
import { pdf } from '../../../src/server/files/test-files.ts';
import { COUNTER_KEPT_MS } from '../../../src/server/plugins/rate-limit.ts';
import { xsrfTokenFor } from '../../../src/server/plugins/xsrf.ts';
import { translate } from '../../../src/shared/i18n/index.ts';
import { Client, createTestApp, encodeForm, type TestApp } from '../../support/app.ts';
import { COMPANIES, loginAs } from '../../support/personas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends `max` requests that must all pass the limit, then one that must not. */
async function expectLimit(max: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    expect(res.statusCode, `request ${i + 1} of ${max}: ${res.body.slice(0, 100)}`).not.toBe(429);
  }
  const limited = await send(max);
  expect(limited.statusCode).toBe(429);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect([translate('en', 'error.tooManyRequests'), translate('lt', 'error.tooManyRequests')]).toContain(
    limited.json().message,
  );
  return limited;
}

const anonymousFrom = (address: string) => {
  const client = new Client(t.app);
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    client.request({
      method,
      url,
      remoteAddress: address,
      ...(payload ? { payload: payload as never } : {}),
    });
};

describe('rate limits', () => {
  it('limits logins per address across the ticket, the test login and the postback', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const client = new Client(limited.app);
      const send = [
        () => client.post('/api/auth/viisp/generate-ticket'),
        () =>
          client.form('/api/auth/viisp/dummy-login', {
            asmensKodas: '38703181745',
            vardas: 'Jonas',
            pavarde: 'Jonaitis',
          }),
        () => client.post('/api/auth/viisp/postback', { ticket: randomUUID() }),
      ];
      await expectLimit(4, (i) => send[i % send.length]!());
      for (const next of send) expect((await next()).statusCode).toBe(429);
      // Another address logs in as usual.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/viisp/generate-ticket',
        remoteAddress: '10.9.9.9',
        headers: {
          cookie: `SESSION=a.other-browser; XSRF-TOKEN=${xsrfTokenFor('a.other-browser')}`,
          'x-xsrf-token': xsrfTokenFor('a.other-browser'),
        },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits the public permit check to 30 a minute per address', async () => {
    const get = anonymousFrom('10.1.0.1');
    await expectLimit(30, () => get('GET', '/api/public/leidimai/tikrinti?numeris=12345678901'));
    // A forwarding header from the caller itself (no TRUST_PROXY) changes nothing (ASVS 5.0 V4.1.3).
    const spoofed = await t.app.inject({
      url: '/api/public/leidimai/tikrinti?numeris=12345678901',
      remoteAddress: '10.1.0.1',
      headers: { 'x-forwarded-for': '198.51.100.77', 'x-real-ip': '198.51.100.78' },
    });
    expect(spoofed.statusCode).toBe(429);
    const other = anonymousFrom('10.1.0.2');
    expect((await other('GET', '/api/public/leidimai/tikrinti?numeris=12345678901')).statusCode).not.toBe(
      429,
    );
  });

  it("limits the anglers' download form (PDF and ticket together) to 10 a minute per address", async () => {
    const post = anonymousFrom('10.2.0.1');
    const wrong = { kind: 'l05_1', number: '12345678901', firstName: 'Ona', lastName: 'Onaitė' };
    await expectLimit(10, (i) =>
      post('POST', i % 2 === 0 ? '/api/public/zvejyba/atsisiusti' : '/api/public/zvejyba/bilietas', wrong),
    );
  });

  it("counts failed proofs of an angler permit's holder in one bucket across the forms: 10 a minute per address", async () => {
    // Issue 15 item 3, ADR 0015: the download form, adding to the wallet and the catch report share it.
    const post = anonymousFrom('10.2.1.1');
    const report = () => {
      const id = randomUUID();
      const now = Date.now();
      return {
        id,
        permitNumber: '06269999993',
        firstName: 'Ona',
        lastName: 'Onaitė',
        securityCode: 'K7QM3XRT',
        speciesCode: 'lasisa',
        amount: 0,
        sex: 'NEZINOMA',
        eelCaught: false,
        caughtAt: new Date(now - 60_000).toISOString(),
        savedAt: new Date(now - 30_000).toISOString(),
        sentAt: new Date(now).toISOString(),
      };
    };
    const client = new Client(t.app);
    const sendReport = () => {
      const body = report();
      return client.request({
        method: 'POST',
        url: '/api/public/zvejyba/laimikis',
        payload: body,
        headers: { 'idempotency-key': body.id },
        remoteAddress: '10.2.1.1',
      });
    };
    const wrong = { kind: 'l06_2', number: '06269999993', firstName: 'Ona', lastName: 'Onaitė' };
    // 4 misses on the catch report, 3 on the download form, 3 on the wallet: the 11th try is held,
    // whichever form it comes from.
    await expectLimit(10, (i) =>
      i < 4 || i === 10
        ? sendReport()
        : post('POST', i < 7 ? '/api/public/zvejyba/atsisiusti' : '/api/public/zvejyba/bilietas', wrong),
    );
    expect((await post('POST', '/api/public/zvejyba/atsisiusti', wrong)).statusCode).toBe(429);
    // Another address is not held.
    const other = anonymousFrom('10.2.1.2');
    expect((await other('POST', '/api/public/zvejyba/bilietas', wrong)).statusCode).toBe(404);
  });

  it('limits the catch-report permit lookup to 30 a minute per address', async () => {
    const get = anonymousFrom('10.3.0.1');
    await expectLimit(30, () => get('GET', '/api/public/zvejyba/leidimai/12345678901'));
  });

  it('limits document downloads to 300 a minute per person, not per application or address', async () => {
    const owner = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    const draft = (await owner.post('/api/v1/paraiskos/l13', { type: 'NAUJA' })).json() as { id: string };
    const form = new FormData();
    form.append('type', 'KITA');
    form.append('title', 'Priedas');
    form.append('file', new Blob([new Uint8Array(pdf())]), 'priedas.pdf');
    const uploaded = await owner.request({
      method: 'POST',
      url: `/api/v1/paraiskos/l13/${draft.id}/dokumentai`,
      ...(await encodeForm(form)),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/v1/paraiskos/l13/${draft.id}/dokumentai/${uploaded.json().id}`;
    // Real downloads, from changing addresses: the person is what is counted.
    await expectLimit(300, async (i) => {
      const res = await owner.request({ method: 'GET', url, remoteAddress: `10.4.${i >> 8}.${i & 255}` });
      if (i < 300) expect(res.statusCode).toBe(200);
      return res;
    });
    // Someone else is not held up: they get the ordinary answer (not theirs, so 404), not 429.
    const other = await loginAs(t.app, 'jonas');
    expect((await other.get(url)).statusCode).toBe(404);
  });

  it('limits permit PDF downloads to 60 a minute per person', async () => {
    const holder = await loginAs(t.app, 'ona');
    await expectLimit(60, () => holder.get(`/api/v1/atsisiusti/l13/${randomUUID()}`));
    const officer = await loginAs(t.app, 'officer');
    await expectLimit(60, () => officer.get(`/api/v1/tarnyba/leidimai/${randomUUID()}/pdf`));
  });

  it('keeps a client address only while it counts: the scheduled clean-up forgets ended windows', async () => {
    // Storage limitation (GDPR art. 5(1)(e)): an address is personal data.
    const ended = new Date(Date.now() - COUNTER_KEPT_MS - 60_000);
    await t.database.db.insert(rateLimits).values([
      { key: 'permit-check:198.51.100.7', windowStart: ended, count: 30 },
      { key: 'login:198.51.100.8', windowStart: new Date(), count: 3 },
    ]);
    // Jobs are due at once on a fresh database; run the clean-up among them.
    const ran = await t.app.scheduler.tick(new Date(Date.now() + 24 * 60 * 60_000));
    expect(ran).toContain('rate-limit-cleanup');
    const left = await t.database.db.select({ key: rateLimits.key }).from(rateLimits);
    const keys = left.map((row) => row.key);
    expect(keys).not.toContain('permit-check:198.51.100.7');
    expect(keys).toContain('login:198.51.100.8');
    // A forgotten address starts a new window, as after any ended one.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/leidimai/tikrinti?numeris=12345678901',
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode).not.toBe(429);
  });
});
