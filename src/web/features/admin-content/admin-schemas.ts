/**
 * Form rules of the content administration (house style habit 1: the schema is the source of
 * truth). Each schema reads what the form holds (strings, booleans, a list of tag uids) and gives
 * the body the content API takes (`src/server/modules/content/schemas.ts`), which re-validates and
 * sanitizes it: the browser only spares a round trip. Messages are catalog ids (habit 3).
 */
import * as v from 'valibot';
import { VALIDATION } from '../../../shared/fields/message-ids.ts';
import { maxLength } from '../../../shared/fields/rules.ts';
import { isCalendarDate, nextDay, vilniusMidnight } from './vilnius-dates.ts';

export const CONTENT_LOCALES = ['lt', 'en'] as const;
/** The server's slug rule: lower-case Latin letters and digits joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PERMIT_CODE = /^L\d{2}(?:\.\d)?$/;

/** True when HTML holds any text once its tags are gone (the server's "required" for HTML). */
export function htmlHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

const locale = v.picklist(CONTENT_LOCALES, VALIDATION.required);
const requiredText = (max: number) =>
  v.pipe(v.string(VALIDATION.required), v.trim(), v.nonEmpty(VALIDATION.required), maxLength(max));
const optionalText = (max: number) => v.pipe(v.string(VALIDATION.invalid), v.trim(), maxLength(max));
const requiredHtml = (max: number) =>
  v.pipe(v.string(VALIDATION.required), v.check(htmlHasText, VALIDATION.required), maxLength(max));
const optionalHtml = (max: number) => v.pipe(v.string(VALIDATION.invalid), maxLength(max));
const LONG_HTML = 200_000;

/** Order in a list, typed as digits; empty means 0 (first). */
const position = v.pipe(
  v.string(VALIDATION.invalid),
  v.trim(),
  v.check((value) => value === '' || /^\d{1,7}$/.test(value), VALIDATION.digitsOnly),
  v.transform((value) => (value === '' ? 0 : Number(value))),
  v.check((value) => value <= 1_000_000, VALIDATION.invalid),
);

/** A checkbox group gives a list, one checked box a string, none `false`: always a list here. */
const uidList = v.pipe(
  v.unknown(),
  v.transform((value): string[] =>
    Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [],
  ),
);

interface ArticleFields {
  locale: (typeof CONTENT_LOCALES)[number];
  title: string;
  content: string;
  showInPermitsList: boolean;
  published: boolean;
  slug?: string;
}

export const articleFormSchema = v.pipe(
  v.object({
    locale,
    title: requiredText(300),
    slug: v.pipe(
      optionalText(120),
      v.check((value) => value === '' || SLUG.test(value), 'content.slugFormat'),
    ),
    content: requiredHtml(LONG_HTML),
    showInPermitsList: v.boolean(VALIDATION.invalid),
    published: v.boolean(VALIDATION.invalid),
  }),
  // An empty address is made from the title by the server (new) or kept (edit).
  v.transform(({ slug, ...rest }): ArticleFields => (slug === '' ? rest : { ...rest, slug })),
);

export const faqTagFormSchema = v.object({
  locale,
  uid: v.pipe(
    requiredText(60),
    v.check((value) => SLUG.test(value), 'content.slugFormat'),
  ),
  name: requiredText(100),
  position,
});

export const questionFormSchema = v.object({
  locale,
  question: requiredText(500),
  answer: requiredHtml(50_000),
  position,
  tags: uidList,
});

export const permitFormSchema = v.object({
  permitId: v.pipe(
    v.string(VALIDATION.required),
    v.trim(),
    v.nonEmpty(VALIDATION.required),
    v.check((value) => PERMIT_CODE.test(value), 'content.permitIdFormat'),
  ),
  locale,
  title: requiredText(300),
  description: requiredHtml(LONG_HTML),
  price: optionalText(1000),
  whoNeedsIt: optionalHtml(LONG_HTML),
  howToApply: optionalHtml(LONG_HTML),
  documents: optionalHtml(LONG_HTML),
  legalBasis: optionalHtml(LONG_HTML),
});

const optionalDate = v.pipe(
  v.string(VALIDATION.invalidDate),
  v.trim(),
  v.check((value) => value === '' || isCalendarDate(value), VALIDATION.invalidDate),
);

/**
 * A warning is shown from the start of "shown from" to the end of "shown until" (both Vilnius
 * days, the last one included); the server keeps the window as [validFrom, validTo).
 */
export const warningFormSchema = v.pipe(
  v.object({
    locale,
    warningTitle: requiredText(300),
    content: requiredHtml(50_000),
    showWarning: v.boolean(VALIDATION.invalid),
    permitId: v.pipe(
      v.string(VALIDATION.invalid),
      v.check((value) => value === '' || PERMIT_CODE.test(value), 'content.permitIdFormat'),
    ),
    validFrom: optionalDate,
    validTo: optionalDate,
  }),
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validTo']],
      (w) => !w.validFrom || !w.validTo || w.validTo >= w.validFrom,
      VALIDATION.dateToNotBeforeFrom,
    ),
    ['validTo'],
  ),
  v.transform((w) => ({
    ...w,
    permitId: w.permitId === '' ? null : w.permitId,
    validFrom: w.validFrom === '' ? null : vilniusMidnight(w.validFrom),
    validTo: w.validTo === '' ? null : vilniusMidnight(nextDay(w.validTo)),
  })),
);

export const pageFormSchema = v.object({
  title: requiredText(300),
  content: requiredHtml(LONG_HTML),
});

export type ArticleBody = v.InferOutput<typeof articleFormSchema>;
export type FaqTagBody = v.InferOutput<typeof faqTagFormSchema>;
export type QuestionBody = v.InferOutput<typeof questionFormSchema>;
export type PermitBody = v.InferOutput<typeof permitFormSchema>;
export type WarningBody = v.InferOutput<typeof warningFormSchema>;
export type PageBody = v.InferOutput<typeof pageFormSchema>;
