/**
 * State fees (valstybės rinkliava) of applications (issue 20, ADR 0027–0029): the fee each
 * application owes, the amounts the administrator may change, the bank statements imported and
 * their credit entries with how each was matched. The online payment itself is an ordinary
 * `payments` row (purpose `application-fee`, subject the fee), so the payments module's one
 * idempotent finalisation serves both anglers and fees.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, ts } from './columns.ts';

/** The amount of a kind's fee when the administrator has changed the definition's default. */
export const feeRates = pgTable(
  'fee_rates',
  {
    kind: text('kind').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('fee_rates_amount_check', sql`${t.amountCents} > 0`)],
);

/**
 * One fee per application. DUE until paid (online: `payment_id`; by transfer: the bank entry that
 * paid it, which also has a `payments` row), then PAID; CANCELLED when the application ends before
 * it was paid; REFUND_DUE when it ends after (rejected, withdrawn, annulled), REFUNDED once the
 * officer records the refund made outside the portal.
 */
export const applicationFees = pgTable(
  'application_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    kind: text('kind').notNull(),
    /** The party that owes it (the application's owner), for scoping. */
    ownerCode: text('owner_code').notNull(),
    ownerName: text('owner_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** ISO 11649 creditor reference, `RF` + check digits + `AM` + year + serial (ADR 0028). */
    reference: text('reference').notNull(),
    state: text('state', { enum: ['DUE', 'PAID', 'CANCELLED', 'REFUND_DUE', 'REFUNDED'] }).notNull(),
    /** The payment that paid it (online or by transfer). */
    paymentId: uuid('payment_id'),
    paidAt: ts('paid_at'),
    refundNote: text('refund_note'),
    refundedBy: text('refunded_by'),
    refundedAt: ts('refunded_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_fees_application_idx').on(t.applicationId),
    uniqueIndex('application_fees_reference_idx').on(t.reference),
    index('application_fees_owner_idx').on(t.ownerCode),
    check('application_fees_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** One imported camt.053 / camt.054 file; the same bytes are imported once. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `camt.053` or `camt.054`. */
    format: text('format').notNull(),
    /** GrpHdr/MsgId and the statement's (or notification's) Id. */
    messageId: text('message_id').notNull(),
    statementId: text('statement_id').notNull(),
    account: text('account').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    /** Credit entries read, new ones matched, new ones queued, entries seen in an earlier file. */
    counts: jsonb('counts').notNull(),
    source: text('source', { enum: ['officer', 'folder'] }).notNull(),
    importedBy: text('imported_by'),
    importedAt: ts('imported_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statements_sha_idx').on(t.sha256)],
);

/**
 * One credit entry of a statement (a transfer into the ministry's account). `entry_key` is the
 * bank's own reference for the entry, so the same transfer reported in a camt.054 and later in the
 * day's camt.053 is stored once. MATCHED paid a fee; QUEUED waits for the officer (unknown
 * reference, wrong amount, a fee already paid); ASSIGNED the officer made it pay a fee; RETURNED
 * the officer recorded that the money goes back.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id').notNull(),
    entryKey: text('entry_key').notNull(),
    account: text('account').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    bookedOn: day('booked_on').notNull(),
    reference: text('reference'),
    remittance: text('remittance'),
    debtorName: text('debtor_name'),
    debtorAccount: text('debtor_account'),
    state: text('state', { enum: ['MATCHED', 'QUEUED', 'ASSIGNED', 'RETURNED'] }).notNull(),
    problem: text('problem', {
      enum: ['unknownReference', 'amountMismatch', 'alreadyPaid', 'notEuro', 'feeClosed'],
    }),
    feeId: uuid('fee_id'),
    paymentId: uuid('payment_id'),
    note: text('note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_transfers_entry_idx').on(t.account, t.entryKey),
    index('bank_transfers_state_idx').on(t.state, t.bookedOn),
    index('bank_transfers_fee_idx').on(t.feeId),
  ],
);
