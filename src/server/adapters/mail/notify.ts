/**
 * Telling a party about their application by e-mail (issue 4 §8, spec §3 ContactInfo): only when
 * a profile of that represented person asks for e-mail (`infoEpastu`) and has an address. Each
 * representative of a company keeps their own profile, so each who asked gets the mail.
 * One mail in both languages, Lithuanian first (spec §9: lt is the default language).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { profiles } from '../../db/schema.ts';
import type { Mailer } from './mailer.ts';

export interface Bilingual {
  lt: string;
  en: string;
}

export const bilingualSubject = (subject: Bilingual) =>
  subject.lt === subject.en ? subject.lt : `${subject.lt} / ${subject.en}`;

export const bilingualText = (text: Bilingual) => `${text.lt.trim()}\n\n* * *\n\n${text.en.trim()}\n`;

/** Queues the mail for every profile of `ownerCode` that wants e-mail; answers how many were queued. */
export async function notifyParty(input: {
  db: Db;
  mailer: Mailer;
  ownerCode: string;
  subject: Bilingual;
  text: Bilingual;
}): Promise<number> {
  const rows = await input.db
    .selectDistinct({ email: profiles.email })
    .from(profiles)
    .where(
      and(
        eq(profiles.representedCode, input.ownerCode),
        eq(profiles.infoByEmail, true),
        ne(profiles.email, ''),
      ),
    );
  const addresses = [...new Set(rows.map((row) => row.email.trim().toLowerCase()).filter(Boolean))];
  for (const to of addresses) {
    await input.mailer.send({
      to,
      subject: bilingualSubject(input.subject),
      text: bilingualText(input.text),
    });
  }
  return addresses.length;
}
