/**
 * Water bodies and their lessors (issue 18). The water bodies themselves, their L05.2 terms
 * (`water_body_offers`) and the leases' display facts live in schema-anglers.ts; who leases what is
 * read from valid L03 permits (modules/water-bodies). This file holds the settings an administrator
 * may change: the most a lessor may ask for an L05.2 permit (ADR 0018).
 */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
