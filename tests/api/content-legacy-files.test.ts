/**
 * Content files uploaded before the files module (issue 17) lay under DATA_DIR/files/<2 hex>/…
 * with that path in their row; a node moves them into FileStorage when it starts, so they are
 * served as before, on local disk or S3 (src/server/modules/content/legacy-files.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { uploadFiles } from '../../src/server/db/schema-content.ts';
import { pdf } from '../../src/server/files/test-files.ts';
import { moveLegacyContentFiles } from '../../src/server/modules/content/legacy-files.ts';
import { LocalDiskStorage } from '../../src/server/storage/local-disk.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('moves a file stored the old way into the file storage, once, and serves it as before', async () => {
  const files = join(t.config.dataDir, 'files');
  const bytes = pdf();
  const oldPath = 'ab/ab12-0011223344aa';
  mkdirSync(join(files, 'ab'), { recursive: true });
  writeFileSync(join(files, oldPath), bytes);
  const [old] = await t.database.db
    .insert(uploadFiles)
    .values([
      { name: 'Forma.pdf', mime: 'application/pdf', size: bytes.length, sha256: 'x', storagePath: oldPath },
      { name: 'Dingęs.pdf', mime: 'application/pdf', size: 1, sha256: 'x', storagePath: 'cd/lost' },
      {
        name: 'Blogas.pdf',
        mime: 'application/pdf',
        size: 1,
        sha256: 'x',
        storagePath: '../../etc/hostname',
      },
    ])
    .returning();

  const storage = new LocalDiskStorage(files);
  expect(await moveLegacyContentFiles(t.database.db, storage, files)).toBe(1);
  expect(await moveLegacyContentFiles(t.database.db, storage, files)).toBe(0);

  const [row] = await t.database.db.select().from(uploadFiles).where(eq(uploadFiles.id, old!.id));
  expect(row!.storagePath).toMatch(/^content\/[0-9a-f-]{36}$/);
  expect(existsSync(join(files, oldPath))).toBe(false);
  const res = await new Client(t.app).get(`/api/content/upload/files/${old!.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.equals(bytes)).toBe(true);
});
