import { crc32 as nodeCrc32 } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import {
  bufferSource,
  crc32,
  readZipDirectory,
  readZipDirectorySync,
  readZipEntry,
  readZipEntrySync,
  ZIP_LIMITS,
  ZipRefusedError,
} from './zip.ts';

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ZipRefusedError ? error.reason : String(error);
  }
  return 'read';
};

describe('the one zip reader, in memory and a range at a time', () => {
  const text = 'Kasybos sklypas – Karjeras, 12,5 ha. '.repeat(200);
  const zip = zipSync({ 'a.txt': strToU8(text), 'b.bin': [new Uint8Array([1, 2, 3]), { level: 0 }] });

  it('reads the same directory and entries both ways', async () => {
    const sync = readZipDirectorySync(zip);
    const ranged = await readZipDirectory(bufferSource(zip));
    expect(ranged).toEqual(sync);
    expect(sync.entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ['a.txt', 8, strToU8(text).byteLength],
      ['b.bin', 0, 3],
    ]);
    for (const entry of sync.entries) {
      expect(await readZipEntry(bufferSource(zip), ranged, entry, 1e6)).toEqual(
        readZipEntrySync(zip, sync, entry, 1e6),
      );
    }
    expect(new TextDecoder().decode(readZipEntrySync(zip, sync, sync.entries[0]!, 1e6))).toBe(text);
  });

  it('refuses an entry over the caller’s limit before inflating it, and a changed byte by its CRC-32', () => {
    const directory = readZipDirectorySync(zip);
    expect(reasonOf(() => readZipEntrySync(zip, directory, directory.entries[0]!, 100))).toBe('zip-bomb');
    const changed = zip.slice();
    const stored = directory.entries[1]!;
    const at = stored.localHeaderOffset + 30 + stored.nameLength;
    changed[at] = changed[at]! ^ 0xff;
    expect(reasonOf(() => readZipEntrySync(changed, directory, stored, 1e6))).toBe('invalid');
  });

  it('uses the limits it is given', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, strToU8('x')])));
    expect(reasonOf(() => readZipDirectorySync(many, { ...ZIP_LIMITS, maxEntries: 10 }))).toBe(
      'too-many-entries',
    );
    expect(reasonOf(() => readZipDirectorySync(many))).toBe('read');
  });

  it('computes the CRC-32 zip uses, as zlib does', () => {
    for (const bytes of [new Uint8Array(0), strToU8('123456789'), strToU8(text)])
      expect(crc32(bytes)).toBe(nodeCrc32(bytes));
    expect(crc32(strToU8('123456789'))).toBe(0xcbf43926);
  });
});
