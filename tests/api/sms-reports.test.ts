/**
 * Catch reports by SMS (issue 21 item 4, ADR 0035): the gateway posts inbound SMS to a signed
 * webhook; "ALIS <card> LAS1|SLA1 [length]" files the card's report through the catch-reports
 * service, judged on the SMS's own time, only from the phone given at purchase; the reply confirms
 * or says why not in the card's language; a message id delivered twice files one report; malformed
 * texts get the format back; a wrong signature is refused.
 */
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { anglerPermits, anglerPurchases } from '../../src/server/db/schema-anglers.ts';
import { catchReports } from '../../src/server/db/schema-catch-reports.ts';
import { mailOutbox, permits, smsInbound, smsOutbox } from '../../src/server/db/schema-permits.ts';
import {
  SMS_SIGNATURE_HEADER,
  SMS_WEBHOOK_PATH,
  signSmsWebhook,
} from '../../src/server/modules/sms-reports/index.ts';
import type { AnglerData } from '../../src/shared/anglers/api-types.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import {
  addDays,
  buyAndPay,
  citizen,
  makeLicence,
  personCode,
  ticketRequest,
  today,
} from './anglers-helpers.ts';

const SECRET = 'sms-webhook-secret-for-the-tests-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_WEBHOOK_SECRET: SECRET });
});
afterAll(() => t.close());

let serial = 8100;
let phones = 0;
const newPhone = () => `+3706${String(4_000_000 + (Date.now() % 1_000_000) * 3 + phones++).slice(-7)}`;

async function buyCard(options: { species?: 'lasisa' | 'slakys'; lang?: 'lt' | 'en'; phone?: string } = {}) {
  const phone = options.phone ?? newPhone();
  const angler: AnglerData = { ...citizen(personCode(serial++), 'Rūta', 'Lašienė'), usePhone: true, phone };
  const licence = await makeLicence(t, { kind: 'l06_1', species: options.species ?? 'lasisa', period: '2' });
  const client = new Client(t.app, options.lang ?? 'lt');
  const { status } = await buyAndPay(t, client, {
    ...ticketRequest(angler),
    kind: 'l06_1',
    licenceId: licence.id,
  });
  const ticket = status.ticket!;
  const validFrom = addDays(today(), -1);
  await t.database.db.update(permits).set({ validFrom }).where(eq(permits.id, ticket.permitId));
  await t.database.db
    .update(anglerPermits)
    .set({ validFrom })
    .where(eq(anglerPermits.permitId, ticket.permitId));
  return { number: ticket.number, permitId: ticket.permitId, phone, validUntil: ticket.validUntil };
}

function post(results: object[], secret = SECRET) {
  const body = JSON.stringify({ results, messageCount: results.length, pendingMessageCount: 0 });
  return t.app.inject({
    method: 'POST',
    url: SMS_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', [SMS_SIGNATURE_HEADER]: signSmsWebhook(secret, body) },
    payload: body,
  });
}

/** One inbound SMS as Infobip forwards it. */
const inbound = (from: string, text: string, at = new Date(), messageId = randomUUID()) => ({
  messageId,
  from: from.replace(/^\+/, ''),
  to: '1390',
  text,
  cleanText: text,
  keyword: 'ALIS',
  receivedAt: at.toISOString().replace('Z', '+0000'),
  smsCount: 1,
});

const repliesTo = async (phone: string) =>
  (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone))).map((r) => r.bodyText);
const reportsOf = (permitId: string) =>
  t.database.db.select().from(catchReports).where(eq(catchReports.permitId, permitId));

