/**
 * The portal's service worker (architecture §5, ADR 0006), built by vite-plugin-pwa
 * (`injectManifest`, IIFE) into `/service-worker.js`.
 *
 * What it answers, and from where:
 * - the app shell (index.html, the JS and CSS chunks the field journeys need, with both language
 *   catalogs inside, icons, the manifest): precached at install, listed by the build in
 *   `self.__WB_MANIFEST`;
 * - the build files left out of the precache (vite.config.ts, ADR 0006 addendum): heavy lazy
 *   chunks (the map library) and the desk-only pages (back office, content administration, test
 *   tools), with their stylesheets: cached when first loaded (their names carry a hash, so a
 *   cached one is never stale), so they too open offline once used;
 * - page navigations: the precached index.html (the SPA draws the page), except `/api/…`,
 *   `/gateway-sim/…` and paths naming a file, which go to the network as before;
 * - public content answers (`GET /api/content/…`, not `/api/content/admin/…`): stale-while-
 *   revalidate, so content pages already seen open offline;
 * - the fishing map (issue 5 item 7): its code is a heavy lazy chunk (above); Lithuania's outline
 *   (`/map/…`) stale-while-revalidate; the public fishing catalogue (`GET /api/public/zvejyba/
 *   katalogas`, the same for everyone) network first, the last answer when offline, marked
 *   `X-Served-From-Cache: 1` so the page says how old it is;
 * - the forest felling map (issue 7 item 4): its public answers (`GET /api/public/miskai/kirtimai`,
 *   one per filter, the same for everyone) the same way, in a cache of their own so that browsing
 *   many filters never pushes the fishing catalogue out;
 * - the public statistics reports (issue 22): their JSON answers (`GET /api/public/statistika/…`)
 *   the same way, in a cache of their own, so the last reports viewed open offline. No other
 *   `/api/public/…` path is kept: purchases and tickets are personal;
 * - every other request, and all of `/api/*` (personal data, sessions, login): not handled here at
 *   all, so the browser goes to the network and nothing is stored.
 *
 * A new version installs and then waits: it takes over only when the page posts `SKIP_WAITING`,
 * which the page does when the person agrees to reload (spec §2 "site content changed" dialog).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { ServiceWorkerScope } from './types.ts';

declare const self: ServiceWorkerScope;

/** Cache names carry a version: a change of format gets a new name and the old one is dropped. */
const CONTENT_CACHE = 'content-v1';
const CONTENT_FILES_CACHE = 'content-files-v1';
const LAZY_CHUNKS_CACHE = 'lazy-chunks-v1';
const MAP_FILES_CACHE = 'map-files-v1';
const FISHING_CATALOGUE_CACHE = 'fishing-catalogue-v1';
const FELLING_PERMITS_CACHE = 'felling-permits-v1';
const STATISTICS_CACHE = 'public-statistics-v1';
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Paths a navigation must reach the server for: the API, the gateway simulator, files (as the
 * server decides: an extension starts with a letter, so `/public-info/l16.1` is a page). Workbox
 * tests them against the path with its query string.
 */
// The payment provider's pages (the sandbox bank in development) are server pages, not the app's.
const NAVIGATION_DENYLIST = [
  /^\/api(\/|\?|$)/,
  /^\/gateway-sim(\/|\?|$)/,
  /^\/sandbox-bankas(\/|\?|$)/,
  /^[^?]*\.[a-z][a-z0-9]*(\?|$)/i,
];

// --- App shell ----------------------------------------------------------------------------------

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

// Hashed build files not in the precache (precached ones were answered by the route above).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: LAZY_CHUNKS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

// --- Public content (spec §7 content service) ---------------------------------------------------

function isPublicContent(url: URL): boolean {
  return (
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/content/') &&
    !url.pathname.startsWith('/api/content/admin/')
  );
}

