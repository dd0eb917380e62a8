/**
 * L12's mining site file (spec §5 Files: "Mining site file: shp or tab"): a zipped shapefile or a
 * zipped MapInfo TAB set, checked by content like the felling boundary — real files written by
 * GDAL (tests/fixtures/mining-site) — and anything else refused with a message that says what to
 * upload. Until issue 17 it was an attachment slot and refused both as a wrong type.
 */
import { readFileSync } from 'node:fs';
import { unzipSync, zipSync } from 'fflate';
import { pdf } from '../../src/server/files/test-files.ts';
import { translate } from '../../src/shared/i18n/index.ts';
import type { ApplicationDetail, DocumentDto } from '../../src/shared/permits/api-types.ts';
import { type Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/mining-site/${name}`, import.meta.url)));

let t: TestApp;
let company: Client;
let application: ApplicationDetail;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  const created = await company.post('/api/v1/paraiskos/l12', { type: 'NAUJA' });
  expect(created.statusCode, created.body).toBe(201);
  application = created.json();
});
afterAll(() => t.close());

async function upload(name: string, content?: Uint8Array, url?: string) {
  const form = new FormData();
  form.append('type', 'KASYBOS_SKLYPAS');
  form.append('title', 'Kasybos sklypas');
  if (url) form.append('url', url);
  if (content) form.append('file', new Blob([new Uint8Array(content)]), name);
  return company.request({
    method: 'POST',
    url: `/api/v1/paraiskos/l12/${application.id}/dokumentai`,
    ...(await encodeForm(form)),
  });
}

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

describe('the mining site file of L12', () => {
  it.each([
    ['karjeras-mapinfo.zip', 'a MapInfo TAB set'],
    ['sklypai-mapinfo-upper-case.zip', 'a MapInfo TAB set written on Windows'],
    ['karjeras-shapefile.zip', 'a shapefile'],
  ])('takes %s (%s) and gives it back as a zip', async (name) => {
    const bytes = fixture(name);
    const res = await upload(name, bytes);
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json() as DocumentDto;
    expect(document).toMatchObject({
      type: 'KASYBOS_SKLYPAS',
      contentType: 'application/zip',
      fileName: name,
    });
    const download = await company.get(document.downloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(bytes);
  });

  it('refuses a PDF plan, an incomplete MapInfo set and a web address, saying what to upload', async () => {
    const plan = await upload('planas.pdf', pdf());
    expect(plan.statusCode).toBe(400);
    expect(fieldErrors(plan)).toEqual([
      { field: 'file', message: translate(company.lang, 'files.error.siteFormat') },
    ]);

    const files = unzipSync(fixture('karjeras-mapinfo.zip'));
    delete files['karjeras.map'];
    const incomplete = await upload('karjeras.zip', zipSync(files));
    expect(incomplete.statusCode).toBe(400);
    expect(fieldErrors(incomplete)).toEqual([
      {
        field: 'file',
        message: translate(company.lang, 'files.error.mapinfoIncomplete', { name: 'karjeras' }),
      },
    ]);

    const address = await upload('', undefined, 'https://www.example.lt/sklypas.zip');
    expect(address.statusCode).toBe(400);
    expect(fieldErrors(address)).toEqual([
      { field: 'file', message: translate(company.lang, 'upload.error.boundaryFile') },
    ]);
  });
});
