/**
 * Observability of every request (issue 8 §5, ADR 0012): each request runs inside its log context,
 * so any logger used while serving it writes the request id (log-context.ts), and its answer is
 * counted in `http_requests_total` and timed in `http_request_duration_seconds` under the route's
 * pattern — never the raw address, which carries record ids and would grow without end. Requests
 * that match no route count under `route="unmatched"`. It also writes the one access line of each
 * request (Fastify's own request logging is off). /metrics itself is in the health module.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type RequestLogContext, requestLogContext } from '../observability/log-context.ts';
import { httpDuration, httpRequests } from '../observability/metrics.ts';

const contexts = new WeakMap<FastifyRequest, RequestLogContext>();

export const observabilityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const context: RequestLogContext = { reqId: request.id, logger: request.log };
    contexts.set(request, context);
    requestLogContext.run(context, done);
  });
  // Body parsing continues on the socket's events, outside the context: enter it again before the
  // validation, handler and answer hooks (as @fastify/request-context does).
  app.addHook('preValidation', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) requestLogContext.run(context, done);
    else done();
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    // The access line (Fastify's own request logging is off, app.ts): path without its query,
    // status and time, with the request id like every other line.
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
});
