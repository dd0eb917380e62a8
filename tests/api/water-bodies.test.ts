/**
 * Lessors of fishing areas (issue 18; spec §3 Water body, §5 water body rules, §6 ROLE_L03, §8
 * "Water body not found by code"): ROLE_L03 derived from an L03 permit in force, the lessor's own
 * water bodies only, the L05.2 terms and their rules, what anglers are sold, the price ceiling.
 */
import { eq } from 'drizzle-orm';
import { anglerPurchases, waterBodies } from '../../src/server/db/schema-anglers.ts';
import { permits } from '../../src/server/db/schema-permits.ts';
import { issueL03, ZUVEDRA, ZUVEDRA_WATER_BODIES } from '../../src/server/demo/lessors.ts';
import type { FishingCatalogue } from '../../src/shared/anglers/api-types.ts';
import type { LessorWaterBodiesDto, LessorWaterBodyDetailDto } from '../../src/shared/water-bodies/api.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';
import { addDays, buy, citizen, personCode, ticketRequest, today } from './anglers-helpers.ts';

let t: TestApp;
let lessor: Client;
const LUODIS = '20010014';
const RUBIKIAI = '20010016';
const AVILYS = '20010018';

beforeAll(async () => {
  t = await createTestApp();
  lessor = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
});
afterAll(() => t.close());

const authorities = async (client: Client) =>
  (
    (await client.get('/api/auth/viisp/user-info')).json() as { authorities: { authority: string }[] }
  ).authorities.map((a) => a.authority);

const terms = (extra: Record<string, unknown> = {}) => ({
  fishingFrom: today(),
  fishingTo: addDays(today(), 200),
  prices: [
    { period: '1', priceCents: 450 },
    { period: '999', priceCents: 4_200 },
  ],
  ...extra,
});

const catalogueBody = async (code: string) => {
  const catalogue = (await new Client(t.app).get('/api/public/zvejyba/katalogas')).json() as FishingCatalogue;
  return catalogue.waterBodies.find((w) => w.code === code)!;
};

describe('ROLE_L03 from an L03 permit in force', () => {
  it('gives the demo lessor ROLE_L03 while acting for the company, from its permit, with no role row', async () => {
    expect(await authorities(lessor)).toEqual(['ROLE_USER', 'ROLE_L03']);
    const asHerself = await loginAs(t.app, 'ona');
    expect(await authorities(asHerself)).toEqual(['ROLE_USER']);
    const [permit] = await t.database.db.select().from(permits).where(eq(permits.holderCode, ZUVEDRA.code));
    expect(permit).toMatchObject({ kind: 'l03', state: 'GALIOJANTIS' });
  });

  it('gives no role, and refuses the pages, without a permit or once it has expired', async () => {
    const tomas = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    expect(await authorities(tomas)).toEqual(['ROLE_USER']);
    expect((await tomas.get('/api/v1/telkiniai')).statusCode).toBe(403);
    // An L03 permit that ended yesterday: no role.
    const company = { ...ZUVEDRA, code: COMPANIES.baltijosAtliekos, name: 'UAB „Baltijos atliekos“' };
    const issued = await issueL03(t.database.db, company, { code: '37505041234', name: 'Tomas Kazlauskas' }, [
      AVILYS,
    ]);
    expect(await authorities(tomas)).toEqual(['ROLE_USER', 'ROLE_L03']);
    const list = (await tomas.get('/api/v1/telkiniai')).json() as LessorWaterBodiesDto;
    expect(list.items.map((w) => w.code)).toEqual([AVILYS]);
    await t.database.db
      .update(permits)
      .set({ validFrom: addDays(today(), -400), validUntil: addDays(today(), -1) })
      .where(eq(permits.id, issued.id));
    expect(await authorities(tomas)).toEqual(['ROLE_USER']);
    expect((await tomas.get('/api/v1/telkiniai')).statusCode).toBe(403);
    expect((await tomas.get(`/api/v1/telkiniai/${AVILYS}`)).statusCode).toBe(403);
  });

  it('refuses a plain person (403) and anonymous callers (401)', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    for (const url of ['/api/v1/telkiniai', `/api/v1/telkiniai/${LUODIS}`]) {
      expect((await jonas.get(url)).statusCode).toBe(403);
      expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    }
    expect((await jonas.put(`/api/v1/telkiniai/${LUODIS}/leidimas`, terms())).statusCode).toBe(403);
  });
});

