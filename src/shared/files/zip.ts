/**
 * The one zip reader (issue 17 item 4), for the server's content checks (docx, xlsx, odt and ods
 * are zips; so are shapefile and MapInfo sets) and for boundary files read on the device. It trusts
 * nothing it is given (issue 8 §4 "zip bomb"): the central directory is read and checked first —
 * entry count, declared sizes and compression ratios, encryption, overlapping entries, duplicate
 * names, data hidden between the directory and its end record — and only then is an entry
 * inflated, with fflate, in small steps, stopping as soon as it grows past what was declared, and
 * checked against its CRC-32. Nothing is ever extracted to disk.
 *
 * The parsing is done on byte arrays only, so the same code reads a stored upload a range at a time
 * (`readZipDirectory` / `readZipEntry` over a `ByteSource`, on the server) and a file already in
 * memory synchronously (`readZipDirectorySync` / `readZipEntrySync`, in the browser).
 */
import { Inflate } from 'fflate';

/** Random access to a file's bytes: the head, the tail, a zip's directory, a range at a time. */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `start` (fewer at the end of the file). */
  read(start: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return { size: bytes.byteLength, read: async (start, length) => slice(bytes, start, length) };
}

const slice = (bytes: Uint8Array, start: number, length: number) =>
  bytes.subarray(start, Math.min(bytes.byteLength, start + length));

export interface ZipLimits {
  maxEntries: number;
  maxCentralDirectoryBytes: number;
  maxNameBytes: number;
  /** All entries together, as declared. */
  maxTotalUncompressed: number;
  /** Uncompressed / compressed size of one entry above `ratioFrom` bytes (real office XML stays well under). */
  maxRatio: number;
  ratioFrom: number;
}

/** Limits for documents of up to 10 MB (spec §5 Files). */
export const ZIP_LIMITS: ZipLimits = {
  maxEntries: 2000,
  maxCentralDirectoryBytes: 4 * 1024 * 1024,
  maxNameBytes: 1024,
  maxTotalUncompressed: 250 * 1024 * 1024,
  maxRatio: 200,
  ratioFrom: 1024 * 1024,
};

export type ZipRefusal =
  | 'not-zip'
  | 'zip64'
  | 'multi-disk'
  | 'too-many-entries'
  | 'encrypted'
  | 'unsupported-method'
  | 'zip-bomb'
  | 'invalid';

export class ZipRefusedError extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`zip refused: ${reason}`);
    this.name = 'ZipRefusedError';
  }
}

