/**
 * Files on the local disk (architecture §7): `<root>/<folder>/<2 hex>/<uuid>`. A file is written to
 * `<root>/.tmp` first, flushed to disk and renamed into place, so a crash or a full disk never
 * leaves a half-written file under its key. Several nodes may share the root over a network file
 * system; rename keeps the write atomic there too.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../http/errors.ts';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  FileTooLargeError,
  type StoredFile,
  StoredFileMissingError,
} from './file-storage.ts';

export interface LocalDiskOptions {
  /** How the temporary file is opened; tests pass a handle to `/dev/full` to meet a full disk. */
  openTemp?: (path: string) => Promise<FileHandle>;
}

/** ENOSPC: no space left on the device; EDQUOT: the user's disk quota is used up. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

export const storageFull = () => new HttpError(507, 'upload.error.storageFull');

export class LocalDiskStorage implements FileStorage {
  private readonly tmpDir: string;
  private readonly openTemp: (path: string) => Promise<FileHandle>;

  constructor(
    readonly root: string,
    options: LocalDiskOptions = {},
  ) {
    this.tmpDir = join(root, '.tmp');
    this.openTemp = options.openTemp ?? ((path) => open(path, 'wx', 0o600));
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const [folder, id] = key.split('/') as [string, string];
    return join(this.root, folder, id.slice(0, 2), id);
  }

  async put(
    key: string,
    content: AsyncIterable<Uint8Array | string>,
    options: { maxBytes?: number } = {},
  ): Promise<StoredFile> {
    const target = this.pathOf(key);
    const temp = join(this.tmpDir, `${randomUUID()}.part`);
    let handle: FileHandle | undefined;
    try {
      await mkdir(this.tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      handle = await this.openTemp(temp);
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of content) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += bytes.byteLength;
        if (options.maxBytes !== undefined && size > options.maxBytes)
          throw new FileTooLargeError(options.maxBytes);
        hash.update(bytes);
        let written = 0;
        while (written < bytes.byteLength) {
          const { bytesWritten } = await handle.write(bytes, written, bytes.byteLength - written);
          written += bytesWritten;
        }
      }
      await handle.sync();
      await handle.close();
      handle = undefined;
      await rename(temp, target);
      await syncDirectory(dirname(target));
      return { size, sha256: hash.digest('hex') };
    } catch (error) {
      await handle?.close().catch(() => undefined);
      await rm(temp, { force: true }).catch(() => undefined);
      if (isStorageFull(error)) throw storageFull();
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') throw new StoredFileMissingError();
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Makes the rename itself durable; some file systems cannot open a directory, which is no error. */
async function syncDirectory(path: string) {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch {
    // Best effort: the file's own data is already on disk.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
