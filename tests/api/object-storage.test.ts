/**
 * FILE_STORAGE=s3 (issue 17 item 4, ADR 0016): the whole API on an S3-compatible object store
 * started on loopback (tests/support/s3-server.ts), so that several nodes need no shared file
 * system. A document and a content file go up, come back byte for byte and go away, and nothing
 * is written under DATA_DIR/files.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { documents } from '../../src/server/db/schema-permits.ts';
import { docx, pdf } from '../../src/server/files/test-files.ts';
import type { ApplicationDetail, DocumentDto } from '../../src/shared/permits/api-types.ts';
import { Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';
import { type S3TestServer, startS3Server } from '../support/s3-server.ts';

let s3: S3TestServer;
let t: TestApp;
let company: Client;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({
    FILE_STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Objects the S3 server holds (its folder: `<bucket>/<key>._S3rver_object`). */
function objects(): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        )
      : [];
  return walk(join(s3.directory, s3.bucket))
    .filter((path) => path.endsWith('._S3rver_object'))
    .map((path) => path.slice(join(s3.directory, s3.bucket).length + 1, -'._S3rver_object'.length));
}

const nothingOnDisk = () => expect(existsSync(join(t.config.dataDir, 'files', 'documents'))).toBe(false);

describe('documents in an S3-compatible object store', () => {
  it('uploads, downloads byte for byte, and removes a document', async () => {
    const created = await company.post('/api/v1/paraiskos/l13', { type: 'NAUJA' });
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json() as ApplicationDetail;
    const url = `/api/v1/paraiskos/l13/${application.id}/dokumentai`;
    const content = docx();
    const form = new FormData();
    form.append('type', 'PARAISKA');
    form.append('title', 'Paraiška');
    form.append('file', new Blob([new Uint8Array(content)]), 'Paraiška įmonei.docx');
    const res = await company.request({ method: 'POST', url, ...(await encodeForm(form)) });
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json() as DocumentDto;

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(objects()).toEqual([row!.storageKey]);
    nothingOnDisk();

    const download = await company.get(document.downloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Paraiska imonei.docx"; filename*=UTF-8''Parai%C5%A1ka%20%C4%AFmonei.docx`,
    );

    const removed = await company.request({ method: 'DELETE', url: `${url}/${document.id}` });
    expect(removed.statusCode).toBe(204);
    expect(objects()).toEqual([]);
  });

  it('keeps nothing of a refused upload', async () => {
    const created = await company.post('/api/v1/paraiskos/l13', { type: 'NAUJA' });
    const application = created.json() as ApplicationDetail;
    const form = new FormData();
    form.append('type', 'PARAISKA_PDF');
    form.append('title', 'Paraiška');
    form.append('file', new Blob([new Uint8Array(docx())]), 'paraiska.pdf');
    const res = await company.request({
      method: 'POST',
      url: `/api/v1/paraiskos/l13/${application.id}/dokumentai`,
      ...(await encodeForm(form)),
    });
    expect(res.statusCode).toBe(400);
    expect(objects()).toEqual([]);
  });
});

describe('content files in an S3-compatible object store', () => {
  it('stores an administrator’s upload there and serves it', async () => {
    const admin = new Client(t.app);
    await admin.testLogin('39912319997', 'Lukas', 'Žemaitis');
    const bytes = pdf();
    const up = await admin.request({
      method: 'POST',
      url: `/api/content/admin/upload/files?name=${encodeURIComponent('Prašymo forma.pdf')}`,
      payload: bytes,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(objects()).toEqual([expect.stringMatching(/^content\/[0-9a-f-]{36}$/)]);
    const res = await new Client(t.app).get(up.json().url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'files'))).toBe(false);
    const gone = await admin.request({
      method: 'DELETE',
      url: `/api/content/admin/upload/files/${up.json().id}`,
    });
    expect(gone.statusCode).toBe(204);
    expect(objects()).toEqual([]);
  });
});
