/**
 * The unsubscribe link of notice mails (issue 21 "a way to stop reminders", ADR 0036): every notice
 * and reminder mail, and the mail of a card that owes a catch report, ends with a link that needs no
 * login and carries List-Unsubscribe / List-Unsubscribe-Post (RFC 8058). A mail client's one-click
 * POST, with no cookie, stops further notices to the address in the same table as an SMS "STOP"; the
 * page can undo it; a link not signed with the kept secret does nothing.
 */
import { eq, like } from 'drizzle-orm';
import { createMailer, type MailTransport } from '../../src/server/adapters/mail/mailer.ts';
import { notifyParty } from '../../src/server/adapters/mail/notify.ts';
import { createUnsubscribeLinks } from '../../src/server/adapters/mail/unsubscribe.ts';
import { profiles } from '../../src/server/db/schema.ts';
import { anglerPermits } from '../../src/server/db/schema-anglers.ts';
import { mailOutbox, noticeOptOuts } from '../../src/server/db/schema-permits.ts';
import type { AnglerData } from '../../src/shared/anglers/api-types.ts';
import { UNSUBSCRIBE_API_PATH } from '../../src/shared/mail/unsubscribe.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { buyAndPay, citizen, makeLicence, personCode, ticketRequest, today } from './anglers-helpers.ts';

const SECRET = 'notice-unsubscribe-secret-for-the-tests-0123';
const OWNER = '39001010007';
const EMAIL = 'Petras.Stopas@Example.lt';
const ADDRESS = EMAIL.toLowerCase();

let t: TestApp;
const links = createUnsubscribeLinks({ secret: SECRET, publicUrl: 'http://localhost:3000' });

beforeAll(async () => {
  t = await createTestApp({ NOTICE_UNSUBSCRIBE_SECRET: SECRET, PUBLIC_URL: 'http://localhost:3000' });
  await t.database.db.insert(profiles).values({
    userCode: OWNER,
    representedCode: OWNER,
    email: EMAIL,
    phone: '',
    infoByEmail: true,
    infoBySms: false,
  });
});
afterAll(() => t.close());

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** A notice to OWNER under a new key, through the app's own mailer (its secret, its links). */
async function notice(key: string) {
  const { mailer } = await appMailer();
  await notifyParty({
    db: t.database.db,
    mailer,
    ownerCode: OWNER,
    subject: { lt: 'Priminimas', en: 'Reminder' },
    text: { lt: 'Leidimas baigiasi.', en: 'The permit ends.' },
    noticeKey: key,
  });
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.noticeKey, `${key}:%`));
}

/** A mailer like the app's, with a transport that keeps what it was given. */
async function appMailer() {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  const mailer = createMailer({
    db: t.database.db,
    config: { mail: { smtpUrl: undefined, from: 'noreply@example.lt' } },
    transport: { sendMail: async (mail) => sent.push(mail) },
    unsubscribe: links,
  });
  return { mailer, sent };
}

