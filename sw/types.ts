/**
 * The little of the service-worker global this worker uses. Declared here rather than through
 * `/// <reference lib="webworker" />`: the root tsconfig checks `sw/` together with the web app's
 * DOM code, and pulling the WebWorker library into that program would retype globals (`self`,
 * `onmessage`, …) for every file. `sw/tsconfig.json` checks the same files against the real
 * WebWorker library, so this shape must stay a subset of `ServiceWorkerGlobalScope`.
 */
import type { PrecacheEntry } from 'workbox-precaching';

export interface ServiceWorkerMessageEvent {
  readonly data: unknown;
}

export interface ServiceWorkerSyncEvent {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export interface ServiceWorkerScope {
  /** Replaced at build time by the precache list (vite-plugin-pwa `injectManifest`). */
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  readonly clients: {
    matchAll(options: { type: 'window' }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'message', listener: (event: ServiceWorkerMessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: ServiceWorkerSyncEvent) => void): void;
}
