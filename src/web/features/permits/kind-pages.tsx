/**
 * Pages of one permit kind (spec §2 Permit-kind routes): overview `/{kind}`, application
 * `/paraiskos/{kind}[/{id}]`, permit `/leidimai/{kind}[/{id}]`, download `/atsisiusti/{kind}[/{id}]`.
 * The overview shows the kind's description from the content service; the permit and download
 * pages list and show the person's permits (issue 4).
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { findKind, type KindSegment, type PermitKind } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { LinkCards, PageHeader } from '../../ui/page.tsx';
import { KIND_PERMIT_LIST_SPEC } from '../../ui/permits/options.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { DownloadListPage, DownloadPermitPage } from './download-pages.tsx';
import { kindLinks } from './kind-links.ts';
import { PermitDetails } from './permit-details.tsx';
import { PermitPage } from './permit-page.tsx';
import { PermitsList } from './person-lists.tsx';

function useKind(segment: KindSegment): PermitKind {
  // The router only renders these pages for the 22 known kinds.
  return findKind(segment)!;
}

/** The code above the heading, with the record number when the page shows one. */
function caption(kind: PermitKind, suffix?: string) {
  return suffix ? `${kind.code} · ${suffix}` : kind.code;
}

/**
 * `/{kind}`: the kind's own page. Until the kind's forms arrive it shows the kind's real
 * description from the content service with the links of spec §2 (issue 3: never an empty page).
 */
export function KindOverviewPage({ kind: segment }: { kind: KindSegment }) {
  const t = useT();
  const kind = useKind(segment);
  const hasChangeVariants = useChangeVariants(segment);
  return (
    <PermitDetails
      kind={kind}
      title={t(kind.pageTitle)}
      links={[
        ...kindLinks(kind, t, ['overview', 'application', 'permits', 'download']),
        ...(kind.segment === 'l06_2' ? l06Links(t) : []),
      ]}
    >
      {hasChangeVariants && <p>{t('kindPage.changeVariants')}</p>}
    </PermitDetails>
  );
}

/**
 * Whether the kind offers change and amendment applications: its definition says (registry.ts),
 * loaded after the page shows, as the forms' definitions are not part of this page's code.
 */
function useChangeVariants(segment: KindSegment): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    let live = true;
    void import('../../../shared/permits/registry.ts').then(({ registeredKind }) => {
      if (live) setHas(registeredKind(segment)?.hasChangeVariants ?? false);
    });
    return () => {
      live = false;
    };
  }, [segment]);
  return has;
}

function l06Links(t: ReturnType<typeof useT>) {
  return [
    {
      to: '/ataskaita/l06_2',
      label: t('route.catchReport'),
      description: t('kindPage.catchReportLinkText'),
      icon: 'fish' as const,
    },
    {
      to: '/leidimo-paieska/l06_2',
      label: t('route.permitLookup'),
      description: t('kindPage.lookupLinkText'),
      icon: 'search' as const,
    },
  ];
}

/**
 * `/leidimai/{kind}` lists the person's permits of the kind, `/leidimai/{kind}/{id}` shows one.
 * L05 and L06 are open to anonymous visitors (spec §2), who have no account to list: they are shown
 * where their tickets are (the wallet on this device, the download form by number and name) and
 * that logging in lists every permit issued to their person code.
 */
export function KindPermitPage({ kind: segment }: { kind: KindSegment }) {
  const t = useT();
  const kind = useKind(segment);
  const { id } = useParams();
  const { status } = useSession();
  if (status === 'loading') return <Spinner label={t('common.loading')} />;
  if (status === 'anonymous') {
    return (
      <article className="page">
        <PageHeader
          caption={caption(kind, id ? t('kindPage.permitNumber', { id }) : undefined)}
          title={t(id ? 'kindPage.permitTitle' : 'kindPage.permitsTitle', { title: t(kind.pageTitle) })}
          lead={t('kindPage.anglerPermitsLead')}
        />
        <LinkCards
          items={[
            {
              to: '/mano-bilietai',
              label: t('route.wallet'),
              description: t('kindPage.anglerWalletText'),
              icon: 'card',
            },
            {
              to: `/atsisiusti/${kind.segment}`,
              label: t('route.kindDownload'),
              description: t('kindPage.anglerFindText'),
              icon: 'download',
            },
            {
              to: '/login',
              label: t('route.login'),
              description: t('kindPage.anglerLoginText'),
              icon: 'login',
            },
            {
              to: `/paraiskos/${kind.segment}`,
              label: t(kind.pageTitle),
              description: t('kindPage.anglerBuyText'),
              icon: 'fish',
            },
          ]}
        />
      </article>
    );
  }
  return id ? <PermitPage kind={kind} id={id} /> : <KindPermitsPage kind={kind} />;
}

function KindPermitsPage({ kind }: { kind: PermitKind }) {
  const t = useT();
  return (
    <article className="page">
      <PageHeader
        caption={kind.code}
        title={t('kindPage.permitsTitle', { title: t(kind.pageTitle) })}
        lead={t('permitView.kindListLead')}
      />
      <PermitsList
        kind={kind.segment}
        spec={KIND_PERMIT_LIST_SPEC}
        empty={
          <>
            <p>{t('permitView.kindNone')}</p>
            <p>
              <Link className="button button--primary" to={`/paraiskos/${kind.segment}`}>
                {t('permitDownload.apply')}
              </Link>
            </p>
          </>
        }
      />
      <section className="page-section" aria-labelledby="kind-permits-links">
        <h2 className="section-title" id="kind-permits-links">
          {t('kindPage.linksTitle')}
        </h2>
        <LinkCards items={kindLinks(kind, t, ['permits'])} />
      </section>
    </article>
  );
}

/**
 * `/atsisiusti/{kind}[/{id}]`: the person's permits of the kind with their PDFs. L05 and L06 never
 * come here: the router sends them to the download form by number and name (features/anglers/download,
 * spec §2; issue 5).
 */
export function KindDownloadPage({ kind: segment }: { kind: KindSegment }) {
  const kind = useKind(segment);
  const { id } = useParams();
  return id ? <DownloadPermitPage kind={kind} id={id} /> : <DownloadListPage kind={kind} />;
}