describe("the lessor's water bodies", () => {
  it('lists the water bodies its L03 permit names, with the register facts and the lease', async () => {
    const res = await lessor.get('/api/v1/telkiniai');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as LessorWaterBodiesDto;
    expect(items.map((w) => w.code).sort()).toEqual([...ZUVEDRA_WATER_BODIES].sort());
    const luodis = items.find((w) => w.code === LUODIS)!;
    const [permit] = await t.database.db.select().from(permits).where(eq(permits.holderCode, ZUVEDRA.code));
    expect(luodis).toMatchObject({
      name: 'Luodis',
      municipality: 'ZARASU_R_SAV',
      state: 'ACTIVE',
      leaseFrom: permit!.validFrom,
      leaseTo: permit!.validUntil,
      permitNumber: permit!.number,
    });
    expect(luodis.terms?.prices.map((p) => p.period)).toEqual(['1', '2', '3', '999']);
  });

  it('answers "Water body not found by code" in both languages for a code not in the register', async () => {
    const en = await lessor.get('/api/v1/telkiniai/99999999');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Water body not found by code.');
    const lt = await loginAs(t.app, 'ona', COMPANIES.zuvedra, 'lt');
    const res = await lt.get('/api/v1/telkiniai/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Vandens telkinys pagal kodą nerastas.');
    expect((await lessor.get('/api/v1/telkiniai/abc')).statusCode).toBe(400);
  });

  it("answers 404 for another lessor's water body, to read or to change", async () => {
    // Avilys is leased by another company (the test above); Ona's Žuvėdra has no say over it.
    expect((await lessor.get(`/api/v1/telkiniai/${AVILYS}`)).statusCode).toBe(404);
    expect((await lessor.put(`/api/v1/telkiniai/${AVILYS}/leidimas`, terms())).statusCode).toBe(404);
    const kretuonas = '20010017';
    expect((await lessor.get(`/api/v1/telkiniai/${kretuonas}`)).statusCode).toBe(404);
  });
});

