/**
 * The "site content changed" dialog (spec §2 Shell; architecture §5), without React or the browser:
 * a new service worker that has installed and waits makes the dialog show; the page reloads only
 * when the person agrees — never over unsaved input by itself.
 *
 * - `waiting` (a new version is ready): the dialog shows.
 * - accept: the page asks the waiting worker to take over (`SKIP_WAITING`) and reloads when it
 *   does (`controlling`). If another tab already let it take over, it reloads at once.
 * - postpone: the dialog closes and nothing happens; the new version starts when every tab of the
 *   portal has been closed, or the dialog shows again when a newer version arrives.
 */

/** The part of workbox-window's `Workbox` the flow uses (a fake in the unit tests). */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateState {
  /** A new version waits: the dialog is shown. */
  readonly available: boolean;
  /** The person agreed; the page reloads as soon as the new version controls it. */
  readonly reloading: boolean;
}

export interface UpdateFlow {
  /** Follows a registered worker's life cycle (called once the registration exists). */
  attach(workbox: WorkboxLike): void;
  getState(): UpdateState;
  subscribe(listener: () => void): () => void;
  accept(): void;
  postpone(): void;
}

const IDLE: UpdateState = { available: false, reloading: false };

export function createUpdateFlow(reload: () => void): UpdateFlow {
  let state = IDLE;
  let workbox: WorkboxLike | null = null;
  /** The new version already controls this page (another tab accepted it). */
  let takenOver = false;
  const listeners = new Set<() => void>();
  const set = (next: UpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    attach(next) {
      workbox = next;
      next.addEventListener('waiting', () => {
        takenOver = false;
        if (!state.reloading) set({ available: true, reloading: false });
      });
      next.addEventListener('controlling', (event) => {
        if (state.reloading) {
          reload();
          return;
        }
        // The first worker of a first visit also takes control (clientsClaim): no update, nothing to do.
        if (event.isUpdate) takenOver = true;
      });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept() {
      if (!state.available || state.reloading) return;
      set({ available: true, reloading: true });
      if (takenOver) reload();
      else workbox?.messageSkipWaiting();
    },
    postpone() {
      if (state.reloading) return;
      set(IDLE);
    },
  };
}
