/**
 * The page's outbox (architecture §5): the sync engine over IndexedDB and the API client, woken
 * - on start (the first page that needs it calls `startOutbox`),
 * - when the connection returns (`online`), when the page becomes visible again,
 * - after each save (`kickOutbox('saved')`),
 * - on a timer: when the earliest waiting report is due again (backoff with jitter, capped),
 * - by the service worker's Background Sync, where the browser has it, as a wake-up only: the
 *   worker posts `{ type: 'OUTBOX_SYNC' }` to the page (field notes: never relied upon).
 * One tab sends at a time (Web Locks, lock `outbox`); a tab that finds the lock taken looks again a
 * little later, and a browser without Web Locks sends from every tab, which the server's
 * idempotency makes harmless.
 */
import { isOnline } from '../../../platform/offline/connection.ts';
import {
  createOutboxEngine,
  type LockRunner,
  type OutboxEngine,
  type RunResult,
  type Trigger,
} from '../../../platform/outbox/engine.ts';
import { sendCatchReport } from './catch-report-api.ts';
import { DexieCatchReportStore } from './dexie-store.ts';
import type { CatchReportStore } from './report-types.ts';

export const OUTBOX_LOCK = 'outbox';
export const BACKGROUND_SYNC_TAG = 'outbox';
/** The message the service worker posts to its pages on a Background Sync event. */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC';

/** The timer never sleeps longer than this, so a tab left open notices reports saved elsewhere. */
const LONGEST_SLEEP_MS = 5 * 60_000;
const SHORTEST_SLEEP_MS = 1_000;
/** Another tab held the lock: look again after this long, in case it finished just before a save here. */
const ELSEWHERE_SLEEP_MS = 10_000;
/** IndexedDB failed (storage full, a browser fault): try again later rather than never. */
const FAILED_SLEEP_MS = 60_000;

const store = new DexieCatchReportStore();

/** The reports on this device (the pages read and write through it). */
export function catchReportStore(): CatchReportStore {
  return store;
}

/** Web Locks where the browser has them (`ifAvailable`: a tab never queues behind another). */
export const webLock: LockRunner = async (work) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return { ran: true, value: await work() };
  return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? { ran: true as const, value: await work() } : { ran: false as const },
  );
};

let engine: OutboxEngine | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function sleepFor(result: RunResult): number | null {
  if (result.status === 'elsewhere') return ELSEWHERE_SLEEP_MS;
  // The browser knows it is offline and says so when that changes (`online`): no polling meanwhile.
  if (result.status === 'offline') return result.nextDueAt === null ? null : LONGEST_SLEEP_MS;
  if (result.nextDueAt === null) return null;
  return Math.min(LONGEST_SLEEP_MS, Math.max(SHORTEST_SLEEP_MS, result.nextDueAt - Date.now()));
}

function wakeIn(ms: number | null): void {
  clearTimeout(timer);
  timer = ms === null ? undefined : setTimeout(() => void kickOutbox('timer'), ms);
}

/** Runs the engine now; the next wake-up is set from what is left. Never rejects. */
export async function kickOutbox(trigger: Trigger): Promise<RunResult | null> {
  if (!engine) startOutbox();
  try {
    const result = await engine!.run(trigger);
    wakeIn(sleepFor(result));
    return result;
  } catch (error) {
    console.warn('catch report outbox', error);
    wakeIn(FAILED_SLEEP_MS);
    return null;
  }
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the outbox when the connection returns, even if this tab is closed first. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & SyncRegistration)
      | undefined;
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Refused (no permission, private mode): the page's own triggers still send the reports.
  }
}

/** Starts the outbox of this page once (the wallet, the catch report form, the app's start). */
export function startOutbox(): void {
  if (engine) return;
  engine = createOutboxEngine({ store, send: sendCatchReport, isOnline, lock: webLock });
  window.addEventListener('online', () => void kickOutbox('online'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void kickOutbox('visible');
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_SYNC_MESSAGE) void kickOutbox('wake');
  });
  void kickOutbox('start');
}
