/**
 * The `angler-purchase` payment purpose (architecture §6; src/server/modules/payments/types.ts):
 * what happens to a purchase when its payment is confirmed, closed, or the browser comes back.
 *
 * Issuing is one statement (bench/purchase.ts): the purchase carries its permit's draft, made when
 * it was bought (`permitDraft`: the facts bought, the holder, the mail in the purchase's language),
 * so the statement that marks the payment paid also marks the purchase ISSUED, takes the permit's
 * serial from its family's sequence (the Damm check digit computed there, `dammSql`), and writes
 * the permit, its history row, the angler_permits row, the sale of a held licence and the mail
 * (`paidStatement`). Anything unusual — a purchase no longer awaiting its payment, one without a
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
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { anglerHolderCode } from '../../../shared/anglers/angler-key.ts';
import { ANGLER_KINDS, type AnglerData, type AnglerKind } from '../../../shared/anglers/api-types.ts';
import type { AnglerPeriod } from '../../../shared/anglers/periods.ts';
import { formatSecurityCode } from '../../../shared/anglers/security-code.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { isLanguage, type Language, translate } from '../../../shared/i18n/index.ts';
import { permitTransition } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { dammDigit, familyNumber, makePermitNumber } from '../../../shared/permits/permit-number.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import { eventValues } from '../../core/history.ts';
import type { SecurityCodes } from '../../core/security-codes.ts';
import { ensureSequence } from '../../core/serials.ts';
import type { Db, Tx } from '../../db/index.ts';
import { part, prefixedColumnsOf, run, statement } from '../../db/index.ts';
import { anglerPurchases, fishingLicences, fishSpecies, waterBodies } from '../../db/schema-anglers.ts';
import type { PaymentPurpose } from '../payments/index.ts';
import { dayInLithuania } from '../payments/index.ts';
import type { TicketFacts } from './tickets.ts';

export const ANGLER_PURCHASE = 'angler-purchase';

export type PurchaseRow = typeof anglerPurchases.$inferSelect;
type WaterBodyRow = typeof waterBodies.$inferSelect;
type LicenceRow = typeof fishingLicences.$inferSelect;
type SpeciesRow = typeof fishSpecies.$inferSelect;

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
  mail: { toAddress: string; subject: string; bodyText: string } | null;
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
function permitMail(purchase: DraftSource, ticket: TicketFacts, publicUrl: string) {
  const angler = purchase.angler as AnglerData;
  if (!angler.useEmail || !angler.email) return null;
  const lang: Language = isLanguage(purchase.lang) ? purchase.lang : 'lt';
  const title = translate(lang, findKind(purchase.kind)!.title);
  const place = ticket.licence
    ? `${ticket.waterBody?.name ?? ''}: ${lang === 'lt' ? ticket.licence.placeLt : ticket.licence.placeEn}`
    : ticket.waterBody?.name;
  return {
    toAddress: angler.email,
    subject: translate(lang, 'anglers.mail.subject', { title, number: NUMBER_PLACEHOLDER }),
    bodyText: translate(lang, 'anglers.mail.body', {
      name: `${angler.firstName} ${angler.lastName}`,
      title,
      number: NUMBER_PLACEHOLDER,
      validFrom: purchase.validFrom,
      validUntil: purchase.validUntil,
      place: place ? translate(lang, 'anglers.mail.place', { place }) : '',
      amount: formatCents(purchase.totalCents, lang),
      downloadUrl: `${publicUrl}/atsisiusti/${purchase.kind}`,
      code: CODE_PLACEHOLDER,
    }),
  };
}

export function permitDraft(purchase: DraftSource, facts: Facts, publicUrl: string): PermitDraft {
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
    // Every L06 card owes a catch report (spec §3 Catch report; issue 6 files them).
    reportRequired: (purchase.kind as AnglerKind).startsWith('l06'),
    mail: permitMail(purchase, ticket, publicUrl),
  };
}

/** Permit number families of the angler kinds (L05.x → 5, L06.x → 6): one serial counter each. */
const FAMILIES = [...new Set(ANGLER_KINDS.map((kind) => familyNumber(kind)))];

/** `CASE kind WHEN 'l05_1' THEN 1 …`: the 1-based place of a kind's family in FAMILIES. */
const familyIndexOf = (kind: string) =>
  `CASE ${kind} ${ANGLER_KINDS.map((k) => `WHEN '${k}' THEN ${FAMILIES.indexOf(familyNumber(k)) + 1}`).join(' ')} END`;

/**
 * The Damm table (permit-number.ts), recovered from `dammDigit`: row 0 is a permutation, so the
 * interim after digit k is DAMM[0][k], and DAMM[i][j] is the interim after the two digits k, j.
 */
const DAMM_TABLE: number[] = (() => {
  const firstDigitFor: number[] = [];
  for (let k = 0; k < 10; k++) firstDigitFor[dammDigit(String(k))] = k;
  const table: number[] = [];
  for (let i = 0; i < 10; i++) for (let j = 0; j < 10; j++) table.push(dammDigit(`${firstDigitFor[i]}${j}`));
  return table;
})();

