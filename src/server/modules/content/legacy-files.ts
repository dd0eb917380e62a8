/**
 * Content files uploaded before the files module (issue 17) were written by this module itself
 * under `DATA_DIR/files/<2 hex>/<sha256>-<hex>`, and their rows hold that path. The scheduled job
 * `content-legacy-files` (app.ts) moves such files into `FileStorage` and points the row at the new key; a row whose file is gone is left as it was (it answers 404, as before). Idempotent,
 * and safe with several nodes: a row is moved only while it still holds the old path.
 */
import { createReadStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Db } from '../../db/index.ts';
import { type FileStorage, newStorageKey } from '../../storage/file-storage.ts';
import { filesOutsideStorage, moveFileKey } from './repository.ts';

export async function moveLegacyContentFiles(
  db: Db,
  storage: FileStorage,
  filesDir: string,
): Promise<number> {
  const root = resolve(filesDir);
  const rows = await filesOutsideStorage(db);
  let moved = 0;
  for (const row of rows) {
    const path = resolve(root, row.storagePath);
    if (!path.startsWith(root + sep) || !existsSync(path)) continue;
    const key = newStorageKey('content');
    await storage.put(key, createReadStream(path));
    if (!(await moveFileKey(db, row.id, row.storagePath, key))) {
      // Another node moved it first.
      await storage.delete(key);
      continue;
    }
    await rm(path, { force: true });
    moved++;
  }
  return moved;
}
