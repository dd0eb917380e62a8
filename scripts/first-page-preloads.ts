/**
 * The field pages whose code the HTML starts fetching itself (issue 16 target 1): `path` as the
 * browser shows it, `module` the page's lazy module (a pattern that names no chunk fails the build),
 * `permits` when the page needs the field part of the permit engine's texts (permit-messages.ts),
 * `data` the public API answers its first render waits for (FIRST_DATA in src/web/app/pages.tsx),
 * spelled exactly as the app asks for them (`{lang}` the page's language): publicly cacheable
 * answers, which the page's own request then takes from the preload or the HTTP cache. A row with
 * `loggedIn` is a page behind the login: its links are written only into the HTML of a request
 * that carries a person's session (page-html.ts), never for a stranger, who is shown the login
 * prompt instead; without the server (the built index.html's script) it is not preloaded.
 * `allPermits`: the page waits for all the permit texts (withPermitMessages), not the field part.
 * `later`: the module a page whose route module draws only its header asks for after that header's
 * paint (ui/after-paint.ts `laterPart`, ADR 0045). Never preloaded; the chunk groups
 * (vite.config.ts `fieldCommonName`, `formPagesName`) count its modules as the page's, and keep the
 * route module's own imports out of the groups, so that the header does not load the later part's
 * chunk.
 *
 * Its own file (read by vite.config.ts) so that a unit test can check the `data` addresses against
 * what the pages really ask for (src/web/app/first-page-preloads.test.ts): a preload spelled
 * otherwise is a second download, not a saved round trip.
 */
export const FIRST_PAGE_PRELOADS: readonly {
  path: RegExp;
  module: RegExp;
  permits?: boolean;
  also?: RegExp;
  data?: readonly string[];
  loggedIn?: boolean;
  allPermits?: boolean;
  later?: RegExp;
}[] = [
  {
    path: /^\/$/,
    module: /src[\\/]web[\\/]features[\\/]home[\\/]home-page\.tsx$/,
    data: [
      '/api/content/warnings?_locale={lang}',
      '/api/content/articles?_sort=createdAt%3ADESC&_start=0&_limit=3&_locale={lang}',
    ],
  },
  {
    path: /^\/permits$/,
    module: /src[\\/]web[\\/]features[\\/]permits[\\/]permits-catalogue-page\.tsx$/,
    // The HTML sanitizer for the list's article (FIRST_DATA in src/web/app/pages.tsx): asked for
    // only once the article had arrived, one more round trip before the first render.
    also: /node_modules[\\/]dompurify[\\/]/,
    data: [
      '/api/content/permits?_sort=permitId%3AASC&_locale={lang}',
      '/api/content/articles?showInPermitsList=true&_limit=1&_locale={lang}',
    ],
  },
  {
    path: /^\/paraiskos\/l0[56]_[12]$/,
    module: /src[\\/]web[\\/]features[\\/]anglers[\\/]purchase[\\/]purchase-page\.tsx$/,
    permits: true,
    data: ['/api/public/zvejyba/katalogas'],
    // The catalogue's query (FIRST_DATA in src/web/app/pages.tsx), which the first render waits for:
    // the header no longer imports its chunk, which was asked for only once the entry had run.
    also: /src[\\/]web[\\/]features[\\/]anglers[\\/]catalogue-query\.ts$/,
    // The first screen's header first; the journey (the form, its rules) after its paint.
    later: /src[\\/]web[\\/]features[\\/]anglers[\\/]purchase[\\/]purchase-journey\.tsx$/,
  },
  {
    path: /^\/mano-bilietai$/,
    module: /src[\\/]web[\\/]features[\\/]anglers[\\/]wallet[\\/]wallet-page\.tsx$/,
    permits: true,
    // The header first; Dexie and the tickets after its paint (wallet-page.tsx).
    later: /src[\\/]web[\\/]features[\\/]anglers[\\/]wallet[\\/]wallet-body\.tsx$/,
  },
  {
    path: /^\/laimikio-ataskaita$/,
    module: /src[\\/]web[\\/]features[\\/]anglers[\\/]catch-report[\\/]catch-report-page\.tsx$/,
    permits: true,
    // The header first; the form, Dexie and the reports after its paint (catch-report-page.tsx).
    later: /src[\\/]web[\\/]features[\\/]anglers[\\/]catch-report[\\/]catch-report-body\.tsx$/,
  },
  { path: /^\/map$/, module: /src[\\/]web[\\/]features[\\/]map[\\/]map-page\.tsx$/, permits: true },
  // The application form of the other kinds (the felling notice, `/paraiskos/l08_2`), logged in:
  // its code was asked for only once the entry had arrived and run. Only the route's module, which
  // draws the header: the form, its texts and the drafts' database (Dexie) are asked for after the
  // header has painted (application-route.tsx), so that the heading does not wait for them.
  {
    path: /^\/paraiskos\/[a-z]\d\d(?:_\d+)?$/,
    module: /src[\\/]web[\\/]features[\\/]application-form[\\/]application-route\.tsx$/,
    later: /src[\\/]web[\\/]features[\\/]application-form[\\/]application-page\.tsx$/,
    loggedIn: true,
  },
];
