import { requestPersistentStorage, resetPersistentStorageRequest } from './persistent-storage.ts';

afterEach(() => resetPersistentStorageRequest());

describe('requestPersistentStorage', () => {
  it('asks once per page load', async () => {
    const persist = vi.fn(async () => true);
    const storage = { persisted: async () => false, persist };
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage({ persisted: async () => true, persist })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers false where the browser cannot or will not', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    resetPersistentStorageRequest();
    const refused = { persist: async () => Promise.reject(new Error('blocked')) };
    expect(await requestPersistentStorage(refused)).toBe(false);
  });
});
