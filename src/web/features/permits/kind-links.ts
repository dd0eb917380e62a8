/** Links between the pages of one permit kind (spec §2 Permit-kind routes). */
import type { PermitKind } from '../../../shared/permits/kind-list.ts';
import type { Translate } from '../../i18n/use-t.ts';
import type { LinkItem } from '../../ui/page.tsx';

export type KindPage = 'overview' | 'application' | 'permits' | 'download' | 'description' | 'report';

export function kindLinks(kind: PermitKind, t: Translate, leaveOut: KindPage[] = []): LinkItem[] {
  const s = kind.segment;
  const links: (LinkItem & { page: KindPage })[] = [
    {
      page: 'overview',
      to: `/${s}`,
      label: t('kindPage.overviewLink'),
      description: t('kindPage.overviewLinkText'),
      icon: 'info',
    },
    {
      page: 'application',
      to: `/paraiskos/${s}`,
      label: t('kindPage.applyLink'),
      description: t('kindPage.applyLinkText'),
      icon: 'file',
    },
    {
      page: 'permits',
      to: `/leidimai/${s}`,
      label: t('kindPage.permitsLink'),
      description: t('kindPage.permitsLinkText'),
      icon: 'badge',
    },
    {
      page: 'download',
      to: `/atsisiusti/${s}`,
      label: t('kindPage.downloadLink'),
      description: t('kindPage.downloadLinkText'),
      icon: 'download',
    },
    {
      page: 'description',
      to: `/permits/${s}`,
      label: t('kindPage.descriptionLink'),
      description: t('kindPage.descriptionLinkText'),
      icon: 'book',
    },
  ];
  if (kind.report) {
    links.push({
      page: 'report',
      to: `/public-info/${kind.report}`,
      label: t('kindPage.reportLink'),
      description: t('kindPage.reportLinkText'),
      icon: 'chart',
    });
  }
  return links.filter((link) => !leaveOut.includes(link.page)).map(({ page: _page, ...link }) => link);
}
