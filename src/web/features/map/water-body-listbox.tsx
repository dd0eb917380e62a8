/**
 * "Water bodies on the map": the keyboard and screen reader way into the map (WAI-ARIA APG
 * listbox, single select, focus kept on the list with `aria-activedescendant`). Arrow keys, Home and
 * End choose a water body, which the map marks and brings into view; Enter or Space opens its
 * details; typing the start of a name jumps to it. A click or tap chooses and opens at once.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { MarkerIcon } from './marker-icon.tsx';
import { foldText, markerKind } from './water-bodies.ts';
import { municipalityName } from './water-body-details.tsx';

const TYPE_AHEAD_MS = 700;

export function optionId(id: string): string {
  return `map-option-${id}`;
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
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const activeIndex = bodies.findIndex((body) => body.id === activeId);

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(optionId(activeId))?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function move(index: number) {
    const body = bodies[Math.max(0, Math.min(bodies.length - 1, index))];
    if (body) onActivate(body.id);
  }

  function typeAhead(key: string) {
    const now = Date.now();
    const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + foldText(key);
    typed.current = { text, at: now };
    const start = text.length === 1 ? activeIndex + 1 : Math.max(activeIndex, 0);
    const ordered = [...bodies.slice(start), ...bodies.slice(0, start)];
    const found = ordered.find((body) => foldText(body.name).startsWith(text));
    if (found) onActivate(found.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (bodies.length === 0) return;
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
        move(bodies.length - 1);
        break;
      case ' ':
        // A space inside a name being typed ("Kauno m…") is part of it; otherwise it opens.
        if (Date.now() - typed.current.at < TYPE_AHEAD_MS) {
          typeAhead(' ');
          break;
        }
        if (activeId) onOpen(activeId);
        else move(0);
        break;
      case 'Enter':
        if (activeId) onOpen(activeId);
        else move(0);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typeAhead(event.key);
          break;
        }
        return;
    }
    event.preventDefault();
  }

  return (
    <div className="map-listbox">
      <p className="map-listbox__label" id="map-listbox-label">
        {t('fishingMap.listbox')}
      </p>
      <p className="map-listbox__hint" id="map-listbox-hint">
        {t('fishingMap.listbox.hint')}
      </p>
      <div
        ref={listRef}
        className="map-listbox__list"
        role="listbox"
        tabIndex={0}
        aria-labelledby="map-listbox-label"
        aria-describedby="map-listbox-hint"
        aria-activedescendant={activeIndex >= 0 && activeId ? optionId(activeId) : undefined}
        onKeyDown={onKeyDown}
      >
        {bodies.map((body) => (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which points at its option (aria-activedescendant, APG).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox itself takes the keys (APG pattern).
          <div
            key={body.id}
            id={optionId(body.id)}
            role="option"
            aria-selected={body.id === activeId}
            className="map-listbox__option"
            onClick={() => {
              onActivate(body.id);
              onOpen(body.id);
            }}
          >
            <MarkerIcon kind={markerKind(body)} size={18} />
            <span className="map-listbox__text">
              <span className="map-listbox__name">{body.name}</span>
              <span className="map-listbox__place">{municipalityName(body.municipality, t)}</span>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
