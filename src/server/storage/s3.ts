/**
 * Files in an S3-compatible object store (architecture §7, ADR 0016): MinIO, Ceph's RADOS Gateway
 * or AWS S3, so that several nodes share their files without a shared file system. Objects are
 * named by the storage key itself (`documents/6f1c…`), which this module made from a UUID.
 *
 * Whole or not at all, as `FileStorage` promises: a file up to one part (16 MiB) is sent with one
 * PutObject once all of it has arrived; a larger one as a multipart upload whose parts are invisible
 * until CompleteMultipartUpload, aborted when anything fails (a bucket lifecycle rule
 * AbortIncompleteMultipartUpload cleans up after a node that died mid-upload). A stream that throws (it broke, it
 * passed `maxBytes`, the virus scanner refused it) therefore never becomes an object.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { HttpError } from '../http/errors.ts';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  FileTooLargeError,
  type StoredFile,
  StoredFileMissingError,
} from './file-storage.ts';
import { storageFull } from './local-disk.ts';

export interface S3StorageOptions {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /**
   * Bytes per multipart part (at least 5 MiB, S3's minimum for all but the last); 16 MiB by default,
   * so that every upload the portal takes (10 MB at most) is one PutObject sent after its last byte
   * and its virus scan: no byte of a refused file ever reaches the store.
   */
  partSize?: number;
}

const MIB = 1024 * 1024;

/** What stores answer when they are out of space: MinIO, Ceph RGW (a user's or bucket's quota). */
const FULL = new Set(['XMinioStorageFull', 'QuotaExceeded', 'InsufficientStorage']);

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: MinIO and Ceph versions in use differ in the rest.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    };
    if (options.endpoint) config.endpoint = options.endpoint;
    if (options.credentials) config.credentials = options.credentials;
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.partSize = Math.max(5 * MIB, options.partSize ?? 16 * MIB);
  }

  async put(
    key: string,
    content: AsyncIterable<Uint8Array | string>,
    options: { maxBytes?: number } = {},
  ): Promise<StoredFile> {
    assertStorageKey(key);
    const hash = createHash('sha256');
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let upload: { id: string; parts: { ETag: string; PartNumber: number }[] } | undefined;
    const sendPart = async (body: Buffer) => {
      if (!upload) {
        const created = await this.client.send(
          new CreateMultipartUploadCommand({
            Bucket: this.bucket,
            Key: key,
            ContentType: 'application/octet-stream',
          }),
        );
        upload = { id: created.UploadId!, parts: [] };
      }
      const PartNumber = upload.parts.length + 1;
      const sent = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: upload.id,
          PartNumber,
          Body: body,
          ContentLength: body.byteLength,
        }),
      );
      upload.parts.push({ ETag: sent.ETag!, PartNumber });
    };
    try {
      for await (const chunk of content) {
        const bytes =
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        size += bytes.byteLength;
        if (options.maxBytes !== undefined && size > options.maxBytes)
          throw new FileTooLargeError(options.maxBytes);
        hash.update(bytes);
        pending.push(bytes);
        pendingBytes += bytes.byteLength;
        while (pendingBytes >= this.partSize) {
          const all = Buffer.concat(pending);
          await sendPart(all.subarray(0, this.partSize));
          const rest = all.subarray(this.partSize);
          pending = rest.byteLength > 0 ? [rest] : [];
          pendingBytes = rest.byteLength;
        }
      }
      const rest = Buffer.concat(pending);
      if (!upload) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: rest,
            ContentLength: rest.byteLength,
            ContentType: 'application/octet-stream',
          }),
        );
      } else {
        if (rest.byteLength > 0) await sendPart(rest);
        const done: { id: string; parts: { ETag: string; PartNumber: number }[] } = upload;
        await this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: done.id,
            MultipartUpload: { Parts: done.parts },
          }),
        );
      }
      return { size, sha256: hash.digest('hex') };
    } catch (error) {
      if (upload) {
        const id = (upload as { id: string }).id;
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: id }))
          .catch(() => undefined);
      }
      throw storeError(error, 'upload.error.storageUnavailable');
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const body = answer.Body;
      if (body instanceof Readable) return body;
      return Readable.from([Buffer.from((await body?.transformToByteArray()) ?? [])]);
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissingError();
      throw storeError(error, 'error.serviceUnavailable');
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return;
      throw storeError(error, 'error.serviceUnavailable');
    }
  }
}

interface SdkError {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

function isMissing(error: unknown): boolean {
  const e = error as SdkError;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * A full store is the disk-full 507; a store that cannot be reached (no answer, 5xx) a 503 the
 * client retries; the stream's own errors (too large, broken, refused by the scanner) pass through.
 */
function storeError(
  error: unknown,
  unavailable: 'upload.error.storageUnavailable' | 'error.serviceUnavailable',
) {
  if (error instanceof HttpError || error instanceof FileTooLargeError) return error;
  const e = error as SdkError;
  if (FULL.has(e?.name ?? '') || FULL.has(e?.Code ?? '') || e?.$metadata?.httpStatusCode === 507)
    return storageFull();
  const status = e?.$metadata?.httpStatusCode;
  const fromStore =
    status !== undefined || (typeof e?.name === 'string' && e.name !== 'Error' && '$fault' in (e as object));
  const network = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
    'TimeoutError',
  ].includes((error as { code?: string })?.code ?? e?.name ?? '');
  if (network || (fromStore && (status === undefined || status >= 500)))
    return new HttpError(503, unavailable);
  return error;
}
