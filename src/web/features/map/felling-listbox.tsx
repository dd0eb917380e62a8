/**
 * "Permits and notices on the map": the keyboard and screen reader way into the felling map
 * (map-listbox.tsx: a WAI-ARIA APG listbox, focus kept on the list with `aria-activedescendant`), as
 * water-body-listbox.tsx is for the fishing map. Arrow keys, Home and End choose a permit, which the
 * map marks and brings into view; Enter or Space opens its details; typing digits jumps to the
 * first number that starts with them. A click or tap chooses and opens at once.
 */
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { KindSwatch, kindCode, municipalityText } from './felling-details.tsx';
import { MapListbox, type TypeAhead } from './map-listbox.tsx';

export function fellingOptionId(number: string): string {
  return `felling-option-${number}`;
}

/** The first permit whose number starts with the digits typed. */
function numberSearch(permits: readonly FellingPermitDto[]): TypeAhead<FellingPermitDto> {
  return {
    accepts: (key) => /^\d$/.test(key),
    fold: (key) => key,
    find: (text) => permits.find((permit) => permit.number.startsWith(text)),
    spaceContinues: false,
  };
}

export function FellingListbox({
  permits,
  activeNumber,
  onActivate,
  onOpen,
}: {
  permits: readonly FellingPermitDto[];
  activeNumber: string | null;
  onActivate: (number: string) => void;
  onOpen: (number: string) => void;
}) {
  const t = useT();
  // Enter or Space opens the chosen permit only while it is listed (filters may have hidden it).
  const listed = permits.some((permit) => permit.number === activeNumber);
  return (
    <MapListbox
      idBase="felling-listbox"
      label={t('fellingMap.listbox')}
      hint={t('fellingMap.listbox.hint')}
      items={permits}
      keyOf={(permit) => permit.number}
      optionId={fellingOptionId}
      activeKey={activeNumber}
      openable={listed ? activeNumber : null}
      onActivate={onActivate}
      onOpen={onOpen}
      typeAhead={numberSearch(permits)}
      renderOption={(permit) => (
        <>
          <KindSwatch kind={permit.kind} size={18} />
          <span className="map-listbox__text">
            <span className="map-listbox__name">
              {permit.number} <span className="felling-listbox__code">{kindCode(permit.kind)}</span>
            </span>
            <span className="map-listbox__place">{municipalityText(permit, t)}</span>
          </span>
        </>
      )}
    />
  );
}
