/**
 * The frame of the details opened on a map layer (the fishing layer's water-body-panel.tsx, the
 * felling layer's felling-panel.tsx): beside the map on wide screens, a bottom sheet on phones. Not
 * modal (the map and the list stay usable): focus moves to its heading when it opens and for each
 * new item shown, so the name is read first; Escape or the close button closes it and focus goes
 * back where it came from (the list or the map).
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';

interface MapPanelProps {
  title: ReactNode;
  /** The item shown: a new one moves focus to the heading again. */
  itemKey: string;
  onClose: () => void;
  children: ReactNode;
}

export function MapPanel({ title, itemKey, onClose, children }: MapPanelProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each item shown.
  useEffect(() => {
    if (!returnTo.current && document.activeElement instanceof HTMLElement) {
      returnTo.current = document.activeElement;
    }
    headingRef.current?.focus();
  }, [itemKey]);
  useEffect(
    () => () => {
      // Only when focus went with the panel (closed with Escape or its button), never away from
      // a field the person is typing in (a filter that hid this item).
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
          {title}
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
      <div className="map-panel__body">{children}</div>
    </section>
  );
}
