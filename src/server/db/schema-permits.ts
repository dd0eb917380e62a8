/**
 * Applications, permits, their documents, messages and histories (issue 4; architecture §2, §3).
 * Every row carries the code of the person or company it belongs to (`owner_code`/`holder_code`),
 * and every applicant query is scoped to the represented person chosen in the session.
 * Application data is JSON with its kind and schema version, migrated on read.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MultiPolygon, Polygon } from '../../shared/geo/types.ts';
import { createdAt, ts } from './columns.ts';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `L13-2026-000042`: readable, unique, given when the draft is created. */
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    /** NAUJA, LEIDIMO_KEITIMAS, LEIDIMO_TIKSLINIMAS, PRATESIMAS. */
    type: text('type').notNull(),
    state: text('state').notNull(),
    /** The represented person (company or person) the application is filed for. */
    ownerCode: text('owner_code').notNull(),
    ownerKind: text('owner_kind', { enum: ['person', 'company'] }).notNull(),
    ownerName: text('owner_name').notNull(),
    /** The logged-in person who created it (a representative may file for a company). */
    createdBy: text('created_by').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    /** Last saved (validated) data. */
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    /** Raw input autosaved between saves, so nothing typed is lost; cleared by a save. */
    autosave: jsonb('autosave'),
    autosavedAt: ts('autosaved_at'),
    /** Increments on every save and transition; a stale save gets 409. */
    revision: integer('revision').notNull().default(1),
    /** The permit a change, amendment or extension concerns. */
    relatedPermitId: uuid('related_permit_id'),
    /** The permit issued on acceptance. */
    permitId: uuid('permit_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    /**
     * The id the person's device gave the draft before the server knew it (issue 7, offline
     * drafting): creating again with the same key answers the same application, so a retry after a
     * lost answer, or a second tab, never makes a second one.
     */
    clientKey: text('client_key'),
  },
  (t) => [
    uniqueIndex('applications_number_idx').on(t.number),
    uniqueIndex('applications_client_key_idx').on(t.createdBy, t.clientKey),
    index('applications_owner_idx').on(t.ownerCode, t.kind, t.state),
    index('applications_queue_idx').on(t.state, t.kind, t.submittedAt),
  ],
);

/** What every history row says (applications and permits): the step, the states, who, when and why. */
const eventColumns = () => ({
  action: text('action').notNull(),
  fromState: text('from_state'),
  toState: text('to_state').notNull(),
  actorCode: text('actor_code'),
  actorName: text('actor_name').notNull(),
  actorRole: text('actor_role', { enum: ['applicant', 'officer', 'system'] }).notNull(),
  note: text('note'),
  at: ts('at').notNull().defaultNow(),
});

export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id').notNull(),
    ...eventColumns(),
  },
  (t) => [index('application_events_app_idx').on(t.applicationId, t.at)],
);

export const permits = pgTable(
  'permits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Eleven digits with a Damm check digit (src/shared/permits/permit-number.ts). */
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    applicationId: uuid('application_id'),
    holderCode: text('holder_code').notNull(),
    holderKind: text('holder_kind', { enum: ['person', 'company'] }).notNull(),
    holderName: text('holder_name').notNull(),
    issuedAt: ts('issued_at').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Null: valid indefinitely (L13). */
    validUntil: date('valid_until', { mode: 'string' }),
    priceCents: integer('price_cents').notNull().default(0),
    schemaVersion: integer('schema_version').notNull(),
    /** The application data the permit was issued on (updated by an amendment). */
    data: jsonb('data').notNull(),
    /** The permit that replaced this one after a change (LEIDIMO_KEITIMAS). */
    replacedBy: uuid('replaced_by'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('permits_number_idx').on(t.number),
    index('permits_holder_idx').on(t.holderCode, t.kind, t.state),
    index('permits_expiry_idx').on(t.state, t.validUntil),
  ],
);

export const permitEvents = pgTable(
  'permit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    permitId: uuid('permit_id').notNull(),
    ...eventColumns(),
  },
  (t) => [index('permit_events_permit_idx').on(t.permitId, t.at)],
);

/** Files and links attached to an application (spec §3 File item, Document). */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    ownerCode: text('owner_code').notNull(),
    /** Document slot type of the kind's definition. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name'),
    /** Detected from the content, never taken from the browser (architecture §7). */
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    /** A document given by address instead of a file (spec §5: file required unless it has a url). */
    url: text('url'),
    confidential: boolean('confidential').notNull().default(false),
    /** The file carries an electronic signature (PDF signature dictionary or ASiC/ADOC container). */
    signed: boolean('signed').notNull().default(false),
    /** A felling boundary (slot accept `boundary`, issue 7): its Polygon or MultiPolygon in WGS84. */
    geometry: jsonb('geometry').$type<Polygon | MultiPolygon>(),
    /** The boundary's area in hectares, computed in LKS-94 on upload (shared/geo/boundary.ts). */
    areaHa: doublePrecision('area_ha'),
    /** What the person should know about how the boundary was read (message ids of PO file `geo`). */
    boundaryWarnings: jsonb('boundary_warnings').$type<string[]>(),
    uploadedBy: text('uploaded_by').notNull(),
    /** The Idempotency-Key of the upload (a file kept offline is sent again until it arrives once). */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_app_idx').on(t.applicationId),
    uniqueIndex('documents_client_key_idx').on(t.applicationId, t.clientKey),
  ],
);

