/**
 * A short-lived in-memory copy of publicly cacheable answers (issue 8 item 2: the content calls at
 * 5,000 requests per second on the 2-core machine). The content service's public reads answer the
 * same bytes to everyone for a given URL (`Cache-Control: public`, no cookie; see content routes),
 * and they change only when an administrator edits. Reading them from PostgreSQL and serialising
 * them on every request cost a node about 1.3 ms of CPU each; a copy answered from memory costs
 * what an empty route does.
 *
 * Freshness, with several nodes on one database:
 * - an edit through this node clears the copies at once (`clear`, called by the edit routes);
 * - other nodes keep theirs for at most `ttlMs` (1 s by default, CONTENT_CACHE_MS) — less than the
 *   minute browsers and shared caches may keep the same answer anyway;
 * - a client that asks for a fresh answer (`Cache-Control: no-cache` or `max-age=0`, `Pragma:
 *   no-cache`, as a browser does after the administrator's edit or on a hard reload) gets one from
 *   the database, and its answer refreshes the copy.
 * Only 200 answers with a string body are kept (errors speak the caller's language), at most
 * `maxEntries` of at most `maxBytes` each: query strings are the caller's to vary.
 *
 * A copy is kept as the JSON text; its brotli and gzip forms are made once, the first time a
 * client accepting them is answered from it, and kept beside it (compress-answers.ts compresses
 * the answers made by the routes; an answer from memory is not compressed again).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseEncoding,
  encodeAnswer,
  isCompressibleAnswer,
  MIN_BYTES,
  varyOnEncoding,
} from './compress-answers.ts';

export interface AnswerCacheOptions {
  /** How long a copy answers; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Requests never answered from or stored in the cache (e.g. administrators' calls). */
  skip?: (request: FastifyRequest) => boolean;
  /** Further headers kept with a copy and sent with it (e.g. `link`, `last-modified`, `content-disposition`). */
  keepHeaders?: readonly string[];
}

export interface AnswerCache {
  /** Forgets every copy (after an edit). */
  clear(): void;
  readonly size: number;
}

interface Entry {
  /** Encoded once when kept, so that each answer from the copy is written as it is. */
  body: Buffer;
  contentType: string;
  cacheControl: string;
  headers: Record<string, string>;
  expiresAt: number;
  /** The body compressed, made on first use. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

const FRESH_WANTED = /no-cache|max-age=0/i;

function wantsFresh(request: FastifyRequest): boolean {
  const cacheControl = request.headers['cache-control'];
  const pragma = request.headers.pragma;
  return (
    (typeof cacheControl === 'string' && FRESH_WANTED.test(cacheControl)) ||
    (typeof pragma === 'string' && /no-cache/i.test(pragma))
  );
}

/**
 * Adds the cache to the routes of the plugin `app` (hooks are scoped to the plugin that adds them).
 * The hit is answered from `onRequest`, before the body, validation and handler; the global
 * `onSend` hooks (security headers, the request id, cookie removal) still run on it.
 */
export function cachePublicAnswers(app: FastifyInstance, options: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 1_000;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const fromCache = new WeakSet<FastifyRequest>();
  /** Bumped by `clear`: an answer read before an edit and sent after it is not kept. */
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  const usable = (request: FastifyRequest) =>
    options.ttlMs > 0 && request.method === 'GET' && !options.skip?.(request);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!usable(request)) return;
    startedIn.set(request, generation);
    if (wantsFresh(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(request.url);
      return;
    }
    fromCache.add(request);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    reply.header('Cache-Control', entry.cacheControl).type(entry.contentType);
    if (entry.body.length >= MIN_BYTES && isCompressibleAnswer(request, reply)) {
      varyOnEncoding(reply);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') {
        entry.encoded[encoding] ??= encodeAnswer(entry.body, encoding);
        return reply.header('Content-Encoding', encoding).send(entry.encoded[encoding]);
      }
    }
    return reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !usable(request) ||
      fromCache.has(request) ||
      startedIn.get(request) !== generation ||
      reply.statusCode !== 200
    ) {
      return payload;
    }
    const cacheControl = reply.getHeader('cache-control');
    const contentType = reply.getHeader('content-type');
    if (
      typeof payload !== 'string' ||
      payload.length > maxBytes ||
      typeof cacheControl !== 'string' ||
      !cacheControl.startsWith('public') ||
      typeof contentType !== 'string'
    ) {
      return payload;
    }
    entries.delete(request.url);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const headers: Record<string, string> = {};
    for (const name of options.keepHeaders ?? []) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    entries.set(request.url, {
      body: Buffer.from(payload),
      contentType,
      cacheControl,
      headers,
      expiresAt: Date.now() + options.ttlMs,
      encoded: {},
    });
    return payload;
  });

  return {
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
