/**
 * The public statistics reports that statistics.test.ts does not seed (issue 22 "Must show": every
 * report's figures compared with data seeded through the real services), and the felling open
 * dataset with a company holder beside a person holder (ADR 0031, 0032).
 *
 * For each of L01, L02, L03, L07, L10, L11, L12, L16.1 and L16.3 the kind's example is filed
 * through the applications API (documents as links, as every-kind.test.ts does), five or six are
 * taken up and accepted by the officer (a state fee paid online when the kind owes one) and one is
 * left waiting (the demo lessor's L03 permit is counted with them); after the scheduled refresh each report's applications by state and type and
 * permits by state and kind equal what was filed, the waiting one reading "<5" and its period's
 * total withheld. L10 installations are counted by municipality (five in Klaipėda, one in Kaunas
 * reading "<5") and stay out of the L09 report; L16.1 certificates by training programme and
 * L16.3 by the categories of its activities.
 *
 * Open data: UAB „Miško ratas“ (Ona acting for it) holds a felling notice whose co-owner is Jonas
 * Jonaitis, and Jonas holds an own-use notice. The company is named in the GeoJSON and the CSV; the
 * person's notice names no one, and no person's name, code or e-mail (owners, contacts, the
 * representative) appears anywhere in either file.
 */
import { applications } from '../../src/server/db/schema-permits.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { l08_2Example } from '../../src/shared/permits/kinds/l08_2/example.ts';
import { l08_3Example } from '../../src/shared/permits/kinds/l08_3/example.ts';
import { REGISTERED_KINDS, registeredKind } from '../../src/shared/permits/registry.ts';
import type { StatisticsReport } from '../../src/shared/statistics/api.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { submitWithDocuments } from '../support/applications.ts';
import { payFeeOnline } from '../support/fees.ts';
import { COMPANIES, loginAs, PEOPLE } from '../support/personas.ts';
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

/** The reports this file seeds, each through the first kind of its family. */
const SEEDED: Record<string, string> = {
  l01: 'l01',
  l02: 'l02',
  l03: 'l03',
  l07: 'l07',
  l10: 'l10',
  l11: 'l11',
  l12: 'l12',
  'l16.1': 'l16_1',
  'l16.3': 'l16_3',
};

/** Accepted applications per report: five of the example; L10 a sixth in Kaunas city. */
const ACCEPTED: Record<string, number> = { l10: 6 };
/**
 * Applications the test app's demo data already holds, by report: the demo lessor's L03 permit
 * (src/server/demo/lessors.ts), applied for and accepted through the real services this year.
 */
const demo: Record<string, number> = {};
const acceptedOf = (report: string) => (ACCEPTED[report] ?? 5) + (demo[report] ?? 0);

async function exampleOf(segment: string) {
  const module = (await import(`../../src/shared/permits/kinds/${segment}/example.ts`)) as Record<
    string,
    unknown
  >;
  return {
    data: module[`${segment}Example`] as Record<string, unknown>,
    documents: module[`${segment}ExampleDocuments`] as string[],
  };
}

/** Files the kind's example as the company (or Jonas where companies may not file) and submits it. */
async function submitted(segment: string, data?: Record<string, unknown>) {
  const kind = registeredKind(segment)!;
  const asCompany = kind.definition.filers.includes('company');
  const client = asCompany ? company : person;
  const owner = asCompany ? COMPANIES.baltijosAtliekos : PEOPLE.jonas.code;
  const example = await exampleOf(segment);
  const { draft, response: res } = await submitWithDocuments(t, client, {
    kind: segment,
    owner,
    documents: example.documents,
    data: { ...(data ?? example.data), ...contacts },
  });
  expect(res.statusCode, res.body).toBe(200);
  if (kind.definition.fee?.due === 'submission') await payFeeOnline(t, client, segment, draft.id);
  return { id: draft.id, segment, client };
}

/** Taken up and accepted; a fee owed at acceptance is paid, and the permit is then valid. */
async function accepted(application: { id: string; segment: string; client: Client }) {
  for (const action of ['take', 'accept']) {
    const res = await officer.post(`/api/v1/tarnyba/paraiskos/${application.id}/veiksmai/${action}`, {});
    expect(res.statusCode, res.body).toBe(200);
  }
  if (registeredKind(application.segment)!.definition.fee?.due === 'acceptance')
    await payFeeOnline(t, application.client, application.segment, application.id);
}

