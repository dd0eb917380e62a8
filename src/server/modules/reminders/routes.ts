/**
 * `GET /api/v1/admin/pranesimai/nepavyke`: the administrator sees which notices the mail server or
 * the SMS gateway refused, with the error and whether retries are left (issue 21, ADR 0033).
 */
import type { FastifyInstance } from 'fastify';
import { type FailedNoticesDto, failedNoticesSchema } from '../../../shared/mail/failed-notices.ts';
import { MAIL_RETRY } from '../../adapters/mail/mailer.ts';
import { route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { failedNotices } from './repository.ts';

export async function reminderRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/pranesimai/nepavyke',
    auth: 'admin',
    response: failedNoticesSchema,
    handler: async ({ reply }): Promise<FailedNoticesDto> => {
      reply.header('Cache-Control', 'no-store');
      const rows = await failedNotices(opts.db);
      return {
        items: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.to,
          noticeKey: row.notice_key,
          createdAt: new Date(row.created_at).toISOString(),
          attempts: row.attempts,
          lastError: row.last_error,
          // An SMS the phone network reported undelivered is not sent again: the gateway gave up.
          givenUp: row.undelivered || row.attempts >= MAIL_RETRY.maxAttempts,
        })),
      };
    },
  });
}
