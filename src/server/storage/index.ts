/**
 * The file storage a node uses, from its configuration (FILE_STORAGE, ADR 0016): the local disk
 * under DATA_DIR/files by default, or an S3-compatible object store shared by every node.
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';

export function createFileStorage(config: Pick<Config, 'dataDir' | 'fileStorage'>): FileStorage {
  const settings = config.fileStorage;
  if (settings.kind === 's3') return new S3Storage(settings);
  return new LocalDiskStorage(join(config.dataDir, 'files'));
}
