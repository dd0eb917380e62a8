/**
 * Build of the web app (architecture §1): `src/web` → `dist/web`, served with the API from one
 * origin by `npm start`. In development `/api` goes to the server on 127.0.0.1:8080.
 *
 * The start page has a budget (house style §9 "budgets are code"): the JavaScript Chromium really
 * downloads for `/` on a first visit must stay at or under 130 KB gzipped, checked in the browser
 * after the build (tests/e2e/start-page-size.test.ts, part of `npm test`). Per-kind forms, maps,
 * the permit texts and the offline machinery are lazy chunks outside it. `npm run build` then
 * compresses the text files (scripts/compress.ts) for the server to send.
 *
 * The service worker (architecture §5, ADR 0006) is `sw/service-worker.ts`, built by vite-plugin-pwa
 * (`injectManifest`, IIFE as Vite 8 needs) into `/service-worker.js`; the page registers it itself
 * (`src/web/platform/offline`) and the manifest is the static `public/manifest.webmanifest`. Its
 * precache (the app shell) is what the field journeys need with no network (ADR 0006, addendum
 * 2026-11-21): the desk-only pages of ONLINE_ONLY_PAGES and lazy chunks over HEAVY_LAZY_CHUNK_KB
 * stay out of it, with every chunk and stylesheet that only they need (the worker caches them when
 * first used), and the rest has a budget too: it must stay under PRECACHE_BUDGET_KB, far from the
 * 2 MiB per-file limit that vite-plugin-pwa turns into a build error.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_PAGE_PRELOADS } from './scripts/first-page-preloads.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
/** The lazy chunk of the home page, loaded on `/` together with the entry. */
const HOME_PAGE_MODULE = /src[\\/]web[\\/]features[\\/]home[\\/]home-page\.tsx$/;
// 1792 until issue 23: the drafts' outbox on the sync engine, the draft session and the page-hide
// copy (ADR 0038) add 5 KiB that the offline L08 journeys need precached (left out, a reconnect
// after an offline reload never sent the draft).
const PRECACHE_BUDGET_KB = 1800;
const HEAVY_LAZY_CHUNK_KB = 250;
/**
 * Heavy, but precached all the same: the permit pages' messages. The field journeys (the angler's
 * wallet, purchase and download form, issue 5) need them, and must open offline on a phone that
 * has only ever seen the start page, not only after a first online visit to each of them.
 */
const ALWAYS_PRECACHED = /catalog-permits/;
/**
 * Pages used at a desk with a connection, never in the field: their lazy chunks (the module each
 * dynamic import names) are left out of the precache, together with whatever only they use. A
 * pattern that names no chunk fails the build, so a moved file cannot quietly bring a page back.
 */
const ONLINE_ONLY_PAGES: readonly RegExp[] = [
  // The officers' back office (issue 4): decisions are made online, against the register.
  /src[\\/]web[\\/]features[\\/]back-office[\\/]back-office-pages\.tsx$/,
  // The content administrators' editor (ADR 0005): what it saves goes straight to the server.
  /src[\\/]web[\\/]features[\\/]admin-content[\\/]content-admin-page\.tsx$/,
  // The fishing management desk (issues 18, 19): lessors' water bodies, offers, licence requests
  // and sales summary, the quotas and their conversion, and the officers' pages for them; each
  // says when the network is missing.
  /src[\\/]web[\\/]features[\\/]fishing-management[\\/]fishing-pages\.tsx$/,
  // The officers' payments and bank statements (issue 20).
  /src[\\/]web[\\/]features[\\/]fees[\\/]payments-page\.tsx$/,
  // Test and development tools: the local mailbox (`/pasto-dezute`), SMS inbox (`/sms-dezute`)
  // and the test login.
  /src[\\/]web[\\/]features[\\/]mailbox[\\/]mailbox-page\.tsx$/,
  /src[\\/]web[\\/]features[\\/]mailbox[\\/]sms-inbox-page\.tsx$/,
  // The unsubscribe page of notice mails (ADR 0036): opened from a mail, it needs the server anyway.
  /src[\\/]web[\\/]features[\\/]mailbox[\\/]unsubscribe-page\.tsx$/,
  /src[\\/]web[\\/]features[\\/]auth[\\/]test-login-page\.tsx$/,
];

