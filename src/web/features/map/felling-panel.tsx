/**
 * The details of the permit or notice opened on the felling map, in the fishing map's panel frame
 * (map-panel.tsx: beside the map or a bottom sheet, not modal, focus on its heading, Escape closes):
 * its kind in words beside its swatch, then its facts.
 */
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Facts } from '../../ui/permits/facts.tsx';
import { fellingFacts, KindSwatch } from './felling-details.tsx';
import { MapPanel } from './map-panel.tsx';

export function FellingPanel({ permit, onClose }: { permit: FellingPermitDto; onClose: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <MapPanel title={permit.number} itemKey={permit.number} onClose={onClose}>
      <p className="felling-panel__kind">
        <KindSwatch kind={permit.kind} />
        <span>{t(permit.kindLabel)}</span>
      </p>
      <Facts items={fellingFacts(permit, t, language)} compact />
    </MapPanel>
  );
}
