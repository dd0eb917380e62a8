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
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../../../shared/anglers/api-types.ts';
import { PAYMENT_EXPIRY_MINUTES } from '../../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema-anglers.ts';
import { HttpError } from '../../http/errors.ts';
import { loggableError } from '../../plugins/errors.ts';
import { nextSequenceValue, type Tx } from '../applications/serials.ts';
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

  async function find(paymentId: string): Promise<PaymentRow | undefined> {
    if (!isPaymentId(paymentId)) return undefined;
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    return row;
  }

  async function record(
    runner: Db | Tx,
    paymentId: string,
    source: EventSource,
    providerStatus: string,
    payload: unknown,
  ) {
    await runner.insert(paymentEvents).values({ paymentId, source, providerStatus, payload });
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
   * The one place a payment leaves CREATED. The row lock makes racing callers queue; the first
   * finds it open and finalises, the rest find it final and change nothing.
   */
  async function finalise(
    paymentId: string,
    source: EventSource,
    answer: ProviderStatus,
  ): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!row) throw new Error(`payment ${paymentId} vanished`);
      if (row.state !== 'CREATED' || answer.status === 'PENDING') return row;
      const purpose = purposeOf(row);
      const now = new Date();
      if (answer.status === 'PAID' && answer.amountCents !== row.amountCents) {
        log.error(
          { paymentId, expectedCents: row.amountCents, paidCents: answer.amountCents },
          'payment amount differs from the price: not issued, refund by hand',
        );
        await record(tx, paymentId, source, 'PAID', {
          problem: 'amountMismatch',
          expectedCents: row.amountCents,
          paidCents: answer.amountCents,
        });
        const [failed] = await tx
          .update(payments)
          .set({ state: 'FAILED', updatedAt: now })
          .where(eq(payments.id, paymentId))
          .returning();
        await purpose.onClosed(tx, failed!);
        return failed!;
      }
      if (answer.status === 'PAID') {
        const paidAt = answer.paidAt ?? now;
        const year = todayInLithuania(paidAt).slice(0, 4);
        const receiptNumber = formatReceiptNumber(year, await nextSequenceValue(tx, `receipt:${year}`));
        const [paid] = await tx
          .update(payments)
          .set({ state: 'PAID', paidAt, receiptNumber, updatedAt: now })
          .where(eq(payments.id, paymentId))
          .returning();
        await purpose.onPaid(tx, paid!);
        return paid!;
      }
      const [closed] = await tx
        .update(payments)
        .set({ state: answer.status, updatedAt: now })
        .where(eq(payments.id, paymentId))
        .returning();
      await purpose.onClosed(tx, closed!);
      return closed!;
    });
  }

  async function settleAs(paymentId: string, source: EventSource): Promise<PaymentRow> {
    const current = await find(paymentId);
    if (!current) throw new HttpError(404, 'error.notFound');
    // Final is final; and a payment the provider never heard of has nothing to ask about.
    if (current.state !== 'CREATED' || !askable(current)) return current;
    const answer = await askProvider(current);
    await record(db, current.id, source, answer.status, answerPayload(answer));
    if (answer.status === 'PENDING') return current;
    return finalise(current.id, source, answer);
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
      await record(db, payment.id, source, answer.status, answerPayload(answer));
      // Paid meanwhile wins; expired at the provider is what happened; CANCELLED is our own
      // withdrawal, and PENDING a provider that cannot withdraw: both close for our reason.
      if (answer.status === 'PAID' || answer.status === 'EXPIRED')
        return finalise(payment.id, source, answer);
    } else {
      await record(db, payment.id, source, state, { closedBy: source === 'cancel' ? 'buyer' : 'expiry' });
    }
    return finalise(payment.id, source, { status: state, amountCents: payment.amountCents });
  }

  const service: PaymentsService = {
    provider,

    register(purpose) {
      if (purposes.has(purpose.name)) throw new Error(`payment purpose "${purpose.name}" registered twice`);
      purposes.set(purpose.name, purpose);
    },

    async create(tx, input) {
      if (!purposes.has(input.purpose))
        throw new Error(`no payment purpose registered for "${input.purpose}"`);
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error(`a payment needs a positive whole amount of cents, got ${input.amountCents}`);
      }
      const id = randomUUID();
      const [row] = await tx
        .insert(payments)
        .values({
          id,
          purpose: input.purpose,
          subjectId: input.subjectId,
          provider: provider?.name ?? 'none',
          providerRef: id,
          amountCents: input.amountCents,
          method: input.method,
          state: 'CREATED',
        })
        .returning();
      await record(tx, id, 'create', 'CREATED', {
        purpose: input.purpose,
        amountCents: input.amountCents,
        method: input.method,
      });
      return row!;
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
      const stored = await db.transaction(async (tx) => {
        const updated = await tx
          .update(payments)
          .set({ providerRef: answer.providerRef, updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), eq(payments.providerRef, payment.id)))
          .returning({ id: payments.id });
        if (updated.length > 0) await record(tx, payment.id, 'create', 'PENDING', answer);
        return updated.length > 0;
      });
      if (stored) return answer.payUrl;
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

    async cancel(paymentId) {
      const current = await find(paymentId);
      if (!current) throw new HttpError(404, 'error.notFound');
      if (current.state !== 'CREATED') return current;
      return close(current, 'cancel', 'CANCELLED');
    },

    async latestFor(subjectId) {
      if (!isPaymentId(subjectId)) return undefined;
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.subjectId, subjectId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async reconcile() {
      const now = Date.now();
      const expireBefore = now - (PAYMENT_EXPIRY_MINUTES + EXPIRY_MARGIN_MINUTES) * 60_000;
      // Least recently looked at first: a payment still open is touched after each visit, so a few
      // that the provider cannot answer for never crowd the rest out of the batch.
      const open = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.state, 'CREATED'), lt(payments.createdAt, new Date(now - RECONCILE_MIN_AGE_MS))),
        )
        .orderBy(asc(payments.updatedAt))
        .limit(RECONCILE_BATCH);
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
          await db
            .update(payments)
            .set({ updatedAt: new Date() })
            .where(and(eq(payments.id, payment.id), eq(payments.state, 'CREATED')));
        }
      }
      if (settled + expired > 0) log.info({ settled, expired }, 'payments reconciled');
      return { settled, expired };
    },

    find,

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
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, news.providerRef)));
      if (!payment) {
        // Signed by the provider yet unknown here: our reference was lost between registering the
        // payment and storing it. Refusing keeps the provider retrying while someone looks.
        log.error({ providerRef: news.providerRef, status: news.status }, 'callback for an unknown payment');
        return { status: 404, answer: 'FAILURE' };
      }
      await record(db, payment.id, 'callback', news.status, news);
      if (news.status === 'PAID' && (payment.state === 'CANCELLED' || payment.state === 'EXPIRED')) {
        log.error(
          { paymentId: payment.id, state: payment.state, amountCents: news.amountCents },
          'money taken for a payment already closed: refund by hand',
        );
      }
      // A signed callback is the provider's own word, as good as a status answer.
      await finalise(payment.id, 'callback', { status: news.status, amountCents: news.amountCents });
      return { status: 200, answer: 'SUCCESS' };
    },
  };

  async function storedPayUrl(paymentId: string): Promise<string | null> {
    const events = await db
      .select({ payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.paymentId, paymentId),
          eq(paymentEvents.source, 'create'),
          eq(paymentEvents.providerStatus, 'PENDING'),
        ),
      )
      .orderBy(asc(paymentEvents.id))
      .limit(1);
    const payUrl = (events[0]?.payload as { payUrl?: unknown } | undefined)?.payUrl;
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
