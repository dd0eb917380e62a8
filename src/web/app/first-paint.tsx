/**
 * The first paint written into the HTML (issue 16 target 1, ADR 0043). Each field page's largest
 * text (its lead) paints only once React, the page's code, its texts and its first data have
 * arrived and run; written into the HTML the server answers the page's address with, the same text
 * paints as soon as the HTML and the stylesheet are there. What is written is rendered here, at
 * build time (vite.config.ts `firstPaint`, into `dist/web/first-paint.json`), from the components
 * the app itself renders: the public layout's header and menu, and the page's own frame (its
 * `article` and page header), for a visitor who is not logged in, in each language.
 *
 * Only pages whose frame is static text belong here: the same words, in the same place, as the
 * app's first render. React's `createRoot` replaces the written nodes on its first commit (no node
 * twice in the accessibility tree); Chromium keeps the written lead as the LCP candidate, the one
 * React paints being of the same size. tests/e2e/first-paint.test.ts compares them in a browser.
 *
 * Not part of the app's bundle: only the build (and the tests) import this file.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { messages as coreEn } from '../../shared/i18n/catalog.en.gen.ts';
import { messages as coreLt } from '../../shared/i18n/catalog.lt.gen.ts';
import { messages as fieldEn } from '../../shared/i18n/catalog-permits.field.en.gen.ts';
import { messages as fieldLt } from '../../shared/i18n/catalog-permits.field.lt.gen.ts';
import { i18nFor, LANGUAGES, type Language, registerMessages } from '../../shared/i18n/index.ts';
import { CatchReportFrame } from '../features/anglers/catch-report/catch-report-frame.tsx';
import { WalletFrame } from '../features/anglers/wallet/wallet-frame.tsx';
import { PublicHomeFrame } from '../features/home/public-hero.tsx';
import { PermitsCatalogueFrame } from '../features/permits/permits-catalogue-frame.tsx';
import { LanguageContext } from '../i18n/language-context.ts';
import { TextsContext } from '../i18n/texts-context.ts';
import { USER_INFO_KEY } from '../platform/session/use-session.ts';
import { PublicLayout } from './layout/layouts.tsx';
import { ROUTES } from './route-table.ts';

/**
 * The pages written into the HTML, by their address (without a query: the frames do not depend on
 * it), and the frame each page's component renders first. Left out: the purchase (its heading is
 * the step's question, its caption counts steps that depend on the catalogue), the map (its header
 * is styled by the page's own stylesheet, and its largest text comes after the list), and every
 * page behind the login.
 */
export const FIRST_PAINT_PAGES: readonly { path: string; Frame: ComponentType }[] = [
  { path: '/', Frame: PublicHomeFrame },
  { path: '/permits', Frame: PermitsCatalogueFrame },
  { path: '/mano-bilietai', Frame: WalletFrame },
  { path: '/laimikio-ataskaita', Frame: CatchReportFrame },
];

/** `dist/web/first-paint.json`, read by src/server/plugins/web-app.ts. */
export interface FirstPaintTable {
  pages: { path: string; html: Record<Language, string> }[];
}

// The core texts and the field pages' part of the permit texts, as the app has them at its first
// render on these pages (catalogs.ts, the pages' `withFieldMessages`).
registerMessages('lt', { ...coreLt, ...fieldLt });
registerMessages('en', { ...coreEn, ...fieldEn });

/** Marks the written part's outermost element, for tests that must wait for the app's own. */
export const FIRST_PAINT_MARK = 'data-first-paint';

/**
 * What `#root` holds for page `path` in `language` until the app's first render. Its buttons (the
 * phone's menu toggle, the language switcher) are disabled: they do nothing until the app runs, and
 * say so (a tap is not taken as done, a browser test's click waits for the app's button).
 */
export function renderFirstPaint(path: string, language: Language): string {
  const page = FIRST_PAINT_PAGES.find((p) => p.path === path);
  const route = ROUTES.find((r) => r.path === path);
  if (!page || !route) throw new Error(`first paint: no page at ${path}`);
  // An anonymous visitor, as the session's answer says before the app's first render.
  const client = new QueryClient();
  client.setQueryData(USER_INFO_KEY, null);
  const { Frame } = page;
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
        <TextsContext.Provider value={{ i18n: i18nFor(language), revision: 0 }}>
          <StaticRouter location={path}>
            <PublicLayout route={route} withoutFooter>
              <Frame />
            </PublicLayout>
          </StaticRouter>
        </TextsContext.Provider>
      </LanguageContext.Provider>
    </QueryClientProvider>,
  );
  if (!markup.startsWith('<div ')) throw new Error(`first paint: ${path} does not start with the layout`);
  return markup
    .replace(/^<div /, `<div ${FIRST_PAINT_MARK}="" `)
    .replaceAll('<button ', '<button disabled="" ');
}

export function firstPaintTable(): FirstPaintTable {
  return {
    pages: FIRST_PAINT_PAGES.map(({ path }) => ({
      path,
      html: Object.fromEntries(LANGUAGES.map((lang) => [lang, renderFirstPaint(path, lang)])) as Record<
        Language,
        string
      >,
    })),
  };
}
