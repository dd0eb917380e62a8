/**
 * Anglers' purchases (issue 5): the public catalogue, prices per kind and period with the SMS fee,
 * validity, the anonymous path from purchase to a paid, issued ticket with its receipt, idempotent
 * purchase and finalisation, the purchase's proof, cancellation, the download form with its rate
 * limit, and the wallet's tickets. Spec §8's rules and the race for the last licences are in
 * anglers-rules.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { anglerPermits, anglerPurchases, fishingLicences } from '../../src/server/db/schema-anglers.ts';
import { mailOutbox, permitEvents, permits } from '../../src/server/db/schema-permits.ts';
import { dammSql } from '../../src/server/modules/anglers/repository.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../../src/server/modules/sandbox-bank/provider.ts';
import type {
  AnglerTicket,
  FishingCatalogue,
  PurchaseCreated,
  PurchaseStatus,
  Quote,
} from '../../src/shared/anglers/api-types.ts';
import { anglerValidUntil, L05_1_PRICES, SMS_FEE_CENTS } from '../../src/shared/anglers/periods.ts';
import { dammDigit, isValidPermitNumber, makePermitNumber } from '../../src/shared/permits/permit-number.ts';
import { verifySeal } from '../../src/shared/permits/permit-seal.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { readQrFromPdf } from '../support/pdf-qr.ts';
import { loginAs, PEOPLE } from '../support/personas.ts';
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
  paymentIdOf,
  personCode,
  statusOf,
  ticketRequest,
  today,
} from './anglers-helpers.ts';

const SECRET = 'anglers-test-sandbox-secret-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET });
});
afterAll(() => t.close());

const anonymous = (lang: 'lt' | 'en' = 'en') => new Client(t.app, lang);

describe('the fishing catalogue', () => {
  it('lists real water bodies with offers, licences, species, ticket prices and the SMS fee, cacheable and cookie-free', async () => {
    const res = await anonymous().get('/api/public/zvejyba/katalogas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
    const catalogue = res.json() as FishingCatalogue;
    expect(catalogue.ticketPrices).toEqual(L05_1_PRICES);
    expect(catalogue.smsFeeCents).toBe(SMS_FEE_CENTS);
    const names = catalogue.waterBodies.map((w) => w.name);
    for (const name of ['Kuršių marios', 'Nemunas', 'Neris', 'Žeimena', 'Plateliai', 'Luodis', 'Drūkšiai'])
      expect(names).toContain(name);
    expect(names).not.toContain('Žuvintas');
    expect(catalogue.waterBodies.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.species.find((s) => s.code === 'lasisa')).toEqual({
      code: 'lasisa',
      nameLt: 'Lašiša',
      nameEn: 'Atlantic salmon',
      latin: 'Salmo salar',
    });
    const luodis = catalogue.waterBodies.find((w) => w.name === 'Luodis')!;
    expect(luodis).toMatchObject({ leased: true, lessorName: 'UAB „Žuvėdra“', municipality: 'ZARASU_R_SAV' });
    expect(luodis.offers.length).toBeGreaterThan(0);
    for (const offer of luodis.offers) expect(offer.validTo >= today()).toBe(true);
    // Licences are on sale today whatever the date (the demo's year-round pools), for both cards.
    const onSale = catalogue.waterBodies
      .flatMap((w) => w.licences)
      .filter((l) => l.fishingFrom <= today() && today() <= l.fishingTo && l.available > 0);
    expect(new Set(onSale.map((l) => l.kind))).toEqual(new Set(['l06_1', 'l06_2']));
    const neris = catalogue.waterBodies.find((w) => w.name === 'Neris')!;
    expect(neris.limited).toBe(true);
    expect(neris.licences.some((l) => l.kind === 'l06_2' && l.speciesCode === 'lasisa')).toBe(true);
  });

  it('counts licences left as total less sold and reserved', async () => {
    const licence = await makeLicence(t, { total: 7 });
    await t.database.db
      .update(fishingLicences)
      .set({ sold: 2, reserved: 1 })
      .where(eq(fishingLicences.id, licence.id));
    const catalogue = (await anonymous().get('/api/public/zvejyba/katalogas')).json() as FishingCatalogue;
    const found = catalogue.waterBodies.flatMap((w) => w.licences).find((l) => l.id === licence.id)!;
    expect(found).toMatchObject({ total: 7, available: 4 });
  });
});

describe('quotes: prices and validity per kind and period (spec §3, §9; ADR 0009)', () => {
  const quote = async (request: unknown, client = anonymous()) => {
    const res = await client.post('/api/public/zvejyba/kaina', request);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Quote;
  };

  it('prices an L05.1 ticket for each period from the price list, SMS adding its fee', async () => {
    const angler = citizen(personCode(501));
    for (const period of ['1', '2', '3', '999'] as const) {
      const q = await quote(ticketRequest(angler, { period }));
      expect(q).toMatchObject({
        kind: 'l05_1',
        period,
        validFrom: today(),
        validUntil: anglerValidUntil(today(), period),
        priceCents: L05_1_PRICES[period],
        feeCents: 0,
        totalCents: L05_1_PRICES[period],
        waterBody: null,
        species: null,
      });
      const sms = await quote(ticketRequest(angler, { period, paymentMethod: 'SMS' }));
      expect(sms).toMatchObject({
        feeCents: SMS_FEE_CENTS,
        totalCents: L05_1_PRICES[period] + SMS_FEE_CENTS,
      });
    }
    expect(
      (await quote(ticketRequest(angler, { period: '2', validFrom: addDays(today(), 3) }))).validUntil,
    ).toBe(addDays(today(), 16));
  });

  it('prices an L05.2 permit from the lessor offer, its period deciding the validity', async () => {
    const lake = await makeWaterBody(t, { leased: true });
    const offer = await makeOffer(t, lake.id, { period: '2', priceCents: 1_250 });
    const q = await quote({
      ...ticketRequest(citizen(personCode(502))),
      kind: 'l05_2',
      period: undefined,
      offerId: offer.id,
    });
    expect(q).toMatchObject({
      kind: 'l05_2',
      period: '2',
      priceCents: 1_250,
      totalCents: 1_250,
      validUntil: addDays(today(), 13),
      waterBody: { id: lake.id, name: lake.name },
    });
  });

  it('prices an L06 card from the licence, with its species', async () => {
    const licence = await makeLicence(t, { priceCents: 700, period: '3', species: 'ungurys' });
    const q = await quote({
      ...ticketRequest(citizen(personCode(503))),
      kind: 'l06_1',
      licenceId: licence.id,
      paymentMethod: 'SMS',
    });
    expect(q).toMatchObject({
      kind: 'l06_1',
      period: '3',
      priceCents: 700,
      feeCents: SMS_FEE_CENTS,
      totalCents: 700 + SMS_FEE_CENTS,
      validUntil: anglerValidUntil(today(), '3'),
      species: { code: 'ungurys', nameLt: 'Ungurys', nameEn: 'European eel', latin: 'Anguilla anguilla' },
    });
  });

  it('refuses a start in the past, a wrong period, a bad person code, with field errors in the language asked', async () => {
    const angler = citizen(personCode(504));
    const en = await anonymous('en').post(
      '/api/public/zvejyba/kaina',
      ticketRequest(angler, { validFrom: addDays(today(), -1) }),
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().errors.fieldErrors).toEqual([
      { field: 'validFrom', message: 'The date cannot be in the past' },
    ]);
    const lt = await anonymous('lt').post(
      '/api/public/zvejyba/kaina',
      ticketRequest({ ...angler, personCode: '38703181746' }, { period: '5' as never }),
    );
    expect(lt.statusCode).toBe(400);
    const fields = (lt.json().errors.fieldErrors as { field: string; message: string }[]).map((f) => f.field);
    expect(fields).toEqual(['period', 'angler.personCode']);
    expect(lt.json().errors.fieldErrors[0].message).toBe('Pasirinkite vieną iš galimų reikšmių');
  });

  it('refuses an offer outside its dates and a licence whose season does not cover the whole period', async () => {
    const lake = await makeWaterBody(t, { leased: true });
    const offer = await makeOffer(t, lake.id, {
      validFrom: addDays(today(), 10),
      validTo: addDays(today(), 40),
    });
    const early = await anonymous().post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(505))),
      kind: 'l05_2',
      offerId: offer.id,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.fieldErrors).toEqual([
      {
        field: 'validFrom',
        message: `This offer is valid from ${addDays(today(), 10)} to ${addDays(today(), 40)}. Choose a day within those dates or another offer.`,
      },
    ]);
    const licence = await makeLicence(t, { period: '2', fishingTo: addDays(today(), 5) });
    const late = await anonymous().post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(506))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.fieldErrors[0].field).toBe('validFrom');
    const wrongCard = await anonymous().post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(506))),
      kind: 'l06_1',
      licenceId: (await makeLicence(t, { kind: 'l06_2' })).id,
    });
    expect(wrongCard.json().errors.fieldErrors).toEqual([
      { field: 'licenceId', message: 'This licence is sold with the other angler card (L06.2).' },
    ]);
  });
});

describe('an anonymous purchase from the form to the ticket', () => {
  it('creates, pays in the sandbox bank, returns to the success page and issues the permit with its receipt', async () => {
    const client = anonymous('lt');
    const code = personCode(510);
    const angler = { ...citizen(code, 'Rūta', 'Žukauskienė'), useEmail: true, email: 'ruta@example.lt' };
    const created = await buy(client, ticketRequest(angler, { period: '2', paymentMethod: 'SMS' }));
    expect(created.payUrl).toMatch(/^\/sandbox-bankas\/mokejimas\//);
    expect(created.secret).toMatch(/^[\w-]{43}$/);
    expect(created.quote.totalCents).toBe(L05_1_PRICES['2'] + SMS_FEE_CENTS);
    const [stored] = await t.database.db
      .select()
      .from(anglerPurchases)
      .where(eq(anglerPurchases.id, created.id));
    expect(stored!.secretHash).not.toContain(created.secret);
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    const before = await statusOf(client, created);
    expect(before).toMatchObject({ state: 'AWAITING_PAYMENT', receipt: null, ticket: null });
    expect(before.payUrl).toBe(created.payUrl);

    const back = await payAndReturn(t, client, created);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-success-notification/l05_1/${created.id}`);

    const after = await statusOf(client, created);
    expect(after.state).toBe('ISSUED');
    expect(after.payUrl).toBeNull();
    expect(after.receipt).toMatchObject({
      amountCents: L05_1_PRICES['2'] + SMS_FEE_CENTS,
      method: 'SMS',
      proofUrl: `/api/public/zvejyba/pirkimai/${created.id}/kvitas`,
    });
    expect(after.receipt!.number).toMatch(/^K\d{4}-\d{6}$/);
    const ticket = after.ticket!;
    expect(ticket).toMatchObject({
      kind: 'l05_1',
      state: 'GALIOJANTIS',
      holderName: 'Rūta Žukauskienė',
      validFrom: today(),
      validUntil: addDays(today(), 13),
      period: '2',
      waterBody: null,
      licence: null,
      purchaseId: created.id,
    });
    expect(ticket.number).toMatch(/^05\d{9}$/);
    expect(isValidPermitNumber(ticket.number)).toBe(true);
    const keys = (await client.get('/api/public/leidimai/raktai')).json();
    const verified = await verifySeal(ticket.seal, keys);
    expect(verified.status).toBe('valid');

    const [permit] = await t.database.db.select().from(permits).where(eq(permits.number, ticket.number));
    expect(permit).toMatchObject({
      holderCode: code,
      holderKind: 'person',
      priceCents: after.receipt!.amountCents,
    });
    const [link] = await t.database.db
      .select()
      .from(anglerPermits)
      .where(eq(anglerPermits.permitId, permit!.id));
    expect(link).toMatchObject({
      purchaseId: created.id,
      anglerKey: code,
      buyerCode: null,
      reportRequired: false,
    });

    // The angler asked for e-mail: one mail with the number, in the purchase's language.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ruta@example.lt'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Mėgėjų žvejybos bilietas Nr. ${ticket.number}`);
    expect(mails[0]!.bodyText).toContain(`Nr. ${ticket.number}`);
    expect(mails[0]!.bodyText).toContain(`/atsisiusti/l05_1`);
    expect(mails[0]!.bodyText).not.toContain('permit-number');
    // The permit's history: issued by the system, noting the receipt.
    const history = await t.database.db
      .select()
      .from(permitEvents)
      .where(eq(permitEvents.permitId, permit!.id));
    expect(history).toMatchObject([
      {
        action: 'issue',
        fromState: null,
        toState: 'GALIOJANTIS',
        actorRole: 'system',
        note: after.receipt!.number,
      },
    ]);

    const receipt = await client.get(`/api/public/zvejyba/pirkimai/${created.id}/kvitas`, {
      'x-purchase-secret': created.secret,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('issues an L06 card with the species licence, the licence sold, a catch report owed', async () => {
    const licence = await makeLicence(t, { total: 5, species: 'sterkas' });
    const client = anonymous();
    const foreigner = {
      firstName: 'Jānis',
      lastName: 'Bērziņš',
      citizenship: 'UZSIENIETIS' as const,
      personCodeOrBirthDate: '1979-06-23',
      useEmail: false,
      usePhone: false,
    };
    const created = await buy(client, { ...ticketRequest(foreigner), kind: 'l06_1', licenceId: licence.id });
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 5, sold: 0, reserved: 1 });
    await payAndReturn(t, client, created);
    const status = await statusOf(client, created);
    expect(status.ticket).toMatchObject({
      kind: 'l06_1',
      holderName: 'Jānis Bērziņš',
      licence: {
        speciesCode: 'sterkas',
        speciesLt: 'Sterkas',
        placeLt: 'Visas ežeras',
        amount: 3,
        minSizeCm: 45,
      },
    });
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 5, sold: 1, reserved: 0 });
    const [link] = await t.database.db
      .select()
      .from(anglerPermits)
      .where(eq(anglerPermits.purchaseId, created.id));
    expect(link).toMatchObject({
      anglerKey: '1979-06-23|janis|berzins',
      reportRequired: true,
      licenceId: licence.id,
    });
    const [permit] = await t.database.db.select().from(permits).where(eq(permits.id, link!.permitId));
    expect(permit!.holderCode).toBe('1979-06-23');
    expect(permit!.data).toMatchObject({
      species: 'Sterkas (Sander lucioperca)',
      place: 'Visas ežeras',
      amount: 3,
    });
  });

  it('finalises once however many callbacks, returns and reconciliations arrive', async () => {
    const licence = await makeLicence(t, { total: 3 });
    const client = anonymous();
    const created = await buy(client, {
      ...ticketRequest(citizen(personCode(511))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    const ref = created.payUrl.split('/').pop()!;
    const paymentId = await paymentIdOf(t, created.id);
    const { sandboxPay } = await import('../../src/server/modules/sandbox-bank/provider.ts');
    await sandboxPay(t.database.db, ref);
    const body = JSON.stringify({ ref, status: 'PAID', amountCents: created.quote.totalCents });
    const callback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/mokejimai/sandbox/callback',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, body),
        },
        payload: body,
      });
    const results = await Promise.all([
      callback(),
      callback(),
      client.get(`/api/public/mokejimai/${paymentId}/grizimas`),
      client.get(`/api/public/mokejimai/${paymentId}/grizimas`),
      t.app.payments.settle(paymentId, 'reconcile'),
    ]);
    expect(results.slice(0, 2).map((r) => (r as { body: string }).body)).toEqual(['SUCCESS', 'SUCCESS']);
    const issued = await t.database.db
      .select()
      .from(anglerPermits)
      .where(eq(anglerPermits.purchaseId, created.id));
    expect(issued).toHaveLength(1);
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 3, sold: 1, reserved: 0 });
    const status = await statusOf(client, created);
    expect(status.state).toBe('ISSUED');

    // The callers that lost the race took no number: the next permit and receipt follow on.
    const next = await buyAndPay(t, client, {
      ...ticketRequest(citizen(personCode(513))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    const serial = (number: string) => Number(number.slice(4, 10));
    expect(serial(next.status.ticket!.number)).toBe(serial(status.ticket!.number) + 1);
    const receipt = (number: string) => Number(number.slice(-6));
    expect(receipt(next.status.receipt!.number)).toBe(receipt(status.receipt!.number) + 1);
  });

  it('issues a purchase made before permit drafts existed, from the catalogue, with the same data', async () => {
    const licence = await makeLicence(t, { total: 2, species: 'lydeka' });
    const client = anonymous();
    const created = await buy(client, {
      ...ticketRequest(citizen(personCode(514))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    const [stored] = await t.database.db
      .select({ permitDraft: anglerPurchases.permitDraft })
      .from(anglerPurchases)
      .where(eq(anglerPurchases.id, created.id));
    await t.database.db
      .update(anglerPurchases)
      .set({ permitDraft: null })
      .where(eq(anglerPurchases.id, created.id));
    const back = await payAndReturn(t, client, created);
    expect(back.headers.location).toBe(`/payment-success-notification/l06_1/${created.id}`);
    const { ticket } = await statusOf(client, created);
    expect(isValidPermitNumber(ticket!.number)).toBe(true);
    const [permit] = await t.database.db.select().from(permits).where(eq(permits.number, ticket!.number));
    expect(permit!.data).toEqual((stored!.permitDraft as { data: unknown }).data);
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 2, sold: 1, reserved: 0 });
  });

  it('numbers permits in the issuing statement exactly as makePermitNumber does', async () => {
    const prefix = makePermitNumber(6, 2026, 1).slice(0, 4);
    const { rows } = await t.database.db.execute(
      sql.raw(`SELECT s::int AS serial, ${dammSql(String(dammDigit(prefix)), "lpad(s::text, 6, '0')", 6)} AS check
               FROM generate_series(1, 999999, 331) AS s`),
    );
    expect(rows.length).toBeGreaterThan(3000);
    for (const row of rows as { serial: number; check: number }[]) {
      expect(`${prefix}${String(row.serial).padStart(6, '0')}${row.check}`).toBe(
        makePermitNumber(6, 2026, row.serial),
      );
    }
  });

  it('shows a purchase only with its secret or to the logged-in buyer; anyone else gets 404', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    const created = await buy(jonas, ticketRequest(citizen(personCode(512), 'Petras', 'Jonaitis')));
    expect((await jonas.get(`/api/public/zvejyba/pirkimai/${created.id}`)).statusCode).toBe(200);
    const stranger = anonymous();
    expect((await stranger.get(`/api/public/zvejyba/pirkimai/${created.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.get(`/api/public/zvejyba/pirkimai/${created.id}`, {
          'x-purchase-secret': 'x'.repeat(43),
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.get(`/api/public/zvejyba/pirkimai/${created.id}/kvitas`)).statusCode).toBe(404);
    expect((await stranger.get('/api/public/zvejyba/pirkimai/not-a-uuid')).statusCode).toBe(404);
    const ona = await loginAs(t.app, 'ona');
    expect((await ona.get(`/api/public/zvejyba/pirkimai/${created.id}`)).statusCode).toBe(404);
    expect((await statusOf(stranger, created)).id).toBe(created.id);
    // Not paid yet: no receipt.
    const receipt = await jonas.get(`/api/public/zvejyba/pirkimai/${created.id}/kvitas`);
    expect(receipt.statusCode).toBe(409);
  });

  it('cancels an unpaid purchase, releasing its licence once, and refuses to cancel it again', async () => {
    const licence = await makeLicence(t, { total: 2 });
    const client = anonymous('lt');
    const created = await buy(client, {
      ...ticketRequest(citizen(personCode(513))),
      kind: 'l06_1',
      licenceId: licence.id,
    });
    expect(await licenceCounts(t, licence.id)).toMatchObject({ reserved: 1 });
    const cancel = () =>
      client.post(
        `/api/public/zvejyba/pirkimai/${created.id}/atsaukti`,
        {},
        { 'x-purchase-secret': created.secret },
      );
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect((first.json() as PurchaseStatus).state).toBe('CANCELLED');
    expect(await licenceCounts(t, licence.id)).toEqual({ total: 2, sold: 0, reserved: 0 });
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Pirkimo atšaukti nebegalima: jis jau apmokėtas arba baigtas.');
    const back = await client.get(`/api/public/mokejimai/${await paymentIdOf(t, created.id)}/grizimas`);
    expect(back.headers.location).toBe(`/payment-cancel-notification?pirkimas=${created.id}`);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the same purchase and secret, 422 for another body, 400 for a bad key', async () => {
    const licence = await makeLicence(t, { total: 10 });
    const client = anonymous();
    const request = { ...ticketRequest(citizen(personCode(520))), kind: 'l06_1', licenceId: licence.id };
    const key = { 'idempotency-key': '0f8fad5b-d9cb-469f-a165-70867728950e' };
    const first = await buy(client, request, key);
    const second = await buy(client, request, key);
    expect(second).toEqual(first);
    expect(await licenceCounts(t, licence.id)).toMatchObject({ reserved: 1 });
    // The repeated secret works as proof.
    expect((await statusOf(client, second)).id).toBe(first.id);

    const different = await client.post(
      '/api/public/zvejyba/pirkimai',
      { ...request, paymentMethod: 'CARD' },
      key,
    );
    expect(different.statusCode).toBe(422);
    const bad = await client.post('/api/public/zvejyba/pirkimai', request, { 'idempotency-key': 'abc' });
    expect(bad.statusCode).toBe(400);

    // Another browser's same key is another buyer's: a purchase of its own.
    const other = await buy(anonymous(), request, key);
    expect(other.id).not.toBe(first.id);

    // Two racing repeats make one purchase.
    const racing = { 'idempotency-key': '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    const racer = anonymous();
    await racer.get('/api/health');
    const answers = await Promise.all([
      racer.post('/api/public/zvejyba/pirkimai', { ...request, angler: citizen(personCode(521)) }, racing),
      racer.post('/api/public/zvejyba/pirkimai', { ...request, angler: citizen(personCode(521)) }, racing),
    ]);
    const ids = new Set(
      answers.filter((a) => a.statusCode === 201).map((a) => (a.json() as PurchaseCreated).id),
    );
    expect(ids.size).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
  });
});

describe('the download form and the ticket lookup (spec §2, §5, §8)', () => {
  let number: string;
  let securityCode: string;
  beforeAll(async () => {
    const { status } = await buyAndPay(
      t,
      anonymous(),
      ticketRequest(citizen(personCode(530), 'Žydrūnas', 'Šimkus')),
    );
    number = status.ticket!.number;
    securityCode = status.ticket!.securityCode;
  });
  // Each test comes from its own address, so that the limit of one does not trip another.
  const from = (address: string, lang: 'lt' | 'en' = 'en') => {
    const client = anonymous(lang);
    return (url: string, payload: unknown) =>
      client.request({ method: 'POST', url, payload: payload as never, remoteAddress: address });
  };

  it('gives the PDF for the right number, names and security code, whatever their case and diacritics', async () => {
    const post = from('10.0.0.1');
    const res = await post('/api/public/zvejyba/atsisiusti', {
      kind: 'l05_1',
      number,
      firstName: 'ZYDRUNAS',
      lastName: 'šimkus',
      securityCode: securityCode.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`leidimas-${number}.pdf`);
    const qr = await readQrFromPdf(new Uint8Array(res.rawPayload));
    expect(qr.startsWith(`AL1|${number}|L05.1|`)).toBe(true);
    const ticket = await post('/api/public/zvejyba/bilietas', {
      kind: 'l05_1',
      number,
      firstName: 'Žydrūnas',
      lastName: 'Šimkus',
      securityCode,
    });
    expect(ticket.statusCode).toBe(200);
    expect((ticket.json() as AnglerTicket).number).toBe(number);
  });

  it('answers wrong data with the spec message, in both languages, and non-digits with a field error', async () => {
    const en = from('10.0.0.2', 'en');
    const wrongName = await en('/api/public/zvejyba/atsisiusti', {
      kind: 'l05_1',
      number,
      firstName: 'Žydrūnas',
      lastName: 'Šimkutė',
    });
    expect(wrongName.statusCode).toBe(404);
    expect(wrongName.json().message).toBe(
      'Permit not found for the given data. Update the data and try again.',
    );
    const lt = from('10.0.0.3', 'lt');
    const wrongKind = await lt('/api/public/zvejyba/atsisiusti', {
      kind: 'l06_1',
      number,
      firstName: 'Žydrūnas',
      lastName: 'Šimkus',
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe(
      'Pagal pateiktus duomenis leidimas nerastas. Patikslinkite duomenis ir bandykite dar kartą.',
    );
    const letters = await en('/api/public/zvejyba/atsisiusti', {
      kind: 'l05_1',
      number: `${number.slice(0, 5)}A${number.slice(6)}`,
      firstName: 'Žydrūnas',
      lastName: 'Šimkus',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors.fieldErrors).toEqual([{ field: 'number', message: 'Enter digits only' }]);
  });

  it('limits lookups to 10 a minute from one address, then 429 with Retry-After', async () => {
    const post = from('10.0.0.4');
    const wrong = { kind: 'l05_1', number, firstName: 'Ona', lastName: 'Onaitė' };
    for (let i = 0; i < 10; i++)
      expect((await post('/api/public/zvejyba/bilietas', wrong)).statusCode).toBe(404);
    const limited = await post('/api/public/zvejyba/atsisiusti', {
      ...wrong,
      firstName: 'Žydrūnas',
      lastName: 'Šimkus',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Too many attempts. Wait a minute and try again.');
  });
});

describe('the wallet: the logged-in person tickets', () => {
  it('lists tickets issued to the person and those they bought, never another person', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    const ona = await loginAs(t.app, 'ona');
    const forJonas = await buyAndPay(
      t,
      anonymous(),
      ticketRequest(citizen(PEOPLE.jonas.code), { validFrom: addDays(today(), 20) }),
    );
    const boughtByJonas = await buyAndPay(
      t,
      jonas,
      ticketRequest(citizen(personCode(540), 'Matas', 'Jonaitis')),
    );
    const forOna = await buyAndPay(
      t,
      ona,
      ticketRequest(citizen(PEOPLE.ona.code, 'Ona', 'Petraitienė'), { validFrom: addDays(today(), 40) }),
    );
    const list = async (client: Client) => {
      const res = await client.get('/api/v1/zvejyba/bilietai');
      expect(res.statusCode).toBe(200);
      return (res.json() as AnglerTicket[]).map((ticket) => ticket.number);
    };
    const jonasSees = await list(jonas);
    expect(jonasSees).toContain(forJonas.status.ticket!.number);
    expect(jonasSees).toContain(boughtByJonas.status.ticket!.number);
    expect(jonasSees).not.toContain(forOna.status.ticket!.number);
    const onaSees = await list(ona);
    expect(onaSees).toEqual([forOna.status.ticket!.number]);
    expect((await anonymous().get('/api/v1/zvejyba/bilietai')).statusCode).toBe(401);
  });
});
