/**
 * `/atsisiusti/{kind}` and `/atsisiusti/{kind}/{id}` for kinds that need login (spec §2; issue 4
 * item 9): the person's permits of the kind, each with its PDF, and one permit's download with the
 * way to check its QR code.
 */
import { Link } from 'react-router';
import type { PermitDetail } from '../../../shared/permits/api-types.ts';
import { isPermitValid } from '../../../shared/permits/engine/lifecycle.ts';
import type { PermitKind } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';
import { Notice, PageHeader } from '../../ui/page.tsx';
import { Facts } from '../../ui/permits/facts.tsx';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import { KIND_PERMIT_LIST_SPEC } from '../../ui/permits/options.ts';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePermit } from './permit-page.tsx';
import { validityText } from './permit-text.ts';
import { permitPdfUrl } from './permits-api.ts';
import { PermitsList } from './person-lists.tsx';
import './permits.css';

export function DownloadListPage({ kind }: { kind: PermitKind }) {
  const t = useT();
  return (
    <article className="page">
      <PageHeader
        caption={kind.code}
        title={t('kindPage.downloadTitle', { title: t(kind.pageTitle) })}
        lead={t('permitDownload.listLead')}
      />
      <PermitsList
        kind={kind.segment}
        spec={KIND_PERMIT_LIST_SPEC}
        mode="download"
        empty={
          <>
            <p>{t('permitDownload.none')}</p>
            <p>
              <Link className="button button--primary" to={`/paraiskos/${kind.segment}`}>
                {t('permitDownload.apply')}
              </Link>
            </p>
          </>
        }
      />
    </article>
  );
}

export function DownloadPermitPage({ kind, id }: { kind: PermitKind; id: string }) {
  const t = useT();
  const permit = usePermit(kind.segment, id);
  const title = t('kindPage.downloadTitle', { title: t(kind.pageTitle) });
  if (!permit.data) {
    return (
      <article className="page">
        <PageHeader caption={kind.code} title={title} />
        {permit.error ? (
          <LoadProblem
            error={permit.error}
            onRetry={() => permit.refetch()}
            notFound={
              <>
                <p>{t('permitView.notFound')}</p>
                <p>
                  <Link to={`/atsisiusti/${kind.segment}`}>{t('permitDownload.backToList')}</Link>
                </p>
              </>
            }
          />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </article>
    );
  }
  return <DownloadView kind={kind} permit={permit.data} title={title} />;
}

function DownloadView({ kind, permit, title }: { kind: PermitKind; permit: PermitDetail; title: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <article className="page">
      <PageHeader
        caption={`${kind.code} · ${t('myLists.permitNumber', { number: permit.number })}`}
        title={title}
      />
      <Facts
        items={[
          { label: t('permitView.number'), value: permit.number },
          { label: t('permitView.state'), value: <StateBadge subject="permit" state={permit.state} /> },
          { label: t('permitView.validity'), value: validityText(permit, language, t) },
        ]}
      />
      {!isPermitValid(permit.state) && (
        <Notice tone="warning">
          <p>{t('permitDownload.notValid')}</p>
        </Notice>
      )}
      <p className="permit-view__download">
        <a
          className="button button--primary button--large"
          href={permitPdfUrl(permit.kind, permit.id)}
          download
        >
          <Icon name="download" />
          {t('permitDownload.downloadNumber', { number: permit.number })}
        </a>
      </p>
      <p>{t('permitDownload.qrText')}</p>
      <ul className="permit-view__links">
        <li>
          <Link to="/leidimo-tikrinimas">{t('permitDownload.checkLink')}</Link>
        </li>
        <li>
          <Link to={`/leidimai/${permit.kind}/${permit.id}`}>{t('permitDownload.permitLink')}</Link>
        </li>
      </ul>
    </article>
  );
}
