import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../http/errors.ts';
import { assertStorageKey, newStorageKey, StoredFileMissingError } from './file-storage.ts';
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

describe('LocalDiskStorage (the contract for every backend: storage-contract.test.ts)', () => {
  it('keeps a file at <root>/<folder>/<2 hex>/<uuid>, written through .tmp', async () => {
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
