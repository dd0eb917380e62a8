/**
 * The angler's ticket wallet on this device (issue 5 item 6): every purchase started here (with the
 * secret that proves it without a login) and every ticket issued to it, plus the logged-in
 * person's own tickets, kept in IndexedDB so they show, with their QR codes, with no network.
 *
 * A database of its own (not the drafts database), so its versions move independently.
 * Field notes: never `await fetch` inside a Dexie transaction; every function here touches only
 * IndexedDB.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { AnglerKind, AnglerTicket, PurchaseState } from '../../../shared/anglers/api-types.ts';

export interface WalletPurchase {
  /** Purchase id. */
  id: string;
  kind: AnglerKind;
  /** Proof of the purchase for the API (header X-Purchase-Secret). */
  secret: string;
  state: PurchaseState;
  /** Device time it was started, ms since the epoch. */
  createdAt: number;
  /** Device time of the last status read. */
  checkedAt: number | null;
}

export interface WalletTicket extends AnglerTicket {
  /** `device`: bought on this device; `account`: read from the logged-in person's tickets. */
  source: 'device' | 'account';
  /** Personal code of the person whose account it came from (null for device tickets). */
  owner: string | null;
  /** Device time it was saved or last refreshed. */
  savedAt: number;
}

export const WALLET_DB_NAME = 'aplinkos-leidimai-pinigine';

type WalletDb = Dexie & {
  purchases: EntityTable<WalletPurchase, 'id'>;
  tickets: EntityTable<WalletTicket, 'number'>;
};

let instance: WalletDb | null = null;

export function walletDb(): WalletDb {
  if (!instance) {
    const db = new Dexie(WALLET_DB_NAME) as WalletDb;
    db.version(1).stores({ purchases: 'id, state, createdAt', tickets: 'number, source, owner, validUntil' });
    instance = db;
  }
  return instance;
}

/** Called before the browser leaves for the bank: the purchase can be found again whatever happens next. */
export async function rememberPurchase(purchase: Omit<WalletPurchase, 'createdAt' | 'checkedAt'>): Promise<void> {
  await walletDb().purchases.put({ ...purchase, createdAt: Date.now(), checkedAt: null });
}

export async function findPurchase(id: string): Promise<WalletPurchase | undefined> {
  return walletDb().purchases.get(id);
}

export async function listPurchases(): Promise<WalletPurchase[]> {
  return walletDb().purchases.orderBy('createdAt').reverse().toArray();
}

export async function markPurchase(id: string, state: PurchaseState): Promise<void> {
  await walletDb().purchases.update(id, { state, checkedAt: Date.now() });
}

/** Saves tickets (replacing older copies of the same permit numbers). */
export async function saveTickets(
  tickets: readonly AnglerTicket[],
  source: WalletTicket['source'],
  owner: string | null,
): Promise<void> {
  const now = Date.now();
  await walletDb().tickets.bulkPut(tickets.map((ticket) => ({ ...ticket, source, owner, savedAt: now })));
}

/** Newest first by end of validity. */
export async function listTickets(): Promise<WalletTicket[]> {
  return walletDb().tickets.orderBy('validUntil').reverse().toArray();
}

/** At logout: the account's tickets leave the device; tickets bought on it stay. */
export async function forgetAccountTickets(): Promise<void> {
  await walletDb().tickets.where('source').equals('account').delete();
}
