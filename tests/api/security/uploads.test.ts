/**
 * Uploads against a hostile sender (issue 8 §4; ASVS 5.0 V5.2, V5.3, V5.4): a program or a page
 * dressed as a PDF is refused by its bytes whatever its name and Content-Type say; zip bombs —
 * gigabytes admitted in the directory, or hidden behind a directory that claims a few bytes — are
 * refused without being inflated, in an application's documents and as a felling boundary file;
 * a file name with a path is kept as a clean name only and never touches the disk; a file over the
 * limit is refused. Nothing of a refused upload is kept.
 */

import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import { DOCX_MAIN, exe, jpeg, pdf } from '../../../src/server/files/test-files.ts';
import type { ApplicationDetail, DocumentDto } from '../../../src/shared/permits/api-types.ts';
import type { Client } from '../../support/app.ts';
import { createTestApp, encodeForm, type TestApp } from '../../support/app.ts';
import { COMPANIES, loginAs } from '../../support/personas.ts';
import { declared, entryOf, zerosDeflated, zerosDeflatedOneStream, zipOf } from '../../support/zip-bombs.ts';

const MB = 1024 * 1024;

let t: TestApp;
let company: Client;
let forester: Client;
beforeAll(async () => {
  t = await createTestApp();
  company = await loginAs(t.app, 'tomas', COMPANIES.baltijosAtliekos);
  forester = await loginAs(t.app, 'jonas');
});
afterAll(() => t.close());

