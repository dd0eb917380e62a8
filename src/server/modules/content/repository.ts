/** The content module's SQL: articles, FAQ, pages, permit descriptions, warnings, files and their audit. */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notLike, or, type SQL, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/index.ts';
import { auditLog, roles } from '../../db/schema.ts';
import {
  aboutPages,
  articles,
  type ContentLocale,
  contactPages,
  faqTags,
  permitDescriptions,
  questions,
  questionTags,
  uploadFiles,
  warnings,
} from '../../db/schema-content.ts';
import type { ArticleFilter } from './schemas.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type PermitDescriptionRow = typeof permitDescriptions.$inferSelect;
export type WarningRow = typeof warnings.$inferSelect;
export type FileRow = typeof uploadFiles.$inferSelect;
export type PageTable = typeof aboutPages | typeof contactPages;
export { aboutPages, contactPages };

export async function hasRole(db: Runner, code: string, role: string): Promise<boolean> {
  const [row] = await db
    .select({ role: roles.role })
    .from(roles)
    .where(and(eq(roles.code, code), eq(roles.role, role)))
    .limit(1);
  return row !== undefined;
}

export async function audit(tx: Tx, entry: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

// --- articles ----------------------------------------------------------------------------------

function articleWhere(filter: Omit<ArticleFilter, '_locale'>, locale: ContentLocale): SQL | undefined {
  return and(
    eq(articles.locale, locale),
    eq(articles.published, true),
    filter.slug !== undefined ? eq(articles.slug, filter.slug) : undefined,
    filter.showInPermitsList !== undefined
      ? eq(articles.showInPermitsList, filter.showInPermitsList)
      : undefined,
  );
}

/** Whether any published article of `locale` matches the filter. */
export async function anyArticle(db: Runner, filter: ArticleFilter, locale: ContentLocale): Promise<boolean> {
  const [hit] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(articleWhere(filter, locale))
    .limit(1);
  return hit !== undefined;
}

export function articlePage(
  db: Runner,
  filter: ArticleFilter,
  locale: ContentLocale,
  sort: { field: 'createdAt' | 'updatedAt' | 'title' | 'id'; direction: string },
  start: number,
  limit: number,
): Promise<ArticleRow[]> {
  const column = {
    createdAt: articles.createdAt,
    updatedAt: articles.updatedAt,
    title: articles.title,
    id: articles.id,
  }[sort.field];
  const order = sort.direction === 'desc' ? desc : asc;
  return db
    .select()
    .from(articles)
    .where(articleWhere(filter, locale))
    .orderBy(order(column), order(articles.id))
    .offset(start)
    .limit(limit);
}

export async function articleCount(
  db: Runner,
  filter: ArticleFilter,
  locale: ContentLocale,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(articleWhere(filter, locale));
  return row?.n ?? 0;
}

export async function publishedArticle(db: Runner, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.published, true)))
    .limit(1);
  return row;
}

/** Every article of a language (or of both), drafts included, newest first. */
export function adminArticlePage(
  db: Runner,
  locale: ContentLocale | undefined,
  start: number,
  limit: number,
): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(locale ? eq(articles.locale, locale) : undefined)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .offset(start)
    .limit(limit);
}

export async function insertArticle(tx: Tx, values: typeof articles.$inferInsert): Promise<ArticleRow> {
  const [row] = await tx.insert(articles).values(values).returning();
  return row!;
}

export async function updateArticle(
  tx: Tx,
  id: number,
  changes: Partial<typeof articles.$inferInsert>,
): Promise<ArticleRow | undefined> {
  const [row] = await tx.update(articles).set(changes).where(eq(articles.id, id)).returning();
  return row;
}

export async function deleteArticle(tx: Tx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
  return row;
}

// --- FAQ ---------------------------------------------------------------------------------------