export interface ZipEntry {
  name: string;
  method: 0 | 8;
  compressedSize: number;
  size: number;
  crc32: number;
  localHeaderOffset: number;
  /** Bytes of the name as stored (the local header repeats it). */
  nameLength: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  centralDirectoryOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
/** Compressed bytes given to the inflater at a time: it never runs far past the declared size. */
const INFLATE_STEP = 16 * 1024;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

interface EndRecord {
  entryCount: number;
  cdOffset: number;
  cdSize: number;
}

/** Where the tail that may hold the end record starts (22 bytes plus a comment of at most 64 KiB). */
const tailStartOf = (size: number) => Math.max(0, size - EOCD_SIZE - MAX_COMMENT);

function parseEndRecord(tail: Uint8Array, tailStart: number, size: number, limits: ZipLimits): EndRecord {
  if (size < EOCD_SIZE) throw new ZipRefusedError('not-zip');
  const t = view(tail);
  // The end record is the last one whose comment runs exactly to the end of the file.
  let at = -1;
  for (let i = tail.byteLength - EOCD_SIZE; i >= 0; i--) {
    if (t.getUint32(i, true) === EOCD && i + EOCD_SIZE + t.getUint16(i + 20, true) === tail.byteLength) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipRefusedError('not-zip');
  const disk = t.getUint16(at + 4, true);
  const cdDisk = t.getUint16(at + 6, true);
  const entriesHere = t.getUint16(at + 8, true);
  const entryCount = t.getUint16(at + 10, true);
  const cdSize = t.getUint32(at + 12, true);
  const cdOffset = t.getUint32(at + 16, true);
  if (entryCount === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
    throw new ZipRefusedError('zip64');
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== entryCount) throw new ZipRefusedError('multi-disk');
  if (entryCount === 0) throw new ZipRefusedError('invalid');
  if (entryCount > limits.maxEntries) throw new ZipRefusedError('too-many-entries');
  if (cdSize > limits.maxCentralDirectoryBytes) throw new ZipRefusedError('too-many-entries');
  // Nothing may sit between the directory and its end record (no prepended or hidden data).
  if (cdOffset + cdSize !== tailStart + at) throw new ZipRefusedError('invalid');
  return { entryCount, cdOffset, cdSize };
}

function parseCentralDirectory(cd: Uint8Array, end: EndRecord, limits: ZipLimits): ZipDirectory {
  const { entryCount, cdOffset, cdSize } = end;
  if (cd.byteLength !== cdSize) throw new ZipRefusedError('invalid');
  const d = view(cd);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  const utf8 = new TextDecoder('utf-8');
  const latin1 = new TextDecoder('latin1');
  let total = 0;
  let p = 0;
  for (let n = 0; n < entryCount; n++) {
    if (p + CENTRAL_SIZE > cdSize || d.getUint32(p, true) !== CENTRAL) throw new ZipRefusedError('invalid');
    const flags = d.getUint16(p + 8, true);
    const method = d.getUint16(p + 10, true);
    const crc = d.getUint32(p + 16, true);
    const compressedSize = d.getUint32(p + 20, true);
    const size = d.getUint32(p + 24, true);
    const nameLength = d.getUint16(p + 28, true);
    const extraLength = d.getUint16(p + 30, true);
    const commentLength = d.getUint16(p + 32, true);
    const localHeaderOffset = d.getUint32(p + 42, true);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff)
      throw new ZipRefusedError('zip64');
    if (nameLength === 0 || nameLength > limits.maxNameBytes) throw new ZipRefusedError('invalid');
    const endOfRecord = p + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (endOfRecord > cdSize) throw new ZipRefusedError('invalid');
    const nameBytes = cd.subarray(p + CENTRAL_SIZE, p + CENTRAL_SIZE + nameLength);
    // Bit 11: the name is UTF-8; otherwise code page 437, of which latin1 keeps every byte apart.
    const name = (flags & 0x800 ? utf8 : latin1).decode(nameBytes);
    p = endOfRecord;

    if (flags & 0x1) throw new ZipRefusedError('encrypted');
    if (method !== 0 && method !== 8) throw new ZipRefusedError('unsupported-method');
    if (method === 0 && compressedSize !== size) throw new ZipRefusedError('invalid');
    // Two entries with one name: different readers would open different ones.
    if (names.has(name)) throw new ZipRefusedError('invalid');
    names.add(name);
    total += size;
    if (total > limits.maxTotalUncompressed) throw new ZipRefusedError('zip-bomb');
    if (size > limits.ratioFrom && size / Math.max(1, compressedSize) > limits.maxRatio)
      throw new ZipRefusedError('zip-bomb');
    entries.push({ name, method, compressedSize, size, crc32: crc, localHeaderOffset, nameLength });
  }
  if (p !== cdSize) throw new ZipRefusedError('invalid');

  // Entries that share or overlap their data multiply the declared sizes (the "overlapping files"
  // zip bomb): each must start after the previous one's header, name and data.
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  let previousEnd = 0;
  for (const entry of byOffset) {
    if (entry.localHeaderOffset < previousEnd) throw new ZipRefusedError('zip-bomb');
    previousEnd = entry.localHeaderOffset + LOCAL_SIZE + entry.nameLength + entry.compressedSize;
  }
  if (previousEnd > cdOffset) throw new ZipRefusedError('invalid');
  return { entries, centralDirectoryOffset: cdOffset };
}

/** Where an entry's data starts, from its local header (whose own name and extra lengths count). */
function dataStartOf(header: Uint8Array, entry: ZipEntry, directory: ZipDirectory): number {
  const h = view(header);
  if (header.byteLength !== LOCAL_SIZE || h.getUint32(0, true) !== LOCAL)
    throw new ZipRefusedError('invalid');
  if (h.getUint16(6, true) & 0x1) throw new ZipRefusedError('encrypted');
  if (h.getUint16(8, true) !== entry.method) throw new ZipRefusedError('invalid');
  const dataStart = entry.localHeaderOffset + LOCAL_SIZE + h.getUint16(26, true) + h.getUint16(28, true);
  if (dataStart + entry.compressedSize > directory.centralDirectoryOffset)
    throw new ZipRefusedError('invalid');
  return dataStart;
}

/**
 * The entry's bytes from its stored data: exactly its declared size. Inflating stops as soon as the
 * output would grow past it, so an entry whose directory understates what it holds costs one step,
 * not gigabytes of work; such an entry, like one whose CRC-32 differs, is `invalid`.
 */
function inflateEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  if (data.byteLength !== entry.compressedSize) throw new ZipRefusedError('invalid');
  let bytes: Uint8Array;
  if (entry.method === 0) {
    bytes = data.slice();
  } else {
    bytes = new Uint8Array(entry.size);
    let length = 0;
    let tooLong = false;
    const inflate = new Inflate((chunk) => {
      if (tooLong || length + chunk.byteLength > entry.size) {
        tooLong = true;
        return;
      }
      bytes.set(chunk, length);
      length += chunk.byteLength;
    });
    try {
      for (let i = 0; i < data.byteLength && !tooLong; i += INFLATE_STEP)
        inflate.push(data.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= data.byteLength);
    } catch {
      throw new ZipRefusedError('invalid');
    }
    if (tooLong || length !== entry.size) throw new ZipRefusedError('invalid');
  }
  if (crc32(bytes) !== entry.crc32) throw new ZipRefusedError('invalid');
  return bytes;
}

