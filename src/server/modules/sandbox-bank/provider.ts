/**
 * The embedded sandbox payment provider (architecture §6): a stand-in for a bank link that behaves
 * like one, so that the portal's payment code is exercised the way a real bank would exercise it.
 * It keeps its own book (`sandbox_payments`), apart from our `payments`; it has its own hosted page
 * where the buyer pays or cancels; it tells us the outcome by a server-to-server callback signed
 * with HMAC-SHA256, redelivered until we acknowledge it with `SUCCESS`; and it expires payments left
 * open for `PAYMENT_EXPIRY_MINUTES`. The portal asks it for a status in-process, as it would call a
 * bank's API.
 *
 * Nothing here touches our `payments` table: everything the portal learns, it learns through the
 * `PaymentProvider` contract, so a real provider can replace this file without the portal noticing.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHODS } from '../../../shared/anglers/api-types.ts';
import { PAYMENT_EXPIRY_MINUTES } from '../../../shared/anglers/periods.ts';
import type { Db } from '../../db/index.ts';
import { loggableError } from '../../plugins/errors.ts';
import type { CancellablePaymentProvider, PaymentsLog, ProviderStatus } from '../payments/index.ts';
import { type Post, postText } from './post.ts';
import {
  claimCallbackAttempt,
  decideSandboxRow,
  expireOverdueSandboxRows,
  expireSandboxRow,
  markCallbacksDelivered,
  openSandboxRow,
  type SandboxPaymentRow,
  sandboxRow,
  undeliveredCallbacks,
} from './repository.ts';

export type { SandboxPaymentRow };

type SandboxState = SandboxPaymentRow['state'];

export const SANDBOX_PROVIDER_NAME = 'sandbox';
/** The hosted page of one payment: `${SANDBOX_PAGE_PATH}/:ref`. */
export const SANDBOX_PAGE_PATH = '/sandbox-bankas/mokejimas';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Callback deliveries before the sandbox gives up (the redelivery job runs every 30 s). */
export const SANDBOX_MAX_CALLBACK_ATTEMPTS = 10;
/** A fresh decision's first callback is sent by the page itself; the job leaves it this long. */
const REDELIVERY_GRACE_MS = 10_000;
const CALLBACK_TIMEOUT_MS = 10_000;
const STATES: readonly SandboxState[] = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'];
const REF = /^sb_[A-Za-z0-9_-]{22}$/;

export function isSandboxRef(value: unknown): value is string {
  return typeof value === 'string' && REF.test(value);
}

function hmac(secret: string, text: string) {
  return createHmac('sha256', secret).update(text, 'utf8');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The callback's signature: HMAC-SHA256 of the exact body bytes, hex. */
export function signSandboxBody(secret: string, rawBody: string): string {
  return hmac(secret, rawBody).digest('hex');
}

/**
 * The token the hosted page embeds in its Pay and Cancel forms. The forms come from the bank's own
 * page, so they carry no anti-forgery cookie; the token means a forged form must at least have seen
 * the page. Domain-separated from callback signatures, which use the same secret.
 */
export function sandboxFormToken(secret: string, ref: string): string {
  return hmac(secret, `sandbox-form:${ref}`).digest('base64url');
}

export function checkSandboxFormToken(secret: string, ref: string, token: unknown): boolean {
  return typeof token === 'string' && sameText(token, sandboxFormToken(secret, ref));
}

export interface SandboxCallback {
  providerRef: string;
  status: ProviderStatus['status'];
  amountCents: number;
}

/** Checks a callback's signature over the raw body and reads it; null when anything is off. */
export function readSandboxCallback(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): SandboxCallback | null {
  const signature = headers[SANDBOX_SIGNATURE_HEADER];
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (!sameText(signature, signSandboxBody(secret, rawBody))) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const { ref, status, amountCents } = body as Record<string, unknown>;
  if (!isSandboxRef(ref) || !STATES.includes(status as SandboxState)) return null;
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents < 0) return null;
  return { providerRef: ref, status: status as SandboxState, amountCents };
}

export interface SandboxDecision {
  /** True when this call decided the payment; false when it was already decided (or unknown). */
  changed: boolean;
  /** The payment as the sandbox now has it; undefined for an unknown reference. */
  payment: SandboxPaymentRow | undefined;
}

