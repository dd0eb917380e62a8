/**
 * Setup file of the `unit`, `unit-messages`, `api` and `e2e` projects, whose files share their loaded modules
 * within a worker (`isolate: false`, vitest.config.ts): a file that leaves state behind for the
 * next one fails here, so that no test can pass on what an earlier file left:
 * - in `unit`, a registered message (src/shared/i18n/all-messages.ts, src/web/i18n/catalogs.ts): a
 *   later file would read texts it never loaded. A file that registers every message belongs in
 *   MESSAGES_UNIT_FILES, where every file does (each imports all-messages.ts itself);
 * - in all, a global added, replaced or removed (vi.stubGlobal without vi.unstubAllGlobals), an
 *   environment variable changed, or fake timers left on: such a file belongs in
 *   ISOLATED_UNIT_FILES.
 */
import { inject } from 'vitest';
import { MESSAGE_IDS } from '../../src/shared/i18n/catalog.gen.ts';
import { PERMIT_MESSAGE_IDS } from '../../src/shared/i18n/catalog-permits.gen.ts';
import { isKnownMessageId } from '../../src/shared/i18n/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `every`: the project's files all register every message (`unit-messages`). */
    unitMessages: 'none' | 'every';
  }
}

const MOVE =
  'belongs in ISOLATED_UNIT_FILES (vitest.config.ts), which runs each file in its own context (a browser journey or an API file must undo it itself)';
const MOVE_MESSAGES = `belongs in MESSAGES_UNIT_FILES (vitest.config.ts) if it imports all-messages.ts; otherwise it ${MOVE}`;
const checkMessages = inject('unitMessages') !== 'every';

function registeredMessages(): string[] {
  return [...MESSAGE_IDS, ...PERMIT_MESSAGE_IDS].filter((id) => isKnownMessageId(id));
}

/** Every global with its value, or its getter: Node defines some (Headers, atob…) lazily. */
function globals(): Map<string, PropertyDescriptor | undefined> {
  return new Map(
    Object.getOwnPropertyNames(globalThis).map((name) => [
      name,
      Object.getOwnPropertyDescriptor(globalThis, name),
    ]),
  );
}

/**
 * Set once, on import, by a library the files share (the first file of a worker to import it
 * "adds" them): not state a file leaves. `awslambda` by @aws-sdk; tslib's helpers (`__awaiter`…)
 * by its global build, which pdf-lib loads; zod's `__zod_globalConfig` and `__zod_globalRegistry`
 * (a browser journey's dependencies).
 */
const isLibraryGlobal = (name: string) => name === 'awslambda' || /^__[a-zA-Z][a-zA-Z_]*$/.test(name);

function changedGlobals(before: Map<string, PropertyDescriptor | undefined>): string[] {
  const now = globals();
  return [...new Set([...before.keys(), ...now.keys()])].filter((name) => {
    if (isLibraryGlobal(name)) return false;
    const was = before.get(name);
    const is = now.get(name);
    if (!was || !is) return true;
    if ('value' in was) return !('value' in is) || !Object.is(was.value, is.value);
    // A lazy global Node has since turned into a value: the same one its getter gives.
    if ('value' in is) return !Object.is(is.value, was.get?.call(globalThis));
    return was.get !== is.get || was.set !== is.set;
  });
}

// Before the test file is imported (a setup file runs first, again for every file).
const globalsBefore = globals();
const envBefore = JSON.stringify(Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)));
const registeredBefore = checkMessages ? registeredMessages() : [];
if (registeredBefore.length > 0)
  throw new Error(
    `${registeredBefore.length} messages were registered before this file started: an earlier file in this worker ${MOVE_MESSAGES}`,
  );

afterAll(() => {
  const registered = checkMessages ? registeredMessages() : [];
  if (registered.length > 0)
    throw new Error(
      `this file registered ${registered.length} messages (e.g. ${registered[0]}): it ${MOVE_MESSAGES}`,
    );
  if (JSON.stringify(Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b))) !== envBefore)
    throw new Error(`this file left process.env changed: it ${MOVE}`);
  if (vi.isFakeTimers())
    throw new Error(`this file left fake timers on: call vi.useRealTimers(), or it ${MOVE}`);
  const changed = changedGlobals(globalsBefore);
  if (changed.length > 0)
    throw new Error(`this file left globals added, replaced or removed (${changed.join(', ')}): it ${MOVE}`);
});
