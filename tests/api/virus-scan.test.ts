/**
 * Every upload path scans through clamd when CLAMD_URL is set (issue 17 item 4, ADR 0016), against
 * a real clamd started by the test (tests/support/clamd.ts, the EICAR signature it writes):
 * application documents, felling boundary files and content uploads. An infected file is refused
 * with a message in the person's language and stored nowhere; a file over clamd's limits is
 * refused, never passed unread; an unreachable clamd refuses the upload with 503 — never accepts
 * it unscanned. Skipped, saying why, only where clamd is not installed.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { uploadFiles } from '../../src/server/db/schema-content.ts';
import { documents } from '../../src/server/db/schema-permits.ts';
import { pdf } from '../../src/server/files/test-files.ts';
import { translate } from '../../src/shared/i18n/index.ts';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import { Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { CLAMD_LIMIT_BYTES, clamdMissing, EICAR, startClamd, type TestClamd } from '../support/clamd.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

const missing = clamdMissing();
if (missing) console.warn(`SKIPPED: ${missing}`);

const infectedPdf = () =>
  Buffer.from(pdf().toString('latin1').replace('%%EOF', `%${EICAR}\n%%EOF`), 'latin1');

describe.skipIf(missing !== null)('uploads scanned by clamd', () => {
  let clamd: TestClamd;
  let t: TestApp;
  let company: Client;
  let jonas: Client;

  beforeAll(async () => {
    clamd = await startClamd();
    t = await createTestApp({
      CLAMD_URL: clamd.socketUrl,
      CLAMD_TIMEOUT_MS: '10000',
      CLAMD_STREAM_MAX_BYTES: String(CLAMD_LIMIT_BYTES),
    });
    company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
    jonas = await loginAs(t.app, 'jonas');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await clamd?.stop();
  });

  /** Every file under DATA_DIR/files, the temporary folder included. */
  function storedFiles(): string[] {
    const walk = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
            entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
          )
        : [];
    return walk(join(t.config.dataDir, 'files'));
  }

  async function upload(client: Client, kind: string, type: string, name: string, content: Uint8Array) {
    const created = await client.post(`/api/v1/paraiskos/${kind}`, { type: 'NAUJA' });
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json() as ApplicationDetail;
    const form = new FormData();
    form.append('type', type);
    form.append('title', 'Priedas');
    form.append('file', new Blob([new Uint8Array(content)]), name);
    const res = await client.request({
      method: 'POST',
      url: `/api/v1/paraiskos/${kind}/${application.id}/dokumentai`,
      ...(await encodeForm(form)),
    });
    const rows = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, application.id));
    return { res, rows };
  }

  const fieldErrors = (res: { json(): unknown }) =>
    (res.json() as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

  it('takes a clean document', async () => {
    const { res, rows } = await upload(company, 'l13', 'KITA', 'priedas.pdf', pdf());
    expect(res.statusCode, res.body).toBe(201);
    expect(rows).toHaveLength(1);
  });

  it('refuses an infected document in the person’s language, and stores it nowhere', async () => {
    const before = storedFiles();
    const original = company.lang;
    for (const lang of ['lt', 'en'] as const) {
      company.lang = lang;
      for (const content of [infectedPdf(), Buffer.from(EICAR, 'latin1')]) {
        const { res, rows } = await upload(company, 'l13', 'KITA', 'priedas.pdf', content);
        expect(res.statusCode, res.body).toBe(400);
        expect(fieldErrors(res)).toEqual([
          { field: 'file', message: translate(lang, 'upload.error.infected') },
        ]);
        expect(rows).toEqual([]);
      }
    }
    company.lang = original;
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an infected felling boundary file', async () => {
    const before = storedFiles();
    const zip = zipSync({ 'kirtimas.shp': strToU8(`${'x'.repeat(100)}${EICAR}`) });
    const { res, rows } = await upload(jonas, 'l08_2', 'KIRTAVIETES_RIBOS', 'kirtimas.zip', zip);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'file', message: translate(jonas.lang, 'upload.error.infected') },
    ]);
    expect(rows).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over clamd’s limits instead of passing it unread', async () => {
    const big = pdf({ size: CLAMD_LIMIT_BYTES + 512 * 1024 });
    const { res, rows } = await upload(company, 'l13', 'KITA', 'didelis.pdf', big);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'file', message: translate(company.lang, 'upload.error.notScannable') },
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses an infected content upload, and takes a clean one', async () => {
    const admin = new Client(t.app, 'en');
    await admin.testLogin('39912319997', 'Lukas', 'Žemaitis');
    const post = (payload: Buffer) =>
      admin.request({
        method: 'POST',
        url: '/api/content/admin/upload/files?name=forma.pdf',
        payload,
        headers: { 'content-type': 'application/pdf' },
      });
    const before = await t.database.db.select().from(uploadFiles);
    const refused = await post(infectedPdf());
    expect(refused.statusCode, refused.body).toBe(400);
    expect(fieldErrors(refused)).toEqual([
      { field: 'file', message: translate('en', 'upload.error.infected') },
    ]);
    expect(await t.database.db.select().from(uploadFiles)).toEqual(before);
    expect(storedFiles().filter((path) => path.includes('/content/'))).toEqual([]);
    expect((await post(pdf())).statusCode).toBe(201);
  });

  it('answers 503 and keeps nothing while clamd cannot be reached', async () => {
    await clamd.stop();
    const before = storedFiles();
    const { res, rows } = await upload(company, 'l13', 'KITA', 'priedas.pdf', pdf());
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().message).toBe(translate(company.lang, 'upload.error.scannerUnavailable'));
    expect(res.headers['retry-after']).toBeDefined();
    expect(rows).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });
});
