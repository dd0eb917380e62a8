/**
 * The device for the drafts' unit tests without a browser: fake-indexeddb stands in for IndexedDB
 * (imported by the test file first) and a Map for the tab's sessionStorage (the page-hide copy).
 * `standInDevice()`, called at a test file's top, puts the storage in place once and empties both after each test.
 */
import { afterEach, beforeAll } from 'vitest';
import { draftsDb } from './drafts-db.ts';

class MapStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

export function standInDevice(): void {
  beforeAll(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = new MapStorage();
  });

  afterEach(async () => {
    const db = await draftsDb();
    await db.drafts.clear();
    await db.files.clear();
    sessionStorage.clear();
  });
}
