/**
 * Errors a client can act on (spec §8, house style §12). Handlers throw `HttpError` with a message
 * id; the error plugin translates it into the caller's language and the spec's JSON shape.
 */
import type { Message, MessageId, MessageValues } from '../../shared/i18n/index.ts';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageId: MessageId,
    readonly values?: MessageValues,
    /** Already translated field errors (400 only). */
    readonly fieldErrors: FieldError[] = [],
    /** Extra global messages (400 only). */
    readonly globalErrors: Message[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(messageId);
  }
}

export const badRequest = (id: MessageId, values?: MessageValues) => new HttpError(400, id, values);
export const unauthorized = () => new HttpError(401, 'error.unauthorized');
export const forbidden = (id: MessageId = 'error.forbidden') => new HttpError(403, id);
export const notFound = (id: MessageId = 'error.notFound') => new HttpError(404, id);
