/**
 * The device for the drafts' unit tests without a browser: fake-indexeddb stands in for IndexedDB
 * (imported by the test file first) and a Map for the tab's sessionStorage (the page-hide copy).
 * `standInDevice()`, called at a test file's top, puts the storage in place once and empties both after each test.
 */
import { afterEach, beforeAll } from 'vitest';
import { MemoryStorage } from '../../platform/memory-storage.ts';
import { draftsDb } from './drafts-db.ts';

export function standInDevice(): void {
  beforeAll(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
  });

  afterEach(async () => {
    const db = await draftsDb();
    await db.drafts.clear();
    await db.files.clear();
    sessionStorage.clear();
  });
}
