import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import { l08_2Example } from '../../src/shared/permits/kinds/l08_2/example.ts';
import { l08_3Example } from '../../src/shared/permits/kinds/l08_3/example.ts';
import { l09Example } from '../../src/shared/permits/kinds/l09/example.ts';
import { l13Example } from '../../src/shared/permits/kinds/l13/example.ts';
import { l16_2Example } from '../../src/shared/permits/kinds/l16_2/example.ts';
import { REGISTERED_KINDS } from '../../src/shared/permits/registry.ts';
import type { OfficerQuotasDto, QuotaDetailDto, QuotaDto } from '../../src/shared/quotas/api.ts';
import type { StatisticsReport, Workload } from '../../src/shared/statistics/api.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { submitWithDocuments } from '../support/applications.ts';
import { payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';
import { buyAndPay, citizen, makeLicence, personCode, ticketRequest } from './anglers-helpers.ts';
import { forestFiling, plot } from './forest-helpers.ts';

let t: TestApp;
let company: Client;
let person: Client;
let officer: Client;
const year = todayInLithuania().slice(0, 4);
const month = todayInLithuania().slice(0, 7);

const contacts = {
  contactFirstName: 'Tomas',
  contactLastName: 'Kazlauskas',
  contactPosition: 'Direktorius',
  contactEmail: 'info@baltijos-atliekos.lt',
  contactPhone: '+37061234567',
  contactAddress: 'Minijos g. 180, Klaipėda',
  declaration: true,
};
const DOCUMENTS: Record<string, string[]> = {
  l13: ['PARAISKA', 'PARAISKA_PDF', 'TECHNOLOGINIS_REGLAMENTAS', 'KVALIFIKACIJA'],
  l09: [
    'PARAISKA',
    'PARAISKA_PDF',
    'SITUACIJOS_PLANAS',
    'TECHNINIS_APRASAS',
    'GPGB_VERTINIMAS',
    'MONITORINGO_PROGRAMA',
  ],
  l16_2: ['PAZYMEJIMO_KOPIJA', 'ASMENS_DOKUMENTAS'],
};

/** Files an application through the API (documents as links, as the demo does) and submits it. */
async function submitted(
  client: Client,
  owner: string,
  kind: string,
  data: object,
): Promise<ApplicationDetail & { filedBy: Client }> {
  const { draft, response: res } = await submitWithDocuments(t, client, {
    kind,
    owner,
    documents: DOCUMENTS[kind]!,
    data: { ...data, ...contacts },
  });
  expect(res.statusCode, res.body).toBe(200);
  // A state fee owed at submission is paid now (issue 20), as the applicant must before a decision.
  if (feeDue(kind) === 'submission') await payFeeOnline(t, client, kind, draft.id);
  return { ...(res.json() as ApplicationDetail), filedBy: client };
}

/** When the kind's state fee is owed (issue 20, ADR 0027); undefined: it has none. */
const feeDue = (segment: string) => REGISTERED_KINDS.find((k) => k.segment === segment)?.definition.fee?.due;

/** The officer accepts; a fee owed at acceptance is paid, and only then is the permit issued. */
async function accepted(application: ApplicationDetail & { filedBy: Client }) {
  for (const action of ['take', 'accept']) {
    const res = await officer.post(`/api/v1/tarnyba/paraiskos/${application.id}/veiksmai/${action}`, {});
    expect(res.statusCode, res.body).toBe(200);
  }
  if (feeDue(application.kind) === 'acceptance')
    await payFeeOnline(t, application.filedBy, application.kind, application.id);
}

async function report(segment: string, query: string, client: Client = new Client(t.app)) {
  const res = await client.get(`/api/public/statistika/${segment}?nuo=${year}-01&iki=${month}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatisticsReport;
}

/** The row's cells of this year, by breakdown code. */
function yearCells(answer: StatisticsReport) {
  const index = answer.periods.findIndex((p) => p.key === year);
  return Object.fromEntries(answer.rows.map((row) => [row.code, row.cells[index]]));
}

let refreshedRuns: string[] = [];

/** The demo fisher's officer-made quota allocations before the test adds its own (src/server/demo). */
let demoQuotas: QuotaDto[] = [];

/**
 * L04 through the quota API: a season's RESPUBLIKINE eel quota in fyke nets allocated five times
 * (10 units each) and a lamprey quota once (7 units) to the demo fisher's permit; the fisher
 * converts 4 eel units into seine nets and the officer approves (an allocation of 2 seine units
 * made by the conversion, which the statistics leave out).
 */
async function seedQuotas() {
  const fisher = await loginAs(t.app, 'fisher');
  const holderQuotas = async () => {
    const res = await fisher.get('/api/v1/kvotos');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: QuotaDto[] }).items;
  };
  demoQuotas = (await holderQuotas()).filter((q) => q.fromConversionId === null);
  const permitNumber = demoQuotas[0]!.permit.number;
  const season = Number(year) + 1;
  const prepared = async (type: string, gear: string) => {
    const body = {
      season,
      validFrom: `${season}-03-01`,
      validTo: `${season}-11-30`,
      type,
      kind: 'RESPUBLIKINE',
      gear,
      totalUnits: 100,
    };
    const res = await officer.post('/api/v1/tarnyba/kvotos', body);
    expect(res.statusCode, res.body).toBe(200);
    const made = (res.json() as OfficerQuotasDto).quotas.find(
      (q) => q.season === season && q.type === type && q.gear === gear,
    )!;
    const activated = await officer.post(`/api/v1/tarnyba/kvotos/${made.id}/aktyvuoti`);
    expect(activated.statusCode, activated.body).toBe(200);
    return made.id;
  };
  const allocate = async (id: string, amount: number) => {
    const res = await officer.post(`/api/v1/tarnyba/kvotos/${id}/skirti`, { permitNumber, amount });
    expect(res.statusCode, res.body).toBe(200);
  };
  const eel = await prepared('L04_UNGURIAI', 'VENTERIS');
  for (let i = 0; i < 5; i += 1) await allocate(eel, 10);
  await allocate(await prepared('L04_NEGES', 'VENTERIS'), 7);
  const coefficient = await officer.put('/api/v1/tarnyba/kvotu-koeficientai', {
    quotaType: 'L04_UNGURIAI',
    fromGear: 'VENTERIS',
    toGear: 'TRAUKIAMASIS_TINKLAS',
    coefficient: 0.5,
  });
  expect(coefficient.statusCode, coefficient.body).toBe(200);
  const mine = (await holderQuotas()).find((q) => q.type === 'L04_UNGURIAI')!;
  const asked = await fisher.post(`/api/v1/kvotos/${mine.id}/konvertavimai`, {
    toGear: 'TRAUKIAMASIS_TINKLAS',
    amount: 4,
    dateFrom: `${season}-04-01`,
    dateTo: `${season}-05-01`,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const conversionId = (asked.json() as QuotaDetailDto).conversions[0]!.id;
  const approved = await officer.post(`/api/v1/tarnyba/kvotu-konvertavimai/${conversionId}/patvirtinti`);
  expect(approved.statusCode, approved.body).toBe(200);
  expect((await holderQuotas()).some((q) => q.fromConversionId === conversionId)).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  person = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');

  // L13: seven applications, six licensed (two activities each), one waiting.
  const l13 = [];
  for (let i = 0; i < 7; i += 1)
    l13.push(await submitted(company, COMPANIES.baltijosAtliekos, 'l13', l13Example));
  for (const application of l13.slice(0, 6)) await accepted(application);

  // L09: two installations in Kėdainiai district.
  for (let i = 0; i < 2; i += 1)
    await accepted(await submitted(company, COMPANIES.baltijosAtliekos, 'l09', l09Example));

  // L16.2: two category I certificates recognised.
  for (let i = 0; i < 2; i += 1)
    await accepted(await submitted(person, '38703181745', 'l16_2', l16_2Example));

  // L08: five notices in Trakai district (2.4 ha / 38.20 m³ sanitary, 1.1 ha / 22.75 m³ thinning
  // each), one own-use notice in Vilnius district (4.0 ha, 8.40 m³).
  const forest = forestFiling(person, officer);
  for (let i = 0; i < 5; i += 1) await forest.issued('l08_2', l08_2Example, plot(0.01 * i));
  await forest.issued('l08_3', l08_3Example, plot(0.07));

  // L05.1: five day tickets and two week tickets; L06.1: five pike-perch cards (bought anonymously
  // and paid in the sandbox bank).
  const anonymous = new Client(t.app);
  for (let i = 0; i < 7; i += 1)
    await buyAndPay(
      t,
      anonymous,
      ticketRequest(citizen(personCode(7100 + i)), { period: i < 5 ? '1' : '2' }),
    );
  const licence = await makeLicence(t, { species: 'sterkas', period: '1' });
  for (let i = 0; i < 5; i += 1)
    await buyAndPay(t, anonymous, {
      ...ticketRequest(citizen(personCode(7200 + i))),
      kind: 'l06_1',
      licenceId: licence.id,
    });

  await seedQuotas();

  refreshedRuns = await t.app.scheduler.tick();
}, 120_000);
afterAll(() => t.close());

describe('the refresh', () => {
  it('runs once across nodes: a second tick within 15 minutes does not run it again', async () => {
    expect(refreshedRuns).toContain('statistics-refresh');
    expect(await t.app.scheduler.tick()).not.toContain('statistics-refresh');
  });
});

describe('a report per kind, equal to what was seeded', () => {
  it('L13 applications by state: 6 accepted, the one waiting "<5", the total withheld', async () => {
    const answer = await report('l13', 'rodiklis=applications&pagal=state&laikotarpis=metai&kalba=lt');
    expect(answer.kinds).toEqual(['l13']);
    expect(answer.measures).toEqual(['applications', 'permits', 'waste']);
    expect(yearCells(answer)).toEqual({ PRIIMTA: { count: 6 }, PATEIKTA: { count: '<5' } });
    const index = answer.periods.findIndex((p) => p.key === year);
    // 7 − 6 would give the hidden count away.
    expect(answer.totals[index]).toBeNull();
    expect(answer.rows.find((r) => r.code === 'PRIIMTA')?.label).toBe('Priimta');
    expect(answer.asOf).not.toBeNull();
    expect(answer.licence.name).toBe('CC BY 4.0');
  });

  it('L13 applications by type, permits by state, licences by waste activity', async () => {
    const byType = await report('l13', 'rodiklis=applications&pagal=type');
    expect(yearCells(byType)).toEqual({ NAUJA: { count: 7 } });
    const index = byType.periods.findIndex((p) => p.key === year);
    expect(byType.totals[index]).toEqual({ count: 7 });
    expect(yearCells(await report('l13', 'rodiklis=permits&pagal=state'))).toEqual({
      GALIOJANTIS: { count: 6 },
    });
    expect(yearCells(await report('l13', 'rodiklis=waste&pagal=activity'))).toEqual({
      SURINKIMAS: { count: 6 },
      LAIKYMAS: { count: 6 },
    });
  });

  it('per month and quarter: this month holds the same figures', async () => {
    const monthly = await report('l13', 'rodiklis=permits&pagal=state&laikotarpis=menuo');
    const index = monthly.periods.findIndex((p) => p.key === month);
    expect(monthly.rows[0]?.cells[index]).toEqual({ count: 6 });
    expect(monthly.periods.length).toBe(Number(month.slice(5, 7)));
    const quarterly = await report('l13', 'rodiklis=permits&pagal=state&laikotarpis=ketvirtis&kalba=en');
    expect(quarterly.periods.at(-1)?.label).toMatch(new RegExp(`^${year} Q[1-4]$`));
    expect(quarterly.rows[0]?.label).toBe('Valid');
  });

  it('L08 felled area and volume by kind of felling and by municipality; fewer than 5 hides the amounts', async () => {
    const byType = yearCells(await report('l08', 'rodiklis=felling&pagal=fellingType'));
    expect(byType.NEPLYNIEJI_SANITARINIAI).toEqual({ count: 5, area: 12, volume: 191 });
    expect(byType.UGDOMIEJI).toEqual({ count: 5, area: 5.5, volume: 113.75 });
    // The own-use notice has no kind of felling: one permit, so "<5" and no amounts.
    expect(byType['']).toEqual({ count: '<5', area: null, volume: null });
    const byMunicipality = yearCells(await report('l08', 'rodiklis=felling&pagal=municipality'));
    expect(byMunicipality.TRAKU_R_SAV).toEqual({ count: 5, area: 17.5, volume: 304.75 });
    expect(byMunicipality.VILNIAUS_R_SAV).toEqual({ count: '<5', area: null, volume: null });
    const permits = yearCells(await report('l08', 'rodiklis=permits&pagal=kind'));
    expect(permits).toEqual({ l08_2: { count: 5 }, l08_3: { count: '<5' } });
  });

  it('L16.2 certificates by category and L09 installations by municipality: "<5"', async () => {
    expect(yearCells(await report('l16.2', 'rodiklis=certificates&pagal=category'))).toEqual({
      I: { count: '<5' },
    });
    expect(yearCells(await report('l09', 'rodiklis=installations&pagal=municipality'))).toEqual({
      KEDAINIU_R_SAV: { count: '<5' },
    });
  });

  it('L05 tickets by kind and duration, L06 cards and licences by species', async () => {
    expect(yearCells(await report('l05', 'rodiklis=tickets&pagal=period'))).toEqual({
      '1': { count: 5 },
      '2': { count: '<5' },
    });
    expect(yearCells(await report('l05', 'rodiklis=tickets&pagal=kind'))).toEqual({ l05_1: { count: 7 } });
    expect(yearCells(await report('l06', 'rodiklis=tickets&pagal=kind'))).toEqual({ l06_1: { count: 5 } });
    const species = await report('l06', 'rodiklis=licences&pagal=species&kalba=en');
    expect(yearCells(species)).toEqual({ sterkas: { count: 5 } });
    expect(species.rows[0]?.label).toBe('Pike-perch (zander)');
  });

  it('L04 quota allocations with units allocated and converted, by quota type and kind; "<5" hides the units', async () => {
    const answer = await report('l04', 'rodiklis=quotas&pagal=quotaType&kalba=en');
    expect(answer.measures).toEqual(['applications', 'permits', 'quotas']);
    expect(answer.breakdowns).toEqual(['quotaType', 'quotaKind']);
    expect(answer.values).toEqual(['count', 'allocated', 'converted']);
    // The demo fisher's allocations (fewer than 5, all Curonian Lagoon) are there too.
    expect(demoQuotas.length).toBeGreaterThan(0);
    expect(demoQuotas.length).toBeLessThan(5);
    expect(demoQuotas.every((q) => q.type === 'L04_KURSIU_MARIOS')).toBe(true);
    const demoUnits = demoQuotas.reduce((sum, q) => sum + q.allocated, 0);
    const demoConverted = demoQuotas.reduce((sum, q) => sum + q.converted, 0);
    // The allocation the conversion made (2 seine units) is not counted again.
    expect(yearCells(answer)).toEqual({
      L04_UNGURIAI: { count: 5, allocated: 50, converted: 4 },
      L04_NEGES: { count: '<5', allocated: null, converted: null },
      L04_KURSIU_MARIOS: { count: '<5', allocated: null, converted: null },
    });
    expect(Object.fromEntries(answer.rows.map((row) => [row.code, row.label]))).toMatchObject({
      L04_UNGURIAI: 'Eels',
      L04_NEGES: 'River lamprey',
    });
    // Two rows hidden: the total reveals only their sum.
    const index = answer.periods.findIndex((p) => p.key === year);
    expect(answer.totals[index]).toEqual({
      count: 6 + demoQuotas.length,
      allocated: 57 + demoUnits,
      converted: 4 + demoConverted,
    });
    const byKind = await report('l04', 'rodiklis=quotas&pagal=quotaKind&kalba=lt');
    const primary = demoQuotas.filter((q) => q.kind === 'PIRMINE');
    const republic = demoQuotas.filter((q) => q.kind === 'RESPUBLIKINE');
    expect(primary.length).toBeLessThan(5);
    expect(yearCells(byKind).RESPUBLIKINE).toEqual({
      count: 6 + republic.length,
      allocated: 57 + republic.reduce((sum, q) => sum + q.allocated, 0),
      converted: 4 + republic.reduce((sum, q) => sum + q.converted, 0),
    });
    expect(byKind.rows.find((row) => row.code === 'RESPUBLIKINE')?.label).toBe('Respublikinė');
    // The CSV carries the units beside the count.
    const csv = await new Client(t.app).get(
      `/api/public/statistika/l04.csv?nuo=${year}-01&iki=${month}&rodiklis=quotas&pagal=quotaType&kalba=en`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('breakdown,code,period,count,units_allocated,units_converted');
    expect(lines).toContain(`Eels,L04_UNGURIAI,${year},5,50,4`);
    expect(lines).toContain(`River lamprey,L04_NEGES,${year},<5,,`);
    // Quotas are L04's alone.
    expect((await new Client(t.app).get(`/api/public/statistika/l13?rodiklis=quotas`)).statusCode).toBe(400);
  });

  it('a kind with nothing filed answers an empty report', async () => {
    const answer = await report('l11', '');
    expect(answer.rows).toEqual([]);
    expect(answer.periods.map((p) => p.key)).toEqual([year]);
  });
});

describe('CSV, cache and input', () => {
  it('writes the same table as CSV with "<5", public and cacheable, with licence and date', async () => {
    const res = await new Client(t.app).get(
      `/api/public/statistika/l13.csv?nuo=${year}-01&iki=${month}&rodiklis=applications&pagal=state&kalba=en`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(res.headers['last-modified']).toBeTruthy();
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('breakdown,code,period,count');
    expect(lines).toContain(`Accepted,PRIIMTA,${year},6`);
    expect(lines).toContain(`Submitted,PATEIKTA,${year},<5`);
    expect(lines).toContain(`Total,,${year},`);
  });

  it('answers bad input with field errors in the caller’s language, and 404 for no such report', async () => {
    const en = await new Client(t.app).get('/api/public/statistika/l13?laikotarpis=savaite&kalba=en', {
      'accept-language': 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors.fieldErrors).toEqual([
      { field: 'laikotarpis', message: 'Choose one of the options' },
    ]);
    const lt = await new Client(t.app).get('/api/public/statistika/l13?rodiklis=felling', {
      'accept-language': 'lt',
    });
    expect(lt.statusCode).toBe(400);
    expect(lt.json().errors.fieldErrors[0].field).toBe('rodiklis');
    const order = await new Client(t.app).get('/api/public/statistika/l13?nuo=2026-05&iki=2026-01');
    expect(order.statusCode).toBe(400);
    const long = await new Client(t.app).get('/api/public/statistika/l13?nuo=2010-01&iki=2026-01');
    expect(long.statusCode).toBe(400);
    expect((await new Client(t.app).get('/api/public/statistika/l14')).statusCode).toBe(404);
    expect((await new Client(t.app).get('/api/public/statistika/x.csv')).statusCode).toBe(404);
  });
});

describe('open data', () => {
  it('publishes every issued felling permit and notice as GeoJSON and CSV, with no person', async () => {
    const geo = await new Client(t.app).get('/api/public/atviri-duomenys/miskai-kirtimai.geojson');
    expect(geo.statusCode, geo.body).toBe(200);
    expect(geo.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(geo.headers.link).toMatch(/creativecommons/);
    const collection = geo.json() as {
      type: string;
      licence: { name: string };
      generatedAt: string;
      features: { properties: { kind: string; company: string | null } }[];
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.licence.name).toBe('CC BY 4.0');
    expect(collection.features.map((f) => f.properties.kind).sort()).toEqual([
      'l08_2',
      'l08_2',
      'l08_2',
      'l08_2',
      'l08_2',
      'l08_3',
    ]);
    // The holder is a person: never named.
    expect(collection.features.every((f) => f.properties.company === null)).toBe(true);
    expect(geo.body).not.toMatch(/Jonait|38703181745/);
    const csv = await new Client(t.app).get('/api/public/atviri-duomenys/miskai-kirtimai.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength(7);
    expect(csv.body).not.toMatch(/Jonait|38703181745/);
    expect((await new Client(t.app).get('/api/public/atviri-duomenys/kita.csv')).statusCode).toBe(404);
  });
});

describe('the officers’ workload', () => {
  it('shows waiting applications by kind and state, decisions and the oldest waiting', async () => {
    const res = await officer.get('/api/v1/tarnyba/darbo-kruvis');
    expect(res.statusCode, res.body).toBe(200);
    const workload = res.json() as Workload;
    const l13 = workload.kinds.find((k) => k.kind === 'l13');
    expect(l13).toMatchObject({ byState: { PATEIKTA: 1 }, waiting: 1, decided: 6 });
    expect(l13?.medianDays).toBeGreaterThanOrEqual(0);
    expect(workload.oldest.some((a) => a.kind === 'l13' && a.state === 'PATEIKTA')).toBe(true);
    expect((await person.get('/api/v1/tarnyba/darbo-kruvis')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/v1/tarnyba/darbo-kruvis')).statusCode).toBe(401);
  });
});
