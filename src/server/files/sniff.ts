/**
 * The one content sniffer (issue 17 item 4): what a file is, by its bytes (architecture §7, spec §5
 * Files), for documents, boundary and mining-site files and content uploads alike.
 *
 * - PDF, TIFF, JPEG and PNG by their magic numbers (a PDF must also end with `%%EOF`);
 * - docx and xlsx as OOXML zips whose `[Content_Types].xml` names the main part and that have
 *   `word/` or `xl/` parts; odt and ods as ODF zips whose `mimetype` entry names the type;
 * - everything else — executables, HTML, macro-enabled Office files, unsafe zips — is refused.
 * - `sniffGeodata` tells a zip (a shapefile's or MapInfo's parts) from JSON text (GeoJSON) by the
 *   first bytes; the geodata readers then check the whole file.
 *
 * "Signed" (spec §3 Document "electronic signature"): a PDF with a signature dictionary
 * (`/ByteRange` and `/Type /Sig` or `/DocTimeStamp`), or a zip carrying XML signatures — ODF and
 * ASiC/ADOC containers keep them in `META-INF/*signature*.xml`, OOXML in `_xmlsignatures/`.
 */
import {
  type ByteSource,
  readZipDirectory,
  readZipEntry,
  type ZipRefusal,
  ZipRefusedError,
} from '../../shared/files/zip.ts';
import { CONTENT_TYPES, type FileType } from './file-types.ts';

export type SniffRefusal = 'empty' | 'unknown-format' | 'truncated' | 'macros' | ZipRefusal;

export type SniffResult =
  | { ok: true; type: FileType; contentType: string; signed: boolean }
  | { ok: false; reason: SniffRefusal };

const ODF_TYPES: Readonly<Record<string, FileType>> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};
const OOXML_MAIN: readonly { type: FileType; contentType: string; folder: string }[] = [
  {
    type: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    folder: 'word/',
  },
  {
    type: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    folder: 'xl/',
  },
];
const SIGNATURE_ENTRY = /^(META-INF\/[^/]*signature[^/]*\.xml|_xmlsignatures\/[^/]+\.xml)$/i;
/** VBA projects: a macro-enabled file renamed to .docx still carries one. */
const MACROS = /(^|\/)vbaProject\.bin$|^Basic\/|^Scripts\//i;

const startsWith = (bytes: Uint8Array, ...magic: number[]) => magic.every((b, i) => bytes[i] === b);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

export async function sniffFile(source: ByteSource): Promise<SniffResult> {
  if (source.size === 0) return { ok: false, reason: 'empty' };
  const head = await source.read(0, 16);
  const found = (type: FileType, signed = false): SniffResult => ({
    ok: true,
    type,
    contentType: CONTENT_TYPES[type],
    signed,
  });
  // %PDF-
  if (startsWith(head, 0x25, 0x50, 0x44, 0x46, 0x2d)) {
    const tail = Buffer.from(await source.read(Math.max(0, source.size - 4096), 4096)).toString('latin1');
    if (!tail.includes('%%EOF')) return { ok: false, reason: 'truncated' };
    return found('pdf', await pdfHasSignature(source));
  }
  // II*\0 (little-endian) or MM\0* (big-endian)
  if (startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a))
    return found('tiff');
  if (startsWith(head, 0xff, 0xd8, 0xff)) return found('jpeg');
  // The signature, then the IHDR chunk that must come first (PNG §5.2, §11.2.2).
  if (startsWith(head, ...PNG)) {
    return Buffer.from(head.subarray(12, 16)).toString('latin1') === 'IHDR'
      ? found('png')
      : { ok: false, reason: 'unknown-format' };
  }
  // PK\3\4: a zip whose first entry is a local file header
  if (startsWith(head, ...ZIP)) {
    try {
      return await sniffZip(source);
    } catch (error) {
      if (error instanceof ZipRefusedError) return { ok: false, reason: error.reason };
      throw error;
    }
  }
  return { ok: false, reason: 'unknown-format' };
}

async function sniffZip(source: ByteSource): Promise<SniffResult> {
  const directory = await readZipDirectory(source);
  const byName = new Map(directory.entries.map((entry) => [entry.name, entry]));
  const signed = directory.entries.some((entry) => SIGNATURE_ENTRY.test(entry.name));
  if (directory.entries.some((entry) => MACROS.test(entry.name))) return { ok: false, reason: 'macros' };
  const text = async (name: string, max: number) => {
    const entry = byName.get(name);
    return entry
      ? Buffer.from(await readZipEntry(source, directory, entry, max)).toString('utf8')
      : undefined;
  };

  const mimetype = await text('mimetype', 256);
  if (mimetype !== undefined) {
    const type = ODF_TYPES[mimetype.trim()];
    if (type && byName.has('content.xml') && byName.has('META-INF/manifest.xml'))
      return { ok: true, type, contentType: CONTENT_TYPES[type], signed };
    return { ok: false, reason: 'unknown-format' };
  }
  const contentTypes = await text('[Content_Types].xml', 512 * 1024);
  if (contentTypes !== undefined) {
    for (const main of OOXML_MAIN) {
      const declared = contentTypes.includes(`"${main.contentType}"`);
      const hasParts = directory.entries.some((entry) => entry.name.startsWith(main.folder));
      if (declared && hasParts)
        return { ok: true, type: main.type, contentType: CONTENT_TYPES[main.type], signed };
    }
  }
  return { ok: false, reason: 'unknown-format' };
}

const BYTE_RANGE = /\/ByteRange\s*\[/;
const SIGNATURE_TYPE = /\/Type\s*\/(?:Sig|DocTimeStamp)(?![A-Za-z0-9])/;
const CHUNK = 1024 * 1024;
const OVERLAP = 256;

/** A signature dictionary is never compressed (its byte range must point into the file), so a scan finds it. */
async function pdfHasSignature(source: ByteSource): Promise<boolean> {
  let byteRange = false;
  let sigType = false;
  let carry = '';
  for (let start = 0; start < source.size; start += CHUNK) {
    const text = carry + Buffer.from(await source.read(start, CHUNK)).toString('latin1');
    byteRange ||= BYTE_RANGE.test(text);
    sigType ||= SIGNATURE_TYPE.test(text);
    if (byteRange && sigType) return true;
    carry = text.slice(-OVERLAP);
  }
  return false;
}

/**
 * What a geodata upload (a felling boundary, a mining site) is by its first bytes: a zip (a
 * shapefile's or MapInfo's parts; the readers refuse folders, passwords and missing parts) or JSON
 * text (GeoJSON), whatever its name says. Null for anything else.
 */
export function sniffGeodata(head: Uint8Array): 'zip' | 'geojson' | null {
  if (startsWith(head, ...ZIP)) return 'zip';
  let i = startsWith(head, 0xef, 0xbb, 0xbf) ? 3 : 0;
  // JSON whitespace: space, tab, line feed, carriage return.
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d))
    i++;
  return head[i] === 0x7b ? 'geojson' : null;
}
