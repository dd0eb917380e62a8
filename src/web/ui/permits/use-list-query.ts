/** A list's filters, sort and page read from and written to the address (list-query.ts). */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  changeListQuery,
  type ListQuerySpec,
  type ListQueryValue,
  listQuerySearch,
  parseListQuery,
} from './list-query.ts';

export interface ListQueryState<S extends string> {
  value: ListQueryValue<S>;
  /** New filters or sort: a new history entry, so the browser's back button returns to the last list. */
  change: (changes: Partial<Omit<ListQueryValue<S>, 'page'>>) => void;
  /** Drops the filters, keeps the sort. */
  clear: () => void;
  /** The address of another page of the same list. */
  hrefFor: (page: number) => string;
}

/** `spec` must be a stable object (a module constant or memoised). */
export function useListQuery<S extends string>(spec: ListQuerySpec<S>): ListQueryState<S> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const value = useMemo(() => parseListQuery(params, spec), [params, spec]);
  const go = useCallback(
    (next: ListQueryValue<S>) => setParams(new URLSearchParams(listQuerySearch(next, spec))),
    [setParams, spec],
  );
  const change = useCallback<ListQueryState<S>['change']>(
    (changes) => go(changeListQuery(value, changes)),
    [go, value],
  );
  const clear = useCallback(() => go({ page: 1, sort: value.sort }), [go, value.sort]);
  const hrefFor = useCallback(
    (page: number) => `${pathname}${listQuerySearch({ ...value, page }, spec)}`,
    [pathname, value, spec],
  );
  useFocusMainOnPageChange(value.page);
  return { value, change, clear, hrefFor };
}

/**
 * Another page of the list scrolls up and moves focus to `main`, as any navigation does (WCAG
 * 2.4.3); the router only does that when the path changes, not the query. A filter change keeps
 * focus on the form and the result count is announced instead (ListSummary).
 */
function useFocusMainOnPageChange(page: number): void {
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [page]);
}