describe('a notice mail', () => {
  it('ends with the link in both languages and leaves with the one-click headers', async () => {
    const [mail] = await notice('unsub-headers:1');
    const url = links.oneClickUrl(ADDRESS);
    expect(mail!.listUnsubscribe).toBe(url);
    expect(mail!.listUnsubscribe).toMatch(
      new RegExp(`^http://localhost:3000${UNSUBSCRIBE_API_PATH}/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{32}$`),
    );
    expect(mail!.bodyText).toContain(
      `Nebenorite gauti pranešimų ir priminimų šiuo adresu? Atsisakykite čia: ${links.pageUrl(ADDRESS)}`,
    );
    expect(mail!.bodyText).toContain(`Stop them here: http://localhost:3000/pranesimu-atsisakymas?zenklas=`);

    const { mailer, sent } = await appMailer();
    await mailer.deliverPending();
    const out = sent.find((m) => m.subject === 'Priminimas / Reminder')!;
    expect(out.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('a mail that is not a notice carries neither link nor headers', async () => {
    const { mailer, sent } = await appMailer();
    await mailer.send({ to: 'kitas@example.lt', subject: 'Prisijungimas', text: 'Kodas 1234' });
    await mailer.deliverPending();
    const out = sent.find((m) => m.subject === 'Prisijungimas')!;
    expect(out.headers).toBeUndefined();
    expect(out.text).toBe('Kodas 1234');
  });
});

describe('the link', () => {
  it("a mail client's one-click POST, with no cookie and no anti-forgery token, stops further notices", async () => {
    const [mail] = await notice('unsub-click:1');
    const token = tokenOf(mail!.listUnsubscribe!);
    const before = await new Client(t.app, 'lt').get(`${UNSUBSCRIBE_API_PATH}/${token}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ channel: 'email', address: 'pe***@example.lt', optedOut: false });

    const clicked = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_API_PATH}/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ channel: 'email', address: 'pe***@example.lt', optedOut: true });
    // As multipart, the form RFC 8058 shows: the same, and idempotent.
    const again = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_API_PATH}/${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      await t.database.db.select().from(noticeOptOuts).where(eq(noticeOptOuts.address, ADDRESS)),
    ).toEqual([expect.objectContaining({ channel: 'email', address: ADDRESS })]);
    expect(await notice('unsub-click:2')).toEqual([]);

    // The page's undo (a browser, with the anti-forgery token): notices flow again.
    const page = new Client(t.app, 'en');
    expect((await page.get(`${UNSUBSCRIBE_API_PATH}/${token}`)).json()).toMatchObject({ optedOut: true });
    const undone = await page.request({ method: 'DELETE', url: `${UNSUBSCRIBE_API_PATH}/${token}` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ optedOut: false });
    expect(await notice('unsub-click:3')).toHaveLength(1);
  });

  it('stops nothing when the token is not signed with the kept secret, and says so', async () => {
    const other = createUnsubscribeLinks({
      secret: 'another-secret-another-secret-0123456789',
      publicUrl: '',
    });
    const forged = [
      other.token(ADDRESS),
      // Someone else's address under this address's signature.
      `${Buffer.from('kitas@example.lt').toString('base64url')}.${links.token(ADDRESS).split('.')[1]}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const res = await new Client(t.app, 'en').request({
        method: 'POST',
        url: `${UNSUBSCRIBE_API_PATH}/${token}`,
        xsrf: false,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(
        'This unsubscribe link is not valid. Copy the whole link from the mail, or stop notices in your profile.',
      );
      expect((await new Client(t.app, 'lt').get(`${UNSUBSCRIBE_API_PATH}/${token}`)).statusCode).toBe(400);
    }
    expect(
      await t.database.db.select().from(noticeOptOuts).where(eq(noticeOptOuts.address, 'kitas@example.lt')),
    ).toEqual([]);
  });

  it('is the same for an address written in other letter case, and differs between addresses', () => {
    expect(links.token('A@B.lt')).toBe(links.token('a@b.lt'));
    expect(links.token('a@b.lt')).not.toBe(links.token('c@b.lt'));
    expect(links.addressOf(links.token('A@B.lt'))).toBe('a@b.lt');
  });
});

describe("an angler's card mail", () => {
  let serial = 8600;
  async function buy(kind: 'l05_1' | 'l06_1', email: string) {
    const angler: AnglerData = { ...citizen(personCode(serial++), 'Rimas', 'Lydeka'), useEmail: true, email };
    const request =
      kind === 'l06_1'
        ? {
            ...ticketRequest(angler),
            kind,
            period: '2',
            licenceId: (await makeLicence(t, { kind, species: 'lasisa', period: '2' })).id,
          }
        : ticketRequest(angler);
    const { status } = await buyAndPay(t, new Client(t.app, 'en'), request);
    return status.ticket!;
  }

  it('a card owing a catch report carries the link (its reminder follows); a day ticket does not', async () => {
    const card = await buy('l06_1', 'kortele@example.lt');
    const [cardMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'kortele@example.lt'));
    expect(cardMail!.bodyText).toContain(card.number);
    expect(cardMail!.bodyText).toContain(`Stop them here: ${links.pageUrl('kortele@example.lt')}`);
    expect(cardMail!.listUnsubscribe).toBe(links.oneClickUrl('kortele@example.lt'));

    await buy('l05_1', 'dienai@example.lt');
    const [dayMail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'dienai@example.lt'));
    expect(dayMail!.listUnsubscribe).toBeNull();
    expect(dayMail!.bodyText).not.toContain('pranesimu-atsisakymas');

    // The catch-report reminder carries it too, in the card's language; after the one-click POST
    // no reminder is queued for the next card.
    await t.database.db
      .update(anglerPermits)
      .set({ validUntil: today() })
      .where(eq(anglerPermits.permitId, card.permitId));
    await t.app.scheduler.tick(new Date(Date.now() + 100 * 3600_000));
    const [reminder] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.noticeKey, `report-due:${card.permitId}:%`));
    expect(reminder!.bodyText).toContain(`Stop them here: ${links.pageUrl('kortele@example.lt')}`);
    expect(reminder!.listUnsubscribe).toBe(links.oneClickUrl('kortele@example.lt'));

    const clicked = await t.app.inject({
      method: 'POST',
      url: `${UNSUBSCRIBE_API_PATH}/${tokenOf(reminder!.listUnsubscribe!)}`,
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    const next = await buy('l06_1', 'kortele@example.lt');
    await t.database.db
      .update(anglerPermits)
      .set({ validUntil: today() })
      .where(eq(anglerPermits.permitId, next.permitId));
    await t.app.scheduler.tick(new Date(Date.now() + 200 * 3600_000));
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.noticeKey, `report-due:${next.permitId}:%`)),
    ).toEqual([]);
  });
});
