/**
 * Fishing management pages (spec §2 Other authenticated routes): quotas, L04 quota conversion,
 * water bodies and the fishing permits summary (the last two for ROLE_L03, spec §6).
 */
import { useParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { PlannedPage } from '../../ui/page.tsx';

export function QuotasPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.quotas')}
      description={t('quotas.text')}
      links={[
        { to: '/l04', label: t('kind.l04.title'), description: t('quotas.l04LinkText'), icon: 'fish' },
        { to: '/leidimai/l04', label: t('quotas.permitsLink'), icon: 'badge' },
      ]}
    />
  );
}

export function QuotaConversionPage() {
  const t = useT();
  const { id } = useParams();
  return (
    <PlannedPage
      caption={t('route.quotas')}
      title={t('quotaConversion.title', { id: id ?? '' })}
      description={t('quotaConversion.text')}
      links={[{ to: '/kvotos', label: t('route.quotas'), icon: 'scale' }]}
    />
  );
}

export { FishingSummaryPage } from './fishing-summary-page.tsx';
export { OfficerLicenceRequestsPage } from './officer-licence-requests-page.tsx';
export { WaterBodiesPage, WaterBodyPage } from './water-bodies-pages.tsx';
