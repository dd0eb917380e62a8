/**
 * Reminders (issue 21 item 5, ADR 0034), run by the scheduler once across all nodes (`reminders`
 * job, hourly): a permit in force whose last day is 30 days away (8–30) or 7 days away (0–7), and an
 * L06 card that has ended — or ends today — with its catch report not filed (spec §8: an unfiled
 * report blocks the next purchase). Each goes once per person, event and channel: the key
 * `<event>:<permit id>` with the channel and address is unique in the outboxes, so a job run again
 * after a restart, or by another node after a lock expired, queues nothing new. Never to an address
 * or phone that opted out (SMS STOP), and to a party only by the channels its profile ticked.
 */
import { REPORT_WINDOW_DAYS } from '../../../shared/anglers/catch-reports.ts';
import { formatSecurityCode } from '../../../shared/anglers/security-code.ts';
import { isValidEmail, isValidPhone } from '../../../shared/fields/contact.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';
import { VALID_PERMIT_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { addDays } from '../../../shared/permits/parts/dates.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { notifyParty, optedOut } from '../../adapters/mail/notify.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { SecurityCodes } from '../../core/security-codes.ts';
import type { Db } from '../../db/index.ts';
import { cardsOwingReport, permitsEndingBetween, ticketsIssuedSince } from './repository.ts';

const both = (id: Parameters<typeof translate>[1], values: Record<string, string>) => ({
  lt: translate('lt', id, values),
  en: translate('en', id, values),
});

export function createReminderService(deps: {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  codes: SecurityCodes;
  publicUrl: string;
}) {
  const { db, mailer, sms } = deps;

  async function permitsExpiring(today: string): Promise<number> {
    let queued = 0;
    for (const [event, from, to] of [
      ['expiring-30', addDays(today, 8), addDays(today, 30)],
      ['expiring-7', today, addDays(today, 7)],
    ] as const) {
      for (const permit of await permitsEndingBetween(db, VALID_PERMIT_STATES, from, to)) {
        const values = { number: permit.number, date: permit.validUntil ?? '' };
        queued += await notifyParty({
          db,
          mailer,
          sms,
          ownerCode: permit.holderCode,
          subject: both('notice.expiring.subject', values),
          text: both('notice.expiring.body', values),
          smsText: both('notice.expiring.sms', values),
          noticeKey: `${event}:${permit.id}`,
        });
      }
    }
    return queued;
  }

  async function reportsOwed(today: string): Promise<number> {
    let queued = 0;
    // From the card's last day until the report window closes.
    for (const card of await cardsOwingReport(db, addDays(today, -REPORT_WINDOW_DAYS), today)) {
      const lang: Language = card.lang === 'en' ? 'en' : 'lt';
      const values = {
        number: card.number,
        date: card.validUntil,
        link: `${deps.publicUrl}/laimikio-ataskaita?leidimas=${card.number}`,
      };
      const key = `report-due:${card.permitId}`;
      const email = card.email?.trim().toLowerCase() ?? '';
      if (card.useEmail && isValidEmail(email) && !(await optedOut(db, 'email', email))) {
        const done = await mailer.send({
          to: email,
          subject: translate(lang, 'notice.reportDue.subject', values),
          text: translate(lang, 'notice.reportDue.body', values),
          unsubscribe: lang,
          noticeKey: `${key}:email:${email}`,
        });
        if (done) queued++;
      }
      const phone = card.phone?.trim() ?? '';
      if (card.usePhone && isValidPhone(phone) && !(await optedOut(db, 'sms', phone))) {
        const done = await sms.send({
          to: phone,
          text: translate(lang, 'notice.reportDue.sms', values),
          noticeKey: `${key}:sms:${phone}`,
        });
        if (done) queued++;
      }
    }
    return queued;
  }

  return {
    /**
     * The ticket by SMS (issue 21 item 3): an angler who ticked "use phone" at purchase, with or
     * without an account, gets the permit's number, its security code and the download link — the
     * SMS twin of the mail issued with the permit. Looks two days back, so a node down for a while
     * loses none; the key makes each one SMS.
     */
    async ticketsBySms(now = new Date()): Promise<{ queued: number }> {
      let queued = 0;
      for (const ticket of await ticketsIssuedSince(db, new Date(now.getTime() - 2 * 86_400_000))) {
        const phone = ticket.phone?.trim() ?? '';
        if (!isValidPhone(phone) || (await optedOut(db, 'sms', phone))) continue;
        const lang: Language = ticket.lang === 'en' ? 'en' : 'lt';
        const done = await sms.send({
          to: phone,
          text: translate(lang, 'notice.ticket.sms', {
            number: ticket.number,
            code: formatSecurityCode(await deps.codes.codeOf(ticket.permitId)),
            validFrom: ticket.validFrom,
            validUntil: ticket.validUntil,
            link: `${deps.publicUrl}/atsisiusti/${ticket.kind}`,
          }),
          noticeKey: `ticket:${ticket.permitId}:sms:${phone}`,
        });
        if (done) queued++;
      }
      return { queued };
    },

    /** Queues every reminder due today that was not queued before; answers how many were. */
    async remindDue(now = new Date()): Promise<{ queued: number }> {
      const today = todayInLithuania(now);
      return { queued: (await permitsExpiring(today)) + (await reportsOwed(today)) };
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
