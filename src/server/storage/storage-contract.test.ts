/**
 * What every `FileStorage` promises (file-storage.ts), run against each backend: the local disk
 * and an S3-compatible object store (a real S3 server on loopback, tests/support/s3-server.ts).
 * Local-disk specifics (its folder layout, a full disk through /dev/full) are in local-disk.test.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type S3TestServer, startS3Server } from '../../../tests/support/s3-server.ts';
import {
  type FileStorage,
  FileTooLargeError,
  newStorageKey,
  StoredFileMissingError,
} from './file-storage.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';

interface Backend {
  storage: FileStorage;
  /** Everything the backend holds, committed or not: no refused write may leave anything. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Every file under a folder. */
const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];

const backends: [string, () => Promise<Backend>][] = [
  [
    'local disk',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'storage-contract-'));
      return {
        storage: new LocalDiskStorage(root),
        leftovers: async () => walk(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3-compatible object store',
    async () => {
      const server: S3TestServer = await startS3Server();
      // Parts of 5 MiB (S3's minimum), so a 12 MiB file goes as a multipart upload.
      const storage = new S3Storage({ ...server, partSize: 5 * 1024 * 1024 });
      return {
        storage,
        // The server's own folder: objects and their metadata. s3rver keeps the parts of an
        // aborted multipart upload (it has no AbortMultipartUpload); they are never an object, and
        // that the abort is sent is tested below.
        leftovers: async () => walk(server.directory).filter((path) => !path.includes('/._S3rver_uploads/')),
        async close() {
          storage.client.destroy();
          await server.close();
        },
      };
    },
  ],
];

describe.each(backends)('FileStorage on the %s', (_name, make) => {
  let backend: Backend;
  beforeEach(async () => {
    backend = await make();
  });
  afterEach(async () => backend.close());

  it('stores a stream and answers its size, SHA-256 and bytes, whole or in ranges', async () => {
    const { storage } = backend;
    const key = newStorageKey('documents');
    const stored = await storage.put(key, Readable.from([Buffer.from('Labas, '), 'pasauli!']));
    expect(stored.size).toBe(Buffer.byteLength('Labas, pasauli!'));
    expect(stored.sha256).toBe(createHash('sha256').update('Labas, pasauli!').digest('hex'));
    expect(await text(await storage.get(key))).toBe('Labas, pasauli!');
    expect(await text(await storage.get(key, { start: 7, end: 13 }))).toBe('pasauli');
  });

  it('stores a file larger than one upload part whole', async () => {
    const { storage } = backend;
    const key = newStorageKey('documents');
    const bytes = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const chunks = Array.from({ length: 48 }, (_, i) => bytes.subarray(i * 256 * 1024, (i + 1) * 256 * 1024));
    const stored = await storage.put(key, Readable.from(chunks));
    expect(stored).toEqual({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    const back: Buffer[] = [];
    for await (const chunk of await storage.get(key)) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(bytes)).toBe(true);
    const tail = await text(await storage.get(key, { start: bytes.length - 4096, end: bytes.length - 4093 }));
    expect(Buffer.from(tail, 'latin1').length).toBeGreaterThan(0);
  });

  it('deletes, and a missing file is a StoredFileMissingError on read and no error on delete', async () => {
    const { storage } = backend;
    const key = newStorageKey('documents');
    await storage.put(key, Readable.from(['x']));
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await backend.leftovers()).toEqual([]);
  });

  it('refuses keys it did not make, before reaching the store', async () => {
    const { storage } = backend;
    await expect(storage.get('../secret')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('documents/../../secret', Readable.from(['x']))).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.delete('documents/a.pdf')).rejects.toThrow(/invalid storage key/);
    expect(await backend.leftovers()).toEqual([]);
  });

  it('stops at maxBytes and keeps nothing, also past one upload part', async () => {
    const { storage } = backend;
    const key = newStorageKey('documents');
    const chunks = Array.from({ length: 5 }, () => Buffer.alloc(1000, 1));
    await expect(storage.put(key, Readable.from(chunks), { maxBytes: 4500 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    const large = newStorageKey('documents');
    const parts = Array.from({ length: 14 }, () => Buffer.alloc(1024 * 1024, 2));
    await expect(
      storage.put(large, Readable.from(parts), { maxBytes: 13 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.get(large)).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await backend.leftovers()).toEqual([]);
  });

  it('keeps nothing when the stream breaks, before or after the first upload part', async () => {
    const { storage } = backend;
    for (const size of [10, 6 * 1024 * 1024]) {
      const key = newStorageKey('documents');
      async function* broken() {
        yield Buffer.alloc(size, 3);
        throw new Error('connection reset');
      }
      await expect(storage.put(key, broken())).rejects.toThrow('connection reset');
      await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissingError);
    }
    expect(await backend.leftovers()).toEqual([]);
  });
});

describe('S3Storage', () => {
  it('aborts a multipart upload that fails, so the store drops its parts', async () => {
    const server = await startS3Server();
    const storage = new S3Storage({ ...server, partSize: 5 * 1024 * 1024 });
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize' },
    );
    try {
      async function* broken() {
        yield Buffer.alloc(6 * 1024 * 1024, 3);
        throw new Error('connection reset');
      }
      await expect(storage.put(newStorageKey('documents'), broken())).rejects.toThrow('connection reset');
      expect(sent).toEqual([
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'AbortMultipartUploadCommand',
      ]);
      // A file up to one part is sent once, whole, after its last byte: nothing before.
      sent.length = 0;
      await storage.put(newStorageKey('documents'), Readable.from([Buffer.alloc(1024 * 1024, 1)]));
      expect(sent).toEqual(['PutObjectCommand']);
    } finally {
      storage.client.destroy();
      await server.close();
    }
  });
});
