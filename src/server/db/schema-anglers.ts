/**
 * Anglers (issue 5): the fishing catalogue (fish species, water bodies, lessors' offers, L06
 * licence pools), purchases of L05/L06 permits, their payments with every provider event, and the
 * embedded sandbox payment provider's own book. ADR 0009 records the choices.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, day, ts } from './columns.ts';

export const fishSpecies = pgTable('fish_species', {
  code: text('code').primaryKey(),
  nameLt: text('name_lt').notNull(),
  nameEn: text('name_en').notNull(),
  latin: text('latin').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Spec §3 Water body. */
export const waterBodies = pgTable(
  'water_bodies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    oldCode: text('old_code'),
    name: text('name').notNull(),
    type: text('type', { enum: ['LAKE', 'RIVER', 'POND', 'RESERVOIR', 'LAGOON'] }).notNull(),
    municipality: text('municipality').notNull(),
    /** Leased to a lessor: fishing there needs an L05.2 permit from the lessor's offers. */
    leased: boolean('leased').notNull().default(false),
    lessorCode: text('lessor_code'),
    lessorName: text('lessor_name'),
    /** Limited fishing: L06 licences per species. */
    limited: boolean('limited').notNull().default(false),
    state: text('state').notNull().default('ACTIVE'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    areaHa: doublePrecision('area_ha'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('water_bodies_code_idx').on(t.code), index('water_bodies_name_idx').on(t.name)],
);

/** Spec §3 Limited-fishing offer (akcija): what an L05.2 permit for a leased water body costs. */
export const waterBodyOffers = pgTable(
  'water_body_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    waterBodyId: uuid('water_body_id').notNull(),
    /** Licence duration: an angler period code (1, 2, 3, 999). */
    period: text('period').notNull(),
    priceCents: integer('price_cents').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('water_body_offers_wb_idx').on(t.waterBodyId, t.validTo)],
);

/**
 * Spec §3 L06 licence: a pool of licences for one species in one place. `sold + reserved` never
 * exceeds `total` (a CHECK, and every reservation is one conditional UPDATE), so the last licence
 * is sold once however many buyers race for it.
 */
export const fishingLicences = pgTable(
  'fishing_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['l06_1', 'l06_2'] }).notNull(),
    waterBodyId: uuid('water_body_id').notNull(),
    placeLt: text('place_lt').notNull(),
    placeEn: text('place_en').notNull(),
    speciesCode: text('species_code').notNull(),
    period: text('period').notNull(),
    fishingFrom: day('fishing_from').notNull(),
    fishingTo: day('fishing_to').notNull(),
    conditionsLt: text('conditions_lt').notNull(),
    conditionsEn: text('conditions_en').notNull(),
    amount: integer('amount').notNull(),
    minSizeCm: integer('min_size_cm'),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    released: boolean('released').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('fishing_licences_wb_idx').on(t.waterBodyId),
    check(
      'fishing_licences_capacity',
      sql`${t.sold} >= 0 and ${t.reserved} >= 0 and ${t.sold} + ${t.reserved} <= ${t.total}`,
    ),
  ],
);

/**
 * One purchase of an angler permit: the "application" of the angler journey. It exists, with its
 * price computed on the server, before the person is sent to pay; it ends ISSUED (exactly one
 * permit), CANCELLED or EXPIRED (a reserved licence goes back to the pool).
 */
