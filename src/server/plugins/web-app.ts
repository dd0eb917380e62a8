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
 * written in (page-html.ts), made once per page and language and kept compressed in memory.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/index.ts';
import { notFound } from '../http/errors.ts';
import { sendError } from './errors.ts';
import { LANGUAGE_COOKIE } from './language.ts';
import {
  chooseEncoding,
  FIRST_PAGE_TABLE,
  type FirstPageTable,
  firstPageHtml,
  firstPageIndex,
  type PreparedHtml,
  parseFirstPageTable,
  prepareHtml,
} from './page-html.ts';

/** Hashed build files: their content never changes under a name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest, icons): revalidated on each use. */
export const REVALIDATE = 'no-cache';
/** The files the build compresses (scripts/compress.ts), whose answers depend on Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|geojson|webmanifest|txt|xml)(\.br|\.gz)?$/i;

export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
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
      // `x.js.br` is how `x.js` is sent, not a file of its own; the first-page table is the server's.
      allowedPath: (pathname) => !/\.(br|gz)$/i.test(pathname) && pathname !== `/${FIRST_PAGE_TABLE}`,
      // Else `send` replaces the header set below with its own `public, max-age=0`.
      cacheControl: false,
      // `path` is the file sent: `x.js.br` when the browser accepts brotli.
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        if (COMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

  const pageHtml = built ? pageHtmlSender(opts.root) : undefined;

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
 * first-page table. Each page's HTML depends on the address and the `lang` cookie, hence `Vary`.
 */
function pageHtmlSender(root: string) {
  const tablePath = join(root, FIRST_PAGE_TABLE);
  const table: FirstPageTable | undefined = existsSync(tablePath)
    ? parseFirstPageTable(readFileSync(tablePath, 'utf8'))
    : undefined;
  if (!table) return undefined;
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  if (!indexHtml.includes(table.script)) return undefined;
  // At most (pages + 1) × languages entries.
  const prepared = new Map<string, PreparedHtml>();
  const tag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const cookie = request.cookies?.[LANGUAGE_COOKIE];
    const language: Language = isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
    const index = firstPageIndex(table, path);
    const key = `${index}:${language}`;
    let html = prepared.get(key);
    if (!html) {
      html = prepareHtml(firstPageHtml(indexHtml, table, index, language), tag);
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
