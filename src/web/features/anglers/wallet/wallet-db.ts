/**
 * The angler's ticket wallet on this device (issue 5 item 6): every purchase started here (with the
 * secret that proves it without a login) and every ticket issued to it, plus the logged-in
 * person's own tickets, kept in IndexedDB so they show, with their QR codes, with no network.
 *
 * A database of its own (not the drafts database), so its versions move independently.
 * Field notes: never `await fetch` inside a Dexie transaction; every function here touches only
 * IndexedDB. `wallet-sync.ts` brings the network's answers here.
 *
 * A ticket bought on this device stays after logout; tickets read from an account leave with the
 * logout (`forgetAccountTickets`, called by the session) or when another person logs in here.
 *
 * Version 3 (issue 6) adds the angler's catch reports and the outbox of those still to be sent
 * (catch-report/report-types.ts): the same database, so a report and the ticket it was filed for are kept,
 * and persisted, together. Tickets, purchases and meta are untouched by the upgrade.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { AnglerKind, AnglerTicket, PurchaseState } from '../../../../shared/anglers/api-types.ts';
import { requestPersistentStorage } from '../../../platform/offline/persistent-storage.ts';
import type { OutboxEntry } from '../../../platform/outbox/types.ts';
import type { StoredCatchReport } from '../catch-report/report-types.ts';
import { WALLET_DB_NAME } from './wallet-db-name.ts';

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

export interface WalletTicket extends Omit<AnglerTicket, 'securityCode'> {
  /**
   * The permit's security code (ADR 0015). Absent on tickets kept before codes existed until the
   * wallet's next update brings it (a purchase of this device, the account's tickets), or a catch
   * report sent with a typed code proves it.
   */
  securityCode?: string;
  /** `device`: bought on this device; `account`: read from the logged-in person's tickets. */
  source: 'device' | 'account';
  /** Personal code of the person whose account it came from (null for device tickets). */
  owner: string | null;
  /** Device time it was saved or last refreshed. */
  savedAt: number;
}

export { WALLET_DB_NAME };

/** Facts about the wallet itself, e.g. when it was last brought up to date from the server. */
export interface WalletMeta {
  key: 'syncedAt';
  /** Device time, ms since the epoch. */
  value: number;
}

type WalletDb = Dexie & {
  purchases: EntityTable<WalletPurchase, 'id'>;
  tickets: EntityTable<WalletTicket, 'number'>;
  meta: EntityTable<WalletMeta, 'key'>;
  catchReports: EntityTable<StoredCatchReport, 'id'>;
  outbox: EntityTable<OutboxEntry, 'id'>;
};

let instance: WalletDb | null = null;

export function walletDb(): WalletDb {
  if (!instance) {
    const db = new Dexie(WALLET_DB_NAME) as WalletDb;
    db.version(1).stores({ purchases: 'id, state, createdAt', tickets: 'number, source, owner, validUntil' });
    // Version 2 adds the time of the last update from the server (the wallet page shows it).
    db.version(2).stores({
      purchases: 'id, state, createdAt',
      tickets: 'number, source, owner, validUntil',
      meta: 'key',
    });
    // Version 3 adds catch reports (by permit, state and catch time) and their outbox (by when each
    // is due again). Only new tables: the data of versions 1 and 2 is kept as it was.
    db.version(3).stores({
      purchases: 'id, state, createdAt',
      tickets: 'number, source, owner, validUntil',
      meta: 'key',
      catchReports: 'id, permitNumber, state, caughtAt',
      outbox: 'id, nextAttemptAt',
    });
    instance = db;
  }
  return instance;
}

/** Called before the browser leaves for the bank: the purchase can be found again whatever happens next. */
export async function rememberPurchase(
  purchase: Omit<WalletPurchase, 'createdAt' | 'checkedAt'>,
): Promise<void> {
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

/** The server no longer knows the purchase (or not with this secret): nothing left to follow. */
export async function forgetPurchase(id: string): Promise<void> {
  await walletDb().purchases.delete(id);
}

/**
 * Saves tickets (replacing older copies of the same permit numbers). A ticket saved from this
 * device is kept through logouts from then on. After the first saved ticket the browser is asked
 * to keep the site's storage (architecture §5): the wallet must still be there by the water.
 */
export async function saveTickets(
  tickets: readonly AnglerTicket[],
  source: WalletTicket['source'],
  owner: string | null,
): Promise<void> {
  const now = Date.now();
  await walletDb().tickets.bulkPut(tickets.map((ticket) => ({ ...ticket, source, owner, savedAt: now })));
  if (tickets.length > 0) void requestPersistentStorage();
}

/**
 * The logged-in person's tickets as the server lists them now: each is saved as an account ticket
 * of `owner`, except that a ticket already kept as bought on this device stays a device ticket
 * (so a logout does not take it away); account tickets the list no longer has, or that belong to
 * someone else (a session that ended without a logout), are removed.
 */
export async function replaceAccountTickets(owner: string, tickets: readonly AnglerTicket[]): Promise<void> {
  const db = walletDb();
  const now = Date.now();
  await db.transaction('rw', db.tickets, async () => {
    const numbers = new Set(tickets.map((ticket) => ticket.number));
    await db.tickets
      .where('source')
      .equals('account')
      .filter((ticket) => ticket.owner !== owner || !numbers.has(ticket.number))
      .delete();
    const kept = await db.tickets.bulkGet(tickets.map((ticket) => ticket.number));
    await db.tickets.bulkPut(
      tickets.map((ticket, i): WalletTicket => {
        const onDevice = kept[i]?.source === 'device';
        return {
          ...ticket,
          source: onDevice ? 'device' : 'account',
          owner: onDevice ? (kept[i]?.owner ?? null) : owner,
          savedAt: now,
        };
      }),
    );
  });
  if (tickets.length > 0) void requestPersistentStorage();
}

/** The ticket of a permit number, if this device keeps it. */
export async function findTicket(number: string): Promise<WalletTicket | undefined> {
  return walletDb().tickets.get(number);
}

/** Newest first by end of validity. */
export async function listTickets(): Promise<WalletTicket[]> {
  return walletDb().tickets.orderBy('validUntil').reverse().toArray();
}

/** At logout: the account's tickets leave the device; tickets bought on it stay. */
export async function forgetAccountTickets(): Promise<void> {
  await walletDb().tickets.where('source').equals('account').delete();
}

/** When the wallet was last brought up to date from the server (device time, ms), or null. */
export async function lastSyncedAt(): Promise<number | null> {
  return (await walletDb().meta.get('syncedAt'))?.value ?? null;
}

export async function setLastSyncedAt(at: number): Promise<void> {
  await walletDb().meta.put({ key: 'syncedAt', value: at });
}
