/**
 * The `angler-purchase` payment purpose (architecture §6; src/server/modules/payments/types.ts):
 * what happens to a purchase when its payment is confirmed, closed, or the browser comes back.
 *
 * Issuing is one statement (bench/purchase.ts): the purchase carries its permit's draft, made when
 * it was bought (`permitDraft`: the facts bought, the holder, the mail in the purchase's language),
 * so the statement that marks the payment paid also marks the purchase ISSUED, takes the permit's
 * serial from its family's sequence (the Damm check digit computed there, `dammSql`), and writes
 * the permit, its history row, the angler_permits row, the sale of a held licence and the mail
 * (`paidStatement`; its SQL, like all the module's, is in repository.ts). Anything unusual — a purchase no longer awaiting its payment, one without a
 * draft — leaves the payment open for `onPaid` in the payments module's finalising transaction.
 *
 * Exactly once: the payments module finalises a payment once, under its row lock; the purchase row
 * is locked too and only an AWAITING_PAYMENT purchase is issued, and the unique index on
 * angler_permits.purchase_id would refuse a second permit even if that check were ever bypassed
 * (the whole statement or transaction would roll back, never doubled).
 *
 * Late payments (ADR 0009): the payments module closes an open payment only after withdrawing it at
 * the provider (the sandbox can), and never calls `onPaid` for a payment it has already closed —
 * money reported for one is logged there for a refund by hand. So a purchase is CANCELLED or
 * EXPIRED exactly when its payment is, and `onPaid` meets only AWAITING_PAYMENT purchases. Should a
 * provider ever finalise a payment whose purchase was closed on our side, this purpose still does
 * the honest thing: L05 needs nothing held, so the permit is issued; an L06 licence is taken again
 * if one is left; when none is left no permit is issued and an error naming the purchase, payment
 * and receipt is logged for the refund (the receipt PDF then says no permit was issued).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { anglerHolderCode } from '../../../shared/anglers/angler-key.ts';
import type { AnglerData, AnglerKind } from '../../../shared/anglers/api-types.ts';
import type { AnglerPeriod } from '../../../shared/anglers/periods.ts';
import { formatSecurityCode } from '../../../shared/anglers/security-code.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { isLanguage, type Language, translate } from '../../../shared/i18n/index.ts';
import { permitTransition } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { dammDigit, familyNumber, makePermitNumber } from '../../../shared/permits/permit-number.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import { unsubscribeFooter } from '../../adapters/mail/mailer.ts';
import type { UnsubscribeLinks } from '../../adapters/mail/unsubscribe.ts';
import { eventValues } from '../../core/history.ts';
import type { SecurityCodes } from '../../core/security-codes.ts';
import { ensureSequence } from '../../core/serials.ts';
import type { Db, Tx } from '../../db/index.ts';
import type { PaymentPurpose } from '../payments/index.ts';
import { dayInLithuania } from '../payments/index.ts';
import {
  closePurchase,
  FAMILIES,
  issuePurchase,
  type LicenceRow,
  lockPurchase,
  PAID_READY,
  type PurchaseRow,
  paidWrites,
  readForIssue,
  releaseLicence,
  returnPathRow,
  type SpeciesRow,
  takeLicenceAgain,
  type WaterBodyRow,
} from './repository.ts';
import type { TicketFacts } from './tickets.ts';

export const ANGLER_PURCHASE = 'angler-purchase';

export type { PurchaseRow } from './repository.ts';

/** Where the browser lands after the bank: the success page with its countdown, or the cancel page. */
export function returnPathOf(purchase: Pick<PurchaseRow, 'id' | 'kind' | 'state'>): string {
  return purchase.state === 'ISSUED'
    ? `/payment-success-notification/${purchase.kind}/${purchase.id}`
    : `/payment-cancel-notification?pirkimas=${purchase.id}`;
}

/** What a purchase was bought for (catalogue rows), when the permit draft is made. */
export interface Facts {
  waterBody: WaterBodyRow | null;
  licence: LicenceRow | null;
  species: SpeciesRow | null;
}

/** The purchase's columns a permit draft is made from. */
export type DraftSource = Pick<
  PurchaseRow,
  'id' | 'kind' | 'angler' | 'period' | 'validFrom' | 'validUntil' | 'totalCents' | 'lang'
>;

/**
 * What the permit will say (angler_purchases.permit_draft), made with the purchase: the permit row's
 * own columns, its history row, whether a catch report is owed and the mail — whose texts stand the
 * number in with NUMBER_PLACEHOLDER, since the number is taken when the permit is issued. The
 * permit keeps the facts of what was bought and paid for, as a printed ticket would.
 */
export interface PermitDraft {
  kind: string;
  state: string;
  schemaVersion: number;
  holderCode: string;
  holderName: string;
  data: Record<string, unknown>;
  history: Omit<ReturnType<typeof eventValues>, 'note'>;
  reportRequired: boolean;
  /** `listUnsubscribe`: the one-click URL of a card whose catch-report reminder follows (ADR 0036). */
  mail: { toAddress: string; subject: string; bodyText: string; listUnsubscribe?: string } | null;
}

