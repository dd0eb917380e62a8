/**
 * The data addresses the server preloads for a field page (FIRST_PAGE_PRELOADS `data`, written
 * into the page's HTML by src/server/plugins/page-html.ts) are exactly those the page's first
 * render asks for (FIRST_DATA in pages.tsx), in both languages: a preload spelled otherwise (`:`
 * for `%3A`, another parameter order) is fetched twice, and a page that starts asking for more
 * data without a preload waits a round trip more before its first paint. The app's requests are
 * recorded from `fetch`.
 */
import { QueryClient } from '@tanstack/react-query';
import { FIRST_PAGE_PRELOADS } from '../../../scripts/first-page-preloads.ts';
import { LANGUAGES } from '../../shared/i18n/index.ts';
import { fetchFirstData, routeAt } from './pages.tsx';

/** An address of each field page; every FIRST_PAGE_PRELOADS row must match one. */
const FIELD_PAGES = [
  '/',
  '/permits',
  '/paraiskos/l05_1',
  '/paraiskos/l06_2',
  '/mano-bilietai',
  '/laimikio-ataskaita',
  '/map',
  '/paraiskos/l08_2',
];

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first page preloads', () => {
  it('have a field page address for every row', () => {
    for (const row of FIRST_PAGE_PRELOADS)
      expect(
        FIELD_PAGES.some((path) => row.path.test(path)),
        String(row.path),
      ).toBe(true);
  });

  for (const path of FIELD_PAGES) {
    for (const language of LANGUAGES) {
      it(`name the data ${path} asks for first, in ${language}`, async () => {
        const row = FIRST_PAGE_PRELOADS.find((page) => page.path.test(path));
        const preloaded = (row?.data ?? []).map((url) => url.replaceAll('{lang}', language));
        const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        await Promise.allSettled(fetchFirstData(routeAt(path).route, client, language));
        expect([...new Set(asked)].sort()).toEqual([...preloaded].sort());
        client.clear();
      });
    }
  }
});
