/**
 * How the built web app is served (issue 16 item 2): text files compressed at build time (brotli
 * and gzip, scripts/compress.ts) and sent as the browser accepts them with `Vary: Accept-Encoding`;
 * hashed assets cached for a year and immutable; HTML, the service worker and the manifest
 * revalidated on each use. A small build is made here and compressed by the build's own step.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressFolder } from '../../scripts/compress.ts';
import { cookieNames } from '../../src/server/plugins/cookie-names.ts';
import { ANONYMOUS_PREFIX } from '../../src/server/plugins/xsrf.ts';
import { LANGUAGES, type MessageId, translate } from '../../src/shared/i18n/index.ts';
import { FIRST_PAINT_PAGES, firstPaintTable } from '../../src/web/app/first-paint.tsx';
import { createTestApp, type TestApp } from '../support/app.ts';
import { undeclaredRoutes } from '../support/declared-routes.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const YEAR = 'public, max-age=31536000, immutable';

const script = `export const texts = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => `Leidimas numeris ${i}: žvejybos kortelė galioja iki metų pabaigos`),
)};\n`;
const html = `<!doctype html><html lang="lt"><head><meta charset="UTF-8"><title>Aplinkos leidimai</title>
<script type="module" crossorigin src="/assets/index-AbC123xy.js"></script>
<link rel="stylesheet" href="/assets/index-Dd44Ee55.css"></head>
<body><div id="root"></div><noscript>${'Aplinkos leidimų sistemai reikia „JavaScript“. '.repeat(12)}</noscript></body></html>\n`;
const css = `${Array.from({ length: 60 }, (_, i) => `.c${i} { color: #0b6e4f; margin: ${i}px; }`).join('\n')}\n`;
const worker = `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ url: `/assets/chunk-${i}.js`, revision: null })))};\n`;
/** A picture: compressed already, sent as it is. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'permits-web-build-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'icons'));
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'assets', 'index-AbC123xy.js'), script);
  writeFileSync(join(root, 'assets', 'index-Dd44Ee55.css'), css);
  writeFileSync(join(root, 'service-worker.js'), worker);
  writeFileSync(join(root, 'icons', 'icon-192.png'), png);
  await compressFolder(root);
  t = await createTestApp({}, { webRoot: root });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build step', () => {
  it('writes a brotli and a gzip variant beside each text file, none for pictures', () => {
    expect(readdirSync(join(root, 'assets')).sort()).toEqual([
      'index-AbC123xy.js',
      'index-AbC123xy.js.br',
      'index-AbC123xy.js.gz',
      'index-Dd44Ee55.css',
      'index-Dd44Ee55.css.br',
      'index-Dd44Ee55.css.gz',
    ]);
    expect(readdirSync(join(root, 'icons'))).toEqual(['icon-192.png']);
  });
});

describe('compressed answers', () => {
  it('sends brotli to a browser that accepts it, with Vary and the right type', async () => {
    const res = await get('/assets/index-AbC123xy.js', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip (Chromium over plain http)', async () => {
    const res = await get('/assets/index-Dd44Ee55.css', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(css);
  });

  it('sends the file as it is to a client that accepts no encoding, still with Vary', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123xy.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body).toBe(script);
    }
  });

  it('compresses the page itself on every address of the app, and the service worker', async () => {
    for (const url of ['/', '/paraiskos/l05_1', '/index.html']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
    const sw = await get('/service-worker.js', 'gzip');
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sw.rawPayload).toString()).toBe(worker);
  });

  it('sends pictures as they are, without Vary', async () => {
    const res = await get('/icons/icon-192.png', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('does not serve the variants under their own names', async () => {
    for (const url of ['/assets/index-AbC123xy.js.br', '/assets/index-AbC123xy.js.gz', '/index.html.br']) {
      expect((await get(url, BROWSER)).statusCode).toBe(404);
    }
  });
});

describe('the route table with a build', () => {
  it('has no undeclared route beside the build’s own files (the one allow-list of the generated suites)', () => {
    const files = t.app.routeList.filter((r) => !r.declaration).map((r) => r.url);
    expect(files).toContain('/index.html');
    expect(files.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(undeclaredRoutes(t.app)).toEqual([]);
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, immutable, in every encoding', async () => {
    for (const accept of [BROWSER, 'gzip', undefined]) {
      expect((await get('/assets/index-AbC123xy.js', accept)).headers['cache-control']).toBe(YEAR);
      expect((await get('/assets/index-Dd44Ee55.css', accept)).headers['cache-control']).toBe(YEAR);
    }
  });

  it('revalidates the page, the service worker and files outside /assets on each use', async () => {
    for (const url of ['/', '/index.html', '/mano-bilietai', '/service-worker.js', '/icons/icon-192.png']) {
      for (const accept of [BROWSER, undefined]) {
        expect((await get(url, accept)).headers['cache-control'], url).toBe('no-cache');
      }
    }
  });

  it('answers a revalidation of the page with 304 while it has not changed', async () => {
    const first = await get('/', BROWSER);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': BROWSER, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown file 404 and an API path with the API error, not the page', async () => {
    expect((await get('/assets/missing-1234abcd.js', BROWSER)).statusCode).toBe(404);
    const api = await get('/api/no-such-thing', BROWSER);
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('a page’s HTML with its first links (issue 16 target 1, page-html.ts)', () => {
  const withScript = html.replace('<head>', '<head><script src="/assets/first-page-Zz99.js" async></script>');
  const table = {
    script: '/assets/first-page-Zz99.js',
    pages: [
      {
        path: '^\\/paraiskos\\/l0[56]_[12]$',
        files: ['purchase-page-Q1.js', 'purchase-page-Q2.css'],
        permits: true,
        data: ['/api/public/zvejyba/katalogas'],
      },
      {
        path: '^\\/paraiskos\\/[a-z]\\d\\d(?:_\\d+)?$',
        files: ['application-page-A1.js'],
        permits: true,
        allPermits: true,
        loggedIn: true,
        data: [],
      },
    ],
    texts: { lt: ['catalog-permits.field.lt.gen-L1.js'], en: ['catalog-permits.field.en.gen-E1.js'] },
    allTexts: { lt: ['catalog-permits.lt.gen-L2.js'], en: ['catalog-permits.en.gen-E3.js'] },
    englishCore: ['catalog.en.gen-E2.js'],
  };
  let tableRoot: string;
  let app: TestApp;
  beforeAll(async () => {
    tableRoot = mkdtempSync(join(tmpdir(), 'permits-web-build-'));
    mkdirSync(join(tableRoot, 'assets'));
    writeFileSync(join(tableRoot, 'index.html'), withScript);
    writeFileSync(join(tableRoot, 'first-page.json'), JSON.stringify(table));
    await compressFolder(tableRoot);
    app = await createTestApp({}, { webRoot: tableRoot });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(tableRoot, { recursive: true, force: true });
  });
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER, ...headers } });

  it('links the page’s code, texts and data in its language, without the script, compressed', async () => {
    const lt = await page('/paraiskos/l05_1');
    expect(lt.statusCode).toBe(200);
    expect(lt.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(lt.headers['content-encoding']).toBe('br');
    expect(lt.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(lt.headers['cache-control']).toBe('no-cache');
    const body = brotliDecompressSync(lt.rawPayload).toString();
    expect(body).not.toContain('first-page-Zz99.js');
    expect(body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/public/zvejyba/katalogas">',
    );
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/purchase-page-Q1.js">');
    expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/purchase-page-Q2.css">');
    expect(body).toContain('/assets/catalog-permits.field.lt.gen-L1.js');
    expect(body).not.toContain('.en.gen');

    const en = await page('/paraiskos/l05_1', { cookie: 'lang=en', 'accept-encoding': 'gzip' });
    expect(en.headers['content-encoding']).toBe('gzip');
    const english = gunzipSync(en.rawPayload).toString();
    expect(english).toContain('/assets/catalog-permits.field.en.gen-E1.js');
    expect(english).toContain('/assets/catalog.en.gen-E2.js');
    expect(en.headers.etag).not.toBe(lt.headers.etag);
  });

  it('answers another page with the session’s link only, without the script, and a revalidation with 304', async () => {
    const other = await page('/mano-bilietai', { 'accept-encoding': 'identity' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(
      html.replace(
        '</head>',
        '    <link rel="preload" as="fetch" crossorigin href="/api/auth/viisp/user-info">\n  </head>',
      ),
    );
    const again = await page('/mano-bilietai', { 'if-none-match': other.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('links a page behind the login only for a request with a session, with all the permit texts', async () => {
    const session = cookieNames(false).session;
    const stranger = await page('/paraiskos/l08_2', { 'accept-encoding': 'identity' });
    expect(stranger.body).not.toContain('application-page-A1.js');
    const preSession = await page('/paraiskos/l08_2', {
      'accept-encoding': 'identity',
      cookie: `${session}=${ANONYMOUS_PREFIX}abc`,
    });
    expect(preSession.body).toBe(stranger.body);
    const person = await page('/paraiskos/l08_2', {
      'accept-encoding': 'identity',
      cookie: `${session}=s3cr3t-session-token`,
    });
    expect(person.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/application-page-A1.js">',
    );
    expect(person.body).toContain('/assets/catalog-permits.field.lt.gen-L1.js');
    expect(person.body).toContain('/assets/catalog-permits.lt.gen-L2.js');
    expect(person.headers.etag).not.toBe(stranger.headers.etag);
    // The purchase (the row before it) is the purchase's, logged in or not.
    const buyer = await page('/paraiskos/l05_1', {
      'accept-encoding': 'identity',
      cookie: `${session}=s3cr3t-session-token`,
    });
    expect(buyer.body).toContain('purchase-page-Q1.js');
    expect(buyer.body).not.toContain('application-page-A1.js');
  });

  it('keeps the built file as it is for the service worker, and the table to itself', async () => {
    const built = await page('/index.html', { 'accept-encoding': 'identity' });
    expect(built.body).toBe(withScript);
    expect((await page('/first-page.json')).statusCode).toBe(404);
  });
});

describe('the first paint written into #root for a visitor not logged in (ADR 0043)', () => {
  const withScript = html.replace('<head>', '<head><script src="/assets/first-page-Zz99.js" async></script>');
  const table = {
    script: '/assets/first-page-Zz99.js',
    pages: [{ path: '^\\/permits$', files: ['permits-page-P1.js'], permits: false, data: [] }],
    texts: { lt: ['catalog-permits.field.lt.gen-L1.js'], en: ['catalog-permits.field.en.gen-E1.js'] },
    englishCore: ['catalog.en.gen-E2.js'],
  };
  /** Each written page's heading and lead, as the catalogs say them. */
  const EXPECTED: Record<string, [MessageId, MessageId]> = {
    '/': ['home.publicTitle', 'home.publicLead'],
    '/permits': ['route.permits', 'permits.lead'],
    '/mano-bilietai': ['route.wallet', 'wallet.lead'],
    '/laimikio-ataskaita': ['route.catchReportForm', 'catchForm.lead'],
  };
  const SESSION = cookieNames(false).session;
  let paintRoot: string;
  let app: TestApp;
  beforeAll(async () => {
    paintRoot = mkdtempSync(join(tmpdir(), 'permits-web-build-'));
    mkdirSync(join(paintRoot, 'assets'));
    writeFileSync(join(paintRoot, 'index.html'), withScript);
    writeFileSync(join(paintRoot, 'first-page.json'), JSON.stringify(table));
    // What the build writes (vite.config.ts firstPaint), from the app's own components.
    writeFileSync(join(paintRoot, 'first-paint.json'), JSON.stringify(firstPaintTable()));
    await compressFolder(paintRoot);
    app = await createTestApp({}, { webRoot: paintRoot });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(paintRoot, { recursive: true, force: true });
  });
  const page = (url: string, cookie?: string) =>
    app.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
    });
  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<noscript>'));
  const escapeText = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');

  it('names every written page here', () => {
    expect(FIRST_PAINT_PAGES.map((p) => p.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED).flatMap((path) => LANGUAGES.map((language) => [path, language] as const)))(
    '%s in %s: the header, one heading and the lead, no input, no footer',
    async (path, language) => {
      const res = await page(path, language === 'en' ? 'lang=en' : undefined);
      expect(res.statusCode).toBe(200);
      const root = rootOf(res.body);
      expect(res.body).toContain(`<html lang="${language}">`);
      const [title, lead] = EXPECTED[path]!;
      expect(root.match(/<h1[ >]/g)).toHaveLength(1);
      expect(root).toMatch(
        new RegExp(`<h1 [^>]*>${escapeRegExp(escapeText(translate(language, title)))}</h1>`),
      );
      expect(root).toMatch(
        new RegExp(`<p class="[^"]*lead">${escapeRegExp(escapeText(translate(language, lead)))}</p>`),
      );
      expect(root.match(/<header class="site-header"/g)).toHaveLength(1);
      expect(root).toContain(`>${escapeText(translate(language, 'menu.login'))}<`);
      expect(root).not.toMatch(/<(input|textarea|select|form)[ >]/);
      // Marked, and its buttons (menu, languages) disabled until the app replaces them.
      expect(root).toMatch(/^<div id="root"><div data-first-paint="" class="shell shell--public">/);
      expect(root.match(/<button /g)?.length).toBeGreaterThan(0);
      expect(root.match(/<button /g)).toEqual(root.match(/<button disabled="" /g)?.map(() => '<button '));
      expect(root).not.toContain('site-footer');
    },
  );

  it('writes it for an anonymous visitor’s pre-session too, never for a session, nor elsewhere', async () => {
    const none = await page('/permits');
    const anonymous = await page('/permits', `${SESSION}=${ANONYMOUS_PREFIX}abc; lang=lt`);
    expect(anonymous.body).toBe(none.body);
    expect(rootOf(none.body)).toContain('page-header__lead');

    const loggedIn = await page('/permits', `${SESSION}=s3cr3t-session-token`);
    expect(loggedIn.body).toContain('<div id="root"></div>');
    expect(loggedIn.body).not.toContain('page-header');
    expect(loggedIn.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(loggedIn.headers.etag).not.toBe(none.headers.etag);
    // The same links either way: only #root differs.
    expect(loggedIn.body).toBe(none.body.replace(rootOf(none.body), '<div id="root"></div>'));

    for (const other of ['/paraiskos/l05_1', '/map', '/permits/l05_1', '/mano-paraiskos']) {
      expect((await page(other)).body).toContain('<div id="root"></div>');
    }
  });

  it('keeps the built file without it for the service worker, and the table to itself', async () => {
    expect((await page('/index.html')).body).toBe(withScript);
    expect((await page('/first-paint.json')).statusCode).toBe(404);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