describe('the L05.2 permit the lessor sells', () => {
  it('refuses an end not later than the start, and a price above the maximum, in the language asked', async () => {
    const same = await lessor.put(`/api/v1/telkiniai/${RUBIKIAI}/leidimas`, terms({ fishingTo: today() }));
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.fieldErrors).toEqual([
      { field: 'fishingTo', message: 'The end of the fishing season must be later than its start.' },
    ]);
    const dear = await lessor.put(
      `/api/v1/telkiniai/${RUBIKIAI}/leidimas`,
      terms({ prices: [{ period: '1', priceCents: 10_001 }] }),
    );
    expect(dear.statusCode).toBe(400);
    expect(dear.json().errors.fieldErrors).toEqual([
      { field: 'prices.0.priceCents', message: 'The price cannot be higher than 100.00 €.' },
    ]);
    const atMax = await lessor.put(
      `/api/v1/telkiniai/${RUBIKIAI}/leidimas`,
      terms({ prices: [{ period: '1', priceCents: 10_000 }] }),
    );
    expect(atMax.statusCode, atMax.body).toBe(200);
    for (const bad of [
      terms({ prices: [] }),
      terms({
        prices: [
          { period: '1', priceCents: 100 },
          { period: '1', priceCents: 200 },
        ],
      }),
      terms({ prices: [{ period: '7', priceCents: 100 }] }),
      terms({ prices: [{ period: '1', priceCents: -1 }] }),
      terms({ fishingFrom: '2026-02-30' }),
    ]) {
      expect((await lessor.put(`/api/v1/telkiniai/${RUBIKIAI}/leidimas`, bad)).statusCode).toBe(400);
    }
  });

  it('follows the maximum the administrator sets; nobody else may set it', async () => {
    const admin = await loginAs(t.app, 'admin');
    expect((await admin.get('/api/v1/admin/telkiniu-nustatymai')).json()).toEqual({
      maxPriceCents: 10_000,
      maxOfferPriceCents: 10_000,
    });
    expect(
      (await lessor.put('/api/v1/admin/telkiniu-nustatymai', { maxPriceCents: 90_000 })).statusCode,
    ).toBe(403);
    expect((await admin.put('/api/v1/admin/telkiniu-nustatymai', { maxPriceCents: -5 })).statusCode).toBe(
      400,
    );
    expect((await admin.put('/api/v1/admin/telkiniu-nustatymai', { maxPriceCents: 20_000 })).statusCode).toBe(
      200,
    );
    const dearer = await lessor.put(
      `/api/v1/telkiniai/${RUBIKIAI}/leidimas`,
      terms({ prices: [{ period: '1', priceCents: 15_000 }] }),
    );
    expect(dearer.statusCode, dearer.body).toBe(200);
    expect((dearer.json() as LessorWaterBodyDetailDto).maxPriceCents).toBe(20_000);
    await admin.put('/api/v1/admin/telkiniu-nustatymai', { maxPriceCents: 10_000 });
  });

  it('sells exactly what the lessor set from then on; a permit already bought keeps its price', async () => {
    const before = await catalogueBody(LUODIS);
    const oldOffer = before.offers.find((o) => o.period === '1' && o.validFrom <= today())!;
    const angler = new Client(t.app);
    const bought = await buy(angler, {
      ...ticketRequest(citizen(personCode(811))),
      kind: 'l05_2',
      period: undefined,
      offerId: oldOffer.id,
    });
    const res = await lessor.put(`/api/v1/telkiniai/${LUODIS}/leidimas`, terms());
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as LessorWaterBodyDetailDto).terms).toEqual({
      fishingFrom: today(),
      fishingTo: addDays(today(), 200),
      prices: [
        { period: '1', priceCents: 450 },
        { period: '999', priceCents: 4_200 },
      ],
    });
    const after = await catalogueBody(LUODIS);
    expect(after.offers.map((o) => [o.period, o.priceCents, o.validFrom, o.validTo])).toEqual([
      ['1', 450, today(), addDays(today(), 200)],
      ['999', 4_200, today(), addDays(today(), 200)],
    ]);
    // The withdrawn terms sell no more; the purchase made before keeps its price.
    const stale = await new Client(t.app).post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(812))),
      kind: 'l05_2',
      period: undefined,
      offerId: oldOffer.id,
    });
    expect(stale.statusCode).toBe(400);
    const [purchase] = await t.database.db
      .select()
      .from(anglerPurchases)
      .where(eq(anglerPurchases.id, bought.id));
    expect(purchase!.priceCents).toBe(oldOffer.priceCents);
    const fresh = await new Client(t.app).post('/api/public/zvejyba/kaina', {
      ...ticketRequest(citizen(personCode(813))),
      kind: 'l05_2',
      period: undefined,
      offerId: after.offers[0]!.id,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ priceCents: 450 });
  });

  it('never sells past the lease: the season is cut at its end, and a season after it is refused', async () => {
    const [permit] = await t.database.db.select().from(permits).where(eq(permits.holderCode, ZUVEDRA.code));
    const leaseTo = addDays(today(), 30);
    await t.database.db.update(permits).set({ validUntil: leaseTo }).where(eq(permits.id, permit!.id));
    const cut = await lessor.put(`/api/v1/telkiniai/${LUODIS}/leidimas`, terms());
    expect(cut.statusCode, cut.body).toBe(200);
    expect((await catalogueBody(LUODIS)).offers.every((o) => o.validTo === leaseTo)).toBe(true);
    const [row] = await t.database.db.select().from(waterBodies).where(eq(waterBodies.code, LUODIS));
    expect(row).toMatchObject({ leased: true, lessorCode: ZUVEDRA.code, endDate: leaseTo });
    const late = await lessor.put(
      `/api/v1/telkiniai/${LUODIS}/leidimas`,
      terms({ fishingFrom: addDays(today(), 40), fishingTo: addDays(today(), 90) }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.fieldErrors[0].field).toBe('fishingFrom');
    await t.database.db
      .update(permits)
      .set({ validUntil: permit!.validUntil })
      .where(eq(permits.id, permit!.id));
  });
});
