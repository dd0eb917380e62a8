/**
 * What other features use of the permit check: the signing keys kept on this device and the
 * offline seal check (the anglers' wallet checks its tickets with them).
 */
export { loadKeys, refreshKeys, type StoredKeys } from './permit-keys/key-store.ts';
export { checkSealOffline, type OfflineSealCheck, type OfflineSealStatus } from './permit-keys/seal-check.ts';
