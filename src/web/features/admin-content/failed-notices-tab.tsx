/**
 * Notices that did not go out (issue 21 "failures visible to the admin", ADR 0033): the mails the
 * mail server and the SMS the gateway refused, newest first, with the reason, the attempts made and
 * whether the outbox still retries them or has given up. Read-only: a notice given up is queued
 * again only by its event.
 */
import { useQuery } from '@tanstack/react-query';
import type { FailedNoticesDto } from '../../../shared/mail/failed-notices.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api, isApiError } from '../../platform/api.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AdminTable } from './admin-ui.tsx';

export function FailedNoticesTab() {
  const t = useT();
  const { language } = useLanguage();
  const failed = useQuery({
    queryKey: ['admin', 'failed-notices'],
    meta: { silent: true },
    queryFn: () => api.get<FailedNoticesDto>('/v1/admin/pranesimai/nepavyke'),
  });
  return (
    <section>
      <h2>{t('failedNotices.title')}</h2>
      <p>{t('failedNotices.lead')}</p>
      {failed.isPending ? (
        <Spinner label={t('failedNotices.loading')} />
      ) : failed.isError ? (
        <Notice tone="warning">
          <p>{isApiError(failed.error) ? failed.error.message : t('error.network')}</p>
          <button type="button" className="button button--secondary" onClick={() => failed.refetch()}>
            {t('common.retry')}
          </button>
        </Notice>
      ) : failed.data.items.length === 0 ? (
        <p>{t('failedNotices.none')}</p>
      ) : (
        <AdminTable caption={t('failedNotices.title')}>
          <thead>
            <tr>
              <th scope="col">{t('failedNotices.channel')}</th>
              <th scope="col">{t('failedNotices.to')}</th>
              <th scope="col">{t('failedNotices.notice')}</th>
              <th scope="col">{t('failedNotices.queued')}</th>
              <th scope="col">{t('failedNotices.attempts')}</th>
              <th scope="col">{t('failedNotices.reason')}</th>
              <th scope="col">{t('failedNotices.state')}</th>
            </tr>
          </thead>
          <tbody>
            {failed.data.items.map((item) => (
              <tr key={`${item.channel}-${item.id}`}>
                <td>{t(item.channel === 'sms' ? 'failedNotices.sms' : 'failedNotices.email')}</td>
                <td>{item.to}</td>
                <td>{item.noticeKey ?? t('failedNotices.noKey')}</td>
                <td>{formatPortalDate(item.createdAt, language, 'dateTime')}</td>
                <td>{item.attempts}</td>
                <td>{item.lastError}</td>
                <td>{t(item.givenUp ? 'failedNotices.givenUp' : 'failedNotices.retrying')}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
