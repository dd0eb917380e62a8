/**
 * Build of the web app (architecture §1): `src/web` → `dist/web`, served with the API from one
 * origin by `npm start`. In development `/api` goes to the server on 127.0.0.1:8080.
 *
 * The start page has a budget (house style §9 "budgets are code"): the JavaScript the browser
 * loads for `/` (the entry chunk, what it imports, and the lazy home page) must stay at or under
 * 170 KB gzipped, or the build fails. Per-kind forms, maps and charts are lazy chunks outside it.
 *
 * The service worker (architecture §5, ADR 0006) is `sw/service-worker.ts`, built by vite-plugin-pwa
 * (`injectManifest`, IIFE as Vite 8 needs) into `/service-worker.js`; the page registers it itself
 * (`src/web/features/offline`) and the manifest is the static `public/manifest.webmanifest`. Its
 * precache (the app shell) has a budget too: lazy chunks over HEAVY_LAZY_CHUNK_KB stay out of it
 * (the worker caches them when first used), and the rest must stay under PRECACHE_BUDGET_KB, far
 * from the 2 MiB per-file limit that vite-plugin-pwa turns into a build error.
 */
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const START_PAGE_BUDGET_KB = 170;
/** The lazy chunk of the home page, loaded on `/` together with the entry. */
const HOME_PAGE_MODULE = /src[\\/]web[\\/]features[\\/]home[\\/]home-page\.tsx$/;
const PRECACHE_BUDGET_KB = 1792;
const HEAVY_LAZY_CHUNK_KB = 250;
/**
 * Heavy, but precached all the same: the permit pages' messages. The field journeys (the angler's
 * wallet, purchase and download form, issue 5) need them, and must open offline on a phone that
 * has only ever seen the start page, not only after a first online visit to each of them.
 */
const ALWAYS_PRECACHED = /catalog-permits/;

/** The chunks the start page loads, as the budget plugin found them; always precached. */
const startPageFiles = new Set<string>();

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

function startPageBudget(limitKb: number): Plugin {
  return {
    name: 'start-page-budget',
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
      let total = 0;
      const lines: string[] = [];
      for (const fileName of [...needed].sort()) {
        const size = gzipSync(chunks.get(fileName)?.code ?? '').length;
        total += size;
        lines.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${fileName}`);
      }
      const summary = `start page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget ${limitKb} KB)\n${lines.join('\n')}`;
      if (total > limitKb * 1024) this.error(`over budget — ${summary}`);
      this.info(summary);
    },
  };
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** Keeps heavy lazy chunks out of the precache and fails the build when the shell grows too big. */
function precacheBudget(entries: PrecacheEntry[]) {
  const heavy = (e: PrecacheEntry) =>
    e.url.endsWith('.js') &&
    !startPageFiles.has(e.url) &&
    !ALWAYS_PRECACHED.test(e.url) &&
    e.size > HEAVY_LAZY_CHUNK_KB * 1024;
  const manifest = entries.filter((e) => !heavy(e));
  const left = entries.filter(heavy).map((e) => `${e.url} (${Math.round(e.size / 1024)} KB)`);
  const total = manifest.reduce((sum, e) => sum + e.size, 0);
  if (total > PRECACHE_BUDGET_KB * 1024) {
    throw new Error(
      `service worker precache over budget: ${Math.round(total / 1024)} KB (budget ${PRECACHE_BUDGET_KB} KB)`,
    );
  }
  const warnings = left.length > 0 ? [`lazy chunks left out of the precache: ${left.join(', ')}`] : [];
  return { manifest, warnings };
}

export default defineConfig({
  plugins: [
    react(),
    startPageBudget(START_PAGE_BUDGET_KB),
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
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            {
              name: 'i18n',
              test: /node_modules[\\/]@lingui[\\/]|src[\\/]shared[\\/]i18n[\\/](?!catalog-permits)/,
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