describe('the inbound SMS webhook', () => {
  it('files a salmon report with the SMS time and replies in the card language', async () => {
    const card = await buyCard({ lang: 'en' });
    const at = new Date(Date.now() - 3 * 60_000);
    const res = await post([inbound(card.phone, `alis ${card.number} las1 72,5`, at)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1, outcomes: ['filed'] });
    const [report] = await reportsOf(card.permitId);
    expect(report).toMatchObject({ speciesCode: 'lasisa', amount: 1, lengthCm: 72.5, late: false });
    expect(report?.receivedAt.toISOString()).toBe(at.toISOString());
    const [reply] = await repliesTo(card.phone);
    expect(reply).toMatch(
      new RegExp(
        `^Catch report received: card ${card.number}, salmon 1 pcs, 72.5 cm, .*The card is no longer valid\\.$`,
      ),
    );
  });

  it('files a sea trout without a length, in Lithuanian for a Lithuanian card', async () => {
    const card = await buyCard({ species: 'slakys' });
    const res = await post([inbound(card.phone, `ALIS ${card.number} SLA1`)]);
    expect(res.json().outcomes).toEqual(['filed']);
    expect((await repliesTo(card.phone))[0]).toMatch(
      new RegExp(`^Laimikio ataskaita priimta: kortelė ${card.number}, šlakys 1 vnt\\., `),
    );
  });

  it('a message id delivered twice files one report and sends one reply', async () => {
    const card = await buyCard();
    const message = inbound(card.phone, `ALIS ${card.number} LAS1`);
    const [first, second] = await Promise.all([post([message]), post([message])]);
    expect([first.json().outcomes[0], second.json().outcomes[0]].sort()).toEqual(['filed', 'repeat']);
    expect((await post([message])).json().outcomes).toEqual(['repeat']);
    expect(await reportsOf(card.permitId)).toHaveLength(1);
    expect(await repliesTo(card.phone)).toHaveLength(1);
  });

  it('refuses a report from another phone, with one answer that tells nothing of the card', async () => {
    const card = await buyCard();
    const stranger = newPhone();
    const res = await post([inbound(stranger, `ALIS ${card.number} LAS1`)]);
    expect(res.json().outcomes).toEqual(['not-yours']);
    expect(await reportsOf(card.permitId)).toHaveLength(0);
    const unknown = await post([inbound(stranger, 'ALIS 12345678903 LAS1')]);
    expect(unknown.json().outcomes).toEqual(['not-yours']);
    const replies = await repliesTo(stranger);
    expect(replies[0]).toContain(`Kortelės ${card.number} ataskaitos iš šio numerio priimti negalime`);
    expect(replies[0]).toContain('we take it only from the phone given when the card was bought');
  });

  it('answers a malformed text with the right format', async () => {
    const card = await buyCard();
    const res = await post([inbound(card.phone, `ALIS ${card.number} LASISA`), inbound(card.phone, 'labas')]);
    expect(res.json().outcomes).toEqual(['malformed', 'malformed']);
    const replies = await repliesTo(card.phone);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toContain('Rašykite: ALIS <kortelės numeris> LAS1 (lašiša) arba SLA1 (šlakys)');
    expect(replies[0]).toContain('Write: ALIS <card number> LAS1 (salmon) or SLA1 (sea trout)');
    expect(await reportsOf(card.permitId)).toHaveLength(0);
  });

  it('judges a late delivery on the SMS own time: sent on the last day, posted after it, still filed', async () => {
    const card = await buyCard();
    // The card's last day was yesterday; the angler sent the SMS yesterday, the gateway posts it now.
    const yesterday = addDays(today(), -1);
    await t.database.db
      .update(permits)
      .set({ validFrom: addDays(today(), -3), validUntil: yesterday })
      .where(eq(permits.id, card.permitId));
    await t.database.db
      .update(anglerPermits)
      .set({ validFrom: addDays(today(), -3), validUntil: yesterday })
      .where(eq(anglerPermits.permitId, card.permitId));
    const sentAt = new Date(`${yesterday}T12:00:00+02:00`);
    expect((await post([inbound(card.phone, `ALIS ${card.number} LAS1`, sentAt)])).json().outcomes).toEqual([
      'filed',
    ]);
    const [report] = await reportsOf(card.permitId);
    expect(report?.receivedAt.toISOString()).toBe(sentAt.toISOString());
  });

  it('refuses an SMS sent after the card ended, and says why in the card language', async () => {
    const card = await buyCard({ lang: 'en' });
    const tomorrow = new Date(`${addDays(card.validUntil, 1)}T12:00:00+02:00`);
    const res = await post([inbound(card.phone, `ALIS ${card.number} LAS1`, tomorrow)]);
    expect(res.json().outcomes).toEqual(['refused']);
    expect((await repliesTo(card.phone))[0]).toMatch(
      new RegExp(`^The report for card ${card.number} was not accepted\\. `),
    );
    expect(await reportsOf(card.permitId)).toHaveLength(0);
  });

  it('refuses a wrong signature and handles nothing', async () => {
    const card = await buyCard();
    const message = inbound(card.phone, `ALIS ${card.number} LAS1`);
    const res = await post([message], 'another-secret-another-secret-another');
    expect(res.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: SMS_WEBHOOK_PATH,
      payload: { results: [message] },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(smsInbound).where(eq(smsInbound.gatewayMessageId, message.messageId)),
    ).toHaveLength(0);
  });

  it('STOP stops reminders to the phone', async () => {
    const phone = newPhone();
    expect((await post([inbound(phone, 'STOP')])).json().outcomes).toEqual(['stopped']);
    expect((await repliesTo(phone))[0]).toContain('Priminimų į šį numerį nebesiųsime.');
  });
});

