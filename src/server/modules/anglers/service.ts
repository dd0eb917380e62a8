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
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
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
import { isSecurityCodeShape, normalizeSecurityCode } from '../../../shared/anglers/security-code.ts';
import { validatePurchaseRequest } from '../../../shared/anglers/validate.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { VALIDATION } from '../../../shared/fields/message-ids.ts';
import { NAME_MAX_LENGTH } from '../../../shared/fields/name.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';
import { VALID_PERMIT_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { dammDigit } from '../../../shared/permits/permit-number.ts';
import type { UnsubscribeLinks } from '../../adapters/mail/unsubscribe.ts';
import type { SecurityCodes } from '../../core/security-codes.ts';
import type { Db, Tx } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/index.ts';
import type { PermitRow } from '../../db/schema-permits.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { idempotentReplays } from '../../observability/metrics.ts';
import { isDatabaseUnavailable } from '../../plugins/errors.ts';
import type { OpenedPayment, PaymentRow, Payments } from '../payments/index.ts';
import { dayInLithuania } from '../payments/index.ts';
import type { PermitSigner } from '../permit-document/index.ts';
import { speciesDto } from './catalogue.ts';
import type { HolderProof } from './holder-proof.ts';
import { type Buyer, type Priced, type Pricing, quoteOf, REPORT_EXEMPT_STATES } from './pricing.ts';
import { ANGLER_PURCHASE, type PurchaseRow, permitDraft, returnPathOf } from './purpose.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { PurchaseRefused } from './refusals.ts';
import {
  createPurchase,
  type NewPurchase,
  permitById,
  permitWithCard,
  purchaseById,
  purchaseByIdempotencyKey,
  speciesOfLicence,
  ticketPermitsOf,
  waterBodyName,
} from './repository.ts';
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

export interface DownloadLookup {
  kind: AnglerKind;
  number: string;
}

export function createAnglerService(deps: {
  db: Db;
  payments: Payments;
  pricing: Pricing;
  signer: PermitSigner;
  codes: SecurityCodes;
  /** Proof of holding a permit without a login (ADR 0015), with its shared count of failures. */
  proof: HolderProof;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the download link in the permit's mail. */
  publicUrl: string;
  /** The unsubscribe links of cards' mails (ADR 0036). */
  unsubscribe?: UnsubscribeLinks;
}) {
  const { db, payments, pricing, signer, codes, proof, log, publicUrl } = deps;

  const deriveSecret = (idem: Idempotency) =>
    createHmac('sha256', idem.secretKey).update(`angler-purchase-secret|${idem.key}`).digest('base64url');
  const scopedKey = (idem: Idempotency) => `${idem.scope}:${idem.key}`;

  async function quoteOfPurchase(tx: Db | Tx, purchase: PurchaseRow): Promise<Quote> {
    const waterBody = purchase.waterBodyId ? await waterBodyName(tx, purchase.waterBodyId) : undefined;
    const species = purchase.licenceId ? await speciesOfLicence(tx, purchase.licenceId) : undefined;
    return {
      kind: purchase.kind as AnglerKind,
      validFrom: purchase.validFrom,
      validUntil: purchase.validUntil,
      period: purchase.period as AnglerPeriod,
      priceCents: purchase.priceCents,
      feeCents: purchase.feeCents,
      totalCents: purchase.totalCents,
      waterBody: waterBody ?? null,
      species: species ? speciesDto(species) : null,
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
    idempotentReplays.inc({ operation: 'purchase' });
    return { id: purchase.id, secret, payUrl, quote: await quoteOfPurchase(db, purchase) };
  }

  async function byIdempotencyKey(key: string): Promise<PurchaseRow | undefined> {
    return purchaseByIdempotencyKey(db, key);
  }

  async function purchaseFor(id: string, proof: PurchaseProof): Promise<PurchaseRow> {
    if (!UUID.test(id)) throw notFound();
    const purchase = await purchaseById(db, id);
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
    return permitById(db, id);
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
      ticket: permit ? await ticketOf(signer, codes, permit) : null,
    };
  }

  return {
    /** Checks and prices a request without buying (spec §8 rules included). */
    async quote(body: unknown, buyer: Buyer): Promise<Quote> {
      return quoteOf(await pricing.price(body, buyer));
    },

    /**
     * Prices the request, registers its payment with the provider, then writes the purchase in one
     * statement (CREATE_PURCHASE in repository.ts: spec §8's rules, the L06 licence held, the
     * purchase, its payment and its permit's draft) — three round trips for an L05.1 ticket. The pay page is handed out
     * only once the purchase is stored; a refused or repeated request withdraws the registration.
     */
    async purchase(body: unknown, buyer: Buyer, idem?: Idempotency): Promise<PurchaseCreated> {
      /** A repeated Idempotency-Key is answered by the first purchase, before anything else is said. */
      const replayed = async () => {
        const existing = idem ? await byIdempotencyKey(scopedKey(idem)) : undefined;
        return existing ? replay(existing, body, idem!) : undefined;
      };
      const today = dayInLithuania();
      let priced: Priced;
      try {
        priced = await pricing.product(body, buyer, today);
      } catch (error) {
        const earlier = await replayed();
        if (earlier) return earlier;
        throw error;
      }
      const secret = idem ? deriveSecret(idem) : randomBytes(32).toString('base64url');
      // Registered with the provider first; its page is handed out only once the purchase is stored.
      let payment: OpenedPayment;
      try {
        payment = await payments.open({
          purpose: ANGLER_PURCHASE,
          amountCents: priced.totalCents,
          method: priced.request.paymentMethod,
          description: paymentDescription(priced, buyer.lang),
          lang: buyer.lang,
        });
      } catch (error) {
        // Our own database not answering is a 503 to retry (plugins/errors.ts); a provider that
        // cannot start the payment is spec §8's "Failed to generate payment".
        if (isDatabaseUnavailable(error)) throw error;
        log.error({ err: error }, 'payment could not be started');
        throw new HttpError(502, 'anglers.error.paymentFailed');
      }
      const purchaseId = randomUUID();
      const values: NewPurchase = {
        id: purchaseId,
        kind: priced.kind,
        secretHash: sha256(secret),
        buyerCode: buyer.userCode,
        anglerKey: priced.anglerKey,
        angler: priced.request.angler,
        waterBodyId: priced.waterBody?.id ?? null,
        offerId: priced.offer?.id ?? null,
        promotionId: priced.promotion?.id ?? null,
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
        today,
        validStates: VALID_PERMIT_STATES,
        reportExemptStates: REPORT_EXEMPT_STATES,
        ruleWaterBodyId: priced.kind !== 'l05_1' && priced.waterBody ? priced.waterBody.id : null,
        ruleSpeciesCode: priced.species?.code ?? null,
        draft: permitDraft(
          {
            id: purchaseId,
            kind: priced.kind,
            angler: priced.request.angler,
            period: priced.period,
            validFrom: priced.validFrom,
            validUntil: priced.validUntil,
            totalCents: priced.totalCents,
            lang: buyer.lang,
          },
          priced,
          publicUrl,
          deps.unsubscribe,
        ),
        paymentValues: payment.values,
      };
      // A rule that blocked a moment ago may not block now (a permit annulled meanwhile): once more.
      for (let attempt = 0; attempt < 2; attempt++) {
        let row: { rulesOk: boolean; id: string | null } | undefined;
        try {
          row = await createPurchase(db, values);
        } catch (error) {
          await payment.withdraw();
          // The same key raced in: the other request created the purchase.
          if (idem && isUniqueViolation(error)) {
            const earlier = await replayed();
            if (earlier) return earlier;
          }
          throw error;
        }
        if (row?.id) return { id: purchaseId, secret, payUrl: payment.payUrl, quote: quoteOf(priced) };
        const earlier = await replayed();
        if (earlier) {
          await payment.withdraw();
          return earlier;
        }
        if (row?.rulesOk) {
          await payment.withdraw();
          throw new PurchaseRefused({ rule: 'noFreeLicences' });
        }
        // Which rule, with its facts for the message.
        await pricing.enforceRules(priced, today).catch(async (error: unknown) => {
          await payment.withdraw();
          throw error;
        });
      }
      await payment.withdraw();
      throw new Error('the purchase rules changed twice while buying');
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
     * The download form's lookup (spec §2, §5, §8; ADR 0015), also behind "add to this device's
     * wallet": the kind, the number (digits only, with its check digit), the holder's names —
     * compared without case and diacritics — and the permit's security code, or instead of the code
     * a session of the angler or the buyer. Anything that does not prove the holder is the spec's
     * "Permit not found for the given data", whichever part was wrong, and counts against the
     * address (holder-proof.ts); only the form of what was typed is told field by field (400).
     */
    async findIssued(body: unknown, request: FastifyRequest): Promise<PermitRow> {
      const { lang } = request;
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
      const securityCode = normalizeSecurityCode(text(input.securityCode).slice(0, 40));
      if (securityCode !== '' && !isSecurityCodeShape(securityCode))
        errors.push({ field: 'securityCode', message: translate(lang, 'anglers.securityCode.format') });
      if (errors.length > 0) throw new HttpError(400, 'error.validation', undefined, errors);
      const found = await proof.attempt(request, { ...names, securityCode }, async () => {
        const row = await permitWithCard(db, number, kind);
        return { permit: row?.permit ?? null, card: row?.card ?? null };
      });
      if (!found?.permit) throw new HttpError(404, 'download.notFound');
      return found.permit;
    },

    ticket(permit: PermitRow): Promise<AnglerTicket> {
      return ticketOf(signer, codes, permit);
    },

    /** The logged-in person's tickets: those issued to them, whoever bought them, and those they bought for others. */
    async tickets(userCode: string): Promise<AnglerTicket[]> {
      const permits = await ticketPermitsOf(db, userCode);
      return Promise.all(permits.map((permit) => ticketOf(signer, codes, permit)));
    },
  };
}

export type AnglerService = ReturnType<typeof createAnglerService>;
