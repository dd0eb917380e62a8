/**
 * Setup file of the `e2e` project: a journey that fails and then passes on its second try (the
 * project's `retry: 1`) still says why it failed the first time. Vitest reports only the last
 * attempt, so without this a race that shows once in twenty runs leaves no trace to find it by
 * (the L08.2 reconnect, vitest.config.ts).
 */
import { beforeEach } from 'vitest';

beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    for (const error of task.result?.errors ?? []) {
      console.error(`[${task.name}] failed on try ${attempt}:\n${error.stack ?? error.message}`);
    }
  });
});
