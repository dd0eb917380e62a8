import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir, processStart } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'permits-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const boot = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const writeLock = (owner: object) => writeFileSync(join(dir, LOCK_FILE), JSON.stringify(owner));

describe('the data folder lock', () => {
  it('is taken once, names its owner, and is gone after release', () => {
    const lock = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, start: processStart(process.pid) });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another running process holds it, and changes nothing', async () => {
    const other = spawn('sleep', ['30']);
    await new Promise((r) => other.once('spawn', r));
    try {
      const owner = { pid: other.pid, start: processStart(other.pid!), boot: boot(), since: 'then' };
      writeLock(owner);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${other.pid}`));
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual(owner);
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a dead process, of a reused process id, of another boot, and a torn one', () => {
    const dead = spawnSync('true').pid; // finished: its id names no process (or another one, later)
    const owners: (object | string)[] = [
      { pid: dead, start: '1', boot: boot(), since: 'then' },
      // This very process id, but a process that started at another time: the id was reused.
      { pid: process.pid, start: '1', boot: boot(), since: 'then' },
      { pid: process.pid, start: processStart(process.pid), boot: 'another-boot', since: 'then' },
      '{"pid":',
    ];
    for (const owner of owners) {
      if (typeof owner === 'string') writeFileSync(join(dir, LOCK_FILE), owner);
      else writeLock(owner);
      const lock = lockDataDir(dir);
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
      lock.release();
    }
  });

  it('releases only its own lock', () => {
    const lock = lockDataDir(dir);
    const other = { pid: 1, start: processStart(1), boot: boot(), since: 'now' };
    writeLock(other);
    lock.release();
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual(other);
  });
});