/**
 * SQL for a Damm check digit continued over the `length` digits of `digits` (an SQL text
 * expression) from the interim digit `interim` (an SQL int expression): the check digit of a
 * permit number whose serial is taken in the statement that writes it.
 */
export function dammSql(interim: string, digits: string, length: number): string {
  const table = `'{${DAMM_TABLE.join(',')}}'::int[]`;
  let expression = interim;
  for (let k = 1; k <= length; k++) {
    expression = `(${table})[(${expression}) * 10 + substr(${digits}, ${k}, 1)::int + 1]`;
  }
  return expression;
}

/**
 * The writes of an issue, after `issued` (the purchase just marked ISSUED, returning its columns and
 * its `draft`) and `numbered` (the permit's `number`): the reservation turned into a sale (when
 * `sale` holds), the permit, its history row (noting the receipt), the angler_permits row and the
 * mail. Each is written only with the one before it.
 */
function issueWrites(p: {
  permitId: string;
  issuedAt: string;
  note: string;
  placeholder: string;
  /** The security code's placeholder and the code (security-codes.ts), SQL text expressions. */
  codePlaceholder: string;
  code: string;
  sale: string;
}) {
  return `sale AS (
     UPDATE fishing_licences SET reserved = reserved - 1, sold = sold + 1
     FROM issued WHERE fishing_licences.id = issued.licence_id AND ${p.sale}
   ), permit AS (
     INSERT INTO permits (id, number, kind, state, application_id, holder_code, holder_kind, holder_name,
       issued_at, valid_from, valid_until, price_cents, schema_version, data)
     SELECT ${p.permitId}, numbered.number, issued.draft->>'kind', issued.draft->>'state', NULL,
       issued.draft->>'holderCode', 'person', issued.draft->>'holderName', ${p.issuedAt}, issued.valid_from,
       issued.valid_until, issued.total_cents, (issued.draft->>'schemaVersion')::int, issued.draft->'data'
     FROM issued, numbered
     RETURNING id, number
   ), history AS (
     INSERT INTO permit_events (permit_id, action, from_state, to_state, actor_code, actor_name, actor_role, note)
     SELECT permit.id, h->>'action', h->>'fromState', h->>'toState', h->>'actorCode', h->>'actorName',
       h->>'actorRole', ${p.note}
     FROM permit, (SELECT draft->'history' AS h FROM issued) AS history
   ), link AS (
     INSERT INTO angler_permits (permit_id, purchase_id, kind, angler_key, buyer_code, water_body_id, licence_id,
       valid_from, valid_until, report_required)
     SELECT permit.id, issued.id, issued.kind, issued.angler_key, issued.buyer_code, issued.water_body_id,
       issued.licence_id, issued.valid_from, issued.valid_until, (issued.draft->>'reportRequired')::boolean
     FROM permit, issued
   ), mail AS (
     INSERT INTO mail_outbox (to_address, subject, body_text)
     SELECT m->>'toAddress', replace(m->>'subject', ${p.placeholder}, permit.number),
       replace(replace(m->>'bodyText', ${p.placeholder}, permit.number), ${p.codePlaceholder}, ${p.code})
     FROM permit, (SELECT draft->'mail' AS m FROM issued) AS mail
     WHERE jsonb_typeof(m) = 'object'
   )`;
}

const ISSUED_COLUMNS = `angler_purchases.id, angler_purchases.kind, angler_purchases.angler_key,
  angler_purchases.buyer_code, angler_purchases.water_body_id, angler_purchases.licence_id,
  angler_purchases.valid_from, angler_purchases.valid_until, angler_purchases.total_cents`;

/** The purchase's part of the payment's statement (PaidStatement): `ready`, the purchase awaiting it. */
const READY = `ready AS (
     SELECT p.id FROM angler_purchases p
     WHERE p.id = (SELECT "subjectId" FROM locked) AND p.state = 'AWAITING_PAYMENT'
       AND p.permit_draft IS NOT NULL
     FOR UPDATE
   )`;

/**
 * …and its writes ($f… from the first parameter: the permit's id, the time of issue, per family the
 * serial's sequence, the number's first four digits and their Damm interim digit, the mail's
 * placeholder, the security code's placeholder and the code): the purchase ISSUED, the next serial of its family — six digits at most, else the
 * number is null and the statement fails — and the rest from its draft.
 */
function paidWrites(f: number): string {
  const p = (i: number) => `$${f + i}`;
  return `issued AS (
     UPDATE angler_purchases SET state = 'ISSUED', permit_id = ${p(0)}::uuid, finished_at = ${p(1)}::timestamptz
     FROM paid WHERE angler_purchases.id = paid."subjectId" AND angler_purchases.state = 'AWAITING_PAYMENT'
     RETURNING ${ISSUED_COLUMNS}, angler_purchases.permit_draft AS draft
   ), serial AS MATERIALIZED (
     SELECT family, lpad(nextval((${p(2)}::text[])[family]::regclass)::text, 6, '0') AS digits
     FROM (SELECT ${familyIndexOf('issued.kind')} AS family FROM issued) AS kind
   ), numbered AS (
     SELECT CASE WHEN length(digits) = 6
       THEN (${p(3)}::text[])[family] || digits || ${dammSql(`(${p(4)}::int[])[family]`, 'digits', 6)}::text
     END AS number
     FROM serial
   ), ${issueWrites({
     permitId: `${p(0)}::uuid`,
     issuedAt: `${p(1)}::timestamptz`,
     note: '(SELECT "receiptNumber" FROM paid)',
     placeholder: `${p(5)}::text`,
     codePlaceholder: `${p(6)}::text`,
     code: `${p(7)}::text`,
     sale: 'true',
   })}`;
}

