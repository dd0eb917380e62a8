/**
 * Global setup for the browser journeys: the built app served by the real server process on
 * its own embedded PostgreSQL (a fresh DATA_DIR), exactly as `npm start` runs it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './e2e-workers.ts';
import { startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per browser-journey worker (tests/support/e2e-base-url.ts). */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  // WEB_ROOT lets two people test two builds at once; by default the one `npm run build` makes.
  const built = process.env.WEB_ROOT
    ? join(process.env.WEB_ROOT, 'index.html')
    : fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
  if (!existsSync(built))
    throw new Error('The browser journeys test the built app: run `npm run build` first.');
  // One server with its own embedded PostgreSQL per worker, started together.
  const count = e2eWorkers();
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'permits-e2e-')));
  // The journeys all come from 127.0.0.1: logins and purchases go past their per-address limits.
  const servers = await Promise.all(
    dataDirs.map((dataDir) =>
      startServer({
        DATA_DIR: dataDir,
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        PURCHASE_RATE_LIMIT_PER_MINUTE: '10000',
      }),
    ),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
}
