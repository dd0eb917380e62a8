/** Page numbers of every paged list (articles, applications, permits, messages), as pure functions. */

/** The 1-based page from `?page=`: a positive whole number, else 1. */
export function pageFromParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

export type PageItem = number | 'gap';

/**
 * The page links to show: the first and last page, the current one and its neighbours, and a gap
 * where pages are left out — so a long list never needs a row of hundreds of links.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
