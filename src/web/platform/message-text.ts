/**
 * Validation and server errors arrive either as message ids (our schemas, spec §5) or as ready text
 * (the server answers in the person's language, spec §7). This tells them apart.
 */
import { isKnownMessageId, type MessageId } from '../../shared/i18n/index.ts';

export function isMessageId(value: unknown): value is MessageId {
  return isKnownMessageId(value);
}

export function messageText(value: string | undefined, t: (id: MessageId) => string): string | undefined {
  if (value === undefined || value === '') return undefined;
  return isMessageId(value) ? t(value) : value;
}
