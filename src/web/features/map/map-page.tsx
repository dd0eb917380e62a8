/** `/map`: the fishing map and the forest felling map (spec §1); the map library loads lazily later. */
import { useT } from '../../i18n/use-t.ts';
import { PlannedPage } from '../../ui/page.tsx';

export function MapPage() {
  const t = useT();
  return (
    <PlannedPage
      title={t('route.map')}
      description={t('map.text')}
      links={[
        { to: '/l05_2', label: t('kind.l05_2.title'), icon: 'fish' },
        { to: '/l08_1', label: t('kind.l08_1.title'), icon: 'tree' },
      ]}
    />
  );
}
