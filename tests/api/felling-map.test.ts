/**
 * The forest felling map's public API (issue 7 item 4, `GET /api/public/miskai/kirtimai`): felling
 * permits and notices filed, bounded and decided through the real API appear with their boundary,
 * validity and kinds of felling; annulled ones, undecided applications, permits without a boundary
 * and those valid outside the period do not; municipality and period filters narrow; nothing
 * personal is in the answer; bad input is a 400 in the caller's language; the answer is public and
 * cacheable without cookies. Last, the demo seed's fellings appear, once however often it runs.
 */
import { readFileSync } from 'node:fs';
import { count, inArray } from 'drizzle-orm';
import { permits } from '../../src/server/db/schema-permits.ts';
import { DEMO_PLOTS, seedDemoForest } from '../../src/server/demo/forest.ts';
import { createFileStorage } from '../../src/server/storage/index.ts';
import {
  FELLING_PERMITS_PATH,
  type FellingPermitDto,
  type FellingPermits,
} from '../../src/shared/felling/api-types.ts';
import { todayInLithuania } from '../../src/shared/fields/dates.ts';
import { translate } from '../../src/shared/i18n/index.ts';
import { l08_1Example } from '../../src/shared/permits/kinds/l08_1/example.ts';
import { l08_2Example } from '../../src/shared/permits/kinds/l08_2/example.ts';
import { l08_3Example } from '../../src/shared/permits/kinds/l08_3/example.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { loginAs } from '../support/personas.ts';
import { forestFiling, plot } from './forest-helpers.ts';

const FIXTURES = new URL('../fixtures/boundaries/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

let t: TestApp;
let jonas: Client;
let officer: Client;
let today: string;

/** Numbers of the permits made below. */
const made = {
  notice: '', // L08.2, Trakai, valid from today
  ownUse: '', // L08.3, Vilnius district, valid from today
  expired: '', // L08.1, Molėtai, valid in 2024 only
  annulled: '', // L08.2, issued then annulled
};
let noticeArea = 0;
let submitted: ReturnType<typeof forestFiling>['submitted'];
let decide: ReturnType<typeof forestFiling>['decide'];
let issued: ReturnType<typeof forestFiling>['issued'];

async function felling(query = '', client: Client = new Client(t.app)) {
  return client.get(`${FELLING_PERMITS_PATH}${query}`);
}

async function numbers(query = ''): Promise<string[]> {
  const res = await felling(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as FellingPermits).permits.map((p) => p.number).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  today = todayInLithuania();
  jonas = await loginAs(t.app, 'jonas');
  officer = await loginAs(t.app, 'officer');
  ({ submitted, decide, issued } = forestFiling(jonas, officer));

  const notice = await issued('l08_2', l08_2Example, fixture('valid-polygon.geojson'));
  made.notice = notice.number;
  noticeArea = notice.document.boundary!.areaHa;
  made.ownUse = (await issued('l08_3', l08_3Example, plot(0.01))).number;
  made.expired = (
    await issued('l08_1', l08_1Example, plot(0.02), { validFrom: '2024-01-10', validUntil: '2025-01-09' })
  ).number;
  const annulled = await issued('l08_2', l08_2Example, plot(0.03));
  made.annulled = annulled.number;
  await decide(annulled.application.id, 'annul', { reason: 'Paaiškėjo, kad sklypas yra rezervate.' });
  // Submitted but not decided: no permit, nothing on the map.
  await submitted('l08_2', l08_2Example, plot(0.04));
  // A felling permit whose application has no boundary (data from before boundaries were kept).
  await t.database.db.insert(permits).values({
    number: '08240009990',
    kind: 'l08_2',
    state: 'GALIOJANTIS',
    applicationId: '00000000-0000-4000-8000-000000000001',
    holderCode: '38703181745',
    holderKind: 'person',
    holderName: 'Jonas Jonaitis',
    issuedAt: new Date(),
    validFrom: today,
    validUntil: '2099-12-31',
    schemaVersion: 1,
    data: l08_2Example,
  });
}, 120_000);
afterAll(() => t.close());

