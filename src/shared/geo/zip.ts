/**
 * Reads a ZIP archive's directory ourselves before handing it to fflate, to refuse what the spec
 * forbids for boundary files (§5 Files: "no passwords, no inner folders") with a clear reason:
 * fflate would fail on an encrypted entry with a generic error. The directory's sizes also stop a
 * zip bomb before anything is inflated, and no entry is inflated past the size it declares.
 */
import { Inflate } from 'fflate';
import { GeoError } from './errors.ts';

export interface ZipEntryInfo {
  name: string;
  encrypted: boolean;
  /** Uncompressed size as the central directory declares it (4 GiB - 1 for a zip64 entry). */
  size: number;
  /** 0 stored, 8 deflated; anything else cannot be read. */
  method: number;
  compressedSize: number;
  /** Where the entry's data starts, after its local header. */
  dataOffset: number;
}

/**
 * A felling boundary's files unpacked: a shapefile of one area is kilobytes, so 50 MB leaves room
 * for anything real and none for a zip bomb (ASVS 5.0 V5.2.3: checked before inflating).
 */
export const MAX_UNZIPPED_MB = 50;
const MAX_ENTRIES = 100;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65 535 bytes.
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let i = last; i >= first; i--) {
    if (view.getUint32(i, true) === EOCD) return i;
  }
  throw new GeoError('zipCorrupt');
}

/** Entry names and their "encrypted" flag (general purpose bit 0) from the central directory and
 * each entry's local header; throws `zipCorrupt` when the structure does not hold together. */
export function listZipEntries(bytes: Uint8Array): ZipEntryInfo[] {
  if (bytes.byteLength < 22) throw new GeoError('zipCorrupt');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntryInfo[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.byteLength || view.getUint32(offset, true) !== CENTRAL) {
      throw new GeoError('zipCorrupt');
    }
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    if (localOffset + 30 > bytes.byteLength || view.getUint32(localOffset, true) !== LOCAL) {
      throw new GeoError('zipCorrupt');
    }
    const localFlags = view.getUint16(localOffset + 6, true);
    const size = view.getUint32(offset + 24, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const dataOffset =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > bytes.byteLength) throw new GeoError('zipCorrupt');
    entries.push({
      name,
      encrypted: (flags & 1) === 1 || (localFlags & 1) === 1,
      size,
      method,
      compressedSize,
      dataOffset,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * What a Mac adds to a zip made with Finder's "Compress": the `__MACOSX/` folder of resource forks
 * (`._name` copies of each file) and `.DS_Store` folder settings. Neither is part of the shapefile.
 */
export function isMacMetadata(name: string): boolean {
  return /^__MACOSX([/\\]|$)/.test(name) || name === '.DS_Store';
}

/**
 * The archive's files by lower-case name, after refusing a password (`zipEncrypted`) or any folder
 * (`zipInnerFolder`: an entry whose name has a `/` or `\`, including folder entries themselves).
 * A Mac's own additions (`isMacMetadata`) are left out first, so compressing the shapefile's files
 * on a Mac works; compressing the folder they are in is still an inner folder.
 */
export function readFlatZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const entries = listZipEntries(bytes).filter((e) => !isMacMetadata(e.name));
  if (entries.some((e) => e.encrypted)) throw new GeoError('zipEncrypted');
  if (entries.some((e) => /[/\\]/.test(e.name))) throw new GeoError('zipInnerFolder');
  // The directory's count and sizes decide before anything is inflated (a zip bomb admits its size
  // here), and each entry is inflated only up to the size it declared (one that hides its size).
  const unzipped = entries.reduce((sum, e) => sum + e.size, 0);
  if (entries.length > MAX_ENTRIES || unzipped > MAX_UNZIPPED_MB * 1024 * 1024)
    throw new GeoError('zipTooLarge', { max: MAX_UNZIPPED_MB });
  const result = new Map<string, Uint8Array>();
  for (const entry of entries) result.set(entry.name.toLowerCase(), readEntry(bytes, entry));
  return result;
}

/** Compressed bytes given to the inflater at a time: it can never run far past the declared size. */
const INFLATE_STEP = 16 * 1024;

/**
 * One entry's bytes, exactly its declared size: inflating stops as soon as the output would grow
 * past it, so an entry whose directory understates what it holds costs one step, not gigabytes of
 * work on the main thread (a synchronous unzip of such an entry runs for minutes).
 */
function readEntry(bytes: Uint8Array, entry: ZipEntryInfo): Uint8Array {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new GeoError('zipCorrupt');
    return data.slice();
  }
  if (entry.method !== 8) throw new GeoError('zipCorrupt');
  const out = new Uint8Array(entry.size);
  let length = 0;
  let tooLong = false;
  const inflate = new Inflate((chunk) => {
    if (tooLong || length + chunk.byteLength > entry.size) {
      tooLong = true;
      return;
    }
    out.set(chunk, length);
    length += chunk.byteLength;
  });
  try {
    for (let i = 0; i < data.byteLength && !tooLong; i += INFLATE_STEP)
      inflate.push(data.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= data.byteLength);
  } catch {
    throw new GeoError('zipCorrupt');
  }
  if (tooLong || length !== entry.size) throw new GeoError('zipCorrupt');
  return out;
}
