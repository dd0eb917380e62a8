/**
 * valibot schemas of the content service: the Strapi-like query strings of spec §7 (`_locale`,
 * `_sort`, `_start`, `_limit`, field filters) and the bodies of the administrators' edits. Every
 * message is a catalog id (house style habit 3); HTML fields are sanitized while they are parsed,
 * so nothing unsanitized reaches the service.
 */
import * as v from 'valibot';
import { VALIDATION } from '../../../shared/fields/message-ids.ts';
import { maxLength } from '../../../shared/fields/rules.ts';
import { CONTENT_LOCALES, type ContentLocale } from '../../db/schema-content.ts';
import { htmlText, sanitizeHtml } from './sanitize.ts';

/** Lithuanian is the default language and what an empty English answer falls back to (spec §7, §9). */
export const DEFAULT_LOCALE: ContentLocale = 'lt';
/** Spec §9: article page size 20; one page never carries more than 100. */
export const PAGE_SIZE = 20;
export const MAX_LIMIT = 100;

/** `L05_1` (stored) from `L05.1`, `l05_1` or `L05_1`. */
export function toStoredPermitId(code: string): string {
  return code.trim().toUpperCase().replace('.', '_');
}

/** `L05.1` (displayed) from the stored `L05_1` (spec §3: "underscore and dot swapped"). */
export function toDisplayedPermitId(stored: string): string {
  return stored.replace('_', '.');
}

const PERMIT_ID = /^L\d{2}(?:[._]\d)?$/i;

const localeSchema = v.picklist(CONTENT_LOCALES, VALIDATION.invalid);
const permitIdSchema = v.pipe(
  v.string(VALIDATION.required),
  v.trim(),
  v.regex(PERMIT_ID, 'content.permitIdFormat'),
  v.transform(toStoredPermitId),
);

// ---------------------------------------------------------------------------------------------
// Query strings. Values arrive as strings; a repeated parameter arrives as an array and is refused.

const count = (pattern: RegExp) =>
  v.pipe(v.string(VALIDATION.invalid), v.regex(pattern, VALIDATION.invalid), v.transform(Number));

const localeQuery = v.optional(localeSchema, DEFAULT_LOCALE);
const sortDirection = (value: string | undefined) => (value?.toUpperCase() === 'DESC' ? 'desc' : 'asc');

/** `field:ASC|DESC` (or just `field`, ascending) for one of the given fields. */
function sortQuery<const F extends string>(fields: readonly [F, ...F[]], fallback: string) {
  const pattern = new RegExp(`^(${fields.join('|')})(?::(asc|desc))?$`, 'i');
  return v.optional(
    v.pipe(
      v.string(VALIDATION.invalid),
      v.regex(pattern, VALIDATION.invalid),
      v.transform((value) => {
        const [field, direction] = value.split(':');
        return {
          field: fields.find((f) => f.toLowerCase() === field!.toLowerCase())!,
          direction: sortDirection(direction),
        };
      }),
    ),
    fallback,
  );
}

const booleanQuery = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], VALIDATION.invalid),
    v.transform((value) => value === 'true'),
  ),
);

export const localeQuerySchema = v.object({ _locale: localeQuery });

export const articleFilterSchema = v.object({
  _locale: localeQuery,
  slug: v.optional(v.pipe(v.string(VALIDATION.invalid), maxLength(200))),
  showInPermitsList: booleanQuery,
});

export const articleListQuerySchema = v.object({
  ...articleFilterSchema.entries,
  _sort: sortQuery(['createdAt', 'updatedAt', 'title', 'id'], 'createdAt:DESC'),
  _start: v.optional(count(/^\d{1,9}$/), '0'),
  /** Strapi's `-1` ("all") is honoured up to the cap; larger limits are capped, not refused. */
  _limit: v.optional(
    v.pipe(
      count(/^(?:-1|\d{1,9})$/),
      v.transform((n) => (n < 0 ? MAX_LIMIT : Math.min(n, MAX_LIMIT))),
    ),
    String(PAGE_SIZE),
  ),
});
export type ArticleListQuery = v.InferOutput<typeof articleListQuerySchema>;
export type ArticleFilter = v.InferOutput<typeof articleFilterSchema>;

export const adminArticleListQuerySchema = v.object({
  _locale: v.optional(localeSchema),
  _start: articleListQuerySchema.entries._start,
  _limit: articleListQuerySchema.entries._limit,
});

export const permitQuerySchema = v.object({
  _locale: localeQuery,
  _sort: sortQuery(['permitId'], 'permitId:ASC'),
  permitId: v.optional(permitIdSchema),
});
export type PermitQuery = v.InferOutput<typeof permitQuerySchema>;

export const warningQuerySchema = v.object({
  _locale: localeQuery,
  permitId: v.optional(permitIdSchema),
});
export type WarningQuery = v.InferOutput<typeof warningQuerySchema>;