export function questionsOf(db: Runner, locale: ContentLocale) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.locale, locale))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** The tags of these questions, in the tags' order. */
export function questionTagLinks(db: Runner, questionIds: number[]) {
  return db
    .select({ questionId: questionTags.questionId, id: faqTags.id, uid: faqTags.uid, name: faqTags.name })
    .from(questionTags)
    .innerJoin(faqTags, eq(faqTags.id, questionTags.tagId))
    .where(inArray(questionTags.questionId, questionIds))
    .orderBy(asc(faqTags.position), asc(faqTags.id));
}

export function faqTagsOf(db: Runner, locale: ContentLocale) {
  return db
    .select({ id: faqTags.id, uid: faqTags.uid, name: faqTags.name, locale: faqTags.locale })
    .from(faqTags)
    .where(eq(faqTags.locale, locale))
    .orderBy(asc(faqTags.position), asc(faqTags.id));
}

/** Ids of the tags of `locale` with these uids (each once). */
export async function tagIdsOf(tx: Tx, locale: ContentLocale, uids: string[]): Promise<number[]> {
  const found = await tx
    .select({ id: faqTags.id })
    .from(faqTags)
    .where(and(eq(faqTags.locale, locale), inArray(faqTags.uid, uids)));
  return found.map((t) => t.id);
}

export async function insertFaqTag(tx: Tx, values: typeof faqTags.$inferInsert) {
  const [row] = await tx.insert(faqTags).values(values).returning();
  return row!;
}

/** Updates the tag; a tag that changed language leaves the questions of the other language. */
export async function updateFaqTag(tx: Tx, id: number, values: Partial<typeof faqTags.$inferInsert>) {
  const [row] = await tx.update(faqTags).set(values).where(eq(faqTags.id, id)).returning();
  if (!row) return undefined;
  await tx
    .delete(questionTags)
    .where(
      and(
        eq(questionTags.tagId, id),
        inArray(
          questionTags.questionId,
          tx.select({ id: questions.id }).from(questions).where(sql`${questions.locale} <> ${row.locale}`),
        ),
      ),
    );
  return row;
}

export async function deleteFaqTag(tx: Tx, id: number) {
  const [row] = await tx.delete(faqTags).where(eq(faqTags.id, id)).returning();
  return row;
}

export async function insertQuestion(tx: Tx, values: typeof questions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(questions).values(values).returning({ id: questions.id });
  return row!.id;
}

/** Updates the question; false when there is none. */
export async function updateQuestion(
  tx: Tx,
  id: number,
  values: Partial<typeof questions.$inferInsert>,
): Promise<boolean> {
  const [row] = await tx
    .update(questions)
    .set(values)
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  return row !== undefined;
}

export async function deleteQuestionTags(tx: Tx, questionId: number): Promise<void> {
  await tx.delete(questionTags).where(eq(questionTags.questionId, questionId));
}

export async function insertQuestionTags(tx: Tx, questionId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length > 0) await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId, tagId })));
}

export async function deleteQuestion(tx: Tx, id: number) {
  const [row] = await tx.delete(questions).where(eq(questions.id, id)).returning();
  return row;
}

// --- single pages ------------------------------------------------------------------------------

export function pageRows(db: Runner, table: PageTable, locales: ContentLocale[]) {
  return db.select().from(table).where(inArray(table.locale, locales));
}

export async function upsertPage(
  tx: Tx,
  table: PageTable,
  locale: ContentLocale,
  values: { title: string; content: string; updatedAt: Date },
) {
  const [row] = await tx
    .insert(table)
    .values({ locale, ...values })
    .onConflictDoUpdate({ target: table.locale, set: values })
    .returning();
  return row!;
}

/** Deletes the page of `locale`; whether there was one. */
export async function deletePage(tx: Tx, table: PageTable, locale: ContentLocale): Promise<boolean> {
  const gone = await tx.delete(table).where(eq(table.locale, locale)).returning({ locale: table.locale });
  return gone.length > 0;
}

// --- permit descriptions and warnings ----------------------------------------------------------

