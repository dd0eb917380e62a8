/**
 * Limited-fishing offers (akcija; issue 18, spec §3, §4 "create or cancel an offer, change offer
 * price", §5; ADR 0021): the lessor's rules (price from 0 € and below the administrator's maximum,
 * valid to after valid from, no two offers of one water body and duration overlapping — also when
 * two arrive at once), and what anglers pay: the offer's price while it runs, the usual price once
 * it is cancelled or over, and a permit sold never changes.
 */
import { eq } from 'drizzle-orm';
import { anglerPurchases } from '../../src/server/db/schema-anglers.ts';
import type { FishingCatalogue } from '../../src/shared/anglers/api-types.ts';
import type { LessorWaterBodyDetailDto } from '../../src/shared/water-bodies/api.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';
import { addDays, buyAndPay, citizen, personCode, ticketRequest, today } from './anglers-helpers.ts';

let t: TestApp;
let lessor: Client;
let lessorLt: Client;
const LUODIS = '20010014';
const RUBIKIAI = '20010016';

beforeAll(async () => {
  t = await createTestApp();
  lessor = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
  lessorLt = await loginAs(t.app, 'ona', COMPANIES.zuvedra, 'lt');
});
afterAll(() => t.close());

const offers = (code: string) => `/api/v1/telkiniai/${code}/akcijos`;
const offer = (extra: Record<string, unknown> = {}) => ({
  period: '1',
  priceCents: 150,
  validFrom: today(),
  validTo: addDays(today(), 10),
  ...extra,
});
const fieldErrors = (res: { json: () => unknown }) =>
  (res.json() as { errors: { fieldErrors: unknown[] } }).errors.fieldErrors;

async function cancelAll(code: string) {
  const detail = (await lessor.get(`/api/v1/telkiniai/${code}`)).json() as LessorWaterBodyDetailDto;
  for (const p of detail.promotions) await lessor.post(`${offers(code)}/${p.id}/atsaukti`, {});
}

const catalogueOffer = async (code: string, period: string) => {
  const catalogue = (await new Client(t.app).get('/api/public/zvejyba/katalogas')).json() as FishingCatalogue;
  const body = catalogue.waterBodies.find((w) => w.code === code)!;
  return body.offers.find((o) => o.period === period && o.validFrom <= today() && o.validTo >= today())!;
};

const l05_2 = (serial: number, offerId: string) => ({
  ...ticketRequest(citizen(personCode(serial))),
  kind: 'l05_2',
  period: undefined,
  offerId,
});

const quote = async (serial: number, offerId: string) => {
  const res = await new Client(t.app).post('/api/public/zvejyba/kaina', l05_2(serial, offerId));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { priceCents: number }).priceCents;
};

