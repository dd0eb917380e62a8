/**
 * A react-hook-form resolver for the valibot schemas of this feature that keeps each message as a
 * catalog id with its values (`validation.maxLength` needs `{max}`), so the text is looked up when
 * shown, in the language shown (ADR 0003), rather than frozen in the language of the last check.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { issuePath, issueToMessage } from '../../../shared/fields/issues.ts';
import type { MessageId, MessageValues } from '../../../shared/i18n/index.ts';
import { isMessageId } from '../../platform/message-text.ts';

const SEPARATOR = '\u0000';

/** `id` alone, or `id` + NUL + the values as JSON. */
export function encodeMessage(id: MessageId, values?: MessageValues): string {
  return values ? `${id}${SEPARATOR}${JSON.stringify(values)}` : id;
}

/** The text of a form message: a catalog id (with values) translated, anything else (server text) as is. */
export function messageOf(
  message: string | undefined,
  t: (id: MessageId, values?: MessageValues) => string,
): string | undefined {
  if (!message) return undefined;
  const [id, json] = message.split(SEPARATOR);
  if (!isMessageId(id)) return message;
  if (json === undefined) return t(id);
  try {
    return t(id, JSON.parse(json) as MessageValues);
  } catch {
    return t(id);
  }
}

/** The form field an issue belongs to: the first segment of its path (`tags[0]` → `tags`). */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  return issuePath(issue).split(/[.[]/)[0] || 'root';
}

export function schemaResolver<TIn extends FieldValues, TOut>(
  schema: v.GenericSchema<unknown, TOut>,
): Resolver<TIn, unknown, TOut> {
  return async (values) => {
    const result = await v.safeParseAsync(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const field = fieldOf(issue);
      if (errors[field]) continue;
      const { id, values: messageValues } = issueToMessage(issue);
      errors[field] = { type: issue.type, message: encodeMessage(id, messageValues) };
    }
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
}
