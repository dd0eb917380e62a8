/**
 * Content service tables (spec §3 "Content", §7 "Content service"): news articles, FAQ, about and
 * contacts pages, permit descriptions, warnings and uploaded files, each text in Lithuanian and
 * English. Kept apart from `schema.ts` because one module owns them (`modules/content`).
 *
 * Table names carry a `content_` prefix: names such as `contacts`, `questions` or `warnings`
 * would otherwise be easy to collide with later domain tables (permit contact details, messages).
 * HTML columns hold only what `src/shared/content/sanitize.ts` lets through; it runs on every write.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Languages of the content (spec §9): Lithuanian is the default and the fallback. */
export const CONTENT_LOCALES = ['lt', 'en'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

const locale = () => text('locale', { enum: CONTENT_LOCALES }).notNull();
const localeCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_locale_check`, sql`${column} in ('lt', 'en')`);
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** News articles (naujienos); a list page shows 20 at a time (spec §9). */
export const articles = pgTable(
  'content_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    /** The one article the permits list shows above the kinds (spec §7: showInPermitsList, limit 1). */
    showInPermitsList: boolean('show_in_permits_list').notNull().default(false),
    /** Drafts stay invisible to the public until an administrator publishes them. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    unique('content_articles_slug_locale_uq').on(t.slug, t.locale),
    index('content_articles_list_idx').on(t.locale, t.published, t.createdAt),
    localeCheck('content_articles', t.locale),
  ],
);

/**
 * FAQ tags. `uid` names a tag for links and filters; the same uid in both languages lets the web
 * app keep a chosen filter when the language changes, so it is unique per language.
 */
export const faqTags = pgTable(
  'content_faq_tags',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    locale: locale(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('content_faq_tags_uid_locale_uq').on(t.uid, t.locale),
    localeCheck('content_faq_tags', t.locale),
  ],
);

/** FAQ questions (klausimai) with their answers. */
export const questions = pgTable(
  'content_questions',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    question: text('question').notNull(),
    /** Sanitized HTML. */
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('content_questions_locale_idx').on(t.locale, t.position),
    localeCheck('content_questions', t.locale),
  ],
);

export const questionTags = pgTable(
  'content_question_tags',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => faqTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.tagId] }),
    index('content_question_tags_tag_idx').on(t.tagId),
  ],
);

/** The "about" page (Apie sistemą), one per language. */
export const aboutPages = pgTable(
  'content_about',
  {
    locale: text('locale', { enum: CONTENT_LOCALES }).primaryKey(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [localeCheck('content_about', t.locale)],
);

/** The contacts page (Kontaktai), one per language. */
export const contactPages = pgTable(
  'content_contacts',
  {
    locale: text('locale', { enum: CONTENT_LOCALES }).primaryKey(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    updatedAt: stamp('updated_at'),
  },
  (t) => [localeCheck('content_contacts', t.locale)],
);

/**
 * What each permit kind is, who needs it and how to apply. `permitId` is stored with an underscore
 * (`L05_1`) and shown with a dot (`L05.1`): spec §3 "underscore and dot swapped".
 */
export const permitDescriptions = pgTable(
  'content_permit_descriptions',
  {
    id: serial('id').primaryKey(),
    permitId: text('permit_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
    /** The following five are sanitized HTML. */
    description: text('description').notNull(),
    /** Plain text: amounts are written out for people, the payment module computes real prices. */
    price: text('price').notNull().default(''),
    whoNeedsIt: text('who_needs_it').notNull().default(''),
    howToApply: text('how_to_apply').notNull().default(''),
    documents: text('documents').notNull().default(''),
    legalBasis: text('legal_basis').notNull().default(''),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    unique('content_permit_descriptions_permit_locale_uq').on(t.permitId, t.locale),
    check('content_permit_descriptions_permit_id_check', sql`${t.permitId} ~ '^L[0-9]{2}(_[0-9])?$'`),
    localeCheck('content_permit_descriptions', t.locale),
  ],
);

/**
 * Warnings shown when the layout mounts (spec §7): general ones (`permitId` null) and ones on a
 * kind's pages; shown only while `showWarning` and inside [validFrom, validTo).
 */
export const warnings = pgTable(
  'content_warnings',
  {
    id: serial('id').primaryKey(),
    locale: locale(),
    warningTitle: text('warning_title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    showWarning: boolean('show_warning').notNull().default(true),
    /** Stored with an underscore like permit descriptions; null for a warning on every page. */
    permitId: text('permit_id'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('content_warnings_locale_idx').on(t.locale), localeCheck('content_warnings', t.locale)],
);

/**
 * Files the content links to (forms, instructions, pictures). The bytes live on disk under
 * DATA_DIR/files at `storagePath` (`<first two hex of the SHA-256>/<SHA-256>-<random>`), the metadata here.
 */
export const uploadFiles = pgTable('content_upload_files', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** Relative to DATA_DIR/files, never absolute. */
  storagePath: text('storage_path').notNull(),
  createdAt: stamp('created_at'),
});

/**
 * Which demo content rows the seed has ever inserted (by a stable key such as `article:lt:slug`),
 * so that a restart neither overwrites an administrator's edit nor brings back a deleted row.
 */
export const contentSeedLog = pgTable('content_seed_log', {
  key: text('key').primaryKey(),
  seededAt: stamp('seeded_at'),
});
