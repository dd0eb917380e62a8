/**
 * Serves the built web app (dist/web) from the same origin as the API (architecture §1): hashed
 * assets cached for a year, `index.html` and the service worker never cached without asking
 * (field notes, Offline), and the SPA's own routes (spec §2) answered with index.html.
 *
 * Text files go out compressed (issue 16 item 2): the build writes a brotli `.br` and a gzip `.gz`
 * beside each (scripts/compress.ts), and `preCompressed` sends the best one the browser accepts,
 * with `Vary: Accept-Encoding` so that no cache hands a compressed answer to a browser that did not
 * ask for it. The variants themselves are no addresses of the site.
 *
 * A page's address is answered with index.html with the links to that page's code and first data
 * written in (page-html.ts), made once per page and language and kept compressed in memory. A
 * visitor who is not logged in also gets the page's header written into `#root` where the build made
 * one (first-paint.json, ADR 0043); a logged-in person's header differs, so a request with a session
 * gets the page without it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/index.ts';
import { notFound } from '../http/errors.ts';
import { cookieNames } from './cookie-names.ts';
import { sendError } from './errors.ts';
import { LANGUAGE_COOKIE } from './language.ts';
import {
  chooseEncoding,
  FIRST_PAGE_TABLE,
  FIRST_PAINT_TABLE,
  type FirstPageTable,
  type FirstPaintTable,
  firstPageHtml,
  firstPageIndex,
  firstPaintAt,
  type PreparedHtml,
  parseFirstPageTable,
  parseFirstPaintTable,
  prepareHtml,
} from './page-html.ts';
import { ANONYMOUS_PREFIX } from './xsrf.ts';

/** Hashed build files: their content never changes under a name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest, icons): revalidated on each use. */
export const REVALIDATE = 'no-cache';
/** The files the build compresses (scripts/compress.ts), whose answers depend on Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|geojson|webmanifest|txt|xml)(\.br|\.gz)?$/i;

/** `secureCookie`: the session cookie's name follows it (cookie-names.ts). */
interface WebAppOptions {
  root: string;
  secureCookie: boolean;
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const indexFile = join(opts.root, 'index.html');
  // The build's hashed files, whatever folder the build itself sits in.
  const assetsDir = join(opts.root, 'assets') + sep;
  // Decided at start: the static routes are declared once, for the files there then.
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      // One route per built file, declared at start; everything else falls to the handler below.
      wildcard: false,
      index: false,
      preCompressed: true,
      // `x.js.br` is how `x.js` is sent, not a file of its own; the build's tables are the server's.
      allowedPath: (pathname) =>
        !/\.(br|gz)$/i.test(pathname) &&
        pathname !== `/${FIRST_PAGE_TABLE}` &&
        pathname !== `/${FIRST_PAINT_TABLE}`,
      // Else `send` replaces the header set below with its own `public, max-age=0`.
      cacheControl: false,
      // `path` is the file sent: `x.js.br` when the browser accepts brotli.
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        if (COMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const pageHtml = built ? pageHtmlSender(opts.root, cookieNames(opts.secureCookie).session) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(request, reply, notFound());
    }
    // A missing file (has an extension) is a real 404; anything else is a page of the SPA
    // (`/public-info/l16.1` is a page: an extension starts with a letter).
    if (/\.[a-z][a-z0-9]*$/i.test(path)) return sendError(request, reply, notFound());
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    // index.html with the page's links, or as built (no table: an older build).
    if (pageHtml) return pageHtml(request, reply, path);
    return reply.sendFile('index.html');
  });
});

/**
 * Answers a page's address with its HTML (page-html.ts), or undefined when the build has no
 * first-page table. Each page's HTML depends on the address and the `lang` and session cookies,
 * hence `Vary`.
 */
function pageHtmlSender(root: string, sessionCookie: string) {
  const tablePath = join(root, FIRST_PAGE_TABLE);
  const table: FirstPageTable | undefined = existsSync(tablePath)
    ? parseFirstPageTable(readFileSync(tablePath, 'utf8'))
    : undefined;
  if (!table) return undefined;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  if (!indexHtml.includes(table.script)) return undefined;
  const paintPath = join(root, FIRST_PAINT_TABLE);
  const paints: FirstPaintTable | undefined = existsSync(paintPath)
    ? parseFirstPaintTable(readFileSync(paintPath, 'utf8'))
    : undefined;
  // At most (pages + 1) × languages entries, and one more per language for each written page.
  const prepared = new Map<string, PreparedHtml>();
  const tag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const cookie = request.cookies?.[LANGUAGE_COOKIE];
    const language: Language = isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
    // Not logged in: no session cookie, or an anonymous visitor's pre-session (xsrf.ts).
    const session = request.cookies?.[sessionCookie];
    const anonymous = !session || session.startsWith(ANONYMOUS_PREFIX);
    // A page behind the login gets its links only with a session (an expired one costs bytes).
    const index = firstPageIndex(table, path, !anonymous);
    const paint = anonymous && paints ? firstPaintAt(paints, path, language) : undefined;
    const key = paint ? `${path}:${language}:painted` : `${index}:${language}`;
    let html = prepared.get(key);
    if (!html) {
      html = prepareHtml(firstPageHtml(indexHtml, table, index, language, paint), tag);
      prepared.set(key, html);
    }
    reply
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('ETag', html.etag)
      .type('text/html; charset=utf-8');
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((t) => t.trim() === html.etag)) {
      return reply.code(304).send();
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(encoding === 'identity' ? html.identity : html[encoding]);
  };
}
