/**
 * Catch reports by SMS (issue 21 item 4, ADR 0035). The gateway posts each inbound SMS; for each:
 *
 * - its gateway message id is taken first (`sms_inbound`): a message delivered twice does nothing
 *   more, not even a second reply;
 * - the text is read by the grammar (grammar.ts); a malformed one gets the right format back;
 * - the card must be an angler card whose purchase gave this phone number: anything else gets one
 *   answer that tells nothing about the card;
 * - the report is filed through the catch-reports service (`fileProven`: the same rules, the same
 *   exactly-once row), its id made from the gateway message id and its times the SMS's own: the
 *   10-minute rule and the card's dates are judged on when the angler sent it, not when the
 *   gateway got round to posting it;
 * - the reply confirms or says why not, in the card's language.
 */
import { createHash } from 'node:crypto';
import type { CatchReportRequest } from '../../../shared/anglers/catch-reports.ts';
import { normalizePhone } from '../../../shared/fields/contact.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';
import { bilingualSms, optOut } from '../../adapters/mail/notify.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { CatchReportRefused, type CatchReportService, refusalMessage } from '../catch-reports/index.ts';
import { parseCatchSms } from './grammar.ts';
import { cardContact, claimInbound, finishInbound, releaseInbound } from './repository.ts';

export interface InboundSms {
  messageId: string;
  /** As the gateway gives it: 37061234567. */
  from: string;
  text: string;
  /** The SMS's own time. */
  receivedAt: Date;
}

export type InboundOutcome = 'repeat' | 'filed' | 'refused' | 'malformed' | 'not-yours' | 'stopped';

/** A UUID made from the gateway's message id: the report's id, the same for every delivery. */
export function reportIdOf(messageId: string): string {
  const h = createHash('sha256').update(`sms-report:${messageId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((Number.parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const both = (id: Parameters<typeof translate>[1], values: Record<string, string> = {}) =>
  bilingualSms({ lt: translate('lt', id, values), en: translate('en', id, values) });

/** `2026-07-01 05:42` in Lithuanian time. */
const minute = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Vilnius',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

export function createSmsReportService(deps: { db: Db; sms: SmsSender; catchReports: CatchReportService }) {
  const { db, sms, catchReports } = deps;

  async function judge(
    message: InboundSms,
    phone: string | null,
  ): Promise<{ outcome: InboundOutcome; reply: string; permitNumber: string | null }> {
    const parsed = parseCatchSms(message.text);
    if (parsed.kind === 'malformed')
      return { outcome: 'malformed', reply: both('notice.smsReport.malformed'), permitNumber: null };
    if (parsed.kind === 'stop') {
      if (phone) await optOut(db, 'sms', phone);
      return { outcome: 'stopped', reply: both('notice.smsReport.stopped'), permitNumber: null };
    }
    const number = parsed.permitNumber;
    const card = await cardContact(db, number);
    if (!card || !phone || card.phone !== phone)
      return {
        outcome: 'not-yours',
        reply: both('notice.smsReport.notYours', { number }),
        permitNumber: number,
      };
    const lang: Language = card.lang === 'en' ? 'en' : 'lt';
    const at = message.receivedAt.toISOString();
    const request: CatchReportRequest = {
      id: reportIdOf(message.messageId),
      permitNumber: number,
      firstName: '',
      lastName: '',
      securityCode: '',
      speciesCode: parsed.speciesCode,
      amount: parsed.amount,
      lengthCm: parsed.lengthCm,
      sex: 'NEZINOMA',
      eelCaught: false,
      caughtAt: at,
      savedAt: at,
      sentAt: at,
    };
    try {
      const { result } = await catchReports.fileProven(request, message.receivedAt);
      const reply = translate(lang, 'notice.smsReport.filed', {
        number,
        species: translate(
          lang,
          parsed.speciesCode === 'lasisa' ? 'notice.species.lasisa' : 'notice.species.slakys',
        ),
        amount: String(parsed.amount),
        length:
          parsed.lengthCm === null
            ? ''
            : translate(lang, 'notice.smsReport.length', { cm: String(parsed.lengthCm) }),
        time: minute(message.receivedAt),
        ended: result.cardEnded ? translate(lang, 'notice.smsReport.cardEnded') : '',
      });
      return { outcome: 'filed', reply, permitNumber: number };
    } catch (error) {
      if (error instanceof CatchReportRefused)
        return {
          outcome: 'refused',
          reply: translate(lang, 'notice.smsReport.refused', {
            number,
            reason: refusalMessage(lang, error.refusal, error.species),
          }),
          permitNumber: number,
        };
      if (error instanceof HttpError && error.status === 404)
        return {
          outcome: 'not-yours',
          reply: both('notice.smsReport.notYours', { number }),
          permitNumber: number,
        };
      throw error;
    }
  }

  return {
    /** Handles one inbound SMS once; answers what was done. */
    async receive(message: InboundSms): Promise<InboundOutcome> {
      const phone = normalizePhone(`+${message.from.replace(/^\+/, '')}`);
      const fresh = await claimInbound(db, {
        gatewayMessageId: message.messageId,
        fromPhone: phone ?? message.from,
        text: message.text.slice(0, 1000),
        receivedAt: message.receivedAt,
      });
      if (!fresh) return 'repeat';
      let done: Awaited<ReturnType<typeof judge>>;
      try {
        done = await judge(message, phone);
      } catch (error) {
        await releaseInbound(db, message.messageId);
        throw error;
      }
      if (phone) await sms.send({ to: phone, text: done.reply, noticeKey: `sms-reply:${message.messageId}` });
      await finishInbound(db, message.messageId, done);
      return done.outcome;
    },
  };
}

export type SmsReportService = ReturnType<typeof createSmsReportService>;
