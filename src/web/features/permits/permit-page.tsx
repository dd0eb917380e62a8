/**
 * `/leidimai/{kind}/{id}`: one permit of the represented person (issue 4 items 4 and 9): number,
 * state, holder, issue date, validity, price, the permit's data, its history, the application it
 * came from, the PDF, and the requests the holder may start (change, amendment, extension).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/index.ts';
import type { HolderPermitRequest, PermitDetail } from '../../../shared/permits/api-types.ts';
import type { PermitKind } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { Icon } from '../../ui/icon.tsx';
import { LinkCards, Notice, PageHeader } from '../../ui/page.tsx';
import { Facts } from '../../ui/permits/facts.tsx';
import { formatEuros } from '../../ui/permits/format.ts';
import { HistoryList } from '../../ui/permits/history-list.tsx';
import { LoadProblem } from '../../ui/permits/load-problem.tsx';
import { StateBadge } from '../../ui/permits/state-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { catchReportPath } from '../anglers/index.ts';
import { kindLinks } from './kind-links.ts';
import { PermitData } from './permit-data.tsx';
import { requestHref, validityText } from './permit-text.ts';
import { getPermit, permitPdfUrl, permitsKeys } from './permits-api.ts';
import { useChosenCode } from './person-lists.tsx';
import './permits.css';

/** One permit of the represented person; shared by the permit page and its download page. */
export function usePermit(kind: string, id: string) {
  const code = useChosenCode();
  return useQuery({
    queryKey: [...permitsKeys.permit(kind, id), code],
    queryFn: () => getPermit(kind, id),
    enabled: code !== null,
    // A permit that is not found is told on the page itself, not in the error modal.
    meta: { silent: true },
  });
}

const REQUEST_TEXTS: Record<HolderPermitRequest, { label: MessageId; description: MessageId }> = {
  LEIDIMO_KEITIMAS: { label: 'permitView.requestChange', description: 'permitView.requestChangeText' },
  LEIDIMO_TIKSLINIMAS: { label: 'permitView.requestAmend', description: 'permitView.requestAmendText' },
  PRATESIMAS: { label: 'permitView.requestExtend', description: 'permitView.requestExtendText' },
  TURIO_TIKSLINIMAS: { label: 'permitView.requestVolume', description: 'permitView.requestVolumeText' },
};

export function PermitNotFound({ kind }: { kind: PermitKind }) {
  const t = useT();
  return (
    <>
      <p>{t('permitView.notFound')}</p>
      <p>
        <Link to={`/leidimai/${kind.segment}`}>{t('permitView.backToKind', { code: kind.code })}</Link>
      </p>
    </>
  );
}

export function PermitPage({ kind, id }: { kind: PermitKind; id: string }) {
  const t = useT();
  const permit = usePermit(kind.segment, id);
  const caption = `${kind.code} · ${t(kind.pageTitle)}`;
  if (!permit.data) {
    return (
      <article className="page">
        <PageHeader caption={caption} title={t('route.kindPermit')} />
        {permit.error ? (
          <LoadProblem
            error={permit.error}
            onRetry={() => permit.refetch()}
            notFound={<PermitNotFound kind={kind} />}
          />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </article>
    );
  }
  return <PermitView kind={kind} permit={permit.data} caption={caption} />;
}

function PermitView({ kind, permit, caption }: { kind: PermitKind; permit: PermitDetail; caption: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <article className="page permit-view">
      <PageHeader
        caption={caption}
        title={t('permitView.title', { number: permit.number })}
        lead={permit.title ?? undefined}
      />
      {permit.state === 'LEIDIMO_PROJEKTAS' ? (
        // Waiting for its state fee (issue 20): no document yet; the application says how to pay.
        <Notice tone="warning">
          <p>
            {t('fees.error.permitUnpaid')}{' '}
            {permit.applicationId && (
              <Link to={`/paraiskos/${permit.kind}/${permit.applicationId}`}>{t('fees.panel.title')}</Link>
            )}
          </p>
        </Notice>
      ) : (
        <p className="permit-view__download">
          <a
            className="button button--primary button--large"
            href={permitPdfUrl(permit.kind, permit.id)}
            download
          >
            <Icon name="download" />
            {t('permitView.download')}
          </a>
        </p>
      )}
      {(permit.kind === 'l06_1' || permit.kind === 'l06_2') && (
        // An L06 card's catch report (issue 6): the number in the address; the names and the code
        // come from the wallet, which the form brings up to date for a logged-in holder (ADR 0015).
        <p className="permit-view__download">
          <Link
            className="button button--secondary button--large"
            to={catchReportPath({ number: permit.number })}
          >
            <Icon name="fish" />
            {t('catchForm.reportCatch')}
          </Link>
        </p>
      )}

      <section className="page-section" aria-labelledby="permit-facts">
        <h2 className="section-title" id="permit-facts">
          {t('permitView.factsTitle')}
        </h2>
        <Facts
          items={[
            { label: t('permitView.number'), value: permit.number },
            { label: t('permitView.state'), value: <StateBadge subject="permit" state={permit.state} /> },
            { label: t('permitView.holder'), value: `${permit.holder.name} (${permit.holder.code})` },
            { label: t('permitView.issued'), value: formatPortalDate(permit.issuedAt, language) },
            { label: t('permitView.validity'), value: validityText(permit, language, t) },
            { label: t('permitView.price'), value: formatEuros(permit.priceCents, language) },
            ...(permit.applicationId
              ? [
                  {
                    label: t('permitView.application'),
                    value: (
                      <Link to={`/paraiskos/${permit.kind}/${permit.applicationId}`}>
                        {t('myLists.applicationNumber', { number: permit.applicationNumber ?? '' })}
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>

      {permit.requests.length > 0 && (
        <section className="page-section" aria-labelledby="permit-requests">
          <h2 className="section-title" id="permit-requests">
            {t('permitView.requestsTitle')}
          </h2>
          <LinkCards
            items={permit.requests.map((request) => ({
              to: requestHref(permit.kind, permit.id, request),
              label: t(REQUEST_TEXTS[request].label),
              description: t(REQUEST_TEXTS[request].description),
              icon: 'file' as const,
            }))}
          />
        </section>
      )}

      <section className="page-section" aria-labelledby="permit-data">
        <h2 className="section-title" id="permit-data">
          {t('permitView.dataTitle')}
        </h2>
        <PermitData kind={permit.kind} holder={permit.holder} data={permit.data} />
      </section>

      <section className="page-section" aria-labelledby="permit-history">
        <h2 className="section-title" id="permit-history">
          {t('permitView.historyTitle')}
        </h2>
        <HistoryList subject="permit" entries={permit.history} />
      </section>

      <section className="page-section" aria-labelledby="permit-links">
        <h2 className="section-title" id="permit-links">
          {t('kindPage.linksTitle')}
        </h2>
        <LinkCards items={kindLinks(kind, t, ['overview', 'description', 'report'])} />
      </section>
    </article>
  );
}