/** A row id in a path: a positive PostgreSQL integer, else 400 rather than a database error. */
export const idParamsSchema = v.object({
  id: v.pipe(count(/^[1-9]\d{0,9}$/), v.maxValue(2_147_483_647, VALIDATION.invalid)),
});

export const localeParamsSchema = v.object({ locale: localeSchema });

export const uploadQuerySchema = v.object({
  name: v.optional(v.pipe(v.string(VALIDATION.invalid), maxLength(200)), ''),
});

// ---------------------------------------------------------------------------------------------
// Bodies of the administrators' edits (JSON).

const plain = (max: number) =>
  v.pipe(v.string(VALIDATION.required), v.trim(), v.nonEmpty(VALIDATION.required), maxLength(max));
const optionalPlain = (max: number) =>
  v.optional(v.pipe(v.string(VALIDATION.invalid), v.trim(), maxLength(max)), '');
const html = (max: number) =>
  v.pipe(
    v.string(VALIDATION.required),
    maxLength(max),
    v.transform(sanitizeHtml),
    v.check((value) => htmlText(value) !== '', VALIDATION.required),
  );
const optionalHtml = (max: number) =>
  v.optional(v.pipe(v.string(VALIDATION.invalid), maxLength(max), v.transform(sanitizeHtml)), '');
const flag = (fallback: boolean) => v.optional(v.boolean(VALIDATION.invalid), fallback);
const position = v.optional(
  v.pipe(
    v.number(VALIDATION.invalid),
    v.integer(VALIDATION.invalid),
    v.minValue(0, VALIDATION.invalid),
    v.maxValue(1_000_000, VALIDATION.invalid),
  ),
  0,
);
/** An instant with its offset (`2026-05-01T00:00:00+03:00` or `…Z`), so no one guesses the zone. */
const instant = v.pipe(
  v.string(VALIDATION.invalidDate),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/,
    VALIDATION.invalidDate,
  ),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), VALIDATION.invalidDate),
);
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = v.pipe(
  v.string(VALIDATION.invalid),
  v.trim(),
  maxLength(120),
  v.regex(SLUG, 'content.slugFormat'),
);

const LONG_HTML = 200_000;

export const articleInputSchema = v.object({
  locale: localeSchema,
  /** Made from the title when absent (a new article) or kept (an edit). */
  slug: v.optional(slug),
  title: plain(300),
  content: html(LONG_HTML),
  showInPermitsList: flag(false),
  published: flag(true),
  /** Lets an older announcement keep its original date; now when absent. */
  createdAt: v.optional(instant),
});
export type ArticleInput = v.InferOutput<typeof articleInputSchema>;

export const faqTagInputSchema = v.object({
  locale: localeSchema,
  uid: v.pipe(v.string(VALIDATION.required), v.trim(), maxLength(60), v.regex(SLUG, 'content.slugFormat')),
  name: plain(100),
  position,
});
export type FaqTagInput = v.InferOutput<typeof faqTagInputSchema>;

export const questionInputSchema = v.object({
  locale: localeSchema,
  question: plain(500),
  answer: html(50_000),
  position,
  /** Tag uids in the question's language. */
  tags: v.optional(
    v.pipe(v.array(v.string(VALIDATION.invalid), VALIDATION.invalid), v.maxLength(20, VALIDATION.invalid)),
    [],
  ),
});
export type QuestionInput = v.InferOutput<typeof questionInputSchema>;

export const permitInputSchema = v.object({
  permitId: permitIdSchema,
  locale: localeSchema,
  title: plain(300),
  description: html(LONG_HTML),
  price: optionalPlain(1000),
  whoNeedsIt: optionalHtml(LONG_HTML),
  howToApply: optionalHtml(LONG_HTML),
  documents: optionalHtml(LONG_HTML),
  legalBasis: optionalHtml(LONG_HTML),
});
export type PermitInput = v.InferOutput<typeof permitInputSchema>;

export const warningInputSchema = v.pipe(
  v.object({
    locale: localeSchema,
    warningTitle: plain(300),
    content: html(50_000),
    showWarning: flag(true),
    permitId: v.optional(v.nullable(permitIdSchema), null),
    validFrom: v.optional(v.nullable(instant), null),
    validTo: v.optional(v.nullable(instant), null),
  }),
  v.forward(
    v.check(
      (w) => !w.validFrom || !w.validTo || w.validTo.getTime() > w.validFrom.getTime(),
      VALIDATION.dateToAfterFrom,
    ),
    ['validTo'],
  ),
);
export type WarningInput = v.InferOutput<typeof warningInputSchema>;

export const pageInputSchema = v.object({ title: plain(300), content: html(LONG_HTML) });
export type PageInput = v.InferOutput<typeof pageInputSchema>;
