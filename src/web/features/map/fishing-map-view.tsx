/**
 * The map view: the map (loaded lazily from fishing-map-engine.ts), its zoom buttons, the "water
 * bodies on the map" listbox, the legend and the details panel. When the map cannot be shown (no
 * WebGL 2, or its code or outline cannot be fetched: offline before it was ever loaded) the page is
 * told and shows the list instead.
 *
 * The map container carries `data-map-ready="true"` once the map has drawn its style (browser tests
 * wait for it).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FishSpeciesDto, WaterBodyDto } from '../../../shared/anglers/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { Spinner } from '../../ui/spinner.tsx';
import type { FishingMap } from './fishing-map-engine.ts';
import { panelInsets } from './insets.ts';
import { waterBodyFeatures } from './map-style.ts';
import { MarkerLegend } from './marker-icon.tsx';
import { WaterBodyListbox } from './water-body-listbox.tsx';
import { WaterBodyPanel } from './water-body-panel.tsx';

export type MapProblem = 'webgl' | 'failed';

/** maplibre-gl 6 draws with WebGL 2 only. */
export function supportsWebGl2(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

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
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<FishingMap | null>(null);
  const features = useMemo(() => waterBodyFeatures(bodies), [bodies]);

  // The latest values for the map's own event handlers, which are attached once.
  const latest = useRef({ features, activeId, onActivate, onOpen, onUnavailable });
  latest.current = { features, activeId, onActivate, onOpen, onUnavailable };
  const label = t('fishingMap.map.label');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (!supportsWebGl2()) {
      latest.current.onUnavailable('webgl');
      return;
    }
    let cancelled = false;
    let created: FishingMap | null = null;
    import('./fishing-map-engine.ts')
      .then((engine) =>
        engine.createFishingMap({
          container,
          waterBodies: latest.current.features,
          selectedId: latest.current.activeId,
          reducedMotion: prefersReducedMotion(),
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
        console.warn('fishing map not shown', error);
        latest.current.onUnavailable('failed');
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setMap(null);
    };
  }, [label]);

  useEffect(() => {
    map?.setWaterBodies(features);
  }, [map, features]);

  const active = bodies.find((body) => body.id === activeId);
  const activeAt: [number, number] | undefined = active ? [active.lon, active.lat] : undefined;
  const open = openId ? bodies.find((body) => body.id === openId) : undefined;
  // After the panel has been drawn, so the water body lands in the part of the map it leaves free.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the choice or the panel changes.
  useEffect(() => {
    const container = containerRef.current;
    const panel = container?.parentElement?.querySelector<HTMLElement>('.map-panel');
    map?.select(
      activeId,
      activeAt,
      container && panel
        ? panelInsets(container.getBoundingClientRect(), panel.getBoundingClientRect())
        : undefined,
    );
  }, [map, activeId, open?.id]);

  return (
    <div className="fishing-map">
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
        {open && <WaterBodyPanel key="panel" body={open} species={species} onClose={onClose} />}
      </div>
      <div className="fishing-map__aside">
        <WaterBodyListbox bodies={bodies} activeId={activeId} onActivate={onActivate} onOpen={onOpen} />
        <MarkerLegend id="map-legend-title" />
        <p className="fishing-map__source">{t('fishingMap.source')}</p>
      </div>
    </div>
  );
}
