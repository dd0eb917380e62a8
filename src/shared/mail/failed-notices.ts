/**
 * `GET /api/v1/admin/pranesimai/nepavyke` (issue 21, ADR 0033): notices the mail server or the SMS
 * gateway refused, for the administrator: still retried, or given up after the last attempt.
 */
import * as v from 'valibot';

export const failedNoticeSchema = v.object({
  id: v.string(),
  channel: v.picklist(['email', 'sms']),
  to: v.string(),
  noticeKey: v.nullable(v.string()),
  createdAt: v.string(),
  attempts: v.number(),
  lastError: v.string(),
  /** No attempt is left: the notice will not go unless queued again. */
  givenUp: v.boolean(),
});
export const failedNoticesSchema = v.object({ items: v.array(failedNoticeSchema) });
export type FailedNoticesDto = v.InferOutput<typeof failedNoticesSchema>;
