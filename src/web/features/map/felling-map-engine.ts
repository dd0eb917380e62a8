/**
 * The felling layer's map: maplibre-gl with felling-map-style.ts. Like fishing-map-engine.ts this
 * module is a map chunk: only felling-map-view.tsx imports it, dynamically, and maplibre itself is
 * the shared `maplibre` chunk (vite.config.ts), so neither the start page nor the list view loads it.
 * What the portal's maps share (flat, named, Enter handed over, the worker) is platform/map/map-engine.ts.
 *
 * After each redraw the container says how many permits it drew as dots and as areas
 * (`data-drawn-dots`, `data-drawn-areas`): what a browser test can check without reading pixels.
 */
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FellingPermitDto } from '../../../shared/felling/api-types.ts';
import type { Insets } from '../../platform/map/insets.ts';
import { createPortalMap, loadOutline, pickOnLayer } from '../../platform/map/map-engine.ts';
import { MAX_BOUNDS, MIN_ZOOM } from '../../platform/map/map-style.ts';
import {
  FELLING_FOCUS_MAX_ZOOM,
  FELLING_MAX_ZOOM,
  fellingAreaFeatures,
  fellingDotFeatures,
  fellingMapStyle,
  LAYER_AREA_FILL,
  LAYER_DOTS,
  LAYER_SELECTED_AREA,
  LAYER_SELECTED_DOT,
  SOURCE_AREAS,
  SOURCE_DOTS,
  selectedPermitFilter,
} from './felling-map-style.ts';

export interface FellingMapOptions {
  container: HTMLElement;
  permits: readonly FellingPermitDto[];
  selected: string | null;
  /** `prefers-reduced-motion`: the map jumps instead of gliding. */
  reducedMotion: boolean;
  /** The canvas's accessible name. */
  label: string;
  /** A permit's dot or area was clicked or tapped. */
  onPick: (number: string) => void;
  /** Enter on the focused map: open the chosen permit. */
  onOpen: () => void;
}

export interface FellingMap {
  setPermits(permits: readonly FellingPermitDto[]): void;
  /**
   * Marks the chosen permit and, when `bounds` are given, brings its whole boundary into the part
   * of the map that `cover` (the details panel) leaves visible.
   */
  select(number: string | null, bounds?: [[number, number], [number, number]], cover?: Insets): void;
  zoomIn(): void;
  zoomOut(): void;
  showAll(): void;
  destroy(): void;
}

/** How many permits a layer shows on the screen now. */
function drawn(map: MapLibreMap, layer: string): number {
  const numbers = new Set<unknown>();
  for (const feature of map.queryRenderedFeatures({ layers: [layer] }))
    numbers.add(feature.properties?.number);
  return numbers.size;
}

const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
/** Room around a boundary brought into view, and the least free room the map must keep. */
const FOCUS_EDGE = 24;
const MIN_FREE = 48;

/**
 * The padding for bringing a boundary into view: the panel's cover plus an edge, less when the
 * screen is too small for that (the library refuses padding that leaves no room, and stays put).
 */
function focusPadding(container: HTMLElement, cover: Insets | undefined): Insets {
  const base = cover ?? NO_INSETS;
  const edged = {
    top: base.top + FOCUS_EDGE,
    right: base.right + FOCUS_EDGE,
    bottom: base.bottom + FOCUS_EDGE,
    left: base.left + FOCUS_EDGE,
  };
  const fits = (p: Insets) =>
    container.clientWidth - p.left - p.right >= MIN_FREE &&
    container.clientHeight - p.top - p.bottom >= MIN_FREE;
  if (fits(edged)) return edged;
  return fits(base) ? base : NO_INSETS;
}

export async function createFellingMap(options: FellingMapOptions): Promise<FellingMap> {
  const outline = await loadOutline();
  const portal = createPortalMap({
    container: options.container,
    style: fellingMapStyle(outline, options.permits, options.selected),
    maxBounds: MAX_BOUNDS,
    minZoom: MIN_ZOOM,
    maxZoom: FELLING_MAX_ZOOM,
    reducedMotion: options.reducedMotion,
    label: options.label,
    onEnter: options.onOpen,
  });
  const { map, animate } = portal;
  for (const layer of [LAYER_DOTS, LAYER_AREA_FILL]) pickOnLayer(portal, layer, 'number', options.onPick);
  map.on('idle', () => {
    options.container.dataset.drawnDots = String(drawn(map, LAYER_DOTS));
    options.container.dataset.drawnAreas = String(drawn(map, LAYER_AREA_FILL));
  });
  await portal.loaded;

  return {
    setPermits(permits) {
      map.getSource<GeoJSONSource>(SOURCE_AREAS)?.setData(fellingAreaFeatures(permits));
      map.getSource<GeoJSONSource>(SOURCE_DOTS)?.setData(fellingDotFeatures(permits));
    },
    select(number, bounds, cover) {
      map.setFilter(LAYER_SELECTED_AREA, selectedPermitFilter(number));
      map.setFilter(LAYER_SELECTED_DOT, selectedPermitFilter(number));
      if (!bounds) return;
      map.fitBounds(bounds, {
        padding: focusPadding(options.container, cover),
        maxZoom: FELLING_FOCUS_MAX_ZOOM,
        animate,
        duration: 400,
      });
    },
    zoomIn: portal.zoomIn,
    zoomOut: portal.zoomOut,
    showAll: portal.showAll,
    destroy: portal.destroy,
  };
}
