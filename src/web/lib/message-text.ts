/**
 * Validation and server errors arrive either as message ids (our schemas, spec §5) or as ready text
 * (the server answers in the person's language, spec §7). This tells them apart.
 */
import { MESSAGE_IDS } from '../../shared/i18n/catalog.gen.ts';
import type { MessageId } from '../../shared/i18n/index.ts';

const IDS = new Set<string>(MESSAGE_IDS);

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && IDS.has(value);
}

export function messageText(value: string | undefined, t: (id: MessageId) => string): string | undefined {
  if (value === undefined || value === '') return undefined;
  return isMessageId(value) ? t(value) : value;
}