/** Messages between an applicant and the institution about one application (issue 4 §8). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    ownerCode: text('owner_code').notNull(),
    /** TO_INSTITUTION: written by the applicant's side; TO_APPLICANT: by an officer (or a decision). */
    direction: text('direction', { enum: ['TO_INSTITUTION', 'TO_APPLICANT'] }).notNull(),
    senderCode: text('sender_code'),
    senderName: text('sender_name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('messages_owner_idx').on(t.ownerCode, t.direction, t.createdAt),
    index('messages_app_idx').on(t.applicationId, t.createdAt),
  ],
);

/** E-mails to send; with no SMTP configured they stay here and the local mailbox page shows them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * `<event>:<subject id>:email:<address>` for a notice (issue 21, ADR 0034): the unique index makes
     * a notice queued twice — by two nodes, or a job run again after a restart — one row.
     */
    noticeKey: text('notice_key'),
    /**
     * The one-click unsubscribe URL of a notice or reminder (RFC 8058, ADR 0036): sent as the
     * List-Unsubscribe header, with List-Unsubscribe-Post; null for mails that are not notices.
     */
    listUnsubscribe: text('list_unsubscribe'),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt),
    uniqueIndex('mail_outbox_notice_key_idx').on(t.noticeKey).where(sql`${t.noticeKey} is not null`),
  ],
);

/**
 * SMS (issue 21, ADR 0033): every SMS waits here first, like mail in `mail_outbox`; the sms-delivery
 * job hands what is due to the SMS gateway (Infobip's HTTP API, or its in-process simulator) and
 * keeps the gateway's message id, retrying a failure with the mails' backoff.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The stored form +37061234567 (spec §9); the gateway client drops the plus. */
    toPhone: text('to_phone').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    gatewayMessageId: text('gateway_message_id'),
    /** `<event>:<subject id>:sms:<phone>` (ADR 0034); null for replies to inbound SMS. */
    noticeKey: text('notice_key'),
    /**
     * The gateway's delivery report (Infobip's status group, ADR 0037): DELIVERED, or UNDELIVERABLE,
     * REJECTED or EXPIRED with the reason in `last_error`; null until a report comes.
     */
    deliveryStatus: text('delivery_status'),
    /** When the report says the phone got it (Infobip's doneAt). */
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('sms_outbox_pending_idx').on(t.sentAt, t.createdAt),
    index('sms_outbox_gateway_message_idx').on(t.gatewayMessageId),
    uniqueIndex('sms_outbox_notice_key_idx').on(t.noticeKey).where(sql`${t.noticeKey} is not null`),
  ],
);

/**
 * Inbound SMS from the gateway's webhook (issue 21 item 4, ADR 0035), one row per gateway message
 * id: a message delivered twice finds its row and files nothing more.
 */
export const smsInbound = pgTable('sms_inbound', {
  gatewayMessageId: text('gateway_message_id').primaryKey(),
  fromPhone: text('from_phone').notNull(),
  text: text('text').notNull(),
  /** The SMS's own time (the gateway's `receivedAt`): the report time of a catch it files. */
  receivedAt: ts('received_at').notNull(),
  arrivedAt: createdAt(),
  /** What was done: filed, refused, malformed, wrong-phone, opted-out. */
  outcome: text('outcome').notNull(),
  permitNumber: text('permit_number'),
  reply: text('reply').notNull(),
});

/** Addresses and phones that asked for no more reminders (issue 21, ADR 0034): checked before any reminder. */
export const noticeOptOuts = pgTable(
  'notice_opt_outs',
  {
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-case e-mail address, or the phone in its stored form +37061234567. */
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notice_opt_outs_idx').on(t.channel, t.address)],
);

/** Scheduled jobs run once across all nodes (architecture §8): a node claims a due job by updating its row. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  lastStartedAt: ts('last_started_at'),
  lastFinishedAt: ts('last_finished_at'),
  lastResult: jsonb('last_result'),
  runs: integer('runs').notNull().default(0),
});

/** Counters for readable numbers (application numbers per kind and year, permit serials per family and year). */
export const serials = pgTable('serials', {
  name: text('name').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Keys that sign permit QR codes (architecture §7). Kept in the database so every node signs with
 * the same key; the public half is published for offline checks. Old keys stay to verify old permits.
 */
export const signingKeys = pgTable('signing_keys', {
  id: text('id').primaryKey(),
  algorithm: text('algorithm').notNull(),
  publicKey: text('public_key').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export type ApplicationRow = typeof applications.$inferSelect;
export type PermitRow = typeof permits.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
