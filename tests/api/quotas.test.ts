/**
 * L04 quotas (issue 19; spec §2 /kvotos, /kvotuKonvertavimas/{id}, §3 L04; ADR 0024–0026): every
 * status and transition of a season's quota, the allocation rules (PIRMINE, RESPUBLIKINE), the
 * conversion rules, the officer's decisions moving balances, the L04 permit states and what they
 * allow, the holder's scoping, and two or more requests racing for the same units.
 */
import { eq } from 'drizzle-orm';
import { permits } from '../../src/server/db/schema-permits.ts';
import { l04QuotaAllocations } from '../../src/server/db/schema-quotas.ts';
import { COMMERCIAL_FISHER, issueL04 } from '../../src/server/demo/quotas.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type {
  OfficerQuotasDto,
  QuotaDetailDto,
  QuotaDto,
  SeasonQuotaDto,
} from '../../src/shared/quotas/api.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { loginAs } from '../support/personas.ts';

let t: TestApp;
let officer: Client;
let fisher: Client;
let permitNumber: string;
let permitId: string;
const year = Number(todayInLithuania().slice(0, 4)) + 1;
const season = { season: year, validFrom: `${year}-03-01`, validTo: `${year}-11-30` };

beforeAll(async () => {
  t = await createTestApp();
  officer = await loginAs(t.app, 'officer');
  fisher = await loginAs(t.app, 'fisher');
  const [permit] = await t.database.db
    .select()
    .from(permits)
    .where(eq(permits.holderCode, COMMERCIAL_FISHER.code));
  permitNumber = permit!.number;
  permitId = permit!.id;
});
afterAll(() => t.close());

