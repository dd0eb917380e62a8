/**
 * "Water bodies on the map": the keyboard and screen reader way into the map (map-listbox.tsx: a
 * WAI-ARIA APG listbox, focus kept on the list with `aria-activedescendant`). Arrow keys, Home and
 * End choose a water body, which the map marks and brings into view; Enter or Space opens its
 * details; typing the start of a name jumps to it (the next match after the chosen one for a first
 * letter, accents and case ignored). A click or tap chooses and opens at once.
 */
import type { WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { MapListbox, type TypeAhead } from './map-listbox.tsx';
import { MarkerIcon } from './marker-icon.tsx';
import { foldText, markerKind } from './water-bodies.ts';
import { municipalityName } from './water-body-details.tsx';

export function optionId(id: string): string {
  return `map-option-${id}`;
}

/** A name's start, from the water body after the chosen one for a first letter, round the list. */
function nameSearch(bodies: readonly WaterBodyDto[]): TypeAhead<WaterBodyDto> {
  return {
    accepts: () => true,
    fold: foldText,
    find(text, activeIndex) {
      const start = text.length === 1 ? activeIndex + 1 : Math.max(activeIndex, 0);
      const ordered = [...bodies.slice(start), ...bodies.slice(0, start)];
      return ordered.find((body) => foldText(body.name).startsWith(text));
    },
    spaceContinues: true,
  };
}

export function WaterBodyListbox({
  bodies,
  activeId,
  onActivate,
  onOpen,
}: {
  bodies: readonly WaterBodyDto[];
  activeId: string | null;
  onActivate: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  return (
    <MapListbox
      idBase="map-listbox"
      label={t('fishingMap.listbox')}
      hint={t('fishingMap.listbox.hint')}
      items={bodies}
      keyOf={(body) => body.id}
      optionId={optionId}
      activeKey={activeId}
      openable={activeId}
      onActivate={onActivate}
      onOpen={onOpen}
      typeAhead={nameSearch(bodies)}
      renderOption={(body) => (
        <>
          <MarkerIcon kind={markerKind(body)} size={18} />
          <span className="map-listbox__text">
            <span className="map-listbox__name">{body.name}</span>
            <span className="map-listbox__place">{municipalityName(body.municipality, t)}</span>
          </span>
        </>
      )}
    />
  );
}
