import type { AnglerTicket, PurchaseState, PurchaseStatus } from '../../../../shared/anglers/api-types.ts';
import { ApiError } from '../../../platform/api.ts';
import type { WalletPurchase, WalletTicket } from './wallet-db.ts';
import { purchasesToCheck, syncWallet, type WalletRemote, type WalletStore } from './wallet-sync.ts';

const NOW = new Date('2026-11-21T10:00:00Z');

function ticket(number: string, purchaseId: string, validUntil = '2026-11-21'): AnglerTicket {
  return {
    permitId: `p-${number}`,
    number,
    kind: 'l05_1',
    state: 'GALIOJANTIS',
    holderName: 'Jonas Jonaitis',
    seal: `AL1|${number}|L05.1|2026-11-21|${validUntil}|J. J.|k1|sig`,
    validFrom: '2026-11-21',
    validUntil,
    period: '1',
    waterBody: null,
    licence: null,
    priceCents: 100,
    issuedAt: '2026-11-21T09:00:00Z',
    downloadUrl: `/api/v1/atsisiusti/l05_1/p-${number}`,
    purchaseId,
    securityCode: 'K7QM3XRT',
  };
}

function purchase(id: string, state: PurchaseState): WalletPurchase {
  return { id, kind: 'l05_1', secret: `secret-${id}`, state, createdAt: 1, checkedAt: null };
}

function status(id: string, state: PurchaseState, issued: AnglerTicket | null = null): PurchaseStatus {
  return {
    id,
    kind: 'l05_1',
    state,
    quote: {
      kind: 'l05_1',
      validFrom: '2026-11-21',
      validUntil: '2026-11-21',
      period: '1',
      priceCents: 100,
      feeCents: 0,
      totalCents: 100,
      waterBody: null,
      species: null,
    },
    payUrl: null,
    receipt: null,
    ticket: issued,
  };
}

/** The wallet database's behaviour, in memory. */
class MemoryStore implements WalletStore {
  purchases = new Map<string, WalletPurchase>();
  tickets = new Map<string, WalletTicket>();
  syncedAt: number | null = null;
  async listPurchases() {
    return [...this.purchases.values()];
  }
  async listTickets() {
    return [...this.tickets.values()];
  }
  async markPurchase(id: string, state: PurchaseState) {
    const p = this.purchases.get(id);
    if (p) this.purchases.set(id, { ...p, state, checkedAt: 2 });
  }
  async forgetPurchase(id: string) {
    this.purchases.delete(id);
  }
  async saveTickets(tickets: readonly AnglerTicket[], source: 'device', owner: null) {
    for (const t of tickets) this.tickets.set(t.number, { ...t, source, owner, savedAt: 3 });
  }
  async replaceAccountTickets(owner: string, tickets: readonly AnglerTicket[]) {
    const numbers = new Set(tickets.map((t) => t.number));
    for (const [number, t] of this.tickets) {
      if (t.source === 'account' && (t.owner !== owner || !numbers.has(number))) this.tickets.delete(number);
    }
    for (const t of tickets) {
      const kept = this.tickets.get(t.number);
      this.tickets.set(
        t.number,
        kept?.source === 'device'
          ? { ...t, source: 'device', owner: kept.owner, savedAt: 4 }
          : { ...t, source: 'account', owner, savedAt: 4 },
      );
    }
  }
  async setLastSyncedAt(at: number) {
    this.syncedAt = at;
  }
}

function remote(overrides: Partial<WalletRemote> = {}) {
  const calls: string[] = [];
  const api: WalletRemote = {
    purchaseStatus: async (id, secret) => {
      calls.push(`status ${id} ${secret}`);
      throw new ApiError('not here', { status: 404 });
    },
    myTickets: async () => {
      calls.push('mine');
      return [];
    },
    refreshKeys: async () => {
      calls.push('keys');
    },
    ...overrides,
  };
  return { api, calls };
}

