/**
 * The `angler-purchase` payment purpose (architecture §6; src/server/modules/payments/types.ts):
 * what happens to a purchase when its payment is confirmed, closed, or the browser comes back.
 *
 * Exactly once: the payments module calls `onPaid` once per payment, inside its finalising
 * transaction; here the purchase row is locked and only an AWAITING_PAYMENT purchase is issued, and
 * the unique index on angler_permits.purchase_id would refuse a second permit even if that check
 * were ever bypassed (the whole finalisation would roll back and be retried, never doubled).
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
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { anglerHolderCode } from '../../../shared/anglers/angler-key.ts';
import type { AnglerData, AnglerKind } from '../../../shared/anglers/api-types.ts';
import type { AnglerPeriod } from '../../../shared/anglers/periods.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { isLanguage, type Language, translate } from '../../../shared/i18n/index.ts';
import { permitTransition } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { familyNumber, makePermitNumber } from '../../../shared/permits/permit-number.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import type { Db } from '../../db/client.ts';
import {
  anglerPermits,
  anglerPurchases,
  fishingLicences,
  fishSpecies,
  waterBodies,
} from '../../db/schema-anglers.ts';
import { mailOutbox, permitEvents, permits } from '../../db/schema-permits.ts';
import { eventValues } from '../applications/history.ts';
import { nextSequenceValue, type Tx } from '../applications/serials.ts';
import type { PaymentPurpose, PaymentRow } from '../payments/types.ts';
import type { TicketFacts } from './tickets.ts';

export const ANGLER_PURCHASE = 'angler-purchase';

export type PurchaseRow = typeof anglerPurchases.$inferSelect;

/** Where the browser lands after the bank: the success page with its countdown, or the cancel page. */
export function returnPathOf(purchase: Pick<PurchaseRow, 'id' | 'kind' | 'state'>): string {
  return purchase.state === 'ISSUED'
    ? `/payment-success-notification/${purchase.kind}/${purchase.id}`
    : `/payment-cancel-notification?pirkimas=${purchase.id}`;
}

async function lockPurchase(tx: Tx, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(anglerPurchases).where(eq(anglerPurchases.id, id)).for('update');
  return row;
}

