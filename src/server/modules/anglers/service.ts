/**
 * Angler purchases (issue 5; paths in src/shared/anglers/api-types.ts; ADR 0009): quote, buy,
 * follow, cancel, receipt; download an issued permit by number and names; the wallet's tickets.
 *
 * Who may buy for whom (ADR 0009): anyone, logged in or not, may buy L05.1, L05.2 and L06.1 for any
 * angler (a parent for a child, a friend for a friend); the salmon card L06.2 only the angler,
 * logged in, for themselves. The angler is always a person: a representative acting for a company
 * buys as themselves (the buyer recorded is the logged-in person, never the company).
 *
 * Proof of a purchase: the secret handed to the buying browser (only its SHA-256 is stored), or the
 * session of the person who bought it. Without either a purchase answers 404, like one that does not
 * exist, so ids cannot be probed.
 *
 * Idempotency (IETF draft Idempotency-Key; field notes): the key is scoped by the buyer — the
 * logged-in person, or for an anonymous visitor the browser's anti-forgery cookie — and stored with
 * the purchase (unique). A repeat with the same key answers the same purchase; with a different
 * body 422; while the first is still being created 409. To answer a repeat with the same secret
 * without storing the secret, a keyed purchase's secret is derived: HMAC-SHA256 keyed with the
 * browser's anti-forgery cookie over the Idempotency-Key. Only that browser can derive it again,
 * and the database still holds nothing but its hash. A repeat from a browser whose cookie changed
 * cannot be answered with the secret and gets 409 (start again; the unpaid purchase expires).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sameName } from '../../../shared/anglers/angler-key.ts';
import {
  type AnglerKind,
  type AnglerTicket,
  isAnglerKind,
  type PurchaseCreated,
  type PurchaseState,
  type PurchaseStatus,
  type Quote,
} from '../../../shared/anglers/api-types.ts';
import { type AnglerPeriod, PAYMENT_EXPIRY_MINUTES } from '../../../shared/anglers/periods.ts';
import { validatePurchaseRequest } from '../../../shared/anglers/validate.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { VALIDATION } from '../../../shared/fields/message-ids.ts';
import { NAME_MAX_LENGTH } from '../../../shared/fields/name.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { dammDigit } from '../../../shared/permits/permit-number.ts';
import type { Db } from '../../db/client.ts';
import {
  anglerPermits,
  anglerPurchases,
  fishingLicences,
  fishSpecies,
  waterBodies,
} from '../../db/schema-anglers.ts';
import { type PermitRow, permits } from '../../db/schema-permits.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Tx } from '../applications/serials.ts';
import type { PaymentRow, Payments } from '../payments/types.ts';
import type { PermitSigner } from '../permit-document/signing.ts';
import { speciesDto } from './catalogue.ts';
import { type Buyer, type Pricing, quoteOf } from './pricing.ts';
import { ANGLER_PURCHASE, type PurchaseRow, returnPathOf } from './purpose.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { PurchaseRefused } from './refusals.ts';
import { ticketOf } from './tickets.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Idempotency {
  /** The Idempotency-Key header (a UUID). */
  key: string;
  /** The buyer it is scoped by: `p:<person code>` or `a:<hash of the anti-forgery cookie>`. */
  scope: string;
  /** The anti-forgery cookie's value: keys the derived secret (see the module comment). */
  secretKey: string;
}

