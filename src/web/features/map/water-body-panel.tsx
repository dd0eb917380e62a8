/**
 * The details of the water body opened on the map: beside the map on wide screens, a bottom sheet
 * on phones. Not modal (the map and the list stay usable): focus moves to its heading when it
 * opens, Escape or the close button closes it and focus goes back where it came from.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { FishSpeciesDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';
import { Facts } from '../../ui/permits/facts.tsx';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // A new water body: read its name first. Focus returns to the list (or map) when the panel goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each water body shown.
  useEffect(() => {
    if (!returnTo.current && document.activeElement instanceof HTMLElement) {
      returnTo.current = document.activeElement;
    }
    headingRef.current?.focus();
  }, [body.id]);
  useEffect(
    () => () => {
      // Only when focus went with the panel (closed with Escape or its button), never away from
      // a field the person is typing in (a filter that hid this water body).
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
    },
    [],
  );

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <section className="map-panel" aria-labelledby="map-panel-title" onKeyDown={onKeyDown}>
      <div className="map-panel__header">
        <h2 className="map-panel__title" id="map-panel-title" tabIndex={-1} ref={headingRef}>
          {body.name}
        </h2>
        <button
          type="button"
          className="icon-button map-panel__close"
          onClick={onClose}
          aria-label={t('fishingMap.closeDetails')}
          title={t('fishingMap.closeDetails')}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="map-panel__body">
        <WaterBodyKind body={body} />
        <Facts items={waterBodyFacts(body, t, language)} compact />
        <WaterBodyOffers body={body} species={species} level={3} idPrefix="map-panel" />
      </div>
    </section>
  );
}
