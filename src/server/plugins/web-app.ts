/**
 * Serves the built web app (dist/web) from the same origin as the API (architecture §1): hashed
 * assets cached for a year, `index.html` and the service worker never cached (field notes,
 * Offline), and the SPA's own routes (spec §2) answered with index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../http/errors.ts';
import { sendError } from './errors.ts';

export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = join(opts.root, 'index.html');
  const built = existsSync(indexFile);
  // The build's hashed files, whatever folder the build itself sits in.
  const assetsDir = join(opts.root, 'assets') + sep;
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      // One route per built file, declared at start; everything else falls to the handler below.
      wildcard: false,
      index: false,
      // Else `send` replaces the header set below with its own `public, max-age=0`.
      cacheControl: false,
      setHeaders(res, path) {
        if (path.startsWith(assetsDir)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }
  const html = () => (built ? readFileSync(indexFile) : null);

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
    const page = html();
    if (!page) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
});
