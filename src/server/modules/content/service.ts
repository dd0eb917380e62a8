/**
 * The content service (spec §3 "Content", §7 "Content service (GET)"): what the portal reads its
 * news, FAQ, about and contacts pages, permit descriptions and warnings from, and the
 * administrators' edits of them. Every edit is written to the audit log in the same transaction.
 *
 * Locale fallback (spec §7: "If the localized result is empty, the request repeats without
 * locale"): done here, once, instead of a second round trip from every browser. An English request
 * whose whole result would be empty gets the Lithuanian (default) content instead; for permit
 * descriptions the fallback is per kind, so one untranslated kind does not hide the others. Each
 * item carries its `locale`, so the page can mark Lithuanian text with `lang="lt"`.
 */
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { type Db, transaction, uniqueViolation } from '../../db/index.ts';
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
import {
  bufferSource,
  cleanFileName,
  type FileType,
  nameForType,
  sniffFile,
  type Uploads,
} from '../../files/index.ts';
import { assertStorageKey, newStorageKey, StoredFileMissingError } from '../../storage/file-storage.ts';
import {
  type ArticleFilter,
  type ArticleInput,
  type ArticleListQuery,
  DEFAULT_LOCALE,
  type FaqTagInput,
  type PageInput,
  type PermitInput,
  type PermitQuery,
  type QuestionInput,
  SLUG,
  toDisplayedPermitId,
  type WarningInput,
  type WarningQuery,
} from './schemas.ts';

export const ADMIN_ROLE = 'ROLE_ADMIN';

/** A refused edit that names the field to fix (a 400 with a field error in the caller's language). */
export class ContentFieldError extends Error {
  constructor(
    readonly field: string,
    readonly messageId: MessageId,
  ) {
    super(messageId);
  }
}

/** Who changes content, for the audit log. */
export interface Actor {
  code: string;
  requestId: string;
}

type ArticleRow = typeof articles.$inferSelect;
type PermitRow = typeof permitDescriptions.$inferSelect;
type WarningRow = typeof warnings.$inferSelect;
type FileRow = typeof uploadFiles.$inferSelect;

export function articleDto(row: ArticleRow) {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    showInPermitsList: row.showInPermitsList,
  };
}

function permitDto(row: PermitRow) {
  return {
    id: row.id,
    permitId: toDisplayedPermitId(row.permitId),
    locale: row.locale,
    title: row.title,
    description: row.description,
    price: row.price,
    whoNeedsIt: row.whoNeedsIt,
    howToApply: row.howToApply,
    documents: row.documents,
    legalBasis: row.legalBasis,
    updatedAt: row.updatedAt,
  };
}