describe('wallet sync', () => {
  it('offline: asks nothing and changes nothing', async () => {
    const store = new MemoryStore();
    store.purchases.set('a', purchase('a', 'AWAITING_PAYMENT'));
    const { api, calls } = remote();
    const result = await syncWallet({ owner: '39001010000', isOnline: () => false, store, remote: api });
    expect(result.status).toBe('offline');
    expect(calls).toEqual([]);
    expect(store.syncedAt).toBeNull();
  });

  it('saves the ticket of a paid purchase as a device ticket, with the secret as proof', async () => {
    const store = new MemoryStore();
    store.purchases.set('a', purchase('a', 'AWAITING_PAYMENT'));
    store.purchases.set('b', purchase('b', 'AWAITING_PAYMENT'));
    const issued = ticket('05260000017', 'a');
    const { api, calls } = remote({
      purchaseStatus: async (id, secret) => {
        calls.push(`status ${id} ${secret}`);
        return id === 'a' ? status('a', 'ISSUED', issued) : status('b', 'AWAITING_PAYMENT');
      },
    });
    const result = await syncWallet({
      owner: null,
      isOnline: () => true,
      store,
      remote: api,
      now: () => NOW,
    });
    expect(result).toEqual({ status: 'done', purchasesChecked: 2, ticketsSaved: 1 });
    expect(calls).toEqual(['keys', 'status a secret-a', 'status b secret-b']);
    expect(store.tickets.get('05260000017')).toMatchObject({
      source: 'device',
      owner: null,
      purchaseId: 'a',
    });
    expect(store.purchases.get('a')?.state).toBe('ISSUED');
    expect(store.purchases.get('b')?.state).toBe('AWAITING_PAYMENT');
    expect(store.syncedAt).toBe(NOW.getTime());
  });

  it('saves the logged-in person’s tickets under their code; a ticket bought here stays a device ticket', async () => {
    const store = new MemoryStore();
    await store.saveTickets([ticket('05260000017', 'a')], 'device', null);
    // Left by someone whose session ended without a logout.
    store.tickets.set('05260000025', {
      ...ticket('05260000025', 'x'),
      source: 'account',
      owner: '38703181745',
      savedAt: 1,
    });
    const { api } = remote({
      myTickets: async () => [ticket('05260000017', 'a'), ticket('06260000011', 'c')],
    });
    await syncWallet({ owner: '39001010000', isOnline: () => true, store, remote: api, now: () => NOW });
    expect(store.tickets.get('05260000017')).toMatchObject({ source: 'device' });
    expect(store.tickets.get('06260000011')).toMatchObject({ source: 'account', owner: '39001010000' });
    expect(store.tickets.has('05260000025')).toBe(false);
  });

  it('forgets a purchase the server does not know, and leaves finished ones alone', async () => {
    const store = new MemoryStore();
    store.purchases.set('gone', purchase('gone', 'AWAITING_PAYMENT'));
    store.purchases.set('cancelled', purchase('cancelled', 'CANCELLED'));
    const { api, calls } = remote();
    const result = await syncWallet({
      owner: null,
      isOnline: () => true,
      store,
      remote: api,
      now: () => NOW,
    });
    expect(result.status).toBe('done');
    expect(calls).toEqual(['keys', 'status gone secret-gone']);
    expect([...store.purchases.keys()]).toEqual(['cancelled']);
  });

  it('stops at the first unanswered request and does not claim to be up to date', async () => {
    const store = new MemoryStore();
    store.purchases.set('a', purchase('a', 'AWAITING_PAYMENT'));
    store.purchases.set('b', purchase('b', 'AWAITING_PAYMENT'));
    const { api, calls } = remote({
      purchaseStatus: async (id) => {
        calls.push(`status ${id}`);
        throw new ApiError('no network', { status: -1 });
      },
      refreshKeys: async () => {
        throw new ApiError('no network', { status: -1 });
      },
    });
    const result = await syncWallet({ owner: '39001010000', isOnline: () => true, store, remote: api });
    expect(result.status).toBe('partial');
    expect(calls).toEqual(['status a']);
    expect(store.purchases.size).toBe(2);
    expect(store.syncedAt).toBeNull();
  });

  it('goes on without the account’s tickets when the session has ended', async () => {
    const store = new MemoryStore();
    store.tickets.set('06260000011', {
      ...ticket('06260000011', 'c'),
      source: 'account',
      owner: '39001010000',
      savedAt: 1,
    });
    const { api } = remote({
      myTickets: async () => {
        throw new ApiError('expired', { status: 401 });
      },
    });
    const result = await syncWallet({
      owner: '39001010000',
      isOnline: () => true,
      store,
      remote: api,
      now: () => NOW,
    });
    expect(result.status).toBe('done');
    expect(store.tickets.has('06260000011')).toBe(true);
  });

  it('shares a run that is under way for the same person', async () => {
    const store = new MemoryStore();
    let keys = 0;
    const { api } = remote({
      refreshKeys: async () => {
        keys += 1;
      },
    });
    const options = { owner: null, isOnline: () => true, store, remote: api };
    const [first, second] = await Promise.all([syncWallet(options), syncWallet(options)]);
    expect(first).toBe(second);
    expect(keys).toBe(1);
    await syncWallet({ ...options, owner: '39001010000' });
    expect(keys).toBe(2);
  });
});

