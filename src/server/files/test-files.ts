/**
 * Real, minimal files of every kind the portal meets, built in memory for the content-check unit
 * tests and the document API tests: what Word, Excel, LibreOffice, a scanner or a camera would
 * write, stripped to the parts that make the format, plus the hostile ones (an executable, zip bombs).
 */
import { crc32, deflateSync } from 'node:zlib';
import { strToU8, type Zippable, zipSync } from 'fflate';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/**
 * A PDF with a correct cross-reference table; with `signed`, a signature dictionary as signers
 * write it; with `size`, padded by a comment to exactly that many bytes (a large scan).
 */
export function pdf(options: { signed?: boolean; text?: string; size?: number } = {}): Buffer {
  if (options.size) {
    // The comment line adds "%" and "\n" around the padding; the startxref number may grow a digit.
    let padding = Math.max(0, options.size - buildPdf(options).byteLength - 2);
    padding += options.size - buildPdf({ ...options, padding }).byteLength;
    return buildPdf({ ...options, padding });
  }
  return buildPdf(options);
}

function buildPdf(options: { signed?: boolean; text?: string; padding?: number }): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 72 770 Td (${options.text ?? 'Paraiska'}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  if (options.signed) {
    objects[0] = '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R] /SigFlags 3 >> >>';
    objects.push(
      '<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange [0 1000 1200 400] /Contents <3082> /M (D:20260301120000Z) >>',
    );
    objects.push('<< /FT /Sig /T (Signature1) /V 5 0 R /Type /Annot /Subtype /Widget /Rect [0 0 0 0] >>');
  }
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  if (options.padding !== undefined) body += `%${'x'.repeat(options.padding)}\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const zip = (files: Zippable) => Buffer.from(zipSync(files, { level: 6 }));

const ooxmlTypes = (main: string, part: string) =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="${part}" ContentType="${main}"/></Types>`;
const rels = (target: string, type: string) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${type}" Target="${target}"/></Relationships>`;
const OFFICE_DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

export const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export function docx(options: { signed?: boolean; macros?: boolean; mainType?: string; size?: number } = {}) {
  const paragraph = '<w:p><w:r><w:t>Pavojingųjų atliekų tvarkymo licencijos paraiška</w:t></w:r></w:p>';
  // Text that does not compress to nothing, so that `size` makes a realistic large document.
  const filler = options.size ? randomText(options.size) : '';
  const files: Zippable = {
    '[Content_Types].xml': strToU8(ooxmlTypes(options.mainType ?? DOCX_MAIN, '/word/document.xml')),
    '_rels/.rels': strToU8(rels('word/document.xml', OFFICE_DOC)),
    'word/document.xml': strToU8(
      `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph}<w:p><w:r><w:t>${filler}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  };
  if (options.signed) {
    files['_xmlsignatures/origin.sigs'] = new Uint8Array(0);
    files['_xmlsignatures/sig1.xml'] = strToU8(
      `${XML}<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"/>`,
    );
  }
  if (options.macros) files['word/vbaProject.bin'] = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]);
  return zip(files);
}

export function xlsx() {
  return zip({
    '[Content_Types].xml': strToU8(
      ooxmlTypes(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        '/xl/workbook.xml',
      ),
    ),
    '_rels/.rels': strToU8(rels('xl/workbook.xml', OFFICE_DOC)),
    'xl/workbook.xml': strToU8(
      `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Srautai" sheetId="1"/></sheets></workbook>`,
    ),
  });
}

function odf(mimetype: string, extra: Zippable = {}) {
  return zip({
    // ODF 1.2 §3.3: the first entry, stored uncompressed.
    mimetype: [strToU8(mimetype), { level: 0 }],
    'content.xml': strToU8(
      `${XML}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" office:version="1.3"><office:body/></office:document-content>`,
    ),
    'META-INF/manifest.xml': strToU8(
      `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/></manifest:manifest>`,
    ),
    ...extra,
  });
}

export const odt = (options: { signed?: boolean } = {}) =>
  odf(
    'application/vnd.oasis.opendocument.text',
    options.signed ? { 'META-INF/documentsignatures.xml': strToU8(`${XML}<document-signatures/>`) } : {},
  );
export const ods = () => odf('application/vnd.oasis.opendocument.spreadsheet');
/** An ODF presentation: a real ODF file, but not a type any slot takes. */
export const odp = () => odf('application/vnd.oasis.opendocument.presentation');
/** An ASiC-E signature container (the shape of ADOC/eDoc): signed, but not one of spec §5's types. */
export const asice = () =>
  zip({
    mimetype: [strToU8('application/vnd.etsi.asic-e+zip'), { level: 0 }],
    'paraiska.pdf': pdf(),
    'META-INF/signatures0.xml': strToU8(
      `${XML}<asic:XAdESSignatures xmlns:asic="http://uri.etsi.org/02918/v1.2.1#"/>`,
    ),
  });

/** A little-endian TIFF: header, one IFD with width, height and no further IFD. */
export function tiff(bigEndian = false): Buffer {
  const b = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 4);
  const u16 = (v: number, o: number) => (bigEndian ? b.writeUInt16BE(v, o) : b.writeUInt16LE(v, o));
  const u32 = (v: number, o: number) => (bigEndian ? b.writeUInt32BE(v, o) : b.writeUInt32LE(v, o));
  b.write(bigEndian ? 'MM' : 'II', 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(2, 8);
  [
    [256, 1],
    [257, 1],
  ].forEach(([tag, value], i) => {
    const o = 10 + i * 12;
    u16(tag!, o);
    u16(3, o + 2);
    u32(1, o + 4);
    u16(value!, o + 8);
  });
  return b;
}

/** A JPEG/JFIF start and end (a scanner's or phone's photo begins the same way). */
export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A 1×1 grey PNG: signature, IHDR, IDAT and IEND, each chunk with its CRC (PNG §5). */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.byteLength);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a Windows executable (DOS stub and PE header). */
export function exe(): Buffer {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(128, 0x3c);
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  b.write('PE\0\0', 128, 'latin1');
  return b;
}

/** A docx-looking zip whose document inflates to `megabytes` MB of zeros (ratio ~1000:1). */
export function zipBomb(megabytes = 20): Buffer {
  return zip({
    '[Content_Types].xml': strToU8(ooxmlTypes(DOCX_MAIN, '/word/document.xml')),
    'word/document.xml': new Uint8Array(megabytes * 1024 * 1024),
  });
}

/** Text of `size` bytes that deflate cannot shrink much. */
export function randomText(size: number): string {
  const letters = 'abcdefghijklmnoprstuvyz ';
  let seed = 42;
  let out = '';
  for (let i = 0; i < size; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += letters[seed % letters.length];
  }
  return out;
}
