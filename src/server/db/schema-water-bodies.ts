/**
 * Water bodies and their lessors (issue 18). The water bodies themselves, their L05.2 terms
 * (`water_body_offers`) and the leases' display facts live in schema-anglers.ts; who leases what is
 * read from valid L03 permits (modules/water-bodies). This file holds the settings an administrator
 * may change: the most a lessor may ask for an L05.2 permit (ADR 0018), and the lessors'
 * limited-fishing offers (akcija, spec §3; ADR 0021).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
