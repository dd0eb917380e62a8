import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../http/errors.ts';
import {
  assertStorageKey,
  FileTooLargeError,
  newStorageKey,
  StoredFileMissingError,
} from './file-storage.ts';
import { LocalDiskStorage } from './local-disk.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storage-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Files left in the temporary folder (none may remain after any put). */
const leftovers = () => (existsSync(join(root, '.tmp')) ? readdirSync(join(root, '.tmp')) : []);

describe('storage keys', () => {
  it('are made from a UUID in a folder and refuse anything else', () => {
    const key = newStorageKey('documents');
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    expect(newStorageKey('documents')).not.toBe(key);
    for (const bad of ['../etc/passwd', 'documents/../../x', 'documents/a.pdf', '/abs', 'documents/', ''])
      expect(() => assertStorageKey(bad)).toThrow(/invalid storage key/);
  });
});

describe('LocalDiskStorage', () => {
  it('stores a stream and answers its size, SHA-256 and bytes, whole or in ranges', async () => {
    const storage = new LocalDiskStorage(root);
    const key = newStorageKey('documents');
    const stored = await storage.put(key, Readable.from([Buffer.from('Labas, '), 'pasauli!']));
    expect(stored.size).toBe(Buffer.byteLength('Labas, pasauli!'));
    expect(stored.sha256).toBe(createHash('sha256').update('Labas, pasauli!').digest('hex'));
    expect(await text(await storage.get(key))).toBe('Labas, pasauli!');
    expect(await text(await storage.get(key, { start: 7, end: 13 }))).toBe('pasauli');
    const id = key.split('/')[1]!;
    expect(readFileSync(join(root, 'documents', id.slice(0, 2), id), 'utf8')).toBe('Labas, pasauli!');
    expect(leftovers()).toEqual([]);
  });

  it('deletes, and a missing file is a StoredFileMissingError on read and no error on delete', async () => {
    const storage = new LocalDiskStorage(root);
    const key = newStorageKey('documents');
    await storage.put(key, Readable.from(['x']));
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys it did not make, before touching the disk', async () => {
    const storage = new LocalDiskStorage(join(root, 'files'));
    writeFileSync(join(root, 'secret'), 'secret');
    await expect(storage.get('../secret' as string)).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('documents/../../secret', Readable.from(['x']))).rejects.toThrow(
      /invalid storage key/,
    );
    expect(readFileSync(join(root, 'secret'), 'utf8')).toBe('secret');
  });

  it('stops at maxBytes and leaves nothing behind', async () => {
    const storage = new LocalDiskStorage(root);
    const key = newStorageKey('documents');
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(1000, 1));
    await expect(storage.put(key, Readable.from(chunks), { maxBytes: 4500 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(leftovers()).toEqual([]);
  });

  it('keeps nothing when the stream breaks half way', async () => {
    const storage = new LocalDiskStorage(root);
    const key = newStorageKey('documents');
    async function* broken() {
      yield Buffer.from('first half');
      throw new Error('connection reset');
    }
    await expect(storage.put(key, broken())).rejects.toThrow('connection reset');
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(leftovers()).toEqual([]);
  });

  it('answers a full disk (ENOSPC from /dev/full) with 507 "storage is full" and removes the temporary file', async () => {
    let tempPath = '';
    const storage = new LocalDiskStorage(root, {
      openTemp: async (path) => {
        tempPath = path;
        writeFileSync(path, '');
        return open('/dev/full', 'w');
      },
    });
    const key = newStorageKey('documents');
    const error = await storage.put(key, Readable.from([Buffer.alloc(64 * 1024, 7)])).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(507);
    expect(error.messageId).toBe('upload.error.storageFull');
    expect(tempPath).not.toBe('');
    expect(existsSync(tempPath)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
  });
});