/** The chunks the start page loads, as startPageChunks found them; always precached. */
const startPageFiles = new Set<string>();
/** Built files the precache leaves out, with the reason, as the offline shell plugin found them. */
const leftOutOfPrecache = new Map<string, string>();

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Finds the chunks the start page loads (the entry, what it imports, and the lazy home page), which
 * the precache always keeps. Their size is checked where it is real, in the browser
 * (tests/e2e/start-page-size.test.ts), not here.
 */
function startPageChunks(): Plugin {
  return {
    name: 'start-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const needed = new Set<string>();
      const visit = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) {
        const isHome = chunk.moduleIds.some((id) => HOME_PAGE_MODULE.test(id));
        if (chunk.isEntry || isHome) visit(chunk.fileName);
      }
      startPageFiles.clear();
      for (const fileName of needed) startPageFiles.add(fileName);
    },
  };
}

/** A lazy script too big for the shell: cached by the worker when first used instead. */
function isHeavy(fileName: string, size: number): boolean {
  return (
    !startPageFiles.has(fileName) && !ALWAYS_PRECACHED.test(fileName) && size > HEAVY_LAZY_CHUNK_KB * 1024
  );
}

/**
 * Decides what the precache leaves out (ADR 0006 addendum). A chunk is precached when the entry
 * reaches it through static imports and through dynamic imports of pages other than
 * ONLINE_ONLY_PAGES, unless it is heavy (over HEAVY_LAZY_CHUNK_KB, outside the start page and
 * ALWAYS_PRECACHED). A stylesheet follows the chunks that import it: precached when one of them
 * is (the map library's stylesheet is loaded only with the map library).
 */
function offlineShell(): Plugin {
  return {
    name: 'offline-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const builtFrom = (page: RegExp) => (chunk: ChunkLike) => page.test(chunk.facadeModuleId ?? '');
      const onlineOnly = (chunk: ChunkLike) => ONLINE_ONLY_PAGES.some((page) => builtFrom(page)(chunk));
      for (const page of ONLINE_ONLY_PAGES) {
        if (![...chunks.values()].some(builtFrom(page))) {
          this.error(`ONLINE_ONLY_PAGES: no lazy chunk is built from ${page}; correct the pattern`);
        }
      }

      const reached = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || reached.has(fileName)) return;
        reached.add(fileName);
        for (const imported of chunk.imports) visit(imported);
        for (const imported of chunk.dynamicImports) {
          const target = chunks.get(imported);
          if (target && !onlineOnly(target)) visit(imported);
        }
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

      leftOutOfPrecache.clear();
      const precachedCss = new Set<string>();
      const leftOutCss = new Map<string, string>();
      for (const chunk of chunks.values()) {
        const reason = !reached.has(chunk.fileName)
          ? 'online-only page'
          : isHeavy(chunk.fileName, Buffer.byteLength(chunk.code))
            ? 'heavy'
            : undefined;
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          if (reason) leftOutCss.set(css, reason);
          else precachedCss.add(css);
        }
        if (reason) leftOutOfPrecache.set(chunk.fileName, reason);
      }
      for (const [css, reason] of leftOutCss) if (!precachedCss.has(css)) leftOutOfPrecache.set(css, reason);
    },
  };
}

/**
 * React Router publishes its development build only (warnings and checks kept in): a production
 * build of the app takes the library's own production build beside it, a few KB less on the start
 * page (issue 16 item 3).
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          },
        ],
      },
    }),
  };
}

/** The permit texts' field part (src/web/i18n/catalogs.ts), what the pages with `permits` load. */
const PERMIT_TEXTS = {
  lt: /catalog-permits\.field\.lt\.gen/,
  en: /catalog-permits\.field\.en\.gen/,
} as const;
const ENGLISH_CORE_TEXTS = /catalog\.en\.gen/;
/** The rest of the permit texts (withPermitMessages), for the pages with `allPermits`. */
const ALL_PERMIT_TEXTS = {
  lt: /catalog-permits\.lt\.gen/,
  en: /catalog-permits\.en\.gen/,
} as const;