describe('the issued felling permits and notices', () => {
  it('shows those valid today with their boundary, validity and kinds of felling, anonymously', async () => {
    const res = await felling();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as FellingPermits;
    expect(answer).toMatchObject({ from: today, to: today, municipality: null, truncated: false });
    expect(Date.parse(answer.asOf)).not.toBeNaN();
    expect(answer.permits.map((p) => p.number).sort()).toEqual([made.notice, made.ownUse].sort());

    const notice = answer.permits.find((p) => p.number === made.notice)!;
    expect(notice).toMatchObject({
      kind: 'l08_2',
      kindLabel: 'fellingMap.kind.l08_2',
      state: 'GALIOJANTIS',
      municipality: 'TRAKU_R_SAV',
      validFrom: today,
      areaHa: noticeArea,
      fellingTypes: [
        { code: 'UGDOMIEJI', label: 'l08_2.fellingType.UGDOMIEJI' },
        { code: 'NEPLYNIEJI_SANITARINIAI', label: 'l08_2.fellingType.NEPLYNIEJI_SANITARINIAI' },
      ],
    });
    expect(notice.validUntil! > today).toBe(true);
    // The fixture's corners have seven decimals; the map gets six.
    expect(notice.geometry.type).toBe('Polygon');
    expect((notice.geometry.coordinates as number[][][])[0]![0]).toEqual([25.780862, 55.259141]);

    const ownUse = answer.permits.find((p) => p.number === made.ownUse)!;
    expect(ownUse).toMatchObject({ kind: 'l08_3', municipality: 'VILNIAUS_R_SAV', fellingTypes: [] });
  });

  it('tells nothing about the people: no holder, owners, codes, contacts or cadastral numbers', async () => {
    const answer = (await felling('?nuo=2000-01-01')).json() as FellingPermits;
    expect(answer.permits.length).toBeGreaterThanOrEqual(3);
    const text = JSON.stringify(answer);
    for (const personal of [
      '38703181745', // Jonas Jonaitis, holder and owner
      '44501173459', // Aldona Jonaitienė, owner in the L08.1 example
      '997941705', // the co-owning company
      'Jonaitis',
      'Jonaitienė',
      'Miško ratas',
      'jonas.jonaitis@example.lt',
      'Gedimino',
      '+37061234567',
    ]) {
      expect(text).not.toContain(personal);
    }
    const keys: (keyof FellingPermitDto)[] = [
      'number',
      'kind',
      'kindLabel',
      'state',
      'municipality',
      'validFrom',
      'validUntil',
      'areaHa',
      'fellingTypes',
      'geometry',
    ];
    for (const permit of answer.permits) expect(Object.keys(permit).sort()).toEqual([...keys].sort());
  });

  it('leaves out the annulled, the undecided, the unbounded and those valid outside the period', async () => {
    const all = await numbers('?nuo=2000-01-01');
    expect(all).toEqual([made.notice, made.ownUse, made.expired].sort());
    expect(all).not.toContain(made.annulled);
    expect(all).not.toContain('08240009990');
  });

  it('narrows to the period: validity overlapping it, closed or open on one side', async () => {
    expect(await numbers('?nuo=2024-06-01&iki=2024-12-31')).toEqual([made.expired]);
    // The last day of the expired permit counts; the day after does not.
    expect(await numbers('?nuo=2025-01-09&iki=2025-01-09')).toEqual([made.expired]);
    expect(await numbers('?nuo=2025-01-10&iki=2025-01-10')).toEqual([]);
    expect(await numbers('?iki=2024-01-10')).toEqual([made.expired]);
    expect(await numbers('?iki=2024-01-09')).toEqual([]);
    expect(await numbers(`?nuo=${today}`)).toEqual([made.notice, made.ownUse].sort());
    const answer = (await felling('?iki=2024-06-01')).json() as FellingPermits;
    expect(answer).toMatchObject({ from: null, to: '2024-06-01' });
  });

  it('narrows to a municipality of the forms’ list', async () => {
    expect(await numbers('?savivaldybe=TRAKU_R_SAV')).toEqual([made.notice]);
    expect(await numbers('?savivaldybe=VILNIAUS_R_SAV')).toEqual([made.ownUse]);
    expect(await numbers('?savivaldybe=MOLETU_R_SAV&nuo=2024-01-01&iki=2024-12-31')).toEqual([made.expired]);
    expect(await numbers('?savivaldybe=ZARASU_R_SAV')).toEqual([]);
  });
});

