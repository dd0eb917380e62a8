/** The documents module's SQL. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/index.ts';
import { type ApplicationRow, applications, type DocumentRow, documents } from '../../db/schema-permits.ts';

/** The application's documents, oldest first. */
export function documentsOf(db: Runner, applicationId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** The slot types that have at least one document, in order. */
export async function documentTypesOf(db: Runner, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: documents.type })
    .from(documents)
    .where(eq(documents.applicationId, applicationId))
    .orderBy(asc(documents.type));
  return rows.map((row) => row.type);
}

/** Locks the application's row for the transaction; its state, or undefined when there is none. */
export async function lockApplicationState(tx: Tx, applicationId: string): Promise<string | undefined> {
  const [locked] = await tx
    .select({ state: applications.state })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return locked?.state;
}

export async function documentByClientKey(
  db: Runner,
  applicationId: string,
  clientKey: string,
): Promise<DocumentRow | undefined> {
  const [earlier] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.clientKey, clientKey)));
  return earlier;
}

/** Bytes of the files the application holds. */
export async function storedBytes(db: Runner, applicationId: string): Promise<number> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.applicationId, applicationId));
  return Number(sum?.total ?? 0);
}

export async function insertDocument(
  db: Runner,
  values: typeof documents.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

/** The application's document with this id (of the application's owner). */
export async function documentOf(
  db: Runner,
  application: Pick<ApplicationRow, 'id' | 'ownerCode'>,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.applicationId, application.id),
        eq(documents.ownerCode, application.ownerCode),
      ),
    )
    .limit(1);
  return row;
}

/** Deletes the application's document; its storage key, or undefined when there was none. */
export async function deleteDocument(
  db: Runner,
  application: Pick<ApplicationRow, 'id' | 'ownerCode'>,
  documentId: string,
): Promise<{ storageKey: string | null } | undefined> {
  const [row] = await db
    .delete(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.applicationId, application.id),
        eq(documents.ownerCode, application.ownerCode),
      ),
    )
    .returning({ storageKey: documents.storageKey });
  return row;
}