/** A chunk of stylesheets only, which Vite removes from the bundle (its stylesheet stays). */
function isPureCss(chunk: ChunkLike): boolean {
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => /\.css(?:$|\?)/.test(id));
}

/**
 * FIRST_PAGE_PRELOADS as the build resolved it, for the server (`dist/web/first-page.json`, read by
 * src/server/plugins/web-app.ts; not a file of the site).
 */
interface FirstPageTable {
  /** The script the built index.html loads, which the server leaves out when it writes the links. */
  script: string;
  pages: {
    path: string;
    files: string[];
    permits: boolean;
    data: string[];
    /** Written only for a request with a person's session (page-html.ts). */
    loggedIn: boolean;
    /** The page loads all the permit texts (`allTexts`), not their field part only. */
    allPermits: boolean;
  }[];
  texts: { lt: string[]; en: string[] };
  /** The rest of the permit texts (catalog-permits.{lt,en}.gen), per language. */
  allTexts: { lt: string[]; en: string[] };
  englishCore: string[];
}
const FIRST_PAGE_TABLE = 'first-page.json';

/** The script FIRST_PAGE_PRELOADS makes, as the HTML names it (set by `generateBundle`). */
let firstPageScript: string | undefined;

/**
 * Without it, a page's own code is asked for only once the entry (React, the router, the query
 * library: over 100 KB) has arrived and run: a whole round trip and more later, the longest wait
 * before a phone's first paint (Lighthouse: the page's chunks after the entry's). This build step
 * writes `assets/first-page-[hash].js`, a small classic script the HTML loads `async` beside the
 * entry: it matches the address against FIRST_PAGE_PRELOADS and adds `modulepreload` links for
 * that page's chunks (and its texts in the language of the `lang` cookie), so they download in
 * parallel with the entry. A wrong guess costs bytes, never behaviour: the entry loads the page as
 * before (main.tsx), the browser reusing what was preloaded. It is a file, not inline script: the
 * CSP allows scripts from the site only.
 *
 * The server does better where it can: it reads the same table (FIRST_PAGE_TABLE) and writes the
 * links, and `preload`s of the page's first data, into the HTML it answers a page's address with,
 * without the script, so they start as the HTML is parsed rather than after the script came
 * (src/server/plugins/web-app.ts). The script stays in the built index.html for the service
 * worker's copy (a reopened page, offline).
 */
