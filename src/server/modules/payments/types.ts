/**
 * Payments (architecture §6, issue 5): the contract between the payments module, the providers
 * behind it and the modules that sell something (anglers today). The price is computed by the
 * seller on the server; a payment row exists before the browser is sent to pay; on return the
 * server asks the provider for the status; finalising is idempotent (a second callback or return
 * never calls `onPaid` twice); a reconciliation job completes paid-but-abandoned payments and
 * expires old open ones.
 */
import type { PaymentMethod } from '../../../shared/anglers/api-types.ts';
import type { Tx } from '../../db/index.ts';
import type { payments } from '../../db/schema-anglers.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentState = PaymentRow['state'];

/** What a provider says of one payment when asked (never trusted from a browser redirect). */
export interface ProviderStatus {
  status: 'PENDING' | 'PAID' | 'CANCELLED' | 'EXPIRED';
  amountCents: number;
  paidAt?: Date;
}

/** A payment provider (bank link, card acquirer, the gateway's payment service, the sandbox). */
export interface PaymentProvider {
  readonly name: string;
  /**
   * The provider keeps its state in our own database (the sandbox bank): when that database does
   * not answer, the request fails as any other would (503, plugins/errors.ts), not as a provider
   * that refused the payment.
   */
  readonly inOurDatabase?: boolean;
  /** Registers the payment with the provider; returns its reference and the page the browser goes to. */
  create(input: {
    paymentId: string;
    amountCents: number;
    method: PaymentMethod;
    description: string;
    lang: 'lt' | 'en';
    /** Our return address for the browser (absolute). */
    returnUrl: string;
    /** Our server-to-server callback address (absolute). */
    callbackUrl: string;
  }): Promise<{ providerRef: string; payUrl: string }>;
  status(providerRef: string): Promise<ProviderStatus>;
  /**
   * Checks a callback's signature and reads it; null when the signature or shape is wrong.
   * `rawBody` is the exact request body.
   */
  readCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): {
    providerRef: string;
    status: ProviderStatus['status'];
    amountCents: number;
  } | null;
}

/** A module that sells something through payments registers one handler for its purpose. */
export interface PaymentPurpose {
  /** `angler-purchase`. */
  readonly name: string;
  /**
   * Called exactly once per payment, inside the finalising transaction, when the provider confirms
   * the payment with the expected amount: issue what was bought.
   */
  onPaid(tx: Tx, payment: PaymentRow): Promise<void>;
  /**
   * Optional, for a purpose on a hot path: what `onPaid` does, written as CTEs of the one statement
   * that marks the payment paid — confirming and issuing then take one round trip and no
   * transaction. The part does not depend on the payment (a callback's statement finds it by the
   * provider's reference): `ready` finds the purpose's own row from `locked`. When `ready` is empty
   * the payment stays open and `onPaid` runs in the finalising transaction as usual.
   */
  paidStatement?(firstParameter: number): Promise<PaidStatement>;
  /** Called exactly once when an open payment is cancelled, expires or fails: release what was held. */
  onClosed(tx: Tx, payment: PaymentRow): Promise<void>;
  /** Where the browser goes after returning from the provider (a path of the web app). */
  returnPath(payment: PaymentRow): Promise<string>;
}

/**
 * A purpose's part of the statement that marks a payment paid (`PaymentPurpose.paidStatement`).
 * The statement reads, in order: `locked` (the payment, locked, in PaymentRow's shape, whatever its
 * state), the purpose's `ready`, `paid` (the payment once paid by this statement; empty when it was
 * final already or `ready` is empty), then the purpose's `writes`.
 */
export interface PaidStatement {
  /**
   * `ready AS (…)`: the purpose's own row for the payment in `locked`, locked, non-empty only when
   * the purpose can do all of its part in this statement (a payment of another purpose finds none).
   * Empty: the payment is not changed, and the transaction path runs.
   */
  ready: string;
  /** `name AS (…), …`: the writes; they must change nothing when `paid` is empty. */
  writes: string;
  /** Values of the parameters from `firstParameter` on. The texts must not vary between calls. */
  values: unknown[];
}