describe('the rules of an offer', () => {
  afterEach(() => cancelAll(RUBIKIAI));

  it('creates an offer and lists it with the maximum', async () => {
    const res = await lessor.post(offers(RUBIKIAI), offer());
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as LessorWaterBodyDetailDto;
    expect(detail.maxOfferPriceCents).toBe(10_000);
    expect(detail.promotions).toEqual([
      {
        id: expect.any(String),
        period: '1',
        priceCents: 150,
        validFrom: today(),
        validTo: addDays(today(), 10),
      },
    ]);
  });

  it('refuses valid to not after valid from, in the language asked', async () => {
    const same = await lessor.post(offers(RUBIKIAI), offer({ validTo: today() }));
    expect(same.statusCode).toBe(400);
    expect(fieldErrors(same)).toEqual([{ field: 'validTo', message: 'The offer must end after it starts.' }]);
    const before = await lessorLt.post(offers(RUBIKIAI), offer({ validTo: addDays(today(), -1) }));
    expect(before.statusCode).toBe(400);
    expect(fieldErrors(before)).toEqual([
      { field: 'validTo', message: 'Akcija turi baigtis vėliau, nei prasideda.' },
    ]);
  });

  it('takes a price from 0 € and below the maximum, never at it or above', async () => {
    const negative = await lessor.post(offers(RUBIKIAI), offer({ priceCents: -1 }));
    expect(negative.statusCode).toBe(400);
    const atMax = await lessor.post(offers(RUBIKIAI), offer({ priceCents: 10_000 }));
    expect(atMax.statusCode).toBe(400);
    expect(fieldErrors(atMax)).toEqual([
      { field: 'priceCents', message: 'The offer price must be below 100.00 €.' },
    ]);
    const atMaxLt = await lessorLt.post(offers(RUBIKIAI), offer({ priceCents: 10_000 }));
    expect(fieldErrors(atMaxLt)).toEqual([
      { field: 'priceCents', message: 'Akcijos kaina turi būti mažesnė nei 100.00 €.' },
    ]);
    expect((await lessor.post(offers(RUBIKIAI), offer({ priceCents: 9_999 }))).statusCode).toBe(200);
    expect((await lessor.post(offers(RUBIKIAI), offer({ period: '2', priceCents: 0 }))).statusCode).toBe(200);
    for (const bad of [
      offer({ priceCents: 1.5 }),
      offer({ priceCents: '150' }),
      offer({ period: '7' }),
      offer({ validFrom: '2026-02-30' }),
      {},
    ]) {
      expect((await lessor.post(offers(RUBIKIAI), bad)).statusCode).toBe(400);
    }
  });

  it('follows the offer maximum the administrator sets beside the L05.2 ceiling; nobody else may set it', async () => {
    const admin = await loginAs(t.app, 'admin');
    expect((await admin.get('/api/v1/admin/telkiniu-nustatymai')).json()).toEqual({
      maxPriceCents: 10_000,
      maxOfferPriceCents: 10_000,
    });
    expect(
      (
        await lessor.put('/api/v1/admin/telkiniu-nustatymai', {
          maxPriceCents: 10_000,
          maxOfferPriceCents: 90_000,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await admin.put('/api/v1/admin/telkiniu-nustatymai', {
          maxPriceCents: 10_000,
          maxOfferPriceCents: -1,
        })
      ).statusCode,
    ).toBe(400);
    const set = await admin.put('/api/v1/admin/telkiniu-nustatymai', {
      maxPriceCents: 10_000,
      maxOfferPriceCents: 500,
    });
    expect(set.json()).toEqual({ maxPriceCents: 10_000, maxOfferPriceCents: 500 });
    const dear = await lessor.post(offers(RUBIKIAI), offer({ priceCents: 500 }));
    expect(fieldErrors(dear)).toEqual([
      { field: 'priceCents', message: 'The offer price must be below 5.00 €.' },
    ]);
    expect((await lessor.post(offers(RUBIKIAI), offer({ priceCents: 499 }))).statusCode).toBe(200);
    // The settings tab that sends the L05.2 ceiling alone leaves the offer maximum as it is.
    expect((await admin.put('/api/v1/admin/telkiniu-nustatymai', { maxPriceCents: 10_000 })).json()).toEqual({
      maxPriceCents: 10_000,
      maxOfferPriceCents: 500,
    });
    await admin.put('/api/v1/admin/telkiniu-nustatymai', {
      maxPriceCents: 10_000,
      maxOfferPriceCents: 10_000,
    });
  });

  it('refuses two offers of one duration overlapping; touching days count, other durations and cancelled ones do not', async () => {
    const first = await lessor.post(offers(RUBIKIAI), offer());
    const firstId = (first.json() as LessorWaterBodyDetailDto).promotions[0]!.id;
    const overlap = await lessor.post(
      offers(RUBIKIAI),
      offer({ validFrom: addDays(today(), 10), validTo: addDays(today(), 20) }),
    );
    expect(overlap.statusCode).toBe(400);
    expect(fieldErrors(overlap)).toEqual([
      {
        field: 'validFrom',
        message: `Another offer for this fishing duration runs from ${today()} to ${addDays(today(), 10)}; offers cannot overlap.`,
      },
    ]);
    expect(
      (
        await lessor.post(
          offers(RUBIKIAI),
          offer({ validFrom: addDays(today(), 11), validTo: addDays(today(), 20) }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await lessor.post(offers(RUBIKIAI), offer({ period: '999' }))).statusCode).toBe(200);
    expect((await lessor.post(`${offers(RUBIKIAI)}/${firstId}/atsaukti`, {})).statusCode).toBe(200);
    expect((await lessor.post(offers(RUBIKIAI), offer({ priceCents: 99 }))).statusCode).toBe(200);
  });

  it('lets only one of two overlapping offers sent at once through', async () => {
    const results = await Promise.all(
      [100, 200, 300].map((priceCents) => lessor.post(offers(RUBIKIAI), offer({ period: '3', priceCents }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const detail = (await lessor.get(`/api/v1/telkiniai/${RUBIKIAI}`)).json() as LessorWaterBodyDetailDto;
    expect(detail.promotions.filter((p) => p.period === '3')).toHaveLength(1);
  });

  it('refuses an offer past the lease, and changing or cancelling an offer that is gone', async () => {
    const past = await lessor.post(offers(RUBIKIAI), offer({ validTo: addDays(today(), 365 * 30) }));
    expect(past.statusCode).toBe(400);
    expect(fieldErrors(past)).toMatchObject([{ field: 'validTo' }]);
    const created = (await lessor.post(offers(RUBIKIAI), offer())).json() as LessorWaterBodyDetailDto;
    const id = created.promotions[0]!.id;
    const tooDear = await lessor.put(`${offers(RUBIKIAI)}/${id}/kaina`, { priceCents: 10_000 });
    expect(tooDear.statusCode).toBe(400);
    expect((await lessor.post(`${offers(RUBIKIAI)}/${id}/atsaukti`, {})).statusCode).toBe(200);
    const again = await lessor.post(`${offers(RUBIKIAI)}/${id}/atsaukti`, {});
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'This offer was not found, or it has already been cancelled or has ended.',
    );
    expect((await lessor.put(`${offers(RUBIKIAI)}/${id}/kaina`, { priceCents: 100 })).statusCode).toBe(404);
    // An offer of another water body is not found under this one.
    const onLuodis = (await lessor.post(offers(LUODIS), offer())).json() as LessorWaterBodyDetailDto;
    const luodisId = onLuodis.promotions[0]!.id;
    expect((await lessor.post(`${offers(RUBIKIAI)}/${luodisId}/atsaukti`, {})).statusCode).toBe(404);
    expect((await lessor.post(`${offers(LUODIS)}/${luodisId}/atsaukti`, {})).statusCode).toBe(200);
  });

  it('refuses a plain person (403), another lessor (403) and anonymous callers (401)', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    expect((await jonas.post(offers(RUBIKIAI), offer())).statusCode).toBe(403);
    const other = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    expect((await other.post(offers(RUBIKIAI), offer())).statusCode).toBe(403);
    expect((await new Client(t.app).post(offers(RUBIKIAI), offer())).statusCode).toBe(401);
  });
});

describe('what anglers pay', () => {
  it('sells L05.2 at the offer price while it runs; a price change or a cancellation never changes a sold permit', async () => {
    const regular = await catalogueOffer(LUODIS, '1');
    expect(regular.regularPriceCents).toBeUndefined();
    const normalPrice = regular.priceCents;
    expect(normalPrice).toBeGreaterThan(150);
    const created = await lessor.post(offers(LUODIS), offer({ priceCents: 150 }));
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as LessorWaterBodyDetailDto).promotions[0]!.id;

    // The catalogue (what the map and the purchase read) and the quote show the offer price.
    expect(await catalogueOffer(LUODIS, '1')).toMatchObject({
      id: regular.id,
      priceCents: 150,
      regularPriceCents: normalPrice,
      promotionTo: addDays(today(), 10),
    });
    expect(await quote(901, regular.id)).toBe(150);
    const { created: sold } = await buyAndPay(t, new Client(t.app), l05_2(902, regular.id));
    const soldPrice = async () =>
      (await t.database.db.select().from(anglerPurchases).where(eq(anglerPurchases.id, sold.id)))[0]!
        .priceCents;
    expect(await soldPrice()).toBe(150);

    // A new price sells from now on; the permit sold keeps its own.
    expect((await lessor.put(`${offers(LUODIS)}/${id}/kaina`, { priceCents: 120 })).statusCode).toBe(200);
    expect(await quote(903, regular.id)).toBe(120);
    expect(await soldPrice()).toBe(150);

    // Cancelled: gone from the catalogue and the next quote is at the usual price.
    expect((await lessor.post(`${offers(LUODIS)}/${id}/atsaukti`, {})).statusCode).toBe(200);
    expect(await catalogueOffer(LUODIS, '1')).toMatchObject({ priceCents: normalPrice });
    expect((await catalogueOffer(LUODIS, '1')).regularPriceCents).toBeUndefined();
    expect(await quote(904, regular.id)).toBe(normalPrice);
    expect(await soldPrice()).toBe(150);
  });

  it('applies no offer that has ended or not yet started', async () => {
    const regular = await catalogueOffer(LUODIS, '1');
    const ended = await lessor.post(
      offers(LUODIS),
      offer({ priceCents: 10, validFrom: addDays(today(), -10), validTo: addDays(today(), -1) }),
    );
    expect(ended.statusCode, ended.body).toBe(200);
    // An ended offer is not listed to the lessor either.
    expect((ended.json() as LessorWaterBodyDetailDto).promotions).toEqual([]);
    const later = await lessor.post(
      offers(LUODIS),
      offer({ priceCents: 20, validFrom: addDays(today(), 1), validTo: addDays(today(), 5) }),
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(await quote(905, regular.id)).toBe(regular.priceCents);
    expect((await catalogueOffer(LUODIS, '1')).priceCents).toBe(regular.priceCents);
    await cancelAll(LUODIS);
  });
});
