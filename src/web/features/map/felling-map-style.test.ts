import type { FeatureCollection } from 'geojson';
import { FELLING_KINDS } from '../../../shared/felling/api-types.ts';
import { COLOURS } from '../../platform/map/map-style.ts';
import { contrastRatio } from './contrast.ts';
import {
  fellingAreaFeatures,
  fellingDotFeatures,
  fellingMapStyle,
  geometryBounds,
  geometryMiddle,
  KIND_STYLES,
  LAYER_SELECTED_AREA,
  LAYER_SELECTED_DOT,
  outlineLayer,
  selectedPermitFilter,
} from './felling-map-style.ts';
import { fellingPermit } from './felling-test-fixtures.ts';

const outline: FeatureCollection = { type: 'FeatureCollection', features: [] };
const square = fellingPermit();
const multi = fellingPermit({
  number: '08260000026',
  kind: 'l08_1',
  geometry: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [24.0, 54.5],
          [24.002, 54.5],
          [24.001, 54.501],
          [24.0, 54.5],
        ],
      ],
      [
        [
          [24.01, 54.49],
          [24.012, 54.49],
          [24.011, 54.492],
          [24.01, 54.49],
        ],
      ],
    ],
  },
});

describe('the felling map style', () => {
  it('frames a boundary, polygon or multipolygon, and puts its dot in the middle', () => {
    expect(geometryBounds(square.geometry)).toEqual([
      [25.3, 55.1],
      [25.304, 55.102],
    ]);
    expect(geometryBounds(multi.geometry)).toEqual([
      [24.0, 54.49],
      [24.012, 54.501],
    ]);
    const [lon, lat] = geometryMiddle(square.geometry);
    expect(lon).toBeCloseTo(25.302, 9);
    expect(lat).toBeCloseTo(55.101, 9);
  });

  it('draws each permit as its area and as a dot, with its number and kind', () => {
    expect(fellingAreaFeatures([square, multi]).features.map((f) => [f.geometry.type, f.properties])).toEqual(
      [
        ['Polygon', { number: '08260000018', kind: 'l08_2' }],
        ['MultiPolygon', { number: '08260000026', kind: 'l08_1' }],
      ],
    );
    expect(fellingDotFeatures([square]).features[0]?.geometry.type).toBe('Point');
  });

  it('needs nothing from outside: no tiles, fonts, sprites or text', () => {
    const style = fellingMapStyle(outline, [square], null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:|text-field/);
    expect(Object.values(style.sources).every((source) => source.type === 'geojson')).toBe(true);
  });

  it('outlines each kind in its own layer and marks only the chosen permit', () => {
    const style = fellingMapStyle(outline, [square, multi], '08260000018');
    const ids = style.layers.map((layer) => layer.id);
    for (const kind of FELLING_KINDS) expect(ids).toContain(outlineLayer(kind));
    for (const id of [LAYER_SELECTED_AREA, LAYER_SELECTED_DOT]) {
      const layer = style.layers.find((l) => l.id === id);
      expect(layer && 'filter' in layer ? layer.filter : null).toEqual(selectedPermitFilter('08260000018'));
    }
    expect(selectedPermitFilter(null)).toEqual(['==', ['get', 'number'], '']);
  });

  it('tells the kinds apart by outline as well as colour, each at least 3:1 against the land', () => {
    for (const kind of FELLING_KINDS) {
      expect(contrastRatio(KIND_STYLES[kind].colour, COLOURS.land), kind).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(FELLING_KINDS.map((kind) => KIND_STYLES[kind].colour)).size).toBe(3);
    expect(new Set(FELLING_KINDS.map((kind) => KIND_STYLES[kind].dashes.join())).size).toBe(3);
  });
});