describe('bad input', () => {
  const fieldErrors = (res: { json(): unknown }) =>
    (res.json() as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

  it.each(['lt', 'en'] as const)(
    'answers 400 with the reason in the caller’s language (%s)',
    async (lang) => {
      const client = new Client(t.app, lang);
      const cases: [string, { field: string; message: string }[]][] = [
        ['?nuo=2026-02-30', [{ field: 'nuo', message: translate(lang, 'validation.invalidDate') }]],
        ['?iki=21-11-2026', [{ field: 'iki', message: translate(lang, 'validation.invalidDate') }]],
        [
          '?nuo=2026-05-02&iki=2026-05-01',
          [{ field: 'iki', message: translate(lang, 'validation.dateToNotBeforeFrom') }],
        ],
        [
          '?savivaldybe=ATLANTIDOS_SAV',
          [{ field: 'savivaldybe', message: translate(lang, 'validation.choice') }],
        ],
        [
          '?savivaldybe=%3Cscript%3E',
          [{ field: 'savivaldybe', message: translate(lang, 'validation.choice') }],
        ],
      ];
      for (const [query, expected] of cases) {
        const res = await felling(query, client);
        expect(res.statusCode, query).toBe(400);
        expect(fieldErrors(res), query).toEqual(expected);
        expect(res.headers['cache-control'] ?? '', query).not.toMatch(/public/);
      }
      // Texts really differ between the languages (the test would pass on one language otherwise).
      expect(translate('lt', 'validation.invalidDate')).not.toBe(translate('en', 'validation.invalidDate'));
    },
  );

  it('answers 400, never 500, to a parameter given twice or to junk', async () => {
    for (const query of [
      '?nuo=2026-01-01&nuo=2026-02-01',
      '?savivaldybe=A&savivaldybe=B',
      `?iki=${'9'.repeat(5000)}`,
    ]) {
      const res = await felling(query);
      expect(res.statusCode, query).toBe(400);
    }
    // Parameters it does not know (the page's own) change nothing.
    expect(await numbers('?sluoksnis=kirtimai&vaizdas=sarasas')).toEqual(await numbers());
  });
});

describe('caching', () => {
  it('is public and cacheable for a few minutes and carries no cookie, logged in or not', async () => {
    for (const client of [new Client(t.app), jonas]) {
      const res = await felling('', client);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('the demo fellings', () => {
  it('seeds eight plots in real forests through the real flow, once however often it runs', async () => {
    const storage = createFileStorage(t.config);
    await seedDemoForest(t.database.db, storage, today);
    await seedDemoForest(t.database.db, storage, today);
    const [seeded] = await t.database.db
      .select({ n: count() })
      .from(permits)
      .where(inArray(permits.holderCode, ['997941705', '44501173459', '38703181745']));
    // Jonas's four permits above, one without a boundary, and the eight demo ones.
    expect(Number(seeded?.n)).toBe(4 + 1 + DEMO_PLOTS.length);

    const answer = (await felling('?nuo=2000-01-01')).json() as FellingPermits;
    const demo = answer.permits.filter((p) => ![made.notice, made.ownUse, made.expired].includes(p.number));
    expect(demo).toHaveLength(DEMO_PLOTS.length);
    // Areas of 0.5–5 ha, each from its boundary; one notice in two parts.
    for (const permit of demo) {
      expect(permit.areaHa).toBeGreaterThanOrEqual(0.5);
      expect(permit.areaHa).toBeLessThanOrEqual(5);
    }
    expect(demo.filter((p) => p.geometry.type === 'MultiPolygon')).toHaveLength(1);
    expect(new Set(demo.map((p) => p.kind))).toEqual(new Set(['l08_1', 'l08_2', 'l08_3']));
    // Seven are valid today; the Rūdninkai permit ended before.
    const valid = (await felling()).json() as FellingPermits;
    expect(valid.permits.filter((p) => demo.some((d) => d.number === p.number))).toHaveLength(
      DEMO_PLOTS.length - 1,
    );
    expect((await felling('?savivaldybe=BIRZU_R_SAV')).json()).toMatchObject({
      permits: [
        { kind: 'l08_1', municipality: 'BIRZU_R_SAV', fellingTypes: [{ code: 'PLYNIEJI_SANITARINIAI' }] },
      ],
    });
    expect(await numbers('?savivaldybe=SALCININKU_R_SAV')).toEqual([]);
    expect((await numbers('?savivaldybe=SALCININKU_R_SAV&nuo=2000-01-01')).length).toBe(1);
  });
});