describe('the catch-report reminder of a card (the reminders job)', () => {
  it('reminds by the channels ticked at purchase, in the card language, once; never after STOP; never once filed', async () => {
    const card = await buyCard({ lang: 'en' });
    await t.database.db
      .update(anglerPurchases)
      .set({
        angler: sql`${anglerPurchases.angler} || ${JSON.stringify({ useEmail: true, email: `rl${serial}@example.lt` })}::jsonb`,
      })
      .where(eq(anglerPurchases.id, (await purchaseOf(card.permitId))!));
    await t.database.db
      .update(anglerPermits)
      .set({ validUntil: today() })
      .where(eq(anglerPermits.permitId, card.permitId));
    const stopped = await buyCard();
    await post([inbound(stopped.phone, 'STOP')]);
    await t.database.db
      .update(anglerPermits)
      .set({ validUntil: today() })
      .where(eq(anglerPermits.permitId, stopped.permitId));
    const filed = await buyCard();
    await post([inbound(filed.phone, `ALIS ${filed.number} LAS1`)]);
    await t.database.db
      .update(anglerPermits)
      .set({ validUntil: today() })
      .where(eq(anglerPermits.permitId, filed.permitId));

    await t.app.scheduler.tick(new Date(Date.now() + 100 * 3600_000));
    await t.app.scheduler.tick(new Date(Date.now() + 200 * 3600_000));
    const sms = (await repliesTo(card.phone)).filter((text) => text.startsWith('The catch report'));
    expect(sms).toEqual([expect.stringContaining(`The catch report of card ${card.number} is not filed`)]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.noticeKey, `report-due:${card.permitId}:%`));
    expect(mails.map((m) => m.subject)).toEqual([`File the catch report of card ${card.number}`]);
    expect((await repliesTo(stopped.phone)).filter((text) => text.includes('nepateikta'))).toEqual([]);
    expect((await repliesTo(filed.phone)).filter((text) => text.includes('nepateikta'))).toEqual([]);
  });
});

async function purchaseOf(permitId: string) {
  const [row] = await t.database.db.select().from(anglerPermits).where(eq(anglerPermits.permitId, permitId));
  return row?.purchaseId;
}

describe('the ticket by SMS (the ticket-sms job)', () => {
  it('sends the number, the security code and the download link once, in the purchase language', async () => {
    const card = await buyCard({ lang: 'en' });
    await t.app.scheduler.tick(new Date(Date.now() + 300 * 3600_000));
    await t.app.scheduler.tick(new Date(Date.now() + 301 * 3600_000));
    const tickets = (await repliesTo(card.phone)).filter((text) => text.startsWith('Fishing permit'));
    expect(tickets).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Fishing permit ${card.number}, security code [A-Z0-9]{4}-[A-Z0-9]{4}, valid .* Download: http.*/atsisiusti/l06_1$`,
        ),
      ),
    ]);
  });

  it('sends none to a phone that replied STOP', async () => {
    const phone = newPhone();
    await post([inbound(phone, 'STOP')]);
    const card = await buyCard({ phone });
    await t.app.scheduler.tick(new Date(Date.now() + 400 * 3600_000));
    expect((await repliesTo(card.phone)).filter((text) => text.startsWith('Žvejybos leidimas'))).toEqual([]);
  });
});
