/**
 * A Web Storage (sessionStorage, localStorage) kept in a Map, for unit tests that run the web app's
 * code in Node, where the browser's storage is missing.
 */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}
