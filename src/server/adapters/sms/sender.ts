/**
 * SMS (issue 21, ADR 0033), the mail outbox's twin: every SMS is first written to `sms_outbox` in the
 * caller's flow; `deliverPending()` — run by the scheduler once across all nodes — hands what is due
 * to the gateway and keeps its message id; a refusal is retried with the mails' backoff (at once,
 * after 1, 3, 7 … minutes from queuing, 10 attempts) and stays visible with its error.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { smsOutbox } from '../../db/schema-permits.ts';
import { describeFailure, MAIL_RETRY } from '../mail/mailer.ts';
import type { OutgoingSms, SmsGateway } from './gateway.ts';

export interface QueuedSms extends OutgoingSms {
  /** A notice's key (ADR 0034): an SMS with a key already queued is not queued again. */
  noticeKey?: string;
}

/** One delivery report of the gateway (Infobip's notifyUrl report, ADR 0037). */
export interface DeliveryReport {
  messageId: string;
  /** Infobip's status group: DELIVERED, or UNDELIVERABLE, REJECTED, EXPIRED; PENDING is not final. */
  group: string;
  /** What the phone network said, e.g. `UNDELIVERED_NOT_DELIVERED EC_ABSENT_SUBSCRIBER …`. */
  reason: string;
  doneAt: Date | null;
}

/** The status groups that mean the SMS will not reach the phone. */
export const UNDELIVERED_GROUPS = new Set(['UNDELIVERABLE', 'REJECTED', 'EXPIRED']);

export interface SmsSender {
  readonly gateway: SmsGateway['name'] | null;
  /** Queues an SMS; null when its notice key was queued before. */
  send(sms: QueuedSms): Promise<{ id: string } | null>;
  /** Hands the due SMS to the gateway; a no-op without one. */
  deliverPending(options?: { batchSize?: number }): Promise<{ sent: number; failed: number }>;
  /**
   * Records the gateway's delivery reports on the SMS they name: DELIVERED with its time, a failed
   * group with its reason (then shown to the administrator). Answers how many SMS they matched.
   */
  recordReports(reports: DeliveryReport[]): Promise<number>;
}

/** Longer texts are cut: six concatenated GSM-7 parts, 918 characters (three UCS-2 parts with Lithuanian letters). */
export const SMS_MAX = 459;

export function createSmsSender(deps: {
  db: Db;
  gateway: SmsGateway | null;
  retry?: Partial<typeof MAIL_RETRY>;
}): SmsSender {
  const { db, gateway } = deps;
  const retry = { ...MAIL_RETRY, ...deps.retry };
  return {
    gateway: gateway?.name ?? null,

    async send(sms) {
      const to = sms.to.trim();
      if (!/^\+\d{8,15}$/.test(to)) throw new Error('an SMS needs a phone number in +370… form');
      const text = sms.text.trim().slice(0, SMS_MAX);
      const [row] = await db
        .insert(smsOutbox)
        .values({ toPhone: to, bodyText: text, noticeKey: sms.noticeKey ?? null })
        .onConflictDoNothing()
        .returning({ id: smsOutbox.id });
      return row ? { id: row.id } : null;
    },

    async deliverPending(options = {}) {
      if (!gateway) return { sent: 0, failed: 0 };
      const batchSize = options.batchSize ?? 50;
      // As with mail: the attempt is counted when the row is claimed, so a node that dies mid-send
      // never makes another node send the same SMS at once.
      const claimed = await db.execute<{ id: string; to_phone: string; body_text: string }>(sql`
        update sms_outbox set attempts = attempts + 1
        where id in (
          select id from sms_outbox
          where sent_at is null
            and attempts < ${retry.maxAttempts}
            and created_at + make_interval(secs => ${retry.baseSeconds} * (power(2, attempts) - 1)) <= now()
          order by created_at
          limit ${batchSize}
          for update skip locked
        )
        returning id, to_phone, body_text`);
      let sent = 0;
      let failed = 0;
      for (const row of claimed.rows) {
        try {
          const { messageId } = await gateway.send({ to: row.to_phone, text: row.body_text });
          await db.execute(
            sql`update sms_outbox set sent_at = now(), last_error = null, gateway_message_id = ${messageId} where id = ${row.id}`,
          );
          sent++;
        } catch (error) {
          await db.execute(
            sql`update sms_outbox set last_error = ${describeFailure(error)} where id = ${row.id}`,
          );
          failed++;
        }
      }
      // The simulator posts its delivery reports now, as Infobip does seconds after taking an SMS.
      if (claimed.rows.length > 0) await gateway.settle?.();
      return { sent, failed };
    },

    async recordReports(reports) {
      let matched = 0;
      for (const report of reports) {
        const group = report.group.toUpperCase();
        let result: { rowCount: number | null };
        if (group === 'DELIVERED') {
          result = await db.execute(sql`
            update sms_outbox set delivery_status = 'DELIVERED', delivered_at = ${report.doneAt ?? new Date()}
            where gateway_message_id = ${report.messageId}`);
        } else if (UNDELIVERED_GROUPS.has(group)) {
          // A report that comes after a DELIVERED one (reports may arrive out of order) changes nothing.
          result = await db.execute(sql`
            update sms_outbox set delivery_status = ${group},
              last_error = ${`${group} ${report.reason}`.trim().slice(0, 500)}
            where gateway_message_id = ${report.messageId}
              and delivery_status is distinct from 'DELIVERED'`);
        } else {
          continue;
        }
        matched += result.rowCount ?? 0;
      }
      return matched;
    },
  };
}
