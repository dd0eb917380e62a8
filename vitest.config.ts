import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './tests/support/e2e-workers.ts';

/**
 * Three projects (house style §7):
 * - unit: pure logic beside the code (`src/**\/*.test.ts`), no database;
 * - api: route suites through `app.inject()` on a real PostgreSQL (embedded unless DATABASE_URL is set);
 * - e2e: real-browser journeys against the built app (`tests/e2e`).
 */
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Worker threads rather than child processes: about 15 % less CPU for the same 154
          // files (issue 17 item 7, measured 2026-11-27), every file still in its own context
          // (isolate stays on: the message catalogs a file registers must not leak to the next).
          // Files that need the catalogs import src/shared/i18n/all-messages.ts themselves.
          pool: 'threads',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Every message bundle, as the server has them (src/server/app.ts imports them too).
          setupFiles: ['src/shared/i18n/all-messages.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The journeys compare pages with the catalogs' text (translate()).
          setupFiles: ['src/shared/i18n/all-messages.ts'],
          // A journey that fails is run once more before it counts: two (forest-offline's L08.2
          // reconnect, the wallet's pending purchase) failed once in a CI run on 2026-11-27 and
          // passed in every run before and after. A journey that fails twice still fails the run.
          // Left to find: what the L08.2 reconnect waits on when it misses (issue 16/23 notes).
          retry: 1,
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker per core (E2E_WORKERS, default 2), each against a server and database of
          // its own (tests/support/e2e-setup.ts): journeys of different workers never share data,
          // and those of one worker run one after the other (issue 17 item 7: CI time).
          maxWorkers: e2eWorkers(),
          fileParallelism: e2eWorkers() > 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
