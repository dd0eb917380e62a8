/**
 * The payments module (architecture §6, field notes "Payments done right"): a payment row exists
 * before the browser leaves for the provider; what the browser says on return proves nothing, so
 * the server asks the provider; finalising happens once, under a row lock, in the same transaction
 * as the purpose's `onPaid` (or `onClosed`), so a permit is issued exactly once however many
 * returns, callbacks and reconciliation runs race for it. Every provider answer and callback is
 * kept in `payment_events`, the trail a support officer reads when a buyer says "I paid".
 *
 * A paid payment is never undone: later or out-of-order news (a CANCELLED callback after PAID) is
 * stored and ignored. News of money taken for a payment we already closed is logged as an error
 * for a refund by hand: issuing then could sell a licence that went back to the pool.
 *
 * The hot path takes few round trips (bench/purchase.ts), raw SQL in named prepared statements
 * (statements.ts): a seller registers a payment with the provider (`open`) and creates it in its
 * own statement (`paymentCreationCtes`); a state change is one conditional UPDATE of the locked
 * row (`… AND state = 'CREATED'`: racing finalisers queue on the lock and the losers change
 * nothing) that records the provider's word it acts on in the same statement; and a purpose may
 * add its own `onPaid` to the statement that marks the payment paid (`PaidStatement`), so a
 * callback or a return confirms and issues in one round trip, without a transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../../../shared/anglers/api-types.ts';
import { PAYMENT_EXPIRY_MINUTES } from '../../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { ensureSequence } from '../../core/serials.ts';
import { type Db, type Runner, transaction } from '../../db/index.ts';
import type { paymentEvents } from '../../db/schema-anglers.ts';
import { HttpError } from '../../http/errors.ts';
import { isDatabaseUnavailable, loggableError } from '../../plugins/errors.ts';
import {
  callbackPayment,
  closePayment,
  type Finalised,
  firstRegistrationPayload,
  insertPayment,
  latestPaymentFor,
  markPaid,
  openPaymentsToReconcile,
  paymentById,
  paymentByRef,
  purposeFirst,
  recordPaymentEvent,
  storeProviderRef,
  touchOpenPayment,
  withoutFlag,
} from './repository.ts';
import type {
  CancellablePaymentProvider,
  PaymentProvider,
  PaymentPurpose,
  PaymentRow,
  PaymentsService,
  ProviderStatus,
} from './types.ts';

export type PaymentsLog = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
type EventSource = (typeof paymentEvents.$inferInsert)['source'];

/** Where a browser goes when its return cannot be tied to a payment (a web path, spec §2). */
export const CANCEL_NOTIFICATION_PATH = '/payment-cancel-notification';
/** The provider name of payments read from bank statements (they are paid when stored). */
export const TRANSFER_PROVIDER = 'bank-transfer';
/** Open payments younger than this are left to the return and the callback. */
export const RECONCILE_MIN_AGE_MS = 60_000;
/**
 * We expire an open payment only after the provider's own expiry plus this margin (field notes: the
 * reconciler's minimum age must exceed the provider's expiry), so a payment the bank still accepts
 * is never closed under it.
 */
export const EXPIRY_MARGIN_MINUTES = 5;
/** Payments one reconciliation run looks at; the rest wait for the next minute. */
export const RECONCILE_BATCH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPaymentId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * `todayInLithuania`, remembered for the minute (its Intl formatting is a measurable cost on the
 * purchase path, which asks several times per purchase). Exact: Lithuania's day starts on a whole
 * minute of UTC.
 */
export function dayInLithuania(at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = todayInLithuania(at);
    lastMinute = minute;
  }
  return lastDay;
}
let lastMinute = Number.NaN;
let lastDay = '';

/** `K2026-000123`: the receipt's number, one series per Lithuanian calendar year. */
export function formatReceiptNumber(year: string | number, serial: number): string {
  return `K${year}-${String(serial).padStart(6, '0')}`;
}

/** Our return address for a payment (absolute: the provider sends the browser there). */
export function returnUrlFor(publicUrl: string, paymentId: string): string {
  return `${publicUrl}/api/public/mokejimai/${paymentId}/grizimas`;
}

/** Our callback address for a provider (absolute: the provider's server posts there). */
export function callbackPathFor(providerName: string): string {
  return `/api/public/mokejimai/${providerName}/callback`;
}

