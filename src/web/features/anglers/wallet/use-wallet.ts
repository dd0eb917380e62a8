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
} from '../../../lib/wallet/wallet-db.ts';

export type WalletView =
  | { status: 'loading' }
  /** IndexedDB refused (some private modes, storage disabled): nothing can be kept here. */
  | { status: 'unavailable' }
  | { status: 'ready'; tickets: WalletTicket[]; purchases: WalletPurchase[]; syncedAt: number | null };

export function useWallet(): WalletView {
  const [view, setView] = useState<WalletView>({ status: 'loading' });
  useEffect(() => {
    const subscription = liveQuery(async () => {
      const [tickets, purchases, syncedAt] = await Promise.all([
        listTickets(),
        listPurchases(),
        lastSyncedAt(),
      ]);
      return { tickets, purchases, syncedAt };
    }).subscribe({
      next: (data) => setView({ status: 'ready', ...data }),
      error: () => setView({ status: 'unavailable' }),
    });
    return () => subscription.unsubscribe();
  }, []);
  return view;
}
