/**
 * Spec §8's angler rules, each with its message in Lithuanian and English (issue 5 §2), who may buy
 * the salmon card, the race of 200 buyers for the last 50 licences (issue 5 §3), and what happens
 * to a reservation when the purchase is not paid, or paid late.
 */
import { and, eq, sql } from 'drizzle-orm';
import { createSecurityCodes } from '../../src/server/core/security-codes.ts';
import { transaction } from '../../src/server/db/index.ts';
import {
  anglerPermits,
  anglerPurchases,
  fishingLicences,
  payments,
  sandboxPayments,
} from '../../src/server/db/schema-anglers.ts';
import { permits } from '../../src/server/db/schema-permits.ts';
import { createAnglerPurpose } from '../../src/server/modules/anglers/purpose.ts';
import type { PaymentRow } from '../../src/server/modules/payments/types.ts';
import type { PurchaseCreated } from '../../src/shared/anglers/api-types.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs, PEOPLE } from '../support/personas.ts';
import {
  addDays,
  buy,
  buyAndPay,
  citizen,
  licenceCounts,
  makeLicence,
  makeOffer,
  makeWaterBody,
  payAndReturn,
  personCode,
  statusOf,
  ticketRequest,
  today,
} from './anglers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anonymous = (lang: 'lt' | 'en' = 'en') => new Client(t.app, lang);

/** Quotes in both languages; both must be refused with the same rule. Answers the two messages. */
async function refusedInBoth(request: unknown, clients?: { lt: Client; en: Client }) {
  const answers = await Promise.all(
    (['lt', 'en'] as const).map((lang) =>
      (clients?.[lang] ?? anonymous(lang)).post('/api/public/zvejyba/kaina', request),
    ),
  );
  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(409);
  const [lt, en] = answers.map((a) => a.json() as { message: string; refusal: { rule: string } });
  expect(lt!.refusal).toEqual(en!.refusal);
  return { lt: lt!.message, en: en!.message, refusal: en!.refusal as Record<string, unknown> };
}

describe('an existing valid permit for the period blocks a new one (spec §8)', () => {
  it('L05.1: overlapping days of any ticket of the same angler; the message gives the period', async () => {
    const angler = citizen(personCode(601));
    const { status } = await buyAndPay(t, anonymous(), ticketRequest(angler, { period: '2' }));
    const number = status.ticket!.number;
    const until = addDays(today(), 13);
    const refused = await refusedInBoth(
      ticketRequest(angler, { period: '1', validFrom: addDays(today(), 5) }),
    );
    expect(refused.refusal).toEqual({
      rule: 'existingPermit',
      number,
      validFrom: today(),
      validUntil: until,
      waterBody: null,
    });
    expect(refused.en).toBe(
      `You already have valid angler ticket No. ${number}, valid from ${today()} to ${until} on all water bodies. You cannot buy another one for the same period.`,
    );
    expect(refused.lt).toBe(
      `Jau turite galiojantį mėgėjų žvejybos bilietą Nr. ${number}, kuris galioja nuo ${today()} iki ${until} visuose vandens telkiniuose. Naujo bilieto tam pačiam laikotarpiui įsigyti negalima.`,
    );
    // The day after it ends, and another angler, are free; purchases are refused like quotes.
    const after = await anonymous().post(
      '/api/public/zvejyba/kaina',
      ticketRequest(angler, { validFrom: addDays(today(), 14) }),
    );
    expect(after.statusCode).toBe(200);
    expect(
      (await anonymous().post('/api/public/zvejyba/kaina', ticketRequest(citizen(personCode(602)))))
        .statusCode,
    ).toBe(200);
    const purchase = await anonymous().post('/api/public/zvejyba/pirkimai', ticketRequest(angler));
    expect(purchase.statusCode).toBe(409);
    expect(purchase.json().refusal.rule).toBe('existingPermit');
  });

  it('L05.2 and L06: the same water body (and species) only; the message names the water body', async () => {
    const angler = citizen(personCode(603));
    const lake = await makeWaterBody(t, { leased: true, name: 'Bandymų ežeras' });
    const offer = await makeOffer(t, lake.id, { period: '2' });
    const leased = { ...ticketRequest(angler), kind: 'l05_2', offerId: offer.id };
    const { status } = await buyAndPay(t, anonymous(), leased);
    const refused = await refusedInBoth(leased);
    expect(refused.refusal).toMatchObject({
      rule: 'existingPermit',
      number: status.ticket!.number,
      waterBody: 'Bandymų ežeras',
    });
    expect(refused.en).toContain(`(Bandymų ežeras)`);
    expect(refused.lt).toContain(`Jau turite galiojantį leidimą Nr. ${status.ticket!.number}`);
    const otherLake = await makeWaterBody(t, { leased: true });
    const otherOffer = await makeOffer(t, otherLake.id);
    expect(
      (await anonymous().post('/api/public/zvejyba/kaina', { ...leased, offerId: otherOffer.id })).statusCode,
    ).toBe(200);

    const water = await makeWaterBody(t, { limited: true });
    const pikePerch = await makeLicence(t, { waterBodyId: water.id, species: 'sterkas' });
    const eel = await makeLicence(t, { waterBodyId: water.id, species: 'ungurys' });
    const card = { ...ticketRequest(angler), kind: 'l06_1', licenceId: pikePerch.id };
    await buyAndPay(t, anonymous(), card);
    expect((await refusedInBoth(card)).refusal.rule).toBe('existingPermit');
    expect(
      (await anonymous().post('/api/public/zvejyba/kaina', { ...card, licenceId: eel.id })).statusCode,
    ).toBe(200);
  });
});

