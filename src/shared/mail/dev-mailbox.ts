/**
 * `GET /api/dev/pastas` (src/server/adapters/mail/dev-mailbox-routes.ts): the latest mails of the
 * outbox for the local mailbox page, outside production only. A valibot schema declared as the
 * route's `response` (src/server/core/route.ts), with the types the web reads inferred from it.
 */
import * as v from 'valibot';

export const devMailSchema = v.object({
  id: v.string(),
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
});
export type DevMailDto = v.InferOutput<typeof devMailSchema>;

export const devMailboxSchema = v.object({ smtpConfigured: v.boolean(), mails: v.array(devMailSchema) });
export type DevMailboxDto = v.InferOutput<typeof devMailboxSchema>;
