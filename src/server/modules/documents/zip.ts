/**
 * Reading an uploaded zip (docx, xlsx, odt, ods are zips) without trusting it (issue 8 §4 "zip
 * bomb"): the central directory is read and checked first — entry count, declared sizes and
 * compression ratios, encryption, overlapping entries, duplicate names — and only then is a small
 * entry inflated, with fflate, in pieces, stopping as soon as it grows past what was declared.
 * Nothing is ever extracted to disk.
 */
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';
import type { ByteSource } from './byte-source.ts';

export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxCentralDirectoryBytes: 4 * 1024 * 1024,
  maxNameBytes: 1024,
  /** All entries together, as declared. */
  maxTotalUncompressed: 250 * 1024 * 1024,
  /** Uncompressed / compressed size of one entry above `ratioFrom` bytes (real office XML stays well under). */
  maxRatio: 200,
  ratioFrom: 1024 * 1024,
};
export type ZipLimits = typeof ZIP_LIMITS;

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

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function readZipDirectory(
  source: ByteSource,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ZipDirectory> {
  if (source.size < EOCD_SIZE) throw new ZipRefusedError('not-zip');
  const tailStart = Math.max(0, source.size - EOCD_SIZE - MAX_COMMENT);
  const tail = await source.read(tailStart, source.size - tailStart);
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

  const cd = await source.read(cdOffset, cdSize);
  if (cd.byteLength !== cdSize) throw new ZipRefusedError('invalid');
  const d = view(cd);
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
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
    const end = p + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (end > cdSize) throw new ZipRefusedError('invalid');
    const nameBytes = cd.subarray(p + CENTRAL_SIZE, p + CENTRAL_SIZE + nameLength);
    const name = Buffer.from(nameBytes).toString(flags & 0x800 ? 'utf8' : 'latin1');
    p = end;

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

/** One entry's bytes, at most `maxBytes` of them (declared and real); checked against its CRC-32. */
export async function readZipEntry(
  source: ByteSource,
  directory: ZipDirectory,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Uint8Array> {
  if (entry.size > maxBytes) throw new ZipRefusedError('zip-bomb');
  const header = await source.read(entry.localHeaderOffset, LOCAL_SIZE);
  const h = view(header);
  if (header.byteLength !== LOCAL_SIZE || h.getUint32(0, true) !== LOCAL)
    throw new ZipRefusedError('invalid');
  if (h.getUint16(8, true) !== entry.method) throw new ZipRefusedError('invalid');
  const dataStart = entry.localHeaderOffset + LOCAL_SIZE + h.getUint16(26, true) + h.getUint16(28, true);
  if (dataStart + entry.compressedSize > directory.centralDirectoryOffset)
    throw new ZipRefusedError('invalid');
  const data = await source.read(dataStart, entry.compressedSize);
  if (data.byteLength !== entry.compressedSize) throw new ZipRefusedError('invalid');

  let bytes: Uint8Array;
  if (entry.method === 0) {
    bytes = data;
  } else {
    const parts: Uint8Array[] = [];
    let length = 0;
    let tooLong = false;
    const inflate = new Inflate((chunk) => {
      length += chunk.byteLength;
      if (length > entry.size) tooLong = true;
      else parts.push(chunk);
    });
    try {
      const step = 16 * 1024;
      for (let i = 0; i < data.byteLength && !tooLong; i += step) {
        const last = i + step >= data.byteLength;
        inflate.push(data.subarray(i, i + step), last);
      }
    } catch {
      throw new ZipRefusedError('invalid');
    }
    if (tooLong) throw new ZipRefusedError('zip-bomb');
    bytes = Buffer.concat(parts);
  }
  if (bytes.byteLength !== entry.size || crc32(bytes) !== entry.crc32) throw new ZipRefusedError('invalid');
  return bytes;
}
