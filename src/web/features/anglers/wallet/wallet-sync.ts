/**
 * Brings the wallet up to date from the server (issue 5 item 6), when there is a network:
 * - every purchase started on this device and not finished is asked for its state with its secret;
 *   an issued ticket is saved as a device ticket (and a current one is refreshed, so an annulment
 *   or a catch report that ended it shows);
 * - for a logged-in person, their own tickets are saved as account tickets of their person code;
 * - the published signing keys are kept, so the tickets' QR codes can be checked offline.
 *
 * Nothing here blocks the wallet from showing what it has: the page draws from IndexedDB and this
 * runs beside it. One run at a time per page; a second call while one runs gets the same run.
 */
import type { AnglerTicket, PurchaseState, PurchaseStatus } from '../../../../shared/anglers/api-types.ts';
import { todayInLithuania } from '../../../../shared/fields/dates.ts';
import { isApiError } from '../../../platform/api.ts';
import { refreshKeys } from '../../permit-check/index.ts';
import { myTickets, purchaseStatus } from './anglers-api.ts';
import {
  forgetPurchase,
  listPurchases,
  listTickets,
  markPurchase,
  replaceAccountTickets,
  saveTickets,
  setLastSyncedAt,
  type WalletPurchase,
  type WalletTicket,
} from './wallet-db.ts';

export interface WalletStore {
  listPurchases(): Promise<WalletPurchase[]>;
  listTickets(): Promise<WalletTicket[]>;
  markPurchase(id: string, state: PurchaseState): Promise<void>;
  forgetPurchase(id: string): Promise<void>;
  saveTickets(tickets: readonly AnglerTicket[], source: 'device', owner: null): Promise<void>;
  replaceAccountTickets(owner: string, tickets: readonly AnglerTicket[]): Promise<void>;
  setLastSyncedAt(at: number): Promise<void>;
}

export interface WalletRemote {
  purchaseStatus(id: string, secret: string): Promise<PurchaseStatus>;
  myTickets(): Promise<AnglerTicket[]>;
  refreshKeys(): Promise<unknown>;
}

export interface SyncOptions {
  /** The logged-in person's code, or null for an anonymous visitor. */
  owner: string | null;
  isOnline?: () => boolean;
  store?: WalletStore;
  remote?: WalletRemote;
  now?: () => Date;
}

export interface SyncResult {
  /** `offline`: nothing was tried; `partial`: some answers did not come (the wallet keeps what it had). */
  status: 'done' | 'partial' | 'offline';
  /** Purchases whose state was read. */
  purchasesChecked: number;
  /** Tickets saved or refreshed. */
  ticketsSaved: number;
}

const dexieStore: WalletStore = {
  listPurchases,
  listTickets,
  markPurchase,
  forgetPurchase,
  saveTickets,
  replaceAccountTickets,
  setLastSyncedAt,
};

const networkRemote: WalletRemote = { purchaseStatus, myTickets, refreshKeys: () => refreshKeys() };

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Which remembered purchases to ask about: those still awaiting payment, and issued ones whose
 * ticket the wallet lacks or which may still change (valid today or later). Cancelled, expired and
 * long-past purchases are left alone, so an old wallet does not cost a request per ticket — except
 * once for a past ticket kept before security codes existed, which brings its code (a card's
 * catch report may still be owed; ADR 0015).
 */
export function purchasesToCheck(
  purchases: readonly WalletPurchase[],
  tickets: readonly Pick<WalletTicket, 'purchaseId' | 'validUntil' | 'securityCode'>[],
  today: string,
): WalletPurchase[] {
  const byPurchase = new Map(tickets.map((ticket) => [ticket.purchaseId, ticket]));
  return purchases.filter((purchase) => {
    if (purchase.state === 'AWAITING_PAYMENT') return true;
    if (purchase.state !== 'ISSUED') return false;
    const ticket = byPurchase.get(purchase.id);
    return !ticket || ticket.validUntil >= today || !ticket.securityCode;
  });
}

/** The answer says the server does not know the purchase, or not with this device's secret. */
const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);
/** No answer at all: stop asking, the rest would fail the same way. */
const isUnreachable = (error: unknown) => isApiError(error) && error.status === -1;

async function run(options: SyncOptions): Promise<SyncResult> {
  const store = options.store ?? dexieStore;
  const remote = options.remote ?? networkRemote;
  const now = options.now ?? (() => new Date());
  const result: SyncResult = { status: 'done', purchasesChecked: 0, ticketsSaved: 0 };
  if (!(options.isOnline ?? browserOnline)()) return { ...result, status: 'offline' };

  // The keys first: with them the tickets' QR codes can be checked offline even if the rest fails.
  await remote.refreshKeys().catch(() => undefined);

  const [purchases, tickets] = await Promise.all([store.listPurchases(), store.listTickets()]);
  for (const purchase of purchasesToCheck(purchases, tickets, todayInLithuania(now()))) {
    let status: PurchaseStatus;
    try {
      status = await remote.purchaseStatus(purchase.id, purchase.secret);
    } catch (error) {
      if (isGone(error)) {
        await store.forgetPurchase(purchase.id);
        continue;
      }
      result.status = 'partial';
      if (isUnreachable(error)) break;
      continue;
    }
    result.purchasesChecked += 1;
    if (status.ticket) {
      await store.saveTickets([status.ticket], 'device', null);
      result.ticketsSaved += 1;
    }
    await store.markPurchase(purchase.id, status.state);
  }

  if (options.owner && result.status !== 'partial') {
    try {
      const own = await remote.myTickets();
      await store.replaceAccountTickets(options.owner, own);
      result.ticketsSaved += own.length;
    } catch (error) {
      // A 401: the session ended; the account's tickets stay until a logout or another login.
      if (!(isApiError(error) && error.status === 401)) result.status = 'partial';
    }
  }

  // "Last updated" means everything was read: after a partial run the page says what is missing.
  if (result.status === 'done') await store.setLastSyncedAt(now().getTime());
  return result;
}

let running: { owner: string | null; done: Promise<SyncResult> } | null = null;

/**
 * Brings the wallet up to date; never rejects on network trouble (the result says what happened).
 * A call while a run for the same person is under way shares it; a call for another person (the
 * session finished loading meanwhile) runs after it.
 */
export function syncWallet(options: SyncOptions): Promise<SyncResult> {
  if (running?.owner === options.owner) return running.done;
  const before = running?.done.catch(() => undefined) ?? Promise.resolve();
  const current = {
    owner: options.owner,
    done: before
      .then(() => run(options))
      .finally(() => {
        if (running === current) running = null;
      }),
  };
  running = current;
  return current.done;
}
