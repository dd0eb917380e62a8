/**
 * Serves the built web app (dist/web) from the same origin as the API (architecture §1): hashed
 * assets cached for a year, `index.html` and the service worker never cached without asking
 * (field notes, Offline), and the SPA's own routes (spec §2) answered with index.html.
 *
 * Text files go out compressed (issue 16 item 2): the build writes a brotli `.br` and a gzip `.gz`
 * beside each (scripts/compress.ts), and `preCompressed` sends the best one the browser accepts,
 * with `Vary: Accept-Encoding` so that no cache hands a compressed answer to a browser that did not
 * ask for it. The variants themselves are no addresses of the site.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors.ts';
import { sendError } from './errors.ts';

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
      // `x.js.br` is how `x.js` is sent, not a file of its own.
      allowedPath: (pathname) => !/\.(br|gz)$/i.test(pathname),
      // Else `send` replaces the header set below with its own `public, max-age=0`.
      cacheControl: false,
      // `path` is the file sent: `x.js.br` when the browser accepts brotli.
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        if (COMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }

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
    // index.html, compressed like the other files, with the headers above (no-cache).
    return reply.sendFile('index.html');
  });
});
