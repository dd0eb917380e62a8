/**
 * The felling layer's map view: the map (loaded lazily from felling-map-engine.ts), its zoom
 * buttons, the "permits and notices on the map" listbox, the legend and the details panel, in the
 * portal maps' frame (platform/map/map-view-shell.tsx, whose loading and styles it shares). When
 * the map cannot be shown the page is told and shows the table instead.
 *
 * The map container carries `data-map-ready="true"` once the map has drawn its style, and the
 * engine's counts of what it drew (browser tests wait for and read them).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { type MapProblem, MapViewShell, panelCover, useLazyMap } from '../../platform/map/map-view-shell.tsx';
import { FellingLegend } from './felling-details.tsx';
import { FellingListbox } from './felling-listbox.tsx';
import type { FellingMap } from './felling-map-engine.ts';
import { geometryBounds } from './felling-map-style.ts';
import { FellingPanel } from './felling-panel.tsx';

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
  const label = t('fellingMap.map.label');
  // The latest values for the map's own event handlers, which are attached once.
  const latest = useRef({ activeNumber, onActivate, onOpen });
  latest.current = { activeNumber, onActivate, onOpen };
  const { containerRef, map } = useLazyMap<FellingMap>(
    'felling map',
    label,
    (container, reducedMotion) =>
      import('./felling-map-engine.ts').then((engine) =>
        engine.createFellingMap({
          container,
          permits,
          selected: activeNumber,
          reducedMotion,
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
      ),
    onUnavailable,
  );

  useEffect(() => {
    map?.setPermits(permits);
  }, [map, permits]);

  const active = useMemo(() => permits.find((p) => p.number === activeNumber), [permits, activeNumber]);
  const open = openNumber ? permits.find((p) => p.number === openNumber) : undefined;
  // After the panel has been drawn, so the boundary lands in the part of the map it leaves free.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the choice or the panel changes.
  useEffect(() => {
    map?.select(
      activeNumber,
      active ? geometryBounds(active.geometry) : undefined,
      panelCover(containerRef.current),
    );
  }, [map, activeNumber, open?.number]);

  return (
    <MapViewShell
      className="fishing-map felling-map"
      containerRef={containerRef}
      map={map}
      panel={open && <FellingPanel permit={open} onClose={onClose} />}
    >
      <FellingListbox permits={permits} activeNumber={activeNumber} onActivate={onActivate} onOpen={onOpen} />
      <FellingLegend id="felling-legend-title" />
      <p className="fishing-map__source">{t('fellingMap.source')}</p>
    </MapViewShell>
  );
}
