/**
 * One server per data folder (issue 15 item 4). The embedded PostgreSQL's cluster under
 * `DATA_DIR/pg` belongs to the one server process that started it; a second `npm start` on the same
 * folder used to take the first one's PostgreSQL for an orphan of a crashed run and stop it.
 *
 * `DATA_DIR/server.lock` is created with O_EXCL and holds the owner's process id, its start time
 * (Linux: `/proc/<pid>/stat` field 22, clock ticks since boot) and the boot id. A lock is the
 * owner's while a process with that id runs and started at that time on this boot: a process id
 * reused after a crash or a reboot is not mistaken for the owner. A lock whose owner is gone (a
 * `kill -9`, a power cut) is stale and taken over; whatever PostgreSQL the dead owner left behind
 * is then stopped by the caller (embedded.ts).
 *
 * Taking over is a rename of the stale file to a name of our own, then a check that what was
 * renamed is the stale lock that was judged (another starting server may have taken it over in
 * between); a fresh lock moved by mistake is linked back where it was, atomically.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

interface Owner {
  pid: number;
  /** Clock ticks since boot at which the process started, when the system tells (Linux). */
  start: string | null;
  boot: string | null;
  /** When the lock was taken, for the message only. */
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server (process ${owner.pid}, running since ${owner.since}): ` +
        'its embedded PostgreSQL belongs to that server. Stop that server first, or give this one another DATA_DIR. ' +
        'Nothing was changed.',
    );
    this.name = 'DataDirInUseError';
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/** When the process started, in clock ticks since boot; null where /proc does not tell. */
export function processStart(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2 (the command) may hold spaces and parentheses: count from after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null; // field 22
}

const bootId = () => readOrNull('/proc/sys/kernel/random/boot_id');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process that wrote `owner` is still running. */
export function isAlive(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !isRunning(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot !== null && boot !== null && owner.boot !== boot) return false;
  const start = processStart(owner.pid);
  if (owner.start !== null && start !== null && owner.start !== start) return false;
  return true;
}

function parse(text: string | null): Owner | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Owner;
    return typeof value.pid === 'number' ? value : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still ours. Safe to call more than once, and from an exit handler. */
  release(): void;
}

/**
 * Takes `DATA_DIR/server.lock` for this process, or throws `DataDirInUseError` when a running
 * server holds it. Touches nothing else in the folder.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const mine: Owner = {
    pid: process.pid,
    start: processStart(process.pid),
    boot: bootId(),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readOrNull(path) === text.trim()) {
            try {
              unlinkSync(path);
            } catch {
              // already gone
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const staleText = readOrNull(path);
    if (staleText === null) continue; // released meanwhile: try again
    const owner = parse(staleText);
    // An unreadable lock (a write cut short by a crash) has no owner to wait for.
    if (owner && isAlive(owner)) {
      if (owner.pid === process.pid && owner.start === mine.start)
        throw new Error(`DATA_DIR ${dataDir} is already locked by this process`);
      throw new DataDirInUseError(dataDir, owner);
    }
    const tomb = `${path}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(path, tomb);
    } catch {
      continue; // another server moved it first: look again
    }
    if (readOrNull(tomb) !== staleText) {
      // Not the stale lock we judged: another starting server had just taken it over. Put it
      // back (link fails if a lock is there again, which then stands) and look again.
      try {
        linkSync(tomb, path);
      } catch {
        // a lock is in place
      }
    }
    try {
      unlinkSync(tomb);
    } catch {
      // gone
    }
  }
  throw new Error(`could not take the lock ${path}: it keeps changing hands`);
}
