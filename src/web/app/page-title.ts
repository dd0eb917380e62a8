/**
 * The document title (spec §2 Shell): product name plus the route title, the route title prefixed
 * by its category page's title; without a route title, the default subtitle "permit issuing system".
 */
import type { MessageId, MessageValues } from '../../shared/i18n/index.ts';
import { type AppRoute, categoryPageOf } from './route-table.ts';

export const TITLE_SEPARATOR = ' – ';

export interface TitleParts {
  product: string;
  subtitle: string;
  category?: string | undefined;
  title?: string | undefined;
  /** A record shown on the page, e.g. application number (`/paraiskos/l01/:id`). */
  detail?: string | undefined;
}

export function buildDocumentTitle({ product, subtitle, category, title, detail }: TitleParts): string {
  const parts = [product];
  if (!title || title === product) {
    parts.push(subtitle);
  } else {
    if (category && category !== title) parts.push(category);
    parts.push(detail ? `${title} ${detail}` : title);
  }
  return parts.join(TITLE_SEPARATOR);
}

export function documentTitleFor(
  route: AppRoute,
  t: (id: MessageId, values?: MessageValues) => string,
  detail?: string,
): string {
  const category = categoryPageOf(route);
  return buildDocumentTitle({
    product: t('app.name'),
    subtitle: t('app.subtitle'),
    category: category ? t(category.title) : undefined,
    title: route.title === 'app.subtitle' ? undefined : t(route.title, route.titleValues),
    detail,
  });
}