export interface Payments {
  /** Registers a purpose handler (at start, before any route is called). */
  register(purpose: PaymentPurpose): void;
  /**
   * Creates the payment row (inside the caller's transaction, with the thing it pays for);
   * `start` then registers it with the provider, outside any transaction, and gives the pay URL.
   */
  create(
    tx: Tx,
    input: {
      purpose: string;
      subjectId: string;
      amountCents: number;
      method: PaymentMethod;
    },
  ): Promise<PaymentRow>;
  /**
   * For a seller that creates what is paid for and its payment in ONE statement (one round trip):
   * registers the payment with the provider first, then gives the values of the CTEs that
   * `paymentCreationCtes` (service.ts) writes into that statement. The browser is sent to `payUrl`
   * only once the statement has stored the payment; when it stores nothing (a rule refused, a
   * repeated request), `withdraw` the registration. 503 when the provider cannot be reached.
   */
  open(input: {
    purpose: string;
    amountCents: number;
    method: PaymentMethod;
    description: string;
    lang: 'lt' | 'en';
  }): Promise<OpenedPayment>;
  start(payment: PaymentRow, description: string, lang: 'lt' | 'en'): Promise<string>;
  /** The pay URL of an open payment (to pay again after leaving the bank page). */
  payUrl(payment: PaymentRow): Promise<string | null>;
  /** Asks the provider and finalises; returns the payment as it now is. Safe to call any number of times. */
  settle(paymentId: string, source: 'return' | 'reconcile'): Promise<PaymentRow>;
  /** The buyer gives up an open payment. */
  cancel(paymentId: string): Promise<PaymentRow>;
  latestFor(subjectId: string): Promise<PaymentRow | undefined>;
  /** The reconciliation job: settles open payments older than a minute, expires abandoned ones. */
  reconcile(): Promise<{ settled: number; expired: number }>;
  /**
   * Money that arrived by bank transfer, read from the bank's statement (issue 20): a payment
   * row of provider `bank-transfer` is written and finalised as PAID in the caller's transaction,
   * through the same statement and `onPaid` as a provider's confirmation (one receipt number,
   * exactly once). `entryKey` is the bank's reference of the entry: the same entry twice is one
   * payment (the second call answers the first payment, unchanged).
   */
  recordTransfer(
    tx: Tx,
    input: {
      purpose: string;
      subjectId: string;
      amountCents: number;
      entryKey: string;
      paidAt: Date;
      payload: unknown;
    },
  ): Promise<PaymentRow>;
}

/** A payment registered with its provider and not stored yet (`Payments.open`). */
export interface OpenedPayment {
  id: string;
  payUrl: string;
  values: unknown[];
  withdraw(): Promise<void>;
}

/**
 * A provider that can withdraw an open payment so that it can no longer be paid (the sandbox can;
 * some bank links cannot). When the buyer gives up or the payment expires on our side, withdrawing
 * it at the provider first closes the window in which money could still be taken for a purchase we
 * no longer hold. Answers the status after the attempt: PAID when the payment won the race.
 */
export interface CancellablePaymentProvider extends PaymentProvider {
  cancel(providerRef: string): Promise<ProviderStatus>;
}

/** What the payments module adds to the contract for its own routes and the app's wiring. */
export interface PaymentsService extends Payments {
  /** The configured provider; null when paying is closed (PAYMENT_PROVIDER=none). */
  readonly provider: PaymentProvider | null;
  find(paymentId: string): Promise<PaymentRow | undefined>;
  /** `settle` for a payment just read (the browser's return): no second read. */
  settleFound(payment: PaymentRow, source: 'return' | 'reconcile'): Promise<PaymentRow>;
  /** The purpose's web path for this payment (where the browser goes after the provider). */
  returnPath(payment: PaymentRow): Promise<string>;
  /**
   * A provider's server-to-server callback: checks the signature, stores the event, finalises.
   * `answer` is the protocol word the provider expects back.
   */
  receiveCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<{ status: number; answer: 'SUCCESS' | 'FAILURE' }>;
}
