/**
 * The details of the water body opened on the map, in the layers' panel frame (map-panel.tsx:
 * beside the map or a bottom sheet, not modal, focus on its heading, Escape closes): its kind, its
 * facts, and its offers and licences with their purchase links.
 */
import type { FishSpeciesDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Facts } from '../../ui/permits/facts.tsx';
import { MapPanel } from './map-panel.tsx';
import { WaterBodyKind, WaterBodyOffers, waterBodyFacts } from './water-body-details.tsx';

export function WaterBodyPanel({
  body,
  species,
  onClose,
}: {
  body: WaterBodyDto;
  species: ReadonlyMap<string, FishSpeciesDto>;
  onClose: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <MapPanel title={body.name} itemKey={body.id} onClose={onClose}>
      <WaterBodyKind body={body} />
      <Facts items={waterBodyFacts(body, t, language)} compact />
      <WaterBodyOffers body={body} species={species} level={3} idPrefix="map-panel" />
    </MapPanel>
  );
}
