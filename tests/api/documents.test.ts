/**
 * Documents of an application through the API (issue 4 §5, spec §5 Files, §8 upload errors): every
 * allowed type into the slots that take it, types decided by the bytes, 10 MB per file and 50 MB
 * per application with the spec's texts, documents given by address, removal, downloads by the
 * owner and by officers only, and nobody else's documents (issue 8 §4: spoofed types, zip bombs,
 * path traversal in names).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { documents } from '../../src/server/db/schema-permits.ts';
import { docx, exe, jpeg, ods, odt, pdf, tiff, xlsx, zipBomb } from '../../src/server/files/test-files.ts';
import { translate } from '../../src/shared/i18n/index.ts';
import type { ApplicationDetail, DocumentDto } from '../../src/shared/permits/api-types.ts';
import { companyContactsExample, l13Example } from '../../src/shared/permits/kinds/l13/example.ts';
import { Client, createTestApp, encodeForm, type TestApp } from '../support/app.ts';
import { COMPANIES, loginAs } from '../support/personas.ts';

const MB = 1024 * 1024;

let t: TestApp;
let company: Client;
let officer: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  officer = await loginAs(t.app, 'officer');
});
afterAll(() => t.close());

async function newL13(client = company): Promise<ApplicationDetail> {
  const res = await client.post('/api/v1/paraiskos/l13', { type: 'NAUJA' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const docsUrl = (applicationId: string) => `/api/v1/paraiskos/l13/${applicationId}/dokumentai`;

interface FilePart {
  name: string;
  content: Buffer;
  /** What the browser claims; the server never believes it. */
  type?: string;
}

/** A multipart body exactly as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return encodeForm(form);
}

async function upload(
  applicationId: string,
  fields: Record<string, string>,
  file?: FilePart,
  client = company,
) {
  const body = await multipart(fields, file);
  return client.request({ method: 'POST', url: docsUrl(applicationId), ...body });
}

/** Every file in the document store, and anything left in its temporary folder. */
function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'files');
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
        )
      : [];
  return [...walk(join(root, 'documents')), ...walk(join(root, '.tmp'))];
}

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

