import { describe, expect, it } from 'vitest';
import { fromLks94 } from '../../geo/lks94.ts';
import type { Polygon, Position } from '../../geo/types.ts';
import { applicationWarnings } from '../engine/warnings.ts';
import { definitionOf } from '../registry.ts';
import { perimeterMetres } from './boundary-perimeter.ts';
import { areaMismatch, areaToleranceHa, declaredFellingArea } from './felling-area.ts';

/** A square of `side` metres in LKS-94 near Vilnius, as a WGS84 polygon. */
function square(side: number, hole = 0): Polygon {
  const [x, y] = [580_000, 6_060_000];
  const ring = (x0: number, y0: number, s: number): Position[] =>
    (
      [
        [x0, y0],
        [x0 + s, y0],
        [x0 + s, y0 + s],
        [x0, y0 + s],
        [x0, y0],
      ] as Position[]
    ).map(fromLks94);
  const rings = [ring(x, y, side)];
  if (hole > 0) rings.push(ring(x + 10, y + 10, hole).reverse());
  return { type: 'Polygon', coordinates: rings };
}

describe('the boundary area tolerance (ADR 0017: 0.05 ha + perimeter × 2 m)', () => {
  it('is 0.05 ha plus a 2 m strip along the perimeter', () => {
    expect(areaToleranceHa(0)).toBeCloseTo(0.05, 10);
    expect(areaToleranceHa(400)).toBeCloseTo(0.05 + 0.08, 10); // a 1 ha square
    expect(areaToleranceHa(4000)).toBeCloseTo(0.05 + 0.8, 10);
    // Unknown perimeter (a file kept on a phone before the perimeter was measured): the base only.
    expect(areaToleranceHa(null)).toBeCloseTo(0.05, 10);
    expect(areaToleranceHa(Number.NaN)).toBeCloseTo(0.05, 10);
  });

  it('measures the perimeter in LKS-94 metres, holes included', () => {
    expect(perimeterMetres(square(100))).toBeCloseTo(400, 0);
    expect(perimeterMetres(square(100, 20))).toBeCloseTo(480, 0);
    expect(
      perimeterMetres({
        type: 'MultiPolygon',
        coordinates: [square(100).coordinates, square(50).coordinates],
      }),
    ).toBeCloseTo(600, 0);
  });

  it('warns about the field case: 98.02 ha from the file, 2 ha declared', () => {
    const mismatch = areaMismatch([{ areaHa: 98.02, perimeterM: 3960 }], 2);
    expect(mismatch).toEqual({ boundaryHa: 98.02, declaredHa: 2, differenceHa: 96.02, toleranceHa: 0.84 });
  });

  it('stays quiet within the tolerance and warns just beyond it, either way', () => {
    // A 1 ha square: tolerance 0.05 + 400 × 2 / 10 000 = 0.13 ha.
    expect(areaMismatch([{ areaHa: 1, perimeterM: 400 }], 1.13)).toBeNull();
    expect(areaMismatch([{ areaHa: 1, perimeterM: 400 }], 0.87)).toBeNull();
    expect(areaMismatch([{ areaHa: 1, perimeterM: 400 }], 1.14)?.differenceHa).toBe(0.14);
    expect(areaMismatch([{ areaHa: 1, perimeterM: 400 }], 0.86)?.toleranceHa).toBe(0.13);
  });

  it('adds several boundaries up, and compares nothing without a boundary or a declared area', () => {
    const two = [
      { areaHa: 1, perimeterM: 400 },
      { areaHa: 2, perimeterM: 600 },
    ];
    expect(areaMismatch(two, 3.2)).toBeNull(); // tolerance 0.05 + 0.2 = 0.25
    expect(areaMismatch(two, 3.3)?.boundaryHa).toBe(3);
    expect(
      areaMismatch(
        [
          { areaHa: 1, perimeterM: 400 },
          { areaHa: 1, perimeterM: null },
        ],
        2.1,
      )?.toleranceHa,
    ).toBe(0.05);
    expect(areaMismatch([], 2)).toBeNull();
    expect(areaMismatch([{ areaHa: 1, perimeterM: 400 }], null)).toBeNull();
  });

  it('reads the declared area as people type it', () => {
    expect(declaredFellingArea({ fellings: [{ area: '1,5' }, { area: 0.5 }, { area: '' }, null] })).toBe(2);
    expect(declaredFellingArea({ fellings: [{ area: 'abc' }] })).toBeNull();
    expect(declaredFellingArea({})).toBeNull();
  });
});

describe('the forest kinds give the mismatch as a warning (KindDefinition.warnings)', () => {
  const documents = [{ type: 'KIRTAVIETES_RIBOS', boundary: { areaHa: 98.02, perimeterM: 3960 } }];
  const data = { fellings: [{ area: '2' }] };

  it.each(['l08_1', 'l08_2', 'l08_3'])('%s warns on the boundary slot', (segment) => {
    const warnings = applicationWarnings(definitionOf(segment)!, data, documents);
    expect(warnings).toEqual([
      {
        path: 'documents.KIRTAVIETES_RIBOS',
        message: 'l08.warning.areaMismatch',
        // Named as the message's placeholders, so the officer's page formats them in place.
        values: { boundary: 98.02, declared: 2, difference: 96.02, tolerance: 0.84 },
      },
    ]);
    expect(applicationWarnings(definitionOf(segment)!, { fellings: [{ area: '98' }] }, documents)).toEqual(
      [],
    );
  });

  it('other kinds and other slots give none', () => {
    expect(applicationWarnings(definitionOf('l11')!, data, documents)).toEqual([]);
    expect(applicationWarnings(definitionOf('l08_1')!, data, [{ ...documents[0]!, type: 'KITA' }])).toEqual(
      [],
    );
  });
});
