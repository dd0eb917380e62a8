/**
 * Fault: the file storage full during an upload (issue 8 item 3). A server node keeps its uploaded
 * files on a real, tiny file system — a 2 MB tmpfs mounted on DATA_DIR/files — so that an upload's
 * write fails with ENOSPC from the kernel, not from a stub. An applicant (Tomas Kazlauskas for
 * UAB „Baltijos atliekos“, from the demo data) adds two documents to an L13 application, then one
 * larger than the space left. It checks:
 *
 * - the failed upload answers 507 with the message in the person's language (Lithuanian and
 *   English are both tried), never a 500;
 * - nothing half-written is left (no temporary file, no file without its document, no row);
 * - the application and its earlier documents are intact: listed, and downloaded byte for byte;
 * - once space is freed (a document removed), the same person uploads again.
 *
 * Mounting needs privileges. As root the script mounts the tmpfs itself (and unmounts it after).
 * Otherwise it runs the node in a user and mount namespace of its own (`unshare --user
 * --map-root-user --mount`, allowed to ordinary users on most Linux systems), where the node
 * mounts the tmpfs for itself; the script looks into it through /proc/<pid>/root. When neither is
 * possible it says so and skips (exit 0): the storage's own handling of ENOSPC is tested without
 * privileges in src/server/storage/local-disk.test.ts, through /dev/full.
 *
 *   npm run fault:storage-full
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statfsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { pdf } from '../../src/server/files/test-files.ts';
import type { ApplicationDetail, DocumentDto } from '../../src/shared/permits/api-types.ts';
import { type NodeProcess, startNode } from '../cluster.ts';
import { freshDatabase } from '../support.ts';
import { Browser, faultRun } from './support.ts';

const SIZE = '2m';
const KB = 1024;
const TOMAS = { code: '37505041234', first: 'Tomas', last: 'Kazlauskas' };
const BALTIJOS_ATLIEKOS = '110051834';
const MESSAGES = {
  lt: 'Failų saugykla pilna, todėl niekas neišsaugota. Bandykite vėliau.',
  en: 'The file storage is full, so nothing was saved. Try again later.',
};

type Mounting = 'root' | 'namespace' | null;

/** How a tmpfs can be mounted here: as root, in a user namespace, or not at all. */
function mounting(): Mounting {
  if (userInfo().uid === 0) return 'root';
  try {
    execFileSync('unshare', ['--user', '--map-root-user', '--mount', 'true'], { stdio: 'ignore' });
    return 'namespace';
  } catch {
    return null;
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file under a folder, relative paths. */
function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

async function main() {
  const run = faultRun('storage-full', `Fault: the file storage full during an upload (${SIZE} tmpfs)`);
  const how = mounting();
  if (!how) {
    run.say(
      'SKIPPED: mounting a tmpfs needs root, or user namespaces (unshare --user --mount), and neither is allowed here. ' +
        'The storage layer meets a full disk without privileges in src/server/storage/local-disk.test.ts (/dev/full).',
    );
    run.finish();
  }
  const dataDir = join(run.dir, 'node');
  const files = join(dataDir, 'files');
  mkdirSync(files, { recursive: true });
  const fresh = await freshDatabase('storage_full');
  let node: NodeProcess | undefined;
  let mounted = false;
  try {
    if (how === 'root') {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE},mode=0700`, 'tmpfs', files]);
      mounted = true;
    }
    node = await startNode({
      logFile: join(run.dir, 'node.log'),
      env: { DATABASE_URL: fresh.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      ...(how === 'namespace'
        ? {
            prefix: [
              'unshare',
              '--user',
              '--map-root-user',
              '--mount',
              'sh',
              '-c',
              `mount -t tmpfs -o size=${SIZE} tmpfs "$0" && exec "$@"`,
              files,
            ],
          }
        : {}),
    });
    // The node's view of its files: the same folder as root, its own mount namespace otherwise.
    const seen = how === 'root' ? files : `/proc/${node.child.pid}/root${files}`;
    const free = () => {
      const s = statfsSync(seen);
      return s.bavail * s.bsize;
    };
    run.say(
      `a ${SIZE} tmpfs on DATA_DIR/files (${how === 'root' ? 'mounted by the script as root' : "in the node's own user and mount namespace"}), ${fresh.where}`,
    );

    const tomas = new Browser(node.url, 'lt');
    await tomas.login(TOMAS.code, TOMAS.first, TOMAS.last, BALTIJOS_ATLIEKOS);
    const created = await tomas.call('POST', '/api/v1/paraiskos/l13', { json: { type: 'NAUJA' } });
    if (!run.check(created.status === 201, `an L13 application created (${created.status})`))
      throw new Error('no application');
    const application = (await created.json()) as ApplicationDetail;
    const docs = `/api/v1/paraiskos/l13/${application.id}/dokumentai`;

    const upload = (browser: Browser, name: string, content: Buffer) => {
      const form = new FormData();
      form.append('type', 'KITA');
      form.append('title', name);
      form.append('confidential', 'false');
      form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), name);
      return browser.call('POST', docs, { multipart: form });
    };

    const earlier: { dto: DocumentDto; sha: string }[] = [];
    for (const [name, size] of [
      ['leidimas.pdf', 400 * KB],
      ['planas.pdf', 500 * KB],
    ] as const) {
      const content = pdf({ size });
      const res = await upload(tomas, name, content);
      if (res.status === 201) earlier.push({ dto: (await res.json()) as DocumentDto, sha: sha256(content) });
      run.check(res.status === 201, `${name} (${size / KB} KB) stored (${res.status})`);
    }
    const before = walk(seen);
    run.say(`files stored: ${before.length}, space left: ${Math.round(free() / KB)} KB`);

    const tooBig = free() + 300 * KB;
    for (const lang of ['lt', 'en'] as const) {
      const browser = new Browser(node.url, lang);
      await browser.login(TOMAS.code, TOMAS.first, TOMAS.last, BALTIJOS_ATLIEKOS);
      const res = await upload(browser, 'brezinys.pdf', pdf({ size: tooBig }));
      const body = (await res.json()) as { message?: string };
      run.say(`upload of ${Math.round(tooBig / KB)} KB in ${lang}: ${res.status} “${body.message}”`);
      run.check(res.status === 507, `answered 507 Insufficient Storage, not a 500 (${lang})`);
      run.check(body.message === MESSAGES[lang], `the message is in the person's language (${lang})`);
    }

    const after = walk(seen);
    run.check(
      after.length === before.length && after.every((f) => before.includes(f)),
      `nothing half-written left: the same ${after.length} files, no temporary file (${after.filter((f) => f.startsWith('.tmp/')).length} in .tmp)`,
    );
    const detail = await tomas.call('GET', `/api/v1/paraiskos/l13/${application.id}`);
    const listed = ((await detail.json()) as ApplicationDetail).documents;
    run.check(
      detail.status === 200 && listed.length === earlier.length,
      `the application reads as before, with its ${listed.length} documents and no row for the failed upload`,
    );
    for (const { dto, sha } of earlier) {
      const res = await tomas.call('GET', `${docs}/${dto.id}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      run.check(res.status === 200 && sha256(bytes) === sha, `${dto.fileName} downloads byte for byte`);
    }

    const removed = await tomas.call('DELETE', `${docs}/${earlier[1]!.dto.id}`);
    run.check(removed.status === 204, 'a document removed to free space');
    const again = await upload(tomas, 'brezinys.pdf', pdf({ size: 600 * KB }));
    run.check(again.status === 201, `a new upload fits again (${again.status})`);
    if (run.failed > 0) process.stdout.write(`last lines of the node's log:\n${node.tail(10)}\n`);
  } finally {
    await node?.stop();
    if (mounted) execFileSync('umount', ['-l', files]);
    await fresh.cleanup();
  }
  run.finish();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