function warningDto(row: WarningRow) {
  return {
    id: row.id,
    locale: row.locale,
    warningTitle: row.warningTitle,
    content: row.content,
    showWarning: row.showWarning,
    permitId: row.permitId === null ? null : toDisplayedPermitId(row.permitId),
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

/** A URL-safe address from a title: Lithuanian letters lose their marks (ž → z), the rest becomes `-`. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = base.length > 100 ? base.slice(0, 100).replace(/-[^-]*$/, '') : base;
  return SLUG.test(cut) ? cut : 'naujiena';
}

/** What administrators may upload (spec §3 Content "upload files"): the bytes decide, never the name. */
const UPLOAD_TYPES: readonly FileType[] = ['pdf', 'png', 'jpeg'];

export interface ContentServiceDeps {
  db: Db;
  /** Where uploaded bytes live (FileStorage, scanned on the way when a scanner is configured). */
  uploads: Uploads;
  now?: () => Date;
}

export function createContentService(deps: ContentServiceDeps) {
  const { db, uploads } = deps;
  const now = deps.now ?? (() => new Date());

  /** The requested language when it has anything for `probe`, else the default (see the file comment). */
  async function effectiveLocale(
    requested: ContentLocale,
    probe: (locale: ContentLocale) => Promise<boolean>,
  ): Promise<ContentLocale> {
    if (requested === DEFAULT_LOCALE || (await probe(requested))) return requested;
    return DEFAULT_LOCALE;
  }

  async function withFallback<T>(
    requested: ContentLocale,
    load: (locale: ContentLocale) => Promise<T[]>,
  ): Promise<T[]> {
    const rows = await load(requested);
    return rows.length > 0 || requested === DEFAULT_LOCALE ? rows : load(DEFAULT_LOCALE);
  }

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

  async function articleLocale(filter: ArticleFilter): Promise<ContentLocale> {
    return effectiveLocale(filter._locale, async (locale) => {
      const [hit] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(articleWhere(filter, locale))
        .limit(1);
      return hit !== undefined;
    });
  }

  async function questionsIn(locale: ContentLocale) {
    const rows = await db
      .select()
      .from(questions)
      .where(eq(questions.locale, locale))
      .orderBy(asc(questions.position), asc(questions.id));
    if (rows.length === 0) return [];
    const links = await db
      .select({ questionId: questionTags.questionId, id: faqTags.id, uid: faqTags.uid, name: faqTags.name })
      .from(questionTags)
      .innerJoin(faqTags, eq(faqTags.id, questionTags.tagId))
      .where(
        inArray(
          questionTags.questionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(faqTags.position), asc(faqTags.id));
    return rows.map((row) => ({
      id: row.id,
      locale: row.locale,
      question: row.question,
      answer: row.answer,
      faq_tags: links.filter((l) => l.questionId === row.id).map(({ id, uid, name }) => ({ id, uid, name })),
    }));
  }

  async function singlePage(table: typeof aboutPages | typeof contactPages, requested: ContentLocale) {
    const rows = await db
      .select()
      .from(table)
      .where(inArray(table.locale, [requested, DEFAULT_LOCALE]));
    const row = rows.find((r) => r.locale === requested) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
    return row
      ? { locale: row.locale, title: row.title, content: row.content, updatedAt: row.updatedAt }
      : null;
  }

  async function audit(
    tx: Pick<Db, 'insert'>,
    actor: Actor,
    action: string,
    subject: string,
    details: Record<string, unknown>,
  ) {
    await tx
      .insert(auditLog)
      .values({ actorCode: actor.code, action, subject, details, requestId: actor.requestId });
  }

  /** Runs an edit, turning a unique-constraint clash into a field error. */
  async function guarded<T>(clashes: Record<string, ContentFieldError>, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null && clashes[constraint]) throw clashes[constraint];
      throw error;
    }
  }

  const slugTaken = { content_articles_slug_locale_uq: new ContentFieldError('slug', 'content.slugTaken') };
  const uidTaken = { content_faq_tags_uid_locale_uq: new ContentFieldError('uid', 'content.uidTaken') };
  const permitExists = {
    content_permit_descriptions_permit_locale_uq: new ContentFieldError('permitId', 'content.permitExists'),
  };

  async function tagIdsFor(tx: Pick<Db, 'select'>, locale: ContentLocale, uids: string[]): Promise<number[]> {
    const wanted = [...new Set(uids)];
    if (wanted.length === 0) return [];
    const found = await tx
      .select({ id: faqTags.id })
      .from(faqTags)
      .where(and(eq(faqTags.locale, locale), inArray(faqTags.uid, wanted)));
    if (found.length !== wanted.length) throw new ContentFieldError('tags', 'content.tagUnknown');
    return found.map((t) => t.id);
  }

  async function pageUpsert(
    table: typeof aboutPages | typeof contactPages,
    name: 'about' | 'contacts',
    locale: ContentLocale,
    input: PageInput,
    actor: Actor,
  ) {
    return transaction(db, async (tx) => {
      const values = { title: input.title, content: input.content, updatedAt: now() };
      const [row] = await tx
        .insert(table)
        .values({ locale, ...values })
        .onConflictDoUpdate({ target: table.locale, set: values })
        .returning();
      await audit(tx, actor, `content.${name}.update`, `${name}:${locale}`, { title: input.title });
      return { locale: row!.locale, title: row!.title, content: row!.content, updatedAt: row!.updatedAt };
    });
  }

  async function pageDelete(
    table: typeof aboutPages | typeof contactPages,
    name: 'about' | 'contacts',
    locale: ContentLocale,
    actor: Actor,
  ): Promise<boolean> {
    return transaction(db, async (tx) => {
      const gone = await tx.delete(table).where(eq(table.locale, locale)).returning({ locale: table.locale });
      if (gone.length > 0) await audit(tx, actor, `content.${name}.delete`, `${name}:${locale}`, {});
      return gone.length > 0;
    });
  }

  /** The row's storage key, or null for a path this module never made (defence in depth). */
  function storageKey(row: FileRow): string | null {
    try {
      assertStorageKey(row.storagePath);
      return row.storagePath;
    } catch {
      return null;
    }
  }

  return {
    async isAdmin(userCode: string): Promise<boolean> {
      const [row] = await db
        .select({ role: roles.role })
        .from(roles)
        .where(and(eq(roles.code, userCode), eq(roles.role, ADMIN_ROLE)))
        .limit(1);
      return row !== undefined;
    },

    // --- public reading ------------------------------------------------------------------------

    questions(locale: ContentLocale) {
      return withFallback(locale, questionsIn);
    },

    /** Tags without their questions (spec §7). */
    faqTags(locale: ContentLocale) {
      return withFallback(locale, (l) =>
        db
          .select({ id: faqTags.id, uid: faqTags.uid, name: faqTags.name, locale: faqTags.locale })
          .from(faqTags)
          .where(eq(faqTags.locale, l))
          .orderBy(asc(faqTags.position), asc(faqTags.id)),
      );
    },

    /** Published articles, newest first by default; the fallback looks at the whole filtered set, not the page. */
    async articles(query: ArticleListQuery) {
      const locale = await articleLocale(query);
      const column = {
        createdAt: articles.createdAt,
        updatedAt: articles.updatedAt,
        title: articles.title,
        id: articles.id,
      }[query._sort.field];
      const order = query._sort.direction === 'desc' ? desc : asc;
      const rows = await db
        .select()
        .from(articles)
        .where(articleWhere(query, locale))
        .orderBy(order(column), order(articles.id))
        .offset(query._start)
        .limit(query._limit);
      return rows.map(articleDto);
    },

    async countArticles(filter: ArticleFilter): Promise<number> {
      const locale = await articleLocale(filter);
      const [row] = await db.select({ n: count() }).from(articles).where(articleWhere(filter, locale));
      return row?.n ?? 0;
    },

    async article(id: number) {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.published, true)))
        .limit(1);
      return row ? articleDto(row) : null;
    },

    about: (locale: ContentLocale) => singlePage(aboutPages, locale),
    contacts: (locale: ContentLocale) => singlePage(contactPages, locale),

    /** One description per kind: the requested language where it exists, else Lithuanian. */
    async permits(query: PermitQuery) {
      const rows = await db
        .select()
        .from(permitDescriptions)
        .where(
          and(
            inArray(permitDescriptions.locale, [query._locale, DEFAULT_LOCALE]),
            query.permitId !== undefined ? eq(permitDescriptions.permitId, query.permitId) : undefined,
          ),
        );
      const chosen = new Map<string, PermitRow>();
      for (const row of rows) {
        const current = chosen.get(row.permitId);
        if (!current || row.locale === query._locale) chosen.set(row.permitId, row);
      }
      const sorted = [...chosen.values()].sort((a, b) =>
        a.permitId < b.permitId ? -1 : a.permitId > b.permitId ? 1 : 0,
      );
      if (query._sort.direction === 'desc') sorted.reverse();
      return sorted.map(permitDto);
    },

    /** Warnings switched on and inside their window [validFrom, validTo); general ones first. */
    warnings(query: WarningQuery) {
      const at = now();
      return withFallback(query._locale, async (locale) => {
        const rows = await db
          .select()
          .from(warnings)
          .where(
            and(
              eq(warnings.locale, locale),
              eq(warnings.showWarning, true),
              or(isNull(warnings.validFrom), lte(warnings.validFrom, at)),
              or(isNull(warnings.validTo), gt(warnings.validTo, at)),
              query.permitId !== undefined ? eq(warnings.permitId, query.permitId) : undefined,
            ),
          )
          .orderBy(sql`${warnings.permitId} asc nulls first`, asc(warnings.id));
        return rows.map(warningDto);
      });
    },

    /** A stored file and where its bytes are, or null when either is missing. */
    /** The file's row and bytes; null when there is no such file or its bytes are lost. */
    async file(id: number): Promise<{ row: FileRow; stream: Readable } | null> {
      const [row] = await db.select().from(uploadFiles).where(eq(uploadFiles.id, id)).limit(1);
      if (!row) return null;
      const key = storageKey(row);
      if (!key) return null;
      try {
        return { row, stream: await uploads.get(key) };
      } catch (error) {
        if (error instanceof StoredFileMissingError) return null;
        throw error;
      }
    },

    // --- administrators' edits -----------------------------------------------------------------

    /** Every article of a language (or of both), drafts included, newest first. */
    async adminArticles(query: { _locale?: ContentLocale | undefined; _start: number; _limit: number }) {
      const rows = await db
        .select()
        .from(articles)
        .where(query._locale ? eq(articles.locale, query._locale) : undefined)
        .orderBy(desc(articles.createdAt), desc(articles.id))
        .offset(query._start)
        .limit(query._limit);
      return rows.map((row) => ({ ...articleDto(row), published: row.published }));
    },

    createArticle(input: ArticleInput, actor: Actor) {
      return guarded(slugTaken, () =>
        transaction(db, async (tx) => {
          const at = now();
          const [row] = await tx
            .insert(articles)
            .values({
              slug: input.slug ?? slugify(input.title),
              locale: input.locale,
              title: input.title,
              content: input.content,
              showInPermitsList: input.showInPermitsList,
              published: input.published,
              createdAt: input.createdAt ?? at,
              updatedAt: at,
            })
            .returning();
          await audit(tx, actor, 'content.article.create', `article:${row!.id}`, {
            locale: row!.locale,
            slug: row!.slug,
          });
          return { ...articleDto(row!), published: row!.published };
        }),
      );
    },

    updateArticle(id: number, input: ArticleInput, actor: Actor) {
      return guarded(slugTaken, () =>
        transaction(db, async (tx) => {
          const [row] = await tx
            .update(articles)
            .set({
              ...(input.slug !== undefined ? { slug: input.slug } : {}),
              ...(input.createdAt !== undefined ? { createdAt: input.createdAt } : {}),
              locale: input.locale,
              title: input.title,
              content: input.content,
              showInPermitsList: input.showInPermitsList,
              published: input.published,
              updatedAt: now(),
            })
            .where(eq(articles.id, id))
            .returning();
          if (!row) return null;
          await audit(tx, actor, 'content.article.update', `article:${id}`, {
            locale: row.locale,
            slug: row.slug,
          });
          return { ...articleDto(row), published: row.published };
        }),
      );
    },

    deleteArticle(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
        if (!row) return false;
        await audit(tx, actor, 'content.article.delete', `article:${id}`, {
          locale: row.locale,
          slug: row.slug,
        });
        return true;
      });
    },

    createFaqTag(input: FaqTagInput, actor: Actor) {
      return guarded(uidTaken, () =>
        transaction(db, async (tx) => {
          const [row] = await tx.insert(faqTags).values(input).returning();
          await audit(tx, actor, 'content.faqTag.create', `faq-tag:${row!.id}`, {
            locale: row!.locale,
            uid: row!.uid,
          });
          return {
            id: row!.id,
            uid: row!.uid,
            name: row!.name,
            locale: row!.locale,
            position: row!.position,
          };
        }),
      );
    },

    updateFaqTag(id: number, input: FaqTagInput, actor: Actor) {
      return guarded(uidTaken, () =>
        transaction(db, async (tx) => {
          const [row] = await tx.update(faqTags).set(input).where(eq(faqTags.id, id)).returning();
          if (!row) return null;
          // A tag that changed language no longer belongs to questions of the other language.
          await tx
            .delete(questionTags)
            .where(
              and(
                eq(questionTags.tagId, id),
                inArray(
                  questionTags.questionId,
                  tx
                    .select({ id: questions.id })
                    .from(questions)
                    .where(sql`${questions.locale} <> ${row.locale}`),
                ),
              ),
            );
          await audit(tx, actor, 'content.faqTag.update', `faq-tag:${id}`, {
            locale: row.locale,
            uid: row.uid,
          });
          return { id: row.id, uid: row.uid, name: row.name, locale: row.locale, position: row.position };
        }),
      );
    },

    deleteFaqTag(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const [row] = await tx.delete(faqTags).where(eq(faqTags.id, id)).returning();
        if (!row) return false;
        await audit(tx, actor, 'content.faqTag.delete', `faq-tag:${id}`, {
          locale: row.locale,
          uid: row.uid,
        });
        return true;
      });
    },

    async createQuestion(input: QuestionInput, actor: Actor) {
      const id = await transaction(db, async (tx) => {
        const tagIds = await tagIdsFor(tx, input.locale, input.tags);
        const [row] = await tx
          .insert(questions)
          .values({
            locale: input.locale,
            question: input.question,
            answer: input.answer,
            position: input.position,
          })
          .returning({ id: questions.id });
        if (tagIds.length > 0)
          await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId: row!.id, tagId })));
        await audit(tx, actor, 'content.question.create', `question:${row!.id}`, { locale: input.locale });
        return row!.id;
      });
      return (await questionsIn(input.locale)).find((q) => q.id === id)!;
    },

    async updateQuestion(id: number, input: QuestionInput, actor: Actor) {
      const found = await transaction(db, async (tx) => {
        const tagIds = await tagIdsFor(tx, input.locale, input.tags);
        const [row] = await tx
          .update(questions)
          .set({
            locale: input.locale,
            question: input.question,
            answer: input.answer,
            position: input.position,
          })
          .where(eq(questions.id, id))
          .returning({ id: questions.id });
        if (!row) return false;
        await tx.delete(questionTags).where(eq(questionTags.questionId, id));
        if (tagIds.length > 0)
          await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId: id, tagId })));
        await audit(tx, actor, 'content.question.update', `question:${id}`, { locale: input.locale });
        return true;
      });
      return found ? (await questionsIn(input.locale)).find((q) => q.id === id)! : null;
    },

    deleteQuestion(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const [row] = await tx.delete(questions).where(eq(questions.id, id)).returning();
        if (!row) return false;
        await audit(tx, actor, 'content.question.delete', `question:${id}`, { locale: row.locale });
        return true;
      });
    },

    createPermit(input: PermitInput, actor: Actor) {
      return guarded(permitExists, () =>
        transaction(db, async (tx) => {
          const [row] = await tx
            .insert(permitDescriptions)
            .values({ ...input, updatedAt: now() })
            .returning();
          await audit(tx, actor, 'content.permit.create', `permit:${row!.id}`, {
            permitId: row!.permitId,
            locale: row!.locale,
          });
          return permitDto(row!);
        }),
      );
    },

    updatePermit(id: number, input: PermitInput, actor: Actor) {
      return guarded(permitExists, () =>
        transaction(db, async (tx) => {
          const [row] = await tx
            .update(permitDescriptions)
            .set({ ...input, updatedAt: now() })
            .where(eq(permitDescriptions.id, id))
            .returning();
          if (!row) return null;
          await audit(tx, actor, 'content.permit.update', `permit:${id}`, {
            permitId: row.permitId,
            locale: row.locale,
          });
          return permitDto(row);
        }),
      );
    },

    deletePermit(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const [row] = await tx.delete(permitDescriptions).where(eq(permitDescriptions.id, id)).returning();
        if (!row) return false;
        await audit(tx, actor, 'content.permit.delete', `permit:${id}`, {
          permitId: row.permitId,
          locale: row.locale,
        });
        return true;
      });
    },

    createWarning(input: WarningInput, actor: Actor) {
      return transaction(db, async (tx) => {
        const at = now();
        const [row] = await tx
          .insert(warnings)
          .values({ ...input, createdAt: at, updatedAt: at })
          .returning();
        await audit(tx, actor, 'content.warning.create', `warning:${row!.id}`, { locale: row!.locale });
        return warningDto(row!);
      });
    },

    updateWarning(id: number, input: WarningInput, actor: Actor) {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(warnings)
          .set({ ...input, updatedAt: now() })
          .where(eq(warnings.id, id))
          .returning();
        if (!row) return null;
        await audit(tx, actor, 'content.warning.update', `warning:${id}`, { locale: row.locale });
        return warningDto(row);
      });
    },

    deleteWarning(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const [row] = await tx.delete(warnings).where(eq(warnings.id, id)).returning();
        if (!row) return false;
        await audit(tx, actor, 'content.warning.delete', `warning:${id}`, { locale: row.locale });
        return true;
      });
    },

    saveAbout: (locale: ContentLocale, input: PageInput, actor: Actor) =>
      pageUpsert(aboutPages, 'about', locale, input, actor),
    deleteAbout: (locale: ContentLocale, actor: Actor) => pageDelete(aboutPages, 'about', locale, actor),
    saveContacts: (locale: ContentLocale, input: PageInput, actor: Actor) =>
      pageUpsert(contactPages, 'contacts', locale, input, actor),
    deleteContacts: (locale: ContentLocale, actor: Actor) =>
      pageDelete(contactPages, 'contacts', locale, actor),

    /**
     * Stores an uploaded file: its type from its bytes, then the bytes through FileStorage (scanned
     * for viruses on the way when a scanner is configured: an infected file is refused and stored
     * nowhere), then the row, so a committed row always has its bytes (architecture §2: a kill -9
     * never loses a committed write). Each row owns its own copy, so deleting one never touches
     * another's bytes.
     */
    async uploadFile(bytes: Buffer, rawName: string, actor: Actor) {
      if (bytes.length === 0) throw new ContentFieldError('file', 'content.fileEmpty');
      const sniffed = await sniffFile(bufferSource(bytes));
      if (!sniffed.ok || !UPLOAD_TYPES.includes(sniffed.type))
        throw new ContentFieldError('file', 'content.fileType');
      const key = newStorageKey('content');
      const stored = await uploads.store(key, Readable.from([bytes]));
      const name = nameForType(cleanFileName(rawName, 'failas'), sniffed.type);
      const mime = sniffed.contentType;
      try {
        return await transaction(db, async (tx) => {
          const [row] = await tx
            .insert(uploadFiles)
            .values({
              name,
              mime,
              size: stored.size,
              sha256: stored.sha256,
              storagePath: key,
              createdAt: now(),
            })
            .returning();
          await audit(tx, actor, 'content.file.upload', `file:${row!.id}`, { name, mime, size: stored.size });
          return {
            id: row!.id,
            name: row!.name,
            mime: row!.mime,
            size: row!.size,
            url: `/api/content/upload/files/${row!.id}`,
            createdAt: row!.createdAt,
          };
        });
      } catch (error) {
        await uploads.delete(key);
        throw error;
      }
    },

    async deleteFile(id: number, actor: Actor): Promise<boolean> {
      const gone = await transaction(db, async (tx) => {
        const [row] = await tx.delete(uploadFiles).where(eq(uploadFiles.id, id)).returning();
        if (!row) return null;
        await audit(tx, actor, 'content.file.delete', `file:${id}`, { name: row.name });
        return row;
      });
      if (!gone) return false;
      // After the commit: a crash in between leaves unused bytes, never a row without them.
      const key = storageKey(gone);
      if (key) await uploads.delete(key);
      return true;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
