/**
 * An S3-compatible server on loopback for the storage tests (issue 17 item 4): the maintained
 * s3rver fork (@20minutes/s3rver 4.x, Node >= 20), objects in a temporary folder, signatures
 * checked (SigV4 with its account S3RVER / S3RVER), one bucket made before it answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: the package ships no types.
import S3rver from '@20minutes/s3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: true;
  /** Where the server keeps everything (objects, metadata, unfinished multipart uploads). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'leidimai-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
