/**
 * E-mail (issue 4 §8): every mail is first written to `mail_outbox`, in the caller's flow, so that
 * nothing is lost when the mail server is down or the process stops. When SMTP is configured
 * (SMTP_URL, MAIL_FROM) `deliverPending()` — run by the scheduler once across all nodes — sends
 * what is due and marks it sent; a failure is retried later with exponential backoff. With no SMTP
 * the rows stay, and the local mailbox page (non-production) shows them.
 */
import { sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { translate } from '../../../shared/i18n/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { mailOutbox } from '../../db/schema-permits.ts';
import type { UnsubscribeLinks } from './unsubscribe.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A notice's key (ADR 0034): a mail with a key already queued is not queued again. */
  noticeKey?: string;
  /**
   * A notice or reminder (ADR 0036): the text ends with the link that stops further notices to this
   * address, in this language (`both`: Lithuanian, then English), and the mail carries the
   * List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058). Ignored without unsubscribe links.
   */
  unsubscribe?: 'lt' | 'en' | 'both';
}

/** The headers of a mail a client may unsubscribe from in one click (RFC 8058 §3.1). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The paragraph that ends every notice mail: where to stop them. */
export function unsubscribeFooter(language: 'lt' | 'en' | 'both', link: string): string {
  const one = (lang: 'lt' | 'en') => translate(lang, 'notice.unsubscribe.footer', { link });
  return language === 'both' ? `${one('lt')}\n${one('en')}` : one(language);
}

/** What sends one mail; nodemailer's SMTP transport in the app. */
export interface MailTransport {
  sendMail(
    mail: Omit<OutgoingMail, 'unsubscribe'> & { from: string; headers?: Record<string, string> },
  ): Promise<unknown>;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

export interface Mailer {
  readonly smtpConfigured: boolean;
  /** Queues a mail; it leaves with the next `deliverPending()`. Null: its notice key was queued before. */
  send(mail: OutgoingMail): Promise<{ id: string } | null>;
  /** Sends the queued mails that are due; a no-op without SMTP. */
  deliverPending(options?: { batchSize?: number }): Promise<DeliveryResult>;
  close(): void;
}

/**
 * Attempt n + 1 is due `baseSeconds × (2ⁿ − 1)` after the mail was queued: at once, after 1, 3,
 * 7 … minutes, giving up after `maxAttempts` (about 17 hours with the defaults). Computing the due
 * time from `created_at` needs no extra column and is the same on every node.
 */
export const MAIL_RETRY = { maxAttempts: 10, baseSeconds: 60 };

export function retryDueAfterSeconds(attempts: number, baseSeconds = MAIL_RETRY.baseSeconds): number {
  return baseSeconds * (2 ** attempts - 1);
}

/** What is kept of a failure: the SMTP answer or error code, short (never the whole message). */
export function describeFailure(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const parts = [e?.code, e?.responseCode, e?.message].filter(
    (part) => typeof part === 'string' || typeof part === 'number',
  );
  return (parts.join(' ') || String(error)).slice(0, 500);
}

export function createMailer(deps: {
  db: Db;
  config: Pick<Config, 'mail'>;
  /** Defaults to SMTP at `config.mail.smtpUrl`. */
  transport?: MailTransport;
  retry?: Partial<typeof MAIL_RETRY>;
  /** Makes the unsubscribe links of notice mails (ADR 0036); without them no mail carries one. */
  unsubscribe?: UnsubscribeLinks;
}): Mailer {
  const { db, config } = deps;
  const retry = { ...MAIL_RETRY, ...deps.retry };
  const smtp = config.mail.smtpUrl
    ? createTransport({
        url: config.mail.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const transport: MailTransport | undefined = deps.transport ?? smtp;

  return {
    smtpConfigured: transport !== undefined,

    async send(mail) {
      const to = mail.to.trim();
      if (to === '') throw new Error('a mail needs an address');
      const links = mail.unsubscribe && deps.unsubscribe;
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: to,
          subject: mail.subject,
          bodyText: links
            ? `${mail.text.trimEnd()}\n\n${unsubscribeFooter(mail.unsubscribe!, links.pageUrl(to))}\n`
            : mail.text,
          noticeKey: mail.noticeKey ?? null,
          listUnsubscribe: links ? links.oneClickUrl(to) : null,
        })
        .onConflictDoNothing()
        .returning({ id: mailOutbox.id });
      return row ? { id: row.id } : null;
    },

    async deliverPending(options = {}) {
      if (!transport) return { sent: 0, failed: 0 };
      const batchSize = options.batchSize ?? 50;
      // Claiming a row counts the attempt first: a node that dies mid-send never makes another
      // node send the same mail at once, and the retry waits its turn.
      const claimed = await db.execute<{
        id: string;
        to_address: string;
        subject: string;
        body_text: string;
        list_unsubscribe: string | null;
      }>(sql`
        update mail_outbox set attempts = attempts + 1
        where id in (
          select id from mail_outbox
          where sent_at is null
            and attempts < ${retry.maxAttempts}
            and created_at + make_interval(secs => ${retry.baseSeconds} * (power(2, attempts) - 1)) <= now()
          order by created_at
          limit ${batchSize}
          for update skip locked
        )
        returning id, to_address, subject, body_text, list_unsubscribe`);
      let sent = 0;
      let failed = 0;
      for (const row of claimed.rows) {
        try {
          await transport.sendMail({
            from: config.mail.from,
            to: row.to_address,
            subject: row.subject,
            text: row.body_text,
            ...(row.list_unsubscribe ? { headers: unsubscribeHeaders(row.list_unsubscribe) } : {}),
          });
          await db.execute(
            sql`update mail_outbox set sent_at = now(), last_error = null where id = ${row.id}`,
          );
          sent++;
        } catch (error) {
          await db.execute(
            sql`update mail_outbox set last_error = ${describeFailure(error)} where id = ${row.id}`,
          );
          failed++;
        }
      }
      return { sent, failed };
    },

    close() {
      smtp?.close();
    },
  };
}
