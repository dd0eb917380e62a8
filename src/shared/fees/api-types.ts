/**
 * State fees (issue 20, ADR 0027–0029): the shapes the applicant's and the officer's pages and the
 * server share.
 *
 * Applicant (scoped to the represented person):
 *   POST /api/v1/paraiskos/:kind/:id/rinkliava/moketi              {payUrl}: pay online (the provider's page)
 *   GET  /api/v1/paraiskos/:kind/:id/rinkliava/kvitas              application/pdf: the receipt of the paid fee
 * Officers (ROLE_OFFICER):
 *   GET  /api/v1/tarnyba/mokejimai?nuo&iki&budas&rusis&busena&q&page   Page<FeePaymentDto>
 *   GET  /api/v1/tarnyba/mokejimai/csv?…same filters                text/csv
 *   GET  /api/v1/tarnyba/mokejimai/:paymentId/kvitas               application/pdf
 *   POST /api/v1/tarnyba/mokejimai/israsai {fileName, content}     StatementImportDto (camt.053/054)
 *   GET  /api/v1/tarnyba/mokejimai/eile                            BankTransferDto[] (waiting for the officer)
 *   POST /api/v1/tarnyba/mokejimai/eile/:id/priskirti {reference, note?}   BankTransferDto
 *   POST /api/v1/tarnyba/mokejimai/eile/:id/grazinti {note}        BankTransferDto
 *   POST /api/v1/tarnyba/rinkliavos/:id/grazinta {note}            FeeDto (the refund was made)
 * Administrators (ROLE_ADMIN):
 *   GET  /api/v1/admin/rinkliavos                                  FeeRateDto[]
 *   PUT  /api/v1/admin/rinkliavos/:kind {amountCents}              FeeRateDto[]
 */
import * as v from 'valibot';

export const FEE_STATES = ['DUE', 'PAID', 'CANCELLED', 'REFUND_DUE', 'REFUNDED'] as const;
export type FeeState = (typeof FEE_STATES)[number];
export const TRANSFER_STATES = ['MATCHED', 'QUEUED', 'ASSIGNED', 'RETURNED'] as const;
export const TRANSFER_PROBLEMS = [
  'unknownReference',
  'amountMismatch',
  'alreadyPaid',
  'notEuro',
  'feeClosed',
] as const;
export type TransferProblem = (typeof TRANSFER_PROBLEMS)[number];
/** How a fee was paid: online through the payment provider, or by bank transfer. */
export const FEE_METHODS = ['online', 'transfer'] as const;
export type FeeMethod = (typeof FEE_METHODS)[number];

const iso = v.string();

/** The fee of one application, as its applicant (and the officer) sees it. */
export const feeDtoSchema = v.object({
  id: v.string(),
  state: v.picklist(FEE_STATES),
  due: v.picklist(['submission', 'acceptance']),
  amountCents: v.number(),
  /** ISO 11649 creditor reference for a bank transfer (ADR 0028). */
  reference: v.string(),
  /** The account to transfer to; null: only online payment is offered. */
  account: v.nullable(v.object({ iban: v.string(), name: v.string() })),
  paidAt: v.nullable(iso),
  method: v.nullable(v.picklist(FEE_METHODS)),
  receiptNumber: v.nullable(v.string()),
  /** An online payment started and not finished yet. */
  paymentOpen: v.boolean(),
  refundNote: v.nullable(v.string()),
  refundedAt: v.nullable(iso),
});
export type FeeDto = v.InferOutput<typeof feeDtoSchema>;

export const payAnswerSchema = v.object({ payUrl: v.string() });

/** One payment of a fee in the officer's list (and one line of its CSV). */
export const feePaymentDtoSchema = v.object({
  paymentId: v.string(),
  receiptNumber: v.nullable(v.string()),
  paidAt: v.nullable(iso),
  amountCents: v.number(),
  method: v.picklist(FEE_METHODS),
  /** PAID; or a payment that paid nothing (the fee was paid already: refund by hand). */
  state: v.string(),
  surplus: v.boolean(),
  feeId: v.string(),
  feeState: v.picklist(FEE_STATES),
  reference: v.string(),
  applicationId: v.string(),
  applicationNumber: v.string(),
  kind: v.string(),
  payer: v.string(),
  payerCode: v.string(),
  /** For a transfer: the bank's entry reference and the statement it came in. */
  bankEntry: v.nullable(v.string()),
  statement: v.nullable(v.string()),
});
export type FeePaymentDto = v.InferOutput<typeof feePaymentDtoSchema>;

export const feePaymentPageSchema = v.object({
  items: v.array(feePaymentDtoSchema),
  total: v.number(),
  totalCents: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type FeePaymentPage = v.InferOutput<typeof feePaymentPageSchema>;

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'));
/** The filters of the officer's payments list (query string, Lithuanian names as the portal's paths). */
export const feePaymentQuerySchema = v.object({
  nuo: v.optional(day),
  iki: v.optional(day),
  budas: v.optional(v.picklist(FEE_METHODS)),
  rusis: v.optional(v.pipe(v.string(), v.regex(/^l\d{2}(_\d)?$/))),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});

/** A credit entry of an imported statement. */
export const bankTransferDtoSchema = v.object({
  id: v.string(),
  bookedOn: v.string(),
  amountCents: v.number(),
  currency: v.string(),
  reference: v.nullable(v.string()),
  remittance: v.nullable(v.string()),
  debtorName: v.nullable(v.string()),
  debtorAccount: v.nullable(v.string()),
  entryKey: v.string(),
  state: v.picklist(TRANSFER_STATES),
  problem: v.nullable(v.picklist(TRANSFER_PROBLEMS)),
  /** The fee the reference names, when it names one. */
  feeReference: v.nullable(v.string()),
  feeAmountCents: v.nullable(v.number()),
  applicationNumber: v.nullable(v.string()),
  note: v.nullable(v.string()),
  statement: v.string(),
});
export type BankTransferDto = v.InferOutput<typeof bankTransferDtoSchema>;

export const statementImportSchema = v.object({
  fileName: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(200)),
  content: v.pipe(v.string(), v.nonEmpty('fees.error.statementEmpty'), v.maxLength(5_000_000)),
});

export const statementImportDtoSchema = v.object({
  statementId: v.string(),
  format: v.picklist(['camt.053', 'camt.054']),
  /** The same file was imported before: nothing changed. */
  alreadyImported: v.boolean(),
  credits: v.number(),
  matched: v.number(),
  queued: v.number(),
  /** Entries stored from an earlier statement (a camt.054 then the day's camt.053). */
  seen: v.number(),
});
export type StatementImportDto = v.InferOutput<typeof statementImportDtoSchema>;

export const assignSchema = v.object({
  reference: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(40)),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000))),
});
export const noteSchema = v.object({
  note: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(2000)),
});

export const feeRateDtoSchema = v.object({
  kind: v.string(),
  due: v.picklist(['submission', 'acceptance']),
  defaultCents: v.number(),
  amountCents: v.number(),
  updatedAt: v.nullable(iso),
});
export type FeeRateDto = v.InferOutput<typeof feeRateDtoSchema>;
export const feeRateSchema = v.object({
  amountCents: v.pipe(
    v.number(),
    v.safeInteger('validation.money'),
    v.minValue(1, 'validation.money'),
    v.maxValue(10_000_000, 'validation.money'),
  ),
});