describe('which purchases to ask about', () => {
  it('asks about unpaid ones and issued ones whose ticket is missing or still current', () => {
    const today = '2026-11-21';
    const purchases = [
      purchase('unpaid', 'AWAITING_PAYMENT'),
      purchase('issued-missing', 'ISSUED'),
      purchase('issued-current', 'ISSUED'),
      purchase('issued-past', 'ISSUED'),
      purchase('cancelled', 'CANCELLED'),
      purchase('expired', 'EXPIRED'),
    ];
    const tickets = [
      { purchaseId: 'issued-current', validUntil: '2026-11-21', securityCode: 'K7QM3XRT' },
      { purchaseId: 'issued-past', validUntil: '2026-11-20', securityCode: 'K7QM3XRT' },
    ];
    expect(purchasesToCheck(purchases, tickets, today).map((p) => p.id)).toEqual([
      'unpaid',
      'issued-missing',
      'issued-current',
    ]);
  });

  it('asks once about a past ticket kept before security codes existed, to bring its code (ADR 0015)', () => {
    const purchases = [purchase('old-card', 'ISSUED'), purchase('with-code', 'ISSUED')];
    const tickets = [
      { purchaseId: 'old-card', validUntil: '2026-10-01' },
      { purchaseId: 'with-code', validUntil: '2026-10-01', securityCode: 'K7QM3XRT' },
    ];
    expect(purchasesToCheck(purchases, tickets, '2026-11-21').map((p) => p.id)).toEqual(['old-card']);
  });
});

describe('a wallet kept before security codes existed (ADR 0015)', () => {
  it('keeps showing its tickets, and the next update brings each its code', async () => {
    const store = new MemoryStore();
    store.purchases.set('old', purchase('old', 'ISSUED'));
    const { securityCode: _none, ...old } = ticket('05260000018', 'old', '2026-10-01');
    store.tickets.set(old.number, { ...old, source: 'device', owner: null, savedAt: 1 });
    // Offline, the old ticket is there as it was.
    const offline = await syncWallet({ owner: null, isOnline: () => false, store, remote: remote().api });
    expect(offline.status).toBe('offline');
    expect(store.tickets.get('05260000018')?.securityCode).toBeUndefined();
    const { api, calls } = remote({
      purchaseStatus: async (id) => status(id, 'ISSUED', ticket('05260000018', 'old', '2026-10-01')),
    });
    const result = await syncWallet({
      owner: null,
      isOnline: () => true,
      store,
      remote: api,
      now: () => NOW,
    });
    expect(result.status).toBe('done');
    expect(calls).toContain('keys');
    expect(store.tickets.get('05260000018')).toMatchObject({ source: 'device', securityCode: 'K7QM3XRT' });
  });
});
