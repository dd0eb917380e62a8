/**
 * The paged lists of the chosen represented person's applications and permits (issue 4 item 4).
 * The filters live in the address (ui/permits/list-query.ts); the query keys carry the represented
 * person's code, so choosing another person shows that person's lists, never the last one's.
 */
import { type Query, useQuery } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import {
  type ApplicationSort,
  type ApplicationSummary,
  DEFAULT_PAGE_SIZE,
  type Page,
  type PermitSort,
  type PermitSummary,
} from '../../../shared/permits/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { isOnline, subscribeToConnection } from '../../platform/offline/connection.ts';
import { pageCount } from '../../platform/pagination.ts';
import { usePersonalListsRestored } from '../../platform/query-persist/personal-lists.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { Pager } from '../../ui/pager.tsx';
import { ListFilters, ListSummary } from '../../ui/permits/list-filters.tsx';
import { apiListQuery, hasFilters, type ListQuerySpec } from '../../ui/permits/list-query.ts';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import {
  APPLICATION_LIST_SPEC,
  applicationStateOptions,
  kindOptions,
  PERMIT_LIST_SPEC,
  permitStateOptions,
  sortOptions,
} from '../../ui/permits/options.ts';
import { SavedOnDevice } from '../../ui/permits/saved-on-device.tsx';
import { useListQuery } from '../../ui/permits/use-list-query.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ApplicationRows, PermitRows } from './list-rows.tsx';
import { listApplications, listPermits, permitsKeys } from './permits-api.ts';
import './permits.css';

/**
 * While another page of the same person's list loads, the last page stays on screen (marked busy);
 * after a switch of represented person nothing of the last person's list is shown.
 */
function samePersonOnly<T>(code: string | null) {
  return (previous: T | undefined, previousQuery: Query<T, Error, T, readonly unknown[]> | undefined) =>
    previousQuery && previousQuery.queryKey[previousQuery.queryKey.length - 1] === code
      ? previous
      : undefined;
}

/** The represented person's code, or null while none is chosen (the chooser is open). */
export function useChosenCode(): string | null {
  return useSession().chosen?.code ?? null;
}

/**
 * The chosen person's code once the lists kept on this device for this user and person are back
 * (platform/query-persist): until then the lists wait, so that offline they open from the device.
 */
function useListsCode(): { code: string | null; ready: boolean } {
  const session = useSession();
  const code = session.chosen?.code ?? null;
  const ready = usePersonalListsRestored(session.user?.asmensKodas, code);
  return { code, ready: code !== null && ready };
}

interface ListViewProps<T> {
  pagerLabel: string;
  result: {
    data: Page<T> | undefined;
    error: unknown;
    isPending: boolean;
    isPlaceholderData: boolean;
    isError: boolean;
    dataUpdatedAt: number;
    refetch: () => unknown;
  };
  page: number;
  filters: ReactNode;
  filtered: boolean;
  onClear: () => void;
  hrefFor: (page: number) => string;
  rows: (items: T[], busy: boolean) => ReactNode;
  /** What a person with nothing here yet can do. */
  empty: ReactNode;
  emptyFiltered: string;
}

function ListView<T>(props: ListViewProps<T>) {
  const t = useT();
  const { result, page } = props;
  const data = result.data;
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const pageSize = data?.pageSize ?? DEFAULT_PAGE_SIZE;
  let body: ReactNode;
  if (!data && result.error) body = <LoadProblem error={result.error} onRetry={() => result.refetch()} />;
  else if (!data) body = <Spinner label={t('common.loading')} />;
  else if (items.length > 0) body = props.rows(items, result.isPlaceholderData);
  else if (page > 1 && total > 0)
    body = (
      <p>
        {t('myLists.pastLastPage')} <Link to={props.hrefFor(1)}>{t('myLists.firstPage')}</Link>
      </p>
    );
  else if (props.filtered)
    body = (
      <div className="empty-list">
        <p>{props.emptyFiltered}</p>
        <p>
          <button type="button" className="button button--secondary" onClick={props.onClear}>
            {t('listUi.clear')}
          </button>
        </p>
      </div>
    );
  else body = <div className="empty-list">{props.empty}</div>;
  return (
    <>
      {data && (!online || result.isError) && <SavedOnDevice savedAt={result.dataUpdatedAt} />}
      {props.filters}
      <ListSummary
        page={page}
        pageSize={pageSize}
        shown={items.length}
        total={total}
        loading={!data && !result.error}
      />
      {body}
      <Pager
        page={page}
        pages={pageCount(total, pageSize)}
        hrefFor={props.hrefFor}
        label={props.pagerLabel}
      />
    </>
  );
}