async function report(segment: string, query: string) {
  const res = await new Client(t.app).get(
    `/api/public/statistika/${segment}?nuo=${year}-01&iki=${month}&${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatisticsReport;
}

/** This year's cells by breakdown code, and this year's total. */
function thisYear(answer: StatisticsReport) {
  const index = answer.periods.findIndex((p) => p.key === year);
  expect(index).toBeGreaterThanOrEqual(0);
  return {
    cells: Object.fromEntries(answer.rows.map((row) => [row.code, row.cells[index]])),
    total: answer.totals[index],
  };
}

let companyNotice = '';
let personNotice = '';

beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  person = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');

  const existing = await t.database.db
    .select({ kind: applications.kind, state: applications.state, type: applications.type })
    .from(applications);
  for (const [report, segment] of Object.entries(SEEDED)) {
    const before = existing.filter((a) => a.kind === segment);
    // Accepted new applications only, so that they add to what this file files.
    expect(before.every((a) => a.state === 'PRIIMTA' && a.type === 'NAUJA')).toBe(true);
    demo[report] = before.length;
  }
  expect(demo.l03).toBe(1);
  for (const [report, segment] of Object.entries(SEEDED)) {
    const { data } = await exampleOf(segment);
    for (let i = 0; i < (ACCEPTED[report] ?? 5); i += 1) {
      // L10: the sixth installation is in Kaunas city, the others in Klaipėda city (the example).
      const variant = report === 'l10' && i === 5 ? { ...data, municipality: 'KAUNO_M_SAV' } : data;
      await accepted(await submitted(segment, variant));
    }
    await submitted(segment);
  }

  // Open data: a company-held notice (a person co-owns the holding) and a person-held one.
  const ona = await loginAs(t.app, 'ona', COMPANIES.miskoRatas);
  const forCompany = await forestFiling(ona, officer).issued(
    'l08_2',
    { ...l08_2Example, contactPosition: 'Buhalterė' },
    plot(0.02),
  );
  companyNotice = forCompany.number;
  expect(forCompany.permit.holder).toMatchObject({ kind: 'company', code: COMPANIES.miskoRatas });
  const forPerson = await forestFiling(person, officer).issued('l08_3', l08_3Example, plot(0.05));
  personNotice = forPerson.number;
  expect(forPerson.permit.holder).toMatchObject({ kind: 'person', code: PEOPLE.jonas.code });

  expect(await t.app.scheduler.tick()).toContain('statistics-refresh');
}, 300_000);
afterAll(() => t.close());

describe('every report’s applications and permits, equal to what was filed', () => {
  for (const [name, segment] of Object.entries(SEEDED)) {
    it(`${name}: every accepted one counted, the one waiting "<5" and its total withheld`, async () => {
      const n = acceptedOf(name);
      const byState = await report(name, 'rodiklis=applications&pagal=state');
      expect(byState.kinds).toEqual(REGISTERED_KINDS.filter((k) => k.report === name).map((k) => k.segment));
      expect(thisYear(byState)).toEqual({
        cells: { PRIIMTA: { count: n }, PATEIKTA: { count: '<5' } },
        // The total minus the accepted would give the hidden one away.
        total: null,
      });
      expect(thisYear(await report(name, 'rodiklis=applications&pagal=type'))).toEqual({
        cells: { NAUJA: { count: n + 1 } },
        total: { count: n + 1 },
      });
      expect(thisYear(await report(name, 'rodiklis=permits&pagal=state'))).toEqual({
        cells: { GALIOJANTIS: { count: n } },
        total: { count: n },
      });
      expect(thisYear(await report(name, 'rodiklis=permits&pagal=kind')).cells).toEqual({
        [segment]: { count: n },
      });
    });
  }
});

describe('each report’s own measure', () => {
  it('L10 installations by municipality: Klaipėda 5, Kaunas "<5", the total withheld; none in L09', async () => {
    const answer = await report('l10', 'rodiklis=installations&pagal=municipality&kalba=en');
    expect(answer.measures).toEqual(['applications', 'permits', 'installations']);
    expect(thisYear(answer)).toEqual({
      cells: { KLAIPEDOS_M_SAV: { count: 5 }, KAUNO_M_SAV: { count: '<5' } },
      total: null,
    });
    const klaipeda = answer.rows.find((row) => row.code === 'KLAIPEDOS_M_SAV')!;
    expect(klaipeda.label).toMatch(/Klaipėda/);
    expect(thisYear(await report('l10', 'rodiklis=installations&pagal=kind')).cells).toEqual({
      l10: { count: 6 },
    });
    // The waiting application is no installation; L10's are not L09's.
    expect((await report('l09', 'rodiklis=installations&pagal=municipality')).rows).toEqual([]);
    const csv = await new Client(t.app).get(
      `/api/public/statistika/l10.csv?nuo=${year}-01&iki=${month}&rodiklis=installations&pagal=municipality&kalba=en`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('breakdown,code,period,count');
    expect(lines.some((line) => line.endsWith(`,KLAIPEDOS_M_SAV,${year},5`))).toBe(true);
    expect(lines.some((line) => line.endsWith(`,KAUNO_M_SAV,${year},<5`))).toBe(true);
    expect(lines).toContain(`Total,,${year},`);
  });

  it('L16.1 certificates by training programme and L16.3 by category', async () => {
    // Each of the five training centres teaches FD-01 and FD-04 (the example).
    expect(thisYear(await report('l16.1', 'rodiklis=certificates&pagal=category')).cells).toEqual({
      'FD-01': { count: 5 },
      'FD-04': { count: 5 },
    });
    // Each of the five certificates covers category I (three activities) and II (one): once each.
    expect(thisYear(await report('l16.3', 'rodiklis=certificates&pagal=category')).cells).toEqual({
      I: { count: 5 },
      II: { count: 5 },
    });
  });
});

describe('open felling data with a company holder', () => {
  /** Everything that names a person in what was filed: owners, contacts, the representative. */
  const PERSONS = [
    PEOPLE.jonas.code,
    PEOPLE.jonas.last,
    'Jonait',
    'jonas.jonaitis',
    PEOPLE.ona.code,
    PEOPLE.ona.last,
    PEOPLE.officer.code,
    PEOPLE.officer.last,
    'Paulauskas',
    '39001010238',
  ];

  it('names the company in the GeoJSON, not the person, and no person anywhere', async () => {
    const geo = await new Client(t.app).get('/api/public/atviri-duomenys/miskai-kirtimai.geojson');
    expect(geo.statusCode, geo.body).toBe(200);
    const collection = geo.json() as {
      features: { id: string; properties: { number: string; kind: string; company: string | null } }[];
    };
    const byNumber = Object.fromEntries(collection.features.map((f) => [f.properties.number, f.properties]));
    expect(Object.keys(byNumber).sort()).toEqual([companyNotice, personNotice].sort());
    expect(byNumber[companyNotice]).toMatchObject({ kind: 'l08_2', company: 'UAB „Miško ratas“' });
    expect(byNumber[personNotice]).toMatchObject({ kind: 'l08_3', company: null });
    for (const name of PERSONS) expect(geo.body, name).not.toContain(name);
  });

  it('names the company in the CSV row of its notice, leaves the person’s empty, and no person anywhere', async () => {
    const csv = await new Client(t.app).get('/api/public/atviri-duomenys/miskai-kirtimai.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('number,kind,state,municipality,validFrom,validUntil,areaHa,fellingTypes,company');
    expect(lines).toHaveLength(3);
    const row = (number: string) => lines.find((line) => line.startsWith(`${number},`))!.split(',');
    expect(row(companyNotice)[1]).toBe('l08_2');
    expect(row(companyNotice).at(-1)).toBe('UAB „Miško ratas“');
    expect(row(personNotice)[1]).toBe('l08_3');
    expect(row(personNotice).at(-1)).toBe('');
    for (const name of PERSONS) expect(csv.body, name).not.toContain(name);
  });
});
