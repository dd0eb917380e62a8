/**
 * Telling a party about their application (issue 4 §8, issue 21; spec §3 ContactInfo): by e-mail
 * when a profile of that represented person asks for e-mail (`infoEpastu`) and has an address, by
 * SMS when it asks for SMS (`infoSms`) and has a phone. Each representative of a company keeps their
 * own profile, so each who asked gets it. The profile keeps no language, so a mail is in both,
 * Lithuanian first (spec §9: lt is the default language), and an SMS too (ADR 0034).
 *
 * Once (ADR 0034): a notice with a `noticeKey` (event and its subject, e.g. `message:<id>`) is queued
 * under `<key>:email:<address>` and `<key>:sms:<phone>`; the outboxes' unique indexes make a second
 * queuing — another node, a retried job — a no-op. An address or phone that asked to stop
 * (`notice_opt_outs`) gets nothing.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { isValidPhone } from '../../../shared/fields/contact.ts';
import type { Db } from '../../db/index.ts';
import { profiles } from '../../db/schema.ts';
import { noticeOptOuts } from '../../db/schema-permits.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { Mailer } from './mailer.ts';

export interface Bilingual {
  lt: string;
  en: string;
}

export const bilingualSubject = (subject: Bilingual) =>
  subject.lt === subject.en ? subject.lt : `${subject.lt} / ${subject.en}`;

export const bilingualText = (text: Bilingual) => `${text.lt.trim()}\n\n* * *\n\n${text.en.trim()}\n`;

/** An SMS in both languages, shortest form: one text when they are the same. */
export const bilingualSms = (text: Bilingual) =>
  text.lt.trim() === text.en.trim() ? text.lt.trim() : `${text.lt.trim()}\n${text.en.trim()}`;

/** Whether an address or phone asked for no more notices. */
export async function optedOut(db: Db, channel: 'email' | 'sms', address: string): Promise<boolean> {
  const rows = await db
    .select({ address: noticeOptOuts.address })
    .from(noticeOptOuts)
    .where(and(eq(noticeOptOuts.channel, channel), eq(noticeOptOuts.address, address)))
    .limit(1);
  return rows.length > 0;
}

/** Records that an address or phone wants no more notices (idempotent). */
export async function optOut(db: Db, channel: 'email' | 'sms', address: string): Promise<void> {
  await db.insert(noticeOptOuts).values({ channel, address }).onConflictDoNothing();
}

/** Takes back an opt-out (the unsubscribe page's undo, ADR 0036); idempotent. */
export async function optBackIn(db: Db, channel: 'email' | 'sms', address: string): Promise<void> {
  await db
    .delete(noticeOptOuts)
    .where(and(eq(noticeOptOuts.channel, channel), eq(noticeOptOuts.address, address)));
}

/** Queues the notice for every profile of `ownerCode` that wants it; answers how many were queued. */
export async function notifyParty(input: {
  db: Db;
  mailer: Mailer;
  sms?: SmsSender;
  ownerCode: string;
  subject: Bilingual;
  text: Bilingual;
  /** The SMS text; without it the subject is sent. */
  smsText?: Bilingual;
  /** `<event>:<subject id>`: queued once per address (ADR 0034). */
  noticeKey?: string;
}): Promise<number> {
  const rows = await input.db
    .selectDistinct({
      email: profiles.email,
      phone: profiles.phone,
      byEmail: profiles.infoByEmail,
      bySms: profiles.infoBySms,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.representedCode, input.ownerCode),
        or(
          and(eq(profiles.infoByEmail, true), ne(profiles.email, '')),
          and(eq(profiles.infoBySms, true), ne(profiles.phone, '')),
        ),
      ),
    );
  const addresses = [
    ...new Set(
      rows
        .filter((row) => row.byEmail)
        .map((row) => row.email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const phones = [
    ...new Set(
      rows
        .filter((row) => row.bySms)
        .map((row) => row.phone.trim())
        .filter(isValidPhone),
    ),
  ];
  let queued = 0;
  for (const to of addresses) {
    if (await optedOut(input.db, 'email', to)) continue;
    const done = await input.mailer.send({
      to,
      subject: bilingualSubject(input.subject),
      text: bilingualText(input.text),
      // Every notice says how to stop them, with a link that needs no login (ADR 0036).
      unsubscribe: 'both',
      ...(input.noticeKey ? { noticeKey: `${input.noticeKey}:email:${to}` } : {}),
    });
    if (done) queued++;
  }
  if (input.sms) {
    for (const to of phones) {
      if (await optedOut(input.db, 'sms', to)) continue;
      const done = await input.sms.send({
        to,
        text: bilingualSms(input.smsText ?? input.subject),
        ...(input.noticeKey ? { noticeKey: `${input.noticeKey}:sms:${to}` } : {}),
      });
      if (done) queued++;
    }
  }
  return queued;
}
