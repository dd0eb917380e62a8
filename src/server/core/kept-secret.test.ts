import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadKeptSecret } from './kept-secret.ts';

describe('loadKeptSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kept-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes the setting when given and writes no file', async () => {
    expect(await loadKeptSecret('from-the-environment', dataDir, 'a.secret')).toBe('from-the-environment');
    await expect(stat(join(dataDir, 'keys', 'a.secret'))).rejects.toThrow();
  });

  it('generates one secret per file name, kept across restarts, readable by the owner only', async () => {
    const first = await loadKeptSecret(undefined, dataDir, 'a.secret');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await loadKeptSecret(undefined, dataDir, 'a.secret')).toBe(first);
    expect(await loadKeptSecret('', dataDir, 'a.secret')).toBe(first);
    expect((await readFile(join(dataDir, 'keys', 'a.secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dataDir, 'keys', 'a.secret'))).mode & 0o777).toBe(0o600);
    const other = await loadKeptSecret(undefined, dataDir, 'b.secret');
    expect(other).not.toBe(first);
  });

  it('gives processes starting together the same secret', async () => {
    const all = await Promise.all(
      Array.from({ length: 8 }, () => loadKeptSecret(undefined, dataDir, 'c.secret')),
    );
    expect(new Set(all).size).toBe(1);
  });
});
