/**
 * The content service's public answers (spec §3 Content, §7 "Content service (GET)"; ADR 0005):
 * valibot schemas declared as the content routes' `response` (src/server/core/route.ts), with the
 * types the web app reads (src/web/features/content/content-api.ts) inferred from them.
 */
import * as v from 'valibot';

export const CONTENT_ANSWER_LOCALES = ['lt', 'en'] as const;
const locale = v.picklist(CONTENT_ANSWER_LOCALES);
/** An instant: the server has a Date, the client reads the ISO text JSON makes of it. */
const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => (typeof value === 'string' ? value : value.toISOString())),
);

export const articleSchema = v.object({
  id: v.number(),
  slug: v.string(),
  locale,
  title: v.string(),
  /** Sanitized HTML (ADR 0005). */
  content: v.string(),
  createdAt: instant,
  updatedAt: instant,
  showInPermitsList: v.boolean(),
});
export type Article = v.InferOutput<typeof articleSchema>;

export const faqTagRefSchema = v.object({ id: v.number(), uid: v.string(), name: v.string() });
export type FaqTagRef = v.InferOutput<typeof faqTagRefSchema>;

export const faqTagSchema = v.object({ ...faqTagRefSchema.entries, locale });
export type FaqTag = v.InferOutput<typeof faqTagSchema>;

export const questionSchema = v.object({
  id: v.number(),
  locale,
  question: v.string(),
  /** Sanitized HTML. */
  answer: v.string(),
  faq_tags: v.array(faqTagRefSchema),
});
export type Question = v.InferOutput<typeof questionSchema>;

/** A permit kind's description; `permitId` is shown with a dot (`L05.1`, spec §3). */
export const permitDescriptionSchema = v.object({
  id: v.number(),
  permitId: v.string(),
  locale,
  title: v.string(),
  description: v.string(),
  /** Plain text. */
  price: v.string(),
  whoNeedsIt: v.string(),
  howToApply: v.string(),
  documents: v.string(),
  legalBasis: v.string(),
  updatedAt: instant,
});
export type PermitDescription = v.InferOutput<typeof permitDescriptionSchema>;

export const warningSchema = v.object({
  id: v.number(),
  locale,
  warningTitle: v.string(),
  content: v.string(),
  showWarning: v.boolean(),
  /** `null` for a general warning. */
  permitId: v.nullable(v.string()),
  validFrom: v.nullable(instant),
  validTo: v.nullable(instant),
});
export type Warning = v.InferOutput<typeof warningSchema>;

export const contentPageSchema = v.object({
  locale,
  title: v.string(),
  content: v.string(),
  updatedAt: instant,
});
export type ContentPage = v.InferOutput<typeof contentPageSchema>;
