/**
 * What the views around the portal's lazily loaded maps share: the fishing and felling layers of
 * `/map` (fishing-map-view.tsx, felling-map-view.tsx) and the boundary drawing map
 * (boundary/draw-way.tsx). `useLazyMap` checks for WebGL 2, loads an engine chunk, creates the map
 * with the person's motion preference and destroys it when the view goes; a map that cannot be shown
 * is reported as a `MapProblem`, so the page offers the list, the table or the other ways instead.
 * `MapZoomControls` are the zoom buttons over a map; `MapViewShell` is the two layers' common frame
 * (map, controls or spinner, details panel; list and legend beside it).
 *
 * No maplibre here (types only from the engines): this module is part of the page, the engines are
 * the lazy chunks (vite.config.ts budget). The map container carries `data-map-ready="true"` once
 * the map has drawn its style (browser tests wait for it).
 */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { type Insets, panelInsets } from './insets.ts';

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

/**
 * The map drawn in `containerRef`'s element, or null while it loads (or could not be shown). `create`
 * loads the engine chunk and makes the map; it runs again only when `key` changes (the canvas's name
 * in another language, say), with the latest `create` and `onProblem`. `name` is for the console.
 */
export function useLazyMap<M extends { destroy(): void }>(
  name: string,
  key: string,
  create: (container: HTMLElement, reducedMotion: boolean) => Promise<M>,
  onProblem: (problem: MapProblem) => void,
): { containerRef: RefObject<HTMLDivElement | null>; map: M | null } {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<M | null>(null);
  // The latest callbacks, for a map created once per key.
  const latest = useRef({ create, onProblem });
  latest.current = { create, onProblem };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new map only for a new key.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (!supportsWebGl2()) {
      latest.current.onProblem('webgl');
      return;
    }
    let cancelled = false;
    let created: M | null = null;
    latest.current
      .create(container, prefersReducedMotion())
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
        console.warn(`${name} not shown`, error);
        latest.current.onProblem('failed');
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setMap(null);
    };
  }, [key]);

  return { containerRef, map };
}

/** How far the open details panel (`.map-panel`, beside the map's container) covers the map. */
export function panelCover(container: HTMLElement | null): Insets | undefined {
  const panel = container?.parentElement?.querySelector<HTMLElement>('.map-panel');
  return container && panel
    ? panelInsets(container.getBoundingClientRect(), panel.getBoundingClientRect())
    : undefined;
}

interface ZoomControlsProps {
  map: { zoomIn(): void; zoomOut(): void };
  className: string;
  buttonClassName: string;
  /** The group's name and the buttons' names, in the person's language. */
  labels: { controls: string; zoomIn: string; zoomOut: string };
  /** More buttons after the zoom buttons. */
  children?: ReactNode;
}

/** The zoom buttons over a map, named for screen readers and with a tooltip. */
export function MapZoomControls({ map, className, buttonClassName, labels, children }: ZoomControlsProps) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{labels.controls}</legend>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => map.zoomIn()}
        aria-label={labels.zoomIn}
        title={labels.zoomIn}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => map.zoomOut()}
        aria-label={labels.zoomOut}
        title={labels.zoomOut}
      >
        <span aria-hidden="true">−</span>
      </button>
      {children}
    </fieldset>
  );
}

interface MapViewShellProps {
  className: string;
  containerRef: RefObject<HTMLDivElement | null>;
  map: { zoomIn(): void; zoomOut(): void; showAll(): void } | null;
  /** The open details panel, if any. */
  panel: ReactNode;
  /** Beside the map: the listbox, the legend, the source. */
  children: ReactNode;
}

/** The layers' frame: the map with its controls (a spinner while it loads) and panel, and its aside. */
export function MapViewShell({ className, containerRef, map, panel, children }: MapViewShellProps) {
  const t = useT();
  return (
    <div className={className}>
      <div className="fishing-map__stage">
        <div
          ref={containerRef}
          className="fishing-map__canvas"
          data-map-ready={map ? 'true' : 'false'}
          aria-busy={map ? undefined : true}
        />
        {map ? (
          <MapZoomControls
            map={map}
            className="fishing-map__controls"
            buttonClassName="map-control"
            labels={{
              controls: t('fishingMap.controls'),
              zoomIn: t('fishingMap.zoomIn'),
              zoomOut: t('fishingMap.zoomOut'),
            }}
          >
            <button type="button" className="map-control map-control--text" onClick={() => map.showAll()}>
              {t('fishingMap.showAll')}
            </button>
          </MapZoomControls>
        ) : (
          <div className="fishing-map__loading">
            <Spinner label={t('fishingMap.loadingMap')} />
          </div>
        )}
        {panel}
      </div>
      <div className="fishing-map__aside">{children}</div>
    </div>
  );
}
