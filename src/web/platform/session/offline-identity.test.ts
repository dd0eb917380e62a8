import {
  forgetIdentity,
  OFFLINE_IDENTITY_MAX_AGE_MS,
  offlineIdentity,
  rememberIdentity,
} from './offline-identity.ts';
import type { UserInfo } from './types.ts';

const jonas: UserInfo = {
  name: 'Jonas',
  surname: 'Jonaitis',
  asmensKodas: '38703181745',
  authorities: [],
  atstovaujamiAsmenys: [],
  defaultProfileIndex: null,
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the person remembered for offline work', () => {
  it('is the last user info the server confirmed, marked as offline', () => {
    rememberIdentity(jonas, 1_000);
    expect(offlineIdentity(2_000)).toEqual({ ...jonas, offline: true });
  });

  it('is forgotten at logout or when the server answers 401', () => {
    rememberIdentity(jonas);
    forgetIdentity();
    expect(offlineIdentity()).toBeNull();
  });

  it('is not used after a month without the device being online', () => {
    rememberIdentity(jonas, 0);
    expect(offlineIdentity(OFFLINE_IDENTITY_MAX_AGE_MS)).not.toBeNull();
    expect(offlineIdentity(OFFLINE_IDENTITY_MAX_AGE_MS + 1)).toBeNull();
  });

  it('ignores what it cannot read and works without storage', () => {
    localStorage.setItem('aplinkos-leidimai:tapatybe', '{broken');
    expect(offlineIdentity()).toBeNull();
    localStorage.setItem('aplinkos-leidimai:tapatybe', JSON.stringify({ user: {}, savedAt: Date.now() }));
    expect(offlineIdentity()).toBeNull();
    vi.stubGlobal('localStorage', undefined);
    expect(() => rememberIdentity(jonas)).not.toThrow();
    expect(offlineIdentity()).toBeNull();
  });
});
