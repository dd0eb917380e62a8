/**
 * The payments module's SQL (service.ts keeps the rules): raw SQL in named prepared statements on
 * the hot path (db/statements.ts), Drizzle for the rest. A seller that creates what is paid for in
 * its own statement composes `paymentCreationCtes` into it; a purpose may add its part to the PAID
 * statement (`PaidStatement`, types.ts).
 */
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { columnsOf, type Runner, run, type Statement, statement } from '../../db/index.ts';
import { paymentEvents, payments } from '../../db/schema-anglers.ts';
import type { PaidStatement, PaymentRow } from './types.ts';

const PAYMENT = columnsOf(payments);

/**
 * The CTEs that create a payment and record its creation, for a seller that creates what is paid
 * for in the same statement (one round trip, all or nothing): `payment` (the new row, shaped as
 * PaymentRow) and `payment_created` (the creation and, for a payment registered with its provider
 * already, the registration). `from` names a CTE of the statement with at most one row and
 * `subject` an expression over it naming what is paid for; no row there, no payment. Parameters
 * `$first`… are `OpenedPayment.values`, in order.
 */
export function paymentCreationCtes(from: string, subject: string, first: number): string {
  const p = (i: number) => `$${first + i}`;
  return `payment AS (
      INSERT INTO payments (id, purpose, subject_id, provider, provider_ref, amount_cents, method, state)
      SELECT ${p(0)}::uuid, ${p(1)}::text, ${subject}, ${p(2)}::text, ${p(3)}::text, ${p(4)}::int, ${p(5)}::text, 'CREATED'
      FROM ${from}
      RETURNING ${PAYMENT}
    ), payment_created AS (
      INSERT INTO payment_events (payment_id, source, provider_status, payload)
      SELECT "id", 'create', 'CREATED', ${p(6)}::jsonb FROM payment
      UNION ALL
      SELECT "id", 'create', 'PENDING', ${p(7)}::jsonb FROM payment WHERE ${p(7)}::jsonb IS NOT NULL
    )`;
}

/** The number of values `paymentCreationCtes` takes. */
const CREATION_VALUES = 8;

const CREATE = statement(
  'payments.create',
  `WITH subject AS (SELECT $${CREATION_VALUES + 1}::uuid AS id), ${paymentCreationCtes('subject', 'subject.id', 1)}
   SELECT * FROM payment`,
);

const BY_ID = statement('payments.byId', `SELECT ${PAYMENT} FROM payments WHERE id = $1`);

const RECORD = statement(
  'payments.record',
  `INSERT INTO payment_events (payment_id, source, provider_status, payload) VALUES ($1, $2, $3, $4::jsonb)`,
);

/** The provider's reference, stored once (the first start wins), with the event that says so. */
const STORE_REF = statement(
  'payments.storeRef',
  `WITH stored AS (
     UPDATE payments SET provider_ref = $2, updated_at = now() WHERE id = $1 AND provider_ref = $3 RETURNING id
   ), stored_event AS (
     INSERT INTO payment_events (payment_id, source, provider_status, payload)
     SELECT id, 'create', 'PENDING', $4::jsonb FROM stored
   )
   SELECT count(*)::int AS "stored" FROM stored`,
);

/** A callback's payment, found by the provider's reference, and the callback recorded against it. */
const CALLBACK = statement(
  'payments.callback',
  `WITH found AS (
     SELECT ${PAYMENT} FROM payments WHERE provider = $1 AND provider_ref = $2
   ), callback_event AS (
     INSERT INTO payment_events (payment_id, source, provider_status, payload)
     SELECT "id", 'callback', $3, $4::jsonb FROM found
   )
   SELECT * FROM found`,
);

/** The payment locked ($1), in PaymentRow's shape whatever its state: racing finalisers queue here. */
const LOCKED = `locked AS (SELECT ${PAYMENT} FROM payments WHERE id = $1 FOR UPDATE)`;

