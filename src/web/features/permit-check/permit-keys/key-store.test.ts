import type { SigningKeyDto } from '../../../../shared/permits/api-types.ts';
import { MemoryStorage } from '../../../platform/memory-storage.ts';
import { KEYS_STORAGE_KEY, loadKeys, refreshKeys, saveKeys } from './key-store.ts';

const KEY: SigningKeyDto = { id: 'k1', algorithm: 'Ed25519', publicKey: 'x'.repeat(43), active: true };

describe('key store', () => {
  it('keeps the downloaded keys with the time they were saved', () => {
    const storage = new MemoryStorage();
    expect(loadKeys(storage)).toBeNull();
    saveKeys([KEY], new Date('2026-03-01T10:00:00Z'), storage);
    expect(loadKeys(storage)).toEqual({ keys: [KEY], savedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('treats anything unreadable as no keys', () => {
    const storage = new MemoryStorage();
    for (const text of [
      'not json',
      'null',
      '[]',
      JSON.stringify({ keys: 'x', savedAt: 'now' }),
      JSON.stringify({ keys: [{ ...KEY, algorithm: 'RSA' }], savedAt: 'now' }),
      JSON.stringify({ keys: [KEY] }),
    ]) {
      storage.setItem(KEYS_STORAGE_KEY, text);
      expect(loadKeys(storage), text).toBeNull();
    }
  });

  it('goes on when storage refuses to write or is missing', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveKeys([KEY], new Date('2026-03-01T10:00:00Z'), full).keys).toEqual([KEY]);
    expect(loadKeys(null)).toBeNull();
  });

  it('keeps freshly downloaded keys, and keeps the old ones when the download is unusable', async () => {
    const storage = new MemoryStorage();
    const at = () => new Date('2026-11-21T08:00:00Z');
    const saved = await refreshKeys(async () => [KEY], at, storage);
    expect(saved).toEqual({ keys: [KEY], savedAt: '2026-11-21T08:00:00.000Z' });
    expect(loadKeys(storage)).toEqual(saved);

    const later = () => new Date('2026-11-22T08:00:00Z');
    await expect(refreshKeys(async () => [], later, storage)).rejects.toThrow();
    await expect(refreshKeys(async () => ({ keys: [KEY] }), later, storage)).rejects.toThrow();
    await expect(
      refreshKeys(
        async () => {
          throw new Error('offline');
        },
        later,
        storage,
      ),
    ).rejects.toThrow('offline');
    expect(loadKeys(storage)).toEqual(saved);
  });
});
