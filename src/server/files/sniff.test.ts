import { strToU8, zipSync } from 'fflate';
import { bufferSource, readZipDirectory, ZIP_LIMITS } from '../../shared/files/zip.ts';
import { sniffFile, sniffGeodata } from './sniff.ts';
import {
  asice,
  DOCX_MAIN,
  docx,
  exe,
  jpeg,
  odp,
  ods,
  odt,
  pdf,
  png,
  tiff,
  xlsx,
  zipBomb,
} from './test-files.ts';

const sniff = (bytes: Uint8Array) => sniffFile(bufferSource(bytes));

/** Offsets of the central directory records and the end record of a zip. */
function zipLayout(bytes: Buffer) {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const cdOffset = bytes.readUInt32LE(eocd + 16);
  const records: number[] = [];
  for (let p = cdOffset; p < eocd; ) {
    records.push(p);
    p += 46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
  }
  const name = (p: number) => bytes.subarray(p + 46, p + 46 + bytes.readUInt16LE(p + 28)).toString();
  return { eocd, cdOffset, records, name };
}

describe('sniffFile: the types spec §5 allows, by their bytes', () => {
  it.each([
    ['pdf', pdf(), 'application/pdf'],
    ['docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['odt', odt(), 'application/vnd.oasis.opendocument.text'],
    ['ods', ods(), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['tiff', tiff(), 'image/tiff'],
    ['tiff', tiff(true), 'image/tiff'],
    ['jpeg', jpeg(), 'image/jpeg'],
    ['png', png(), 'image/png'],
  ] as const)('recognises %s', async (type, bytes, contentType) => {
    expect(await sniff(bytes)).toEqual({ ok: true, type, contentType, signed: false });
  });

  it('finds an ODF document whose mimetype entry is compressed too', async () => {
    const bytes = zipSync({
      mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
      'content.xml': strToU8('<office:document-content/>'),
      'META-INF/manifest.xml': strToU8('<manifest:manifest/>'),
    });
    expect(await sniff(bytes)).toMatchObject({ ok: true, type: 'ods' });
  });
});

describe('sniffFile: electronic signatures', () => {
  it('marks a PDF with a signature dictionary as signed, and one without as not', async () => {
    expect(await sniff(pdf({ signed: true }))).toMatchObject({ ok: true, type: 'pdf', signed: true });
    // /SigFlags in a form is not a signature.
    const formOnly = Buffer.from(
      pdf().toString('latin1').replace('/Type /Catalog', '/Type /Catalog /AcroForm << /SigFlags 0 >>'),
      'latin1',
    );
    expect(await sniff(formOnly)).toMatchObject({ ok: true, type: 'pdf', signed: false });
  });

  it('finds a signature dictionary split across the 1 MB read chunks', async () => {
    const big = pdf({ signed: true, size: 3 * 1024 * 1024 });
    const at = big.indexOf('/ByteRange');
    expect(at).toBeGreaterThan(1024 * 1024);
    expect(await sniff(big)).toMatchObject({ type: 'pdf', signed: true });
  });

  it('marks signed ODF and OOXML documents', async () => {
    expect(await sniff(odt({ signed: true }))).toMatchObject({ ok: true, type: 'odt', signed: true });
    expect(await sniff(docx({ signed: true }))).toMatchObject({ ok: true, type: 'docx', signed: true });
  });
});

describe('sniffFile: refused', () => {
  it('refuses an executable, also when it is named .pdf (names are never read)', async () => {
    expect(await sniff(exe())).toEqual({ ok: false, reason: 'unknown-format' });
  });

  it('refuses HTML, plain text, a PNG signature without its header chunk and an empty file', async () => {
    expect(await sniff(Buffer.from('<!doctype html><script>alert(1)</script>'))).toEqual({
      ok: false,
      reason: 'unknown-format',
    });
    expect(await sniff(Buffer.from('%PD'))).toEqual({ ok: false, reason: 'unknown-format' });
    expect(await sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatchObject({
      ok: false,
    });
    expect(await sniff(new Uint8Array(0))).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses a PDF cut short (no %%EOF)', async () => {
    const whole = pdf();
    expect(await sniff(whole.subarray(0, whole.length - 20))).toEqual({ ok: false, reason: 'truncated' });
  });

  it('refuses a macro-enabled document and a docx declaring another main part type', async () => {
    expect(await sniff(docx({ macros: true }))).toEqual({ ok: false, reason: 'macros' });
    expect(await sniff(docx({ mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }))).toEqual(
      { ok: false, reason: 'unknown-format' },
    );
  });

  it('refuses zips that are not one of the allowed documents: a presentation, an ASiC-E container, a plain zip', async () => {
    expect(await sniff(odp())).toEqual({ ok: false, reason: 'unknown-format' });
    expect(await sniff(asice())).toEqual({ ok: false, reason: 'unknown-format' });
    expect(await sniff(zipSync({ 'readme.txt': strToU8('labas') }))).toEqual({
      ok: false,
      reason: 'unknown-format',
    });
  });

  it('refuses a zip bomb from its declared ratio without inflating it', async () => {
    const bomb = zipBomb(20);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect(await sniff(bomb)).toEqual({ ok: false, reason: 'zip-bomb' });
  });

  it('refuses declared sizes over the total limit', async () => {
    const bytes = Buffer.from(docx());
    const { records } = zipLayout(bytes);
    bytes.writeUInt32LE(ZIP_LIMITS.maxTotalUncompressed + 1, records[0]! + 24);
    expect(await sniff(bytes)).toEqual({ ok: false, reason: 'zip-bomb' });
  });

  it('stops inflating an entry that grows past its declared size', async () => {
    const bytes = Buffer.from(docx());
    const { records, name } = zipLayout(bytes);
    const types = records.find((p) => name(p) === '[Content_Types].xml')!;
    bytes.writeUInt32LE(100, types + 24);
    // Not what its directory says: the zip is broken, and reading stopped one step past 100 bytes.
    expect(await sniff(bytes)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses entries that overlap (the overlapping-files zip bomb)', async () => {
    const bytes = Buffer.from(docx());
    const { records } = zipLayout(bytes);
    // Point the second entry at the first one's data.
    bytes.writeUInt32LE(bytes.readUInt32LE(records[0]! + 42), records[1]! + 42);
    expect(await sniff(bytes)).toEqual({ ok: false, reason: 'zip-bomb' });
  });

  it('refuses encrypted entries, unknown methods, duplicate names and too many entries', async () => {
    const encrypted = Buffer.from(docx());
    const first = zipLayout(encrypted).records[0]!;
    encrypted.writeUInt16LE(encrypted.readUInt16LE(first + 8) | 1, first + 8);
    expect(await sniff(encrypted)).toEqual({ ok: false, reason: 'encrypted' });

    const lzma = Buffer.from(docx());
    lzma.writeUInt16LE(14, zipLayout(lzma).records[0]! + 10);
    expect(await sniff(lzma)).toEqual({ ok: false, reason: 'unsupported-method' });

    // Two entries named alike: different readers would open different ones.
    const duplicate = Buffer.from(zipSync({ 'word/a.xml': strToU8('1'), 'word/b.xml': strToU8('2') }));
    duplicate.write('word/a.xml', zipLayout(duplicate).records[1]! + 46, 'latin1');
    expect(await sniff(duplicate)).toEqual({ ok: false, reason: 'invalid' });

    const many: Record<string, Uint8Array> = { '[Content_Types].xml': strToU8(`"${DOCX_MAIN}"`) };
    for (let i = 0; i <= ZIP_LIMITS.maxEntries; i++) many[`word/p${i}.xml`] = strToU8('x');
    expect(await sniff(zipSync(many))).toEqual({ ok: false, reason: 'too-many-entries' });
  });

  it('refuses a zip with data hidden between its directory and end record, or a broken end record', async () => {
    const bytes = Buffer.from(docx());
    const { eocd } = zipLayout(bytes);
    const padded = Buffer.concat([bytes.subarray(0, eocd), Buffer.from('hidden'), bytes.subarray(eocd)]);
    expect(await sniff(padded)).toEqual({ ok: false, reason: 'invalid' });
    expect(await sniff(bytes.subarray(0, bytes.length - 5))).toEqual({ ok: false, reason: 'not-zip' });
  });

  it('reads the central directory of a real document', async () => {
    const directory = await readZipDirectory(bufferSource(docx()));
    expect(directory.entries.map((e: { name: string }) => e.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });
});

describe('sniffGeodata: a boundary or mining-site file by its first bytes', () => {
  it('tells a zip from JSON text, with or without a byte order mark or leading space', () => {
    expect(sniffGeodata(zipSync({ 'a.shp': strToU8('x') }))).toBe('zip');
    expect(sniffGeodata(strToU8('{"type":"FeatureCollection"}'))).toBe('geojson');
    expect(sniffGeodata(strToU8('\ufeff \r\n\t{"type":"Polygon"}'))).toBe('geojson');
    expect(sniffGeodata(strToU8('[1, 2]'))).toBeNull();
    expect(sniffGeodata(pdf())).toBeNull();
    expect(sniffGeodata(new Uint8Array(0))).toBeNull();
  });
});
