/**
 * Water bodies and their lessors (issue 18). The water bodies themselves, their L05.2 terms
 * (`water_body_offers`) and the leases' display facts live in schema-anglers.ts; who leases what is
 * read from valid L03 permits (modules/water-bodies). This file holds the settings an administrator
 * may change: the most a lessor may ask for an L05.2 permit (ADR 0018), and the lessors'
 * limited-fishing offers (akcija, spec §3; ADR 0021).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, day, ts } from './columns.ts';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Spec §3 Limited-fishing offer (akcija): for a while, the L05.2 permit of one fishing duration on
 * one water body sells at the offer's price instead of the lessor's terms (ADR 0021). Cancelling
 * stamps `cancelled_at`; a permit sold keeps the price it was bought at (copied onto the purchase).
 * Two offers of one water body and duration never overlap: checked in the transaction that writes
 * one, under a lock on the water body's row.
 */
export const waterBodyPromotions = pgTable(
  'water_body_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    waterBodyId: uuid('water_body_id').notNull(),
    /** Licence duration: an angler period code (1, 2, 3, 999). */
    period: text('period').notNull(),
    priceCents: integer('price_cents').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    cancelledAt: ts('cancelled_at'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('water_body_promotions_wb_idx').on(t.waterBodyId, t.period, t.validTo),
    check('water_body_promotions_price_check', sql`${t.priceCents} >= 0`),
    check('water_body_promotions_dates_check', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * A lessor's request for limited-fishing licences on a water body it leases (issue 18; spec §3 L03
 * licence request statuses, L06 licence; §4 "withdraw conditions"; ADR 0022). PATEIKTAS waits for
 * the fisheries officer, who approves (PATVIRTINTAS: the request becomes a `fishing_licences` pool,
 * `licence_id`), returns it with a message (GRAZINTAS: the lessor corrects and submits again) or
 * rejects it (ATMESTAS). The lessor may withdraw the conditions of a request still pending
 * (ATSIIMTAS). Every step is a row of `licence_request_events`.
 */
export const licenceRequests = pgTable(
  'licence_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    waterBodyId: uuid('water_body_id').notNull(),
    /** The lessor: the acting party that asked (code and name as on its L03 permit). */
    lessorCode: text('lessor_code').notNull(),
    lessorName: text('lessor_name').notNull(),
    status: text('status', {
      enum: ['PATEIKTAS', 'ATMESTAS', 'GRAZINTAS', 'PATVIRTINTAS', 'ATSIIMTAS'],
    }).notNull(),
    speciesCode: text('species_code').notNull(),
    placeLt: text('place_lt').notNull(),
    placeEn: text('place_en').notNull(),
    /** Licence duration: an angler period code (1, 2, 3, 999). */
    period: text('period').notNull(),
    fishingFrom: day('fishing_from').notNull(),
    fishingTo: day('fishing_to').notNull(),
    conditionsLt: text('conditions_lt').notNull(),
    conditionsEn: text('conditions_en').notNull(),
    /** Fish one licence allows to keep. */
    amount: integer('amount').notNull(),
    minSizeCm: integer('min_size_cm'),
    /** Number of licences asked for. */
    total: integer('total').notNull(),
    priceCents: integer('price_cents').notNull(),
    released: boolean('released').notNull().default(false),
    /** The officer's last message (why it was returned or rejected). */
    message: text('message'),
    /** The pool made when the request was approved. */
    licenceId: uuid('licence_id'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('licence_requests_lessor_idx').on(t.lessorCode, t.waterBodyId),
    index('licence_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('licence_requests_licence_idx').on(t.licenceId).where(sql`${t.licenceId} is not null`),
    check('licence_requests_total_check', sql`${t.total} > 0`),
    check('licence_requests_price_check', sql`${t.priceCents} >= 0`),
    check('licence_requests_dates_check', sql`${t.fishingTo} > ${t.fishingFrom}`),
  ],
);

/** The history of a licence request: who did what, from which status to which, with what message. */
export const licenceRequestEvents = pgTable(
  'licence_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorCode: text('actor_code').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role', { enum: ['lessor', 'officer'] }).notNull(),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('licence_request_events_request_idx').on(t.requestId, t.id)],
);
