/**
 * `/test` (spec §2 Public routes): a page support staff can open to see whether this browser
 * reaches the portal's server, and in which language and with which session it does.
 */
import { useQuery } from '@tanstack/react-query';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { api } from '../../platform/api.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

export function SystemCheckPage() {
  const t = useT();
  const { language } = useLanguage();
  const session = useSession();
  const health = useQuery({
    queryKey: ['system', 'health'],
    queryFn: () => api.get<{ status: string }>('/health'),
    retry: false,
    meta: { silent: true },
  });

  return (
    <article className="page">
      <PageHeader title={t('route.systemCheck')} lead={t('systemCheck.lead')} />
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>{t('systemCheck.server')}</dt>
          <dd>
            {health.isPending ? (
              <Spinner inline label={t('systemCheck.checking')} />
            ) : health.data?.status === 'ok' ? (
              <span className="status status--ok">{t('systemCheck.serverOk')}</span>
            ) : (
              <span className="status status--bad">
                {t('systemCheck.serverDown')}
                {health.error ? ` (${health.error.message})` : ''}
              </span>
            )}
          </dd>
        </div>
        <div className="summary-list__row">
          <dt>{t('systemCheck.language')}</dt>
          <dd>{t(language === 'lt' ? 'language.lt' : 'language.en')}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{t('systemCheck.session')}</dt>
          <dd>{t(session.status === 'authenticated' ? 'systemCheck.loggedIn' : 'systemCheck.anonymous')}</dd>
        </div>
        <div className="summary-list__row">
          <dt>{t('systemCheck.connection')}</dt>
          <dd>{t(navigator.onLine ? 'systemCheck.online' : 'systemCheck.offline')}</dd>
        </div>
      </dl>
      <p>
        <button type="button" className="button button--secondary" onClick={() => health.refetch()}>
          {t('systemCheck.again')}
        </button>
      </p>
    </article>
  );
}