describe('the other rules of spec §8', () => {
  it('no free licences', async () => {
    const licence = await makeLicence(t, { total: 1 });
    const card = (n: number) => ({
      ...ticketRequest(citizen(personCode(n))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    await buy(anonymous(), card(610));
    const openAtBank = async () =>
      (await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.state, 'PENDING'))).length;
    const open = await openAtBank();
    const refused = await refusedInBoth(card(611));
    expect(refused.refusal).toEqual({ rule: 'noFreeLicences' });
    // Registered with the bank before the purchase was refused, and withdrawn there at once.
    expect(await openAtBank()).toBe(open);
    expect(refused.en).toBe('There are no free licences left. Choose another licence, place or period.');
    expect(refused.lt).toBe('Laisvų licencijų neliko. Pasirinkite kitą licenciją, vietą ar laikotarpį.');
  });

  it('expired permits with unfiled catch reports block a new purchase, listing their numbers', async () => {
    const angler = citizen(personCode(612));
    const numbers: string[] = [];
    for (const species of ['sterkas', 'ungurys']) {
      const licence = await makeLicence(t, { species });
      const { status } = await buyAndPay(t, anonymous(), {
        ...ticketRequest(angler),
        kind: 'l06_1',
        licenceId: licence.id,
      });
      numbers.push(status.ticket!.number);
    }
    // Both ended yesterday, and the angler filed no report.
    await t.database.db
      .update(anglerPermits)
      .set({ validFrom: addDays(today(), -3), validUntil: addDays(today(), -1) })
      .where(eq(anglerPermits.anglerKey, angler.personCode!));
    const refused = await refusedInBoth(ticketRequest(angler));
    const listed = [...numbers].sort().join(', ');
    expect(refused.refusal).toEqual({ rule: 'unfiledReports', numbers: [...numbers].sort() });
    expect(refused.en).toBe(
      `The catch reports of these expired permits have not been filed: ${listed}. File them, then buy a new permit.`,
    );
    expect(refused.lt).toBe(
      `Nepateiktos pasibaigusių leidimų laimikio ataskaitos: ${listed}. Pateikite jas ir tada įsigykite naują leidimą.`,
    );
    await t.database.db
      .update(anglerPermits)
      .set({ reportFiledAt: new Date() })
      .where(eq(anglerPermits.anglerKey, angler.personCode!));
    expect((await anonymous().post('/api/public/zvejyba/kaina', ticketRequest(angler))).statusCode).toBe(200);
  });

  it('L05.2 on a water body that is not leased: an angler ticket suffices', async () => {
    const river = await makeWaterBody(t, { name: 'Laisvoji upė' });
    const refused = await refusedInBoth({
      ...ticketRequest(citizen(personCode(613))),
      kind: 'l05_2',
      period: undefined,
      waterBodyId: river.id,
    });
    expect(refused.refusal).toEqual({ rule: 'notLeased', waterBody: 'Laisvoji upė' });
    expect(refused.en).toBe('Laisvoji upė is not leased: an angler ticket (L05.1) is enough to fish there.');
    expect(refused.lt).toBe(
      'Vandens telkinys „Laisvoji upė“ nėra išnuomotas: jame žvejoti pakanka mėgėjų žvejybos bilieto (L05.1).',
    );
    // An offer left behind on a water body whose lease has ended says the same.
    const offer = await makeOffer(t, river.id);
    const viaOffer = await anonymous().post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(613))),
      kind: 'l05_2',
      offerId: offer.id,
    });
    expect(viaOffer.json().refusal).toEqual({ rule: 'notLeased', waterBody: 'Laisvoji upė' });
    // A leased one without an offer chosen: choose one.
    const lake = await makeWaterBody(t, { leased: true });
    const noOffer = await anonymous().post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(613))),
      kind: 'l05_2',
      waterBodyId: lake.id,
    });
    expect(noOffer.statusCode).toBe(400);
    expect(noOffer.json().errors.fieldErrors).toEqual([
      { field: 'offerId', message: "Choose one of the water body lessor's offers." },
    ]);
  });
});

