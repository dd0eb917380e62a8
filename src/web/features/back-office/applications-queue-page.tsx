/**
 * `/tarnyba/paraiskos`: the officers' queue (issue 4 item 7). Without a state filter the server
 * lists the applications awaiting a decision (PATEIKTA, VERTINAMA, PATIKRINTA), oldest submitted
 * first, so the one waiting longest is on top. Filters and page live in the address
 * (ui/permits/use-list-query.ts), so a link shared between officers shows the same list.
 */
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApplicationSummary } from '../../../shared/permits/api-types.ts';
import { APPLICATION_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { findKind, KIND_SEGMENTS } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { pageCount } from '../../platform/pagination.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager } from '../../ui/pager.tsx';
import { ListSummary } from '../../ui/permits/list-filters.tsx';
import { apiListQuery, hasFilters, type ListQuerySpec } from '../../ui/permits/list-query.ts';
import { applicationStateOptions, kindOptions } from '../../ui/permits/options.ts';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { useListQuery } from '../../ui/permits/use-list-query.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { BACK_OFFICE_PAGE_SIZE, officerApplicationsQuery } from './back-office-api.ts';
import { BackOfficeTable } from './back-office-table.tsx';
import './back-office.css';
import { SelectField, type SelectOption } from '../../ui/form/select-field.tsx';

const QUEUE_SPEC: ListQuerySpec = { kinds: KIND_SEGMENTS, states: APPLICATION_STATES, search: true };

export function OfficerApplicationsPage() {
  const t = useT();
  const list = useListQuery(QUEUE_SPEC);
  const query = apiListQuery(list.value, BACK_OFFICE_PAGE_SIZE);
  const applications = useQuery(officerApplicationsQuery({ ...query, sort: undefined }));
  const page = applications.data;

  return (
    <article className="page back-office">
      <PageHeader title={t('route.officerApplications')} lead={t('backOffice.queue.lead')} />
      <QueueFilters value={list.value} onApply={(changes) => list.change(changes)} onClear={list.clear} />
      <ListSummary
        page={list.value.page}
        pageSize={BACK_OFFICE_PAGE_SIZE}
        shown={page?.items.length ?? 0}
        total={page?.total ?? 0}
        loading={applications.isPending}
      />
      {applications.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : applications.isError ? (
        <p>
          {t('backOffice.listFailed')}{' '}
          <button type="button" className="link-button" onClick={() => applications.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : page && page.items.length > 0 ? (
        <>
          <QueueTable items={page.items} />
          <Pager
            page={list.value.page}
            pages={pageCount(page.total, page.pageSize || BACK_OFFICE_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label={t('backOffice.queue.pages')}
          />
        </>
      ) : (
        <p>{hasFilters(list.value) ? t('backOffice.queue.noneMatching') : t('backOffice.queue.empty')}</p>
      )}
    </article>
  );
}

/**
 * Kind, state and search. The state's empty choice is the server's default queue, not "every
 * state", so it is named for what it shows. A form with a button (WCAG 3.2.2).
 */
function QueueFilters({
  value,
  onApply,
  onClear,
}: {
  value: { kind?: string | undefined; state?: string | undefined; q?: string | undefined; page: number };
  onApply: (changes: { kind?: string; state?: string; q?: string }) => void;
  onClear: () => void;
}) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onApply({ kind: text('kind'), state: text('state'), q: text('q') });
  };
  const select = (name: 'kind' | 'state', label: string, blankOption: string, options: SelectOption[]) => (
    <SelectField
      id={`queue-${name}`}
      className="list-filters__field"
      name={name}
      label={label}
      blankOption={blankOption}
      options={options}
      defaultValue={value[name] ?? ''}
    />
  );
  return (
    // The search landmark names the filters; the form is keyed by the list's state, so the fields
    // show the address's filters again after back or a link.
    <search className="list-filters" aria-label={t('backOffice.queue.filters')}>
      <form key={JSON.stringify(value)} onSubmit={submit}>
        <div className="list-filters__fields">
          {select('kind', t('listUi.kind'), t('listUi.allKinds'), kindOptions(t))}
          {select(
            'state',
            t('listUi.state'),
            t('backOffice.queue.awaitingDecision'),
            applicationStateOptions(t).filter((option) => option.value !== 'RUOSIAMA'),
          )}
          <div className="field list-filters__field list-filters__field--wide">
            <label className="field__label" htmlFor="queue-q">
              {t('backOffice.search')}
            </label>
            <p className="field__hint" id="queue-q-hint">
              {t('backOffice.queue.searchHint')}
            </p>
            <input
              id="queue-q"
              className="field__input"
              type="search"
              name="q"
              maxLength={100}
              defaultValue={value.q ?? ''}
              aria-describedby="queue-q-hint"
            />
          </div>
        </div>
        <div className="list-filters__actions">
          <button type="submit" className="button button--primary">
            {t('listUi.apply')}
          </button>
          {hasFilters(value) && (
            <button type="button" className="button button--secondary" onClick={onClear}>
              {t('listUi.clear')}
            </button>
          )}
        </div>
      </form>
    </search>
  );
}

function QueueTable({ items }: { items: ApplicationSummary[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <BackOfficeTable caption={t('route.officerApplications')}>
      <thead>
        <tr>
          <th scope="col">{t('backOffice.number')}</th>
          <th scope="col">{t('backOffice.kind')}</th>
          <th scope="col">{t('backOffice.applicant')}</th>
          <th scope="col">{t('backOffice.submitted')}</th>
          <th scope="col">{t('backOffice.state')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((application) => {
          const kind = findKind(application.kind);
          return (
            <tr key={application.id}>
              <th scope="row" className="back-office__nowrap">
                <Link to={`/tarnyba/paraiskos/${application.id}`}>{application.number}</Link>
                {application.type !== 'NAUJA' && (
                  <span className="back-office__small">{t(`applicationType.${application.type}`)}</span>
                )}
                {application.unreadMessages > 0 && (
                  <span className="back-office__small">
                    <span className="badge">
                      {t('backOffice.unreadMessages', { count: application.unreadMessages })}
                    </span>
                  </span>
                )}
              </th>
              <td>
                <span className="kind-code">{kind?.code ?? application.kind}</span>{' '}
                {kind ? t(kind.title) : ''}
                {application.title && <span className="back-office__small">{application.title}</span>}
              </td>
              <td>
                {application.applicant.name}
                <span className="back-office__small">{application.applicant.code}</span>
              </td>
              <td>
                {application.submittedAt ? (
                  <time dateTime={application.submittedAt}>
                    {formatPortalDate(application.submittedAt, language, 'dateTime')}
                  </time>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <StateBadge subject="application" state={application.state} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </BackOfficeTable>
  );
}
