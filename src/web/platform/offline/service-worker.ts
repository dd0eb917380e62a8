/// <reference types="vite/client" />
/**
 * Registers the service worker (`sw/service-worker.ts`, built to `/service-worker.js`) with
 * workbox-window — in production builds only: the dev server has no built worker, and a worker
 * left over from a build would answer the dev server's pages from its precache.
 */
import { createUpdateFlow, type UpdateFlow } from './update-flow.ts';

export const SERVICE_WORKER_URL = '/service-worker.js';
/** A tab left open all day (an angler by the water) still learns about a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The app's one update flow; the dialog in the header follows it. */
export const updateFlow: UpdateFlow = createUpdateFlow(() => window.location.reload());

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded after the first paint: not part of the start page's JavaScript.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  updateFlow.attach(workbox);
  try {
    await workbox.register();
  } catch (error) {
    // The portal works without it (private windows, blocked storage); only offline is lost.
    console.warn('service worker not registered', error);
    return;
  }
  window.setInterval(() => {
    if (navigator.onLine) void workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