/** Stands for the permit number in a draft's mail until the number is taken (no one types it in a name). */
export const NUMBER_PLACEHOLDER = '\u0001permit-number\u0001';
/**
 * Stands for the permit's security code (ADR 0015) in a draft's mail: the code follows from the
 * permit's id, which is made when the permit is issued. A draft made before codes existed has no
 * placeholder, and its mail goes without one.
 */
export const CODE_PLACEHOLDER = '\u0001security-code\u0001';

/** The permit's data: the kind's definition fields (printed on the PDF) and the ticket facts. */
function permitData(purchase: DraftSource, { waterBody, licence, species }: Facts) {
  const angler = purchase.angler as AnglerData;
  const bought = licence && species ? { licence, species } : null;
  const ticket: TicketFacts = {
    period: purchase.period as AnglerPeriod,
    purchaseId: purchase.id,
    waterBody: waterBody ? { id: waterBody.id, code: waterBody.code, name: waterBody.name } : null,
    licence: bought
      ? {
          speciesCode: bought.species.code,
          speciesLt: bought.species.nameLt,
          speciesEn: bought.species.nameEn,
          placeLt: bought.licence.placeLt,
          placeEn: bought.licence.placeEn,
          amount: bought.licence.amount,
          minSizeCm: bought.licence.minSizeCm,
        }
      : null,
  };
  const data: Record<string, unknown> = {
    ...(waterBody ? { waterBodyName: waterBody.name, waterBodyCode: waterBody.code } : {}),
    period: purchase.period,
    validFrom: purchase.validFrom,
    ...(bought
      ? {
          species: `${bought.species.nameLt} (${bought.species.latin})`,
          place: bought.licence.placeLt,
          fishingFrom: bought.licence.fishingFrom,
          fishingTo: bought.licence.fishingTo,
          amount: bought.licence.amount,
          ...(bought.licence.minSizeCm !== null ? { minSizeCm: bought.licence.minSizeCm } : {}),
          released: bought.licence.released,
          conditions: bought.licence.conditionsLt,
        }
      : {}),
    firstName: angler.firstName,
    lastName: angler.lastName,
    citizenship: angler.citizenship,
    ...(angler.citizenship === 'PILIETIS'
      ? { personCode: angler.personCode }
      : { personCodeOrBirthDate: angler.personCodeOrBirthDate }),
    ticket,
  };
  return { data, ticket };
}

/** The mail telling the angler the permit number (only when they asked for e-mail), in the purchase's language. */
function permitMail(
  purchase: DraftSource,
  ticket: TicketFacts,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks | undefined,
): PermitDraft['mail'] {
  const angler = purchase.angler as AnglerData;
  if (!angler.useEmail || !angler.email) return null;
  const lang: Language = isLanguage(purchase.lang) ? purchase.lang : 'lt';
  const title = translate(lang, findKind(purchase.kind)!.title);
  const place = ticket.licence
    ? `${ticket.waterBody?.name ?? ''}: ${lang === 'lt' ? ticket.licence.placeLt : ticket.licence.placeEn}`
    : ticket.waterBody?.name;
  const bodyText = translate(lang, 'anglers.mail.body', {
    name: `${angler.firstName} ${angler.lastName}`,
    title,
    number: NUMBER_PLACEHOLDER,
    validFrom: purchase.validFrom,
    validUntil: purchase.validUntil,
    place: place ? translate(lang, 'anglers.mail.place', { place }) : '',
    amount: formatCents(purchase.totalCents, lang),
    downloadUrl: `${publicUrl}/atsisiusti/${purchase.kind}`,
    code: CODE_PLACEHOLDER,
  });
  const mail = {
    toAddress: angler.email,
    subject: translate(lang, 'anglers.mail.subject', { title, number: NUMBER_PLACEHOLDER }),
    bodyText,
  };
  // A card that owes a catch report gets reminders by mail (ADR 0034): its mail already says how
  // to stop them, and carries the one-click header (ADR 0036).
  if (!reportRequiredOf(purchase) || !unsubscribe) return mail;
  return {
    ...mail,
    bodyText: `${bodyText.trimEnd()}\n\n${unsubscribeFooter(lang, unsubscribe.pageUrl(angler.email))}\n`,
    listUnsubscribe: unsubscribe.oneClickUrl(angler.email),
  };
}

/** Every L06 card owes a catch report (spec §3 Catch report; issue 6 files them). */
const reportRequiredOf = (purchase: DraftSource) => (purchase.kind as AnglerKind).startsWith('l06');