/**
 * Stale-while-revalidate; but a request that asks the browser to revalidate (`cache: 'no-cache'`,
 * sent for a while after an administrator's edit) must get the new answer: network first, the
 * cached one only when offline.
 */
function contentRoute(cacheName: string, maxEntries: number): RouteHandlerCallback {
  const plugins = () => [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ];
  const usual: Strategy = new StaleWhileRevalidate({ cacheName, plugins: plugins() });
  const fresh: Strategy = new NetworkFirst({ cacheName, plugins: plugins() });
  return (options) => {
    const mode = options.request.cache;
    const revalidate = mode === 'no-cache' || mode === 'reload' || mode === 'no-store';
    return (revalidate ? fresh : usual).handle(options);
  };
}

registerRoute(
  ({ url }) => isPublicContent(url) && !url.pathname.startsWith('/api/content/upload/'),
  contentRoute(CONTENT_CACHE, 200),
  'GET',
);

// Pictures and documents of content pages: fewer of them, they are larger.
registerRoute(
  ({ url }) => isPublicContent(url) && url.pathname.startsWith('/api/content/upload/'),
  contentRoute(CONTENT_FILES_CACHE, 30),
  'GET',
);

// --- Fishing map (issue 5 item 7) ---------------------------------------------------------------

/** Read by src/web/features/anglers/catalogue-query.ts (the same name there). */
const SERVED_FROM_CACHE_HEADER = 'X-Served-From-Cache';
const FISHING_CATALOGUE_PATH = '/api/public/zvejyba/katalogas';
/** A slow network loses to the kept answer after this long (it still refreshes the cache). */
const CATALOGUE_NETWORK_TIMEOUT_SECONDS = 6;

/** Marks an answer taken from the cache, so the page can tell it from a fresh one. */
const markServedFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SERVED_FROM_CACHE_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// Lithuania's outline and any other file of the map's own base (public/map/).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/map/') && request.mode !== 'navigate',
  new StaleWhileRevalidate({
    cacheName: MAP_FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 90 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
  'GET',
);

// The public catalogue only, by its exact path: licence counts change, so the network comes first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === FISHING_CATALOGUE_PATH,
  new NetworkFirst({
    cacheName: FISHING_CATALOGUE_CACHE,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 2, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      // Last, so it marks only what the expiration check let through.
      markServedFromCache,
    ],
  }),
  'GET',
);

// The felling map's answers, by their exact path (any filters): decisions change them, so the
// network comes first; the last answer for each of the latest filters viewed is kept.
const FELLING_PERMITS_PATH = '/api/public/miskai/kirtimai';
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === FELLING_PERMITS_PATH,
  new NetworkFirst({
    cacheName: FELLING_PERMITS_CACHE,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      markServedFromCache,
    ],
  }),
  'GET',
);

// The public statistics reports (issue 22, ADR 0030): the JSON answers (one per report and
// filters, the same for everyone), network first, the last ones viewed kept so that they open
// offline. Their CSV downloads are not kept.
const STATISTICS_PATH = '/api/public/statistika/';
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith(STATISTICS_PATH) &&
    !url.pathname.endsWith('.csv'),
  new NetworkFirst({
    cacheName: STATISTICS_CACHE,
    networkTimeoutSeconds: CATALOGUE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      markServedFromCache,
    ],
  }),
  'GET',
);

// Everything else under /api/ has no route: it goes straight to the network, never to a cache.

// --- Life cycle ---------------------------------------------------------------------------------

// The first version takes the open page at once (nothing older to disagree with). A later version
// waits in `installed` until the page asks, so a page with unsaved input is never taken over.
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// --- Outbox wake-up -----------------------------------------------------------------------------
// The Dexie outbox is sent by the page (architecture §5,
// src/web/features/anglers/catch-report/outbox.ts); Background Sync, where the browser has it, only
// wakes it sooner: the open windows are told to send.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'OUTBOX_SYNC' });
    }),
  );
});
