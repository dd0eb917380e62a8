/**
 * The route table as declared (src/server/core/route.ts), for the suites generated from it:
 * authorization, anti-forgery and malformed input. Every route the app registers is declared with
 * `route()`, except the built web app's own files, which @fastify/static registers one route per
 * file (plugins/web-app.ts): the one allow-list.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../src/server/app.ts';
import type { RouteDeclaration } from '../../src/server/core/route.ts';

/** A file of the web build: `/index.html`, `/assets/index-3f2a.js`, `/sw.js`, `/icons/192.png`. */
export const STATIC_FILE_ROUTE = /^\/(?:[\w.-]+\/)*[\w.-]+\.[a-z0-9]+$/i;

export type DeclaredRoute = RouteEntry & { declaration: RouteDeclaration };

/** Registered routes without a declaration that are not files of the web build. */
export function undeclaredRoutes(app: FastifyInstance): string[] {
  return app.routeList
    .filter((r) => !r.declaration && !(r.method === 'GET' && STATIC_FILE_ROUTE.test(r.url)))
    .map((r) => `${r.method} ${r.url}`);
}

export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  return app.routeList.filter((r): r is DeclaredRoute => r.declaration !== undefined);
}

/**
 * Who to log in as to pass a route's declared auth: a role's holder (for 'lessor', Ona acting for
 * UAB „Žuvėdra“, which holds the demo L03 permit), else Ona (a plain person).
 */
export function holderOf(auth: RouteDeclaration['auth']): 'officer' | 'admin' | 'lessor' | 'ona' {
  return auth === 'officer' || auth === 'admin' || auth === 'lessor' ? auth : 'ona';
}