/** The row as the statement left it, and whether the statement changed it. */
const RESULT = (changedIn: string) => `SELECT true AS "changed", ${changedIn}.* FROM ${changedIn}
   UNION ALL SELECT false, locked.* FROM locked WHERE NOT EXISTS (SELECT 1 FROM ${changedIn})`;

/** How the statement that marks a payment paid finds it: by our id, or by the provider's reference. */
export type Locate = 'id' | 'ref';

/** Parameters of the PAID statement after its locator ($1, or $1–$2 by reference). */
const PAID_PARAMETERS = 7;

/**
 * The statement that marks a payment paid: `locked`, then CREATED → PAID when the amount paid is the
 * price (and, with a purpose's part, when its `ready` allows), with the receipt number from the
 * year's sequence — taken only when the row changes, after it is locked, so a loser of a race takes
 * none — and the provider's word it acts on, recorded whatever happens (not when its status is
 * null). Parameters after the locator: paid at, the receipt number's prefix and its sequence, the
 * event's source, status and payload, the amount paid; then the purpose's.
 */
function paidText(locate: Locate, part: PaidStatement | null): string {
  const k = locate === 'id' ? 2 : 3;
  const p = (i: number) => `$${k + i}`;
  const locked =
    locate === 'id'
      ? LOCKED
      : `locked AS (SELECT ${PAYMENT} FROM payments WHERE provider = $1 AND provider_ref = $2 FOR UPDATE)`;
  return `WITH ${locked}, ${part ? `${part.ready}, ` : ''}paid AS (
     UPDATE payments SET state = 'PAID', paid_at = ${p(0)}, updated_at = now(),
       receipt_number = (SELECT ${p(1)}::text || lpad(n, greatest(6, length(n)), '0')
                         FROM (SELECT nextval(${p(2)}::regclass)::text AS n) AS serial)
     FROM locked
     WHERE payments.id = locked.id AND locked.state = 'CREATED' AND locked."amountCents" = ${p(6)}::int
       ${part ? 'AND EXISTS (SELECT 1 FROM ready)' : ''}
     RETURNING ${columnsOf(payments, 'payments')}
   ), answer AS (
     INSERT INTO payment_events (payment_id, source, provider_status, payload)
     SELECT locked.id, ${p(3)}, ${p(4)}, ${p(5)}::jsonb FROM locked WHERE ${p(4)}::text IS NOT NULL
   )${part ? `, ${part.writes}` : ''}
   ${RESULT('paid')}`;
}

const paidStatements = new Map<string, { part: PaidStatement | null; statement: Statement }>();

/** The PAID statement, alone (in the finalising transaction) or with a purpose's part. */
function paidStatement(locate: Locate, purpose: string | null, part: PaidStatement | null): Statement {
  const name = `payments.paid.${locate}${part ? `+${purpose}` : ''}`;
  const known = paidStatements.get(name);
  if (known && known.part?.ready === part?.ready && known.part?.writes === part?.writes) {
    return known.statement;
  }
  const made = statement(name, paidText(locate, part));
  paidStatements.set(name, { part, statement: made });
  return made;
}

/** The first parameter of a purpose's part. */
export const purposeFirst = (locate: Locate) => (locate === 'id' ? 2 : 3) + PAID_PARAMETERS;

/**
 * CREATED → $2 (CANCELLED, EXPIRED, FAILED), with the answer it acts on ($3–$5; none when $4 is
 * null) and, for a wrong amount, the problem recorded when it changes the payment ($6).
 */
const CLOSE = statement(
  'payments.close',
  `WITH ${LOCKED}, closed AS (
     UPDATE payments SET state = $2, updated_at = now()
     FROM locked WHERE payments.id = locked.id AND locked.state = 'CREATED'
     RETURNING ${columnsOf(payments, 'payments')}
   ), answer AS (
     INSERT INTO payment_events (payment_id, source, provider_status, payload)
     SELECT $1, $3, $4, $5::jsonb WHERE $4::text IS NOT NULL
   ), problem AS (
     INSERT INTO payment_events (payment_id, source, provider_status, payload)
     SELECT "id", $3, 'PAID', $6::jsonb FROM closed WHERE $6::jsonb IS NOT NULL
   )
   ${RESULT('closed')}`,
);

