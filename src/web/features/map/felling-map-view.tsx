/**
 * The felling layer's map view: the map (loaded lazily from felling-map-engine.ts), its zoom
 * buttons, the "permits and notices on the map" listbox, the legend and the details panel, laid out
 * like the fishing map (fishing-map-view.tsx, whose styles it shares). When the map cannot be shown
 * the page is told and shows the table instead.
 *
 * The map container carries `data-map-ready="true"` once the map has drawn its style, and the
 * engine's counts of what it drew (browser tests wait for and read them).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { FellingLegend } from './felling-details.tsx';
import { FellingListbox } from './felling-listbox.tsx';
import type { FellingMap } from './felling-map-engine.ts';
import { geometryBounds } from './felling-map-style.ts';
import { FellingPanel } from './felling-panel.tsx';
import { type MapProblem, supportsWebGl2 } from './fishing-map-view.tsx';
import { panelInsets } from './insets.ts';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface FellingMapViewProps {
  permits: readonly FellingPermitDto[];
  activeNumber: string | null;
  openNumber: string | null;
  onActivate: (number: string) => void;
  onOpen: (number: string) => void;
  onClose: () => void;
  onUnavailable: (problem: MapProblem) => void;
}

export function FellingMapView({
  permits,
  activeNumber,
  openNumber,
  onActivate,
  onOpen,
  onClose,
  onUnavailable,
}: FellingMapViewProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<FellingMap | null>(null);

  // The latest values for the map's own event handlers, which are attached once.
  const latest = useRef({ permits, activeNumber, onActivate, onOpen, onUnavailable });
  latest.current = { permits, activeNumber, onActivate, onOpen, onUnavailable };
  const label = t('fellingMap.map.label');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (!supportsWebGl2()) {
      latest.current.onUnavailable('webgl');
      return;
    }
    let cancelled = false;
    let created: FellingMap | null = null;
    import('./felling-map-engine.ts')
      .then((engine) =>
        engine.createFellingMap({
          container,
          permits: latest.current.permits,
          selected: latest.current.activeNumber,
          reducedMotion: prefersReducedMotion(),
          label,
          onPick: (number) => {
            latest.current.onActivate(number);
            latest.current.onOpen(number);
          },
          onOpen: () => {
            const number = latest.current.activeNumber;
            if (number) latest.current.onOpen(number);
          },
        }),
      )
      .then((ready) => {
        if (cancelled) {
          ready.destroy();
          return;
        }
        created = ready;
        setMap(ready);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('felling map not shown', error);
        latest.current.onUnavailable('failed');
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setMap(null);
    };
  }, [label]);

  useEffect(() => {
    map?.setPermits(permits);
  }, [map, permits]);

  const active = useMemo(() => permits.find((p) => p.number === activeNumber), [permits, activeNumber]);
  const open = openNumber ? permits.find((p) => p.number === openNumber) : undefined;
  // After the panel has been drawn, so the boundary lands in the part of the map it leaves free.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the choice or the panel changes.
  useEffect(() => {
    const container = containerRef.current;
    const panel = container?.parentElement?.querySelector<HTMLElement>('.map-panel');
    map?.select(
      activeNumber,
      active ? geometryBounds(active.geometry) : undefined,
      container && panel
        ? panelInsets(container.getBoundingClientRect(), panel.getBoundingClientRect())
        : undefined,
    );
  }, [map, activeNumber, open?.number]);

  return (
    <div className="fishing-map felling-map">
      <div className="fishing-map__stage">
        <div
          ref={containerRef}
          className="fishing-map__canvas"
          data-map-ready={map ? 'true' : 'false'}
          aria-busy={map ? undefined : true}
        />
        {map ? (
          <fieldset className="fishing-map__controls">
            <legend className="visually-hidden">{t('fishingMap.controls')}</legend>
            <button
              type="button"
              className="map-control"
              onClick={() => map.zoomIn()}
              aria-label={t('fishingMap.zoomIn')}
              title={t('fishingMap.zoomIn')}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              className="map-control"
              onClick={() => map.zoomOut()}
              aria-label={t('fishingMap.zoomOut')}
              title={t('fishingMap.zoomOut')}
            >
              <span aria-hidden="true">−</span>
            </button>
            <button type="button" className="map-control map-control--text" onClick={() => map.showAll()}>
              {t('fishingMap.showAll')}
            </button>
          </fieldset>
        ) : (
          <div className="fishing-map__loading">
            <Spinner label={t('fishingMap.loadingMap')} />
          </div>
        )}
        {open && <FellingPanel permit={open} onClose={onClose} />}
      </div>
      <div className="fishing-map__aside">
        <FellingListbox
          permits={permits}
          activeNumber={activeNumber}
          onActivate={onActivate}
          onOpen={onOpen}
        />
        <FellingLegend id="felling-legend-title" />
        <p className="fishing-map__source">{t('fellingMap.source')}</p>
      </div>
    </div>
  );
}