function firstPagePreload(): Plugin {
  return {
    name: 'first-page-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = [...Object.values(bundle)].filter(
          (item) => item.type === 'chunk',
        ) as unknown as ChunkLike[];
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const startPage = new Set<string>();
        const visitStart = (fileName: string) => {
          if (startPage.has(fileName)) return;
          startPage.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) visitStart(imported);
        };
        for (const chunk of chunks) if (chunk.isEntry) visitStart(chunk.fileName);
        const closure = (chunk: ChunkLike): string[] => {
          const files = new Set<string>();
          const visit = (c: ChunkLike) => {
            if (files.has(c.fileName) || startPage.has(c.fileName)) return;
            // Vite drops a chunk made of stylesheets only after this step: preloading it asked for
            // a file that does not exist (a 404 on /permits, the purchase page and the map).
            if (!isPureCss(c)) files.add(c.fileName);
            for (const css of c.viteMetadata?.importedCss ?? []) files.add(css);
            for (const imported of c.imports) {
              const next = byName.get(imported);
              if (next) visit(next);
            }
          };
          visit(chunk);
          return [...files];
        };
        const fileOf = (pattern: RegExp) => {
          const chunk = chunks.find((c) => pattern.test(c.fileName) && !c.isEntry);
          if (!chunk) this.error(`first-page preload: no chunk named like ${pattern}`);
          return chunk;
        };
        // Named without the folder they all share, `assets/`.
        const short = (files: string[]) => files.map((file) => file.replace(/^assets\//, ''));
        const texts = {
          lt: short(closure(fileOf(PERMIT_TEXTS.lt))),
          en: short(closure(fileOf(PERMIT_TEXTS.en))),
        };
        const englishCore = short(closure(fileOf(ENGLISH_CORE_TEXTS)));
        const allTexts = {
          lt: short(closure(fileOf(ALL_PERMIT_TEXTS.lt))),
          en: short(closure(fileOf(ALL_PERMIT_TEXTS.en))),
        };
        const table = FIRST_PAGE_PRELOADS.map((page) => {
          // Where the page's module is in a chunk group (formPagesName), its dynamic import goes
          // to a small facade chunk beside the group's: both have it as their facade module.
          const pageChunks = chunks.filter((c) => page.module.test(c.facadeModuleId ?? ''));
          if (pageChunks.length === 0)
            this.error(
              `FIRST_PAGE_PRELOADS: no lazy chunk is built from ${page.module}; correct the pattern`,
            );
          const also = page.also
            ? chunks.find((c) => c.moduleIds.some((id) => page.also?.test(id)) && !c.isEntry)
            : undefined;
          if (page.also && !also) this.error(`FIRST_PAGE_PRELOADS: no chunk holds ${page.also}`);
          const files = [...new Set([...pageChunks.flatMap(closure), ...(also ? closure(also) : [])])];
          return [page.path.source, short(files), page.permits ? 1 : 0];
        });
        // The pages behind the login are not in the script: it cannot tell who is there.
        const scriptTable = table.filter((_row, i) => !FIRST_PAGE_PRELOADS[i]?.loggedIn);
        // ES5 on purpose: a classic script, run by whatever browser opens the page.
        const source = `(function(){try{
var T=${JSON.stringify(scriptTable)},X=${JSON.stringify(texts)},E=${JSON.stringify(englishCore)};
var p=location.pathname,en=/(?:^|;\\s*)lang=en(?:;|$)/.test(document.cookie),files=[];
for(var i=0;i<T.length;i++){var t=T[i];if(new RegExp(t[0]).test(p)){files=files.concat(t[1]);if(t[2])files=files.concat(en?X.en:X.lt);break}}
if(en)files=files.concat(E);
for(var j=0;j<files.length;j++){var f='/assets/'+files[j],l=document.createElement('link');
if(/\\.css$/.test(f)){l.rel='preload';l.as='style';l.crossOrigin=''}else{l.rel='modulepreload'}
l.href=f;document.head.appendChild(l)}
}catch(e){}})();
`;
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'first-page.js', source }));
        firstPageScript = `/${fileName}`;
        // The same table for the server, which writes the links into the HTML it sends
        // (src/server/plugins/web-app.ts) instead of the script: no file to wait for first.
        const forServer: FirstPageTable = {
          script: firstPageScript,
          pages: FIRST_PAGE_PRELOADS.map((page, i) => ({
            path: page.path.source,
            files: table[i]?.[1] as string[],
            permits: page.permits === true,
            data: [...(page.data ?? [])],
            loggedIn: page.loggedIn === true,
            allPermits: page.allPermits === true,
          })),
          texts,
          allTexts,
          englishCore,
        };
        this.emitFile({
          type: 'asset',
          fileName: FIRST_PAGE_TABLE,
          source: `${JSON.stringify(forServer, null, 1)}\n`,
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!firstPageScript) return [];
        return [{ tag: 'script', attrs: { src: firstPageScript, async: true }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** `dist/web/first-paint.json` (src/web/app/first-paint.tsx), read by src/server/plugins/web-app.ts. */
const FIRST_PAINT_TABLE = 'first-paint.json';
const FIRST_PAINT_MODULE = fileURLToPath(new URL('./src/web/app/first-paint.tsx', import.meta.url));
/** Stylesheets mean nothing to markup rendered in Node: an empty module for each. */
const NO_STYLESHEET = '\0first-paint:stylesheet';

/**
 * The first paint written into the HTML (ADR 0043): the header and the page's frame of the field
 * pages of FIRST_PAINT_PAGES, rendered here from the app's own components for an anonymous visitor
 * in each language, for the server to write into `#root` (src/server/plugins/web-app.ts). Built
 * index.html keeps its empty `#root`: the service worker's copy opens every page offline.
 */
function firstPaint(): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<{ firstPaintTable: () => unknown }>(FIRST_PAINT_MODULE, {
        configFile: false,
        logLevel: 'error',
        plugins: [
          {
            name: 'first-paint-no-stylesheets',
            enforce: 'pre',
            resolveId: (source) => (/\.css$/.test(source) ? NO_STYLESHEET : undefined),
            load: (id) => (id === NO_STYLESHEET ? 'export {}' : undefined),
          },
        ],
      });
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAINT_TABLE,
        source: `${JSON.stringify(module.firstPaintTable(), null, 1)}\n`,
      });
    },
  };
}

