/**
 * Reading the content service (spec §3 Content, §7 "Content service (GET)"; ADR 0005): news,
 * FAQ, about and contacts pages, permit descriptions and warnings. Shared by the home page, the
 * content pages, the permit pages and the content administration, so it lives outside features.
 *
 * - Every request names its language in `_locale`: the answer depends on the URL alone, so
 *   browsers and the service worker may cache it (ADR 0005 "Caching").
 * - The server already falls back to Lithuanian when an English answer would be empty; every item
 *   carries its `locale`, and pages mark Lithuanian text shown on an English page with `lang="lt"`.
 * - Spec §8 "Content service failure": a failure is logged and the page gets an empty list (or
 *   nothing); it never opens the error modal.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  Article,
  ContentPage,
  FaqTag,
  FaqTagRef,
  PermitDescription,
  Question,
  Warning,
} from '../../../shared/content/api-types.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import { api, isApiError, type QueryValue } from '../../platform/api.ts';

export type ContentLocale = Language;

// The answers' shapes are the content routes' declared responses (src/shared/content/api-types.ts).
export type { Article, ContentPage, FaqTag, FaqTagRef, PermitDescription, Question, Warning };

export type PageName = 'about' | 'contacts';

/** Spec §9: article page size 20. */
export const ARTICLE_PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------------
// Freshness after an edit. Public answers may be cached for a minute and served stale for ten
// (ADR 0005), which is right for visitors but would show an administrator the old text right
// after saving. For 11 minutes after an edit in this tab, reads revalidate with the server.

const EDITED_KEY = 'content-edited-at';
const STALE_WINDOW_MS = 11 * 60_000;
let editedAt = 0;

/** Called after every successful content edit. */
export function markContentEdited(now = Date.now()): void {
  editedAt = now;
  try {
    sessionStorage.setItem(EDITED_KEY, String(now));
  } catch {
    // Private mode without storage: this page load still revalidates.
  }
}

function recentlyEdited(now = Date.now()): boolean {
  if (editedAt === 0) {
    try {
      editedAt = Number(sessionStorage.getItem(EDITED_KEY)) || 0;
    } catch {
      editedAt = 0;
    }
  }
  return editedAt > 0 && now - editedAt < STALE_WINDOW_MS;
}

// ---------------------------------------------------------------------------------------------

