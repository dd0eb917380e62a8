/**
 * `GET /api/dev/sms`: the latest 100 SMS of the outbox for the local SMS inbox page (`/sms-dezute`),
 * beside the mailbox (issue 21, ADR 0033). With the simulator they are "sent" with its message id;
 * never in production: there it answers 404 like any unknown path.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DevSmsInboxDto, devSmsInboxSchema } from '../../../shared/mail/dev-sms.ts';
import { route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { smsOutbox } from '../../db/schema-permits.ts';
import { notFound } from '../../http/errors.ts';

export const DEV_SMS_LIMIT = 100;

export async function devSmsRoutes(
  app: FastifyInstance,
  opts: { db: Db; production: boolean; gateway: string | null },
) {
  route(app, {
    method: 'GET',
    url: '/api/dev/sms',
    auth: 'anonymous',
    response: devSmsInboxSchema,
    handler: async ({ reply }): Promise<DevSmsInboxDto> => {
      if (opts.production) throw notFound();
      const rows = await opts.db
        .select()
        .from(smsOutbox)
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(DEV_SMS_LIMIT);
      reply.header('Cache-Control', 'no-store');
      return {
        gateway: opts.gateway,
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toPhone,
          text: row.bodyText,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          attempts: row.attempts,
          lastError: row.lastError,
          gatewayMessageId: row.gatewayMessageId,
        })),
      };
    },
  });
}