const view = async () => (await officer.get('/api/v1/tarnyba/kvotos')).json() as OfficerQuotasDto;
const list = async (query = '', who = fisher) => {
  const res = await who.get(`/api/v1/kvotos${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: QuotaDto[] }).items;
};
const detail = async (id: string) => (await fisher.get(`/api/v1/kvotos/${id}`)).json() as QuotaDetailDto;
const fieldErrors = (body: string) =>
  (JSON.parse(body) as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

/** Prepares a season's quota (and activates it unless told not to); returns it. */
async function prepare(
  input: Partial<{ type: string; kind: string; gear: string; totalUnits: number }> = {},
  activate = true,
): Promise<SeasonQuotaDto> {
  const body = {
    ...season,
    type: 'L04_NEGES',
    kind: 'RESPUBLIKINE',
    gear: 'VENTERIS',
    totalUnits: 100,
    ...input,
  };
  const res = await officer.post('/api/v1/tarnyba/kvotos', body);
  expect(res.statusCode, res.body).toBe(200);
  const made = (res.json() as OfficerQuotasDto).quotas.find(
    (q) => q.season === year && q.type === body.type && q.kind === body.kind && q.gear === body.gear,
  )!;
  expect(made.status).toBe('RUOSIAMA');
  if (activate)
    expect((await officer.post(`/api/v1/tarnyba/kvotos/${made.id}/aktyvuoti`)).statusCode).toBe(200);
  return made;
}

/** Allocates `amount` of the season's quota to the fisher's permit; returns the holder's new quota. */
async function allocate(quota: SeasonQuotaDto, amount: number, extra: Record<string, string> = {}) {
  const before = new Set((await list()).map((q) => q.id));
  const res = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
    permitNumber,
    amount,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await list()).find((q) => !before.has(q.id))!;
}

async function coefficient(quotaType: string, fromGear: string, toGear: string, value: number) {
  const res = await officer.put('/api/v1/tarnyba/kvotu-koeficientai', {
    quotaType,
    fromGear,
    toGear,
    coefficient: value,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const convert = (id: string, body: Record<string, unknown>, who = fisher) =>
  who.post(`/api/v1/kvotos/${id}/konvertavimai`, {
    toGear: 'TRAUKIAMASIS_TINKLAS',
    amount: 2,
    dateFrom: `${year}-04-01`,
    dateTo: `${year}-05-01`,
    ...body,
  });

describe("the holder's quotas (/kvotos)", () => {
  it("lists the demo fisher's active quotas with type, kind, status, period, amounts and permit", async () => {
    const items = await list();
    const primary = items.find((q) => q.kind === 'PIRMINE' && q.type === 'L04_KURSIU_MARIOS')!;
    expect(primary).toMatchObject({
      status: 'AKTYVI',
      gear: 'STATOMASIS_TINKLAS',
      allocated: 40,
      converted: 0,
      pending: 0,
      remaining: 40,
      permit: { number: permitNumber, state: 'ISDUOTAS' },
      holderName: 'Algirdas Kairys',
    });
    expect(items.some((q) => q.kind === 'RESPUBLIKINE' && q.gear === 'BUCIUKAS')).toBe(true);
  });

  it('filters by the permit state and the quota status, and refuses an unknown filter', async () => {
    expect((await list('?leidimoBusena=ISDUOTAS')).length).toBeGreaterThan(0);
    expect(await list('?leidimoBusena=SUSTABDYTAS')).toEqual([]);
    expect(await list('?leidimoBusena=PASIBAIGES')).toEqual([]);
    expect(await list('?leidimoBusena=PANAIKINTAS')).toEqual([]);
    expect((await list('?busena=AKTYVI')).every((q) => q.status === 'AKTYVI')).toBe(true);
    expect(await list('?busena=DEAKTYVI&leidimoBusena=ISDUOTAS')).toEqual([]);
    expect((await fisher.get('/api/v1/kvotos?busena=KITA')).statusCode).toBe(400);
    expect((await fisher.get('/api/v1/kvotos?leidimoBusena=LAIKINAI_SUSTABDYTAS')).statusCode).toBe(400);
  });

  it("shows nobody else the fisher's quotas: another person's list is empty, the quota 404", async () => {
    const [mine] = await list();
    const jonas = await loginAs(t.app, 'jonas');
    expect(await list('', jonas)).toEqual([]);
    expect((await jonas.get(`/api/v1/kvotos/${mine!.id}`)).statusCode).toBe(404);
    expect((await convert(mine!.id, { toGear: 'BUCIUKAS' }, jonas)).statusCode).toBe(404);
    expect((await new Client(t.app).get('/api/v1/kvotos')).statusCode).toBe(401);
    expect((await jonas.get('/api/v1/tarnyba/kvotos')).statusCode).toBe(403);
    expect((await fisher.get('/api/v1/kvotos/not-a-uuid')).statusCode).toBe(400);
  });
});

describe("a season's quota: RUOSIAMA → AKTYVI → DEAKTYVI", () => {
  it('prepares, activates and closes, and refuses every other change (409)', async () => {
    const quota = await prepare({ type: 'L04_POLDERIS', gear: 'BUCIUKAS' }, false);
    const closeIt = () => officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/deaktyvuoti`);
    const activate = () => officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/aktyvuoti`);
    expect((await activate()).statusCode).toBe(200);
    expect((await view()).quotas.find((q) => q.id === quota.id)!.status).toBe('AKTYVI');
    expect((await activate()).statusCode).toBe(409);
    expect((await closeIt()).statusCode).toBe(200);
    expect((await view()).quotas.find((q) => q.id === quota.id)!.status).toBe('DEAKTYVI');
    expect((await closeIt()).statusCode).toBe(409);
    const reopened = await activate();
    expect(reopened.statusCode).toBe(409);
    expect(reopened.body).toContain('cannot change from DEAKTYVI to AKTYVI');
    // Closed: no allocation.
    expect(
      (await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, { permitNumber, amount: 1 }))
        .statusCode,
    ).toBe(409);
    // A prepared quota may be closed without ever being active.
    const never = await prepare({ type: 'L04_POLDERIS', gear: 'VENTERIS' }, false);
    expect((await officer.post(`/api/v1/tarnyba/kvotos/${never.id}/deaktyvuoti`)).statusCode).toBe(200);
  });

  it('refuses a second quota of the same season, type, kind and gear, a period in another year, an end before the start', async () => {
    await prepare({ type: 'L04_SELEVOS_STINTOS', gear: 'VENTERIS' }, false);
    const twice = await officer.post('/api/v1/tarnyba/kvotos', {
      ...season,
      type: 'L04_SELEVOS_STINTOS',
      kind: 'RESPUBLIKINE',
      gear: 'VENTERIS',
      totalUnits: 5,
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldErrors(twice.body)[0]!.field).toBe('type');
    const body = {
      season: year,
      type: 'L04_SELEVOS_STINTOS',
      kind: 'PIRMINE',
      gear: 'VENTERIS',
      totalUnits: 5,
    };
    const otherYear = await officer.post('/api/v1/tarnyba/kvotos', {
      ...body,
      validFrom: `${year + 1}-01-01`,
      validTo: `${year + 1}-02-01`,
    });
    expect(fieldErrors(otherYear.body)).toEqual([
      { field: 'validFrom', message: `The quota's period must start in ${year}.` },
    ]);
    const backwards = await officer.post('/api/v1/tarnyba/kvotos', {
      ...body,
      validFrom: `${year}-05-01`,
      validTo: `${year}-04-01`,
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldErrors(backwards.body)[0]!.field).toBe('validTo');
    const zero = await officer.post('/api/v1/tarnyba/kvotos', { ...body, ...season, totalUnits: 0 });
    expect(zero.statusCode).toBe(400);
  });
});

