/**
 * The content service's public reads answered from memory (issue 8 item 2, http/answer-cache.ts),
 * as a node runs outside the test environment (CONTENT_CACHE_MS, 1 s by default): a copy answers
 * the same URL without the database; an edit through the node clears it at once; a change made
 * elsewhere (another node, here the database itself) shows within the cache's time, or at once to
 * a client asking for a fresh answer; errors and other people's languages are never served from it.
 */
import { eq } from 'drizzle-orm';
import { aboutPages } from '../../src/server/db/schema-content.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';

const ADMIN = ['39912319997', 'Lukas', 'Žemaitis'] as const;
const TTL_MS = 1_500;
const ABOUT = '/api/content/about?_locale=lt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_CACHE_MS: String(TTL_MS) });
});
afterAll(() => t.close());

/** Changes the Lithuanian about page behind the node's back, as another node's edit would. */
const retitle = (title: string) =>
  t.database.db.update(aboutPages).set({ title }).where(eq(aboutPages.locale, 'lt'));
const titleOf = async (client: Client, headers: Record<string, string> = {}) =>
  (await client.request({ method: 'GET', url: ABOUT, headers })).json().title as string;

describe('public content answered from memory', () => {
  it('keeps a copy for its time, unless the client asks for a fresh one', async () => {
    const reader = new Client(t.app);
    const first = await reader.get(ABOUT);
    expect(first.statusCode).toBe(200);
    const original = first.json().title as string;

    await retitle('Pakeista kitame mazge');
    const again = await reader.get(ABOUT);
    expect(again.json().title).toBe(original);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['set-cookie']).toBeUndefined();
    // A hard reload or the web app after an edit (fetch cache: 'no-cache') reads the database.
    expect(await titleOf(reader, { 'cache-control': 'max-age=0' })).toBe('Pakeista kitame mazge');

    await retitle('Dar kartą pakeista');
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect(await titleOf(reader)).toBe('Dar kartą pakeista');
  });

  it('is cleared by an edit through the node', async () => {
    const reader = new Client(t.app);
    await reader.get(ABOUT);
    const admin = new Client(t.app);
    await admin.testLogin(...ADMIN);
    const saved = await admin.put('/api/content/admin/about/lt', {
      title: 'Apie portalą (nauja)',
      content: '<p>Naujas tekstas.</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(await titleOf(reader)).toBe('Apie portalą (nauja)');
  });

  it('never keeps an error, which speaks the caller language', async () => {
    const lt = await new Client(t.app, 'lt').get('/api/content/about?_locale=xx');
    const en = await new Client(t.app, 'en').get('/api/content/about?_locale=xx');
    expect([lt.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(lt.json().message).not.toBe(en.json().message);
  });
});
