/**
 * `/tarnyba/darbo-kruvis`: the officers' workload (issue 22 item 5): per kind, the applications
 * waiting in each state, the decisions of the last 365 days and the median days from submission to
 * decision; then the longest-waiting applications, each opening its page.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import type { Workload } from '../../../shared/statistics/api.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api } from '../../platform/api.ts';
import { PageHeader } from '../../ui/page.tsx';
import { formatDay } from '../../ui/permits/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { BackOfficeTable } from './back-office-table.tsx';
import './back-office.css';

/** Kept in step with OFFICER_WORKLOAD_PATH and WAITING_STATES (src/shared/statistics/api.ts, the module). */
const WORKLOAD_PATH = '/api/v1/tarnyba/darbo-kruvis';
const WAITING = ['PATEIKTA', 'VERTINAMA', 'PATIKRINTA', 'GRAZINTA'] as const;

export function OfficerWorkloadPage() {
  const t = useT();
  const { language } = useLanguage();
  const workload = useQuery({
    queryKey: ['officer', 'workload'],
    queryFn: ({ signal }) => api.get<Workload>(WORKLOAD_PATH, { signal }),
  });
  const number = new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 1 });
  const kindName = (segment: string) => {
    const kind = findKind(segment);
    return kind ? `${kind.code} ${t(kind.title)}` : segment;
  };
  const data = workload.data;
  return (
    <article className="page back-office">
      <PageHeader title={t('route.officerWorkload')} lead={t('workload.lead')} />
      {workload.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : workload.isError || !data ? (
        <p>
          {t('backOffice.listFailed')}{' '}
          <button type="button" className="link-button" onClick={() => workload.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <>
          <section className="page-section" aria-labelledby="workload-kinds">
            <h2 className="section-title" id="workload-kinds">
              {t('workload.byKind')}
            </h2>
            {data.kinds.length === 0 ? (
              <p>{t('workload.none')}</p>
            ) : (
              <BackOfficeTable caption={t('workload.byKind')}>
                <thead>
                  <tr>
                    <th scope="col">{t('workload.kind')}</th>
                    {WAITING.map((state) => (
                      <th scope="col" key={state}>
                        {t(`applicationState.${state}` as MessageId)}
                      </th>
                    ))}
                    <th scope="col">{t('workload.waiting')}</th>
                    <th scope="col">{t('workload.decided')}</th>
                    <th scope="col">{t('workload.median')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.kinds.map((row) => (
                    <tr key={row.kind}>
                      <th scope="row">{kindName(row.kind)}</th>
                      {WAITING.map((state) => (
                        <td key={state}>{number.format(row.byState[state] ?? 0)}</td>
                      ))}
                      <td>{number.format(row.waiting)}</td>
                      <td>{number.format(row.decided)}</td>
                      <td>
                        {row.medianDays === null
                          ? t('workload.noDecisions')
                          : t('workload.days', { days: number.format(row.medianDays) })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </BackOfficeTable>
            )}
          </section>
          <section className="page-section" aria-labelledby="workload-oldest">
            <h2 className="section-title" id="workload-oldest">
              {t('workload.oldest')}
            </h2>
            {data.oldest.length === 0 ? (
              <p>{t('workload.none')}</p>
            ) : (
              <BackOfficeTable caption={t('workload.oldest')}>
                <thead>
                  <tr>
                    <th scope="col">{t('workload.number')}</th>
                    <th scope="col">{t('workload.kind')}</th>
                    <th scope="col">{t('workload.state')}</th>
                    <th scope="col">{t('workload.submitted')}</th>
                    <th scope="col">{t('workload.waitingDays')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.oldest.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <Link to={`/tarnyba/paraiskos/${row.id}`}>{row.number}</Link>
                      </th>
                      <td>{kindName(row.kind)}</td>
                      <td>{t(`applicationState.${row.state}` as MessageId)}</td>
                      <td>{formatDay(row.submittedAt.slice(0, 10), language)}</td>
                      <td>{number.format(row.waitingDays)}</td>
                    </tr>
                  ))}
                </tbody>
              </BackOfficeTable>
            )}
          </section>
        </>
      )}
    </article>
  );
}
