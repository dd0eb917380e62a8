/**
 * Random access to a file's bytes without holding the file in memory: the content checks read the
 * head, the tail and a zip's central directory of a stored upload through this, a range at a time.
 */
import type { FileStorage } from '../../storage/file-storage.ts';

export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `start` (fewer at the end of the file). */
  read(start: number, length: number): Promise<Uint8Array>;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.byteLength,
    read: async (start, length) => bytes.subarray(start, Math.min(bytes.byteLength, start + length)),
  };
}

export function storageSource(storage: FileStorage, key: string, size: number): ByteSource {
  return {
    size,
    async read(start, length) {
      const end = Math.min(size, start + length) - 1;
      if (end < start) return new Uint8Array(0);
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.get(key, { start, end })) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
