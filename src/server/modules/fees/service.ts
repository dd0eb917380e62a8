/**
 * State fees (issue 20; ADR 0027 the rule and amounts, 0028 transfers and statements, 0029 proof
 * and refunds). A kind's definition says whether a fee is owed and when (at submission or at
 * acceptance); the fee row is made then, with its amount and an ISO 11649 reference. Paying it —
 * online through the payments module's provider (purpose `application-fee`), or by transfer read
 * from the bank's camt.053/054 statement — goes through the payments module's one finalisation,
 * whose `onPaid` (here) marks the fee paid, writes the payment into the application's history and
 * issues the permit project, all in one transaction, exactly once.
 */
import { createHash } from 'node:crypto';
import type {
  BankTransferDto,
  FeeDto,
  FeePaymentDto,
  FeeRateDto,
  StatementImportDto,
} from '../../../shared/fees/api-types.ts';
import { feeReference, isCreditorReference, normalizeReference } from '../../../shared/fees/reference.ts';
import { translate } from '../../../shared/i18n/index.ts';
import type { KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { KIND_SEGMENTS } from '../../../shared/permits/kind-list.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import type { Actor } from '../../core/access.ts';
import { nextSerial } from '../../core/serials.ts';
import { type Db, type Tx, transaction } from '../../db/index.ts';
import type { ApplicationRow } from '../../db/schema-permits.ts';
import { HttpError } from '../../http/errors.ts';
import { type FeeEffects, recordApplicationEvent } from '../applications/index.ts';
import type { PartyNotifier } from '../messages/index.ts';
import {
  type PaymentPurpose,
  type PaymentRow,
  type PaymentsLog,
  type PaymentsService,
  TRANSFER_PROVIDER,
} from '../payments/index.ts';
import type { PermitService } from '../permits/index.ts';
import { CamtError, type CamtTransfer, parseCamt } from './camt.ts';
import {
  applicationOf,
  FEE_PURPOSE,
  type FeeRow,
  feeById,
  feeOfApplication,
  feePayments,
  feesWithPayments,
  insertFee,
  insertStatement,
  insertTransfer,
  lockFee,
  lockFeeByReference,
  lockFeeOfApplication,
  lockTransfer,
  openPaymentOf,
  type PaymentFilter,
  paymentOf,
  permitNumberOf,
  permitStateOf,
  rateOf,
  ratesOf,
  setRate,
  setStatementCounts,
  statementBySha,
  type TransferRow,
  transfersInQueue,
  transferWithFee,
  updateFee,
  updateTransfer,
} from './repository.ts';

export { FEE_PURPOSE };

/** The officer's payments list: rows per page. */
export const PAYMENTS_PAGE_SIZE = 50;

export interface FeeServiceDeps {
  db: Db;
  payments: PaymentsService;
  permits: PermitService;
  /** The account fees are paid into; null: transfers are not offered (production without FEE_ACCOUNT_IBAN). */
  account: { iban: string; name: string } | null;
  log: PaymentsLog;
  /** Tells the party a fee is owed (issue 21); without it nobody is told (tests of fees alone). */
  notify?: PartyNotifier;
  /** The portal's address, for the link to the application in the fee-due notice. */
  publicUrl?: string;
}

/** The kind's fee rule, for new permits only (ADR 0027). */
function feeRuleOf(application: Pick<ApplicationRow, 'kind' | 'type'>): KindDefinition['fee'] | undefined {
  if (application.type !== 'NAUJA') return undefined;
  return definitionOf(application.kind)?.fee;
}

function defaultCents(kind: KindDefinition): number {
  return kind.price.type === 'fixed' ? kind.price.cents : 0;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createFeeService(deps: FeeServiceDeps) {
  const { db, payments, permits, account, log } = deps;

  /**
   * The fee-due notice (issue 21): the amount and how to pay — online from the application's page,
   * or by transfer to the fee account with the fee's reference. Keyed `fee-due:<fee id>`, so a
   * resubmission or a second node tells nobody twice.
   */
  async function tellDue(application: ApplicationRow): Promise<void> {
    if (!deps.notify) return;
    const fee = await feeOfApplication(db, application.id);
    if (fee?.state !== 'DUE') return;
    const link = `${deps.publicUrl ?? ''}/paraiskos/${application.kind}/${application.id}`;
    const both = (make: (lang: 'lt' | 'en') => string) => ({ lt: make('lt'), en: make('en') });
    const values = (lang: 'lt' | 'en') => ({
      number: application.number,
      amount: (fee.amountCents / 100).toFixed(2).replace('.', lang === 'lt' ? ',' : '.'),
      link,
      reference: fee.reference,
    });
    await deps.notify({
      ownerCode: application.ownerCode,
      subject: both((lang) => translate(lang, 'notice.feeDue.subject', values(lang))),
      text: both((lang) =>
        [
          translate(lang, 'notice.feeDue.body', values(lang)),
          account
            ? translate(lang, 'notice.feeDue.transfer', {
                ...values(lang),
                iban: account.iban,
                name: account.name,
              })
            : '',
          translate(lang, 'notice.feeDue.after', values(lang)),
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      smsText: both((lang) =>
        translate(lang, account ? 'notice.feeDue.smsTransfer' : 'notice.feeDue.sms', values(lang)),
      ),
      noticeKey: `fee-due:${fee.id}`,
    });
  }

  async function amountFor(tx: Tx, kind: string): Promise<number> {
    const definition = definitionOf(kind)!;
    return (await rateOf(tx, kind)) ?? defaultCents(definition);
  }

  async function owe(tx: Tx, application: ApplicationRow, amountCents: number): Promise<FeeRow> {
    const year = new Date().getFullYear();
    const serial = await nextSerial(tx, `fee-reference:${year}`);
    return insertFee(tx, {
      applicationId: application.id,
      kind: application.kind,
      ownerCode: application.ownerCode,
      ownerName: application.ownerName,
      amountCents,
      reference: feeReference(year, serial),
      state: 'DUE',
    });
  }

  function toDto(
    fee: FeeRow,
    extra: { receiptNumber: string | null; provider: string | null; open: boolean },
  ): FeeDto {
    const rule = definitionOf(fee.kind)?.fee;
    return {
      id: fee.id,
      state: fee.state,
      due: rule?.due ?? 'acceptance',
      amountCents: fee.amountCents,
      reference: fee.reference,
      account,
      paidAt: iso(fee.paidAt),
      method: fee.paymentId ? (extra.provider === TRANSFER_PROVIDER ? 'transfer' : 'online') : null,
      receiptNumber: fee.paymentId ? extra.receiptNumber : null,
      paymentOpen: fee.state === 'DUE' && extra.open,
      refundNote: fee.refundNote,
      refundedAt: iso(fee.refundedAt),
    };
  }

  /**
   * Marks the fee paid by this payment and issues what waited for it; called by the payments
   * module's finalisation (online) and by `recordTransfer` (a statement), inside their transaction.
   * A payment for a fee no longer due (paid twice, or the application ended) issues nothing: the
   * officer's payments list shows it as a surplus to refund.
   */
  async function paid(tx: Tx, payment: PaymentRow): Promise<void> {
    const fee = await lockFee(tx, payment.subjectId);
    if (!fee) throw new Error(`payment ${payment.id} names no fee`);
    if (fee.state !== 'DUE' || payment.amountCents !== fee.amountCents) {
      log.error(
        { paymentId: payment.id, feeId: fee.id, feeState: fee.state },
        'money for a fee that is not due: not used, refund by hand',
      );
      return;
    }
    await updateFee(tx, fee.id, {
      state: 'PAID',
      paymentId: payment.id,
      paidAt: payment.paidAt ?? new Date(),
    });
    const application = await applicationOf(tx, fee.applicationId);
    if (!application) return;
    const note = `${payment.receiptNumber ?? ''} · ${(fee.amountCents / 100).toFixed(2)} EUR · ${fee.reference}`;
    await recordApplicationEvent(tx, application.id, {
      action: 'pay',
      from: application.state,
      to: application.state,
      actor: null,
      role: 'system',
      note,
    });
    if (application.permitId) await permits.issueProject(tx, application.permitId, note);
  }

  const purpose: PaymentPurpose = {
    name: FEE_PURPOSE,
    onPaid: paid,
    // Nothing is held while a fee is being paid: the fee simply stays due.
    async onClosed() {},
    async returnPath(payment) {
      const fee = await feeById(db, payment.subjectId);
      const application = fee ? await applicationOf(db, fee.applicationId) : undefined;
      return application
        ? `/paraiskos/${application.kind}/${application.id}?rinkliava=${payment.state === 'PAID' ? 'sumoketa' : 'laukiama'}`
        : '/payment-cancel-notification';
    },
  };
  payments.register(purpose);

  const effects: FeeEffects = {
    async submitted(tx, application) {
      if (feeRuleOf(application)?.due !== 'submission') return;
      await owe(tx, application, await amountFor(tx, application.kind));
    },

    async accepting(tx, application, priceCents) {
      const rule = feeRuleOf(application);
      if (!rule) return null;
      let fee = await lockFeeOfApplication(tx, application.id);
      if (!fee) {
        const amount = priceCents ?? (await amountFor(tx, application.kind));
        // The officer may waive the fee (a price of 0, ADR 0008): nothing is owed then.
        if (amount === 0) return { unpaid: false, amountCents: 0 };
        fee = await owe(tx, application, amount);
      }
      return { unpaid: fee.state !== 'PAID', amountCents: fee.amountCents };
    },

    async ended(tx, application, actor) {
      const fee = await lockFeeOfApplication(tx, application.id);
      if (!fee) return;
      if (fee.state === 'DUE') {
        await updateFee(tx, fee.id, { state: 'CANCELLED' });
        return;
      }
      if (fee.state !== 'PAID') return;
      // Paid for a permit that was issued: the service was given, nothing to refund.
      const permitState = application.permitId ? await permitStateOf(tx, application.permitId) : undefined;
      if (permitState && permitState !== 'NEISDUOTAS' && permitState !== 'LEIDIMO_PROJEKTAS') return;
      await updateFee(tx, fee.id, { state: 'REFUND_DUE' });
      await recordApplicationEvent(tx, application.id, {
        action: 'refund',
        from: application.state,
        to: application.state,
        actor,
        role: 'system',
        note: `${(fee.amountCents / 100).toFixed(2)} EUR · ${fee.reference}`,
      });
    },

    async feesOf(ids) {
      const rows = await feesWithPayments(db, ids);
      return new Map(rows.map((r) => [r.fee.applicationId, toDto(r.fee, r)]));
    },

    owed: tellDue,
  };

  /** The fee of an application the caller may see, as its page shows it. */
  async function dtoOf(applicationId: string): Promise<FeeDto | undefined> {
    return (await effects.feesOf([applicationId])).get(applicationId);
  }

  // --- statements -----------------------------------------------------------------------------

  /** One transfer of a statement, inside the import's transaction. */
  async function applyTransfer(
    tx: Tx,
    statementId: string,
    account: string,
    transfer: CamtTransfer,
  ): Promise<'matched' | 'queued' | 'seen'> {
    const row = await insertTransfer(tx, {
      statementId,
      entryKey: transfer.entryKey,
      account,
      amountCents: transfer.amountCents,
      currency: transfer.currency,
      bookedOn: transfer.bookedOn,
      reference: transfer.reference,
      remittance: transfer.remittance,
      debtorName: transfer.debtorName,
      debtorAccount: transfer.debtorAccount,
      state: 'QUEUED',
    });
    if (!row) return 'seen';
    if (transfer.currency !== 'EUR') {
      await updateTransfer(tx, row.id, { problem: 'notEuro' });
      return 'queued';
    }
    const fee = transfer.reference ? await lockFeeByReference(tx, transfer.reference) : undefined;
    if (!fee) {
      await updateTransfer(tx, row.id, { problem: 'unknownReference' });
      return 'queued';
    }
    const problem =
      fee.state === 'CANCELLED'
        ? 'feeClosed'
        : fee.state !== 'DUE'
          ? 'alreadyPaid'
          : transfer.amountCents !== fee.amountCents
            ? 'amountMismatch'
            : null;
    if (problem) {
      await updateTransfer(tx, row.id, { problem, feeId: fee.id });
      return 'queued';
    }
    const payment = await payTransfer(tx, row, fee);
    await updateTransfer(tx, row.id, { state: 'MATCHED', feeId: fee.id, paymentId: payment.id });
    return 'matched';
  }

  function payTransfer(tx: Tx, row: TransferRow, fee: FeeRow): Promise<PaymentRow> {
    return payments.recordTransfer(tx, {
      purpose: FEE_PURPOSE,
      subjectId: fee.id,
      amountCents: row.amountCents,
      entryKey: `${row.account}:${row.entryKey}`,
      // The receipt's date is the day the bank booked the money.
      paidAt: new Date(`${row.bookedOn}T10:00:00Z`),
      payload: {
        entryKey: row.entryKey,
        bookedOn: row.bookedOn,
        reference: row.reference,
        debtorName: row.debtorName,
        debtorAccount: row.debtorAccount,
      },
    });
  }

  /**
   * Imports one camt.053/054 file. The same bytes a second time change nothing (answered from the
   * first import); a transfer seen in an earlier file (a camt.054, then the day's camt.053) is
   * not stored again. Every new transfer is matched by reference and amount, or queued.
   */
  async function importStatement(
    input: { fileName: string; content: string },
    source: 'officer' | 'folder',
    actor: Actor | null,
  ): Promise<StatementImportDto> {
    const sha256 = createHash('sha256').update(input.content).digest('hex');
    const earlier = await statementBySha(db, sha256);
    if (earlier) return importDto(earlier, true);
    let parsed: ReturnType<typeof parseCamt>;
    try {
      parsed = parseCamt(input.content);
    } catch (error) {
      if (error instanceof CamtError)
        throw new HttpError(400, 'fees.error.statementUnreadable', { detail: error.message });
      throw error;
    }
    if (account && parsed.account !== account.iban) {
      throw new HttpError(400, 'fees.error.statementAccount', { account: parsed.account });
    }
    return transaction(db, async (tx) => {
      const counts = { credits: parsed.transfers.length, matched: 0, queued: 0, seen: 0 };
      const statement = await insertStatement(tx, {
        format: parsed.format,
        messageId: parsed.messageId.slice(0, 200),
        statementId: parsed.statementId.slice(0, 200),
        account: parsed.account,
        fileName: input.fileName.slice(0, 200),
        sha256,
        counts,
        source,
        importedBy: actor?.code ?? null,
      });
      if (!statement) {
        // Another import of the same file won the race: its answer is this one's.
        const winner = await statementBySha(tx, sha256);
        return importDto(winner!, true);
      }
      for (const transfer of parsed.transfers) {
        counts[await applyTransfer(tx, statement.id, parsed.account, transfer)]++;
      }
      await setStatementCounts(tx, statement.id, counts);
      log.info({ statement: parsed.statementId, ...counts }, 'bank statement imported');
      return importDto({ ...statement, counts }, false);
    });
  }

  function importDto(
    row: { id: string; format: string; counts: unknown },
    alreadyImported: boolean,
  ): StatementImportDto {
    const counts = row.counts as { credits: number; matched: number; queued: number; seen: number };
    return {
      statementId: row.id,
      format: row.format === 'camt.054' ? 'camt.054' : 'camt.053',
      alreadyImported,
      credits: counts.credits,
      matched: alreadyImported ? 0 : counts.matched,
      queued: alreadyImported ? 0 : counts.queued,
      seen: alreadyImported ? counts.credits : counts.seen,
    };
  }

  type QueueRow = Awaited<ReturnType<typeof transfersInQueue>>[number];
  function transferDto(row: QueueRow): BankTransferDto {
    const t = row.transfer;
    return {
      id: t.id,
      bookedOn: t.bookedOn,
      amountCents: t.amountCents,
      currency: t.currency,
      reference: t.reference,
      remittance: t.remittance,
      debtorName: t.debtorName,
      debtorAccount: t.debtorAccount,
      entryKey: t.entryKey,
      state: t.state,
      problem: t.problem,
      feeReference: row.feeReference,
      feeAmountCents: row.feeAmountCents,
      applicationNumber: row.applicationNumber,
      note: t.note,
      statement: row.statement,
    };
  }

  async function transferAnswer(id: string): Promise<BankTransferDto> {
    const row = await transferWithFee(db, id);
    if (!row) throw new HttpError(404, 'error.notFound');
    return transferDto(row);
  }

  // --- the officer's list ---------------------------------------------------------------------

  type PaymentListRow = Awaited<ReturnType<typeof feePayments>>['rows'][number];
  function paymentDto(row: PaymentListRow): FeePaymentDto {
    return {
      paymentId: row.payment.id,
      receiptNumber: row.payment.receiptNumber,
      paidAt: iso(row.payment.paidAt),
      amountCents: row.payment.amountCents,
      method: row.payment.provider === TRANSFER_PROVIDER ? 'transfer' : 'online',
      state: row.payment.state,
      surplus: row.fee.paymentId !== row.payment.id,
      feeId: row.fee.id,
      feeState: row.fee.state,
      reference: row.fee.reference,
      applicationId: row.fee.applicationId,
      applicationNumber: row.applicationNumber,
      kind: row.fee.kind,
      payer: row.fee.ownerName,
      payerCode: row.fee.ownerCode,
      bankEntry: row.bankEntry,
      statement: row.statement,
    };
  }

  return {
    effects,
    purpose,
    dtoOf,

    /** Starts (or resumes) the online payment of an application's fee; answers the provider's page. */
    async payOnline(application: ApplicationRow, lang: 'lt' | 'en'): Promise<string> {
      const fee = await feeOfApplication(db, application.id);
      if (fee?.state !== 'DUE') throw new HttpError(409, 'fees.error.notDue');
      const open = await openPaymentOf(db, fee.id);
      if (open) {
        const url = await payments.payUrl(open);
        if (url) return url;
      }
      const payment = await transaction(db, async (tx) => {
        const locked = await lockFee(tx, fee.id);
        if (locked?.state !== 'DUE') throw new HttpError(409, 'fees.error.notDue');
        return payments.create(tx, {
          purpose: FEE_PURPOSE,
          subjectId: fee.id,
          amountCents: fee.amountCents,
          method: 'BANK',
        });
      });
      const kind = application.kind.toUpperCase().replace('_', '.');
      const description =
        lang === 'en'
          ? `State fee, ${kind} application ${application.number}`
          : `Valstybės rinkliava, ${kind} paraiška ${application.number}`;
      return payments.start(payment, description, lang);
    },

    /** The paid fee's payment and what the receipt prints (applicant: their own application). */
    async receiptOf(application: ApplicationRow) {
      const fee = await feeOfApplication(db, application.id);
      if (!fee?.paymentId) throw new HttpError(404, 'error.notFound');
      return receiptFacts(fee.paymentId);
    },

    /** A receipt for any paid fee payment (officer). */
    receiptFacts,

    importStatement,

    async queue(): Promise<BankTransferDto[]> {
      return (await transfersInQueue(db)).map(transferDto);
    },

    /** The officer makes a queued transfer pay the fee the reference names (a mistyped reference). */
    async assign(id: string, input: { reference: string; note?: string | undefined }, actor: Actor) {
      const reference = normalizeReference(input.reference);
      if (!isCreditorReference(reference)) throw new HttpError(400, 'fees.error.referenceFormat');
      await transaction(db, async (tx) => {
        const row = await lockTransfer(tx, id);
        if (!row) throw new HttpError(404, 'error.notFound');
        if (row.state !== 'QUEUED') throw new HttpError(409, 'fees.error.transferResolved');
        const fee = await lockFeeByReference(tx, reference);
        if (!fee) throw new HttpError(404, 'fees.error.referenceUnknown');
        if (fee.state !== 'DUE') throw new HttpError(409, 'fees.error.notDue');
        if (row.currency !== 'EUR' || row.amountCents !== fee.amountCents)
          throw new HttpError(409, 'fees.error.assignAmount');
        const payment = await payTransfer(tx, row, fee);
        await updateTransfer(tx, row.id, {
          state: 'ASSIGNED',
          feeId: fee.id,
          paymentId: payment.id,
          note: input.note ?? null,
          resolvedBy: actor.code,
          resolvedAt: new Date(),
        });
      });
      return transferAnswer(id);
    },

    /** The officer records that a queued transfer's money goes back to the payer (with the note). */
    async returnTransfer(id: string, note: string, actor: Actor) {
      await transaction(db, async (tx) => {
        const row = await lockTransfer(tx, id);
        if (!row) throw new HttpError(404, 'error.notFound');
        if (row.state !== 'QUEUED') throw new HttpError(409, 'fees.error.transferResolved');
        await updateTransfer(tx, row.id, {
          state: 'RETURNED',
          note,
          resolvedBy: actor.code,
          resolvedAt: new Date(),
        });
      });
      return transferAnswer(id);
    },

    /** The officer records that a fee owed back was refunded (outside the portal). */
    async recordRefund(feeId: string, note: string, actor: Actor): Promise<FeeDto> {
      const applicationId = await transaction(db, async (tx) => {
        const fee = await lockFee(tx, feeId);
        if (!fee) throw new HttpError(404, 'error.notFound');
        if (fee.state !== 'REFUND_DUE') throw new HttpError(409, 'fees.error.noRefundDue');
        await updateFee(tx, fee.id, {
          state: 'REFUNDED',
          refundNote: note,
          refundedBy: actor.code,
          refundedAt: new Date(),
        });
        const application = await applicationOf(tx, fee.applicationId);
        if (application) {
          await recordApplicationEvent(tx, application.id, {
            action: 'refunded',
            from: application.state,
            to: application.state,
            actor,
            role: 'officer',
            note,
          });
        }
        return fee.applicationId;
      });
      return (await dtoOf(applicationId))!;
    },

    async list(filter: PaymentFilter, page: number) {
      const { rows, total, totalCents } = await feePayments(db, filter, TRANSFER_PROVIDER, {
        limit: PAYMENTS_PAGE_SIZE,
        offset: (page - 1) * PAYMENTS_PAGE_SIZE,
      });
      return { items: rows.map(paymentDto), total, totalCents, page, pageSize: PAYMENTS_PAGE_SIZE };
    },

    async csv(filter: PaymentFilter): Promise<string> {
      const { rows } = await feePayments(db, filter, TRANSFER_PROVIDER, null);
      return toCsv(rows.map(paymentDto));
    },

    async rates(): Promise<FeeRateDto[]> {
      const stored = new Map((await ratesOf(db)).map((r) => [r.kind, r]));
      return KIND_SEGMENTS.flatMap((segment) => {
        const definition = definitionOf(segment);
        if (!definition?.fee) return [];
        const row = stored.get(segment);
        return [
          {
            kind: segment,
            due: definition.fee.due,
            defaultCents: defaultCents(definition),
            amountCents: row?.amountCents ?? defaultCents(definition),
            updatedAt: iso(row?.updatedAt ?? null),
          },
        ];
      });
    },

    async setRate(kind: string, amountCents: number, actor: Actor): Promise<FeeRateDto[]> {
      if (!definitionOf(kind)?.fee) throw new HttpError(404, 'error.notFound');
      await setRate(db, kind, amountCents, actor.code);
      return this.rates();
    },
  };

  async function receiptFacts(paymentId: string) {
    const payment = await paymentOf(db, paymentId);
    if (!payment || payment.purpose !== FEE_PURPOSE || payment.state !== 'PAID')
      throw new HttpError(404, 'error.notFound');
    const fee = await feeById(db, payment.subjectId);
    const application = fee ? await applicationOf(db, fee.applicationId) : undefined;
    if (!fee || !application) throw new HttpError(404, 'error.notFound');
    const permitNumber = application.permitId
      ? ((await permitNumberOf(db, application.permitId)) ?? null)
      : null;
    return { payment, fee, application, permitNumber, transfer: payment.provider === TRANSFER_PROVIDER };
  }
}

export type FeeService = ReturnType<typeof createFeeService>;
export type ReceiptFacts = Awaited<ReturnType<FeeService['receiptFacts']>>;

const CSV_COLUMNS: [string, (p: FeePaymentDto) => string][] = [
  ['receipt_number', (p) => p.receiptNumber ?? ''],
  ['paid_at', (p) => p.paidAt ?? ''],
  ['amount_eur', (p) => (p.amountCents / 100).toFixed(2)],
  ['method', (p) => p.method],
  ['reference', (p) => p.reference],
  ['application', (p) => p.applicationNumber],
  ['kind', (p) => p.kind],
  ['payer', (p) => p.payer],
  ['payer_code', (p) => p.payerCode],
  ['fee_state', (p) => p.feeState],
  ['surplus', (p) => (p.surplus ? 'yes' : 'no')],
  ['bank_entry', (p) => p.bankEntry ?? ''],
  ['statement', (p) => p.statement ?? ''],
];

function csvCell(value: string): string {
  // A cell a spreadsheet would run as a formula is prefixed with an apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(items: FeePaymentDto[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const item of items) lines.push(CSV_COLUMNS.map(([, get]) => csvCell(get(item))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export type { TransferRow };
