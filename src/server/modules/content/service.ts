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
import type { MessageId } from '../../../shared/i18n/index.ts';
import { type Db, type Tx, transaction, uniqueViolation } from '../../db/index.ts';
import type { ContentLocale } from '../../db/schema-content.ts';
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
  type ArticleRow,
  aboutPages,
  activeWarnings,
  adminArticlePage,
  anyArticle,
  articleCount,
  articlePage,
  audit as auditRow,
  contactPages,
  deleteArticle,
  deleteFaqTag,
  deleteFile,
  deletePage,
  deletePermitDescription,
  deleteQuestion,
  deleteQuestionTags,
  deleteWarning,
  type FileRow,
  faqTagsOf,
  fileById,
  hasRole,
  insertArticle,
  insertFaqTag,
  insertFile,
  insertPermitDescription,
  insertQuestion,
  insertQuestionTags,
  insertWarning,
  type PageTable,
  type PermitDescriptionRow,
  pageRows,
  permitDescriptionsOf,
  publishedArticle,
  questionsOf,
  questionTagLinks,
  tagIdsOf,
  updateArticle,
  updateFaqTag,
  updatePermitDescription,
  updateQuestion,
  updateWarning,
  upsertPage,
  type WarningRow,
} from './repository.ts';
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

type PermitRow = PermitDescriptionRow;

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

  async function articleLocale(filter: ArticleFilter): Promise<ContentLocale> {
    return effectiveLocale(filter._locale, (locale) => anyArticle(db, filter, locale));
  }

  async function questionsIn(locale: ContentLocale) {
    const rows = await questionsOf(db, locale);
    if (rows.length === 0) return [];
    const links = await questionTagLinks(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      locale: row.locale,
      question: row.question,
      answer: row.answer,
      faq_tags: links.filter((l) => l.questionId === row.id).map(({ id, uid, name }) => ({ id, uid, name })),
    }));
  }

  async function singlePage(table: PageTable, requested: ContentLocale) {
    const rows = await pageRows(db, table, [requested, DEFAULT_LOCALE]);
    const row = rows.find((r) => r.locale === requested) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
    return row
      ? { locale: row.locale, title: row.title, content: row.content, updatedAt: row.updatedAt }
      : null;
  }

  async function audit(
    tx: Tx,
    actor: Actor,
    action: string,
    subject: string,
    details: Record<string, unknown>,
  ) {
    await auditRow(tx, { actorCode: actor.code, action, subject, details, requestId: actor.requestId });
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

  async function tagIdsFor(tx: Tx, locale: ContentLocale, uids: string[]): Promise<number[]> {
    const wanted = [...new Set(uids)];
    if (wanted.length === 0) return [];
    const found = await tagIdsOf(tx, locale, wanted);
    if (found.length !== wanted.length) throw new ContentFieldError('tags', 'content.tagUnknown');
    return found;
  }

  async function pageUpsert(
    table: PageTable,
    name: 'about' | 'contacts',
    locale: ContentLocale,
    input: PageInput,
    actor: Actor,
  ) {
    return transaction(db, async (tx) => {
      const values = { title: input.title, content: input.content, updatedAt: now() };
      const row = await upsertPage(tx, table, locale, values);
      await audit(tx, actor, `content.${name}.update`, `${name}:${locale}`, { title: input.title });
      return { locale: row.locale, title: row.title, content: row.content, updatedAt: row.updatedAt };
    });
  }

  async function pageDelete(
    table: PageTable,
    name: 'about' | 'contacts',
    locale: ContentLocale,
    actor: Actor,
  ): Promise<boolean> {
    return transaction(db, async (tx) => {
      const gone = await deletePage(tx, table, locale);
      if (gone) await audit(tx, actor, `content.${name}.delete`, `${name}:${locale}`, {});
      return gone;
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
      return hasRole(db, userCode, ADMIN_ROLE);
    },

    // --- public reading ------------------------------------------------------------------------

    questions(locale: ContentLocale) {
      return withFallback(locale, questionsIn);
    },

    /** Tags without their questions (spec §7). */
    faqTags(locale: ContentLocale) {
      return withFallback(locale, (l) => faqTagsOf(db, l));
    },

    /** Published articles, newest first by default; the fallback looks at the whole filtered set, not the page. */
    async articles(query: ArticleListQuery) {
      const locale = await articleLocale(query);
      const rows = await articlePage(db, query, locale, query._sort, query._start, query._limit);
      return rows.map(articleDto);
    },

    async countArticles(filter: ArticleFilter): Promise<number> {
      const locale = await articleLocale(filter);
      return articleCount(db, filter, locale);
    },

    async article(id: number) {
      const row = await publishedArticle(db, id);
      return row ? articleDto(row) : null;
    },

    about: (locale: ContentLocale) => singlePage(aboutPages, locale),
    contacts: (locale: ContentLocale) => singlePage(contactPages, locale),

    /** One description per kind: the requested language where it exists, else Lithuanian. */
    async permits(query: PermitQuery) {
      const rows = await permitDescriptionsOf(db, [query._locale, DEFAULT_LOCALE], query.permitId);
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
        const rows = await activeWarnings(db, locale, at, query.permitId);
        return rows.map(warningDto);
      });
    },

    /** A stored file and where its bytes are, or null when either is missing. */
    /** The file's row and bytes; null when there is no such file or its bytes are lost. */
    async file(id: number): Promise<{ row: FileRow; stream: Readable } | null> {
      const row = await fileById(db, id);
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
      const rows = await adminArticlePage(db, query._locale, query._start, query._limit);
      return rows.map((row) => ({ ...articleDto(row), published: row.published }));
    },

    createArticle(input: ArticleInput, actor: Actor) {
      return guarded(slugTaken, () =>
        transaction(db, async (tx) => {
          const at = now();
          const row = await insertArticle(tx, {
            slug: input.slug ?? slugify(input.title),
            locale: input.locale,
            title: input.title,
            content: input.content,
            showInPermitsList: input.showInPermitsList,
            published: input.published,
            createdAt: input.createdAt ?? at,
            updatedAt: at,
          });
          await audit(tx, actor, 'content.article.create', `article:${row.id}`, {
            locale: row.locale,
            slug: row.slug,
          });
          return { ...articleDto(row), published: row.published };
        }),
      );
    },

    updateArticle(id: number, input: ArticleInput, actor: Actor) {
      return guarded(slugTaken, () =>
        transaction(db, async (tx) => {
          const row = await updateArticle(tx, id, {
            ...(input.slug !== undefined ? { slug: input.slug } : {}),
            ...(input.createdAt !== undefined ? { createdAt: input.createdAt } : {}),
            locale: input.locale,
            title: input.title,
            content: input.content,
            showInPermitsList: input.showInPermitsList,
            published: input.published,
            updatedAt: now(),
          });
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
        const row = await deleteArticle(tx, id);
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
          const row = await insertFaqTag(tx, input);
          await audit(tx, actor, 'content.faqTag.create', `faq-tag:${row.id}`, {
            locale: row.locale,
            uid: row.uid,
          });
          return { id: row.id, uid: row.uid, name: row.name, locale: row.locale, position: row.position };
        }),
      );
    },

    updateFaqTag(id: number, input: FaqTagInput, actor: Actor) {
      return guarded(uidTaken, () =>
        transaction(db, async (tx) => {
          // A tag that changed language no longer belongs to questions of the other language.
          const row = await updateFaqTag(tx, id, input);
          if (!row) return null;
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
        const row = await deleteFaqTag(tx, id);
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
        const questionId = await insertQuestion(tx, {
          locale: input.locale,
          question: input.question,
          answer: input.answer,
          position: input.position,
        });
        await insertQuestionTags(tx, questionId, tagIds);
        await audit(tx, actor, 'content.question.create', `question:${questionId}`, { locale: input.locale });
        return questionId;
      });
      return (await questionsIn(input.locale)).find((q) => q.id === id)!;
    },

    async updateQuestion(id: number, input: QuestionInput, actor: Actor) {
      const found = await transaction(db, async (tx) => {
        const tagIds = await tagIdsFor(tx, input.locale, input.tags);
        const updated = await updateQuestion(tx, id, {
          locale: input.locale,
          question: input.question,
          answer: input.answer,
          position: input.position,
        });
        if (!updated) return false;
        await deleteQuestionTags(tx, id);
        await insertQuestionTags(tx, id, tagIds);
        await audit(tx, actor, 'content.question.update', `question:${id}`, { locale: input.locale });
        return true;
      });
      return found ? (await questionsIn(input.locale)).find((q) => q.id === id)! : null;
    },

    deleteQuestion(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const row = await deleteQuestion(tx, id);
        if (!row) return false;
        await audit(tx, actor, 'content.question.delete', `question:${id}`, { locale: row.locale });
        return true;
      });
    },

    createPermit(input: PermitInput, actor: Actor) {
      return guarded(permitExists, () =>
        transaction(db, async (tx) => {
          const row = await insertPermitDescription(tx, { ...input, updatedAt: now() });
          await audit(tx, actor, 'content.permit.create', `permit:${row.id}`, {
            permitId: row.permitId,
            locale: row.locale,
          });
          return permitDto(row);
        }),
      );
    },

    updatePermit(id: number, input: PermitInput, actor: Actor) {
      return guarded(permitExists, () =>
        transaction(db, async (tx) => {
          const row = await updatePermitDescription(tx, id, { ...input, updatedAt: now() });
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
        const row = await deletePermitDescription(tx, id);
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
        const row = await insertWarning(tx, { ...input, createdAt: at, updatedAt: at });
        await audit(tx, actor, 'content.warning.create', `warning:${row.id}`, { locale: row.locale });
        return warningDto(row);
      });
    },

    updateWarning(id: number, input: WarningInput, actor: Actor) {
      return transaction(db, async (tx) => {
        const row = await updateWarning(tx, id, { ...input, updatedAt: now() });
        if (!row) return null;
        await audit(tx, actor, 'content.warning.update', `warning:${id}`, { locale: row.locale });
        return warningDto(row);
      });
    },

    deleteWarning(id: number, actor: Actor) {
      return transaction(db, async (tx) => {
        const row = await deleteWarning(tx, id);
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
          const row = await insertFile(tx, {
            name,
            mime,
            size: stored.size,
            sha256: stored.sha256,
            storagePath: key,
            createdAt: now(),
          });
          await audit(tx, actor, 'content.file.upload', `file:${row.id}`, { name, mime, size: stored.size });
          return {
            id: row.id,
            name: row.name,
            mime: row.mime,
            size: row.size,
            url: `/api/content/upload/files/${row.id}`,
            createdAt: row.createdAt,
          };
        });
      } catch (error) {
        await uploads.delete(key);
        throw error;
      }
    },

    async deleteFile(id: number, actor: Actor): Promise<boolean> {
      const gone = await transaction(db, async (tx) => {
        const row = await deleteFile(tx, id);
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
