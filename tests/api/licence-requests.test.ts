/**
 * Lessors' licence requests (issue 18; spec §3 L03 statuses PATEIKTAS, ATMESTAS, GRAZINTAS,
 * PATVIRTINTAS, L06 licence; §4 "withdraw conditions"; ADR 0022) and the fishing permits summary
 * (spec §2 /zveju-leidimu-suvestine; ADR 0023): every rule, status and transition; an approved
 * request sold with the L06 card, never beyond its number (also when buyers race for the last
 * one); the summary counting offer sales apart, and never another lessor's.
 */
import { eq } from 'drizzle-orm';
import { profiles } from '../../src/server/db/schema.ts';
import { anglerPurchases } from '../../src/server/db/schema-anglers.ts';
import { mailOutbox } from '../../src/server/db/schema-permits.ts';
import { issueL03, ZUVEDRA } from '../../src/server/demo/lessors.ts';
import type { FishingCatalogue } from '../../src/shared/anglers/api-types.ts';
import type { LessorWaterBodyDetailDto } from '../../src/shared/water-bodies/api.ts';
import type { LicenceRequestDto, SummaryDto } from '../../src/shared/water-bodies/licence-requests.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';
import {
  addDays,
  buyAndPay,
  citizen,
  licenceCounts,
  payAndReturn,
  personCode,
  ticketRequest,
  today,
} from './anglers-helpers.ts';

let t: TestApp;
let lessor: Client;
let lessorLt: Client;
let officer: Client;
const LUODIS = '20010014';
const RUBIKIAI = '20010016';
const AVILYS = '20010018';
const OFFICER = '/api/v1/tarnyba/licenciju-prasymai';
const requests = (code: string) => `/api/v1/telkiniai/${code}/prasymai`;

beforeAll(async () => {
  t = await createTestApp();
  lessor = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
  lessorLt = await loginAs(t.app, 'ona', COMPANIES.zuvedra, 'lt');
  officer = await loginAs(t.app, 'officer');
});
afterAll(() => t.close());

const request = (extra: Record<string, unknown> = {}) => ({
  speciesCode: 'lydeka',
  placeLt: 'Visas ežeras',
  placeEn: 'The whole lake',
  period: '1',
  fishingFrom: today(),
  fishingTo: addDays(today(), 60),
  conditionsLt: 'Ne daugiau kaip dvi meškerės.',
  conditionsEn: 'No more than two rods.',
  amount: 2,
  minSizeCm: 50,
  total: 3,
  priceCents: 500,
  released: false,
  ...extra,
});
const fieldErrors = (res: { json: () => unknown }) =>
  (res.json() as { errors: { fieldErrors: unknown[] } }).errors.fieldErrors;

