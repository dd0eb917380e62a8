import { readFileSync } from 'node:fs';
import type { LineString } from 'geojson';
import { LABANORAS } from '../../../../scripts/boundary-fixtures.ts';
import { lithuaniaOutline, type Position } from '../../../shared/geo/boundary.ts';
import { fromLks94 } from '../../../shared/geo/lks94.ts';
import {
  addVertex,
  checkDrawing,
  clearDrawing,
  type Drawing,
  drawingFeatures,
  drawnPolygon,
  EMPTY_DRAWING,
  roundPosition,
  undo,
  undoAction,
} from './drawing.ts';

const outline = lithuaniaOutline(
  JSON.parse(readFileSync(new URL('../../../../public/map/lithuania.geojson', import.meta.url), 'utf8')),
);
const corners: Position[] = LABANORAS.slice(0, -1).map((p) => fromLks94(p));
const draw = (positions: Position[]): Drawing => positions.reduce(addVertex, EMPTY_DRAWING);

describe('drawing a boundary', () => {
  it('adds corners to 1e-7 degrees and closes the ring for the person', () => {
    expect(roundPosition([25.123456789, 54.987654321])).toEqual([25.1234568, 54.9876543]);
    const drawing = draw(corners);
    expect(drawing.vertices).toHaveLength(4);
    const ring = drawnPolygon(drawing.vertices).coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
  });

  it('undoes the last corner, and undoing a clearing brings every corner back', () => {
    const drawing = draw(corners);
    expect(undoAction(drawing)).toBe('add');
    expect(undo(drawing).vertices).toEqual(drawing.vertices.slice(0, 3));
    const cleared = clearDrawing(drawing);
    expect(cleared.vertices).toEqual([]);
    expect(undoAction(cleared)).toBe('clear');
    expect(undo(cleared).vertices).toEqual(drawing.vertices);
    // Nothing to clear or undo: nothing changes.
    expect(clearDrawing(EMPTY_DRAWING)).toBe(EMPTY_DRAWING);
    expect(undo(EMPTY_DRAWING)).toBe(EMPTY_DRAWING);
    expect(undoAction(EMPTY_DRAWING)).toBeNull();
  });

  it('checks the shape as it grows with the shared library', () => {
    expect(checkDrawing(corners.slice(0, 2), outline)).toEqual({ state: 'tooFew', count: 2 });
    const good = checkDrawing(corners, outline);
    expect(good).toMatchObject({ state: 'checked', count: 4, result: { ok: true, areaHa: 5.54 } });
    // Corners in the wrong order make a bow-tie.
    const [a, b, c, d] = corners;
    expect(checkDrawing([a!, c!, b!, d!], outline)).toMatchObject({
      result: { ok: false, code: 'selfIntersection' },
    });
    const riga: Position[] = [
      [24.1, 56.95],
      [24.11, 56.95],
      [24.11, 56.96],
    ];
    expect(checkDrawing(riga, outline)).toMatchObject({ result: { ok: false, code: 'outsideLithuania' } });
  });

  it('gives the map the area, the line back to the first corner and the corners', () => {
    expect(drawingFeatures([], true).features).toEqual([]);
    const two = drawingFeatures(corners.slice(0, 2), true).features;
    expect(two.map((f) => f.geometry.type)).toEqual(['LineString', 'Point', 'Point']);
    const four = drawingFeatures(corners, false).features;
    expect(four.map((f) => f.geometry.type)).toEqual([
      'Polygon',
      'LineString',
      'Point',
      'Point',
      'Point',
      'Point',
    ]);
    expect(four[0]!.properties.valid).toBe(false);
    const line = (four[1]!.geometry as LineString).coordinates;
    expect(line).toHaveLength(5);
    expect(line[4]).toEqual(corners[0]);
    expect(four.slice(2).map((f) => f.properties.role)).toEqual(['first', 'corner', 'corner', 'corner']);
  });
});