describe('uploading', () => {
  it.each([
    [
      'PARAISKA',
      'paraiska.docx',
      docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['PARAISKA', 'paraiska.odt', odt(), 'application/vnd.oasis.opendocument.text'],
    ['PARAISKA_PDF', 'paraiska.pdf', pdf(), 'application/pdf'],
    ['KITA', 'priedas.pdf', pdf(), 'application/pdf'],
    [
      'KITA',
      'priedas.docx',
      docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['KITA', 'srautai.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['KITA', 'priedas.odt', odt(), 'application/vnd.oasis.opendocument.text'],
    ['KITA', 'srautai.ods', ods(), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['TECHNOLOGINIS_REGLAMENTAS', 'schema.tif', tiff(), 'image/tiff'],
  ])('takes %s as %s (%s)', async (type, name, content, contentType) => {
    const app = await newL13();
    const res = await upload(
      app.id,
      { type, title: `Dokumentas ${name}`, confidential: 'true' },
      { name, content },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json() as DocumentDto;
    expect(doc).toMatchObject({
      type,
      title: `Dokumentas ${name}`,
      fileName: name,
      contentType,
      size: content.byteLength,
      url: null,
      confidential: true,
      signed: false,
    });
    expect(doc.downloadUrl).toBe(`${docsUrl(app.id)}/${doc.id}`);
    const detail = (await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json() as ApplicationDetail;
    expect(detail.documents.map((d) => d.id)).toEqual([doc.id]);
  });

  it('marks signed PDF and ODF files as signed', async () => {
    const app = await newL13();
    const signedPdf = await upload(
      app.id,
      { type: 'PARAISKA_PDF', title: 'Pasirašyta paraiška' },
      { name: 'paraiska.pdf', content: pdf({ signed: true }) },
    );
    expect(signedPdf.json()).toMatchObject({ signed: true, contentType: 'application/pdf' });
    const signedOdt = await upload(
      app.id,
      { type: 'PARAISKA', title: 'Paraiška' },
      { name: 'paraiska.odt', content: odt({ signed: true }) },
    );
    expect(signedOdt.json()).toMatchObject({ signed: true });
  });

  it("refuses a type the slot does not take, naming what it takes, in the person's language", async () => {
    const app = await newL13();
    const pdfAsApplication = await upload(
      app.id,
      { type: 'PARAISKA', title: 'Paraiška' },
      { name: 'paraiska.pdf', content: pdf() },
    );
    expect(pdfAsApplication.statusCode).toBe(400);
    expect(fieldErrors(pdfAsApplication)).toEqual([
      { field: 'file', message: 'Wrong file format. You can upload: DOCX, ODT.' },
    ]);
    const lt = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos, 'lt');
    const photo = await upload(
      app.id,
      { type: 'KITA', title: 'Nuotrauka' },
      { name: 'foto.jpg', content: jpeg() },
      lt,
    );
    expect(fieldErrors(photo)).toEqual([
      {
        field: 'file',
        message: 'Netinkamas failo formatas. Galima įkelti: PDF, DOCX, XLSX, ODT, ODS, TIFF.',
      },
    ]);
    expect((await company.get(`/api/v1/paraiskos/l13/${app.id}`)).json().documents).toEqual([]);
  });

  it('refuses spoofed types and zip bombs by their bytes, and keeps nothing of them', async () => {
    const app = await newL13();
    const before = storedFiles();
    const renamedExe = await upload(
      app.id,
      { type: 'PARAISKA_PDF', title: 'Paraiška' },
      { name: 'paraiska.pdf', content: exe(), type: 'application/pdf' },
    );
    expect(renamedExe.statusCode).toBe(400);
    expect(fieldErrors(renamedExe)).toEqual([
      { field: 'file', message: 'Wrong file format. You can upload: PDF.' },
    ]);
    const html = await upload(
      app.id,
      { type: 'KITA', title: 'Priedas' },
      {
        name: 'priedas.pdf',
        content: Buffer.from('<html><script>alert(1)</script></html>'),
        type: 'application/pdf',
      },
    );
    expect(html.statusCode).toBe(400);
    const bomb = await upload(
      app.id,
      { type: 'PARAISKA', title: 'Paraiška' },
      { name: 'paraiska.docx', content: zipBomb(20) },
    );
    expect(bomb.statusCode).toBe(400);
    expect(fieldErrors(bomb)[0]?.field).toBe('file');
    const macros = await upload(
      app.id,
      { type: 'PARAISKA', title: 'Paraiška' },
      { name: 'paraiska.docx', content: docx({ macros: true }) },
    );
    expect(macros.statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
    expect(await t.database.db.select().from(documents).where(eq(documents.applicationId, app.id))).toEqual(
      [],
    );
  });

  it('keeps only the last part of a file name with a path, and never uses it on disk', async () => {
    const app = await newL13();
    const res = await upload(
      app.id,
      { type: 'KITA', title: 'Priedas' },
      { name: '../../../etc/passwd.pdf', content: pdf() },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('passwd.pdf');
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, res.json().id));
    expect(row!.storageKey).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect(storedFiles().some((path) => path.includes('passwd'))).toBe(false);
  });

  it('refuses a file over 10 MB with the spec text in English and Lithuanian, and takes exactly 10 MB', async () => {
    const app = await newL13();
    const before = storedFiles();
    const tooBig = pdf({ size: 10 * MB + 1 });
    const en = await upload(
      app.id,
      { type: 'KITA', title: 'Skenuotas' },
      { name: 'scan.pdf', content: tooBig },
    );
    expect(en.statusCode).toBe(400);
    expect(fieldErrors(en)).toEqual([
      { field: 'file', message: 'The file is over 10 MB. Upload a smaller file.' },
    ]);
    const lt = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos, 'lt');
    const inLithuanian = await upload(
      app.id,
      { type: 'KITA', title: 'Skenuotas' },
      { name: 'scan.pdf', content: tooBig },
      lt,
    );
    expect(fieldErrors(inLithuanian)).toEqual([
      { field: 'file', message: 'Failas didesnis nei 10 MB. Įkelkite mažesnį failą.' },
    ]);
    expect(storedFiles()).toEqual(before);

    const exactly = await upload(
      app.id,
      { type: 'KITA', title: 'Skenuotas' },
      { name: 'scan.pdf', content: pdf({ size: 10 * MB }) },
    );
    expect(exactly.statusCode, exactly.body).toBe(201);
    expect(exactly.json().size).toBe(10 * MB);
  });

  it('refuses a file that would take the application over 50 MB in total', async () => {
    const app = await newL13();
    const ten = pdf({ size: 10 * MB });
    for (let i = 1; i <= 5; i++) {
      const res = await upload(
        app.id,
        { type: 'KITA', title: `Priedas ${i}` },
        { name: `priedas-${i}.pdf`, content: ten },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = storedFiles();
    const sixth = await upload(
      app.id,
      { type: 'KITA', title: 'Priedas 6' },
      { name: 'priedas-6.pdf', content: pdf() },
    );
    expect(sixth.statusCode).toBe(400);
    expect(fieldErrors(sixth)).toEqual([
      {
        field: 'file',
        message:
          'All documents of an application together cannot be over 50 MB. Remove documents you do not need or upload a smaller file.',
      },
    ]);
    expect(storedFiles()).toEqual(before);
    // A document given by address takes no space, so it still fits.
    const link = await company.post(docsUrl(app.id), {
      type: 'KITA',
      title: 'Nuoroda',
      url: 'https://dokumentai.example.lt/priedas.pdf',
    });
    expect(link.statusCode, link.body).toBe(201);
  });

  it('needs a type, a title and a file or an address, and says so for each field', async () => {
    const app = await newL13();
    const empty = await upload(app.id, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual([
      { field: 'type', message: 'Required' },
      { field: 'title', message: 'Required' },
      { field: 'file', message: 'Attach a file or give the web address of the document.' },
    ]);
    const wrong = await company.post(docsUrl(app.id), {
      type: 'NEZINOMAS',
      title: 'x'.repeat(201),
      url: 'javascript:alert(1)',
    });
    expect(fieldErrors(wrong).map((e) => e.field)).toEqual(['type', 'title', 'url']);
    const emptyFile = await upload(
      app.id,
      { type: 'KITA', title: 'Tuščias' },
      { name: 'tuscias.pdf', content: Buffer.alloc(0) },
    );
    expect(fieldErrors(emptyFile)).toEqual([
      { field: 'file', message: 'The file is empty. Choose a file with content.' },
    ]);
  });

  it('takes a document given by address only (spec §5: file required unless it has a url)', async () => {
    const app = await newL13();
    const res = await company.post(docsUrl(app.id), {
      type: 'KVALIFIKACIJA',
      title: 'Kvalifikacijos pažymėjimas',
      url: 'https://registrai.example.lt/pazymejimas/123',
      confidential: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'KVALIFIKACIJA',
      url: 'https://registrai.example.lt/pazymejimas/123',
      fileName: null,
      contentType: null,
      size: 0,
      confidential: true,
      downloadUrl: null,
    });
    expect((await company.get(`${docsUrl(app.id)}/${res.json().id}`)).statusCode).toBe(404);
  });

  it('answers a broken multipart body with 400 and keeps nothing of it', async () => {
    const app = await newL13();
    const before = storedFiles();
    const garbage = await company.request({
      method: 'POST',
      url: docsUrl(app.id),
      payload: '{"type":"KITA"}',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbage.statusCode).toBe(400);
    const whole = await multipart(
      { type: 'KITA', title: 'Nutrūkęs' },
      { name: 'a.pdf', content: pdf({ size: 200_000 }) },
    );
    // The body ends in the middle of the file, without its closing boundary.
    const cut = await company.request({
      method: 'POST',
      url: docsUrl(app.id),
      payload: whole.payload.subarray(0, 100_000),
      headers: whole.headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('takes one file per request', async () => {
    const app = await newL13();
    const form = new FormData();
    form.append('type', 'KITA');
    form.append('title', 'Du failai');
    form.append('file', new Blob([new Uint8Array(pdf())]), 'a.pdf');
    form.append('file', new Blob([new Uint8Array(pdf())]), 'b.pdf');
    const before = storedFiles();
    const res = await company.request({
      method: 'POST',
      url: docsUrl(app.id),
      ...(await encodeForm(form)),
    });
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual(before);
  });
});

describe('downloading and removing', () => {
  it('gives the owner the file as an attachment that is never cached or sniffed', async () => {
    const app = await newL13();
    const content = docx();
    const doc = (
      await upload(app.id, { type: 'PARAISKA', title: 'Paraiška' }, { name: 'Paraiška įmonei.docx', content })
    ).json() as DocumentDto;
    const res = await company.get(doc.downloadUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Paraiska imonei.docx"; filename*=UTF-8''Parai%C5%A1ka%20%C4%AFmonei.docx`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(content.byteLength);
  });

  it('lets an officer download from the back office, and nobody else', async () => {
    const app = await newL13();
    const content = pdf({ signed: true });
    const doc = (
      await upload(app.id, { type: 'PARAISKA_PDF', title: 'Paraiška' }, { name: 'paraiska.pdf', content })
    ).json() as DocumentDto;
    const officerUrl = `/api/v1/tarnyba/paraiskos/${app.id}/dokumentai/${doc.id}`;
    const res = await officer.get(officerUrl);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await company.get(officerUrl)).statusCode).toBe(403);
    expect(
      (
        await officer.get(
          `/api/v1/tarnyba/paraiskos/${app.id}/dokumentai/00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('removes a document and its stored file while the application is editable', async () => {
    const app = await newL13();
    const before = storedFiles();
    const doc = (
      await upload(app.id, { type: 'KITA', title: 'Priedas' }, { name: 'priedas.pdf', content: pdf() })
    ).json() as DocumentDto;
    expect(storedFiles()).toHaveLength(before.length + 1);
    const res = await company.request({ method: 'DELETE', url: `${docsUrl(app.id)}/${doc.id}` });
    expect(res.statusCode).toBe(204);
    expect(storedFiles()).toEqual(before);
    expect((await company.get(`${docsUrl(app.id)}/${doc.id}`)).statusCode).toBe(404);
    expect(
      (await company.request({ method: 'DELETE', url: `${docsUrl(app.id)}/${doc.id}` })).statusCode,
    ).toBe(404);
  });

  it('refuses changes once the application is submitted (409) but still lets the owner download', async () => {
    const app = await newL13();
    const uploads: [string, string, Buffer][] = [
      ['PARAISKA', 'paraiska.docx', docx()],
      ['PARAISKA_PDF', 'paraiska.pdf', pdf({ signed: true })],
      ['TECHNOLOGINIS_REGLAMENTAS', 'reglamentas.pdf', pdf()],
      ['KVALIFIKACIJA', 'pazymejimas.pdf', pdf()],
    ];
    const ids: string[] = [];
    for (const [type, name, content] of uploads) {
      const res = await upload(app.id, { type, title: type }, { name, content });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const submit = await company.post(`/api/v1/paraiskos/l13/${app.id}/veiksmai/submit`, {
      data: { ...l13Example, ...companyContactsExample },
      revision: app.revision,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const before = storedFiles();
    const more = await upload(
      app.id,
      { type: 'KITA', title: 'Vėlesnis' },
      { name: 'priedas.pdf', content: pdf() },
    );
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(translate('en', 'engine.error.notEditable'));
    expect(
      (await company.post(docsUrl(app.id), { type: 'KITA', title: 'Nuoroda', url: 'https://example.lt/a' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await company.request({ method: 'DELETE', url: `${docsUrl(app.id)}/${ids[0]}` })).statusCode,
    ).toBe(409);
    expect(storedFiles()).toEqual(before);
    expect((await company.get(`${docsUrl(app.id)}/${ids[0]}`)).statusCode).toBe(200);
  });
});

describe("nobody reaches another party's documents", () => {
  let app: ApplicationDetail;
  let doc: DocumentDto;
  beforeAll(async () => {
    app = await newL13();
    doc = (
      await upload(
        app.id,
        { type: 'KITA', title: 'Konfidencialus', confidential: 'true' },
        { name: 'a.pdf', content: pdf() },
      )
    ).json();
  });

  it('another person gets 404 for reading, adding and removing', async () => {
    const jonas = await loginAs(t.app, 'jonas');
    expect((await jonas.get(doc.downloadUrl!)).statusCode).toBe(404);
    expect((await jonas.request({ method: 'DELETE', url: doc.downloadUrl! })).statusCode).toBe(404);
    const before = storedFiles();
    const add = await upload(
      app.id,
      { type: 'KITA', title: 'Svetimas' },
      { name: 'b.pdf', content: pdf() },
      jonas,
    );
    expect(add.statusCode).toBe(404);
    expect(storedFiles()).toEqual(before);
    // Nor through the back office: Jonas is no officer.
    expect((await jonas.get(`/api/v1/tarnyba/paraiskos/${app.id}/dokumentai/${doc.id}`)).statusCode).toBe(
      403,
    );
  });

  it('another company of the same representative gets 404', async () => {
    const ona = await loginAs(t.app, 'ona', COMPANIES.zuvedra);
    const own = await newL13(ona);
    const ownDoc = (
      await upload(
        own.id,
        { type: 'KITA', title: 'Žuvėdros priedas' },
        { name: 'z.pdf', content: pdf() },
        ona,
      )
    ).json() as DocumentDto;
    expect((await ona.get(ownDoc.downloadUrl!)).statusCode).toBe(200);
    const forOther = await loginAs(t.app, 'ona', COMPANIES.miskoRatas);
    expect((await forOther.get(ownDoc.downloadUrl!)).statusCode).toBe(404);
    expect((await forOther.request({ method: 'DELETE', url: ownDoc.downloadUrl! })).statusCode).toBe(404);
    expect(
      (await upload(own.id, { type: 'KITA', title: 'x' }, { name: 'x.pdf', content: pdf() }, forOther))
        .statusCode,
    ).toBe(404);
    // And the company's own document is not reachable under another application's id.
    expect((await company.get(`${docsUrl(app.id)}/${ownDoc.id}`)).statusCode).toBe(404);
  });

  it('needs a session and the anti-forgery header', async () => {
    const anonymous = new Client(t.app);
    expect((await anonymous.get(doc.downloadUrl!)).statusCode).toBe(401);
    const body = await multipart({ type: 'KITA', title: 'x' }, { name: 'x.pdf', content: pdf() });
    const noXsrf = await company.request({ method: 'POST', url: docsUrl(app.id), ...body, xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
  });
});
