/**
 * Commercial fishing quotas of L04 permits (issue 19; ADR 0024, 0025). Plain tables, named for what
 * they hold, so that reports (public statistics) can count what was allocated and converted:
 *   - l04_quotas: a season's quota of one type and kind in units of one gear, with its status;
 *   - l04_quota_allocations: a part of it allocated to an L04 permit (or made by a conversion);
 *   - l04_quota_conversions: a holder's request to convert units into other gear, and its decision;
 *   - l04_gear_coefficients: the officer's conversion table per quota type;
 *   - l04_quota_events: the history of every change.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, ts } from './columns.ts';

export const l04Quotas = pgTable(
  'l04_quotas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    season: integer('season').notNull(),
    quotaType: text('quota_type').notNull(),
    quotaKind: text('quota_kind').notNull(),
    gear: text('gear').notNull(),
    totalUnits: integer('total_units').notNull(),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    /** RUOSIAMA, AKTYVI, DEAKTYVI (spec §3 L04 quota statuses). */
    status: text('status').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('l04_quotas_season_idx').on(t.season, t.quotaType, t.quotaKind, t.gear),
    check('l04_quotas_total_check', sql`${t.totalUnits} > 0`),
    check('l04_quotas_dates_check', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

export const l04QuotaAllocations = pgTable(
  'l04_quota_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotaId: uuid('quota_id').notNull(),
    permitId: uuid('permit_id').notNull(),
    /** The permit holder's code: every holder query is scoped by it. */
    holderCode: text('holder_code').notNull(),
    gear: text('gear').notNull(),
    allocated: integer('allocated').notNull(),
    /** Units converted into other gear by approved conversions. */
    converted: integer('converted').notNull().default(0),
    validFrom: day('valid_from').notNull(),
    validTo: day('valid_to').notNull(),
    /** The approved conversion that made this allocation; null for one the officer allocated. */
    sourceConversionId: uuid('source_conversion_id'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('l04_quota_allocations_holder_idx').on(t.holderCode),
    index('l04_quota_allocations_quota_idx').on(t.quotaId),
    check('l04_quota_allocations_amount_check', sql`${t.allocated} > 0`),
    check(
      'l04_quota_allocations_converted_check',
      sql`${t.converted} >= 0 AND ${t.converted} <= ${t.allocated}`,
    ),
    check('l04_quota_allocations_dates_check', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

export const l04QuotaConversions = pgTable(
  'l04_quota_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    allocationId: uuid('allocation_id').notNull(),
    holderCode: text('holder_code').notNull(),
    fromGear: text('from_gear').notNull(),
    toGear: text('to_gear').notNull(),
    amount: integer('amount').notNull(),
    resultAmount: integer('result_amount').notNull(),
    coefficientX100: integer('coefficient_x100').notNull(),
    dateFrom: day('date_from').notNull(),
    dateTo: day('date_to').notNull(),
    /** PATEIKTA, PATVIRTINTA, ATMESTA (ADR 0025). */
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    index('l04_quota_conversions_allocation_idx').on(t.allocationId, t.status),
    index('l04_quota_conversions_status_idx').on(t.status, t.requestedAt),
    check('l04_quota_conversions_amount_check', sql`${t.amount} > 0 AND ${t.resultAmount} > 0`),
    check('l04_quota_conversions_dates_check', sql`${t.dateTo} > ${t.dateFrom}`),
  ],
);

export const l04GearCoefficients = pgTable(
  'l04_gear_coefficients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotaType: text('quota_type').notNull(),
    fromGear: text('from_gear').notNull(),
    toGear: text('to_gear').notNull(),
    /** Units of `to_gear` per 100 units of `from_gear`. */
    coefficientX100: integer('coefficient_x100').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('l04_gear_coefficients_pair_idx').on(t.quotaType, t.fromGear, t.toGear),
    check('l04_gear_coefficients_positive_check', sql`${t.coefficientX100} > 0`),
  ],
);

export const l04QuotaEvents = pgTable(
  'l04_quota_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quotaId: uuid('quota_id').notNull(),
    /** Null: an event of the season's quota itself (activated, closed), shown to all its holders. */
    allocationId: uuid('allocation_id'),
    conversionId: uuid('conversion_id'),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorCode: text('actor_code'),
    actorName: text('actor_name').notNull(),
    note: text('note'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('l04_quota_events_quota_idx').on(t.quotaId, t.at),
    index('l04_quota_events_allocation_idx').on(t.allocationId, t.at),
  ],
);
