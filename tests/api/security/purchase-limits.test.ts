/**
 * The anglers' purchase API's own rate limits (issue 8 item 4; ASVS 5.0 V2.4.1 anti-automation):
 * starting a purchase holds a licence or quota for the 30-minute payment window, and a receipt is a
 * PDF rendered on each call, so both are counted per client address — purchases by
 * PURCHASE_RATE_LIMIT_PER_MINUTE (default 20), receipts 30 a minute — and answer 429 with
 * Retry-After and the message in the caller's language past their count, as the limits of
 * rate-limits.test.ts do. Another address goes on unaffected.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PurchaseCreated } from '../../../src/shared/anglers/api-types.ts';
import { translate } from '../../../src/shared/i18n/index.ts';
import { Client, createTestApp, type TestApp } from '../../support/app.ts';
import {
  citizen,
  licenceCounts,
  makeLicence,
  payAndReturn,
  personCode,
  ticketRequest,
} from '../anglers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Empty: the production default (loadConfig ignores empty values), not the test app's raised one.
  t = await createTestApp({ PURCHASE_RATE_LIMIT_PER_MINUTE: '' });
});
afterAll(() => t.close());

/** A buyer's browser behind one client address. */
function browserAt(address: string, lang: 'lt' | 'en' = 'en') {
  const client = new Client(t.app, lang);
  return {
    buy: (request: unknown, idempotencyKey = randomUUID()) =>
      client.request({
        method: 'POST',
        url: '/api/public/zvejyba/pirkimai',
        payload: request as never,
        headers: { 'idempotency-key': idempotencyKey },
        remoteAddress: address,
      }),
    get: (url: string, headers: Record<string, string> = {}) =>
      client.request({ method: 'GET', url, headers, remoteAddress: address }),
    client,
  };
}

/** The over-limit answer: 429, Retry-After within the minute, the translated message. */
function expectRefused(res: LightMyRequestResponse, lang: 'lt' | 'en') {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json().message).toBe(translate(lang, 'error.tooManyRequests'));
}

describe('purchase limits', () => {
  it('lets one address start 20 purchases a minute, then refuses in its language without reserving a licence', async () => {
    const licence = await makeLicence(t, { total: 50 });
    const card = (serial: number) => ({
      ...ticketRequest(citizen(personCode(serial))),
      kind: 'l06_1' as const,
      licenceId: licence.id,
    });
    const family = browserAt('10.40.0.1', 'en');
    const first = card(8000);
    const firstKey = randomUUID();
    expect((await family.buy(first, firstKey)).statusCode).toBe(201);
    for (let i = 1; i < 20; i++) {
      const res = await family.buy(card(8000 + i));
      expect(res.statusCode, `purchase ${i + 1} of 20: ${res.body.slice(0, 200)}`).toBe(201);
    }
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 50, sold: 0, reserved: 20 });

    expectRefused(await family.buy(card(8020)), 'en');
    expectRefused(await browserAt('10.40.0.1', 'lt').buy(card(8021)), 'lt');
    // Every request counts, a replay of the first purchase's key too: it answers that purchase again
    // once the window has passed (anglers.test.ts shows replays answering the first result).
    expectRefused(await family.buy(first, firstKey), 'en');
    // The refused ones reserved nothing.
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 50, sold: 0, reserved: 20 });

    // Someone behind another address buys as usual.
    const neighbour = await browserAt('10.40.0.2').buy(card(8022));
    expect(neighbour.statusCode, neighbour.body).toBe(201);
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 50, sold: 0, reserved: 21 });
  });

  it('takes its count from PURCHASE_RATE_LIMIT_PER_MINUTE', async () => {
    const two = await createTestApp({ PURCHASE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const client = new Client(two.app);
      const buy = (serial: number) =>
        client.request({
          method: 'POST',
          url: '/api/public/zvejyba/pirkimai',
          payload: ticketRequest(citizen(personCode(serial))) as never,
          remoteAddress: '10.40.1.1',
        });
      expect((await buy(8050)).statusCode).toBe(201);
      expect((await buy(8051)).statusCode).toBe(201);
      expectRefused(await buy(8052), 'en');
    } finally {
      await two.close();
    }
  });

  it('lets one address download 30 receipts a minute, then refuses; another address still downloads', async () => {
    const buyer = browserAt('10.41.0.1');
    const bought = await buyer.buy(ticketRequest(citizen(personCode(8100))));
    expect(bought.statusCode, bought.body).toBe(201);
    const created = bought.json() as PurchaseCreated;
    expect((await payAndReturn(t, buyer.client, created)).statusCode).toBe(303);
    const url = `/api/public/zvejyba/pirkimai/${created.id}/kvitas`;
    const proof = { 'x-purchase-secret': created.secret };

    const downloader = browserAt('10.41.0.2', 'lt');
    for (let i = 0; i < 30; i++) {
      const res = await downloader.get(url, proof);
      expect(res.statusCode, `receipt ${i + 1} of 30: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expectRefused(await downloader.get(url, proof), 'lt');
    // Counted before the purchase is looked up: guessing ids or secrets counts too.
    expectRefused(await downloader.get(`/api/public/zvejyba/pirkimai/${randomUUID()}/kvitas`), 'lt');

    const other = await browserAt('10.41.0.3').get(url, proof);
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