/** Every module of the build, as the field-common plugin found them at the end of the build. */
let allModuleIds: string[] = [];
/** The field pages' shared modules (fieldCommonName), computed once per build. */
let fieldCommon: Set<string> | undefined;

/** Records the build's modules for the `field-common` chunk group. */
function fieldCommonGraph(): Plugin {
  return {
    name: 'field-common-graph',
    apply: 'build',
    buildEnd() {
      allModuleIds = [...this.getModuleIds()];
      fieldCommon = undefined;
      formPagesGroups = undefined;
    },
  };
}

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
};

/** The portal's own source modules: not a library, not a stylesheet. */
const ownModule = (m: string) =>
  /[\\/]src[\\/](web|shared)[\\/].*\.tsx?$/.test(m) && !m.includes('node_modules');

/** `roots` and what they import statically, walking only into the modules `into` lets in. */
function importClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  into: (m: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const walk = (m: string) => {
    if (seen.has(m) || !into(m)) return;
    seen.add(m);
    for (const next of graph.getModuleInfo(m)?.importedIds ?? []) walk(next);
  };
  for (const root of roots) walk(root);
  return seen;
}

/**
 * A first page's modules as the chunk groups count them: its route module and, for a page that
 * draws its header first (FIRST_PAGE_PRELOADS `later`), the part it asks for after that paint.
 */
function pageRoots(page: (typeof FIRST_PAGE_PRELOADS)[number]): string[] {
  return allModuleIds.filter((m) => page.module.test(m) || (page.later?.test(m) ?? false));
}

/**
 * What the route modules of the pages with a later part import themselves (their header): kept
 * out of the chunk groups, which hold the later parts' modules too. Grouped with them, the header
 * would load the group's chunk, and with it the form, before its paint (issue 16 target 1).
 */
function headerModules(graph: ModuleGraph, initial: Set<string>): Set<string> {
  const roots = allModuleIds.filter((m) =>
    FIRST_PAGE_PRELOADS.some((page) => page.later && page.module.test(m)),
  );
  return importClosure(graph, roots, (m) => !initial.has(m));
}

/**
 * Whether a module brings along, itself or through the portal's modules it imports, something
 * outside the start page's modules (`initial`) that `allowed` does not let through (a library, a
 * stylesheet): every page loading the chunk it is grouped into would load that too.
 */
function bringsAlong(
  graph: ModuleGraph,
  initial: Set<string>,
  allowed: (m: string) => boolean,
): (m: string) => boolean {
  const known = new Map<string, boolean>();
  const brings = (m: string): boolean => {
    const answer = known.get(m);
    if (answer !== undefined) return answer;
    known.set(m, false);
    const result = (graph.getModuleInfo(m)?.importedIds ?? []).some(
      (next) => !initial.has(next) && !allowed(next) && (!ownModule(next) || brings(next)),
    );
    known.set(m, result);
    return result;
  };
  return brings;
}

