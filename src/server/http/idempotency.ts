/**
 * The Idempotency-Key header (IETF draft; field notes "Idempotency"): a UUID the client made for one
 * change and sends with every attempt of it. Each route scopes the key itself (by the person, the
 * permit or the application); here it is only read and checked.
 */
import type { FastifyRequest } from 'fastify';
import type { MessageId } from '../../shared/i18n/index.ts';
import { HttpError } from './errors.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key in lower case, undefined when absent; a malformed key is a 400 with `message`. */
export function idempotencyKeyOf(request: FastifyRequest, message: MessageId): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (!UUID.test(key)) throw new HttpError(400, message);
  return key;
}