/** GET under /api/content; `fallback` after a logged failure (spec §8), `notFound` for a 404. */
async function read<T, F>(
  path: string,
  query: Record<string, QueryValue>,
  fallback: F,
  notFound: F = fallback,
): Promise<T | F> {
  try {
    return await api.get<T>(`/content/${path}`, {
      query,
      // A 401 cannot happen on these public reads; never reload the page because of one.
      on401: 'throw',
      ...(recentlyEdited() ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return notFound;
    console.warn(`Content service: GET /api/content/${path} failed`, error);
    return fallback;
  }
}

const keys = {
  all: ['content'] as const,
  articles: (lang: Language, page: number) => ['content', 'articles', lang, page] as const,
  articleCount: (lang: Language) => ['content', 'articles', lang, 'count'] as const,
  latest: (lang: Language, limit: number) => ['content', 'articles', lang, 'latest', limit] as const,
  permitsListArticle: (lang: Language) => ['content', 'articles', lang, 'permits-list'] as const,
  article: (lang: Language, idOrSlug: string) => ['content', 'article', lang, idOrSlug] as const,
  questions: (lang: Language) => ['content', 'questions', lang] as const,
  faqTags: (lang: Language) => ['content', 'faq-tags', lang] as const,
  page: (name: PageName, lang: Language) => ['content', name, lang] as const,
  permits: (lang: Language) => ['content', 'permits', lang] as const,
  permit: (lang: Language, code: string) => ['content', 'permits', lang, code] as const,
  warnings: (lang: Language, permitId?: string) => ['content', 'warnings', lang, permitId ?? ''] as const,
};

/** The prefix of every content query, for invalidation after an edit. */
export const CONTENT_QUERY_KEY = keys.all;

/** One page (1-based) of published articles, newest first (spec §7, §9). */
export function articlesQuery(lang: Language, page: number) {
  return queryOptions({
    queryKey: keys.articles(lang, page),
    queryFn: () =>
      read<Article[], Article[]>(
        'articles',
        {
          _sort: 'createdAt:DESC',
          _start: (page - 1) * ARTICLE_PAGE_SIZE,
          _limit: ARTICLE_PAGE_SIZE,
          _locale: lang,
        },
        [],
      ),
  });
}

export function articleCountQuery(lang: Language) {
  return queryOptions({
    queryKey: keys.articleCount(lang),
    queryFn: async () => {
      const count = await read<number, number>('articles/count', { _locale: lang }, 0);
      return typeof count === 'number' && Number.isFinite(count) ? count : 0;
    },
  });
}

/** How many of the latest articles the home page shows. */
export const HOME_NEWS_COUNT = 3;

export function latestArticlesQuery(lang: Language, limit: number) {
  return queryOptions({
    queryKey: keys.latest(lang, limit),
    queryFn: () =>
      read<Article[], Article[]>(
        'articles',
        { _sort: 'createdAt:DESC', _start: 0, _limit: limit, _locale: lang },
        [],
      ),
  });
}

/** The one article shown above the permits list (spec §7 "showInPermitsList true, limit 1"). */
export function permitsListArticleQuery(lang: Language) {
  return queryOptions({
    queryKey: keys.permitsListArticle(lang),
    queryFn: async () => {
      const list = await read<Article[], Article[]>(
        'articles',
        { showInPermitsList: true, _limit: 1, _locale: lang },
        [],
      );
      return list[0] ?? null;
    },
  });
}

/** An article by its numeric id, or by slug when the value is not a number (spec §2 /article/{id}). */
export function articleQuery(lang: Language, idOrSlug: string) {
  const byId = /^[1-9]\d{0,9}$/.test(idOrSlug);
  return queryOptions({
    // An id answers the same in both languages; a slug is looked up in the page's language.
    queryKey: keys.article(byId ? 'lt' : lang, idOrSlug),
    queryFn: async (): Promise<Article | null> => {
      if (byId) return read<Article, null>(`articles/${idOrSlug}`, {}, null);
      const list = await read<Article[], Article[]>('articles', { slug: idOrSlug, _locale: lang }, []);
      return list[0] ?? null;
    },
  });
}

export function questionsQuery(lang: Language) {
  return queryOptions({
    queryKey: keys.questions(lang),
    queryFn: () => read<Question[], Question[]>('questions', { _locale: lang }, []),
  });
}

export function faqTagsQuery(lang: Language) {
  return queryOptions({
    queryKey: keys.faqTags(lang),
    queryFn: () => read<FaqTag[], FaqTag[]>('faq-tags', { _locale: lang }, []),
  });
}

/** The about or contacts page; `null` when it is missing or the service failed. */
export function pageQuery(name: PageName, lang: Language) {
  return queryOptions({
    queryKey: keys.page(name, lang),
    queryFn: () => read<ContentPage, null>(name, { _locale: lang }, null),
  });
}

/** Descriptions of all kinds, sorted by code (spec §7). */
export function permitDescriptionsQuery(lang: Language) {
  return queryOptions({
    queryKey: keys.permits(lang),
    queryFn: () =>
      read<PermitDescription[], PermitDescription[]>('permits', { _sort: 'permitId:ASC', _locale: lang }, []),
  });
}

/** One kind's description by its code (`L05.1`); `null` when there is none. */
export function permitDescriptionQuery(lang: Language, code: string) {
  return queryOptions({
    queryKey: keys.permit(lang, code),
    queryFn: async () => {
      const list = await read<PermitDescription[], PermitDescription[]>(
        'permits',
        { permitId: code, _locale: lang },
        [],
      );
      return list[0] ?? null;
    },
  });
}

/** Warnings switched on now; all of them, or those of one kind (`permitId`, e.g. `L06.2`). */
export function warningsQuery(lang: Language, permitId?: string) {
  return queryOptions({
    queryKey: keys.warnings(lang, permitId),
    queryFn: () =>
      read<Warning[], Warning[]>('warnings', { _locale: lang, permitId: permitId ?? undefined }, []),
  });
}

/**
 * `lang` for an item shown on a page in `pageLanguage`: its own language when it differs (a
 * Lithuanian fallback on an English page), else nothing (WCAG 3.1.2 Language of Parts).
 */
export function langOf(itemLocale: string, pageLanguage: Language): string | undefined {
  return itemLocale === pageLanguage ? undefined : itemLocale;
}
