/**
 * The scheduled import of bank statements from a folder (issue 20 item 3, ADR 0028): the bank's
 * host-to-host link (or an operator) drops camt.053/054 files into BANK_STATEMENTS_DIR; each run
 * imports every `*.xml` there and moves it to `imported/`, or to `failed/` with a `.error.txt`
 * beside it saying why. Importing is idempotent, so a file imported but not moved (a crash
 * between) is only answered "already imported" on the next run.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../../http/errors.ts';
import type { PaymentsLog } from '../payments/index.ts';
import type { FeeService } from './service.ts';

export async function importStatementFolder(
  fees: Pick<FeeService, 'importStatement'>,
  dir: string,
  log: PaymentsLog,
): Promise<{ imported: number; failed: number }> {
  // No folder yet: nothing was dropped. The folder is not made here, so that a server leaves its
  // DATA_DIR as it found it until a statement arrives (tests/api/data-dir-lock.test.ts).
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names = entries
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.xml'))
    .map((e) => e.name)
    .sort();
  if (names.length > 0) {
    await mkdir(join(dir, 'imported'), { recursive: true });
    await mkdir(join(dir, 'failed'), { recursive: true });
  }
  let imported = 0;
  let failed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const content = await readFile(path, 'utf8');
    try {
      await fees.importStatement({ fileName: name, content }, 'folder', null);
      await rename(path, join(dir, 'imported', name));
      imported++;
    } catch (error) {
      // A file the portal cannot read waits for a person; the others go on.
      if (!(error instanceof HttpError)) throw error;
      const why = `${error.messageId} ${JSON.stringify(error.values ?? {})}\n`;
      await rename(path, join(dir, 'failed', name));
      await writeFile(join(dir, 'failed', `${name}.error.txt`), why);
      log.warn({ file: name, error: error.messageId }, 'bank statement refused');
      failed++;
    }
  }
  return { imported, failed };
}
