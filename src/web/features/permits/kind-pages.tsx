/**
 * Pages of one permit kind (spec §2 Permit-kind routes): overview `/{kind}`, application
 * `/paraiskos/{kind}[/{id}]`, permit `/leidimai/{kind}[/{id}]`, download `/atsisiusti/{kind}[/{id}]`.
 * The forms, permit views and downloads arrive with the permit-kind registry and form engine
 * (architecture §3); until then each of those pages says what it will hold and links its siblings,
 * and the overview shows the kind's description from the content service.
 */
import { useParams } from 'react-router';
import { findKind, type KindSegment, type PermitKind } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { PlannedPage } from '../../ui/page.tsx';
import { kindLinks } from './kind-links.ts';
import { PermitDetails } from './permit-details.tsx';

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
  return (
    <PermitDetails
      kind={kind}
      title={t(kind.pageTitle)}
      links={[
        ...kindLinks(kind, t, ['overview', 'application', 'permits', 'download']),
        ...(kind.segment === 'l06_2' ? l06Links(t) : []),
      ]}
    >
      {kind.hasChangeVariants && <p>{t('kindPage.changeVariants')}</p>}
    </PermitDetails>
  );
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

export function KindApplicationPage({ kind: segment }: { kind: KindSegment }) {
  const t = useT();
  const kind = useKind(segment);
  const { id } = useParams();
  return (
    <PlannedPage
      caption={caption(kind, id ? t('kindPage.applicationNumber', { id }) : undefined)}
      title={t('kindPage.applicationTitle', { title: t(kind.pageTitle) })}
      description={t(id ? 'kindPage.applicationExistingText' : 'kindPage.applicationText')}
      links={kindLinks(kind, t, ['application'])}
      linksLabel={t('kindPage.linksTitle')}
    />
  );
}

export function KindPermitPage({ kind: segment }: { kind: KindSegment }) {
  const t = useT();
  const kind = useKind(segment);
  const { id } = useParams();
  return (
    <PlannedPage
      caption={caption(kind, id ? t('kindPage.permitNumber', { id }) : undefined)}
      title={t(id ? 'kindPage.permitTitle' : 'kindPage.permitsTitle', { title: t(kind.pageTitle) })}
      description={t(id ? 'kindPage.permitText' : 'kindPage.permitsText')}
      links={kindLinks(kind, t, ['permits'])}
      linksLabel={t('kindPage.linksTitle')}
    />
  );
}

export function KindDownloadPage({ kind: segment }: { kind: KindSegment }) {
  const t = useT();
  const kind = useKind(segment);
  const { id } = useParams();
  return (
    <PlannedPage
      caption={caption(kind, id ? t('kindPage.permitNumber', { id }) : undefined)}
      title={t('kindPage.downloadTitle', { title: t(kind.pageTitle) })}
      // Spec §2: for L05 and L06 the download asks for the permit number, first and last name.
      description={t(kind.public ? 'kindPage.downloadPublicText' : 'kindPage.downloadText')}
      links={kindLinks(kind, t, ['download'])}
      linksLabel={t('kindPage.linksTitle')}
    />
  );
}
