/**
 * Messages about one application between its applicant and the institution (issue 4 item 8):
 * /pranesimai/gauti lists what the institution sent to the chosen party, /pranesimai/issiusti what
 * the party sent. Decisions (return, reject, accept, annul) write a message too, so the reason is
 * where the applicant looks. An e-mail follows when the party's profile asks for it.
 */
import { translate } from '../../../shared/i18n/index.ts';
import type { MessageDto, Page } from '../../../shared/permits/api-types.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import type { Actor } from '../../core/access.ts';
import type { Db } from '../../db/index.ts';
import type { ApplicationRow, MessageRow, PermitRow } from '../../db/schema-permits.ts';
import { notFound } from '../../http/errors.ts';
import {
  insertMessage,
  markApplicationMessagesRead,
  markMessageRead,
  messagePage,
  messagesOfApplication,
  unreadCount,
} from './repository.ts';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;

/** What applications (applications/service.ts) tells on every decision: messages the party. */
export type DecisionListener = (event: {
  application: ApplicationRow;
  action: string;
  reason: string | null;
  permit: PermitRow | null;
  actor: Actor;
}) => Promise<void>;

/** Sends an e-mail about a message to the party when its profile allows (adapters/mail). */
export type PartyNotifier = (input: {
  ownerCode: string;
  subject: { lt: string; en: string };
  text: { lt: string; en: string };
  /** The SMS text (issue 21); without it the subject. */
  smsText?: { lt: string; en: string };
  /** `<event>:<subject id>`: the notice goes once per address and channel (ADR 0034). */
  noticeKey?: string;
}) => Promise<void>;

const both = (id: Parameters<typeof translate>[1], values: Record<string, string>) => ({
  lt: translate('lt', id, values),
  en: translate('en', id, values),
});

function toDto(row: MessageRow, application: { number: string; kind: string }): MessageDto {
  return {
    id: row.id,
    applicationId: row.applicationId,
    applicationNumber: application.number,
    kind: application.kind as KindSegment,
    direction: row.direction,
    senderName: row.senderName,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export function createMessageService(deps: { db: Db; notify?: PartyNotifier }) {
  const { db } = deps;

  async function notifyApplicant(
    application: ApplicationRow,
    subject: { lt: string; en: string },
    text: { lt: string; en: string },
    extra: { smsText?: { lt: string; en: string }; noticeKey?: string } = {},
  ) {
    if (!deps.notify) return;
    await deps.notify({ ownerCode: application.ownerCode, subject, text, ...extra }).catch(() => undefined);
  }

  async function send(
    application: ApplicationRow,
    side: 'applicant' | 'officer',
    sender: { code: string | null; name: string },
    input: { subject: string; body: string },
  ): Promise<MessageDto> {
    const row = await insertMessage(db, {
      applicationId: application.id,
      ownerCode: application.ownerCode,
      direction: side === 'applicant' ? 'TO_INSTITUTION' : 'TO_APPLICANT',
      senderCode: sender.code,
      senderName: sender.name,
      subject: input.subject,
      body: input.body,
    });
    if (side === 'officer') {
      await notifyApplicant(
        application,
        { lt: input.subject, en: input.subject },
        { lt: input.body, en: input.body },
        {
          smsText: both('notice.sms.message', { number: application.number, subject: input.subject }),
          noticeKey: `message:${row.id}`,
        },
      );
    }
    return toDto(row, application);
  }

  /** The message a decision leaves for the applicant, in both languages. */
  const onDecision: DecisionListener = async ({ application, action, reason, permit, actor }) => {
    const values = { number: application.number, permit: permit?.number ?? '' };
    // Submitting writes no message (the applicant knows what they sent): a receipt notice only,
    // once per submission (a returned application submitted again is a new revision).
    if (action === 'submit') {
      await notifyApplicant(
        application,
        both('notice.submitted.subject', values),
        both('notice.submitted.body', values),
        {
          smsText: both('notice.submitted.sms', values),
          noticeKey: `submitted:${application.id}:${application.revision}`,
        },
      );
      return;
    }
    const subjectId = (
      {
        return: 'message.subject.return',
        reject: 'message.subject.reject',
        accept: 'message.subject.accept',
        annul: 'message.subject.annul',
      } as const
    )[action as 'return'];
    if (!subjectId) return;
    const subject = { lt: translate('lt', subjectId, values), en: translate('en', subjectId, values) };
    const body =
      action === 'accept'
        ? {
            lt: translate('lt', 'message.body.accept', values),
            en: translate('en', 'message.body.accept', values),
          }
        : { lt: reason ?? '', en: reason ?? '' };
    await send(
      application,
      'officer',
      { code: actor.code, name: translate('lt', 'message.officerName', { name: actor.name }) },
      { subject: subject.lt, body: action === 'accept' ? `${body.lt}\n\n${body.en}` : body.lt },
    );
  };

  return {
    send,
    onDecision,

    async forApplication(applicationId: string, application: { number: string; kind: string }) {
      const rows = await messagesOfApplication(db, applicationId);
      return rows.map((row) => toDto(row, application));
    },

    /** An officer opening an application's thread has read what the applicant wrote. */
    async markReadOnApplication(applicationId: string, direction: 'TO_APPLICANT' | 'TO_INSTITUTION') {
      await markApplicationMessagesRead(db, applicationId, direction);
    },

    async box(
      ownerCode: string,
      box: 'gauti' | 'issiusti',
      page: number,
      pageSize: number,
    ): Promise<Page<MessageDto>> {
      const direction = box === 'gauti' ? 'TO_APPLICANT' : 'TO_INSTITUTION';
      const { rows, total } = await messagePage(db, ownerCode, direction, page, pageSize);
      return {
        items: rows.map((r) => toDto(r.message, r)),
        total,
        page,
        pageSize,
      };
    },

    /** Only a message sent to the party itself can be marked read by it; anything else is 404. */
    async markRead(ownerCode: string, id: string) {
      if (!(await markMessageRead(db, ownerCode, id))) throw notFound();
    },

    async unreadFor(ownerCode: string) {
      return unreadCount(db, ownerCode);
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
