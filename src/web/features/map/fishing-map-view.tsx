/**
 * The map view: the map (loaded lazily from fishing-map-engine.ts), its zoom buttons, the "water
 * bodies on the map" listbox, the legend and the details panel. When the map cannot be shown (no
 * WebGL 2, or its code or outline cannot be fetched: offline before it was ever loaded) the page is
 * told and shows the list instead. The loading and the frame are shared with the felling layer
 * (platform/map/map-view-shell.tsx).
 *
 * The map container carries `data-map-ready="true"` once the map has drawn its style (browser tests
 * wait for it).
 */
import { useEffect, useMemo, useRef } from 'react';
import type { FishSpeciesDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { type MapProblem, MapViewShell, panelCover, useLazyMap } from '../../platform/map/map-view-shell.tsx';
import type { FishingMap } from './fishing-map-engine.ts';
import { waterBodyFeatures } from './map-style.ts';
import { MarkerLegend } from './marker-icon.tsx';
import { WaterBodyListbox } from './water-body-listbox.tsx';
import { WaterBodyPanel } from './water-body-panel.tsx';

interface FishingMapViewProps {
  bodies: readonly WaterBodyDto[];
  species: ReadonlyMap<string, FishSpeciesDto>;
  activeId: string | null;
  openId: string | null;
  onActivate: (id: string) => void;
  onOpen: (id: string) => void;
  onClose: () => void;
  onUnavailable: (problem: MapProblem) => void;
}

export function FishingMapView({
  bodies,
  species,
  activeId,
  openId,
  onActivate,
  onOpen,
  onClose,
  onUnavailable,
}: FishingMapViewProps) {
  const t = useT();
  const features = useMemo(() => waterBodyFeatures(bodies), [bodies]);
  const label = t('fishingMap.map.label');
  // The latest values for the map's own event handlers, which are attached once.
  const latest = useRef({ activeId, onActivate, onOpen });
  latest.current = { activeId, onActivate, onOpen };
  const { containerRef, map } = useLazyMap<FishingMap>(
    'fishing map',
    label,
    (container, reducedMotion) =>
      import('./fishing-map-engine.ts').then((engine) =>
        engine.createFishingMap({
          container,
          waterBodies: features,
          selectedId: activeId,
          reducedMotion,
          label,
          onPick: (id) => {
            latest.current.onActivate(id);
            latest.current.onOpen(id);
          },
          onOpen: () => {
            const id = latest.current.activeId;
            if (id) latest.current.onOpen(id);
          },
        }),
      ),
    onUnavailable,
  );

  useEffect(() => {
    map?.setWaterBodies(features);
  }, [map, features]);

  const active = bodies.find((body) => body.id === activeId);
  const activeAt: [number, number] | undefined = active ? [active.lon, active.lat] : undefined;
  const open = openId ? bodies.find((body) => body.id === openId) : undefined;
  // After the panel has been drawn, so the water body lands in the part of the map it leaves free.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the choice or the panel changes.
  useEffect(() => {
    map?.select(activeId, activeAt, panelCover(containerRef.current));
  }, [map, activeId, open?.id]);

  return (
    <MapViewShell
      className="fishing-map"
      containerRef={containerRef}
      map={map}
      panel={open && <WaterBodyPanel key="panel" body={open} species={species} onClose={onClose} />}
    >
      <WaterBodyListbox bodies={bodies} activeId={activeId} onActivate={onActivate} onOpen={onOpen} />
      <MarkerLegend id="map-legend-title" />
      <p className="fishing-map__source">{t('fishingMap.source')}</p>
    </MapViewShell>
  );
}