export function permitDraft(
  purchase: DraftSource,
  facts: Facts,
  publicUrl: string,
  unsubscribe?: UnsubscribeLinks,
): PermitDraft {
  const kind = definitionOf(purchase.kind)!;
  const transition = permitTransition(kind.permitLifecycle, 'issue', null, 'system')!;
  const angler = purchase.angler as AnglerData;
  const { data, ticket } = permitData(purchase, facts);
  const { note: _, ...history } = eventValues({
    action: 'issue',
    from: null,
    to: transition.to,
    actor: null,
    role: 'system',
  });
  return {
    kind: kind.segment,
    state: transition.to,
    schemaVersion: kind.schemaVersion,
    holderCode: anglerHolderCode(angler),
    holderName: `${angler.firstName} ${angler.lastName}`,
    data,
    history,
    reportRequired: reportRequiredOf(purchase),
    mail: permitMail(purchase, ticket, publicUrl, unsubscribe),
  };
}

/** The year of issue in Lithuania (a ticket bought at 00:30 on 1 January belongs to the new year). */
const issueYear = (issuedAt: Date) => Number(dayInLithuania(issuedAt).slice(0, 4));

/** Each family's serial sequence for a year, created on first use. */
function familySequences(runner: Db | Tx, year: number): Promise<string[]> {
  return Promise.all(FAMILIES.map((family) => ensureSequence(runner, `permit:${family}:${year % 100}`)));
}

export function createAnglerPurpose(deps: {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The unsubscribe links of cards' mails (ADR 0036). */
  unsubscribe?: UnsubscribeLinks;
  /** The permit's security code, for its mail (ADR 0015). */
  codes: SecurityCodes;
}): PaymentPurpose {
  const { db, log, publicUrl, codes } = deps;
  return {
    name: ANGLER_PURCHASE,

    async paidStatement(first) {
      const issuedAt = new Date();
      const year = issueYear(issuedAt);
      const prefixes = FAMILIES.map((family) => makePermitNumber(family, year, 1).slice(0, 4));
      const permitId = randomUUID();
      return {
        ready: PAID_READY,
        writes: paidWrites(first),
        values: [
          permitId,
          issuedAt,
          await familySequences(db, year),
          prefixes,
          prefixes.map((prefix) => dammDigit(prefix)),
          NUMBER_PLACEHOLDER,
          CODE_PLACEHOLDER,
          formatSecurityCode(await codes.codeOf(permitId)),
        ],
      };
    },

    async onPaid(tx, payment) {
      const issuedAt = new Date();
      const year = issueYear(issuedAt);
      const read = await readForIssue(tx, payment.subjectId, await familySequences(tx, year));
      if (!read) {
        log.error({ paymentId: payment.id }, 'angler purchase of a paid payment not found');
        return;
      }
      const { purchase } = read;
      if (purchase.state === 'ISSUED') return;
      if (purchase.licenceId && purchase.state !== 'AWAITING_PAYMENT') {
        // Paid after it was closed: its reservation went back to the pool; take a licence again.
        const taken = await takeLicenceAgain(tx, purchase.licenceId);
        if (!taken) {
          log.error(
            {
              purchaseId: purchase.id,
              paymentId: payment.id,
              receiptNumber: payment.receiptNumber,
              amountCents: payment.amountCents,
            },
            'angler purchase paid after it was closed and no licence is left: no permit issued, refund due',
          );
          return;
        }
      }
      if (purchase.state !== 'AWAITING_PAYMENT') {
        log.warn(
          { purchaseId: purchase.id, paymentId: payment.id },
          'angler purchase paid late: permit issued',
        );
      }
      // A purchase made before drafts existed gets its draft from the catalogue now.
      const draft =
        (purchase.permitDraft as PermitDraft | null) ??
        permitDraft(purchase, read.facts(), publicUrl, deps.unsubscribe);
      const permitId = randomUUID();
      const issued = await issuePurchase(tx, {
        permitId,
        issuedAt,
        purchaseId: purchase.id,
        fromState: purchase.state,
        draft,
        number: makePermitNumber(familyNumber(purchase.kind), year, Number(read.serial)),
        receiptNumber: payment.receiptNumber,
        numberPlaceholder: NUMBER_PLACEHOLDER,
        // The reservation made at purchase becomes a sale (a late payment took its licence above).
        sale: purchase.state === 'AWAITING_PAYMENT',
        codePlaceholder: CODE_PLACEHOLDER,
        code: formatSecurityCode(await codes.codeOf(permitId)),
      });
      // The purchase was read locked in this transaction: it cannot have changed.
      if (issued !== 1) throw new Error(`angler purchase ${purchase.id} changed while it was issued`);
    },

    async onClosed(tx, payment) {
      const purchase = await lockPurchase(tx, payment.subjectId);
      if (purchase?.state !== 'AWAITING_PAYMENT') return;
      await closePurchase(tx, purchase.id, payment.state === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED', new Date());
      if (purchase.licenceId) await releaseLicence(tx, purchase.licenceId);
    },

    async returnPath(payment) {
      const purchase = await returnPathRow(db, payment.subjectId);
      return purchase ? returnPathOf(purchase) : '/payment-cancel-notification';
    },
  };
}
