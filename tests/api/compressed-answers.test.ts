/**
 * API answers compressed as a browser asks (issue 16 target 1, http/compress-answers.ts): the
 * JSON a field page waits for before its first paint, in brotli or gzip by `Accept-Encoding`,
 * always with `Vary: Accept-Encoding`; the same JSON as before once decoded; small answers and
 * clients that accept no encoding get it as it is. The public content answered from memory
 * (http/answer-cache.ts) keeps working and is sent compressed too.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Client, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const CATALOGUE = '/api/public/zvejyba/katalogas';
const DESCRIPTIONS = '/api/content/permits?_sort=permitId%3AASC&_locale=lt';

const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  return JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
};
/** The catalogue without the moment it was answered (`asOf`, new on each request). */
const withoutMoment = ({ asOf: _asOf, ...rest }: Record<string, unknown>) => rest;

describe('compressed API answers', () => {
  it('sends the fishing catalogue in brotli, gzip or as it is, as the client accepts', async () => {
    const client = new Client(t.app);
    const plain = await client.get(CATALOGUE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await client.get(CATALOGUE, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(withoutMoment(decoded(br))).toEqual(withoutMoment(plain.json()));

    const gzip = await client.get(CATALOGUE, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutMoment(decoded(gzip))).toEqual(withoutMoment(plain.json()));

    const refused = await client.get(CATALOGUE, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(withoutMoment(refused.json())).toEqual(withoutMoment(plain.json()));
  });

  it('leaves small answers as they are', async () => {
    const session = await new Client(t.app).get('/api/auth/viisp/user-info', { 'accept-encoding': 'br' });
    expect(session.rawPayload.length).toBeLessThan(1024);
    expect(session.headers['content-encoding']).toBeUndefined();
  });

  it('sends a public answer from memory compressed, the same JSON as the first', async () => {
    const client = new Client(t.app);
    const first = await client.get(DESCRIPTIONS, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await client.get(DESCRIPTIONS, { 'accept-encoding': encoding });
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(again.headers.vary).toMatch(/accept-encoding/i);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(decoded(again)).toEqual(decoded(first));
    }
  });
});
