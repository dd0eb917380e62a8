import { afterEach, beforeEach } from 'vitest';
import { MemoryStorage } from '../../../platform/memory-storage.ts';
import { emptyDraft } from './purchase-draft.ts';
import {
  checkoutFor,
  clearDraft,
  forgetCheckout,
  kindOfCheckout,
  loadCheckout,
  loadDraft,
  namesOf,
  newIdempotencyKey,
  rememberNames,
  saveCheckout,
  saveDraft,
} from './purchase-storage.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  (globalThis as { window?: unknown }).window = { sessionStorage: new MemoryStorage() };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('the answers kept in the tab', () => {
  it('keeps each kind’s answers apart and drops a draft of another shape', () => {
    const draft = { ...emptyDraft('2026-11-21'), period: '2' as const };
    saveDraft('l05_1', draft);
    expect(loadDraft('l05_1')).toEqual(draft);
    expect(loadDraft('l05_2')).toBeNull();
    window.sessionStorage.setItem('anglers.purchase.draft.l05_2', JSON.stringify({ version: 0, angler: {} }));
    expect(loadDraft('l05_2')).toBeNull();
    window.sessionStorage.setItem('anglers.purchase.draft.l06_1', '{not json');
    expect(loadDraft('l06_1')).toBeNull();
  });

  it('works, only without keeping anything, where storage is blocked', () => {
    delete (globalThis as { window?: unknown }).window;
    saveDraft('l05_1', emptyDraft('2026-11-21'));
    expect(loadDraft('l05_1')).toBeNull();
  });
});

describe('the checkout’s Idempotency-Key', () => {
  it('is the same for a repeated Pay with the same answers and new for other answers', () => {
    const first = checkoutFor('l05_1', '{"a":1}');
    expect(first.key).toMatch(UUID_V4);
    expect(checkoutFor('l05_1', '{"a":1}').key).toBe(first.key);
    const other = checkoutFor('l05_1', '{"a":2}');
    expect(other.key).not.toBe(first.key);
    expect(checkoutFor('l05_2', '{"a":2}').key).not.toBe(other.key);
  });

  it('remembers the purchase it made, and starts anew once forgotten or the draft is cleared', () => {
    const checkout = checkoutFor('l06_1', '{}');
    saveCheckout('l06_1', { ...checkout, purchaseId: 'p-1' });
    expect(loadCheckout('l06_1')?.purchaseId).toBe('p-1');
    expect(kindOfCheckout('p-1', ['l05_1', 'l06_1'])).toBe('l06_1');
    expect(kindOfCheckout('p-2', ['l05_1', 'l06_1'])).toBeNull();
    forgetCheckout('l06_1');
    expect(checkoutFor('l06_1', '{}').key).not.toBe(checkout.key);
    saveDraft('l06_1', emptyDraft('2026-11-21'));
    clearDraft('l06_1');
    expect(loadDraft('l06_1')).toBeNull();
    expect(loadCheckout('l06_1')).toBeNull();
  });

  it('is a version 4 UUID also where crypto.randomUUID is missing (not a secure context)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

it('keeps the angler’s names per purchase for the download form', () => {
  rememberNames('p-9', { firstName: 'Ona', lastName: 'Žemaitė' });
  expect(namesOf('p-9')).toEqual({ firstName: 'Ona', lastName: 'Žemaitė' });
  expect(namesOf('p-8')).toBeNull();
});