/** What proves the right to see a purchase: its secret, or the buyer's session. */
export interface PurchaseProof {
  secret?: string | undefined;
  userCode: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHash(hashHex: string, expectedHex: string): boolean {
  const a = Buffer.from(hashHex, 'hex');
  const b = Buffer.from(expectedHex, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** JSON with sorted keys: PostgreSQL's jsonb does not keep key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export interface DownloadLookup {
  kind: AnglerKind;
  number: string;
}

export function createAnglerService(deps: {
  db: Db;
  payments: Payments;
  pricing: Pricing;
  signer: PermitSigner;
  log: FastifyBaseLogger;
}) {
  const { db, payments, pricing, signer, log } = deps;

  const deriveSecret = (idem: Idempotency) =>
    createHmac('sha256', idem.secretKey).update(`angler-purchase-secret|${idem.key}`).digest('base64url');
  const scopedKey = (idem: Idempotency) => `${idem.scope}:${idem.key}`;

  async function quoteOfPurchase(tx: Db | Tx, purchase: PurchaseRow): Promise<Quote> {
    const [waterBody] = purchase.waterBodyId
      ? await tx
          .select({ id: waterBodies.id, name: waterBodies.name })
          .from(waterBodies)
          .where(eq(waterBodies.id, purchase.waterBodyId))
      : [];
    const [species] = purchase.licenceId
      ? await tx
          .select({ species: fishSpecies })
          .from(fishingLicences)
          .innerJoin(fishSpecies, eq(fishSpecies.code, fishingLicences.speciesCode))
          .where(eq(fishingLicences.id, purchase.licenceId))
      : [];
    return {
      kind: purchase.kind as AnglerKind,
      validFrom: purchase.validFrom,
      validUntil: purchase.validUntil,
      period: purchase.period as AnglerPeriod,
      priceCents: purchase.priceCents,
      feeCents: purchase.feeCents,
      totalCents: purchase.totalCents,
      waterBody: waterBody ?? null,
      species: species ? speciesDto(species.species) : null,
    };
  }

  function paymentDescription(
    purchase: Pick<PurchaseRow, 'kind' | 'validFrom' | 'validUntil'>,
    lang: Language,
  ) {
    const kind = findKind(purchase.kind)!;
    return translate(lang, 'anglers.payment.description', {
      title: `${translate(lang, kind.title)} (${kind.code})`,
      from: purchase.validFrom,
      until: purchase.validUntil,
    });
  }

  /** The pay page of an open purchase's payment, or null when nothing is open to pay. */
  async function openPayUrl(purchase: PurchaseRow, payment: PaymentRow | undefined): Promise<string | null> {
    if (purchase.state !== 'AWAITING_PAYMENT' || !payment || payment.state !== 'CREATED') return null;
    return payments.payUrl(payment);
  }

  /** Answers a repeated Idempotency-Key with the first purchase (see the module comment). */
  async function replay(purchase: PurchaseRow, body: unknown, idem: Idempotency): Promise<PurchaseCreated> {
    // Compared as of the purchase's first day, so that a repeat after midnight is still "the same".
    const today = todayInLithuania();
    const checked = validatePurchaseRequest(body, {
      today: purchase.validFrom < today ? purchase.validFrom : today,
    });
    const request = checked.ok ? checked.request : null;
    const same =
      request !== null &&
      request.kind === purchase.kind &&
      request.validFrom === purchase.validFrom &&
      request.paymentMethod === purchase.paymentMethod &&
      (request.offerId ?? null) === purchase.offerId &&
      (request.licenceId ?? null) === purchase.licenceId &&
      (request.kind !== 'l05_1' || request.period === purchase.period) &&
      (request.waterBodyId === undefined || request.waterBodyId === purchase.waterBodyId) &&
      canonical(request.angler) === canonical(purchase.angler);
    if (!same) throw new HttpError(422, 'anglers.error.idempotencyMismatch');
    const secret = deriveSecret(idem);
    if (!sameHash(sha256(secret), purchase.secretHash))
      throw new HttpError(409, 'anglers.error.idempotencyLost');
    const payment = await payments.latestFor(purchase.id);
    let payUrl = await openPayUrl(purchase, payment);
    if (payUrl === null) {
      // Still being created by the first request (no payment page yet): say so; otherwise the
      // purchase has ended and the browser goes to its result page.
      if (purchase.state === 'AWAITING_PAYMENT')
        throw new HttpError(409, 'anglers.error.idempotencyInFlight');
      payUrl = returnPathOf(purchase);
    }
    return { id: purchase.id, secret, payUrl, quote: await quoteOfPurchase(db, purchase) };
  }

  async function byIdempotencyKey(key: string): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .select()
      .from(anglerPurchases)
      .where(eq(anglerPurchases.idempotencyKey, key))
      .limit(1);
    return row;
  }

  async function purchaseFor(id: string, proof: PurchaseProof): Promise<PurchaseRow> {
    if (!UUID.test(id)) throw notFound();
    const [purchase] = await db.select().from(anglerPurchases).where(eq(anglerPurchases.id, id)).limit(1);
    if (!purchase) throw notFound();
    const bySecret =
      typeof proof.secret === 'string' &&
      proof.secret.length > 0 &&
      proof.secret.length <= 200 &&
      sameHash(sha256(proof.secret), purchase.secretHash);
    const byBuyer = proof.userCode !== null && purchase.buyerCode === proof.userCode;
    if (!bySecret && !byBuyer) throw notFound();
    return purchase;
  }

  async function permitRow(id: string): Promise<PermitRow | undefined> {
    const [row] = await db.select().from(permits).where(eq(permits.id, id)).limit(1);
    return row;
  }

  async function statusOf(purchase: PurchaseRow): Promise<PurchaseStatus> {
    const payment = await payments.latestFor(purchase.id);
    const permit = purchase.permitId ? await permitRow(purchase.permitId) : undefined;
    return {
      id: purchase.id,
      kind: purchase.kind as AnglerKind,
      state: purchase.state as PurchaseState,
      quote: await quoteOfPurchase(db, purchase),
      payUrl: await openPayUrl(purchase, payment),
      receipt:
        payment?.state === 'PAID' && payment.receiptNumber && payment.paidAt
          ? {
              number: payment.receiptNumber,
              amountCents: payment.amountCents,
              paidAt: payment.paidAt.toISOString(),
              method: payment.method,
              proofUrl: `/api/public/zvejyba/pirkimai/${purchase.id}/kvitas`,
            }
          : null,
      ticket: permit ? await ticketOf(signer, permit) : null,
    };
  }

  return {
    /** Checks and prices a request without buying (spec §8 rules included). */
    async quote(body: unknown, buyer: Buyer): Promise<Quote> {
      return quoteOf(await pricing.price(body, buyer));
    },

    /**
     * Creates the purchase and its payment in one transaction, holding an L06 licence with one
     * conditional UPDATE (never more sold and reserved than the pool has, however many buyers race),
     * then registers the payment with the provider for the pay page.
     */
    async purchase(body: unknown, buyer: Buyer, idem?: Idempotency): Promise<PurchaseCreated> {
      if (idem) {
        const existing = await byIdempotencyKey(scopedKey(idem));
        if (existing) return replay(existing, body, idem);
      }
      const priced = await pricing.price(body, buyer);
      const secret = idem ? deriveSecret(idem) : randomBytes(32).toString('base64url');
      let created: { purchase: PurchaseRow; payment: PaymentRow };
      try {
        created = await db.transaction(async (tx) => {
          const [purchase] = await tx
            .insert(anglerPurchases)
            .values({
              kind: priced.kind,
              state: 'AWAITING_PAYMENT',
              secretHash: sha256(secret),
              buyerCode: buyer.userCode,
              anglerKey: priced.anglerKey,
              angler: priced.request.angler,
              waterBodyId: priced.waterBody?.id ?? null,
              offerId: priced.offer?.id ?? null,
              licenceId: priced.licence?.id ?? null,
              period: priced.period,
              validFrom: priced.validFrom,
              validUntil: priced.validUntil,
              priceCents: priced.priceCents,
              feeCents: priced.feeCents,
              totalCents: priced.totalCents,
              paymentMethod: priced.request.paymentMethod,
              idempotencyKey: idem ? scopedKey(idem) : null,
              lang: buyer.lang,
              expiresAt: new Date(Date.now() + PAYMENT_EXPIRY_MINUTES * 60_000),
            })
            .returning();
          const payment = await payments.create(tx, {
            purpose: ANGLER_PURCHASE,
            subjectId: purchase!.id,
            amountCents: priced.totalCents,
            method: priced.request.paymentMethod,
          });
          if (priced.licence) {
            // Last, so that the pool's row is locked for as short a time as possible.
            const held = await tx
              .update(fishingLicences)
              .set({ reserved: sql`${fishingLicences.reserved} + 1` })
              .where(
                and(
                  eq(fishingLicences.id, priced.licence.id),
                  sql`${fishingLicences.sold} + ${fishingLicences.reserved} < ${fishingLicences.total}`,
                ),
              )
              .returning({ id: fishingLicences.id });
            if (held.length === 0) throw new PurchaseRefused({ rule: 'noFreeLicences' });
          }
          return { purchase: purchase!, payment };
        });
      } catch (error) {
        if (idem && isUniqueViolation(error)) {
          // The same key raced in: the other request created the purchase.
          const existing = await byIdempotencyKey(scopedKey(idem));
          if (existing) return replay(existing, body, idem);
        }
        throw error;
      }
      let payUrl: string;
      try {
        payUrl = await payments.start(
          created.payment,
          paymentDescription(created.purchase, buyer.lang),
          buyer.lang,
        );
      } catch (error) {
        log.error({ err: error, purchaseId: created.purchase.id }, 'payment could not be started');
        // Give the licence back now rather than when the payment expires.
        await payments.cancel(created.payment.id).catch(() => undefined);
        throw new HttpError(502, 'anglers.error.paymentFailed');
      }
      return { id: created.purchase.id, secret, payUrl, quote: quoteOf(priced) };
    },

    async status(id: string, proof: PurchaseProof): Promise<PurchaseStatus> {
      return statusOf(await purchaseFor(id, proof));
    },

    /** The buyer gives up an unpaid purchase: its payment is cancelled and its licence released. */
    async cancel(id: string, proof: PurchaseProof): Promise<PurchaseStatus> {
      const purchase = await purchaseFor(id, proof);
      if (purchase.state !== 'AWAITING_PAYMENT') throw new HttpError(409, 'anglers.error.notCancellable');
      const payment = await payments.latestFor(purchase.id);
      if (payment) await payments.cancel(payment.id);
      return statusOf(await purchaseFor(id, proof));
    },

    /** The receipt PDF of a paid purchase. */
    async receipt(id: string, proof: PurchaseProof): Promise<{ pdf: Uint8Array; number: string }> {
      const purchase = await purchaseFor(id, proof);
      const payment = await payments.latestFor(purchase.id);
      if (payment?.state !== 'PAID' || !payment.receiptNumber)
        throw new HttpError(409, 'anglers.error.receiptNotReady');
      const permit = purchase.permitId ? await permitRow(purchase.permitId) : undefined;
      const quote = await quoteOfPurchase(db, purchase);
      const lang: Language = purchase.lang === 'en' ? 'en' : 'lt';
      const place = [
        quote.waterBody?.name,
        quote.species ? (lang === 'lt' ? quote.species.nameLt : quote.species.nameEn) : null,
      ]
        .filter(Boolean)
        .join(' — ');
      const pdf = await renderReceiptPdf({
        purchase,
        payment,
        permitNumber: permit?.number ?? null,
        place: place === '' ? null : place,
      });
      return { pdf, number: payment.receiptNumber };
    },

    /**
     * The download form's lookup (spec §2, §5, §8): the kind, the number (digits only, with its
     * check digit) and the holder's names, compared without case and diacritics. Anything that does
     * not match is the spec's "Permit not found for the given data" — never which part was wrong.
     */
    async findIssued(body: unknown, lang: Language): Promise<PermitRow> {
      const input = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const errors: { field: string; message: string }[] = [];
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      const kind = text(input.kind);
      if (kind === '') errors.push({ field: 'kind', message: translate(lang, VALIDATION.required) });
      else if (!isAnglerKind(kind))
        errors.push({ field: 'kind', message: translate(lang, 'validation.choice') });
      const number = text(input.number);
      const numberProblem =
        number === ''
          ? 'permitDocument.error.numberRequired'
          : !/^\d+$/.test(number)
            ? VALIDATION.digitsOnly
            : number.length !== 11
              ? 'permitDocument.error.numberFormat'
              : dammDigit(number) !== 0
                ? 'permitDocument.error.checkDigit'
                : null;
      if (numberProblem) errors.push({ field: 'number', message: translate(lang, numberProblem) });
      const names = { firstName: text(input.firstName), lastName: text(input.lastName) };
      for (const [field, value] of Object.entries(names)) {
        if (value === '') errors.push({ field, message: translate(lang, VALIDATION.required) });
        else if (value.length > NAME_MAX_LENGTH)
          errors.push({ field, message: translate(lang, VALIDATION.maxLength, { max: NAME_MAX_LENGTH }) });
      }
      if (errors.length > 0) throw new HttpError(400, 'error.validation', undefined, errors);
      const [permit] = await db
        .select()
        .from(permits)
        .where(and(eq(permits.number, number), eq(permits.kind, kind)))
        .limit(1);
      const data = (permit?.data ?? {}) as { firstName?: unknown; lastName?: unknown };
      if (
        !permit ||
        typeof data.firstName !== 'string' ||
        typeof data.lastName !== 'string' ||
        !sameName(data.firstName, names.firstName) ||
        !sameName(data.lastName, names.lastName)
      ) {
        throw new HttpError(404, 'download.notFound');
      }
      return permit;
    },

    ticket(permit: PermitRow): Promise<AnglerTicket> {
      return ticketOf(signer, permit);
    },

    /** The logged-in person's tickets: those issued to them, whoever bought them, and those they bought for others. */
    async tickets(userCode: string): Promise<AnglerTicket[]> {
      const rows = await db
        .select({ permit: permits })
        .from(anglerPermits)
        .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
        .where(or(eq(anglerPermits.anglerKey, userCode), eq(anglerPermits.buyerCode, userCode)))
        .orderBy(desc(permits.issuedAt), desc(permits.number))
        .limit(500);
      return Promise.all(rows.map((row) => ticketOf(signer, row.permit)));
    },
  };
}

export type AnglerService = ReturnType<typeof createAnglerService>;
