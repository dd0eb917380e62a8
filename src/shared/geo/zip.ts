/**
 * Reads a ZIP archive's directory ourselves before handing it to fflate, to refuse what the spec
 * forbids for boundary files (§5 Files: "no passwords, no inner folders") with a clear reason:
 * fflate would fail on an encrypted entry with a generic error.
 */
import { unzipSync } from 'fflate';
import { GeoError } from './errors.ts';

export interface ZipEntryInfo {
  name: string;
  encrypted: boolean;
}

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
    entries.push({ name, encrypted: (flags & 1) === 1 || (localFlags & 1) === 1 });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The archive's files by lower-case name, after refusing a password (`zipEncrypted`) or any folder
 * (`zipInnerFolder`: an entry whose name has a `/` or `\`, including folder entries themselves).
 */
export function readFlatZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const entries = listZipEntries(bytes);
  if (entries.some((e) => e.encrypted)) throw new GeoError('zipEncrypted');
  if (entries.some((e) => /[/\\]/.test(e.name))) throw new GeoError('zipInnerFolder');
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new GeoError('zipCorrupt');
  }
  const result = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(files)) result.set(name.toLowerCase(), data);
  return result;
}