describe('who may buy what (ADR 0009)', () => {
  it('the salmon card: only the logged-in angler, for themselves', async () => {
    const licence = await makeLicence(t, { kind: 'l06_2', species: 'lasisa' });
    const forJonas = { ...ticketRequest(citizen(PEOPLE.jonas.code)), kind: 'l06_2', licenceId: licence.id };
    const anonymousRefusal = await refusedInBoth(forJonas);
    expect(anonymousRefusal.refusal).toEqual({ rule: 'loginRequired' });
    expect(anonymousRefusal.en).toBe(
      'Only the angler, logged in to the portal, can buy the salmon and sea trout card. Log in and try again.',
    );
    expect(anonymousRefusal.lt).toBe(
      'Lašišų ir šlakių žvejo kortelę gali įsigyti tik pats žvejys, prisijungęs prie portalo. Prisijunkite ir bandykite dar kartą.',
    );
    const jonas = { lt: await loginAs(t.app, 'jonas', undefined, 'lt'), en: await loginAs(t.app, 'jonas') };
    const forSon = await refusedInBoth(
      { ...forJonas, angler: citizen(personCode(620), 'Matas', 'Jonaitis') },
      jonas,
    );
    expect(forSon.refusal).toEqual({ rule: 'salmonCardSelfOnly' });
    expect(forSon.en).toBe(
      "You can buy the salmon and sea trout card only for yourself: the angler's personal code must be yours.",
    );
    expect(forSon.lt).toBe(
      'Lašišų ir šlakių žvejo kortelę galite įsigyti tik sau: žvejo asmens kodas turi sutapti su jūsų.',
    );
    const own = await buyAndPay(t, jonas.en, forJonas);
    expect(own.status.ticket).toMatchObject({ kind: 'l06_2', licence: { speciesCode: 'lasisa' } });
  });

  it('other tickets for anyone; a representative acting for a company buys as themselves', async () => {
    const tomas = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    const created = await buy(tomas, ticketRequest(citizen(personCode(621), 'Aistė', 'Kazlauskaitė')));
    const [purchase] = await t.database.db
      .select()
      .from(anglerPurchases)
      .where(eq(anglerPurchases.id, created.id));
    expect(purchase!.buyerCode).toBe(PEOPLE.tomas.code);
    // The buyer's session is proof enough to follow it.
    expect((await tomas.get(`/api/public/zvejyba/pirkimai/${created.id}`)).statusCode).toBe(200);
  });
});

describe('no overselling (issue 5 §3)', () => {
  it('200 buyers racing for the last 50 licences: exactly 50 purchases, then exactly 50 permits', async () => {
    const licence = await makeLicence(t, { total: 50, priceCents: 500 });
    const buyers = Array.from({ length: 200 }, (_, i) => i);
    const answers = await Promise.all(
      buyers.map(async (i) => {
        const client = anonymous();
        const res = await client.post('/api/public/zvejyba/pirkimai', {
          ...ticketRequest(citizen(personCode(1000 + i))),
          kind: 'l06_1',
          licenceId: licence.id,
        });
        return { client, res };
      }),
    );
    // Counted by status, so that a failure prints the figures (an answer holds the whole app).
    const statuses: Record<number, number> = {};
    for (const { res } of answers) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    expect(statuses).toEqual({ 201: 50, 409: 150 });
    const created = answers.filter((a) => a.res.statusCode === 201);
    const refused = answers.filter((a) => a.res.statusCode === 409);
    for (const { res } of refused) expect(res.json().refusal).toEqual({ rule: 'noFreeLicences' });
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 50, sold: 0, reserved: 50 });

    for (const { client, res } of created) {
      const back = await payAndReturn(t, client, res.json() as PurchaseCreated);
      expect(back.statusCode).toBe(303);
    }
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 50, sold: 50, reserved: 0 });
    const issued = await t.database.db
      .select({ number: permits.number })
      .from(anglerPermits)
      .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
      .where(eq(anglerPermits.licenceId, licence.id));
    expect(issued).toHaveLength(50);
    expect(new Set(issued.map((row) => row.number)).size).toBe(50);
  }, 120_000);
});