function canCancel(provider: PaymentProvider): provider is CancellablePaymentProvider {
  return typeof (provider as Partial<CancellablePaymentProvider>).cancel === 'function';
}

/** Until the provider gives its own reference the row carries our id, which is unique per provider too. */
function registered(payment: PaymentRow): boolean {
  return payment.providerRef !== payment.id;
}

/** What a provider said, recorded as an event with the change it leads to. */
interface Answer {
  status: string;
  payload: unknown;
}

export interface PaymentsOptions {
  db: Db;
  /** null: no provider is configured and no payment can start (PAYMENT_PROVIDER=none). */
  provider: PaymentProvider | null;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  log: PaymentsLog;
}

export function createPayments({ db, provider, publicUrl, log }: PaymentsOptions): PaymentsService {
  const purposes = new Map<string, PaymentPurpose>();

  function purposeOf(payment: PaymentRow): PaymentPurpose {
    const purpose = purposes.get(payment.purpose);
    // A row whose purpose nobody registered is a wiring fault, not something to finalise blindly.
    if (!purpose) throw new Error(`no payment purpose registered for "${payment.purpose}"`);
    return purpose;
  }

  function checkInput(input: { purpose: string; amountCents: number }) {
    if (!purposes.has(input.purpose)) throw new Error(`no payment purpose registered for "${input.purpose}"`);
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`a payment needs a positive whole amount of cents, got ${input.amountCents}`);
    }
  }

  async function find(paymentId: string): Promise<PaymentRow | undefined> {
    if (!isPaymentId(paymentId)) return undefined;
    return paymentById(db, paymentId);
  }

  async function record(
    runner: Runner,
    paymentId: string,
    source: EventSource,
    providerStatus: string,
    payload: unknown,
  ) {
    await recordPaymentEvent(
      runner,
      paymentId,
      source,
      providerStatus,
      payload == null ? null : JSON.stringify(payload),
    );
  }

  /**
   * Whether the configured provider holds this payment: registered with it, and not with another
   * provider configured before (those are left to expire; their provider cannot be asked).
   */
  function askable(payment: PaymentRow): boolean {
    return provider !== null && registered(payment) && payment.provider === provider.name;
  }

  function providerOrThrow(): PaymentProvider {
    if (!provider) throw new HttpError(503, 'payments.unavailable');
    return provider;
  }

  async function askProvider(payment: PaymentRow): Promise<ProviderStatus> {
    try {
      return await providerOrThrow().status(payment.providerRef);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn(
        { paymentId: payment.id, error: loggableError(error) },
        'payment provider did not answer a status request',
      );
      throw new HttpError(503, 'payments.providerUnavailable');
    }
  }

  /**
   * The one place a payment leaves CREATED (with `receiveCallback`'s statement for a PAID callback).
   * Paid with the price, for a purpose with a `paidStatement`: one statement, the purpose's part
   * included. Otherwise, or when the purpose declines there: one conditional UPDATE in a transaction
   * with the purpose's `onPaid` or `onClosed`. Racing callers queue on the row lock; the first finds
   * it open and finalises, the rest find it final and change nothing. `answer` is the provider's
   * word this acts on, recorded in the same statement whatever happens (null: recorded already).
   */
  async function finalise(
    current: PaymentRow,
    source: EventSource,
    decision: ProviderStatus,
    answer: Answer | null,
  ): Promise<PaymentRow> {
    if (decision.status === 'PENDING') {
      if (answer) await record(db, current.id, source, answer.status, answer.payload);
      return current;
    }
    const purpose = purposeOf(current);
    const event = [source, answer?.status ?? null, answer ? JSON.stringify(answer.payload) : null];
    const pays = decision.status === 'PAID' && decision.amountCents === current.amountCents;
    const paidAt = decision.paidAt ?? new Date();

    if (pays && purpose.paidStatement) {
      // One statement, no transaction: the payment and the purpose's part together, or neither.
      const part = await purpose.paidStatement(purposeFirst('id'));
      const row = await markPaid(
        db,
        { locate: 'id', purpose: purpose.name, part },
        [current.id],
        await paidValues(db, paidAt, event, decision.amountCents),
      );
      if (!row) throw new Error(`payment ${current.id} vanished`);
      // Changed, or final already (another caller won); still open: the purpose declined.
      if (row.changed || row.state !== 'CREATED') return withoutFlag(row);
      event[1] = null; // the answer is recorded
    }

    return transaction(db, async (tx) => {
      let row: Finalised | undefined;
      if (pays) {
        row = await markPaid(
          tx,
          { locate: 'id', purpose: null, part: null },
          [current.id],
          await paidValues(tx, paidAt, event, decision.amountCents),
        );
        if (row?.changed) await purpose.onPaid(tx, withoutFlag(row));
      } else {
        const mismatch = decision.status === 'PAID';
        const problem = mismatch
          ? { problem: 'amountMismatch', expectedCents: current.amountCents, paidCents: decision.amountCents }
          : null;
        row = await closePayment(
          tx,
          current.id,
          mismatch ? 'FAILED' : decision.status,
          event,
          problem ? JSON.stringify(problem) : null,
        );
        if (row?.changed) {
          if (mismatch) {
            log.error(
              { paymentId: current.id, expectedCents: current.amountCents, paidCents: decision.amountCents },
              'payment amount differs from the price: not issued, refund by hand',
            );
          }
          await purpose.onClosed(tx, withoutFlag(row));
        }
      }
      // Unchanged: final already, another caller won.
      if (!row) throw new Error(`payment ${current.id} vanished`);
      return withoutFlag(row);
    });
  }

  /** The PAID statement's parameters after its locator (see `paidText`). */
  async function paidValues(runner: Runner, paidAt: Date, event: unknown[], amountCents: number) {
    const year = dayInLithuania(paidAt).slice(0, 4);
    return [
      paidAt,
      formatReceiptNumber(year, 0).slice(0, -6),
      await ensureSequence(runner, `receipt:${year}`),
      ...event,
      amountCents,
    ];
  }

  /** Asks the provider about an open payment and finalises it by the answer. */
  async function settleRow(current: PaymentRow, source: EventSource): Promise<PaymentRow> {
    // Final is final; and a payment the provider never heard of has nothing to ask about.
    if (current.state !== 'CREATED' || !askable(current)) return current;
    const answer = await askProvider(current);
    return finalise(current, source, answer, { status: answer.status, payload: answerPayload(answer) });
  }

  async function settleAs(paymentId: string, source: EventSource): Promise<PaymentRow> {
    const current = await find(paymentId);
    if (!current) throw new HttpError(404, 'error.notFound');
    return settleRow(current, source);
  }

  /**
   * Closes an open payment on our side (the buyer gave up, or it outlived the provider's expiry),
   * withdrawing it at the provider first when the provider can; if the provider says it was paid
   * meanwhile, it is finalised as paid instead.
   */
  async function close(
    payment: PaymentRow,
    source: 'cancel' | 'reconcile',
    state: 'CANCELLED' | 'EXPIRED',
  ): Promise<PaymentRow> {
    const ours: ProviderStatus = { status: state, amountCents: payment.amountCents };
    if (provider && askable(payment)) {
      let answer: ProviderStatus;
      try {
        answer = canCancel(provider)
          ? await provider.cancel(payment.providerRef)
          : await provider.status(payment.providerRef);
      } catch (error) {
        log.warn(
          { paymentId: payment.id, error: loggableError(error) },
          'payment provider did not answer before closing',
        );
        throw new HttpError(503, 'payments.providerUnavailable');
      }
      const said = { status: answer.status, payload: answerPayload(answer) };
      // Paid meanwhile wins; expired at the provider is what happened; CANCELLED is our own
      // withdrawal, and PENDING a provider that cannot withdraw: both close for our reason.
      if (answer.status === 'PAID' || answer.status === 'EXPIRED')
        return finalise(payment, source, answer, said);
      return finalise(payment, source, ours, said);
    }
    return finalise(payment, source, ours, {
      status: state,
      payload: { closedBy: source === 'cancel' ? 'buyer' : 'expiry' },
    });
  }

  const service: PaymentsService = {
    provider,

    register(purpose) {
      if (purposes.has(purpose.name)) throw new Error(`payment purpose "${purpose.name}" registered twice`);
      purposes.set(purpose.name, purpose);
    },

    async open(input) {
      checkInput(input);
      const chosen = providerOrThrow();
      const id = randomUUID();
      let answer: { providerRef: string; payUrl: string };
      try {
        answer = await chosen.create({
          paymentId: id,
          amountCents: input.amountCents,
          method: input.method,
          description: input.description,
          lang: input.lang,
          returnUrl: returnUrlFor(publicUrl, id),
          callbackUrl: `${publicUrl}${callbackPathFor(chosen.name)}`,
        });
      } catch (error) {
        if (chosen.inOurDatabase && isDatabaseUnavailable(error)) throw error;
        log.warn(
          { paymentId: id, error: loggableError(error) },
          'payment provider refused to register a payment',
        );
        throw new HttpError(503, 'payments.providerUnavailable');
      }
      const created = { purpose: input.purpose, amountCents: input.amountCents, method: input.method };
      return {
        id,
        payUrl: answer.payUrl,
        values: [
          id,
          input.purpose,
          chosen.name,
          answer.providerRef,
          input.amountCents,
          input.method,
          JSON.stringify(created),
          JSON.stringify(answer),
        ],
        async withdraw() {
          try {
            if (canCancel(chosen)) await chosen.cancel(answer.providerRef);
          } catch (error) {
            // It expires at the provider anyway, and nobody was given its page.
            log.warn(
              { paymentId: id, error: loggableError(error) },
              'payment provider did not withdraw a payment',
            );
          }
        },
      };
    },

    async create(tx, input) {
      checkInput(input);
      const id = randomUUID();
      const created = { purpose: input.purpose, amountCents: input.amountCents, method: input.method };
      // Until the provider gives its reference, the row carries our id (see `registered`).
      return insertPayment(
        tx,
        [
          id,
          input.purpose,
          provider?.name ?? 'none',
          id,
          input.amountCents,
          input.method,
          JSON.stringify(created),
          null,
        ],
        input.subjectId,
      );
    },

    async start(payment, description, lang) {
      if (payment.state !== 'CREATED') throw new HttpError(409, 'payments.notOpen');
      if (registered(payment)) {
        const known = await storedPayUrl(payment.id);
        if (known) return known;
      }
      const chosen = providerOrThrow();
      let answer: { providerRef: string; payUrl: string };
      try {
        answer = await chosen.create({
          paymentId: payment.id,
          amountCents: payment.amountCents,
          method: payment.method as PaymentMethod,
          description,
          lang,
          returnUrl: returnUrlFor(publicUrl, payment.id),
          callbackUrl: `${publicUrl}${callbackPathFor(chosen.name)}`,
        });
      } catch (error) {
        log.warn(
          { paymentId: payment.id, error: loggableError(error) },
          'payment provider refused to register a payment',
        );
        throw new HttpError(503, 'payments.providerUnavailable');
      }
      // Two starts of one payment: the first reference stored wins (the loser's conditional update
      // waits for the winner's commit, then matches nothing) and both browsers go to its page.
      if (await storeProviderRef(db, payment.id, answer.providerRef, payment.id, JSON.stringify(answer))) {
        return answer.payUrl;
      }
      const known = await storedPayUrl(payment.id);
      if (known) return known;
      throw new HttpError(409, 'payments.notOpen');
    },

    async payUrl(payment) {
      const current = await find(payment.id);
      if (current?.state !== 'CREATED' || !registered(current)) return null;
      return storedPayUrl(current.id);
    },

    settle: (paymentId, source) => settleAs(paymentId, source),

    settleFound: (payment, source) => settleRow(payment, source),

    async cancel(paymentId) {
      const current = await find(paymentId);
      if (!current) throw new HttpError(404, 'error.notFound');
      if (current.state !== 'CREATED') return current;
      return close(current, 'cancel', 'CANCELLED');
    },

    async latestFor(subjectId) {
      if (!isPaymentId(subjectId)) return undefined;
      return latestPaymentFor(db, subjectId);
    },

    async reconcile() {
      const now = Date.now();
      const expireBefore = now - (PAYMENT_EXPIRY_MINUTES + EXPIRY_MARGIN_MINUTES) * 60_000;
      // Least recently looked at first: a payment still open is touched after each visit, so a few
      // that the provider cannot answer for never crowd the rest out of the batch.
      const open = await openPaymentsToReconcile(db, new Date(now - RECONCILE_MIN_AGE_MS), RECONCILE_BATCH);
      let settled = 0;
      let expired = 0;
      for (const payment of open) {
        let state: PaymentRow['state'] = 'CREATED';
        try {
          let row = await settleAs(payment.id, 'reconcile');
          if (row.state === 'CREATED' && payment.createdAt.getTime() < expireBefore) {
            row = await close(row, 'reconcile', 'EXPIRED');
          }
          state = row.state;
        } catch (error) {
          // One payment the provider cannot answer for must not stop the rest of the batch.
          log.warn(
            { paymentId: payment.id, error: loggableError(error) },
            'reconciliation skipped a payment',
          );
        }
        if (state === 'EXPIRED') expired++;
        else if (state !== 'CREATED') settled++;
        else {
          await touchOpenPayment(db, payment.id);
        }
      }
      if (settled + expired > 0) log.info({ settled, expired }, 'payments reconciled');
      return { settled, expired };
    },

    find,

    async recordTransfer(tx, input) {
      checkInput(input);
      const purpose = purposes.get(input.purpose)!;
      const known = await paymentByRef(tx, TRANSFER_PROVIDER, input.entryKey);
      if (known) return known;
      const id = randomUUID();
      const created = { purpose: input.purpose, amountCents: input.amountCents, method: 'BANK' };
      await insertPayment(
        tx,
        [
          id,
          input.purpose,
          TRANSFER_PROVIDER,
          input.entryKey,
          input.amountCents,
          'BANK',
          JSON.stringify(created),
          null,
        ],
        input.subjectId,
      );
      const event = ['statement', 'PAID', JSON.stringify(input.payload)];
      const row = await markPaid(
        tx,
        { locate: 'id', purpose: null, part: null },
        [id],
        await paidValues(tx, input.paidAt, event, input.amountCents),
      );
      if (!row) throw new Error(`payment ${id} vanished`);
      if (row.changed) await purpose.onPaid(tx, withoutFlag(row));
      return withoutFlag(row);
    },

    async returnPath(payment) {
      const path = await purposeOf(payment).returnPath(payment);
      // Only a path of our own web app: never an open redirect, whatever a purpose returns.
      return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
        ? path
        : CANCEL_NOTIFICATION_PATH;
    },

    async receiveCallback(headers, rawBody) {
      if (!provider) return { status: 404, answer: 'FAILURE' };
      const news = provider.readCallback(headers, rawBody);
      if (!news) return { status: 400, answer: 'FAILURE' };
      const event = ['callback', news.status, JSON.stringify(news)];
      let payment: PaymentRow | undefined;
      const fast = news.status === 'PAID' ? [...purposes.values()].find((p) => p.paidStatement) : undefined;
      if (fast?.paidStatement) {
        // The usual news, in one statement: found by the reference, recorded, paid and issued
        // (unless it is another purpose's, the amount is wrong, or it is final already).
        const part = await fast.paidStatement(purposeFirst('ref'));
        const row = await markPaid(
          db,
          { locate: 'ref', purpose: fast.name, part },
          [provider.name, news.providerRef],
          await paidValues(db, new Date(), event, news.amountCents),
        );
        if (row?.changed) return { status: 200, answer: 'SUCCESS' };
        payment = row && withoutFlag(row);
      } else {
        payment = await callbackPayment(
          db,
          provider.name,
          news.providerRef,
          news.status,
          JSON.stringify(news),
        );
      }
      if (!payment) {
        // A registration withdrawn because its purchase was refused (`open`) is never stored here:
        // nothing was paid, and the news that it is closed needs nothing.
        if (news.status !== 'PAID') return { status: 200, answer: 'SUCCESS' };
        // Money for a reference unknown here: our reference was lost between registering the
        // payment and storing it. Refusing keeps the provider retrying while someone looks.
        log.error({ providerRef: news.providerRef, status: news.status }, 'callback for an unknown payment');
        return { status: 404, answer: 'FAILURE' };
      }
      if (news.status === 'PAID' && (payment.state === 'CANCELLED' || payment.state === 'EXPIRED')) {
        log.error(
          { paymentId: payment.id, state: payment.state, amountCents: news.amountCents },
          'money taken for a payment already closed: refund by hand',
        );
      }
      // A signed callback is the provider's own word, as good as a status answer (recorded above).
      if (payment.state === 'CREATED') {
        await finalise(payment, 'callback', { status: news.status, amountCents: news.amountCents }, null);
      }
      return { status: 200, answer: 'SUCCESS' };
    },
  };

  async function storedPayUrl(paymentId: string): Promise<string | null> {
    const payload = await firstRegistrationPayload(db, paymentId);
    const payUrl = (payload as { payUrl?: unknown } | undefined)?.payUrl;
    return typeof payUrl === 'string' ? payUrl : null;
  }

  return service;
}

function answerPayload(answer: ProviderStatus) {
  return {
    status: answer.status,
    amountCents: answer.amountCents,
    ...(answer.paidAt ? { paidAt: answer.paidAt.toISOString() } : {}),
  };
}
