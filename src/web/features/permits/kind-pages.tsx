/**
 * Pages of one permit kind (spec §2 Permit-kind routes): overview `/{kind}`, application
 * `/paraiskos/{kind}[/{id}]`, permit `/leidimai/{kind}[/{id}]`, download `/atsisiusti/{kind}[/{id}]`.
 * The forms, permit views and downloads arrive with the permit-kind registry and form engine
 * (architecture §3); until then each page says what it will hold and links its siblings.
 */
import { useParams } from 'react-router';
import {
  CATEGORY_TITLES,
  findKind,
  type KindSegment,
  type PermitKind,
} from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { PlannedPage } from '../../ui/page.tsx';
import { kindLinks } from './kind-links.ts';

function useKind(segment: KindSegment): PermitKind {
  // The router only renders these pages for the 22 known kinds.
  return findKind(segment)!;
}

/** The code above the heading, with the record number when the page shows one. */
function caption(kind: PermitKind, suffix?: string) {
  return suffix ? `${kind.code} · ${suffix}` : kind.code;
}

export function KindOverviewPage({ kind: segment }: { kind: KindSegment }) {
  const t = useT();
  const kind = useKind(segment);
  return (
    <PlannedPage
      caption={`${kind.code} · ${t(CATEGORY_TITLES[kind.category])}`}
      title={t(kind.pageTitle)}
      description={t('kindPage.overviewText')}
      links={[...kindLinks(kind, t, ['overview']), ...(kind.segment === 'l06_2' ? l06Links(t) : [])]}
      linksLabel={t('kindPage.linksTitle')}
    >
      {kind.hasChangeVariants && <p>{t('kindPage.changeVariants')}</p>}
    </PlannedPage>
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