describe('reservations of unpaid and late purchases', () => {
  async function ageOpenPayment(purchaseId: string, minutes: number) {
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.subjectId, purchaseId));
    const past = sql`now() - make_interval(mins => ${minutes})`;
    await t.database.db.update(payments).set({ createdAt: past }).where(eq(payments.id, payment!.id));
    await t.database.db
      .update(sandboxPayments)
      .set({ createdAt: past })
      .where(eq(sandboxPayments.ref, payment!.providerRef));
    return payment!;
  }

  it('an unpaid purchase expires with its payment and gives its licence back', async () => {
    const licence = await makeLicence(t, { total: 1 });
    const client = anonymous();
    const created = await buy(client, {
      ...ticketRequest(citizen(personCode(630))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    expect(await licenceCounts(t, licence.id)).toMatchObject({ reserved: 1 });
    await ageOpenPayment(created.id, 40);
    await t.app.payments.reconcile();
    const status = await statusOf(client, created);
    expect(status).toMatchObject({ state: 'EXPIRED', payUrl: null, ticket: null });
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 1, sold: 0, reserved: 0 });
    // A second reconciliation changes nothing; the freed licence can be bought again.
    await t.app.payments.reconcile();
    expect(await licenceCounts(t, licence.id)).toMatchObject({ reserved: 0 });
    await buy(anonymous(), {
      ...ticketRequest(citizen(personCode(631))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
  });

  it('money for a closed purchase: issued when a licence is left, refund logged when not', async () => {
    const purpose = createAnglerPurpose({
      db: t.database.db,
      log: t.app.log,
      publicUrl: 'http://localhost',
      codes: createSecurityCodes(t.database.db),
    });
    const licence = await makeLicence(t, { total: 1 });
    const client = anonymous();
    const late = await buy(client, {
      ...ticketRequest(citizen(personCode(632))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    await client.post(
      `/api/public/zvejyba/pirkimai/${late.id}/atsaukti`,
      {},
      { 'x-purchase-secret': late.secret },
    );
    const paid = async (purchaseId: string) => {
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.subjectId, purchaseId));
      const row: PaymentRow = {
        ...payment!,
        state: 'PAID',
        paidAt: new Date(),
        receiptNumber: 'K2026-999999',
      };
      await transaction(t.database.db, (tx) => purpose.onPaid(tx, row));
    };
    // The licence went back to the pool and is still free: the late payer gets the permit.
    await paid(late.id);
    expect((await statusOf(client, late)).ticket).not.toBeNull();
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 1, sold: 1, reserved: 0 });
    // Told twice, it still issues once.
    await paid(late.id);
    expect(
      await t.database.db.select().from(anglerPermits).where(eq(anglerPermits.purchaseId, late.id)),
    ).toHaveLength(1);

    // Now none is left: a second late payer gets no permit (a refund is due) and nothing is oversold.
    const other = await makeLicence(t, { total: 1 });
    const second = await buy(client, {
      ...ticketRequest(citizen(personCode(633))),
      kind: 'l06_1',
      licenceId: other.id,
    });
    await client.post(
      `/api/public/zvejyba/pirkimai/${second.id}/atsaukti`,
      {},
      { 'x-purchase-secret': second.secret },
    );
    await t.database.db
      .update(fishingLicences)
      .set({ sold: 1 })
      .where(and(eq(fishingLicences.id, other.id)));
    await paid(second.id);
    const status = await statusOf(client, second);
    expect(status).toMatchObject({ state: 'CANCELLED', ticket: null });
    expect(await licenceCounts(t, other.id)).toEqual({ total: 1, sold: 1, reserved: 0 });
  });
});

describe('when the payment cannot start', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ PAYMENT_PROVIDER: 'none' });
  });
  afterAll(() => closed.close());

  it('answers "Failed to generate payment", holding no licence and leaving no purchase behind', async () => {
    const licence = await makeLicence(closed, { total: 1 });
    const client = new Client(closed.app, 'en');
    const res = await client.post('/api/public/zvejyba/pirkimai', {
      ...ticketRequest(citizen(personCode(640))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Failed to generate payment. Try again in a few minutes.');
    expect(await licenceCounts(closed, licence.id)).toEqual({ total: 1, sold: 0, reserved: 0 });
    // The payment is registered with the provider before anything is written: nothing to undo.
    const purchases = await closed.database.db
      .select({ state: anglerPurchases.state })
      .from(anglerPurchases)
      .where(eq(anglerPurchases.licenceId, licence.id));
    expect(purchases).toEqual([]);
    // The licence is still there for the next buyer.
    expect(
      (
        await client.post('/api/public/zvejyba/kaina', {
          ...ticketRequest(citizen(personCode(641))),
          kind: 'l06_1',
          licenceId: licence.id,
        })
      ).statusCode,
    ).toBe(200);
  });
});