/**
 * The book entry as it stands. Like a bank, the sandbox stops accepting a payment left open too
 * long, and notices when asked: one read in the usual case, a conditional write when it is due.
 */
async function readEntry(db: Db, ref: string): Promise<SandboxPaymentRow | undefined> {
  const row = await sandboxRow(db, ref);
  if (row?.state !== 'PENDING' || row.createdAt.getTime() > Date.now() - PAYMENT_EXPIRY_MINUTES * 60_000) {
    return row;
  }
  const expired = await expireSandboxRow(db, ref, PAYMENT_EXPIRY_MINUTES);
  if (expired) return expired;
  return sandboxRow(db, ref);
}

async function decide(
  db: Db,
  ref: string,
  state: 'PAID' | 'CANCELLED',
  claimCallback = false,
): Promise<SandboxDecision> {
  if (!isSandboxRef(ref)) return { changed: false, payment: undefined };
  const decided = await decideSandboxRow(db, ref, state, claimCallback, PAYMENT_EXPIRY_MINUTES);
  if (decided) return { changed: true, payment: decided };
  return { changed: false, payment: await readEntry(db, ref) };
}

/** What the hosted page's Pay button does (tests and benchmarks call it directly). */
export function sandboxPay(db: Db, ref: string): Promise<SandboxDecision> {
  return decide(db, ref, 'PAID');
}

/** What the hosted page's Cancel button does. */
export function sandboxCancel(db: Db, ref: string): Promise<SandboxDecision> {
  return decide(db, ref, 'CANCELLED');
}

/** The sandbox's book entry, expired first if its time is up (what the hosted page shows). */
export async function sandboxPayment(db: Db, ref: string): Promise<SandboxPaymentRow | undefined> {
  return isSandboxRef(ref) ? readEntry(db, ref) : undefined;
}

export interface SandboxProvider extends CancellablePaymentProvider {
  readonly db: Db;
  formToken(ref: string): string;
  checkFormToken(ref: string, token: unknown): boolean;
  /**
   * Where the browser goes back to. The sandbox is served by the portal itself, so a return address
   * on the portal's own origin becomes a path: the browser stays on whatever address it used
   * (a development server on another port, 127.0.0.1 versus localhost).
   */
  returnLocation(payment: SandboxPaymentRow): string;
  /** Sends the signed callback of a decided payment once; true when the portal answered SUCCESS. */
  deliverCallback(ref: string): Promise<boolean>;
  /**
   * What the page's Pay and Cancel buttons do: decides the payment and, when this decided it, sends
   * the callback without waiting for it (errors are logged; the redelivery job tries again).
   */
  decideFromPage(ref: string, state: 'PAID' | 'CANCELLED'): Promise<SandboxDecision>;
  /** The 'sandbox-callbacks' job: expires stale payments and redelivers unacknowledged callbacks. */
  redeliverCallbacks(): Promise<{ delivered: number; failed: number }>;
  /** Resolves when background deliveries have finished (before the database closes). */
  drain(): Promise<void>;
}