describe('allocation (ADR 0024)', () => {
  it('allocates a PIRMINE quota once per permit, for the whole period only', async () => {
    const quota = await prepare({ type: 'L04_NEGES', kind: 'PIRMINE', gear: 'BUCIUKAS', totalUnits: 50 });
    const part = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber,
      amount: 5,
      validFrom: `${year}-04-01`,
      validTo: `${year}-05-01`,
    });
    expect(fieldErrors(part.body)[0]!.message).toBe(
      `A primary quota is allocated for the quota's whole period: ${season.validFrom} to ${season.validTo}.`,
    );
    const mine = await allocate(quota, 10);
    expect(mine).toMatchObject({
      kind: 'PIRMINE',
      validFrom: season.validFrom,
      validTo: season.validTo,
      allocated: 10,
    });
    const again = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber,
      amount: 1,
    });
    expect(fieldErrors(again.body)[0]!.message).toBe(
      'This primary quota is already allocated to this permit.',
    );
  });

  it('allocates RESPUBLIKINE parts within the period, never above the season total, only to an L04 permit in force', async () => {
    const quota = await prepare({ type: 'L04_NEGES', kind: 'RESPUBLIKINE', gear: 'UDA', totalUnits: 20 });
    const part = await allocate(quota, 8, { validFrom: `${year}-06-01`, validTo: `${year}-07-01` });
    expect(part).toMatchObject({ validFrom: `${year}-06-01`, validTo: `${year}-07-01`, allocated: 8 });
    await allocate(quota, 8);
    const over = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, { permitNumber, amount: 5 });
    expect(fieldErrors(over.body)).toEqual([
      { field: 'amount', message: 'You can allocate at most what is left unallocated: 4 units.' },
    ]);
    const outside = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber,
      amount: 1,
      validFrom: `${year}-01-01`,
      validTo: `${year}-02-01`,
    });
    expect(fieldErrors(outside.body)[0]!.field).toBe('validFrom');
    const unknown = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber: '12345678901',
      amount: 1,
    });
    expect(fieldErrors(unknown.body)[0]!.message).toBe('No commercial fishing (L04) permit has this number.');
    const bad = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber: '123',
      amount: 1,
    });
    expect(fieldErrors(bad.body)[0]!.message).toBe('A permit number has 11 digits.');
    const fraction = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber,
      amount: 1.5,
    });
    expect(fieldErrors(fraction.body)[0]!.message).toBe('Enter a whole number of gear units.');
  });

  it('allocates a prepared (RUOSIAMA) quota, which the holder sees but cannot convert until it is active', async () => {
    const quota = await prepare({ type: 'L04_UNGURIAI', kind: 'RESPUBLIKINE', gear: 'VENTERIS' }, false);
    const mine = await allocate(quota, 5);
    expect(mine.status).toBe('RUOSIAMA');
    expect((await list('?busena=RUOSIAMA')).map((q) => q.id)).toContain(mine.id);
    await coefficient('L04_UNGURIAI', 'VENTERIS', 'TRAUKIAMASIS_TINKLAS', 1);
    const res = await convert(mine.id, {});
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Only an active quota can be converted.');
    expect((await detail(mine.id)).convertible).toBe(false);
    // Closing it: DEAKTYVI for the holder too, still not convertible.
    await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/deaktyvuoti`);
    expect((await detail(mine.id)).status).toBe('DEAKTYVI');
    expect((await convert(mine.id, {})).statusCode).toBe(409);
  });
});

describe('conversion (ADR 0025)', () => {
  let quota: SeasonQuotaDto;
  let mine: QuotaDto;
  beforeAll(async () => {
    quota = await prepare({ type: 'L04_STINTOS', kind: 'RESPUBLIKINE', gear: 'VENTERIS', totalUnits: 100 });
    await coefficient('L04_STINTOS', 'VENTERIS', 'TRAUKIAMASIS_TINKLAS', 0.5);
    mine = await allocate(quota, 20);
  });

  it('refuses an amount not positive, not whole or above the remaining amount, in the caller language', async () => {
    expect(fieldErrors((await convert(mine.id, { amount: 0 })).body)[0]!.field).toBe('amount');
    expect(fieldErrors((await convert(mine.id, { amount: -3 })).body)[0]!.field).toBe('amount');
    expect(fieldErrors((await convert(mine.id, { amount: 2.5 })).body)[0]!.message).toBe(
      'Enter a whole number of gear units.',
    );
    expect(fieldErrors((await convert(mine.id, { amount: 21 })).body)).toEqual([
      {
        field: 'amount',
        message: "The amount to convert cannot be more than the quota's remaining amount (20).",
      },
    ]);
    const lt = await loginAs(t.app, 'fisher', undefined, 'lt');
    expect(fieldErrors((await convert(mine.id, { amount: 21 }, lt)).body)[0]!.message).toBe(
      'Konvertuojamas kiekis negali būti didesnis už kvotos likutį (20).',
    );
    // One unit at 0.5 makes nothing: at least two.
    expect(fieldErrors((await convert(mine.id, { amount: 1 })).body)[0]!.message).toBe(
      'By the coefficient, convert at least 2 units.',
    );
  });

  it('refuses dates outside the quota period or an end not after the start', async () => {
    const before = await convert(mine.id, { dateFrom: `${year}-02-01` });
    expect(fieldErrors(before.body)).toEqual([
      {
        field: 'dateFrom',
        message: `The date must be within the quota's period: ${season.validFrom} to ${season.validTo}.`,
      },
    ]);
    expect(fieldErrors((await convert(mine.id, { dateTo: `${year}-12-15` })).body)[0]!.field).toBe('dateTo');
    expect(fieldErrors((await convert(mine.id, { dateTo: `${year}-04-01` })).body)).toEqual([
      { field: 'dateTo', message: 'The end date must be after the start date' },
    ]);
    expect(fieldErrors((await convert(mine.id, { dateFrom: 'rytoj' })).body)[0]!.field).toBe('dateFrom');
  });

  it('refuses gear without a coefficient for the quota type (gear not allowed)', async () => {
    const res = await convert(mine.id, { toGear: 'UDA' });
    expect(fieldErrors(res.body)).toEqual([
      { field: 'toGear', message: 'This quota type cannot be converted into this gear.' },
    ]);
    expect((await detail(mine.id)).targets).toEqual([{ gear: 'TRAUKIAMASIS_TINKLAS', coefficient: 0.5 }]);
    expect((await convert(mine.id, { toGear: 'VALTIS' })).statusCode).toBe(400);
  });

  it('holds the units back on request, moves them on approval in one step, and keeps the history', async () => {
    const asked = await convert(mine.id, { amount: 6 });
    expect(asked.statusCode, asked.body).toBe(200);
    const pending = asked.json() as QuotaDetailDto;
    expect(pending).toMatchObject({ allocated: 20, converted: 0, pending: 6, remaining: 14 });
    expect(pending.conversions[0]).toMatchObject({
      status: 'PATEIKTA',
      amount: 6,
      resultAmount: 3,
      coefficient: 0.5,
    });
    const conversionId = pending.conversions[0]!.id;
    expect((await view()).pendingConversions.map((c) => c.id)).toContain(conversionId);

    const approved = await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${conversionId}/patvirtinti`);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await detail(mine.id);
    expect(after).toMatchObject({ allocated: 20, converted: 6, pending: 0, remaining: 14 });
    expect(after.conversions[0]).toMatchObject({ status: 'PATVIRTINTA' });
    const made = (await list()).find((q) => q.fromConversionId === conversionId)!;
    expect(made).toMatchObject({
      gear: 'TRAUKIAMASIS_TINKLAS',
      allocated: 3,
      remaining: 3,
      validFrom: `${year}-04-01`,
      validTo: `${year}-05-01`,
      type: 'L04_STINTOS',
      kind: 'RESPUBLIKINE',
    });
    expect(after.history.map((h) => h.action)).toEqual([
      'prepared',
      'activate',
      'allocated',
      'conversionRequested',
      'conversionApproved',
    ]);
    expect(
      (await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${conversionId}/patvirtinti`)).statusCode,
    ).toBe(409);
    expect(
      (
        await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${conversionId}/atmesti`, {
          reason: 'Per vėlu',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('releases the units on rejection, which needs a reason', async () => {
    const asked = (await convert(mine.id, { amount: 4 })).json() as QuotaDetailDto;
    const conversionId = asked.conversions.find((c) => c.status === 'PATEIKTA')!.id;
    expect(asked.remaining).toBe(10);
    expect(
      (await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${conversionId}/atmesti`, { reason: ' ' }))
        .statusCode,
    ).toBe(400);
    const res = await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${conversionId}/atmesti`, {
      reason: 'Traukiamųjų tinklų limitas išnaudotas',
    });
    expect(res.statusCode).toBe(200);
    const after = await detail(mine.id);
    expect(after).toMatchObject({ converted: 6, pending: 0, remaining: 14 });
    expect(after.conversions.find((c) => c.id === conversionId)).toMatchObject({
      status: 'ATMESTA',
      reason: 'Traukiamųjų tinklų limitas išnaudotas',
    });
    expect(after.history.at(-1)).toMatchObject({ action: 'conversionRejected', toState: 'ATMESTA' });
  });

  it('keeps the coefficient table: refuses the same gear both ways and a bad coefficient, removes a row', async () => {
    const same = await officer.put('/api/v1/tarnyba/kvotu-koeficientai', {
      quotaType: 'L04_STINTOS',
      fromGear: 'VENTERIS',
      toGear: 'VENTERIS',
      coefficient: 1,
    });
    expect(fieldErrors(same.body)[0]!.field).toBe('toGear');
    for (const bad of [0, -1, 0.333, 101]) {
      const res = await officer.put('/api/v1/tarnyba/kvotu-koeficientai', {
        quotaType: 'L04_STINTOS',
        fromGear: 'VENTERIS',
        toGear: 'UDA',
        coefficient: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    await coefficient('L04_STINTOS', 'VENTERIS', 'UDA', 3);
    const row = (await view()).coefficients.find((c) => c.quotaType === 'L04_STINTOS' && c.toGear === 'UDA')!;
    expect(row.coefficient).toBe(3);
    expect((await detail(mine.id)).targets.map((x) => x.gear)).toContain('UDA');
    const removed = await officer.request({
      method: 'DELETE',
      url: `/api/v1/tarnyba/kvotu-koeficientai/${row.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await detail(mine.id)).targets.map((x) => x.gear)).not.toContain('UDA');
  });
});