async function submit(code = RUBIKIAI, extra: Record<string, unknown> = {}) {
  const res = await lessor.post(requests(code), request(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LicenceRequestDto;
}
const decide = (id: string, action: string, message?: string, client = officer) =>
  client.post(`${OFFICER}/${id}/veiksmai/${action}`, message === undefined ? {} : { message });

const catalogueLicence = async (id: string) => {
  const catalogue = (await new Client(t.app).get('/api/public/zvejyba/katalogas')).json() as FishingCatalogue;
  return catalogue.waterBodies.flatMap((w) => w.licences).find((l) => l.id === id);
};

describe('the demo', () => {
  it('seeds an approved request of UAB „Žuvėdra“ on Rubikiai through the services, on sale to anglers', async () => {
    const mine = (await lessor.get(requests(RUBIKIAI))).json() as { items: LicenceRequestDto[] };
    const demo = mine.items.find((r) => r.speciesCode === 'sterkas' && r.total === 40)!;
    expect(demo).toMatchObject({ status: 'PATVIRTINTAS', pool: { sold: 0, available: 40 } });
    expect(demo.history.map((h) => h.actorRole)).toEqual(['lessor', 'officer']);
    expect(await catalogueLicenceOf(demo)).toMatchObject({ kind: 'l06_1', available: 40, priceCents: 800 });
  });
});

describe('a lessor asks for licences', () => {
  it('submits a request (PATEIKTAS) with its history, listed to the lessor and to the officer', async () => {
    const created = await submit();
    expect(created).toMatchObject({
      status: 'PATEIKTAS',
      waterBodyCode: RUBIKIAI,
      lessorCode: ZUVEDRA.code,
      total: 3,
      pool: null,
      history: [{ action: 'submit', fromStatus: null, toStatus: 'PATEIKTAS', actorRole: 'lessor' }],
    });
    const mine = (await lessor.get(requests(RUBIKIAI))).json() as { items: LicenceRequestDto[] };
    expect(mine.items.map((r) => r.id)).toContain(created.id);
    const waiting = (await officer.get(`${OFFICER}?status=PATEIKTAS`)).json() as {
      items: LicenceRequestDto[];
    };
    expect(waiting.items.map((r) => r.id)).toContain(created.id);
  });

  it('refuses what the rules forbid, in the language asked', async () => {
    const sameDay = await lessor.post(requests(RUBIKIAI), request({ fishingTo: today() }));
    expect(fieldErrors(sameDay)).toEqual([
      { field: 'fishingTo', message: 'The end of the fishing season must be later than its start.' },
    ]);
    const species = await lessorLt.post(requests(RUBIKIAI), request({ speciesCode: 'drakonas' }));
    expect(fieldErrors(species)).toEqual([
      { field: 'speciesCode', message: 'Pasirinkite žuvų rūšį iš sąrašo.' },
    ]);
    const dear = await lessor.post(requests(RUBIKIAI), request({ priceCents: 10_001 }));
    expect(fieldErrors(dear)).toEqual([
      { field: 'priceCents', message: 'The price cannot be higher than 100.00 €.' },
    ]);
    const pastLease = await lessor.post(
      requests(RUBIKIAI),
      request({ fishingTo: addDays(today(), 365 * 30) }),
    );
    expect(fieldErrors(pastLease)).toMatchObject([{ field: 'fishingTo' }]);
    const over = await lessor.post(
      requests(RUBIKIAI),
      request({ fishingFrom: addDays(today(), -30), fishingTo: addDays(today(), -1) }),
    );
    expect(fieldErrors(over)).toEqual([
      { field: 'fishingTo', message: 'The fishing period has already ended.' },
    ]);
    for (const bad of [
      request({ total: 0 }),
      request({ total: 1.5 }),
      request({ amount: 0 }),
      request({ priceCents: -1 }),
      request({ period: '7' }),
      request({ placeLt: '  ' }),
      request({ fishingFrom: '2026-02-30' }),
      {},
    ]) {
      expect((await lessor.post(requests(RUBIKIAI), bad)).statusCode).toBe(400);
    }
    expect((await lessor.post(requests('99999999'), request())).json().message).toBe(
      'Water body not found by code.',
    );
  });

  it('keeps another lessor, a plain person and anonymous callers out', async () => {
    const mine = await submit();
    const company = { ...ZUVEDRA, code: COMPANIES.baltijosAtliekos, name: 'UAB „Baltijos atliekos“' };
    await issueL03(t.database.db, company, { code: '37505041234', name: 'Tomas Kazlauskas' }, [AVILYS]);
    const other = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    expect((await other.get(requests(RUBIKIAI))).statusCode).toBe(404);
    expect((await other.post(requests(RUBIKIAI), request())).statusCode).toBe(404);
    expect((await other.post(`${requests(AVILYS)}/${mine.id}/atsiimti`, {})).statusCode).toBe(404);
    expect((await other.get(OFFICER)).statusCode).toBe(403);
    expect((await decide(mine.id, 'patvirtinti', undefined, other)).statusCode).toBe(403);
    expect((await decide(mine.id, 'patvirtinti', undefined, lessor)).statusCode).toBe(403);
    const jonas = await loginAs(t.app, 'jonas');
    expect((await jonas.get(requests(RUBIKIAI))).statusCode).toBe(403);
    expect((await new Client(t.app).get(requests(RUBIKIAI))).statusCode).toBe(401);
    expect((await new Client(t.app).get(OFFICER)).statusCode).toBe(401);
  });
});

describe('the officer decides', () => {
  it('returns with a message (required); the lessor corrects and submits again; the officer approves', async () => {
    const created = await submit();
    const noMessage = await decide(created.id, 'grazinti', '  ');
    expect(fieldErrors(noMessage)).toEqual([
      { field: 'message', message: 'Write a message for the lessor.' },
    ]);
    // The lessor's profile asks for e-mail: the decision is mailed, with the officer's message.
    await t.database.db
      .insert(profiles)
      .values({
        userCode: '48806123455',
        representedCode: ZUVEDRA.code,
        email: 'info@zuvedra.example.lt',
        infoByEmail: true,
      })
      .onConflictDoUpdate({
        target: [profiles.userCode, profiles.representedCode],
        set: { email: 'info@zuvedra.example.lt', infoByEmail: true },
      });
    const returned = await decide(created.id, 'grazinti', 'Nurodykite tikslią vietą.');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'info@zuvedra.example.lt'));
    expect(
      mails.some(
        (m) => m.subject.includes('Grąžintas tikslinti') && m.bodyText.includes('Nurodykite tikslią vietą.'),
      ),
    ).toBe(true);
    expect(returned.json()).toMatchObject({ status: 'GRAZINTAS', message: 'Nurodykite tikslią vietą.' });
    // Not waiting any more: the officer cannot decide it again until it is resubmitted.
    expect((await decide(created.id, 'patvirtinti')).statusCode).toBe(409);
    const resubmitted = await lessor.put(
      `${requests(RUBIKIAI)}/${created.id}`,
      request({ placeLt: 'Šiaurinė įlanka' }),
    );
    expect(resubmitted.json()).toMatchObject({ status: 'PATEIKTAS', placeLt: 'Šiaurinė įlanka' });
    // Only a returned request may be resubmitted.
    expect((await lessor.put(`${requests(RUBIKIAI)}/${created.id}`, request())).statusCode).toBe(409);
    const approved = (await decide(created.id, 'patvirtinti')).json() as LicenceRequestDto;
    expect(approved).toMatchObject({ status: 'PATVIRTINTAS', pool: { sold: 0, available: 3 } });
    expect(approved.history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([
      ['submit', null, 'PATEIKTAS'],
      ['grazinti', 'PATEIKTAS', 'GRAZINTAS'],
      ['resubmit', 'GRAZINTAS', 'PATEIKTAS'],
      ['patvirtinti', 'PATEIKTAS', 'PATVIRTINTAS'],
    ]);
    expect((await decide(created.id, 'atmesti', 'Per vėlu')).statusCode).toBe(409);
    expect((await lessor.post(`${requests(RUBIKIAI)}/${created.id}/atsiimti`, {})).statusCode).toBe(409);
  });

  it('rejects with a message; a rejected request cannot be withdrawn or resubmitted', async () => {
    const created = await submit();
    expect((await decide(created.id, 'atmesti')).statusCode).toBe(400);
    expect((await decide(created.id, 'atmesti', 'Telkinyje lydekų neršto draustinis.')).json()).toMatchObject(
      {
        status: 'ATMESTAS',
      },
    );
    expect((await lessor.post(`${requests(RUBIKIAI)}/${created.id}/atsiimti`, {})).statusCode).toBe(409);
    expect((await lessor.put(`${requests(RUBIKIAI)}/${created.id}`, request())).statusCode).toBe(409);
    expect((await decide(created.id, 'nezinomas')).statusCode).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'patvirtinti')).statusCode).toBe(404);
  });

  it('lets the lessor withdraw the conditions of a pending or returned request, then nothing more happens to it', async () => {
    const pending = await submit();
    const withdrawn = await lessor.post(`${requests(RUBIKIAI)}/${pending.id}/atsiimti`, {});
    expect(withdrawn.json()).toMatchObject({ status: 'ATSIIMTAS', pool: null });
    expect((await decide(pending.id, 'patvirtinti')).statusCode).toBe(409);
    const returned = await submit();
    await decide(returned.id, 'grazinti', 'Patikslinkite kainą.');
    expect((await lessor.post(`${requests(RUBIKIAI)}/${returned.id}/atsiimti`, {})).json()).toMatchObject({
      status: 'ATSIIMTAS',
    });
  });

  it('lets only one of two decisions sent at once through', async () => {
    const created = await submit();
    const results = await Promise.all([
      decide(created.id, 'patvirtinti'),
      decide(created.id, 'atmesti', 'Ne'),
      decide(created.id, 'patvirtinti'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('an approved request on sale', () => {
  it('is a licence pool anglers buy with the L06 card, counted live, never oversold when buyers race for the last one', async () => {
    const created = await submit(LUODIS, { total: 2, priceCents: 700, speciesCode: 'sterkas' });
    const approved = (await decide(created.id, 'patvirtinti')).json() as LicenceRequestDto;
    const pool = (await catalogueLicenceOf(approved))!;
    expect(pool).toMatchObject({
      kind: 'l06_1',
      total: 2,
      available: 2,
      priceCents: 700,
      speciesCode: 'sterkas',
    });
    const l06 = (serial: number) => ({
      ...ticketRequest(citizen(personCode(serial))),
      kind: 'l06_1',
      period: undefined,
      licenceId: pool.id,
    });
    await buyAndPay(t, new Client(t.app), l06(7101));
    expect((await catalogueLicence(pool.id))!.available).toBe(1);
    // Five buyers at once for the last licence: exactly one gets it.
    const answers = await Promise.all(
      [7102, 7103, 7104, 7105, 7106].map((serial) =>
        new Client(t.app).post('/api/public/zvejyba/pirkimai', l06(serial)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!;
    await payAndReturn(t, new Client(t.app), winner.json());
    expect(await licenceCounts(t, pool.id)).toEqual({ total: 2, sold: 2, reserved: 0 });
    expect((await catalogueLicence(pool.id))!.available).toBe(0);
    const mine = (await lessor.get(requests(LUODIS))).json() as { items: LicenceRequestDto[] };
    expect(mine.items.find((r) => r.id === created.id)!.pool).toEqual({ sold: 2, available: 0 });
    // One card more is refused.
    const more = await new Client(t.app).post('/api/public/zvejyba/pirkimai', l06(7107));
    expect(more.statusCode).toBe(409);
  });
});

async function catalogueLicenceOf(approved: LicenceRequestDto) {
  const catalogue = (await new Client(t.app).get('/api/public/zvejyba/katalogas')).json() as FishingCatalogue;
  const body = catalogue.waterBodies.find((w) => w.code === approved.waterBodyCode)!;
  return body.licences.find(
    (l) =>
      l.speciesCode === approved.speciesCode && l.placeLt === approved.placeLt && l.total === approved.total,
  );
}

describe('the fishing permits summary', () => {
  const summary = (client: Client, query: string) => client.get(`/api/v1/zveju-leidimu-suvestine?${query}`);

  it('counts L05.2 sales at the usual price and under an offer apart, with L06 licences, and totals', async () => {
    const from = today();
    const before = (await (await summary(lessor, `from=${from}&to=${from}&group=day`)).json()) as SummaryDto;
    const count = (s: SummaryDto, code: string, kind: string) =>
      s.rows.filter((r) => r.waterBodyCode === code && r.kind === kind).reduce((n, r) => n + r.count, 0);
    // An offer on Luodis, one L05.2 under it; cancelled, one at the usual price.
    const catalogue = (
      await new Client(t.app).get('/api/public/zvejyba/katalogas')
    ).json() as FishingCatalogue;
    const terms = catalogue.waterBodies.find((w) => w.code === LUODIS)!.offers.find((o) => o.period === '1')!;
    const offered = (
      await lessor.post(`/api/v1/telkiniai/${LUODIS}/akcijos`, {
        period: '1',
        priceCents: 111,
        validFrom: today(),
        validTo: addDays(today(), 5),
      })
    ).json() as LessorWaterBodyDetailDto;
    const l05 = (serial: number) => ({
      ...ticketRequest(citizen(personCode(serial))),
      kind: 'l05_2',
      period: undefined,
      offerId: terms.id,
    });
    const { created } = await buyAndPay(t, new Client(t.app), l05(7201));
    const [row] = await t.database.db
      .select()
      .from(anglerPurchases)
      .where(eq(anglerPurchases.id, created.id));
    expect(row).toMatchObject({ priceCents: 111, promotionId: offered.promotions[0]!.id });
    await lessor.post(`/api/v1/telkiniai/${LUODIS}/akcijos/${offered.promotions[0]!.id}/atsaukti`, {});
    await buyAndPay(t, new Client(t.app), l05(7202));
    // The permit sold under the offer keeps its offer and its price.
    const [still] = await t.database.db
      .select()
      .from(anglerPurchases)
      .where(eq(anglerPurchases.id, created.id));
    expect(still).toMatchObject({ priceCents: 111, promotionId: offered.promotions[0]!.id });

    const after = (await (await summary(lessor, `from=${from}&to=${from}&group=day`)).json()) as SummaryDto;
    expect(count(after, LUODIS, 'offer') - count(before, LUODIS, 'offer')).toBe(1);
    expect(count(after, LUODIS, 'l05_2') - count(before, LUODIS, 'l05_2')).toBe(1);
    expect(after.totals.count).toBe(after.rows.reduce((n, r) => n + r.count, 0));
    expect(after.totals.revenueCents - before.totals.revenueCents).toBe(111 + terms.priceCents);
    expect(after.rows.every((r) => r.period === from)).toBe(true);
    expect(after.waterBodies.map((w) => w.code).sort()).toEqual([LUODIS, RUBIKIAI]);

    // Filters: one water body, one kind, by month and season.
    const offersOnly = (await (
      await summary(lessor, `from=${from}&to=${from}&kind=offer&waterBody=${LUODIS}`)
    ).json()) as SummaryDto;
    expect(offersOnly.rows.every((r) => r.kind === 'offer' && r.waterBodyCode === LUODIS)).toBe(true);
    const season = (await (
      await summary(lessor, `from=${from}&to=${from}&group=season`)
    ).json()) as SummaryDto;
    expect(season.rows.every((r) => r.period === from.slice(0, 4))).toBe(true);
    const month = (await (await summary(lessor, `from=${from}&to=${from}`)).json()) as SummaryDto;
    expect(month.rows.every((r) => r.period === from.slice(0, 7))).toBe(true);

    // CSV: the same rows and the total.
    const csv = await lessorLt.get(`/api/v1/zveju-leidimu-suvestine/csv?from=${from}&to=${from}&group=day`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Laikotarpis;Telkinio kodas');
    expect(csv.body).toContain(`${from};${LUODIS};Luodis;L05.2 pagal akciją;`);
    expect(csv.body).toMatch(/Iš viso;;;;\d+;\d+,\d\d/);
  });

  it('never shows another lessor sales, and refuses bad filters', async () => {
    const from = today();
    const other = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    const res = await summary(other, `from=${from}&to=${from}`);
    if (res.statusCode === 200) {
      const theirs = res.json() as SummaryDto;
      expect(theirs.rows.every((r) => r.waterBodyCode !== LUODIS && r.waterBodyCode !== RUBIKIAI)).toBe(true);
      expect(theirs.waterBodies.map((w) => w.code)).not.toContain(LUODIS);
      // Asking for the other lessor's water body by code gives nothing.
      const asked = (await (
        await summary(other, `from=${from}&to=${from}&waterBody=${LUODIS}`)
      ).json()) as SummaryDto;
      expect(asked.rows).toEqual([]);
    } else expect(res.statusCode).toBe(403);
    const jonas = await loginAs(t.app, 'jonas');
    expect((await summary(jonas, `from=${from}&to=${from}`)).statusCode).toBe(403);
    expect((await summary(new Client(t.app), `from=${from}&to=${from}`)).statusCode).toBe(401);
    expect((await summary(lessor, `from=${from}&to=${addDays(from, -1)}`)).statusCode).toBe(400);
    expect((await summary(lessor, `from=${from}&to=2026-13-01`)).statusCode).toBe(400);
    // Without dates: this season so far.
    const season = (await (await summary(lessor, '')).json()) as SummaryDto;
    expect(season).toMatchObject({ from: `${from.slice(0, 4)}-01-01`, to: from });
    expect((await summary(lessor, `from=${from}&to=${from}&group=week`)).statusCode).toBe(400);
    expect((await summary(lessor, `from=${from}&to=${from}&kind=l07`)).statusCode).toBe(400);
  });
});