/**
 * The chunk `field-common` (issue 16 target 1): the portal's own modules that two or more of the
 * field pages (FIRST_PAGE_PRELOADS with `permits`) import, outside the start page, in one file.
 * Left to automatic splitting they were a dozen and more chunks of under 1 KB each: Lighthouse's
 * phone (HTTP/1.1, six connections, a 150 ms round trip each) spent most of a field page's load
 * queueing for them. A page beside them may load a few KB it does not use. What they import stays
 * where it is (libraries in their own chunks, the start page's modules in the entry): the group
 * takes no dependencies along, so the start page and the libraries' chunks do not change.
 */
function fieldCommonName(id: string, graph: ModuleGraph): string | null {
  if (!fieldCommon) {
    const entries = allModuleIds.filter((m) => graph.getModuleInfo(m)?.isEntry);
    const initial = importClosure(graph, entries, () => true);
    // Not the pages behind the login (`loggedIn`): the group is the anonymous field pages'.
    const rows = FIRST_PAGE_PRELOADS.filter((page) => page.permits && !page.loggedIn);
    const pages = rows.flatMap((page) => pageRoots(page));
    const header = headerModules(graph, initial);
    const reachedBy = new Map<string, number>();
    for (const row of rows) {
      const seen = importClosure(graph, pageRoots(row), (m) => !initial.has(m) && ownModule(m));
      for (const m of seen) reachedBy.set(m, (reachedBy.get(m) ?? 0) + 1);
    }
    // What the other first pages (the start page, the permits) reach stays out: they load
    // nothing more. So does a module that brings a library or a stylesheet along (Dexie, the form
    // library, date-fns): every page loading the chunk would load it too.
    const others = importClosure(
      graph,
      // (Not the forms behind the login, whose modules have their own groups: formPagesName.)
      allModuleIds.filter((m) =>
        FIRST_PAGE_PRELOADS.some((page) => !page.permits && !page.loggedIn && page.module.test(m)),
      ),
      (m) => !initial.has(m),
    );
    const brings = bringsAlong(graph, initial, () => false);
    fieldCommon = new Set(
      [...reachedBy]
        .filter(
          ([m, count]) => count >= 2 && !pages.includes(m) && !header.has(m) && !others.has(m) && !brings(m),
        )
        .map(([m]) => m),
    );
  }
  return fieldCommon.has(id) ? 'field-common' : null;
}

/** The form pages' modules by the first pages that import them (formPagesName), once per build. */
let formPagesGroups: Map<string, string> | undefined;

/**
 * The chunks `form-pages-*` (issue 16 target 1): the first pages with a form (FIRST_PAGE_PRELOADS
 * rows whose page imports the form library: the angler's purchase, the catch report and the
 * application form of the kinds behind the login) get the portal's own modules they import in one
 * chunk per set of those pages that import them, instead of one chunk per set of *all* the app's
 * pages (automatic splitting), which gave the felling notice's form 28 chunks of mostly 1–3 KB and
 * the purchase 23: on Lighthouse's phone (HTTP/1.1, six connections, a 150 ms round trip each) their
 * queue, not their bytes, delayed the first paint. Left out: what the start page, `/permits` and the
 * other field pages import (they load nothing more), the shared `field-common` modules (a higher
 * priority), and a module that brings a library along other than the form library and stylesheets
 * (the shapefile reader with fflate, date-fns' parser stay lazy in their own chunks). A desk page
 * that shares one module with a form page loads that chunk with it (it is precached anyway).
 */