export const anglerPurchases = pgTable(
  'angler_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    state: text('state', { enum: ['AWAITING_PAYMENT', 'ISSUED', 'CANCELLED', 'EXPIRED'] }).notNull(),
    /** SHA-256 (hex) of the secret handed to the buying browser. */
    secretHash: text('secret_hash').notNull(),
    /** The logged-in person who bought it, if any. */
    buyerCode: text('buyer_code'),
    /** Who the permit is for: person code, or birth date and names of a foreigner (ADR 0009). */
    anglerKey: text('angler_key').notNull(),
    angler: jsonb('angler').notNull(),
    waterBodyId: uuid('water_body_id'),
    offerId: uuid('offer_id'),
    /** The limited-fishing offer (akcija) an L05.2 was priced under, if any (ADR 0022). */
    promotionId: uuid('promotion_id'),
    licenceId: uuid('licence_id'),
    period: text('period').notNull(),
    validFrom: day('valid_from').notNull(),
    validUntil: day('valid_until').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method', { enum: ['BANK', 'CARD', 'SMS'] }).notNull(),
    /** The buyer's Idempotency-Key, scoped by the buyer (session person or anonymous). */
    idempotencyKey: text('idempotency_key'),
    lang: text('lang').notNull().default('lt'),
    /**
     * What the permit will say, made when the purchase is (the facts bought, the mail in the
     * purchase's language), so that confirming the payment and issuing the permit is one statement
     * (modules/anglers/purpose.ts). Null for purchases made before it existed.
     */
    permitDraft: jsonb('permit_draft'),
    permitId: uuid('permit_id'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('angler_purchases_idem_idx').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('angler_purchases_angler_idx').on(t.anglerKey, t.kind),
    index('angler_purchases_buyer_idx').on(t.buyerCode),
    index('angler_purchases_open_idx').on(t.state, t.expiresAt),
  ],
);

/**
 * What an issued angler permit needs beyond the `permits` row: for whom (the angler key, to apply
 * spec §8's rules), where, and whether its catch report is still owed (issue 6 fills
 * `report_filed_at`).
 */
export const anglerPermits = pgTable(
  'angler_permits',
  {
    permitId: uuid('permit_id').primaryKey(),
    purchaseId: uuid('purchase_id').notNull(),
    kind: text('kind').notNull(),
    anglerKey: text('angler_key').notNull(),
    buyerCode: text('buyer_code'),
    waterBodyId: uuid('water_body_id'),
    licenceId: uuid('licence_id'),
    validFrom: day('valid_from').notNull(),
    validUntil: day('valid_until').notNull(),
    reportRequired: boolean('report_required').notNull().default(false),
    reportFiledAt: ts('report_filed_at'),
  },
  (t) => [
    uniqueIndex('angler_permits_purchase_idx').on(t.purchaseId),
    index('angler_permits_angler_idx').on(t.anglerKey, t.kind, t.validUntil),
    index('angler_permits_buyer_idx').on(t.buyerCode),
  ],
);

/** A payment (spec §3 Payment): created before the redirect, finalised once. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What is paid for: `angler-purchase` and the purchase id. */
    purpose: text('purpose').notNull(),
    subjectId: uuid('subject_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the payment. */
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    method: text('method', { enum: ['BANK', 'CARD', 'SMS'] }).notNull(),
    state: text('state', { enum: ['CREATED', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED'] }).notNull(),
    /** `K2026-000123`: given when the payment is confirmed. */
    receiptNumber: text('receipt_number'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('payments_receipt_idx').on(t.receiptNumber).where(sql`${t.receiptNumber} is not null`),
    index('payments_subject_idx').on(t.subjectId),
    index('payments_open_idx').on(t.state, t.createdAt),
  ],
);

/** Every event a provider sent or we asked for (callbacks can arrive late, twice, out of order). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id').notNull(),
    /** `statement`: a bank transfer read from an imported bank statement (issue 20). */
    source: text('source', {
      enum: ['create', 'callback', 'return', 'reconcile', 'cancel', 'statement'],
    }).notNull(),
    providerStatus: text('provider_status').notNull(),
    payload: jsonb('payload'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.at)],
);

/**
 * The embedded sandbox provider's own book (architecture §6): it plays the bank, with a hosted
 * pay/cancel page and a signed callback, and keeps its state apart from ours as a real bank would.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    ref: text('ref').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    method: text('method').notNull(),
    returnUrl: text('return_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    lang: text('lang').notNull().default('lt'),
    state: text('state', { enum: ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'] }).notNull(),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    callbackDeliveredAt: ts('callback_delivered_at'),
  },
  (t) => [index('sandbox_payments_callback_idx').on(t.state, t.callbackDeliveredAt)],
);

/**
 * The key that angler permits' security codes are derived from (issue 15; ADR 0015;
 * modules/anglers/security-codes.ts): one row, made on first use, never changed — every code ever
 * printed depends on it. Kept in the database beside the permits it belongs to, like the permit
 * seal's key (signing_keys), so every node derives the same codes and a backup restores both.
 */
export const anglerCodeKeys = pgTable('angler_code_keys', {
  id: text('id').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