export interface SandboxProviderOptions {
  db: Db;
  /** PUBLIC_URL: the portal's own origin, to recognise return addresses on it. */
  publicUrl: string;
  secret: string;
  log: PaymentsLog;
  /** How callbacks travel (post.ts by default). */
  post?: Post;
}

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { db, secret, log } = options;
  const post = options.post ?? postText;
  const ownOrigin = new URL(options.publicUrl).origin;
  const inFlight = new Set<Promise<unknown>>();

  function statusOf(row: SandboxPaymentRow): ProviderStatus {
    return {
      status: row.state,
      amountCents: row.amountCents,
      ...(row.state === 'PAID' && row.decidedAt ? { paidAt: row.decidedAt } : {}),
    };
  }

  async function known(ref: string): Promise<SandboxPaymentRow> {
    const row = await sandboxPayment(db, ref);
    // A bank's API answers an unknown reference with an error, not a status.
    if (!row) throw new Error('the sandbox bank has no payment with this reference');
    return row;
  }

  /**
   * Marks an acknowledged callback delivered. One write at a time: the callbacks acknowledged while
   * a write is under way are marked together by the next (a busy bank writes its book in batches;
   * should a write fail, the redelivery job sends those callbacks again, and the portal takes
   * repeats). Resolves when this one is written.
   */
  let batch: { refs: string[]; written: Promise<void> } | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  function markDelivered(ref: string): Promise<void> {
    if (!batch) {
      const refs: string[] = [];
      const written = writing.then(async () => {
        batch = null;
        await markCallbacksDelivered(db, refs);
      });
      batch = { refs, written };
      writing = written.catch(() => undefined);
    }
    batch.refs.push(ref);
    return batch.written;
  }

  /** Sends one callback whose attempt is already counted; true when the portal answered SUCCESS. */
  async function sendCallback(row: SandboxPaymentRow): Promise<boolean> {
    const body = JSON.stringify({ ref: row.ref, status: row.state, amountCents: row.amountCents });
    try {
      const response = await post(
        row.callbackUrl,
        {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, body),
        },
        body,
        CALLBACK_TIMEOUT_MS,
      );
      // Redirects are not followed: a callback address that redirects is a wrong address.
      if (response.status >= 200 && response.status < 300 && response.text.trim() === 'SUCCESS') {
        await markDelivered(row.ref);
        return true;
      }
      log.warn(
        { ref: row.ref, status: response.status, attempt: row.callbackAttempts },
        'sandbox bank callback not acknowledged',
      );
    } catch (error) {
      log.warn(
        { ref: row.ref, attempt: row.callbackAttempts, error: loggableError(error) },
        'sandbox bank callback not delivered',
      );
    }
    return false;
  }

  async function deliverCallback(ref: string): Promise<boolean> {
    const row = await claimCallbackAttempt(db, ref);
    return row ? sendCallback(row) : false;
  }

  const provider: SandboxProvider = {
    name: SANDBOX_PROVIDER_NAME,
    inOurDatabase: true,
    db,

    async create(input) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error('the sandbox bank takes positive whole cents');
      }
      if (!PAYMENT_METHODS.includes(input.method)) throw new Error('the sandbox bank has no such method');
      const ref = `sb_${randomBytes(16).toString('base64url')}`;
      await openSandboxRow(db, {
        ref,
        amountCents: input.amountCents,
        description: input.description.slice(0, 500),
        method: input.method,
        returnUrl: input.returnUrl,
        callbackUrl: input.callbackUrl,
        lang: input.lang,
      });
      // A path on the portal's own origin, for the same reason as `returnLocation`.
      return { providerRef: ref, payUrl: `${SANDBOX_PAGE_PATH}/${ref}` };
    },

    async status(ref) {
      return statusOf(await known(ref));
    },

    async cancel(ref) {
      const decision = await sandboxCancel(db, ref);
      if (!decision.payment) throw new Error('the sandbox bank has no payment with this reference');
      return statusOf(decision.payment);
    },

    readCallback: (headers, rawBody) => readSandboxCallback(secret, headers, rawBody),

    formToken: (ref) => sandboxFormToken(secret, ref),
    checkFormToken: (ref, token) => checkSandboxFormToken(secret, ref, token),

    returnLocation(payment) {
      const target = new URL(payment.returnUrl);
      return target.origin === ownOrigin ? `${target.pathname}${target.search}` : target.toString();
    },

    deliverCallback,

    async decideFromPage(ref, state) {
      const decision = await decide(db, ref, state, true);
      // The bank tells the portal at once but does not keep the buyer waiting for it: the return
      // settles the payment by asking, and the redelivery job retries a callback that failed.
      if (decision.changed && decision.payment) {
        const delivery = sendCallback(decision.payment).catch((error) =>
          log.warn({ ref, error: loggableError(error) }, 'sandbox bank callback failed'),
        );
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
      }
      return decision;
    },

    async redeliverCallbacks() {
      await expireOverdueSandboxRows(db, PAYMENT_EXPIRY_MINUTES);
      const due = await undeliveredCallbacks(
        db,
        SANDBOX_MAX_CALLBACK_ATTEMPTS,
        new Date(Date.now() - REDELIVERY_GRACE_MS),
        100,
      );
      let delivered = 0;
      for (const { ref } of due) {
        if (await deliverCallback(ref)) delivered++;
      }
      return { delivered, failed: due.length - delivered };
    },

    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
  return provider;
}
