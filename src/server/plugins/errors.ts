/**
 * One place that turns every failure into the spec §8 shape in the caller's language, and never
 * answers bad input with a 5xx: Fastify's own client errors (bad JSON, wrong content type, body
 * too large) are mapped here too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isMessageId } from '../../shared/fields/message-ids.ts';
import { type Language, type MessageId, translate } from '../../shared/i18n/index.ts';
import { HttpError } from '../http/errors.ts';

export interface ErrorBody {
  errors?: { globalErrors: string[]; fieldErrors: { field: string; message: string }[] };
  message: string;
}

export function errorBody(lang: Language, error: HttpError): ErrorBody {
  const message = translate(lang, error.messageId, error.values);
  if (error.status !== 400) return { message };
  const globalErrors = error.globalErrors.map((m) => translate(lang, m.id, m.values));
  if (error.fieldErrors.length === 0 && globalErrors.length === 0) globalErrors.push(message);
  // A field error may carry a bare message id when the code that refused it does not know the
  // caller's language (the permits service); it is translated here.
  const fieldErrors = error.fieldErrors.map((f) =>
    isMessageId(f.message) ? { field: f.field, message: translate(lang, f.message) } : f,
  );
  return { errors: { globalErrors, fieldErrors }, message };
}

/** Fastify's client-error codes and what we tell the person. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; id: MessageId }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, id: 'error.payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, id: 'error.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, id: 'error.badRequest' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, id: 'error.badRequest' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, id: 'error.badRequest' },
  FST_ERR_VALIDATION: { status: 400, id: 'error.badRequest' },
};

/** Seconds a client waits before trying a 503 again, unless the error says otherwise. */
export const RETRY_AFTER_SECONDS = 5;

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  // Every 503 says when to come back (RFC 9110 §10.2.3): browsers, the outbox and proxies retry then.
  if (error.status === 503 && !reply.hasHeader('retry-after'))
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  // Refused before its body was read to the end (a full disk in the middle of an upload): the rest
  // of the body is still on the connection, so the connection cannot carry another request.
  if (!request.raw.complete) reply.header('Connection', 'close');
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(request.lang, error));
}

/** PostgreSQL text cannot hold U+0000; no person types it, so a request carrying one is malformed. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * What a log line may say about an error: its kind and where it happened, never the values it was
 * about (a failed query's message lists its parameters — personal codes, e-mails).
 */
export function loggableError(error: unknown): {
  type: string;
  code?: string;
  message: string;
  stack?: string;
} {
  const e = error as { name?: string; code?: string; message?: string; stack?: string; cause?: unknown };
  const cut = (text: string | undefined) => (text ?? '').split('\nparams:')[0]!.slice(0, 500);
  const stackFrames = e.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
  const causeCode = (e.cause as { code?: string } | undefined)?.code;
  return {
    type: e.name ?? typeof error,
    ...(e.code || causeCode ? { code: e.code ?? causeCode } : {}),
    message: cut(e.message),
    ...(stackFrames ? { stack: stackFrames } : {}),
  };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new HttpError(400, 'error.badRequest');
    }
  });
  app.setErrorHandler((raw: FastifyError | HttpError | Error, request, reply) => {
    if (raw instanceof HttpError) return sendError(request, reply, raw);
    const fastifyError = raw as FastifyError;
    const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
    if (known) return sendError(request, reply, new HttpError(known.status, known.id));
    // A SyntaxError from a body parser or any other 4xx that Fastify raised is the client's.
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const id: MessageId =
        status === 413 ? 'error.payloadTooLarge' : status === 404 ? 'error.notFound' : 'error.badRequest';
      return sendError(request, reply, new HttpError(status, id));
    }
    if (isDatabaseUnavailable(raw)) {
      request.log.warn({ error: loggableError(raw) }, 'database unavailable');
      return sendError(request, reply, new HttpError(503, 'error.serviceUnavailable'));
    }
    request.log.error({ error: loggableError(raw) }, 'unhandled error');
    return sendError(request, reply, new HttpError(500, 'error.defaultError'));
  });
});

/** Socket errors of a connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not taking work: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up
 * or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[123]|53300)$/;
/** What `pg` and its pool say, without a code, of a connection that broke or never came. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Connection-level failures (PostgreSQL restarting, failing over or unreachable) are a 503 with
 * Retry-After, not a 500: the request did not run, or ran in a transaction that rolled back.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null;
  if (!e || typeof e !== 'object' || depth > 8) return false;
  if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code)))
    return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  // Node's connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause, depth + 1) : false;
}
