import type { MessageId } from '../../../shared/i18n/index.ts';
import { ApiError } from '../../platform/api.ts';
import { isMessageId } from '../../platform/message-text.ts';

/** Spec §8: the modal shows the error's message (or message key), else the default system error text. */
export function errorText(error: unknown, t: (id: MessageId) => string): string {
  if (error instanceof ApiError) return error.message;
  if (typeof error === 'string' && error.trim() !== '') return isMessageId(error) ? t(error) : error;
  if (error && typeof error === 'object' && 'messageId' in error && isMessageId(error.messageId)) {
    return t(error.messageId);
  }
  return t('error.defaultError');
}
