/**
 * The address of the server this journey runs against. The browser journeys run in as many
 * workers as `E2E_WORKERS` (vitest.config.ts), and each worker has a server and database of its
 * own (tests/support/e2e-setup.ts): a journey never meets another worker's data at the same time,
 * and the journeys of one worker run one after the other, as they always did.
 */
import { inject } from 'vitest';

export function e2eBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}