describe('two conversions racing for the same quota (row lock)', () => {
  it('never takes more than the quota holds: of six requests for 10 of 25 units, two pass', async () => {
    const quota = await prepare({
      type: 'L04_KURSIU_MARIOS',
      kind: 'RESPUBLIKINE',
      gear: 'VENTERIS',
      totalUnits: 30,
    });
    await coefficient('L04_KURSIU_MARIOS', 'VENTERIS', 'BUCIUKAS', 1);
    const mine = await allocate(quota, 25);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => convert(mine.id, { toGear: 'BUCIUKAS', amount: 10 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 400, 400, 400, 400]);
    expect(fieldErrors(answers.find((a) => a.statusCode === 400)!.body)[0]!.message).toBe(
      "The amount to convert cannot be more than the quota's remaining amount (5).",
    );
    const after = await detail(mine.id);
    expect(after).toMatchObject({ pending: 20, remaining: 5 });
    // Approving both at once, twice each: each moves once.
    const ids = after.conversions.map((c) => c.id);
    const decisions = await Promise.all(
      [...ids, ...ids].map((id) => officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${id}/patvirtinti`)),
    );
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const [row] = await t.database.db
      .select()
      .from(l04QuotaAllocations)
      .where(eq(l04QuotaAllocations.id, mine.id));
    expect(row).toMatchObject({ allocated: 25, converted: 20 });
    expect((await detail(mine.id)).remaining).toBe(5);
  });

  it('never allocates more of a season quota than its total, whatever arrives at once', async () => {
    const quota = await prepare({
      type: 'L04_KURSIU_MARIOS',
      kind: 'RESPUBLIKINE',
      gear: 'UDA',
      totalUnits: 25,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, { permitNumber, amount: 10 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400, 400, 400]);
    expect((await view()).quotas.find((q) => q.id === quota.id)!.allocatedUnits).toBe(20);
  });
});

describe('the /l04 page', () => {
  it('describes the quotas page and carries no "demo price" label, in either language', async () => {
    for (const [locale, page] of [
      ['lt', 'Kvotos'],
      ['en', 'Quotas'],
    ] as const) {
      const [l04] = (
        await new Client(t.app).get(`/api/content/permits?permitId=L04&_locale=${locale}`)
      ).json() as {
        price: string;
        description: string;
      }[];
      expect(l04!.price).not.toMatch(/demo|demonstracin/i);
      expect(l04!.description).toContain(page);
    }
  });
});

describe('L04 permit states (ADR 0026)', () => {
  it('suspended (LAIKINAI_SUSTABDYTAS), expired (PASIBAIGES) or annulled (PANAIKINTAS): listed under its filter, not convertible', async () => {
    const other = await issueL04(
      t.database.db,
      { ...COMMERCIAL_FISHER },
      { code: COMMERCIAL_FISHER.code, name: 'Algirdas Kairys' },
    );
    const quota = await prepare({ type: 'L04_UNGURIAI', kind: 'PIRMINE', gear: 'UDA', totalUnits: 50 });
    await coefficient('L04_UNGURIAI', 'UDA', 'VENTERIS', 1);
    const res = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber: other.number,
      amount: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await list()).find((q) => q.permit.number === other.number)!;
    const pending = (await convert(mine.id, { toGear: 'VENTERIS', amount: 2 })).json() as QuotaDetailDto;
    const pendingId = pending.conversions[0]!.id;

    const suspend = await officer.post(`/api/v1/tarnyba/leidimai/${other.id}/veiksmai/suspend`, {
      reason: 'Pažeidimas',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await list('?leidimoBusena=SUSTABDYTAS')).map((q) => q.id)).toEqual([mine.id]);
    expect((await detail(mine.id)).permit.state).toBe('LAIKINAI_SUSTABDYTAS');
    const refused = await convert(mine.id, { toGear: 'VENTERIS', amount: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('The permit is temporarily suspended: its quotas cannot be converted.');
    expect(
      (await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${pendingId}/patvirtinti`)).statusCode,
    ).toBe(409);
    // A suspended permit gets no new quota either.
    const refusedAllocation = await officer.post(`/api/v1/tarnyba/kvotos/${quota.id}/skirti`, {
      permitNumber: other.number,
      amount: 1,
    });
    expect(fieldErrors(refusedAllocation.body)[0]!.message).toBe(
      'A quota can be allocated only to an L04 permit in force (issued).',
    );

    expect((await officer.post(`/api/v1/tarnyba/leidimai/${other.id}/veiksmai/renew`, {})).statusCode).toBe(
      200,
    );
    expect((await detail(mine.id)).permit.state).toBe('ISDUOTAS');
    expect(
      (await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${pendingId}/patvirtinti`)).statusCode,
    ).toBe(200);

    // Its last day passed (before the nightly job marks it): PASIBAIGES at once.
    await t.database.db
      .update(permits)
      .set({ validUntil: '2020-01-01', validFrom: '2019-01-01' })
      .where(eq(permits.id, other.id));
    expect((await detail(mine.id)).permit.state).toBe('PASIBAIGES');
    expect((await list('?leidimoBusena=PASIBAIGES')).map((q) => q.id)).toContain(mine.id);
    expect((await convert(mine.id, { toGear: 'VENTERIS', amount: 2 })).body).toContain(
      'The permit is no longer in force (expired or annulled)',
    );

    await t.database.db.update(permits).set({ state: 'PANAIKINTAS' }).where(eq(permits.id, other.id));
    expect((await list('?leidimoBusena=PANAIKINTAS')).map((q) => q.permit.state)).toContain('PANAIKINTAS');
    expect((await convert(mine.id, { toGear: 'VENTERIS', amount: 2 })).statusCode).toBe(409);
    expect(permitId).not.toBe(other.id);
  });
});
