/**
 * What the wallet page draws, read from this device's IndexedDB and followed live (Dexie
 * `liveQuery`): a sync, a purchase finished in another tab or the download form's "add" show at
 * once. Never waits for the network (issue 5 item 6: the tickets must show with the network off).
 */
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import {
  lastSyncedAt,
  listPurchases,
  listTickets,
  type WalletPurchase,
  type WalletTicket,
} from './wallet-db.ts';

export type WalletView =
  | { status: 'loading' }
  /** IndexedDB refused (some private modes, storage disabled): nothing can be kept here. */
  | { status: 'unavailable' }
  | { status: 'ready'; tickets: WalletTicket[]; purchases: WalletPurchase[]; syncedAt: number | null };

async function readWallet() {
  const [tickets, purchases, syncedAt] = await Promise.all([listTickets(), listPurchases(), lastSyncedAt()]);
  return { tickets, purchases, syncedAt };
}

/** What prepareWallet read, for the next page to mount; taken once. */
let prepared: WalletView | null = null;

/**
 * Reads the wallet before the page first renders (pages.tsx, with the page's code): the tickets then
 * stand at once instead of a loading indicator that they push down (layout shift, issue 16).
 */
export async function prepareWallet(): Promise<void> {
  try {
    prepared = { status: 'ready', ...(await readWallet()) };
  } catch {
    prepared = { status: 'unavailable' };
  }
}

export function useWallet(): WalletView {
  const [view, setView] = useState<WalletView>(() => prepared ?? { status: 'loading' });
  useEffect(() => {
    // Read for this mount only: a later visit reads the wallet as it is then.
    prepared = null;
    const subscription = liveQuery(readWallet).subscribe({
      next: (data) => setView({ status: 'ready', ...data }),
      error: () => setView({ status: 'unavailable' }),
    });
    return () => subscription.unsubscribe();
  }, []);
  return view;
}
