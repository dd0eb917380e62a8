/**
 * A signing secret from the environment when set (every node of a cluster must share it), else one
 * generated on first start and kept in `DATA_DIR/keys/<fileName>`, so that a restart keeps it.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

export async function loadKeptSecret(
  fromEnv: string | undefined,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const dir = join(dataDir, 'keys');
  const path = join(dir, fileName);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
  // Written whole to a temporary name and linked into place: two processes starting together
  // never read half a secret, and the one whose link fails reads the winner's.
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
  } finally {
    await unlink(temporary);
  }
  return (await readFile(path, 'utf8')).trim();
}
