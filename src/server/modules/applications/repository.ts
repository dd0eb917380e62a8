/** The applications module's SQL: applications, their history, and what their lists and rules read. */
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { ApplicationSort } from '../../../shared/permits/api-types.ts';
import type { Runner, Tx } from '../../db/index.ts';
import { listFilter } from '../../db/list-filter.ts';
import { profiles } from '../../db/schema.ts';
import {
  type ApplicationRow,
  applicationEvents,
  applications,
  documents,
  messages,
  type PermitRow,
  permits,
} from '../../db/schema-permits.ts';

export interface ListQuery {
  kind?: string | undefined;
  state?: string | undefined;
  sort?: ApplicationSort | undefined;
  page: number;
  pageSize: number;
  q?: string | undefined;
}

/** Whose applications a list shows: a party's, or the back office's (never drafts). */
export type ApplicationScope = { ownerCode: string } | { officer: 'all-but-drafts' | 'queue' };

export type ApplicationChanges = Partial<typeof applications.$inferInsert>;

export function applicationEventsOf(db: Runner, applicationId: string) {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

export async function insertApplicationEvent(
  db: Runner,
  applicationId: string,
  values: Omit<typeof applicationEvents.$inferInsert, 'applicationId'>,
): Promise<void> {
  await db.insert(applicationEvents).values({ applicationId, ...values });
}

/** The slot types that have at least one document. */
export async function documentTypesOf(db: Runner, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: documents.type })
    .from(documents)
    .where(eq(documents.applicationId, applicationId));
  return rows.map((r) => r.type);
}

/** Unread messages of one direction per application. */
export async function unreadCountsOf(
  db: Runner,
  ids: string[],
  direction: 'TO_APPLICANT' | 'TO_INSTITUTION',
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: messages.applicationId, n: count() })
    .from(messages)
    .where(
      and(inArray(messages.applicationId, ids), eq(messages.direction, direction), isNull(messages.readAt)),
    )
    .groupBy(messages.applicationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Permit numbers by permit id. */
export async function permitNumbersOf(db: Runner, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: permits.id, number: permits.number })
    .from(permits)
    .where(inArray(permits.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** One page of a list, by the query's filters and order (`defaultSort` when it names none). */
export async function applicationPage(
  db: Runner,
  scope: ApplicationScope,
  query: ListQuery,
  defaultSort: ApplicationSort | 'submitted-asc',
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where: SQL =
    'ownerCode' in scope
      ? eq(applications.ownerCode, scope.ownerCode)
      : scope.officer === 'all-but-drafts'
        ? sql`${applications.state} <> 'RUOSIAMA'`
        : inArray(applications.state, ['PATEIKTA', 'VERTINAMA', 'PATIKRINTA']);
  const filter = listFilter(where, query, {
    kind: applications.kind,
    state: applications.state,
    searched: [applications.number, applications.ownerName, applications.ownerCode],
  });
  const order = {
    'updated-desc': [desc(applications.updatedAt)],
    'updated-asc': [asc(applications.updatedAt)],
    'number-asc': [asc(applications.number)],
    'number-desc': [desc(applications.number)],
    state: [asc(applications.state), desc(applications.updatedAt)],
    // The back office works oldest first.
    'submitted-asc': [asc(applications.submittedAt), asc(applications.number)],
  }[query.sort ?? defaultSort] ?? [desc(applications.updatedAt)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(filter)
      .orderBy(...order, asc(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(applications).where(filter),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The application, locked for the transaction; undefined when there is none. */
export async function lockApplicationRow(tx: Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

export async function permitById(db: Runner, id: string): Promise<PermitRow | undefined> {
  const [permit] = await db.select().from(permits).where(eq(permits.id, id));
  return permit;
}

/** The party's permit of this kind with this id. */
export async function holderPermit(
  db: Runner,
  id: string,
  kind: string,
  holderCode: string,
): Promise<PermitRow | undefined> {
  const [permit] = await db
    .select()
    .from(permits)
    .where(and(eq(permits.id, id), eq(permits.kind, kind), eq(permits.holderCode, holderCode)));
  return permit;
}

export async function updateApplication(
  db: Runner,
  id: string,
  changes: ApplicationChanges,
): Promise<ApplicationRow> {
  const [updated] = await db.update(applications).set(changes).where(eq(applications.id, id)).returning();
  return updated!;
}

export async function insertApplication(
  db: Runner,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** The application this user created for this party and kind with this device key, if any. */
export async function applicationByClientKey(
  db: Runner,
  key: { createdBy: string; clientKey: string; ownerCode: string; kind: string },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.createdBy, key.createdBy),
        eq(applications.clientKey, key.clientKey),
        eq(applications.ownerCode, key.ownerCode),
        eq(applications.kind, key.kind),
      ),
    );
  return row;
}

/** The user's profile for the represented party (contact details a new application starts from). */
export async function profileOf(
  db: Runner,
  userCode: string,
  representedCode: string,
): Promise<typeof profiles.$inferSelect | undefined> {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userCode, userCode), eq(profiles.representedCode, representedCode)));
  return profile;
}

export async function saveAutosave(
  db: Runner,
  id: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.update(applications).set({ autosave: data, autosavedAt: at }).where(eq(applications.id, id));
}
