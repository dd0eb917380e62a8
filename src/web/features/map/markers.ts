/**
 * The map's markers, one shape per kind of water body (WCAG 1.4.1: colour is never the only cue),
 * drawn from the same SVG paths on the map (a canvas `Path2D`) and in the legend (inline SVG). The
 * colours keep at least 3:1 against the land (WCAG 1.4.11) and a white edge against each other.
 */
import type { MessageId } from '../../../shared/i18n/index.ts';
import type { MarkerKind } from './water-bodies.ts';

export interface MarkerShape {
  /** Path in a 24 × 24 box. */
  path: string;
  fill: string;
  label: MessageId;
}

export const MARKER_BOX = 24;

export const MARKERS: Readonly<Record<MarkerKind, MarkerShape>> = {
  free: {
    path: 'M12 4.5a7.5 7.5 0 1 1 0 15a7.5 7.5 0 1 1 0-15z',
    fill: '#0b4f7a',
    label: 'fishingMap.marker.free',
  },
  leased: { path: 'M5 5h14v14H5z', fill: '#8a4b00', label: 'fishingMap.marker.leased' },
  limited: { path: 'M12 3l9.5 17h-19z', fill: '#6a1b9a', label: 'fishingMap.marker.limited' },
  leasedLimited: {
    path: 'M12 1.5l10.5 10.5-10.5 10.5L1.5 12z',
    fill: '#b3261e',
    label: 'fishingMap.marker.leasedLimited',
  },
};

/** The name a marker's image has in the map style. */
export function markerImageId(kind: MarkerKind): string {
  return `marker-${kind}`;
}
