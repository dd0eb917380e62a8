/**
 * "Permits and notices on the map": the keyboard and screen reader way into the felling map
 * (WAI-ARIA APG listbox, single select, focus kept on the list with `aria-activedescendant`), as
 * water-body-listbox.tsx is for the fishing map. Arrow keys, Home and End choose a permit, which the
 * map marks and brings into view; Enter or Space opens its details; typing digits jumps to the
 * first number that starts with them. A click or tap chooses and opens at once.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { KindSwatch, kindCode, municipalityText } from './felling-details.tsx';

const TYPE_AHEAD_MS = 700;

export function fellingOptionId(number: string): string {
  return `felling-option-${number}`;
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
  const typed = useRef({ text: '', at: 0 });
  const activeIndex = permits.findIndex((permit) => permit.number === activeNumber);

  useEffect(() => {
    if (!activeNumber) return;
    document.getElementById(fellingOptionId(activeNumber))?.scrollIntoView({ block: 'nearest' });
  }, [activeNumber]);

  function move(index: number) {
    const permit = permits[Math.max(0, Math.min(permits.length - 1, index))];
    if (permit) onActivate(permit.number);
  }

  function typeAhead(key: string) {
    const now = Date.now();
    const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + key;
    typed.current = { text, at: now };
    const found = permits.find((permit) => permit.number.startsWith(text));
    if (found) onActivate(found.number);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (permits.length === 0) return;
    switch (event.key) {
      case 'ArrowDown':
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        move(activeIndex < 0 ? 0 : activeIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(permits.length - 1);
        break;
      case ' ':
      case 'Enter':
        if (activeNumber && activeIndex >= 0) onOpen(activeNumber);
        else move(0);
        break;
      default:
        if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typeAhead(event.key);
          break;
        }
        return;
    }
    event.preventDefault();
  }

  return (
    <div className="map-listbox">
      <p className="map-listbox__label" id="felling-listbox-label">
        {t('fellingMap.listbox')}
      </p>
      <p className="map-listbox__hint" id="felling-listbox-hint">
        {t('fellingMap.listbox.hint')}
      </p>
      <div
        className="map-listbox__list"
        role="listbox"
        tabIndex={0}
        aria-labelledby="felling-listbox-label"
        aria-describedby="felling-listbox-hint"
        aria-activedescendant={activeIndex >= 0 && activeNumber ? fellingOptionId(activeNumber) : undefined}
        onKeyDown={onKeyDown}
      >
        {permits.map((permit) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which points at its option (aria-activedescendant, APG).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox itself takes the keys (APG pattern).
          <div
            key={permit.number}
            id={fellingOptionId(permit.number)}
            role="option"
            aria-selected={permit.number === activeNumber}
            className="map-listbox__option"
            onClick={() => {
              onActivate(permit.number);
              onOpen(permit.number);
            }}
          >
            <KindSwatch kind={permit.kind} size={18} />
            <span className="map-listbox__text">
              <span className="map-listbox__name">
                {permit.number} <span className="felling-listbox__code">{kindCode(permit.kind)}</span>
              </span>
              <span className="map-listbox__place">{municipalityText(permit, t)}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
