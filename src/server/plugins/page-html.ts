/**
 * The HTML a page's address is answered with (issue 16 target 1): the built index.html with the
 * links to the page's own code, texts and first data written into it, so that a phone asks for
 * them as it parses the HTML. The build resolves which files each field page needs
 * (FIRST_PAGE_PRELOADS in vite.config.ts) into `dist/web/first-page.json`; without the server the
 * same table is a small script the built HTML loads (`first-page-[hash].js`), one round trip later.
 * The server leaves that script out of what it sends. The service worker keeps the built file
 * (with the script) for pages opened offline.
 *
 * What the links cost when the guess is wrong: bytes, never behaviour (the app loads its page as
 * it would anyway and takes what was preloaded).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '../../shared/i18n/index.ts';

// Chosen the same way for pages and API answers (http/compress-answers.ts).
export { chooseEncoding } from '../http/compress-answers.ts';

/** `dist/web/first-page.json` (vite.config.ts FirstPageTable). */
export interface FirstPageTable {
  /** The script the built index.html loads: `/assets/first-page-[hash].js`. */
  script: string;
  /**
   * In order; the first whose `path` (a regular expression's source) matches the address, of the
   * rows a stranger may have when the request has no person's session (`loggedIn`: a page behind
   * the login, written for a logged-in person only). `allPermits`: all the permit texts.
   */
  pages: {
    path: string;
    files: string[];
    permits: boolean;
    data: string[];
    loggedIn?: boolean;
    allPermits?: boolean;
  }[];
  /** The permit texts' field part, per language, for the pages with `permits`. */
  texts: Record<Language, string[]>;
  /** The rest of the permit texts, per language, for the pages with `allPermits` (older builds: none). */
  allTexts?: Record<Language, string[]>;
  /** The English core texts, for a page in English. */
  englishCore: string[];
}

export const FIRST_PAGE_TABLE = 'first-page.json';

/**
 * `dist/web/first-paint.json` (src/web/app/first-paint.tsx, ADR 0043): what `#root` holds for a
 * visitor who is not logged in until the app's first render, per page address and language.
 */
export interface FirstPaintTable {
  pages: { path: string; html: Record<Language, string> }[];
}

export const FIRST_PAINT_TABLE = 'first-paint.json';

/** The empty container the app renders into, as the built index.html has it. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The session every page asks for before its first render (src/web/main.tsx, session-api.ts):
 * asked for by the HTML, it no longer waits for the entry's scripts to arrive and run.
 */
export const SESSION_URL = '/api/auth/viisp/user-info';

/** Reads and checks the table; undefined when it is not a table (an older build). */
export function parseFirstPageTable(json: string): FirstPageTable | undefined {
  try {
    const table = JSON.parse(json) as FirstPageTable;
    const names = (list: unknown) =>
      Array.isArray(list) && list.every((name) => typeof name === 'string' && /^[\w.-]+$/.test(name));
    const ok =
      typeof table.script === 'string' &&
      Array.isArray(table.pages) &&
      table.pages.every(
        (page) =>
          typeof page.path === 'string' &&
          names(page.files) &&
          Array.isArray(page.data) &&
          page.data.every((url) => typeof url === 'string' && /^\/api\/[\w/.?=&%{}-]*$/.test(url)),
      ) &&
      names(table.texts?.lt) &&
      names(table.texts?.en) &&
      (table.allTexts === undefined || (names(table.allTexts.lt) && names(table.allTexts.en))) &&
      names(table.englishCore);
    return ok ? table : undefined;
  } catch {
    return undefined;
  }
}

/** Reads and checks the first-paint table; undefined when it is none (an older build). */
export function parseFirstPaintTable(json: string): FirstPaintTable | undefined {
  try {
    const table = JSON.parse(json) as FirstPaintTable;
    const ok =
      Array.isArray(table.pages) &&
      table.pages.every(
        (page) =>
          typeof page.path === 'string' &&
          page.path.startsWith('/') &&
          typeof page.html?.lt === 'string' &&
          typeof page.html?.en === 'string',
      );
    return ok ? table : undefined;
  } catch {
    return undefined;
  }
}

/** The markup written into `#root` for page `path` in `language`, if the page has one. */
export function firstPaintAt(table: FirstPaintTable, path: string, language: Language): string | undefined {
  return table.pages.find((page) => page.path === path)?.html[language];
}

/**
 * Which of the table's pages `path` is (its index), or -1. `loggedIn`: the request carries a
 * person's session; without it the pages behind the login are none of them.
 */
export function firstPageIndex(table: FirstPageTable, path: string, loggedIn = false): number {
  return table.pages.findIndex((page) => (loggedIn || !page.loggedIn) && new RegExp(page.path).test(path));
}

/** The link tags for page `index` (-1: none) in `language`. */
export function firstPageLinks(table: FirstPageTable, index: number, language: Language): string {
  const page = table.pages[index];
  const files = [
    ...(page?.files ?? []),
    ...(page?.permits ? table.texts[language] : []),
    ...(page?.allPermits ? (table.allTexts?.[language] ?? []) : []),
    ...(language === 'en' ? table.englishCore : []),
  ];
  const links = [
    // The data first: the page waits for it, and it comes from the server, not from a file.
    ...[SESSION_URL, ...(page?.data ?? [])].map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('{lang}', language).replaceAll('&', '&amp;')}">`,
    ),
    ...[...new Set(files)].map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/assets/${file}">`
        : `<link rel="modulepreload" crossorigin href="/assets/${file}">`,
    ),
  ];
  return links.map((link) => `    ${link}\n`).join('');
}

/**
 * index.html for page `index` in `language` (-1: a page without a table row, which still gets the
 * session's link): the script left out, the links before `</head>` (after the entry's own, which the
 * page needs first), and `paint` (firstPaintAt), when given, inside the empty `#root` (with the
 * document's `lang` set to the language it is written in).
 */
export function firstPageHtml(
  indexHtml: string,
  table: FirstPageTable,
  index: number,
  language: Language,
  paint?: string,
): string {
  const script = new RegExp(`[ \\t]*<script src="${escapeRegExp(table.script)}" async></script>\\n?`);
  const links = firstPageLinks(table, index, language);
  let html = indexHtml.replace(script, '');
  if (links) html = html.replace('</head>', `${links}  </head>`);
  if (paint) {
    // A function, so that no `$` of the text is read as a replacement pattern.
    html = html.replace(EMPTY_ROOT, () => `<div id="root">${paint}</div>`);
    // The written text is in `language` before the app says so (main.tsx).
    html = html.replace(/<html lang="[a-z]+">/, `<html lang="${language}">`);
  }
  return html;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A page's HTML ready to send: its bytes in each encoding, and its entity tag. */
export interface PreparedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

export function prepareHtml(html: string, tagOf: (bytes: Buffer) => string): PreparedHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: tagOf(identity),
  };
}