export type Finalised = PaymentRow & { changed: boolean };

export function withoutFlag({ changed: _, ...row }: Finalised): PaymentRow {
  return row;
}

/** Creates a payment for `subjectId`; `values` are `OpenedPayment.values`, in order. */
export async function insertPayment(
  tx: Runner,
  values: readonly unknown[],
  subjectId: string,
): Promise<PaymentRow> {
  const [row] = await run<PaymentRow>(tx, CREATE, [...values, subjectId]);
  return row!;
}

/** A payment by its provider's reference (a bank transfer's entry key). */
export async function paymentByRef(
  db: Runner,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row;
}

export async function paymentById(db: Runner, id: string): Promise<PaymentRow | undefined> {
  const [row] = await run<PaymentRow>(db, BY_ID, [id]);
  return row;
}

export async function recordPaymentEvent(
  db: Runner,
  paymentId: string,
  source: string,
  providerStatus: string,
  payloadJson: string | null,
): Promise<void> {
  await run(db, RECORD, [paymentId, source, providerStatus, payloadJson]);
}

/** Stores the provider's reference if the row still has `expected`; false when another start won. */
export async function storeProviderRef(
  db: Runner,
  paymentId: string,
  providerRef: string,
  expected: string,
  payloadJson: string,
): Promise<boolean> {
  const [{ stored } = { stored: 0 }] = await run<{ stored: number }>(db, STORE_REF, [
    paymentId,
    providerRef,
    expected,
    payloadJson,
  ]);
  return stored > 0;
}

/** The payment a callback names, with the callback recorded against it. */
export async function callbackPayment(
  db: Runner,
  provider: string,
  providerRef: string,
  status: string,
  payloadJson: string,
): Promise<PaymentRow | undefined> {
  const [row] = await run<PaymentRow>(db, CALLBACK, [provider, providerRef, status, payloadJson]);
  return row;
}

/**
 * CREATED -> PAID (see `paidText`), alone or with a purpose's part: `locator` is the payment's id
 * (`id`) or its provider and reference (`ref`), `values` the statement's parameters after it, then
 * the part's own.
 */
export async function markPaid(
  db: Runner,
  how: { locate: Locate; purpose: string | null; part: PaidStatement | null },
  locator: readonly unknown[],
  values: readonly unknown[],
): Promise<Finalised | undefined> {
  const [row] = await run<Finalised>(db, paidStatement(how.locate, how.purpose, how.part), [
    ...locator,
    ...values,
    ...(how.part?.values ?? []),
  ]);
  return row;
}

/** CREATED -> `state` (see CLOSE), with the answer (`event`: source, status, payload) and a problem. */
export async function closePayment(
  db: Runner,
  paymentId: string,
  state: string,
  event: readonly unknown[],
  problemJson: string | null,
): Promise<Finalised | undefined> {
  const [row] = await run<Finalised>(db, CLOSE, [paymentId, state, ...event, problemJson]);
  return row;
}

export async function latestPaymentFor(db: Runner, subjectId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.subjectId, subjectId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Open payments created before `createdBefore`, least recently looked at first. */
export function openPaymentsToReconcile(
  db: Runner,
  createdBefore: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'CREATED'), lt(payments.createdAt, createdBefore)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Marks an open payment looked at (it goes to the end of the reconciliation's queue). */
export async function touchOpenPayment(db: Runner, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.state, 'CREATED')));
}

/** The payload of the payment's first registration with its provider (it carries the pay page). */
export async function firstRegistrationPayload(db: Runner, paymentId: string): Promise<unknown> {
  const events = await db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.source, 'create'),
        eq(paymentEvents.providerStatus, 'PENDING'),
      ),
    )
    .orderBy(asc(paymentEvents.id))
    .limit(1);
  return events[0]?.payload;
}
