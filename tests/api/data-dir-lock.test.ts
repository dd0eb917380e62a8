/**
 * One server per data folder (issue 15 item 4), with real server processes on an embedded
 * PostgreSQL: a second start on the same DATA_DIR exits at once with a clear message and changes
 * nothing — the first server's PostgreSQL keeps running and its /api/health stays 200 — whether on
 * another port or on the same one; after a `kill -9` of the owner, the next start takes the folder
 * over and stops the PostgreSQL the dead owner left behind.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE, processStart } from '../../src/server/db/data-dir-lock.ts';
import { runServerToExit, type ServerProcess, startServer } from '../support/server-process.ts';

let dataDir: string;
/** A server on its own embedded PostgreSQL in DATA_DIR, also when the run has DATABASE_URL (CI's second pass). */
const own = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });
const running: ServerProcess[] = [];
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'permits-one-server-'));
});
afterAll(async () => {
  for (const server of running) await server.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a start could have changed: every name in the folder and pg/, with sizes and times, and the PostgreSQL pid. */
function snapshot(): string {
  const list = (dir: string) =>
    readdirSync(dir)
      .sort()
      .map((name) => {
        const s = statSync(join(dir, name));
        return `${name}:${s.isDirectory() ? 'dir' : s.size}:${s.mtimeMs}`;
      });
  return JSON.stringify([
    list(dataDir),
    list(join(dataDir, 'pg')),
    readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8'),
  ]);
}

const postgresPid = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function healthy(server: ServerProcess) {
  const res = await fetch(`${server.baseUrl}/api/health`);
  return res.status;
}

describe('one server per data folder', () => {
  it('refuses a second server on the same DATA_DIR at once, on another port and on the same one, changing nothing', async () => {
    const first = await startServer(own());
    running.push(first);
    const before = snapshot();
    const port = new URL(first.baseUrl).port;
    const tries: Record<string, string>[] = [own(), { ...own(), PORT: port }];
    for (const env of tries) {
      const second = await runServerToExit(env);
      expect(second.code, second.output).toBe(75);
      expect(second.output).toContain(
        `DATA_DIR ${dataDir} is in use by another server (process ${first.child.pid}`,
      );
      expect(second.output).not.toContain('EADDRINUSE');
      expect(second.output).not.toContain('stopping it');
      expect(second.ms).toBeLessThan(15_000);
      expect(snapshot()).toBe(before);
      // The first server and its PostgreSQL go on as if nothing happened.
      for (let i = 0; i < 3; i++) expect(await healthy(first)).toBe(200);
    }
    await first.stop();
    running.pop();
    // A graceful stop frees the folder.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('takes the folder over from a server killed with -9, stopping the PostgreSQL it left behind', async () => {
    const owner = await startServer(own());
    const orphan = postgresPid();
    process.kill(owner.child.pid!, 'SIGKILL'); // the server only: its PostgreSQL lives on
    await new Promise((r) => owner.child.once('exit', r));
    expect(alive(orphan)).toBe(true);
    const next = await startServer(own());
    running.push(next);
    expect(await healthy(next)).toBe(200);
    expect(alive(orphan)).toBe(false);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(next.child.pid);
    await next.stop();
    running.pop();
  }, 180_000);

  it('takes over a lock whose process id now names another process (started at another time)', async () => {
    // This test's own process is alive, but it is not the server that wrote such a lock.
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const start = String(Number(processStart(process.pid)) - 1);
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, start, boot, since: 'then' }));
    const server = await startServer(own());
    running.push(server);
    expect(await healthy(server)).toBe(200);
    await server.stop();
    running.pop();
  }, 180_000);
});
