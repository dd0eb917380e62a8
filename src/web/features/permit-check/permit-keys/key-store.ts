/**
 * The published public keys kept on this device (architecture §5, §7): fetched whenever the permit
 * check page or the ticket wallet is online and stored in localStorage, so that an inspector or an
 * angler without a signal can still check a permit's QR seal. Anything unreadable in storage counts
 * as no keys.
 */
import type { SigningKeyDto } from '../../../../shared/permits/api-types.ts';
import { signingKeys } from '../../permits/index.ts';

export const KEYS_STORAGE_KEY = 'permits.signingKeys.v1';

export interface StoredKeys {
  keys: SigningKeyDto[];
  /** ISO timestamp of the download. */
  savedAt: string;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isSigningKey(value: unknown): value is SigningKeyDto {
  if (value === null || typeof value !== 'object') return false;
  const key = value as Record<string, unknown>;
  return (
    typeof key.id === 'string' &&
    key.algorithm === 'Ed25519' &&
    typeof key.publicKey === 'string' &&
    typeof key.active === 'boolean'
  );
}

export function isSigningKeyList(value: unknown): value is SigningKeyDto[] {
  return Array.isArray(value) && value.every(isSigningKey);
}

/** localStorage, or null where it is missing or refused (private modes, storage disabled). */
export function browserStorage(): KeyStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadKeys(storage: KeyStorage | null = browserStorage()): StoredKeys | null {
  try {
    const text = storage?.getItem(KEYS_STORAGE_KEY);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<StoredKeys> | null;
    if (!parsed || !isSigningKeyList(parsed.keys) || typeof parsed.savedAt !== 'string') return null;
    return { keys: parsed.keys, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function saveKeys(
  keys: SigningKeyDto[],
  now: Date = new Date(),
  storage: KeyStorage | null = browserStorage(),
): StoredKeys {
  const stored = { keys, savedAt: now.toISOString() };
  try {
    storage?.setItem(KEYS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or refused storage only means the next offline check has no keys; the check itself goes on.
  }
  return stored;
}

/**
 * Downloads the published keys (`GET /api/public/leidimai/raktai`) and keeps them for offline
 * checks. Throws when there is no network or the answer is not a usable list of keys; what was
 * kept before stays kept.
 */
export async function refreshKeys(
  download: () => Promise<unknown> = signingKeys,
  now: () => Date = () => new Date(),
  storage: KeyStorage | null = browserStorage(),
): Promise<StoredKeys> {
  const keys = await download();
  if (!isSigningKeyList(keys) || keys.length === 0) throw new Error('no signing keys published');
  return saveKeys(keys, now(), storage);
}
