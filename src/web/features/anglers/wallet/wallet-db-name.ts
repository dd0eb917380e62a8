/**
 * The wallet's IndexedDB database name, alone in a file so that the start page can ask whether the
 * database exists (src/web/app/boot.ts) without loading Dexie.
 */
export const WALLET_DB_NAME = 'aplinkos-leidimai-pinigine';