async function draft(client: Client, kind: 'l13' | 'l08_2'): Promise<ApplicationDetail> {
  const res = await client.post(`/api/v1/paraiskos/${kind}`, { type: 'NAUJA' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function upload(
  client: Client,
  url: string,
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(
    'file',
    new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  return client.request({
    method: 'POST',
    url,
    ...(await encodeForm(form)),
  });
}

const documentsOf = (kind: string, id: string) => `/api/v1/paraiskos/${kind}/${id}/dokumentai`;

/** Every file under the data directory (storage, its temporary folder, keys). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
const storedFiles = () => filesUnder(join(t.config.dataDir, 'files'));

/** Peak resident memory of this process so far, in bytes (it only ever grows). */
const peakMemory = () => process.resourceUsage().maxRSS * 1024;

/** Runs `upload`, and says how long it took and how much the process's peak memory grew. */
async function measured<T>(upload: () => Promise<T>) {
  global.gc?.();
  const peak = peakMemory();
  const started = performance.now();
  const result = await upload();
  return { result, seconds: (performance.now() - started) / 1000, grew: peakMemory() - peak };
}

const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { errors: { fieldErrors: { field: string; message: string }[] } }).errors.fieldErrors;

const CONTENT_TYPES_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${DOCX_MAIN}"/></Types>`;

describe('uploads from a hostile sender', () => {
  it('refuses files dressed as a PDF by their bytes, whatever the name and Content-Type say', async () => {
    const application = await draft(company, 'l13');
    const before = storedFiles();
    const disguises = [
      { what: 'a Windows program', content: exe() },
      {
        what: 'a web page with a script',
        content: Buffer.from('<html><script>alert(document.cookie)</script>'),
      },
      {
        what: 'an SVG with a script',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
      { what: 'a shell script', content: Buffer.from('#!/bin/sh\nrm -rf /\n') },
      { what: 'a photo (a type this slot does not take)', content: jpeg() },
      { what: 'a PDF header on nothing', content: Buffer.from('%PDF-1.7\n<script>') },
    ];
    for (const { what, content } of disguises) {
      const res = await upload(
        company,
        documentsOf('l13', application.id),
        { type: 'PARAISKA_PDF', title: 'Paraiška' },
        { name: 'paraiska.pdf', content, type: 'application/pdf' },
      );
      expect(res.statusCode, what).toBe(400);
      expect(fieldErrors(res)[0]?.field, what).toBe('file');
    }
    expect(storedFiles()).toEqual(before);
    // The real thing goes through, so the refusals above are about the bytes.
    const real = await upload(
      company,
      documentsOf('l13', application.id),
      { type: 'PARAISKA_PDF', title: 'Paraiška' },
      { name: 'paraiska.pdf', content: pdf(), type: 'application/pdf' },
    );
    expect(real.statusCode, real.body).toBe(201);
  });

  it('refuses a 3 MB docx whose directory admits 3 GB, from the directory alone', async () => {
    const application = await draft(company, 'l13');
    const before = storedFiles();
    const bomb = zipOf([
      entryOf('[Content_Types].xml', CONTENT_TYPES_XML),
      { name: 'word/document.xml', data: zerosDeflated(3072), declaredSize: declared(3072), crc: 0 },
    ]);
    expect(bomb.length).toBeLessThan(4 * MB);
    const { result, seconds, grew } = await measured(() =>
      upload(
        company,
        documentsOf('l13', application.id),
        { type: 'PARAISKA', title: 'Paraiška' },
        {
          name: 'paraiska.docx',
          content: bomb,
        },
      ),
    );
    expect(result.statusCode).toBe(400);
    expect(fieldErrors(result)[0]?.field).toBe('file');
    expect(seconds).toBeLessThan(5);
    expect(grew).toBeLessThan(256 * MB);
    expect(storedFiles()).toEqual(before);
  });

  it('stops inflating a part that grows past the few bytes its directory claimed', async () => {
    const application = await draft(company, 'l13');
    const before = storedFiles();
    // The one part the server reads to tell a docx, lying: 2 kB declared, 1 GB inside.
    const liar = zipOf([
      { name: '[Content_Types].xml', data: await zerosDeflatedOneStream(1024), declaredSize: 2048, crc: 0 },
      entryOf('word/document.xml', '<w:document/>'),
    ]);
    const { result, seconds, grew } = await measured(() =>
      upload(
        company,
        documentsOf('l13', application.id),
        { type: 'PARAISKA', title: 'Paraiška' },
        {
          name: 'paraiska.docx',
          content: liar,
        },
      ),
    );
    expect(result.statusCode).toBe(400);
    expect(seconds).toBeLessThan(5);
    expect(grew).toBeLessThan(256 * MB);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a zip bomb given as a felling boundary file, without inflating it', async () => {
    const notice = await draft(forester, 'l08_2');
    const before = storedFiles();
    const boundary = (shp: { data: Buffer; declaredSize: number }) =>
      upload(
        forester,
        documentsOf('l08_2', notice.id),
        { type: 'KIRTAVIETES_RIBOS', title: 'Kirtavietės ribos' },
        {
          name: 'ribos.zip',
          content: zipOf([
            { name: 'ribos.shp', ...shp, crc: 0 },
            entryOf('ribos.shx', Buffer.alloc(100)),
            entryOf('ribos.dbf', Buffer.alloc(100)),
          ]),
        },
      );
    const honest = await measured(() =>
      boundary({ data: zerosDeflated(1024), declaredSize: declared(1024) }),
    );
    expect(honest.result.statusCode).toBe(400);
    expect(fieldErrors(honest.result)[0]?.field).toBe('file');
    expect(honest.seconds).toBeLessThan(5);
    expect(honest.grew).toBeLessThan(256 * MB);
    const hidden = await zerosDeflatedOneStream(1024);
    const liar = await measured(() => boundary({ data: hidden, declaredSize: 4096 }));
    expect(liar.result.statusCode).toBe(400);
    expect(liar.seconds).toBeLessThan(5);
    expect(liar.grew).toBeLessThan(256 * MB);
    expect(storedFiles()).toEqual(before);
  });

  it('keeps a file name with a path or control characters only as a clean name, and writes nothing outside the store', async () => {
    const application = await draft(company, 'l13');
    const dataDir = t.config.dataDir;
    const names = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
      ['/etc/shadow.pdf', 'shadow.pdf'],
      ['....//....//etc/hosts.pdf', 'hosts.pdf'],
      ['.htaccess.pdf', 'htaccess.pdf'],
      ['ata\u0007skai\u001bta\u0000.pdf', 'ataskaita.pdf'],
    ];
    for (const [sent, kept] of names) {
      const res = await upload(
        company,
        documentsOf('l13', application.id),
        { type: 'KITA', title: 'Priedas' },
        { name: sent!, content: pdf() },
      );
      expect(res.statusCode, `${sent}: ${res.body}`).toBe(201);
      const document = res.json() as DocumentDto;
      expect(document.fileName, sent).toBe(kept);
      const download = await company.get(document.downloadUrl!);
      expect(download.statusCode).toBe(200);
      const disposition = String(download.headers['content-disposition']);
      // A plain ASCII fallback (a token or quoted), the exact name in filename* when it differs.
      expect(disposition, sent).toMatch(
        /^attachment; filename=("[A-Za-z0-9._ -]+"|[A-Za-z0-9._-]+)(; filename\*=UTF-8''[^\s"]+)?$/,
      );
      expect(parseDisposition(disposition).parameters.filename, sent).toBe(kept);
      expect(disposition, sent).not.toMatch(/[\r\n]|\.\.\//);
    }
    // Stored under generated names inside the store only.
    for (const file of storedFiles()) {
      expect(file.startsWith(join(dataDir, 'files', 'documents'))).toBe(true);
      expect(file).toMatch(/\/documents\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    }
    expect(filesUnder(dataDir).some((file) => /passwd|shadow|win\.ini|hosts|htaccess/.test(file))).toBe(
      false,
    );
    // Where each name would have landed had it been used as a path from the store's folders: nothing.
    for (const [sent] of names) {
      const aimed = resolve(join(dataDir, 'files', 'documents', '00'), sent!.replace(/\\/g, '/'));
      expect(existsSync(aimed), aimed).toBe(false);
    }
  });

  it('refuses a file over 10 MB, and keeps nothing of it', async () => {
    const application = await draft(company, 'l13');
    const before = storedFiles();
    const res = await upload(
      company,
      documentsOf('l13', application.id),
      { type: 'KITA', title: 'Didelis' },
      {
        name: 'didelis.pdf',
        content: pdf({ size: 12 * MB }),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'file', message: 'The file is over 10 MB. Upload a smaller file.' },
    ]);
    expect(storedFiles()).toEqual(before);
  });
});
