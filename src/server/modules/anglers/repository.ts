/**
 * The anglers module's SQL (the rules stay in service.ts, pricing.ts, purpose.ts, catalogue.ts and
 * holder-proof.ts): named prepared statements on the hot purchase path (db/statements.ts), Drizzle
 * for the rest. Each function takes the runner first, so that its caller decides the transaction.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { ANGLER_KINDS } from '../../../shared/anglers/api-types.ts';
import { dammDigit, familyNumber } from '../../../shared/permits/permit-number.ts';
import { part, prefixedColumnsOf, type Runner, run, statement, type Tx } from '../../db/index.ts';
import {
  anglerPermits,
  anglerPurchases,
  fishingLicences,
  fishSpecies,
  waterBodies,
  waterBodyOffers,
} from '../../db/schema-anglers.ts';
import { type PermitRow, permits } from '../../db/schema-permits.ts';
import { waterBodyPromotions } from '../../db/schema-water-bodies.ts';
import { paymentCreationCtes } from '../payments/index.ts';

export type WaterBodyRow = typeof waterBodies.$inferSelect;
export type OfferRow = typeof waterBodyOffers.$inferSelect;
export type PromotionRow = typeof waterBodyPromotions.$inferSelect;
export type LicenceRow = typeof fishingLicences.$inferSelect;
export type SpeciesRow = typeof fishSpecies.$inferSelect;
export type PurchaseRow = typeof anglerPurchases.$inferSelect;

/** Water bodies anglers can be sold permits for (not closed in the register). */
export const ACTIVE = 'ACTIVE';

// --- the catalogue -----------------------------------------------------------------------------

/** A licence with its water body (active only) and species, in one read (pricing an L06 card). */
const LICENCE_FOR_SALE = statement(
  'anglers.licenceForSale',
  `SELECT ${prefixedColumnsOf(fishingLicences, 'l', 'l')}, ${prefixedColumnsOf(waterBodies, 'w', 'w')},
          ${prefixedColumnsOf(fishSpecies, 's', 's')}
   FROM fishing_licences l
   LEFT JOIN water_bodies w ON w.id = l.water_body_id AND w.state = '${ACTIVE}'
   LEFT JOIN fish_species s ON s.code = l.species_code
   WHERE l.id = $1`,
);

/**
 * The public catalogue's rows, read at once: active water bodies by name; offers valid to `today`
 * or later and not cancelled; licences whose season has not ended; every species.
 */
export function catalogueRows(db: Runner, today: string) {
  return Promise.all([
    db.select().from(waterBodies).where(eq(waterBodies.state, ACTIVE)).orderBy(asc(waterBodies.name)),
    db
      .select()
      .from(waterBodyOffers)
      .where(and(gte(waterBodyOffers.validTo, today), isNull(waterBodyOffers.cancelledAt)))
      .orderBy(asc(waterBodyOffers.validFrom), asc(waterBodyOffers.priceCents)),
    db
      .select()
      .from(fishingLicences)
      .where(gte(fishingLicences.fishingTo, today))
      .orderBy(asc(fishingLicences.fishingFrom), asc(fishingLicences.placeLt)),
    db.select().from(fishSpecies).orderBy(asc(fishSpecies.sort), asc(fishSpecies.nameLt)),
  ]);
}

/**
 * The lessors' limited-fishing offers (akcija, ADR 0021) running on `today`: not cancelled, and
 * `today` between their first and last day. Two of one water body and duration never overlap.
 */
export function runningPromotions(runner: Runner, today: string, waterBodyId?: string, period?: string) {
  return runner
    .select()
    .from(waterBodyPromotions)
    .where(
      and(
        isNull(waterBodyPromotions.cancelledAt),
        lte(waterBodyPromotions.validFrom, today),
        gte(waterBodyPromotions.validTo, today),
        waterBodyId ? eq(waterBodyPromotions.waterBodyId, waterBodyId) : undefined,
        period ? eq(waterBodyPromotions.period, period) : undefined,
      ),
    );
}

/** An active water body. */
export async function activeWaterBody(runner: Runner, id: string): Promise<WaterBodyRow | undefined> {
  const [row] = await runner
    .select()
    .from(waterBodies)
    .where(and(eq(waterBodies.id, id), eq(waterBodies.state, ACTIVE)))
    .limit(1);
  return row;
}

