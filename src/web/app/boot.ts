/**
 * The offline machinery starts after the page has shown itself and gone quiet (issue 16 items 3
 * and 4), never on the first visit's critical path:
 * - the service worker registers (workbox-window) once the `load` event has passed and the main
 *   thread is idle, so its precache (the whole app shell, about 1.6 MB) never competes with the
 *   page's own requests on a weak signal;
 * - the catch reports' outbox (Dexie) starts only when this device has the wallet's database, where
 *   waiting reports live: a first visit has none and downloads none of it. The pages that write
 *   reports start it themselves.
 * It also tells the session what leaves the device at logout besides the personal lists: the
 * account's tickets in the wallet (platform/session cannot import the anglers' feature).
 * Whatever else is optional and heavy (a persisted query cache, say) belongs here too, after
 * `whenIdle`, so the start page's size check (tests/e2e/start-page-size.test.ts) keeps passing.
 */
import { WALLET_DB_NAME } from '../features/anglers/wallet/wallet-db-name.ts';
import { registerServiceWorker } from '../platform/offline/service-worker.ts';
import { onLogout } from '../platform/session/session-api.ts';

/** The longest wait for an idle moment; a busy page still registers its worker. */
const IDLE_TIMEOUT_MS = 4000;

/** After `load`, at the next idle moment (or after IDLE_TIMEOUT_MS where the browser has no idle callback). */
export function whenIdle(work: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Whether the wallet's database exists on this device; true where the browser cannot tell. */
export async function hasWalletDatabase(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined') return false;
    if (typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === WALLET_DB_NAME);
  } catch {
    return true;
  }
}

export function startOfflineMachinery(): void {
  // The wallet's database loads only at logout, never with the start page.
  onLogout(() =>
    import('../features/anglers/wallet/wallet-db.ts').then((wallet) => wallet.forgetAccountTickets()),
  );
  whenIdle(() => {
    void registerServiceWorker();
    void hasWalletDatabase().then((exists) => {
      if (exists)
        void import('../features/anglers/catch-report/outbox.ts').then((outbox) => outbox.startOutbox());
    });
  });
}
