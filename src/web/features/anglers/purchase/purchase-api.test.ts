import { ApiError, configureApi } from '../../../platform/api.ts';
import { cancelPurchase, createPurchase, fetchPurchase, fetchQuote, refusalOf } from './purchase-api.ts';

const REQUEST = {
  kind: 'l05_1',
  period: '1',
  validFrom: '2026-11-21',
  angler: {
    firstName: 'Rimas',
    lastName: 'Vaitkus',
    citizenship: 'PILIETIS',
    personCode: '38503120005',
    useEmail: false,
    usePhone: false,
  },
  paymentMethod: 'BANK',
} as const;

describe('the purchase calls (ADR 0009)', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: () => Response;
  const expired: ApiError[] = [];

  beforeEach(() => {
    calls.length = 0;
    expired.length = 0;
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok; lang=lt' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    });
    configureApi({ onSessionExpired: (error) => expired.push(error) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({});
  });

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends the checkout’s Idempotency-Key with the purchase, and the anti-forgery header', async () => {
    answer = () => json(201, { id: 'p-1' });
    expect(await createPurchase(REQUEST, 'key-1')).toEqual({ id: 'p-1' });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('/api/public/zvejyba/pirkimai');
    expect(calls[0]!.init.method).toBe('POST');
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(REQUEST);
  });

  it('proves a purchase with the wallet’s secret when there is one', async () => {
    answer = () => json(200, { id: 'p 1', state: 'CANCELLED' });
    await cancelPurchase('p 1', 'secret-1');
    expect(calls[0]!.url).toBe('/api/public/zvejyba/pirkimai/p%201/atsaukti');
    expect(new Headers(calls[0]!.init.headers).get('X-Purchase-Secret')).toBe('secret-1');
    await fetchPurchase('p 1', null);
    expect(new Headers(calls[1]!.init.headers).has('X-Purchase-Secret')).toBe(false);
  });

  it('reads a spec §8 refusal from a 409, with the server’s text', async () => {
    const refusal = {
      rule: 'existingPermit',
      number: '0526000001',
      validFrom: '2026-11-21',
      validUntil: '2026-11-21',
    };
    answer = () => json(409, { message: 'Galiojantis leidimas jau yra', refusal });
    const error = await fetchQuote(REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(refusalOf(error)).toEqual({ refusal, message: 'Galiojantis leidimas jau yra' });
  });

  it('finds no refusal in other failures', async () => {
    answer = () => json(409, { message: 'Šio pirkimo atšaukti negalima' });
    expect(refusalOf(await cancelPurchase('p', 's').catch((e: unknown) => e))).toBeNull();
    answer = () => json(400, { refusal: { rule: 'notLeased' } });
    expect(refusalOf(await fetchQuote(REQUEST).catch((e: unknown) => e))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });

  it('does not treat a 401 as an expired session: a buyer may have none', async () => {
    answer = () => json(401, { message: 'no session' });
    const error = (await fetchPurchase('p', 's').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.sessionExpired).toBe(false);
    expect(expired).toEqual([]);
  });
});
