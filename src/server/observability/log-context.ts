/**
 * The request id in every log line of a request (issue 8 §5, ADR 0012). Fastify's request logger
 * carries `reqId` already, but services are handed the application's logger (payments, anglers)
 * and log from inside a request with it. The observability plugin runs each request inside an
 * AsyncLocalStorage context; pino's `mixin` adds that context's `reqId` to any line that does not
 * come from the request's own logger (which has it bound already).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestLogContext {
  reqId: string;
  /** The request's own logger, which already binds `reqId`. */
  logger: unknown;
}

export const requestLogContext = new AsyncLocalStorage<RequestLogContext>();

/** pino `mixin`: `{ reqId }` inside a request, for lines from any logger but the request's own. */
export function requestIdMixin(_merge: object, _level: number, logger: unknown): object {
  const context = requestLogContext.getStore();
  return context && context.logger !== logger ? { reqId: context.reqId } : {};
}
