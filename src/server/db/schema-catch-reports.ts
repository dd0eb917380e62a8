/**
 * Catch reports (issue 6, ADR 0010): one row per report accepted, keyed by the id the phone made
 * (the Idempotency-Key) within the permit, so a replay finds the first answer and never a second row.
 */
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export const catchReports = pgTable(
  'catch_reports',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The id the phone made (UUID), sent as Idempotency-Key. */
    clientId: uuid('client_id').notNull(),
    permitId: uuid('permit_id').notNull(),
    permitNumber: text('permit_number').notNull(),
    kind: text('kind').notNull(),
    waterBodyId: uuid('water_body_id'),
    speciesCode: text('species_code').notNull(),
    amount: integer('amount').notNull(),
    lengthCm: doublePrecision('length_cm'),
    sex: text('sex').notNull(),
    eelCaught: boolean('eel_caught').notNull(),
    /** Device times as sent, and the server's reading of them. */
    caughtAt: ts('caught_at').notNull(),
    savedAt: ts('saved_at').notNull(),
    deviceSentAt: ts('device_sent_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    /**
     * Phone clock minus server clock. bigint: a phone whose clock reset to its factory date after a
     * flat battery is years off, and measuring exactly that is the point (ADR 0010).
     */
    skewMs: bigint('skew_ms', { mode: 'number' }).notNull(),
    caughtAtServer: ts('caught_at_server').notNull(),
    late: boolean('late').notNull(),
    cardEnded: boolean('card_ended').notNull(),
    /** SHA-256 of the request body (without sentAt): the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    /** The answer given, replayed for a repeat. */
    response: jsonb('response').notNull(),
  },
  (t) => [
    uniqueIndex('catch_reports_client_idx').on(t.permitId, t.clientId),
    index('catch_reports_public_idx').on(t.kind, t.caughtAtServer),
    index('catch_reports_permit_idx').on(t.permitNumber),
  ],
);
