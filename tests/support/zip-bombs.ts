/**
 * Zip bombs for the upload tests (issue 8 §4), built without ever holding what they inflate to:
 * a deflate stream of zeros is the same kilobyte repeated (each piece ends with a full flush, so
 * none refers back to another), so gigabytes cost a few megabytes and no time. Sizes in the zip's directory are
 * written by hand: honest ones (the directory admits the gigabytes) or lying ones (it claims a few
 * bytes, and only inflating finds out).
 */
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

const MIB = 1024 * 1024;

/** Raw deflate data that inflates to `mib` MiB of zeros. */
export function zerosDeflated(mib: number): Buffer {
  const piece = deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  // An empty final block with fixed codes ends the stream.
  return Buffer.concat([...Array.from({ length: mib }, () => piece), Buffer.from([0x03, 0x00])]);
}

/**
 * The same zeros as one deflate stream with no stored blocks between its pieces: an inflater that
 * does not stop at the declared size must work through every byte of it (half a second to make).
 */
export async function zerosDeflatedOneStream(mib: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const piece = Buffer.alloc(MIB);
  for (let i = 0; i < mib; i++) deflate.write(piece);
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

export interface RawEntry {
  name: string;
  /** The stored bytes: deflated (method 8) unless `stored`. */
  data: Buffer;
  /** What the directory says the entry inflates to. */
  declaredSize: number;
  crc: number;
  stored?: boolean;
}

/** An entry compressed honestly from `content`. */
export function entryOf(name: string, content: Buffer | string): RawEntry {
  const bytes = Buffer.from(content);
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length, crc: crc32(bytes) };
}

/** A zip of `entries` exactly as given (no zip64: every size must stay under 4 GiB). */
export function zipOf(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The declared size of `mib` MiB, kept under the 4 GiB a plain zip can write. */
export const declared = (mib: number) => Math.min(mib * MIB, 0xfffffffe);
