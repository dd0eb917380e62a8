/** `/paraiskos` and `/leidimai`: the user's own applications and permits (spec §2). */
import { useT } from '../../i18n/use-t.ts';
import { PlannedPage } from '../../ui/page.tsx';

export function MyApplicationsPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.myApplications')}
      description={t('myApplications.text')}
      links={[
        {
          to: '/permits',
          label: t('menu.orderPermit'),
          description: t('home.orderDescription'),
          icon: 'check',
        },
        {
          to: '/leidimai',
          label: t('menu.myPermits'),
          description: t('home.myPermitsDescription'),
          icon: 'badge',
        },
      ]}
    />
  );
}

export function MyPermitsPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.myPermits')}
      description={t('myPermits.text')}
      links={[
        {
          to: '/paraiskos',
          label: t('menu.myApplications'),
          description: t('home.myApplicationsDescription'),
          icon: 'file',
        },
        {
          to: '/permits',
          label: t('menu.orderPermit'),
          description: t('home.orderDescription'),
          icon: 'check',
        },
      ]}
    />
  );
}
