/**
 * `/tarnyba/leidimai`: every issued permit for the officers (issue 4 item 7), filtered by kind,
 * state and free text (number, holder's name or code), paged; each row opens the permit's page
 * where it is suspended, renewed, annulled or archived.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PermitSummary } from '../../../shared/permits/api-types.ts';
import { PERMIT_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind, KIND_SEGMENTS } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { pageCount } from '../../platform/pagination.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { ListFilters, ListSummary } from '../../ui/permits/list-filters.tsx';
import { apiListQuery, hasFilters, type ListQuerySpec } from '../../ui/permits/list-query.ts';
import { kindOptions, permitStateOptions } from '../../ui/permits/options.ts';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { useListQuery } from '../../ui/permits/use-list-query.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { BACK_OFFICE_PAGE_SIZE, officerPermitsQuery } from './back-office-api.ts';
import { BackOfficeTable } from './back-office-table.tsx';
import './back-office.css';

const PERMITS_SPEC: ListQuerySpec = { kinds: KIND_SEGMENTS, states: PERMIT_STATES, search: true };

export function OfficerPermitsPage() {
  const t = useT();
  const list = useListQuery(PERMITS_SPEC);
  const query = apiListQuery(list.value, BACK_OFFICE_PAGE_SIZE);
  const permits = useQuery(officerPermitsQuery({ ...query, sort: undefined }));
  const page = permits.data;

  return (
    <article className="page back-office">
      <PageHeader title={t('route.officerPermits')} lead={t('backOffice.permits.lead')} />
      <ListFilters
        id="officer-permits"
        label={t('backOffice.permits.filters')}
        value={list.value}
        kinds={kindOptions(t)}
        states={permitStateOptions(t)}
        search={{ label: t('backOffice.search'), hint: t('backOffice.permits.searchHint') }}
        onApply={list.change}
        onClear={list.clear}
      />
      <ListSummary
        page={list.value.page}
        pageSize={BACK_OFFICE_PAGE_SIZE}
        shown={page?.items.length ?? 0}
        total={page?.total ?? 0}
        loading={permits.isPending}
      />
      {permits.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : permits.isError ? (
        <p>
          {t('backOffice.listFailed')}{' '}
          <button type="button" className="link-button" onClick={() => permits.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : page && page.items.length > 0 ? (
        <>
          <PermitsTable items={page.items} />
          <Pager
            page={list.value.page}
            pages={pageCount(page.total, page.pageSize || BACK_OFFICE_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label={t('backOffice.permits.pages')}
          />
        </>
      ) : (
        <p>{hasFilters(list.value) ? t('backOffice.permits.noneMatching') : t('backOffice.permits.empty')}</p>
      )}
    </article>
  );
}

function PermitsTable({ items }: { items: PermitSummary[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <BackOfficeTable caption={t('route.officerPermits')}>
      <thead>
        <tr>
          <th scope="col">{t('backOffice.number')}</th>
          <th scope="col">{t('backOffice.kind')}</th>
          <th scope="col">{t('backOffice.holder')}</th>
          <th scope="col">{t('backOffice.validity')}</th>
          <th scope="col">{t('backOffice.state')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((permit) => {
          const kind = findKind(permit.kind);
          return (
            <tr key={permit.id}>
              <th scope="row" className="back-office__nowrap">
                <Link to={`/tarnyba/leidimai/${permit.id}`}>{permit.number}</Link>
              </th>
              <td>
                <span className="kind-code">{kind?.code ?? permit.kind}</span> {kind ? t(kind.title) : ''}
                {permit.title && <span className="back-office__small">{permit.title}</span>}
              </td>
              <td>
                {permit.holder.name}
                <span className="back-office__small">{permit.holder.code}</span>
              </td>
              <td>
                {permit.validUntil
                  ? t('backOffice.validFromTo', {
                      from: formatDay(permit.validFrom, language),
                      to: formatDay(permit.validUntil, language),
                    })
                  : t('backOffice.validFromIndefinitely', { from: formatDay(permit.validFrom, language) })}
              </td>
              <td>
                <StateBadge subject="permit" state={permit.state} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </BackOfficeTable>
  );
}