export function permitDescriptionsOf(
  db: Runner,
  locales: ContentLocale[],
  permitId: string | undefined,
): Promise<PermitDescriptionRow[]> {
  return db
    .select()
    .from(permitDescriptions)
    .where(
      and(
        inArray(permitDescriptions.locale, locales),
        permitId !== undefined ? eq(permitDescriptions.permitId, permitId) : undefined,
      ),
    );
}

export async function insertPermitDescription(tx: Tx, values: typeof permitDescriptions.$inferInsert) {
  const [row] = await tx.insert(permitDescriptions).values(values).returning();
  return row!;
}

export async function updatePermitDescription(
  tx: Tx,
  id: number,
  values: Partial<typeof permitDescriptions.$inferInsert>,
): Promise<PermitDescriptionRow | undefined> {
  const [row] = await tx
    .update(permitDescriptions)
    .set(values)
    .where(eq(permitDescriptions.id, id))
    .returning();
  return row;
}

export async function deletePermitDescription(tx: Tx, id: number): Promise<PermitDescriptionRow | undefined> {
  const [row] = await tx.delete(permitDescriptions).where(eq(permitDescriptions.id, id)).returning();
  return row;
}

/** Warnings switched on and inside their window [validFrom, validTo) at `at`; general ones first. */
export function activeWarnings(
  db: Runner,
  locale: ContentLocale,
  at: Date,
  permitId: string | undefined,
): Promise<WarningRow[]> {
  return db
    .select()
    .from(warnings)
    .where(
      and(
        eq(warnings.locale, locale),
        eq(warnings.showWarning, true),
        or(isNull(warnings.validFrom), lte(warnings.validFrom, at)),
        or(isNull(warnings.validTo), gt(warnings.validTo, at)),
        permitId !== undefined ? eq(warnings.permitId, permitId) : undefined,
      ),
    )
    .orderBy(sql`${warnings.permitId} asc nulls first`, asc(warnings.id));
}

export async function insertWarning(tx: Tx, values: typeof warnings.$inferInsert): Promise<WarningRow> {
  const [row] = await tx.insert(warnings).values(values).returning();
  return row!;
}

export async function updateWarning(
  tx: Tx,
  id: number,
  values: Partial<typeof warnings.$inferInsert>,
): Promise<WarningRow | undefined> {
  const [row] = await tx.update(warnings).set(values).where(eq(warnings.id, id)).returning();
  return row;
}

export async function deleteWarning(tx: Tx, id: number): Promise<WarningRow | undefined> {
  const [row] = await tx.delete(warnings).where(eq(warnings.id, id)).returning();
  return row;
}

// --- files -------------------------------------------------------------------------------------

export async function fileById(db: Runner, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, id)).limit(1);
  return row;
}

export async function insertFile(tx: Tx, values: typeof uploadFiles.$inferInsert): Promise<FileRow> {
  const [row] = await tx.insert(uploadFiles).values(values).returning();
  return row!;
}

export async function deleteFile(tx: Tx, id: number): Promise<FileRow | undefined> {
  const [row] = await tx.delete(uploadFiles).where(eq(uploadFiles.id, id)).returning();
  return row;
}

/** Files written before the files module (their path is not a `content/` storage key). */
export function filesOutsideStorage(db: Runner): Promise<{ id: number; storagePath: string }[]> {
  return db
    .select({ id: uploadFiles.id, storagePath: uploadFiles.storagePath })
    .from(uploadFiles)
    .where(notLike(uploadFiles.storagePath, 'content/%'));
}

/** Points the file's row at its new key if it still has `from`; false when another node moved it first. */
export async function moveFileKey(db: Runner, id: number, from: string, to: string): Promise<boolean> {
  const [updated] = await db
    .update(uploadFiles)
    .set({ storagePath: to })
    .where(and(eq(uploadFiles.id, id), eq(uploadFiles.storagePath, from)))
    .returning({ id: uploadFiles.id });
  return updated !== undefined;
}