/** An offer not cancelled. */
export async function openOffer(runner: Runner, id: string): Promise<OfferRow | undefined> {
  const [row] = await runner
    .select()
    .from(waterBodyOffers)
    .where(and(eq(waterBodyOffers.id, id), isNull(waterBodyOffers.cancelledAt)))
    .limit(1);
  return row;
}

/** The licence, its water body if active and its species (each null when missing), or undefined. */
export async function licenceForSale(runner: Runner, id: string) {
  const [row] = await run<Record<string, unknown>>(runner, LICENCE_FOR_SALE, [id]);
  if (!row) return undefined;
  return {
    licence: part<LicenceRow>(row, 'l', 'id'),
    waterBody: part<WaterBodyRow>(row, 'w', 'id'),
    species: part<SpeciesRow>(row, 's', 'code'),
  };
}

export async function waterBodiesByIds(runner: Runner, ids: string[]): Promise<WaterBodyRow[]> {
  return runner.select().from(waterBodies).where(inArray(waterBodies.id, ids));
}

// --- proof of holding a permit -----------------------------------------------------------------

/**
 * Gives a proven try's place back, in the window it was taken in ($2, as JavaScript has it: to the
 * millisecond, where PostgreSQL keeps microseconds); a window begun since has its own count.
 */
const GIVE_BACK = statement(
  'anglers.holderProofGiveBack',
  `update rate_limits set count = count - 1
   where key = $1 and window_start >= $2::timestamptz and window_start < $2::timestamptz + interval '1 millisecond'
     and count > 0`,
);

/** One place back in a rate-limit bucket's window that began at `windowStart`. */
export async function giveBackPlace(runner: Runner, key: string, windowStart: Date): Promise<void> {
  await run(runner, GIVE_BACK, [key, windowStart]);
}

// --- spec §8's angler rules (pricing.ts) -------------------------------------------------------

/** What the existing-permit rule compares (pricing.ts decides which of water body and species count). */
export interface PermitOverlap {
  anglerKey: string;
  kind: string;
  validFrom: string;
  validUntil: string;
  /** Only on this water body; null: anywhere. */
  waterBodyId: string | null;
  /** Only for this species; null: any. */
  speciesCode: string | null;
  /** The permit states that count as valid. */
  validStates: readonly string[];
  today: string;
}

/**
 * The angler's first issued permit (by its first day) in a valid state, of the same kind, not
 * ended before `today`, whose days overlap the new one's, on the water body and for the species
 * when given.
 */
export async function overlappingPermit(db: Runner, q: PermitOverlap) {
  const conditions = [
    eq(anglerPermits.anglerKey, q.anglerKey),
    eq(anglerPermits.kind, q.kind),
    inArray(permits.state, [...q.validStates]),
    gte(anglerPermits.validUntil, q.today),
    lte(anglerPermits.validFrom, q.validUntil),
    gte(anglerPermits.validUntil, q.validFrom),
  ];
  if (q.waterBodyId !== null) conditions.push(eq(anglerPermits.waterBodyId, q.waterBodyId));
  if (q.speciesCode !== null) conditions.push(eq(fishingLicences.speciesCode, q.speciesCode));
  const [found] = await db
    .select({
      number: permits.number,
      validFrom: anglerPermits.validFrom,
      validUntil: anglerPermits.validUntil,
      waterBody: waterBodies.name,
    })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .leftJoin(waterBodies, eq(waterBodies.id, anglerPermits.waterBodyId))
    .leftJoin(fishingLicences, eq(fishingLicences.id, anglerPermits.licenceId))
    .where(and(...conditions))
    .orderBy(asc(anglerPermits.validFrom))
    .limit(1);
  return found;
}

/**
 * Numbers (at most 50, in order) of the angler's permits that ended before `today`, owe a catch
 * report and have none, except those in `exemptStates`.
 */
export async function unfiledReportNumbers(
  db: Runner,
  anglerKey: string,
  today: string,
  exemptStates: string[],
): Promise<string[]> {
  const rows = await db
    .select({ number: permits.number })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .where(
      and(
        eq(anglerPermits.anglerKey, anglerKey),
        eq(anglerPermits.reportRequired, true),
        isNull(anglerPermits.reportFiledAt),
        lt(anglerPermits.validUntil, today),
        notInArray(permits.state, exemptStates),
      ),
    )
    .orderBy(asc(permits.number))
    .limit(50);
  return rows.map((row) => row.number);
}

