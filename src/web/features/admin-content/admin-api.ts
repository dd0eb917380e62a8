/**
 * The administrators' edits of the content service (`/api/content/admin/...`, ROLE_ADMIN; ADR
 * 0005). Every call goes through the API client, which sends the anti-forgery header on non-GET
 * requests; after a successful edit every content query is fetched again, bypassing the browser's
 * cached public answers (content-api.ts "Freshness after an edit").
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../platform/api.ts';
import {
  type Article,
  CONTENT_QUERY_KEY,
  type ContentLocale,
  markContentEdited,
  type PageName,
} from '../content/index.ts';
import type {
  ArticleBody,
  FaqTagBody,
  PageBody,
  PermitBody,
  QuestionBody,
  WarningBody,
} from './admin-schemas.ts';

export interface AdminArticle extends Article {
  published: boolean;
}

/** Articles per page of the administration list (the API allows up to 100). */
export const ADMIN_ARTICLE_PAGE = 50;

const ADMIN_KEY = ['content-admin'] as const;

/** Every article of both languages, drafts included, newest first. */
export function adminArticlesQuery(page: number) {
  return queryOptions({
    queryKey: [...ADMIN_KEY, 'articles', page],
    queryFn: () =>
      api.get<AdminArticle[]>('/content/admin/articles', {
        query: { _start: (page - 1) * ADMIN_ARTICLE_PAGE, _limit: ADMIN_ARTICLE_PAGE },
      }),
  });
}

const json = (body: unknown) => ({ body: { json: body } });

export const adminContent = {
  createArticle: (body: ArticleBody) => api.post<AdminArticle>('/content/admin/articles', json(body)),
  updateArticle: (id: number, body: ArticleBody) =>
    api.put<AdminArticle>(`/content/admin/articles/${id}`, json(body)),
  deleteArticle: (id: number) => api.delete<void>(`/content/admin/articles/${id}`),

  createFaqTag: (body: FaqTagBody) => api.post<unknown>('/content/admin/faq-tags', json(body)),
  updateFaqTag: (id: number, body: FaqTagBody) =>
    api.put<unknown>(`/content/admin/faq-tags/${id}`, json(body)),
  deleteFaqTag: (id: number) => api.delete<void>(`/content/admin/faq-tags/${id}`),

  createQuestion: (body: QuestionBody) => api.post<unknown>('/content/admin/questions', json(body)),
  updateQuestion: (id: number, body: QuestionBody) =>
    api.put<unknown>(`/content/admin/questions/${id}`, json(body)),
  deleteQuestion: (id: number) => api.delete<void>(`/content/admin/questions/${id}`),

  createPermit: (body: PermitBody) => api.post<unknown>('/content/admin/permits', json(body)),
  updatePermit: (id: number, body: PermitBody) =>
    api.put<unknown>(`/content/admin/permits/${id}`, json(body)),

  createWarning: (body: WarningBody) => api.post<unknown>('/content/admin/warnings', json(body)),
  updateWarning: (id: number, body: WarningBody) =>
    api.put<unknown>(`/content/admin/warnings/${id}`, json(body)),
  deleteWarning: (id: number) => api.delete<void>(`/content/admin/warnings/${id}`),

  savePage: (name: PageName, locale: ContentLocale, body: PageBody) =>
    api.put<unknown>(`/content/admin/${name}/${locale}`, json(body)),
};

/** After an edit: public pages and administration lists read the content again. */
export function useAfterEdit(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    markContentEdited();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
    ]);
  }, [queryClient]);
}