/** The permit's data: the kind's definition fields (printed on the PDF) and the ticket facts. */
async function permitData(tx: Tx, purchase: PurchaseRow) {
  const angler = purchase.angler as AnglerData;
  const [waterBody] = purchase.waterBodyId
    ? await tx.select().from(waterBodies).where(eq(waterBodies.id, purchase.waterBodyId))
    : [];
  const [licence] = purchase.licenceId
    ? await tx
        .select({ licence: fishingLicences, species: fishSpecies })
        .from(fishingLicences)
        .innerJoin(fishSpecies, eq(fishSpecies.code, fishingLicences.speciesCode))
        .where(eq(fishingLicences.id, purchase.licenceId))
    : [];
  const ticket: TicketFacts = {
    period: purchase.period as AnglerPeriod,
    purchaseId: purchase.id,
    waterBody: waterBody ? { id: waterBody.id, code: waterBody.code, name: waterBody.name } : null,
    licence: licence
      ? {
          speciesCode: licence.species.code,
          speciesLt: licence.species.nameLt,
          speciesEn: licence.species.nameEn,
          placeLt: licence.licence.placeLt,
          placeEn: licence.licence.placeEn,
          amount: licence.licence.amount,
          minSizeCm: licence.licence.minSizeCm,
        }
      : null,
  };
  const data: Record<string, unknown> = {
    ...(waterBody ? { waterBodyName: waterBody.name, waterBodyCode: waterBody.code } : {}),
    period: purchase.period,
    validFrom: purchase.validFrom,
    ...(licence
      ? {
          species: `${licence.species.nameLt} (${licence.species.latin})`,
          place: licence.licence.placeLt,
          fishingFrom: licence.licence.fishingFrom,
          fishingTo: licence.licence.fishingTo,
          amount: licence.licence.amount,
          ...(licence.licence.minSizeCm !== null ? { minSizeCm: licence.licence.minSizeCm } : {}),
          released: licence.licence.released,
          conditions: licence.licence.conditionsLt,
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
  purchase: PurchaseRow,
  permit: typeof permits.$inferSelect,
  ticket: TicketFacts,
  publicUrl: string,
) {
  const angler = purchase.angler as AnglerData;
  if (!angler.useEmail || !angler.email) return null;
  const lang: Language = isLanguage(purchase.lang) ? purchase.lang : 'lt';
  const title = translate(lang, findKind(purchase.kind)!.title);
  const place = ticket.licence
    ? `${ticket.waterBody?.name ?? ''}: ${lang === 'lt' ? ticket.licence.placeLt : ticket.licence.placeEn}`
    : ticket.waterBody?.name;
  return {
    toAddress: angler.email,
    subject: translate(lang, 'anglers.mail.subject', { title, number: permit.number }),
    bodyText: translate(lang, 'anglers.mail.body', {
      name: `${angler.firstName} ${angler.lastName}`,
      title,
      number: permit.number,
      validFrom: permit.validFrom,
      validUntil: permit.validUntil ?? permit.validFrom,
      place: place ? translate(lang, 'anglers.mail.place', { place }) : '',
      amount: formatCents(purchase.totalCents, lang),
      downloadUrl: `${publicUrl}/atsisiusti/${purchase.kind}`,
    }),
  };
}

async function issuePermit(tx: Tx, purchase: PurchaseRow, payment: PaymentRow, publicUrl: string) {
  const kind = definitionOf(purchase.kind)!;
  const transition = permitTransition(kind.permitLifecycle, 'issue', null, 'system')!;
  const angler = purchase.angler as AnglerData;
  const issuedAt = new Date();
  // The year of issue in Lithuania (a ticket bought at 00:30 on 1 January belongs to the new year).
  const year = Number(todayInLithuania(issuedAt).slice(0, 4));
  const family = familyNumber(kind.segment);
  const serial = await nextSequenceValue(tx, `permit:${family}:${year % 100}`);
  const { data, ticket } = await permitData(tx, purchase);
  const [permit] = await tx
    .insert(permits)
    .values({
      number: makePermitNumber(family, year, serial),
      kind: kind.segment,
      state: transition.to,
      applicationId: null,
      holderCode: anglerHolderCode(angler),
      holderKind: 'person',
      holderName: `${angler.firstName} ${angler.lastName}`,
      issuedAt,
      validFrom: purchase.validFrom,
      validUntil: purchase.validUntil,
      priceCents: purchase.totalCents,
      schemaVersion: kind.schemaVersion,
      data,
    })
    .returning();
  await tx.insert(permitEvents).values({
    permitId: permit!.id,
    ...eventValues({
      action: 'issue',
      from: null,
      to: transition.to,
      actor: null,
      role: 'system',
      note: payment.receiptNumber,
    }),
  });
  await tx.insert(anglerPermits).values({
    permitId: permit!.id,
    purchaseId: purchase.id,
    kind: purchase.kind,
    anglerKey: purchase.anglerKey,
    buyerCode: purchase.buyerCode,
    waterBodyId: purchase.waterBodyId,
    licenceId: purchase.licenceId,
    validFrom: purchase.validFrom,
    validUntil: purchase.validUntil,
    // Every L06 card owes a catch report (spec §3 Catch report; issue 6 files them).
    reportRequired: (purchase.kind as AnglerKind).startsWith('l06'),
  });
  await tx
    .update(anglerPurchases)
    .set({ state: 'ISSUED', permitId: permit!.id, finishedAt: issuedAt })
    .where(eq(anglerPurchases.id, purchase.id));
  // Queued in the same transaction as the permit: sent once, and only if the permit exists.
  const mail = permitMail(purchase, permit!, ticket, publicUrl);
  if (mail) await tx.insert(mailOutbox).values(mail);
  return permit!;
}

export function createAnglerPurpose(deps: {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
}): PaymentPurpose {
  const { db, log, publicUrl } = deps;
  return {
    name: ANGLER_PURCHASE,

    async onPaid(tx, payment) {
      const purchase = await lockPurchase(tx, payment.subjectId);
      if (!purchase) {
        log.error({ paymentId: payment.id }, 'angler purchase of a paid payment not found');
        return;
      }
      if (purchase.state === 'ISSUED') return;
      if (purchase.licenceId) {
        if (purchase.state === 'AWAITING_PAYMENT') {
          // The reservation made at purchase becomes a sale.
          await tx
            .update(fishingLicences)
            .set({ reserved: sql`${fishingLicences.reserved} - 1`, sold: sql`${fishingLicences.sold} + 1` })
            .where(eq(fishingLicences.id, purchase.licenceId));
        } else {
          // Paid after it was closed: its reservation went back to the pool; take a licence again.
          const taken = await tx
            .update(fishingLicences)
            .set({ sold: sql`${fishingLicences.sold} + 1` })
            .where(
              and(
                eq(fishingLicences.id, purchase.licenceId),
                sql`${fishingLicences.sold} + ${fishingLicences.reserved} < ${fishingLicences.total}`,
              ),
            )
            .returning({ id: fishingLicences.id });
          if (taken.length === 0) {
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
      }
      if (purchase.state !== 'AWAITING_PAYMENT') {
        log.warn(
          { purchaseId: purchase.id, paymentId: payment.id },
          'angler purchase paid late: permit issued',
        );
      }
      await issuePermit(tx, purchase, payment, publicUrl);
    },

    async onClosed(tx, payment) {
      const purchase = await lockPurchase(tx, payment.subjectId);
      if (purchase?.state !== 'AWAITING_PAYMENT') return;
      await tx
        .update(anglerPurchases)
        .set({ state: payment.state === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED', finishedAt: new Date() })
        .where(eq(anglerPurchases.id, purchase.id));
      if (purchase.licenceId) {
        await tx
          .update(fishingLicences)
          .set({ reserved: sql`${fishingLicences.reserved} - 1` })
          .where(and(eq(fishingLicences.id, purchase.licenceId), gt(fishingLicences.reserved, 0)));
      }
    },

    async returnPath(payment) {
      const [purchase] = await db
        .select({ id: anglerPurchases.id, kind: anglerPurchases.kind, state: anglerPurchases.state })
        .from(anglerPurchases)
        .where(eq(anglerPurchases.id, payment.subjectId))
        .limit(1);
      return purchase ? returnPathOf(purchase) : '/payment-cancel-notification';
    },
  };
}