// --- issuing a paid purchase (purpose.ts) ------------------------------------------------------

/** The purchase, locked for the rest of the transaction. */
export async function lockPurchase(tx: Tx, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(anglerPurchases).where(eq(anglerPurchases.id, id)).for('update');
  return row;
}

/** Permit number families of the angler kinds (L05.x → 5, L06.x → 6): one serial counter each. */
export const FAMILIES = [...new Set(ANGLER_KINDS.map((kind) => familyNumber(kind)))];

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
     INSERT INTO mail_outbox (to_address, subject, body_text, list_unsubscribe)
     SELECT m->>'toAddress', replace(m->>'subject', ${p.placeholder}, permit.number),
       replace(replace(m->>'bodyText', ${p.placeholder}, permit.number), ${p.codePlaceholder}, ${p.code}),
       m->>'listUnsubscribe'
     FROM permit, (SELECT draft->'mail' AS m FROM issued) AS mail
     WHERE jsonb_typeof(m) = 'object'
   )`;
}

const ISSUED_COLUMNS = `angler_purchases.id, angler_purchases.kind, angler_purchases.angler_key,
  angler_purchases.buyer_code, angler_purchases.water_body_id, angler_purchases.licence_id,
  angler_purchases.valid_from, angler_purchases.valid_until, angler_purchases.total_cents`;

/** The purchase's part of the payment's statement (PaidStatement): `ready`, the purchase awaiting it. */
export const PAID_READY = `ready AS (
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
export function paidWrites(f: number): string {
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

/**
 * The purchase, locked, and the next serial of its family unless it is issued already
 * (READ_FOR_ISSUE); `facts()` gives what it was bought for. Undefined when there is no purchase.
 */
export async function readForIssue(tx: Tx, purchaseId: string, sequences: string[]) {
  const [row] = await run<Record<string, unknown>>(tx, READ_FOR_ISSUE, [purchaseId, sequences]);
  const purchase = row ? part<PurchaseRow>(row, 'p', 'id') : null;
  if (!row || !purchase) return undefined;
  return {
    purchase,
    serial: row.serial,
    facts: () => ({
      waterBody: part<WaterBodyRow>(row, 'w', 'id'),
      licence: part<LicenceRow>(row, 'l', 'id'),
      species: part<SpeciesRow>(row, 's', 'code'),
    }),
  };
}

/** Issues a purchase read for issue (ISSUE); answers how many permits were written (1, or 0). */
export async function issuePurchase(
  tx: Tx,
  v: {
    permitId: string;
    issuedAt: Date;
    purchaseId: string;
    /** The state the purchase was read in. */
    fromState: string;
    draft: unknown;
    number: string;
    receiptNumber: string | null;
    numberPlaceholder: string;
    /** The reservation becomes a sale. */
    sale: boolean;
    codePlaceholder: string;
    code: string;
  },
): Promise<number | undefined> {
  const [result] = await run<{ issued: number }>(tx, ISSUE, [
    v.permitId,
    v.issuedAt,
    v.purchaseId,
    v.fromState,
    JSON.stringify(v.draft),
    v.number,
    v.receiptNumber,
    v.numberPlaceholder,
    v.sale,
    v.codePlaceholder,
    v.code,
  ]);
  return result?.issued;
}

/** A licence sold again to a purchase paid after it was closed; false when none is left. */
export async function takeLicenceAgain(tx: Tx, licenceId: string): Promise<boolean> {
  const taken = await tx
    .update(fishingLicences)
    .set({ sold: sql`${fishingLicences.sold} + 1` })
    .where(
      and(
        eq(fishingLicences.id, licenceId),
        sql`${fishingLicences.sold} + ${fishingLicences.reserved} < ${fishingLicences.total}`,
      ),
    )
    .returning({ id: fishingLicences.id });
  return taken.length > 0;
}

/** A purchase closed without a permit (CANCELLED or EXPIRED). */
export async function closePurchase(
  tx: Tx,
  id: string,
  state: 'CANCELLED' | 'EXPIRED',
  finishedAt: Date,
): Promise<void> {
  await tx.update(anglerPurchases).set({ state, finishedAt }).where(eq(anglerPurchases.id, id));
}

/** A licence's reservation given back to the pool. */
export async function releaseLicence(tx: Tx, licenceId: string): Promise<void> {
  await tx
    .update(fishingLicences)
    .set({ reserved: sql`${fishingLicences.reserved} - 1` })
    .where(and(eq(fishingLicences.id, licenceId), gt(fishingLicences.reserved, 0)));
}

/** What the return page needs of a purchase. */
export async function returnPathRow(
  db: Runner,
  id: string,
): Promise<Pick<PurchaseRow, 'id' | 'kind' | 'state'> | undefined> {
  const [row] = await run<Pick<PurchaseRow, 'id' | 'kind' | 'state'>>(db, RETURN_PATH, [id]);
  return row;
}

// --- purchases (service.ts) --------------------------------------------------------------------

/**
 * A purchase in one statement (one round trip, all or nothing): spec §8's blocking rules (as in
 * pricing.ts: unfiled catch reports, an existing valid permit), the L06 licence held with one
 * conditional UPDATE (never more sold and reserved than the pool has, however many buyers race),
 * the purchase row, its payment and the payment's first event. When a rule blocks or no licence is
 * left nothing is written, and the flags say which; a repeated Idempotency-Key fails on the unique
 * index and nothing is written either.
 *
 * $1–$19 the purchase; $20 today, $21 valid permit states, $22 states that owe no report, $23 the
 * water body and $24 the species the existing-permit rule compares (null: any); $25 the permit's
 * draft (purpose.ts); $26 the limited-fishing offer it is priced under (null: none); $27… the payment.
 */
const CREATE_PURCHASE = statement(
  'anglers.createPurchase',
  `WITH rules AS (
     SELECT NOT EXISTS (
         SELECT 1 FROM angler_permits ap JOIN permits p ON p.id = ap.permit_id
         WHERE ap.angler_key = $5::text AND ap.report_required AND ap.report_filed_at IS NULL
           AND ap.valid_until < $20::date AND p.state <> ALL ($22::text[])
       ) AND NOT EXISTS (
         SELECT 1 FROM angler_permits ap JOIN permits p ON p.id = ap.permit_id
         LEFT JOIN fishing_licences fl ON fl.id = ap.licence_id
         WHERE ap.angler_key = $5::text AND ap.kind = $2::text AND p.state = ANY ($21::text[])
           AND ap.valid_until >= $20::date AND ap.valid_from <= $12::date AND ap.valid_until >= $11::date
           AND ($23::uuid IS NULL OR ap.water_body_id = $23::uuid)
           AND ($24::text IS NULL OR fl.species_code = $24::text)
       ) AS ok
   ), held AS (
     UPDATE fishing_licences SET reserved = reserved + 1
     WHERE id = $9::uuid AND sold + reserved < total AND (SELECT ok FROM rules)
     RETURNING id
   ), purchase AS (
     INSERT INTO angler_purchases (id, kind, state, secret_hash, buyer_code, angler_key, angler, water_body_id,
       offer_id, licence_id, period, valid_from, valid_until, price_cents, fee_cents, total_cents, payment_method,
       idempotency_key, lang, expires_at, permit_draft, promotion_id)
     SELECT $1::uuid, $2::text, 'AWAITING_PAYMENT', $3::text, $4::text, $5::text, $6::jsonb, $7::uuid, $8::uuid,
       $9::uuid, $10::text, $11::date, $12::date, $13::int, $14::int, $15::int, $16::text, $17::text, $18::text,
       $19::timestamptz, $25::jsonb, $26::uuid
     WHERE (SELECT ok FROM rules) AND ($9::uuid IS NULL OR EXISTS (SELECT 1 FROM held))
     RETURNING id
   ), ${paymentCreationCtes('purchase', 'purchase.id', 27)}
   SELECT (SELECT ok FROM rules) AS "rulesOk", (SELECT id FROM payment) AS "id"`,
);

/** A purchase to write with CREATE_PURCHASE, and what its rules compare. */
export interface NewPurchase {
  id: string;
  kind: string;
  secretHash: string;
  buyerCode: string | null;
  anglerKey: string;
  /** The angler's data (stored as jsonb). */
  angler: unknown;
  waterBodyId: string | null;
  offerId: string | null;
  /** The limited-fishing offer (akcija) the price was taken from, if any. */
  promotionId: string | null;
  licenceId: string | null;
  period: string;
  validFrom: string;
  validUntil: string;
  priceCents: number;
  feeCents: number;
  totalCents: number;
  paymentMethod: string;
  idempotencyKey: string | null;
  lang: string;
  expiresAt: Date;
  today: string;
  validStates: readonly string[];
  reportExemptStates: string[];
  /** The water body and species the existing-permit rule compares (null: any). */
  ruleWaterBodyId: string | null;
  ruleSpeciesCode: string | null;
  /** The permit's draft (purpose.ts; stored as jsonb). */
  draft: unknown;
  /** The payment's values (OpenedPayment.values), in order. */
  paymentValues: unknown[];
}

/**
 * Writes a purchase, its licence hold and its payment in one statement (CREATE_PURCHASE):
 * `rulesOk` false when a rule blocked it, `id` (the payment's) null when nothing was written.
 */
export async function createPurchase(
  db: Runner,
  p: NewPurchase,
): Promise<{ rulesOk: boolean; id: string | null } | undefined> {
  const [row] = await run<{ rulesOk: boolean; id: string | null }>(db, CREATE_PURCHASE, [
    p.id,
    p.kind,
    p.secretHash,
    p.buyerCode,
    p.anglerKey,
    JSON.stringify(p.angler),
    p.waterBodyId,
    p.offerId,
    p.licenceId,
    p.period,
    p.validFrom,
    p.validUntil,
    p.priceCents,
    p.feeCents,
    p.totalCents,
    p.paymentMethod,
    p.idempotencyKey,
    p.lang,
    p.expiresAt,
    p.today,
    p.validStates,
    p.reportExemptStates,
    p.ruleWaterBodyId,
    p.ruleSpeciesCode,
    JSON.stringify(p.draft),
    p.promotionId,
    ...p.paymentValues,
  ]);
  return row;
}

export async function purchaseById(db: Runner, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(anglerPurchases).where(eq(anglerPurchases.id, id)).limit(1);
  return row;
}

export async function purchaseByIdempotencyKey(db: Runner, key: string): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(anglerPurchases)
    .where(eq(anglerPurchases.idempotencyKey, key))
    .limit(1);
  return row;
}

/** A water body's id and name, whatever its state (what a purchase was bought for). */
export async function waterBodyName(
  runner: Runner,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await runner
    .select({ id: waterBodies.id, name: waterBodies.name })
    .from(waterBodies)
    .where(eq(waterBodies.id, id));
  return row;
}

/** The species of a licence. */
export async function speciesOfLicence(runner: Runner, licenceId: string): Promise<SpeciesRow | undefined> {
  const [row] = await runner
    .select({ species: fishSpecies })
    .from(fishingLicences)
    .innerJoin(fishSpecies, eq(fishSpecies.code, fishingLicences.speciesCode))
    .where(eq(fishingLicences.id, licenceId));
  return row?.species;
}

export async function permitById(db: Runner, id: string): Promise<PermitRow | undefined> {
  const [row] = await db.select().from(permits).where(eq(permits.id, id)).limit(1);
  return row;
}

/** The permit of a kind with this number, and its angler_permits row when it has one. */
export async function permitWithCard(db: Runner, number: string, kind: string) {
  const [row] = await db
    .select({ permit: permits, card: anglerPermits })
    .from(permits)
    .leftJoin(anglerPermits, eq(anglerPermits.permitId, permits.id))
    .where(and(eq(permits.number, number), eq(permits.kind, kind)))
    .limit(1);
  return row;
}

/** Permits issued to the person or bought by them (the newest 500 first). */
export async function ticketPermitsOf(db: Runner, userCode: string): Promise<PermitRow[]> {
  const rows = await db
    .select({ permit: permits })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .where(or(eq(anglerPermits.anglerKey, userCode), eq(anglerPermits.buyerCode, userCode)))
    .orderBy(desc(permits.issuedAt), desc(permits.number))
    .limit(500);
  return rows.map((row) => row.permit);
}
