/**
 * What the portal's three maplibre maps share (the fishing layer, fishing-map-engine.ts; the felling
 * layer, felling-map-engine.ts; the boundary drawing map, boundary/draw-map.ts): a flat map of
 * Lithuania that cannot be rotated or tilted by accident, named for screen readers, still when the
 * person prefers reduced motion, with Enter on the focused canvas handed to the page, and a promise
 * that settles only once the style has drawn or failed. Each engine adds its own style, layers and
 * handlers.
 *
 * This module imports maplibre-gl, so only the lazily loaded engines may import it (the library is
 * the shared `maplibre` chunk, vite.config.ts): never the page or a view.
 *
 * Field notes, Maps and geometry: maplibre-gl is ESM-only; its worker is imported as a URL
 * (`?worker&url`) and handed to `setWorkerUrl()`, or the map never fires `load`.
 */
import type { FeatureCollection } from 'geojson';
import { Map as MapLibreMap, type MapOptions, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { LITHUANIA_BOUNDS, OUTLINE_URL } from './map-style.ts';

setWorkerUrl(workerUrl);

/** Room around Lithuania when the whole country is shown. */
export const COUNTRY_PADDING = 16;

/** Lithuania's outline; a failure (offline before it was ever kept) fails the map. */
export async function loadOutline(): Promise<FeatureCollection> {
  const response = await fetch(OUTLINE_URL);
  if (!response.ok) throw new Error(`${OUTLINE_URL}: ${response.status}`);
  return (await response.json()) as FeatureCollection;
}

export interface PortalMapOptions
  extends Pick<MapOptions, 'container' | 'style' | 'maxBounds' | 'minZoom' | 'maxZoom'>,
    Partial<Pick<MapOptions, 'bounds' | 'fitBoundsOptions' | 'doubleClickZoom'>> {
  /** `prefers-reduced-motion`: the map jumps instead of gliding, and drags have no inertia. */
  reducedMotion: boolean;
  /** The canvas's accessible name. */
  label: string;
  /** Enter on the focused map. */
  onEnter: () => void;
}

export interface PortalMap {
  map: MapLibreMap;
  canvas: HTMLCanvasElement;
  /** Whether moves glide (false with reduced motion). */
  animate: boolean;
  /** Settles once the style has drawn; rejects (and removes the map) on an error before that. */
  loaded: Promise<void>;
  zoomIn(): void;
  zoomOut(): void;
  /** Brings all of Lithuania into view. */
  showAll(): void;
  /** Removes the keyboard handler and the map. */
  destroy(): void;
}

/** A flat map of Lithuania (all of it unless `bounds` says otherwise), with Enter handed over. */
export function createPortalMap({ reducedMotion, label, onEnter, ...options }: PortalMapOptions): PortalMap {
  const map = new MapLibreMap({
    bounds: LITHUANIA_BOUNDS,
    fitBoundsOptions: { padding: COUNTRY_PADDING },
    ...options,
    // A flat country map: no rotating or tilting by accident.
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    attributionControl: false,
    reduceMotion: reducedMotion,
    locale: { 'Map.Title': label },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();

  const canvas = map.getCanvas();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };
  canvas.addEventListener('keydown', onKeyDown);
  const animate = !reducedMotion;
  return {
    map,
    canvas,
    animate,
    loaded: styleDrawn(map),
    zoomIn() {
      map.zoomIn({ animate });
    },
    zoomOut() {
      map.zoomOut({ animate });
    },
    showAll() {
      map.fitBounds(LITHUANIA_BOUNDS, { padding: COUNTRY_PADDING, animate });
    },
    destroy() {
      canvas.removeEventListener('keydown', onKeyDown);
      map.remove();
    },
  };
}

/**
 * Any error before the style has drawn (a lost WebGL context, a style the library refuses) means
 * no map: the page offers what it has instead.
 */
function styleDrawn(map: MapLibreMap): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let loaded = false;
    void map.once('load').then(() => {
      loaded = true;
      resolve();
    });
    void map.once('error').then((event) => {
      if (loaded) return;
      map.remove();
      reject(event.error);
    });
  });
}

/** Clicks on `layer` pick the feature's `key` property; the pointer shows it can be clicked. */
export function pickOnLayer(
  { map, canvas }: PortalMap,
  layer: string,
  key: string,
  onPick: (value: string) => void,
): void {
  map.on('click', layer, (event) => {
    const value = event.features?.[0]?.properties?.[key];
    if (typeof value === 'string') onPick(value);
  });
  map.on('mouseenter', layer, () => {
    canvas.style.cursor = 'pointer';
  });
  map.on('mouseleave', layer, () => {
    canvas.style.cursor = '';
  });
}
