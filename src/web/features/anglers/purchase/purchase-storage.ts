/**
 * What the journey keeps in this tab's sessionStorage so that a reload, the trip to the bank and
 * back, or a cancelled payment loses nothing typed (issue 5 item 1, house style habit 12):
 * - the answers of each kind's journey;
 * - the checkout: the `Idempotency-Key` made once per checkout and the request it was made for, so
 *   a repeated Pay replays the first purchase instead of making a second one (architecture §5);
 * - the angler's names per purchase, to prefill the download form after payment.
 *
 * sessionStorage and not IndexedDB: it lives exactly as long as the tab, is gone when the tab
 * closes (a person code typed on a shared phone does not stay), and is read synchronously, so the
 * first render already has the answers. The purchase itself (id and secret) goes to the wallet
 * (wallet-db.ts), which outlives the tab.
 */
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import { DRAFT_VERSION, type PurchaseDraft } from './purchase-draft.ts';

const DRAFT_PREFIX = 'anglers.purchase.draft.';
const CHECKOUT_PREFIX = 'anglers.purchase.checkout.';
const NAMES_PREFIX = 'anglers.purchase.names.';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the journey still works, only without surviving a reload.
    return null;
  }
}

function read<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: nothing to do; the answers stay in memory for this page.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Blocked: nothing was stored either.
  }
}

function isDraft(value: unknown): value is PurchaseDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<PurchaseDraft>;
  return draft.version === DRAFT_VERSION && typeof draft.angler === 'object' && draft.angler !== null;
}

export function loadDraft(kind: AnglerKind): PurchaseDraft | null {
  const value = read<unknown>(DRAFT_PREFIX + kind);
  return isDraft(value) ? value : null;
}

export function saveDraft(kind: AnglerKind, draft: PurchaseDraft): void {
  write(DRAFT_PREFIX + kind, draft);
}

export function clearDraft(kind: AnglerKind): void {
  remove(DRAFT_PREFIX + kind);
  remove(CHECKOUT_PREFIX + kind);
}

export interface Checkout {
  /** The Idempotency-Key of this checkout. */
  key: string;
  /** The request body it was first sent with (JSON): another body needs another key. */
  body: string;
  /** The purchase the server made for it, once known. */
  purchaseId: string | null;
}

export function loadCheckout(kind: AnglerKind): Checkout | null {
  const value = read<Checkout>(CHECKOUT_PREFIX + kind);
  return value && typeof value.key === 'string' && typeof value.body === 'string' ? value : null;
}

export function saveCheckout(kind: AnglerKind, checkout: Checkout): void {
  write(CHECKOUT_PREFIX + kind, checkout);
}

/** After a cancelled or expired payment the next Pay is a new checkout with a new key. */
export function forgetCheckout(kind: AnglerKind): void {
  remove(CHECKOUT_PREFIX + kind);
}

/** A random UUID (v4) for the Idempotency-Key; `crypto.randomUUID` needs a secure context. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key to send with `body`: the checkout's own while the body is the same (a repeated Pay), a
 * new one when the answers changed (the server would refuse the old key with another body).
 */
export function checkoutFor(kind: AnglerKind, body: string): Checkout {
  const current = loadCheckout(kind);
  if (current && current.body === body) return current;
  const next: Checkout = { key: newIdempotencyKey(), body, purchaseId: null };
  saveCheckout(kind, next);
  return next;
}

export interface AnglerNames {
  firstName: string;
  lastName: string;
}

export function rememberNames(purchaseId: string, names: AnglerNames): void {
  write(NAMES_PREFIX + purchaseId, names);
}

export function namesOf(purchaseId: string): AnglerNames | null {
  const value = read<AnglerNames>(NAMES_PREFIX + purchaseId);
  return value && typeof value.firstName === 'string' && typeof value.lastName === 'string' ? value : null;
}

/** The kind whose checkout in this tab made `purchaseId`, if any (the cancel page names only the purchase). */
export function kindOfCheckout(purchaseId: string, kinds: readonly AnglerKind[]): AnglerKind | null {
  return kinds.find((kind) => loadCheckout(kind)?.purchaseId === purchaseId) ?? null;
}
