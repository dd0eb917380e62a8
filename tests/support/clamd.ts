/**
 * A real clamd (Debian's clamav-daemon) for the virus-scanning tests (issue 17 item 4), started by
 * the test itself: a config file and a database folder of its own in a temporary folder, listening
 * on a unix socket there and on a free TCP port on loopback. No signatures can be downloaded here,
 * so the database is one signature the test writes — EICAR's test string anywhere in a file (an
 * .ndb body signature), which clamd also finds inside zips and PDFs it unpacks — and clamd refuses
 * to start without a database, so that one line is all it knows.
 *
 * The limits are small so that a test can pass them: StreamMaxLength (what INSTREAM takes) and
 * MaxFileSize 2 MB, and AlertExceedsMax yes, without which clamd answers OK for a file it did not
 * read to the end (field notes: "files over limits pass as clean").
 *
 * `clamdMissing()` says why the tests must be skipped (clamd not installed), or null.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClamdScanner } from '../../src/server/files/virus-scan.ts';

export const CLAMD = '/usr/sbin/clamd';

/** EICAR's anti-virus test file: harmless, and every scanner reports it (www.eicar.org). */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export const CLAMD_LIMIT_BYTES = 2 * 1024 * 1024;

export function clamdMissing(): string | null {
  return existsSync(CLAMD)
    ? null
    : `clamd is not installed here (${CLAMD}; Debian: apt-get install clamav-daemon), so the virus-scanning tests are skipped`;
}

export interface TestClamd {
  /** unix:///…/clamd.sock */
  socketUrl: string;
  /** tcp://127.0.0.1:<port> */
  tcpUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startClamd(): Promise<TestClamd> {
  const dir = mkdtempSync(join(tmpdir(), 'clamd-test-'));
  const db = join(dir, 'db');
  mkdirSync(db);
  const hex = Buffer.from(EICAR, 'latin1').toString('hex');
  writeFileSync(join(db, 'eicar.ndb'), `Eicar-Test-Signature:0:*:${hex}\n`);
  const socket = join(dir, 'clamd.sock');
  const port = await freePort();
  const log = join(dir, 'clamd.log');
  const config = join(dir, 'clamd.conf');
  writeFileSync(
    config,
    [
      'Foreground yes',
      `DatabaseDirectory ${db}`,
      `LocalSocket ${socket}`,
      'TCPAddr 127.0.0.1',
      `TCPSocket ${port}`,
      `LogFile ${log}`,
      `PidFile ${join(dir, 'clamd.pid')}`,
      `StreamMaxLength ${CLAMD_LIMIT_BYTES}`,
      `MaxFileSize ${CLAMD_LIMIT_BYTES}`,
      `MaxScanSize ${2 * CLAMD_LIMIT_BYTES}`,
      'AlertExceedsMax yes',
      'SelfCheck 0',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const scanner = new ClamdScanner({ path: socket }, { timeoutMs: 2000 });
  const deadline = Date.now() + 60_000;
  while (!(await scanner.ping())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const logged = existsSync(log) ? readFileSync(log, 'utf8') : '';
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`clamd did not start: ${stderr}\n${logged}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    socketUrl: `unix://${socket}`,
    tcpUrl: `tcp://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
