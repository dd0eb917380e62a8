/**
 * Where uploaded files live (architecture §7): behind this interface, on local disk under
 * `DATA_DIR/files` by default and on an S3-compatible store when one node's disk is not enough.
 * Keys are made here from random UUIDs, never from what a person sent (a file name like
 * `../../etc/passwd` never reaches a path), and every backend checks them again.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
}

/** Inclusive byte range, as in HTTP `Range` and `fs.createReadStream`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /**
   * Stores the stream under `key` whole or not at all: a failure (the stream breaks, the disk is
   * full, `maxBytes` is passed) leaves nothing behind. A full disk is a 507 with a message a person
   * can act on (issue 8 §3).
   */
  put(
    key: string,
    content: AsyncIterable<Uint8Array | string>,
    options?: { maxBytes?: number },
  ): Promise<StoredFile>;
  /** The stored bytes (or a range of them); `StoredFileMissingError` when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** `put` was given more than `maxBytes`; nothing was stored. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export class StoredFileMissingError extends Error {
  constructor() {
    super('stored file missing');
    this.name = 'StoredFileMissingError';
  }
}

const KEY = /^[a-z][a-z0-9-]{0,30}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key in a folder such as `documents`: `documents/6f1c…`. */
export function newStorageKey(folder: string): string {
  const key = `${folder}/${randomUUID()}`;
  assertStorageKey(key);
  return key;
}

/** Refuses anything that is not a key this module made (defence in depth against path traversal). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid storage key');
}
