/**
 * API answers go out compressed (issue 16 target 1): the public data a field page waits for before
 * its first paint is JSON of 28–29 KiB (the fishing catalogue, the permits' descriptions) that
 * brotli makes about a sixth of that, on a phone's Slow 4G link. JSON answers of at least
 * `MIN_BYTES` are compressed for a client that accepts brotli or gzip, with `Vary: Accept-Encoding`
 * so that no shared cache hands a compressed answer to a client that did not ask for one.
 *
 * The hook is added to every route as a route-level `onSend` (`onRoute`), so it runs after every
 * plugin's own `onSend` hooks: the public answer cache (answer-cache.ts) still sees the JSON text
 * it keeps, and keeps the compressed variants itself, so that an answer from memory is not
 * compressed again on every request. An answer that already has a `Content-Encoding` (the web
 * app's pages, files sent pre-compressed, the cache's variants) and streams (files) are left as they
 * are. Levels for answers made per request: brotli 5 and gzip 6 (fast; within a few per cent of the
 * best on JSON); the build's own files use the best levels (scripts/compress.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/** Below this, the headers and the round trip weigh more than the bytes saved. */
export const MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/i;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none; an encoding
 * with `q=0` is refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** `body` in `encoding` (brotli 5, gzip 6: made per request). */
export function encodeAnswer(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** Adds `Accept-Encoding` to the answer's `Vary`, keeping what is there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether an answer is JSON that this hook (or the answer cache) may compress. */
export function isCompressibleAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return (
    request.method !== 'HEAD' &&
    reply.statusCode !== 204 &&
    reply.statusCode !== 304 &&
    reply.getHeader('content-encoding') === undefined &&
    typeof type === 'string' &&
    JSON_TYPE.test(type)
  );
}

const compressAnswer: onSendHookHandler = async (request, reply, payload) => {
  if (!(typeof payload === 'string' || Buffer.isBuffer(payload)) || !isCompressibleAnswer(request, reply))
    return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return payload;
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('content-length');
  return encodeAnswer(body, encoding);
};

/** Compresses the JSON answers of every route declared after this call (see above). */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = [...(own === undefined ? [] : [own].flat()), compressAnswer];
  });
}
