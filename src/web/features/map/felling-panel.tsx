/**
 * The details of the permit or notice opened on the felling map: beside the map on wide screens, a
 * bottom sheet on phones, with the fishing map's panel's manners (water-body-panel.tsx): not modal,
 * focus on its heading when it opens, Escape or the close button closes it and focus goes back.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';
import { Facts } from '../../ui/permits/facts.tsx';
import { fellingFacts, KindSwatch } from './felling-details.tsx';

export function FellingPanel({ permit, onClose }: { permit: FellingPermitDto; onClose: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each permit shown.
  useEffect(() => {
    if (!returnTo.current && document.activeElement instanceof HTMLElement) {
      returnTo.current = document.activeElement;
    }
    headingRef.current?.focus();
  }, [permit.number]);
  useEffect(
    () => () => {
      // Only when focus went with the panel, never away from a field the person is typing in.
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
          {permit.number}
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
        <p className="felling-panel__kind">
          <KindSwatch kind={permit.kind} />
          <span>{t(permit.kindLabel)}</span>
        </p>
        <Facts items={fellingFacts(permit, t, language)} compact />
      </div>
    </section>
  );
}
