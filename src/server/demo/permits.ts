/**
 * Demo applications and permits for `npm start` (not for the test suites, which make their own):
 * a hazardous waste licence in force (its state fee paid by transfer), one accepted whose fee is
 * still due, one application returned for correction for
 * UAB „Baltijos atliekos“, and an application waiting in the officer's queue, so that every screen
 * of the engine has something real to show. Made through the services themselves, so the demo
 * data follow the same rules and histories as anything a person files. Runs once: it does nothing
 * when the company has any application (the demo lessor's L03, demo/lessors.ts, is another party's).
 */
import { count, eq } from 'drizzle-orm';
import { todayInLithuania } from '../../shared/fields/dates.ts';
import { companyContactsExample, l13Example } from '../../shared/permits/kinds/l13/example.ts';
import { createMailer } from '../adapters/mail/mailer.ts';
import { notifyParty } from '../adapters/mail/notify.ts';
import { createSmsSender } from '../adapters/sms/sender.ts';
import type { Db } from '../db/index.ts';
import { applications, documents } from '../db/schema-permits.ts';
import { createApplicationService } from '../modules/applications/index.ts';
import { createFeeService, demoStatement } from '../modules/fees/index.ts';
import { createMessageService, type PartyNotifier } from '../modules/messages/index.ts';
import { createPayments, type PaymentsLog } from '../modules/payments/index.ts';
import { createPermitService } from '../modules/permits/index.ts';
import type { RepresentedPerson } from '../plugins/session.ts';

const BALTIJOS_ATLIEKOS: RepresentedPerson = {
  code: '110051834',
  kind: 'company',
  firstName: 'Tomas',
  lastName: 'Kazlauskas',
  name: 'UAB „Baltijos atliekos“',
  basis: 'head',
};
/** The development fee account (config.ts's default outside production). */
const DEMO_ACCOUNT = { iban: 'LT577300010000000000', name: 'Lietuvos Respublikos aplinkos ministerija' };
const HEAD = { code: '37505041234', name: 'Tomas Kazlauskas' };
const OFFICER = { code: '36502262349', name: 'Mindaugas Stankevičius' };
const L13_DOCUMENTS = ['PARAISKA', 'PARAISKA_PDF', 'TECHNOLOGINIS_REGLAMENTAS', 'KVALIFIKACIJA'];

export async function seedDemoPermits(db: Db, publicUrl = ''): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.ownerCode, BALTIJOS_ATLIEKOS.code));
  if (Number(existing?.n ?? 0) > 0) return;
  const permits = createPermitService({ db });
  // Notices go to the outboxes as the app's do (issue 21); the running app's delivery jobs send them.
  const mailer = createMailer({ db, config: { mail: { smtpUrl: undefined, from: 'noreply@localhost' } } });
  const sms = createSmsSender({ db, gateway: null });
  const notify: PartyNotifier = (input) => notifyParty({ db, mailer, sms, ...input }).then(() => undefined);
  const messages = createMessageService({ db, notify });
  // State fees (issue 20): the licence in force was paid by transfer, read from the bank's
  // statement; another accepted licence waits for its fee. No provider: the demo pays no one online.
  const quiet = {
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  } as unknown as PaymentsLog;
  const payments = createPayments({ db, provider: null, publicUrl: '', log: quiet });
  // The accepted licence waiting for its fee tells the company so (issue 21 "a fee due").
  const fees = createFeeService({
    db,
    payments,
    permits,
    account: DEMO_ACCOUNT,
    log: quiet,
    notify,
    publicUrl,
  });
  const service = createApplicationService({
    db,
    permitEffects: permits.effects,
    feeEffects: fees.effects,
    onDecision: messages.onDecision,
  });

  async function submitted(data: Record<string, unknown>) {
    const draft = await service.create(BALTIJOS_ATLIEKOS, HEAD, 'l13', { type: 'NAUJA' }, 'lt');
    // Demo documents are links to the ministry's published forms rather than uploaded files.
    await db.insert(documents).values(
      L13_DOCUMENTS.map((type) => ({
        applicationId: draft.id,
        ownerCode: BALTIJOS_ATLIEKOS.code,
        type,
        title: type === 'PARAISKA' ? 'Paraiška' : type,
        url: 'https://aplinkosministerija.lrv.lt/',
        uploadedBy: HEAD.code,
      })),
    );
    return service.act(
      draft,
      'applicant',
      'submit',
      HEAD,
      { data: { ...data, ...companyContactsExample }, revision: draft.revision },
      'lt',
    );
  }

  const licensed = await submitted(l13Example);
  const taken = await service.act(licensed, 'officer', 'take', OFFICER, {}, 'lt');
  const accepted = await service.act(taken, 'officer', 'accept', OFFICER, { priceCents: 5_800 }, 'lt');
  const fee = (await fees.dtoOf(accepted.id))!;
  const day = todayInLithuania();
  await fees.importStatement(
    {
      fileName: `israsas-${day}.xml`,
      content: demoStatement({
        account: DEMO_ACCOUNT.iban,
        day,
        id: `DEMO-${day}`,
        credits: [
          {
            key: `DEMO-${day}-0001`,
            amountCents: fee.amountCents,
            reference: fee.reference,
            debtor: BALTIJOS_ATLIEKOS.name,
          },
        ],
      }),
    },
    'officer',
    OFFICER,
  );

  const second = await submitted({
    ...l13Example,
    siteName: 'Šiaulių surinkimo aikštelė',
    siteAddress: 'Pramonės g. 8, Šiauliai',
  });
  await service.act(
    second,
    'officer',
    'return',
    OFFICER,
    { reason: 'Pridėkite atsakingo darbuotojo kvalifikacijos pažymėjimą ir patikslinkite laikomą kiekį.' },
    'lt',
  );

  await submitted({
    ...l13Example,
    siteName: 'Kauno tepalų surinkimo punktas',
    siteAddress: 'Raudondvario pl. 150, Kaunas',
  });

  // Accepted, its fee not paid yet: the licence is a project until the company pays.
  const unpaid = await submitted({
    ...l13Example,
    siteName: 'Panevėžio laikymo aikštelė',
    siteAddress: 'Tinklų g. 29, Panevėžys',
  });
  const unpaidTaken = await service.act(unpaid, 'officer', 'take', OFFICER, {}, 'lt');
  await service.act(unpaidTaken, 'officer', 'accept', OFFICER, { priceCents: 5_800 }, 'lt');
}