/** The person's applications: filter by kind and state, sort, 20 per page. */
export function ApplicationsList() {
  const t = useT();
  const { code, ready } = useListsCode();
  const list = useListQuery(APPLICATION_LIST_SPEC);
  const query = apiListQuery(list.value);
  const result = useQuery({
    queryKey: [...permitsKeys.applications(query), code],
    queryFn: () => listApplications(query),
    enabled: ready,
    placeholderData: samePersonOnly<Page<ApplicationSummary>>(code),
  });
  return (
    <ListView
      pagerLabel={t('myLists.applicationsPages')}
      result={result}
      page={list.value.page}
      filtered={hasFilters(list.value)}
      onClear={list.clear}
      hrefFor={list.hrefFor}
      filters={
        <ListFilters<ApplicationSort>
          id="applications"
          label={t('myLists.applicationsFilters')}
          value={list.value}
          kinds={kindOptions(t)}
          states={applicationStateOptions(t)}
          sorts={sortOptions(APPLICATION_LIST_SPEC.sorts ?? [], t)}
          onApply={list.change}
          onClear={list.clear}
        />
      }
      rows={(items, busy) => <ApplicationRows items={items} busy={busy} />}
      emptyFiltered={t('myLists.applicationsNoneFiltered')}
      empty={
        <>
          <p>{t('myLists.applicationsNone')}</p>
          <p>
            <Link className="button button--primary" to="/permits">
              {t('myLists.startApplication')}
            </Link>
          </p>
        </>
      }
    />
  );
}

/**
 * The person's permits: all kinds with a kind filter, or one kind (`/leidimai/{kind}`,
 * `/atsisiusti/{kind}`) whose path fixes the kind.
 */
export function PermitsList({
  kind,
  spec = PERMIT_LIST_SPEC,
  mode = 'view',
  empty,
}: {
  kind?: string | undefined;
  spec?: ListQuerySpec<PermitSort>;
  mode?: 'view' | 'download';
  empty: ReactNode;
}) {
  const t = useT();
  const { code, ready } = useListsCode();
  const list = useListQuery(spec);
  const query = { ...apiListQuery(list.value), ...(kind ? { kind } : {}) };
  const result = useQuery({
    queryKey: [...permitsKeys.permits(query), code],
    queryFn: () => listPermits(query),
    enabled: ready,
    placeholderData: samePersonOnly<Page<PermitSummary>>(code),
  });
  return (
    <ListView
      pagerLabel={t('myLists.permitsPages')}
      result={result}
      page={list.value.page}
      filtered={hasFilters(list.value)}
      onClear={list.clear}
      hrefFor={list.hrefFor}
      filters={
        <ListFilters<PermitSort>
          id="permits"
          label={t('myLists.permitsFilters')}
          value={list.value}
          kinds={spec.kinds ? kindOptions(t) : undefined}
          states={permitStateOptions(t)}
          sorts={sortOptions(spec.sorts ?? [], t)}
          onApply={list.change}
          onClear={list.clear}
        />
      }
      rows={(items, busy) => <PermitRows items={items} busy={busy} mode={mode} />}
      emptyFiltered={t('myLists.permitsNoneFiltered')}
      empty={empty}
    />
  );
}
