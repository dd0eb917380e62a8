/**
 * The drawing map itself: maplibre-gl with draw-map-style.ts. This module is the boundary map's
 * chunk: only draw-way.tsx imports it, dynamically, so maplibre never weighs on the start page or
 * on a form that does not draw (vite.config.ts budget); the library's own chunk is the one the
 * fishing map uses, so one visit to either keeps it for both.
 *
 * A tap or click adds a corner (double-click zoom is off, so a quick second tap is a second corner).
 * The keyboard moves the focused map with the arrow keys and zooms with + and − (maplibre's own
 * handler), and Enter adds the corner under the cross in the middle, like the page's button. What
 * the portal's maps share (flat, named, Enter handed over, the worker) is platform/map/map-engine.ts.
 */
import type { FeatureCollection } from 'geojson';
import { type GeoJSONSource, LngLatBounds, ScaleControl } from 'maplibre-gl';
import type { Position } from '../../../shared/geo/boundary.ts';
import { COUNTRY_PADDING, createPortalMap } from '../../platform/map/map-engine.ts';
import { LITHUANIA_BOUNDS, MAX_BOUNDS } from '../../platform/map/map-style.ts';
import {
  DRAW_FOCUS_ZOOM,
  DRAW_MAX_ZOOM,
  DRAW_MIN_ZOOM,
  drawMapStyle,
  SOURCE_DRAWING,
} from './draw-map-style.ts';

export interface DrawMapOptions {
  container: HTMLElement;
  outline: FeatureCollection;
  /** What to draw at first (the corners so far, when the person comes back to this way). */
  drawing: FeatureCollection;
  /** Corners to show at first; none: all of Lithuania. */
  initialCorners: readonly Position[];
  /** `prefers-reduced-motion`: the map jumps instead of gliding, and drags have no inertia. */
  reducedMotion: boolean;
  /** The canvas's accessible name. */
  label: string;
  /** The id of the instructions that describe the canvas (how to draw with the keyboard). */
  describedBy: string;
  /** A tap or click on the map, at this place. */
  onTap: (position: Position) => void;
  /** Enter on the focused map. */
  onEnter: () => void;
  /** The map has stopped moving with its centre here. */
  onMoveEnd: (centre: Position) => void;
}

export interface DrawMap {
  setDrawing(features: FeatureCollection): void;
  centre(): Position;
  /** Brings `position` to the middle, zoomed in to at least the focus zoom. */
  show(position: Position): void;
  zoomIn(): void;
  zoomOut(): void;
  destroy(): void;
}

/** Padding and the deepest zoom when showing corners already drawn. */
const FIT = { padding: 48, maxZoom: 17 } as const;

export async function createDrawMap(options: DrawMapOptions): Promise<DrawMap> {
  const corners = options.initialCorners;
  const bounds =
    corners.length > 0
      ? corners.reduce((box, corner) => box.extend(corner), new LngLatBounds(corners[0]!, corners[0]!))
      : LITHUANIA_BOUNDS;
  const portal = createPortalMap({
    container: options.container,
    style: drawMapStyle(options.outline, options.drawing),
    bounds,
    fitBoundsOptions: corners.length > 0 ? FIT : { padding: COUNTRY_PADDING },
    maxBounds: MAX_BOUNDS,
    minZoom: DRAW_MIN_ZOOM,
    maxZoom: DRAW_MAX_ZOOM,
    // No zoom on a double tap: a quick second tap is a second corner.
    doubleClickZoom: false,
    reducedMotion: options.reducedMotion,
    label: options.label,
    onEnter: options.onEnter,
  });
  const { map, canvas, animate } = portal;
  map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
  canvas.setAttribute('aria-describedby', options.describedBy);
  const centre = (): Position => {
    const { lng, lat } = map.getCenter();
    return [lng, lat];
  };
  map.on('click', (event) => options.onTap([event.lngLat.lng, event.lngLat.lat]));
  map.on('moveend', () => options.onMoveEnd(centre()));
  await portal.loaded;
  options.onMoveEnd(centre());

  return {
    setDrawing(features) {
      map.getSource<GeoJSONSource>(SOURCE_DRAWING)?.setData(features);
    },
    centre,
    show(position) {
      const zoom = Math.max(map.getZoom(), DRAW_FOCUS_ZOOM);
      if (animate) map.easeTo({ center: position, zoom, duration: 400 });
      else map.jumpTo({ center: position, zoom });
    },
    zoomIn: portal.zoomIn,
    zoomOut: portal.zoomOut,
    destroy: portal.destroy,
  };
}
