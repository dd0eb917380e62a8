/**
 * The felling boundary given as a file (issue 7 item 2): an L08.2 notice's boundary slot takes a
 * zipped shapefile or GeoJSON, the server reads it by its content with the shared boundary reader,
 * keeps the WGS84 geometry and the computed area with the document and returns the area; a refused
 * file gets 400 with the reader's message in the person's language; the notice cannot be submitted
 * without its boundary.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { documents } from '../../src/server/db/schema-permits.ts';
import { pdf } from '../../src/server/files/test-files.ts';
import { lithuaniaOutline, readBoundary } from '../../src/shared/geo/boundary.ts';
import { GEO_ERROR_MESSAGES, type GeoErrorCode, geoMessageValues } from '../../src/shared/geo/errors.ts';
import { translate } from '../../src/shared/i18n/index.ts';
import type { ApplicationDetail, DocumentDto } from '../../src/shared/permits/api-types.ts';
import { personContactsExample } from '../../src/shared/permits/kinds/l08_1/example.ts';
import { l08_2Example } from '../../src/shared/permits/kinds/l08_2/example.ts';
import { type Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { loginAs } from '../support/personas.ts';

const FIXTURES = new URL('../fixtures/boundaries/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as {
  file: string;
  expected: { ok: boolean; areaHa?: number; warnings?: string[]; code?: GeoErrorCode };
}[];
const expectedFor = (file: string) => expected.find((entry) => entry.file === file)!.expected;
const outline = lithuaniaOutline(
  JSON.parse(readFileSync(new URL('../../public/map/lithuania.geojson', import.meta.url), 'utf8')),
);

let t: TestApp;
let jonas: Client;
beforeAll(async () => {
  t = await createTestApp();
  jonas = await loginAs(t.app, 'jonas');
});
afterAll(() => t.close());

async function newNotice(): Promise<ApplicationDetail> {
  const res = await jonas.post('/api/v1/paraiskos/l08_2', { type: 'NAUJA' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function upload(applicationId: string, name: string, content: Buffer | Uint8Array, client = jonas) {
  const form = new FormData();
  form.append('type', 'KIRTAVIETES_RIBOS');
  form.append('title', 'Kirtavietės ribos');
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/octet-stream' }), name);
  return client.request({
    method: 'POST',
    url: `/api/v1/paraiskos/l08_2/${applicationId}/dokumentai`,
    ...(await encodeForm(form)),
  });
}

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

describe('uploading a felling boundary file', () => {
  it.each([
    'valid-polygon.geojson',
    'valid-polygon-lks94.zip',
    'lks94-no-prj.zip',
    'multipolygon.geojson',
    'lks94-northing-first.geojson',
  ])('reads %s, keeps its WGS84 geometry and returns its area and warnings', async (file) => {
    const want = expectedFor(file);
    const draft = await newNotice();
    const res = await upload(draft.id, file, fixture(file));
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json() as DocumentDto;
    // The perimeter (LKS-94 metres) sets the area tolerance against the declared area (ADR 0017).
    expect(document.boundary).toEqual({
      areaHa: want.areaHa,
      perimeterM: expect.any(Number),
      warnings: want.warnings,
    });
    expect(document.boundary!.perimeterM).toBeGreaterThan(4 * Math.sqrt(want.areaHa! * 10_000) * 0.9);
    expect(document.contentType).toBe(file.endsWith('.zip') ? 'application/zip' : 'application/geo+json');

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row!.areaHa).toBe(want.areaHa);
    const geometry = row!.geometry!;
    expect(geometry.type).toBe(file === 'multipolygon.geojson' ? 'MultiPolygon' : 'Polygon');
    const first = (
      geometry.type === 'Polygon' ? geometry.coordinates[0]![0] : geometry.coordinates[0]![0]![0]
    )!;
    // Longitude, latitude in Lithuania, whatever the file's own system.
    expect(first[0]).toBeGreaterThan(20.9);
    expect(first[0]).toBeLessThan(26.9);
    expect(first[1]).toBeGreaterThan(53.8);
    expect(first[1]).toBeLessThan(56.5);

    const detail = (await jonas.get(`/api/v1/paraiskos/l08_2/${draft.id}`)).json() as ApplicationDetail;
    expect(detail.documents.find((d) => d.id === document.id)?.boundary).toEqual(document.boundary);
  });

  it('reads the content, not the name: a GeoJSON named .zip is read as GeoJSON', async () => {
    const draft = await newNotice();
    const res = await upload(draft.id, 'ribos.zip', fixture('valid-polygon.geojson'));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as DocumentDto).boundary?.areaHa).toBe(5.54);
  });

  for (const lang of ['lt', 'en'] as const) {
    it.each(['bow-tie.geojson', 'two-features.geojson', 'password.zip', 'inner-folder.zip'])(
      `refuses %s with the reader's message (${lang}) and keeps nothing`,
      async (file) => {
        const code = expectedFor(file).code!;
        const result = readBoundary({ name: file, bytes: fixture(file) }, outline);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.message).toBe(GEO_ERROR_MESSAGES[code]);
        const client = await loginAs(t.app, 'jonas');
        client.lang = lang;
        const draft = await newNotice();
        const res = await upload(draft.id, file, fixture(file), client);
        expect(res.statusCode, res.body).toBe(400);
        expect(fieldErrors(res)).toEqual([
          { field: 'file', message: translate(lang, result.message, geoMessageValues(result.values, lang)) },
        ]);
        const rows = await t.database.db
          .select()
          .from(documents)
          .where(eq(documents.applicationId, draft.id));
        expect(rows).toEqual([]);
      },
    );
  }

  it('shows the self-intersection point and the number of features in the message', async () => {
    const draft = await newNotice();
    const bowTie = fieldErrors(await upload(draft.id, 'bow-tie.geojson', fixture('bow-tie.geojson')))[0]!;
    expect(bowTie.message).toMatch(/\d+\.\d+/);
    const two = fieldErrors(await upload(draft.id, 'two.geojson', fixture('two-features.geojson')))[0]!;
    expect(two.message).toContain('2');
  });

  it('refuses a file that is neither a zip nor JSON, and an address instead of a file', async () => {
    const draft = await newNotice();
    const wrong = await upload(draft.id, 'ribos.geojson', pdf());
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)[0]?.message).toBe(
      translate('en', 'upload.error.format', { allowed: 'ZIP (shapefile), GeoJSON' }),
    );
    const link = await jonas.post(`/api/v1/paraiskos/l08_2/${draft.id}/dokumentai`, {
      type: 'KIRTAVIETES_RIBOS',
      title: 'Ribos',
      url: 'https://example.lt/ribos.geojson',
    });
    expect(link.statusCode).toBe(400);
    expect(fieldErrors(link)).toEqual([
      { field: 'file', message: translate('en', 'upload.error.boundaryFile') },
    ]);
  });
});

describe('submitting an L08.2 notice', () => {
  it('needs the boundary, and goes with it', async () => {
    const draft = await newNotice();
    const data = { ...l08_2Example, ...personContactsExample };
    const without = await jonas.post(`/api/v1/paraiskos/l08_2/${draft.id}/veiksmai/submit`, {
      data,
      revision: draft.revision,
    });
    expect(without.statusCode, without.body).toBe(400);
    expect(fieldErrors(without)).toEqual([
      { field: 'documents.KIRTAVIETES_RIBOS', message: translate('en', 'validation.documentRequired') },
    ]);

    const uploaded = await upload(draft.id, 'valid-polygon.geojson', fixture('valid-polygon.geojson'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const current = (await jonas.get(`/api/v1/paraiskos/l08_2/${draft.id}`)).json() as ApplicationDetail;
    const submitted = await jonas.post(`/api/v1/paraiskos/l08_2/${draft.id}/veiksmai/submit`, {
      data,
      revision: current.revision,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});

describe('the boundary area against the declared area (ADR 0017)', () => {
  it('is a warning in the detail that goes away when the areas agree, and never blocks a save or a submit', async () => {
    const draft = await newNotice();
    // The example declares 2.4 + 1.1 = 3.5 ha; the boundary is 5.54 ha, far beyond 0.05 ha + perimeter × 2 m.
    const data = { ...l08_2Example, ...personContactsExample };
    const saved = await jonas.put(`/api/v1/paraiskos/l08_2/${draft.id}`, { data, revision: draft.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as ApplicationDetail).warnings).toEqual([]);
    const uploaded = await upload(draft.id, 'valid-polygon.geojson', fixture('valid-polygon.geojson'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const detail = (await jonas.get(`/api/v1/paraiskos/l08_2/${draft.id}`)).json() as ApplicationDetail;
    expect(detail.warnings).toHaveLength(1);
    const [warning] = detail.warnings;
    expect(warning!.path).toBe('documents.KIRTAVIETES_RIBOS');
    expect(warning!.message).toBe('l08.warning.areaMismatch');
    expect(warning!.values).toMatchObject({ boundary: 5.54, declared: 3.5, difference: 2.04 });
    expect(warning!.values.tolerance).toBeGreaterThan(0.05);
    expect(warning!.values.tolerance).toBeLessThan(0.5);

    // Declared as measured (2.4 + 3.1 = 5.5 ha, 0.04 ha apart): no warning.
    const fellings = (l08_2Example.fellings as Record<string, unknown>[]).map((felling, index) =>
      index === 1 ? { ...felling, area: '3.1' } : felling,
    );
    const agreed = await jonas.put(`/api/v1/paraiskos/l08_2/${draft.id}`, {
      data: { ...data, fellings },
      revision: detail.revision,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect((agreed.json() as ApplicationDetail).warnings).toEqual([]);

    // Back to 3.5 ha: it submits all the same, with the warning for the officer.
    const submitted = await jonas.post(`/api/v1/paraiskos/l08_2/${draft.id}/veiksmai/submit`, {
      data,
      revision: (agreed.json() as ApplicationDetail).revision,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json() as ApplicationDetail).warnings.map((w) => w.message)).toEqual([
      'l08.warning.areaMismatch',
    ]);
  });
});
