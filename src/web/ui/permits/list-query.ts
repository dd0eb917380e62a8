/**
 * The filters, sort and page of a list of applications or permits, kept in the address's query
 * (`?kind=l13&state=PATEIKTA&sort=number-asc&page=2`) so that a link or the browser's back button
 * shows the same list again (issue 4 item 4). Pure functions: the lists and the back office share
 * them, and the tests read them without a browser.
 */
import { DEFAULT_PAGE_SIZE } from '../../../shared/permits/api-types.ts';
import { pageFromParam } from '../../platform/pagination.ts';

export interface ListQuerySpec<S extends string = string> {
  /** Kind segments the kind filter accepts; without it the list has no kind filter. */
  kinds?: readonly string[];
  /** States the state filter accepts; without it the list has no state filter. */
  states?: readonly string[];
  /** Sorts the list offers; the first is the default and stays out of the address. */
  sorts?: readonly S[];
  /** A free-text search (`q`), e.g. the back office's number or applicant search. */
  search?: boolean;
}

export interface ListQueryValue<S extends string = string> {
  kind?: string | undefined;
  state?: string | undefined;
  sort?: S | undefined;
  q?: string | undefined;
  /** 1-based. */
  page: number;
}

/** Longer searches are cut: nobody types a 100-character permit number. */
export const MAX_SEARCH_LENGTH = 100;

function oneOf(value: string | null, allowed: readonly string[] | undefined): string | undefined {
  if (value === null || !allowed) return undefined;
  return allowed.includes(value) ? value : undefined;
}

/** Reads the list's query; values the list does not know are dropped, never sent to the API. */
export function parseListQuery<S extends string>(
  params: URLSearchParams,
  spec: ListQuerySpec<S>,
): ListQueryValue<S> {
  const kindParam = params.get('kind');
  const kind = oneOf(kindParam === null ? null : kindParam.trim().toLowerCase(), spec.kinds);
  const state = oneOf(params.get('state'), spec.states);
  const sort = (oneOf(params.get('sort'), spec.sorts) ?? spec.sorts?.[0]) as S | undefined;
  const rawQ = spec.search ? (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH) : '';
  return {
    ...(kind ? { kind } : {}),
    ...(state ? { state } : {}),
    ...(sort ? { sort } : {}),
    ...(rawQ ? { q: rawQ } : {}),
    page: pageFromParam(params.get('page')),
  };
}

/** The query string of a list state (`?kind=l13&page=2`), or '' for the default list. */
export function listQuerySearch<S extends string>(value: ListQueryValue<S>, spec: ListQuerySpec<S>): string {
  const params = new URLSearchParams();
  if (value.kind) params.set('kind', value.kind);
  if (value.state) params.set('state', value.state);
  if (value.q) params.set('q', value.q);
  if (value.sort && value.sort !== spec.sorts?.[0]) params.set('sort', value.sort);
  if (value.page > 1) params.set('page', String(value.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The list after a change of filters or sort: back to page 1, since page 5 of another filter means
 * nothing. An empty string clears a filter.
 */
export function changeListQuery<S extends string>(
  value: ListQueryValue<S>,
  changes: Partial<Omit<ListQueryValue<S>, 'page'>>,
): ListQueryValue<S> {
  const next: ListQueryValue<S> = { ...value, ...changes, page: 1 };
  for (const key of ['kind', 'state', 'q', 'sort'] as const) {
    if (next[key] === '' || next[key] === undefined) delete next[key];
  }
  return next;
}

/** True when the person narrowed the list, so an empty list means "nothing matches", not "nothing yet". */
export function hasFilters(value: ListQueryValue): boolean {
  return Boolean(value.kind || value.state || value.q);
}

/** The API query of a list state (permits-api.ts `ListQuery`). */
export function apiListQuery<S extends string>(value: ListQueryValue<S>, pageSize = DEFAULT_PAGE_SIZE) {
  return {
    kind: value.kind,
    state: value.state,
    sort: value.sort,
    q: value.q,
    page: value.page,
    pageSize,
  };
}

/** The 1-based positions of the rows shown, for "21–40 of 45"; null for an empty page. */
export function pageRange(page: number, pageSize: number, shown: number, total: number) {
  if (shown <= 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  return { from, to, total: Math.max(total, to) };
}
