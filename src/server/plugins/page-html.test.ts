import {
  chooseEncoding,
  type FirstPageTable,
  firstPageHtml,
  firstPageIndex,
  firstPaintAt,
  parseFirstPageTable,
  parseFirstPaintTable,
} from './page-html.ts';

const table: FirstPageTable = {
  script: '/assets/first-page-Ab12.js',
  pages: [
    {
      path: '^\\/$',
      files: ['home-page-1.js', 'home-page-2.css'],
      permits: false,
      data: ['/api/w?_locale={lang}'],
    },
    { path: '^\\/map$', files: ['map-page-3.js', 'dates-4.js', 'dates-4.js'], permits: true, data: [] },
  ],
  texts: { lt: ['catalog-permits.field.lt.gen-5.js'], en: ['catalog-permits.field.en.gen-6.js'] },
  englishCore: ['catalog.en.gen-7.js'],
};

const indexHtml = `<!doctype html>
<html lang="lt">
  <head>
    <script src="/assets/first-page-Ab12.js" async></script>

    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('the page HTML with its first links', () => {
  it('leaves the script out and links the page’s code, texts and data after the entry', () => {
    const html = firstPageHtml(indexHtml, table, firstPageIndex(table, '/map'), 'lt');
    expect(html).not.toContain('first-page-Ab12.js');
    expect(html).toContain('<meta charset="UTF-8" />');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf('index-1.js')).toBeLessThan(head.indexOf('map-page-3.js'));
    expect(head.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/viisp/user-info">',
      '<link rel="modulepreload" crossorigin href="/assets/map-page-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/dates-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/catalog-permits.field.lt.gen-5.js">',
    ]);
  });

  it('preloads the first data in the page’s language and its stylesheets as styles; English adds the core texts', () => {
    const html = firstPageHtml(indexHtml, table, firstPageIndex(table, '/'), 'en');
    expect(html.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/viisp/user-info">',
      '<link rel="preload" as="fetch" crossorigin href="/api/w?_locale=en">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-2.css">',
      '<link rel="modulepreload" crossorigin href="/assets/catalog.en.gen-7.js">',
    ]);
  });

  it('links only the session for another page in Lithuanian, and matches the whole path only', () => {
    expect(firstPageIndex(table, '/map/x')).toBe(-1);
    const html = firstPageHtml(indexHtml, table, -1, 'lt');
    expect(html.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/viisp/user-info">',
    ]);
    expect(html).not.toContain('first-page');
  });

  it('links a page behind the login, with all the permit texts, only for a request with a session', () => {
    const withForm: FirstPageTable = {
      ...table,
      pages: [
        ...table.pages,
        {
          path: '^\\/paraiskos\\/l08_2$',
          files: ['application-page-8.js'],
          permits: true,
          allPermits: true,
          loggedIn: true,
          data: [],
        },
      ],
      allTexts: { lt: ['catalog-permits.lt.gen-9.js'], en: ['catalog-permits.en.gen-10.js'] },
    };
    expect(firstPageIndex(withForm, '/paraiskos/l08_2')).toBe(-1);
    expect(firstPageIndex(withForm, '/paraiskos/l08_2', true)).toBe(2);
    expect(firstPageIndex(withForm, '/map', true)).toBe(1);
    const html = firstPageHtml(indexHtml, withForm, firstPageIndex(withForm, '/paraiskos/l08_2', true), 'lt');
    expect(html.match(/<link [^>]+>/g)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/viisp/user-info">',
      '<link rel="modulepreload" crossorigin href="/assets/application-page-8.js">',
      '<link rel="modulepreload" crossorigin href="/assets/catalog-permits.field.lt.gen-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/catalog-permits.lt.gen-9.js">',
    ]);
    expect(parseFirstPageTable(JSON.stringify(withForm))).toEqual(withForm);
    const badTexts = { ...withForm, allTexts: { lt: ['"><x'], en: [] } };
    expect(parseFirstPageTable(JSON.stringify(badTexts))).toBeUndefined();
  });

  it('takes a table the build wrote and refuses anything else', () => {
    expect(parseFirstPageTable(JSON.stringify(table))).toEqual(table);
    expect(parseFirstPageTable('not json')).toBeUndefined();
    expect(parseFirstPageTable(JSON.stringify({ ...table, englishCore: ['"><script>'] }))).toBeUndefined();
    const badData = { ...table, pages: [{ ...table.pages[0], data: ['https://elsewhere.example/x'] }] };
    expect(parseFirstPageTable(JSON.stringify(badData))).toBeUndefined();
  });
});

describe('the first paint written into #root (ADR 0043)', () => {
  const paints = {
    pages: [{ path: '/permits', html: { lt: '<h1>Leidimai $& $1</h1>', en: '<h1>Permits</h1>' } }],
  };

  it('writes the page’s markup into the empty #root, the links staying where they were', () => {
    const paint = firstPaintAt(paints, '/permits', 'lt');
    const html = firstPageHtml(indexHtml, table, -1, 'lt', paint);
    // `$&` and `$1` are text, not replacement patterns.
    expect(html).toContain('<body><div id="root"><h1>Leidimai $& $1</h1></div></body>');
    const [before, after] = firstPageHtml(indexHtml, table, -1, 'lt').split('<div id="root"></div>');
    expect(html).toBe(`${before}<div id="root"><h1>Leidimai $& $1</h1></div>${after}`);
  });

  it('has markup only for the exact addresses of the table, in the language asked for', () => {
    expect(firstPaintAt(paints, '/permits', 'en')).toBe('<h1>Permits</h1>');
    const english = firstPageHtml(indexHtml, table, -1, 'en', firstPaintAt(paints, '/permits', 'en'));
    expect(english).toContain('<html lang="en">');
    expect(firstPageHtml(indexHtml, table, -1, 'en')).toContain('<html lang="lt">');
    expect(firstPaintAt(paints, '/permits/l05_1', 'lt')).toBeUndefined();
    expect(firstPaintAt(paints, '/', 'lt')).toBeUndefined();
    expect(firstPageHtml(indexHtml, table, -1, 'lt', undefined)).toContain('<div id="root"></div>');
  });

  it('takes a table the build wrote and refuses anything else', () => {
    expect(parseFirstPaintTable(JSON.stringify(paints))).toEqual(paints);
    expect(parseFirstPaintTable('[')).toBeUndefined();
    expect(
      parseFirstPaintTable(JSON.stringify({ pages: [{ path: '/x', html: { lt: '' } }] })),
    ).toBeUndefined();
    expect(
      parseFirstPaintTable(JSON.stringify({ pages: [{ path: 'x', html: { lt: '', en: '' } }] })),
    ).toBeUndefined();
  });
});

describe('the encoding chosen', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['*', 'br'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