/** The directory of a zip read through `source`, checked as the top of this file says. */
export async function readZipDirectory(
  source: ByteSource,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ZipDirectory> {
  if (source.size < EOCD_SIZE) throw new ZipRefusedError('not-zip');
  const tailStart = tailStartOf(source.size);
  const end = parseEndRecord(
    await source.read(tailStart, source.size - tailStart),
    tailStart,
    source.size,
    limits,
  );
  return parseCentralDirectory(await source.read(end.cdOffset, end.cdSize), end, limits);
}

/** One entry's bytes, at most `maxBytes` of them (declared and real); checked against its CRC-32. */
export async function readZipEntry(
  source: ByteSource,
  directory: ZipDirectory,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Uint8Array> {
  if (entry.size > maxBytes) throw new ZipRefusedError('zip-bomb');
  const dataStart = dataStartOf(await source.read(entry.localHeaderOffset, LOCAL_SIZE), entry, directory);
  return inflateEntry(await source.read(dataStart, entry.compressedSize), entry);
}

/** `readZipDirectory` for a zip already in memory. */
export function readZipDirectorySync(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipDirectory {
  if (bytes.byteLength < EOCD_SIZE) throw new ZipRefusedError('not-zip');
  const tailStart = tailStartOf(bytes.byteLength);
  const end = parseEndRecord(bytes.subarray(tailStart), tailStart, bytes.byteLength, limits);
  return parseCentralDirectory(slice(bytes, end.cdOffset, end.cdSize), end, limits);
}

/** `readZipEntry` for a zip already in memory. */
export function readZipEntrySync(
  bytes: Uint8Array,
  directory: ZipDirectory,
  entry: ZipEntry,
  maxBytes: number,
): Uint8Array {
  if (entry.size > maxBytes) throw new ZipRefusedError('zip-bomb');
  const dataStart = dataStartOf(slice(bytes, entry.localHeaderOffset, LOCAL_SIZE), entry, directory);
  return inflateEntry(slice(bytes, dataStart, entry.compressedSize), entry);
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, the zip one); `node:zlib` has it, a browser does not. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.byteLength; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