function formPagesName(id: string, graph: ModuleGraph): string | null {
  if (!formPagesGroups) {
    const entries = allModuleIds.filter((m) => graph.getModuleInfo(m)?.isEntry);
    const initial = importClosure(graph, entries, () => true);
    const formLibrary = /node_modules[\\/](react-hook-form|@hookform|valibot)[\\/]/;
    const rows = FIRST_PAGE_PRELOADS.map((page, index) => {
      const modules = allModuleIds.filter((m) => page.module.test(m));
      const reached = importClosure(graph, pageRoots(page), (m) => !initial.has(m));
      const name = (modules[0] ?? `page-${index}`).replace(/^.*[\\/]/, '').replace(/\.tsx?$/, '');
      return { name, reached, form: [...reached].some((m) => formLibrary.test(m)) };
    });
    const others = new Set(rows.filter((row) => !row.form).flatMap((row) => [...row.reached]));
    const brings = bringsAlong(graph, initial, (m) => formLibrary.test(m) || /\.css$/.test(m));
    const header = headerModules(graph, initial);
    formPagesGroups = new Map();
    const forms = rows.filter((row) => row.form);
    for (const m of new Set(forms.flatMap((row) => [...row.reached]))) {
      if (!ownModule(m) || others.has(m) || brings(m) || header.has(m)) continue;
      const by = forms.filter((row) => row.reached.has(m)).map((row) => row.name);
      formPagesGroups.set(m, `form-pages-${by.join('-')}`);
    }
  }
  return formPagesGroups.get(id) ?? null;
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Leaves out what the offline shell plugin chose, and heavy scripts that are no chunk of the page
 * (the map library's worker); fails the build when the shell grows too big.
 */
function precacheBudget(entries: PrecacheEntry[]) {
  const reason = (e: PrecacheEntry) =>
    leftOutOfPrecache.get(e.url) ?? (e.url.endsWith('.js') && isHeavy(e.url, e.size) ? 'heavy' : undefined);
  const manifest = entries.filter((e) => !reason(e));
  const left = entries
    .filter(reason)
    .map((e) => `${e.url} (${(e.size / 1024).toFixed(1)} KB, ${reason(e)})`)
    .sort();
  const total = manifest.reduce((sum, e) => sum + e.size, 0);
  if (total > PRECACHE_BUDGET_KB * 1024) {
    throw new Error(
      `service worker precache over budget: ${Math.round(total / 1024)} KB (budget ${PRECACHE_BUDGET_KB} KB)`,
    );
  }
  const warnings =
    left.length > 0
      ? [`left out of the precache, cached by the worker when first used:\n    ${left.join('\n    ')}`]
      : [];
  return { manifest, warnings };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    startPageChunks(),
    firstPagePreload(),
    firstPaint(),
    fieldCommonGraph(),
    offlineShell(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      registerType: 'prompt',
      // Registered by the page (workbox-window), in production builds only.
      injectRegister: false,
      // public/manifest.webmanifest, linked from index.html.
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,woff2}'],
        // The 512 px icons are for the system's splash screen and launcher: the browser reads them
        // while it installs the app, which needs the network anyway; no page of the app shows them
        // offline (22 KiB of the budget, 2026-11-28).
        globIgnores: ['icons/icon-512.png', 'icons/maskable-512.png'],
        manifestTransforms: [precacheBudget],
      },
    }),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries change less often than the app: separate chunks stay cached across releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            // The query library only: its persister (persist-client-core and query-core's hydration,
            // issue 16 personal lists) loads with the personal cache, never on the start page.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/](?!build[\\/]modern[\\/]hydration)/,
              priority: 20,
            },
            {
              name: 'i18n',
              // The Lithuanian core texts only: English and the permit texts are lazy (catalogs.ts).
              test: /node_modules[\\/]@lingui[\\/]|src[\\/]shared[\\/]i18n[\\/](index|catalog\.lt\.gen)\.ts$/,
              priority: 20,
            },
            // Form libraries load with the first form (profile, test login), never on the start page.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|valibot)[\\/]/,
              priority: 20,
            },
            // The fishing map's library (~1 MB) loads only when a map is shown; its own chunk stays
            // cached by the service worker across releases of the portal's code.
            { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/, priority: 20 },
            // The field pages' shared modules in one file (fieldCommonName).
            {
              name: fieldCommonName,
              debugName: 'field-common',
              test: /[\\/]src[\\/](web|shared)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 10,
            },
            // The form pages' modules, one file per set of form pages that import them (formPagesName).
            {
              name: formPagesName,
              test: /[\\/]src[\\/](web|shared)[\\/]/,
              includeDependenciesRecursively: false,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  // maplibre-gl is ESM-only with its own worker file: pre-bundling it breaks the worker's URL and
  // the map never fires `load` (field notes, Maps and geometry).
  optimizeDeps: { exclude: ['maplibre-gl'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: false } },
  },
});
