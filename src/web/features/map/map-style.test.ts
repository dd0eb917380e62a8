import type { FeatureCollection } from 'geojson';
import { COLOURS, LITHUANIA_BOUNDS } from '../../platform/map/map-style.ts';
import { contrastRatio } from './contrast.ts';
import { fishingMapStyle, selectedFilter, waterBodyFeatures } from './map-style.ts';
import { MARKERS, markerImageId } from './markers.ts';
import { waterBody } from './test-fixtures.ts';
import { MARKER_KINDS } from './water-bodies.ts';

const outline: FeatureCollection = { type: 'FeatureCollection', features: [] };

describe('the fishing map style', () => {
  it('turns water bodies into points with their marker, longitude first', () => {
    const features = waterBodyFeatures([
      waterBody({ id: 'a', lat: 55.62, lon: 26.6 }),
      waterBody({ id: 'b', leased: true, limited: true, lat: 54.86, lon: 24.1 }),
      waterBody({ id: 'c', lat: Number.NaN, lon: 24 }),
    ]);
    expect(features.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [26.6, 55.62] },
        properties: { id: 'a', kind: 'free', marker: 'marker-free' },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [24.1, 54.86] },
        properties: { id: 'b', kind: 'leasedLimited', marker: 'marker-leasedLimited' },
      },
    ]);
  });

  it('needs nothing from outside: no tiles, fonts, sprites or text', () => {
    const style = fishingMapStyle(outline, waterBodyFeatures([waterBody()]), null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:|text-field/);
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
  });

  it('draws the halo under the chosen water body only', () => {
    expect(selectedFilter('a')).toEqual(['==', ['get', 'id'], 'a']);
    expect(selectedFilter(null)).toEqual(['==', ['get', 'id'], '']);
    const style = fishingMapStyle(outline, waterBodyFeatures([]), 'a');
    const halo = style.layers.find((layer) => layer.id === 'water-body-selected');
    expect(halo && 'filter' in halo ? halo.filter : null).toEqual(selectedFilter('a'));
  });

  it('frames Lithuania', () => {
    const [[west, south], [east, north]] = LITHUANIA_BOUNDS;
    // Vilnius and Klaipėda are inside.
    for (const [lon, lat] of [
      [25.28, 54.69],
      [21.13, 55.71],
    ]) {
      expect(lon).toBeGreaterThan(west);
      expect(lon).toBeLessThan(east);
      expect(lat).toBeGreaterThan(south);
      expect(lat).toBeLessThan(north);
    }
  });
});

describe('markers', () => {
  it('gives every kind its own shape and colour and a legend text', () => {
    const paths = new Set(MARKER_KINDS.map((kind) => MARKERS[kind].path));
    const fills = new Set(MARKER_KINDS.map((kind) => MARKERS[kind].fill));
    expect(paths.size).toBe(MARKER_KINDS.length);
    expect(fills.size).toBe(MARKER_KINDS.length);
    expect(MARKER_KINDS.map(markerImageId)).toEqual([
      'marker-free',
      'marker-leased',
      'marker-limited',
      'marker-leasedLimited',
    ]);
  });

  it('keeps at least 3:1 against the land (WCAG 1.4.11)', () => {
    for (const kind of MARKER_KINDS) {
      expect(contrastRatio(MARKERS[kind].fill, COLOURS.land), kind).toBeGreaterThanOrEqual(3);
    }
  });
});
