/**
 * `GET /api/dev/pastas`: the latest 100 mails of the outbox for the local mailbox page
 * (`/pasto-dezute`), so that mails can be read in development and tests where no SMTP server is
 * configured (issue 4 §8). Never in production: there it answers 404 like any unknown path.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DevMailboxDto, devMailboxSchema } from '../../../shared/mail/dev-mailbox.ts';
import { route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { mailOutbox } from '../../db/schema-permits.ts';
import { notFound } from '../../http/errors.ts';

export const DEV_MAILBOX_LIMIT = 100;

export type { DevMailboxDto, DevMailDto } from '../../../shared/mail/dev-mailbox.ts';

export async function devMailboxRoutes(
  app: FastifyInstance,
  opts: { db: Db; production: boolean; smtpConfigured: boolean },
) {
  route(app, {
    method: 'GET',
    url: '/api/dev/pastas',
    auth: 'anonymous',
    response: devMailboxSchema,
    handler: async ({ reply }): Promise<DevMailboxDto> => {
      if (opts.production) throw notFound();
      const rows = await opts.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(DEV_MAILBOX_LIMIT);
      reply.header('Cache-Control', 'no-store');
      return {
        smtpConfigured: opts.smtpConfigured,
        mails: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.bodyText,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          attempts: row.attempts,
          lastError: row.lastError,
        })),
      };
    },
  });
}
