/**
 * `GET /api/dev/sms` (src/server/adapters/sms/dev-sms-routes.ts): the latest SMS of the outbox for
 * the local SMS inbox page (`/sms-dezute`), outside production only (issue 21, ADR 0033).
 */
import * as v from 'valibot';

export const devSmsSchema = v.object({
  id: v.string(),
  to: v.string(),
  text: v.string(),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  gatewayMessageId: v.nullable(v.string()),
});
export type DevSmsDto = v.InferOutput<typeof devSmsSchema>;

export const devSmsInboxSchema = v.object({
  /** `simulator`, `infobip`, or null when no gateway is configured. */
  gateway: v.nullable(v.string()),
  messages: v.array(devSmsSchema),
});
export type DevSmsInboxDto = v.InferOutput<typeof devSmsInboxSchema>;
