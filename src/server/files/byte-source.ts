/**
 * A stored file's bytes a range at a time, for the content checks (the head, the tail and a zip's
 * central directory of an upload), without holding the file in memory.
 */
import type { ByteSource } from '../../shared/files/zip.ts';
import type { FileStorage } from '../storage/file-storage.ts';

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