/**
 * The purchase, locked, with what it was bought for, and — unless it is issued already — the next
 * serial of its kind's family ($2: the families' sequences). Read under the payment's lock in the
 * finalising transaction, so a serial is taken only by the one finaliser.
 */
const READ_FOR_ISSUE = statement(
  'anglers.readForIssue',
  `SELECT ${prefixedColumnsOf(anglerPurchases, 'p', 'p')}, ${prefixedColumnsOf(waterBodies, 'w', 'w')},
          ${prefixedColumnsOf(fishingLicences, 'l', 'l')}, ${prefixedColumnsOf(fishSpecies, 's', 's')},
          CASE WHEN p.state <> 'ISSUED'
            THEN nextval(($2::text[])[${familyIndexOf('p.kind')}]::regclass) END AS "serial"
   FROM angler_purchases p
   LEFT JOIN water_bodies w ON w.id = p.water_body_id
   LEFT JOIN fishing_licences l ON l.id = p.licence_id
   LEFT JOIN fish_species s ON s.code = l.species_code
   WHERE p.id = $1
   FOR UPDATE OF p`,
);

/**
 * Issuing in the finalising transaction (`onPaid`): the purchase ISSUED from the state it was read
 * in ($4), the reservation turned into a sale when $9 holds, the rest from the draft ($5) with the
 * number ($6), the receipt ($7) and the security code ($11 for its placeholder $10).
 */
const ISSUE = statement(
  'anglers.issue',
  `WITH issued AS (
     UPDATE angler_purchases SET state = 'ISSUED', permit_id = $1, finished_at = $2
     WHERE id = $3 AND state = $4
     RETURNING ${ISSUED_COLUMNS}, $5::jsonb AS draft
   ), numbered AS (
     SELECT $6::text AS number FROM issued
   ), ${issueWrites({
     permitId: '$1::uuid',
     issuedAt: '$2::timestamptz',
     note: '$7::text',
     placeholder: '$8::text',
     codePlaceholder: '$10::text',
     code: '$11::text',
     sale: '$9::boolean',
   })}
   SELECT count(*)::int AS "issued" FROM permit`,
);

const RETURN_PATH = statement(
  'anglers.returnPath',
  'SELECT id, kind, state FROM angler_purchases WHERE id = $1',
);

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
        ready: READY,
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
      const [row] = await run<Record<string, unknown>>(tx, READ_FOR_ISSUE, [
        payment.subjectId,
        await familySequences(tx, year),
      ]);
      const purchase = row ? part<PurchaseRow>(row, 'p', 'id') : null;
      if (!row || !purchase) {
        log.error({ paymentId: payment.id }, 'angler purchase of a paid payment not found');
        return;
      }
      if (purchase.state === 'ISSUED') return;
      if (purchase.licenceId && purchase.state !== 'AWAITING_PAYMENT') {
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
      if (purchase.state !== 'AWAITING_PAYMENT') {
        log.warn(
          { purchaseId: purchase.id, paymentId: payment.id },
          'angler purchase paid late: permit issued',
        );
      }
      // A purchase made before drafts existed gets its draft from the catalogue now.
      const draft =
        (purchase.permitDraft as PermitDraft | null) ??
        permitDraft(
          purchase,
          {
            waterBody: part<WaterBodyRow>(row, 'w', 'id'),
            licence: part<LicenceRow>(row, 'l', 'id'),
            species: part<SpeciesRow>(row, 's', 'code'),
          },
          publicUrl,
        );
      const permitId = randomUUID();
      const [result] = await run<{ issued: number }>(tx, ISSUE, [
        permitId,
        issuedAt,
        purchase.id,
        purchase.state,
        JSON.stringify(draft),
        makePermitNumber(familyNumber(purchase.kind), year, Number(row.serial)),
        payment.receiptNumber,
        NUMBER_PLACEHOLDER,
        // The reservation made at purchase becomes a sale (a late payment took its licence above).
        purchase.state === 'AWAITING_PAYMENT',
        CODE_PLACEHOLDER,
        formatSecurityCode(await codes.codeOf(permitId)),
      ]);
      // The purchase was read locked in this transaction: it cannot have changed.
      if (result?.issued !== 1) throw new Error(`angler purchase ${purchase.id} changed while it was issued`);
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
      const [purchase] = await run<Pick<PurchaseRow, 'id' | 'kind' | 'state'>>(db, RETURN_PATH, [
        payment.subjectId,
      ]);
      return purchase ? returnPathOf(purchase) : '/payment-cancel-notification';
    },
  };
}
