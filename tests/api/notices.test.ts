/**
 * Notices by e-mail and SMS (issue 21, ADR 0033, ADR 0034): an application's submission and the
 * officer's decisions and messages reach the party once per address and channel, as its profile
 * asks; SMS leave through the gateway (the in-process Infobip simulator, and the Infobip client
 * against an HTTP server speaking the same API); failures stay visible; an opt-out stops them.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createMailer } from '../../src/server/adapters/mail/mailer.ts';
import { notifyParty, optOut } from '../../src/server/adapters/mail/notify.ts';
import { createInfobipGateway } from '../../src/server/adapters/sms/gateway.ts';
import { SMS_DELIVERY_REPORT_PATH } from '../../src/server/adapters/sms/index.ts';
import { createSmsSender } from '../../src/server/adapters/sms/sender.ts';
import { loadKeptSecret } from '../../src/server/core/kept-secret.ts';
import {
  documents,
  mailOutbox,
  noticeOptOuts,
  permits,
  smsOutbox,
} from '../../src/server/db/schema-permits.ts';
import { SMS_SIGNATURE_HEADER, signSmsWebhook } from '../../src/server/modules/sms-reports/index.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { type Client, createTestApp, type TestApp } from '../support/app.ts';
import { payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

const EMAIL = 'pranesimai@baltijos-atliekos.lt';
const PHONE = '+37061230021';

let t: TestApp;
let company: Client;
let officer: Client;

async function profile(flags: { infoEpastu: boolean; infoSms: boolean }, tel = PHONE) {
  const res = await company.put(`/api/v1/profilis?atstovaujamoAsmensKodas=${COMPANIES.baltijosAtliekos}`, {
    adresas: { adresasTekstas: 'Minijos g. 180, Klaipėda' },
    epastas: EMAIL,
    tel,
    ...flags,
    pareigos: 'Direktorius',
    vardas: 'Tomas',
    pavarde: 'Kazlauskas',
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  officer = await loginAs(t.app, 'officer');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
  await t.database.db.delete(smsOutbox);
  await profile({ infoEpastu: true, infoSms: true });
});

async function submitted(): Promise<ApplicationDetail> {
  const draft = (await company.post('/api/v1/paraiskos/l13', { type: 'NAUJA' })).json() as ApplicationDetail;
  for (const type of l13ExampleDocuments)
    await t.database.db.insert(documents).values({
      applicationId: draft.id,
      ownerCode: COMPANIES.baltijosAtliekos,
      type,
      title: type,
      url: `https://dokumentai.example.lt/${type}.pdf`,
      uploadedBy: '37505041234',
    });
  const res = await company.post(`/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`, {
    data: { ...l13Example, ...companyContactsExample },
    revision: draft.revision,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const decide = (id: string, action: string, body: object = {}) =>
  officer.post(`/api/v1/tarnyba/paraiskos/${id}/veiksmai/${action}`, body);

const mailsTo = (to = EMAIL) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const smsTo = (to = PHONE) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, to));

describe('events reach the party by e-mail and SMS, once each', () => {
  it('a submission: a receipt by both channels, keyed by the application and its revision', async () => {
    const app = await submitted();
    const [mail] = await mailsTo();
    const [sms] = await smsTo();
    expect(mail?.subject).toBe(`Paraiška ${app.number} pateikta / Application ${app.number} submitted`);
    expect(mail?.noticeKey).toMatch(new RegExp(`^submitted:${app.id}:\\d+:email:${EMAIL}$`));
    expect(sms?.bodyText).toContain(`Paraiška ${app.number} pateikta ir laukia nagrinėjimo.`);
    expect(sms?.bodyText).toContain(`Application ${app.number} submitted and awaits review.`);
    expect(sms?.noticeKey).toMatch(new RegExp(`^submitted:${app.id}:\\d+:sms:\\${PHONE}$`));
    expect(await mailsTo()).toHaveLength(1);
    expect(await smsTo()).toHaveLength(1);
  });

  it('returned with a message, accepted (the permit issued), rejected, a new message: one of each per channel', async () => {
    const returned = await submitted();
    expect((await decide(returned.id, 'take')).statusCode).toBe(200);
    const back = await decide(returned.id, 'return', { reason: 'Pridėkite sutartį su atliekų tvarkytoju.' });
    expect(back.statusCode, back.body).toBe(200);
    const accepted = await submitted();
    expect((await decide(accepted.id, 'take')).statusCode).toBe(200);
    const issued = await decide(accepted.id, 'accept', { priceCents: 5800 });
    expect(issued.statusCode, issued.body).toBe(200);
    const rejected = await submitted();
    expect((await decide(rejected.id, 'take')).statusCode).toBe(200);
    expect(
      (await decide(rejected.id, 'reject', { reason: 'Veikla šioje vietoje negalima.' })).statusCode,
    ).toBe(200);
    const written = await officer.post(`/api/v1/tarnyba/paraiskos/${accepted.id}/pranesimai`, {
      subject: 'Leidimo originalas',
      body: 'Leidimo originalą galite atsiimti skyriuje.',
    });

    const mails = (await mailsTo()).map((m) => m.subject);
    const sms = (await smsTo()).map((s) => s.bodyText);
    expect(mails).toEqual(
      expect.arrayContaining([
        `Paraiška ${returned.number} grąžinta tikslinti`,
        expect.stringMatching(new RegExp(`^Paraiška ${accepted.number} priimta: leidimas `)),
        `Paraiška ${rejected.number} atmesta`,
      ]),
    );
    expect(sms).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `Naujas pranešimas dėl paraiškos ${returned.number}: „Paraiška ${returned.number} grąžinta tikslinti“`,
        ),
        expect.stringContaining(`Naujas pranešimas dėl paraiškos ${rejected.number}`),
      ]),
    );
    expect([200, 201], written.body).toContain(written.statusCode);
    // Three submissions, three decisions, the officer's own message and the fee the accepted L13 owes.
    expect(mails).toEqual(
      expect.arrayContaining([expect.stringContaining(`rinkliavą už paraišką ${accepted.number}`)]),
    );
    const expected = 8;
    expect(mails).toHaveLength(expected);
    expect(sms).toHaveLength(expected);
    const keys = (await smsTo()).map((s) => s.noticeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a notice queued again under its key (another node, a job run again) is one row per channel', async () => {
    const mailer = createMailer({ db: t.database.db, config: t.config });
    const sms = createSmsSender({ db: t.database.db, gateway: null });
    const notice = {
      db: t.database.db,
      mailer,
      sms,
      ownerCode: COMPANIES.baltijosAtliekos,
      subject: { lt: 'Leidimas baigia galioti', en: 'Permit expiring' },
      text: { lt: 'Tekstas', en: 'Text' },
      noticeKey: 'test-once:1',
    };
    const counts = await Promise.all([notifyParty(notice), notifyParty(notice), notifyParty(notice)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await mailsTo()).toHaveLength(1);
    expect(await smsTo()).toHaveLength(1);
  });
});

describe('the profile flags and the opt-out', () => {
  it('sends only by the channels the profile ticked', async () => {
    await profile({ infoEpastu: false, infoSms: true });
    await submitted();
    expect(await mailsTo()).toHaveLength(0);
    expect(await smsTo()).toHaveLength(1);
    await profile({ infoEpastu: true, infoSms: false });
    await submitted();
    expect(await mailsTo()).toHaveLength(1);
    expect(await smsTo()).toHaveLength(1);
  });

  it('sends nothing more to an address or phone that asked to stop', async () => {
    await optOut(t.database.db, 'sms', PHONE);
    await optOut(t.database.db, 'email', EMAIL);
    await submitted();
    expect(await mailsTo()).toHaveLength(0);
    expect(await smsTo()).toHaveLength(0);
    // The other tests keep their channels.
    await t.database.db.delete(noticeOptOuts);
  });
});

describe('SMS leave through the gateway', () => {
  it('the default set-up runs the simulator: the delivery job hands SMS over and keeps its message id', async () => {
    await submitted();
    const ran = await t.app.scheduler.tick(new Date(Date.now() + 24 * 3600_000));
    expect(ran).toContain('sms-delivery');
    const [sms] = await smsTo();
    expect(sms?.sentAt).toBeInstanceOf(Date);
    expect(sms?.gatewayMessageId).toMatch(/^[0-9a-f-]{36}$/);
    const inbox = await company.get('/api/dev/sms');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().gateway).toBe('simulator');
    expect(inbox.json().messages.some((m: { to: string }) => m.to === PHONE)).toBe(true);
  });

  it('a number the gateway refuses stays in the outbox with its error, and is retried with backoff', async () => {
    await profile({ infoEpastu: false, infoSms: true }, '+37069990001');
    await submitted();
    const sender = createSmsSender({
      db: t.database.db,
      gateway: (await import('../../src/server/adapters/sms/index.ts')).gatewayOf(t.config),
    });
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 1 });
    const [row] = await smsTo('+37069990001');
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.lastError).toContain('REJECTED_DESTINATION');
    // The administrator sees it; nobody else does.
    const admin = await loginAs(t.app, 'admin');
    const failed = await admin.get('/api/v1/admin/pranesimai/nepavyke');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().items).toContainEqual(
      expect.objectContaining({ channel: 'sms', to: '+37069990001', attempts: 1, givenUp: false }),
    );
    expect((await company.get('/api/v1/admin/pranesimai/nepavyke')).statusCode).toBe(403);
    // Not due again for a minute (the mails' backoff).
    expect(await sender.deliverPending()).toEqual({ sent: 0, failed: 0 });
  });

  it("reads the gateway's delivery reports: delivered, or undelivered with the reason shown to the administrator", async () => {
    // The simulator, like Infobip, posts a report per SMS to the notifyUrl the SMS named.
    await profile({ infoEpastu: false, infoSms: true }, '+37069980001');
    await submitted();
    await profile({ infoEpastu: false, infoSms: true });
    await submitted();
    await t.app.scheduler.tick(new Date(Date.now() + 48 * 3600_000));
    const [lost] = await smsTo('+37069980001');
    expect(lost).toMatchObject({ deliveryStatus: 'UNDELIVERABLE', deliveredAt: null });
    expect(lost?.sentAt).toBeInstanceOf(Date);
    expect(lost?.lastError).toBe(
      'UNDELIVERABLE UNDELIVERABLE_NOT_DELIVERED EC_ABSENT_SUBSCRIBER Absent Subscriber',
    );
    const [got] = await smsTo();
    expect(got).toMatchObject({ deliveryStatus: 'DELIVERED', lastError: null });
    expect(got?.deliveredAt).toBeInstanceOf(Date);
    const admin = await loginAs(t.app, 'admin');
    const failed = (await admin.get('/api/v1/admin/pranesimai/nepavyke')).json().items;
    expect(failed).toContainEqual(
      expect.objectContaining({
        channel: 'sms',
        to: '+37069980001',
        givenUp: true,
        lastError: lost?.lastError,
      }),
    );
    expect(failed.some((item: { to: string }) => item.to === PHONE)).toBe(false);

    // Infobip's own shape, posted as its server does: signed, or refused.
    const secret = await loadKeptSecret(undefined, t.config.dataDir, 'sms-webhook.secret');
    const post = (results: object[], key = secret) => {
      const body = JSON.stringify({ results });
      return t.app.inject({
        method: 'POST',
        url: SMS_DELIVERY_REPORT_PATH,
        headers: { 'content-type': 'application/json', [SMS_SIGNATURE_HEADER]: signSmsWebhook(key, body) },
        payload: body,
      });
    };
    const expired = {
      bulkId: 'b-1',
      messageId: got!.gatewayMessageId,
      to: PHONE.slice(1),
      sentAt: '2026-11-27T10:00:00.000+0000',
      doneAt: '2026-11-29T10:00:00.000+0000',
      smsCount: 1,
      price: { pricePerMessage: 0.02, currency: 'EUR' },
      status: {
        groupId: 4,
        groupName: 'EXPIRED',
        id: 15,
        name: 'EXPIRED_EXPIRED',
        description: 'Message expired',
      },
      error: {
        groupId: 1,
        groupName: 'HANDSET_ERRORS',
        id: 27,
        name: 'EC_ABSENT_SUBSCRIBER',
        permanent: false,
      },
    };
    expect((await post([expired], 'another-secret-another-secret-0123456789')).statusCode).toBe(401);
    // A report after DELIVERED changes nothing; one of an SMS never sent here matches nothing.
    const late = await post([expired, { ...expired, messageId: 'not-ours' }]);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ received: 2, matched: 0 });
    expect((await smsTo())[0]).toMatchObject({ deliveryStatus: 'DELIVERED', lastError: null });
    // An SMS still pending: its EXPIRED report is kept with the reason.
    const [pending] = await t.database.db
      .insert(smsOutbox)
      .values({ toPhone: '+37061239999', bodyText: 'x', sentAt: new Date(), gatewayMessageId: 'pending-1' })
      .returning();
    const expiredNow = await post([{ ...expired, messageId: 'pending-1' }]);
    expect(expiredNow.json()).toEqual({ received: 1, matched: 1 });
    const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, pending!.id));
    expect(row).toMatchObject({
      deliveryStatus: 'EXPIRED',
      lastError: 'EXPIRED EXPIRED_EXPIRED EC_ABSENT_SUBSCRIBER Message expired',
    });
    expect((await post([{ messageId: 'x' }])).statusCode).toBe(400);
  });

  it('the Infobip client speaks the provider API to an HTTP server', async () => {
    const seen: { url?: string; auth?: string; body?: unknown }[] = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      seen.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) });
      res.setHeader('Content-Type', 'application/json');
      if (req.headers.authorization !== 'App raktas') {
        res.statusCode = 401;
        res.end(
          JSON.stringify({
            requestError: { serviceException: { messageId: 'UNAUTHORIZED', text: 'Invalid login details' } },
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          bulkId: 'b-1',
          messages: [
            {
              messageId: 'm-1',
              to: '37061230021',
              status: { groupId: 1, groupName: 'PENDING', name: 'PENDING_ENROUTE' },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const gateway = createInfobipGateway({ baseUrl: base, apiKey: 'raktas', from: 'AM LEIDIMAI' });
      expect(await gateway.send({ to: PHONE, text: 'Labas' })).toEqual({ messageId: 'm-1' });
      expect(seen[0]).toEqual({
        url: '/sms/2/text/advanced',
        auth: 'App raktas',
        body: { messages: [{ destinations: [{ to: '37061230021' }], from: 'AM LEIDIMAI', text: 'Labas' }] },
      });
      const wrong = createInfobipGateway({ baseUrl: base, apiKey: 'kitas', from: 'AM LEIDIMAI' });
      await expect(wrong.send({ to: PHONE, text: 'Labas' })).rejects.toThrow('401 Invalid login details');
    } finally {
      server.close();
    }
  });
});

describe('reminders of permits expiring (the reminders job)', () => {
  const addDays = (days: number) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + days);
    return todayInLithuania(d);
  };
  const later = (hours: number) => new Date(Date.now() + hours * 3600_000);

  async function issuedPermit() {
    const app = await submitted();
    expect((await decide(app.id, 'take')).statusCode).toBe(200);
    const accepted = await decide(app.id, 'accept', { priceCents: 5800 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // L13's state fee is owed at acceptance (issue 20): the licence is issued once it is paid.
    await payFeeOnline(t, company, 'l13', app.id);
    await t.database.db.delete(mailOutbox);
    await t.database.db.delete(smsOutbox);
    return (accepted.json() as ApplicationDetail).permitId!;
  }

  it('30 days and 7 days before the end: once each per channel, however often the job runs', async () => {
    const permitId = await issuedPermit();
    await t.database.db
      .update(permits)
      .set({ validUntil: addDays(30) })
      .where(eq(permits.id, permitId));
    expect(await t.app.scheduler.tick(later(100))).toContain('reminders');
    await t.app.scheduler.tick(later(200));
    let mails = await mailsTo();
    expect(mails.filter((m) => m.noticeKey?.startsWith(`expiring-30:${permitId}`))).toHaveLength(1);
    expect((await smsTo()).filter((s) => s.noticeKey?.startsWith(`expiring-30:${permitId}`))).toHaveLength(1);
    expect(mails.find((m) => m.noticeKey?.startsWith(`expiring-30:${permitId}`))?.subject).toMatch(
      /^Leidimas \d{11} baigia galioti \d{4}-\d{2}-\d{2} \/ Permit \d{11} expires on /,
    );
    await t.database.db
      .update(permits)
      .set({ validUntil: addDays(7) })
      .where(eq(permits.id, permitId));
    await t.app.scheduler.tick(later(300));
    await t.app.scheduler.tick(later(400));
    mails = await mailsTo();
    expect(mails.filter((m) => m.noticeKey?.startsWith(`expiring-7:${permitId}`))).toHaveLength(1);
    const sms = (await smsTo()).filter((s) => s.noticeKey?.startsWith(`expiring-7:${permitId}`));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.bodyText).toContain('Atsakykite STOP');
  });

  it('never to a phone that replied STOP or a profile that unticked the channel', async () => {
    const permitId = await issuedPermit();
    await profile({ infoEpastu: false, infoSms: true });
    await optOut(t.database.db, 'sms', PHONE);
    await t.database.db
      .update(permits)
      .set({ validUntil: addDays(20) })
      .where(eq(permits.id, permitId));
    await t.app.scheduler.tick(later(500));
    expect((await mailsTo()).filter((m) => m.noticeKey?.includes(permitId))).toHaveLength(0);
    expect((await smsTo()).filter((s) => s.noticeKey?.includes(permitId))).toHaveLength(0);
    await t.database.db.delete(noticeOptOuts);
  });
});
