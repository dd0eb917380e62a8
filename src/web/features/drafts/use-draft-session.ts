/**
 * The open form's draft session as a hook (ADR 0040): one `DraftSessionRunner` for the form's life,
 * started while the form is shown, its state rendered through `useSyncExternalStore`. The form's
 * changes go to it (`changes` grows with each, platform/forms/path-form.ts).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RunnerHost, RunnerOptions, RunnerState } from './draft-runner-deps.ts';
import { DraftSessionRunner } from './draft-session-runner.ts';

export function useDraftSession(
  options: RunnerOptions,
  changes: number,
  data: Record<string, unknown>,
): [RunnerState, DraftSessionRunner] {
  // The page's callbacks change with its renders; the runner calls the latest.
  const host = useRef<RunnerHost>(options.host);
  host.current = options.host;
  const [runner] = useState(
    () =>
      new DraftSessionRunner({
        ...options,
        host: {
          created: (detail) => host.current.created(detail),
          updated: (detail) => host.current.updated(detail),
          submitted: (detail) => host.current.submitted(detail),
          words: () => host.current.words(),
        },
      }),
  );
  // Each change: on this device at once, to the server after a pause in typing (before `start`,
  // so input carried into a form that just got its id goes at once).
  useEffect(() => {
    if (changes === 0) return;
    runner.edited(data);
  }, [runner, changes, data]);
  useEffect(() => runner.start(), [runner]);
  const state = useSyncExternalStore(runner.subscribe, runner.getState);
  return [state, runner];
}
