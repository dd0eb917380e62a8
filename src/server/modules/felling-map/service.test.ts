import { describe, expect, it } from 'vitest';
import { type FellingRow, fellingTypesOf, roundedGeometry, toFellingPermit } from './service.ts';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [25.123456789, 54.987654321],
      [25.1244, 54.9876],
      [25.1244, 54.9882],
      [25.123456789, 54.987654321],
    ],
  ],
};

const row = (changes: Partial<FellingRow> = {}): FellingRow => ({
  number: '08260000018',
  kind: 'l08_2',
  state: 'GALIOJANTIS',
  validFrom: '2026-03-01',
  validUntil: '2027-02-28',
  municipality: 'MOLETU_R_SAV',
  fellingTypes: ['UGDOMIEJI', 'NEPLYNIEJI_SANITARINIAI'],
  geometry: square,
  areaHa: 1.234,
  holderKind: 'person',
  holderName: 'Jonas Jonaitis',
  ...changes,
});

describe('a felling permit on the map', () => {
  it('rounds every coordinate to six decimals, polygons and multipolygons alike', () => {
    expect(roundedGeometry(square)?.coordinates[0]?.[0]).toEqual([25.123457, 54.987654]);
    const multi = roundedGeometry({ type: 'MultiPolygon', coordinates: [square.coordinates] });
    expect(multi).toEqual({ type: 'MultiPolygon', coordinates: [roundedGeometry(square)?.coordinates] });
    expect(roundedGeometry({ type: 'Point', coordinates: [25, 55] })).toBeNull();
    expect(roundedGeometry(null)).toBeNull();
  });

  it('names the kinds of felling in the form’s order, once each, and drops unknown ones', () => {
    expect(
      fellingTypesOf('l08_2', ['NEPLYNIEJI_SANITARINIAI', 'UGDOMIEJI', 'PLYNIEJI_PAGRINDINIAI']),
    ).toEqual([
      { code: 'UGDOMIEJI', label: 'l08_2.fellingType.UGDOMIEJI' },
      { code: 'NEPLYNIEJI_SANITARINIAI', label: 'l08_2.fellingType.NEPLYNIEJI_SANITARINIAI' },
    ]);
    expect(fellingTypesOf('l08_1', ['PLYNIEJI_PAGRINDINIAI'])).toEqual([
      { code: 'PLYNIEJI_PAGRINDINIAI', label: 'l08_1.fellingType.PLYNIEJI_PAGRINDINIAI' },
    ]);
    // The own-use notice has no kinds of felling; nonsense stored data gives none.
    expect(fellingTypesOf('l08_3', ['UGDOMIEJI'])).toEqual([]);
    expect(fellingTypesOf('l08_1', 'PLYNIEJI_PAGRINDINIAI')).toEqual([]);
  });

  it('shows what the public may see, with the kind’s own name and the area to 0.01 ha', () => {
    expect(toFellingPermit(row())).toEqual({
      number: '08260000018',
      kind: 'l08_2',
      kindLabel: 'fellingMap.kind.l08_2',
      state: 'GALIOJANTIS',
      municipality: 'MOLETU_R_SAV',
      validFrom: '2026-03-01',
      validUntil: '2027-02-28',
      areaHa: 1.23,
      fellingTypes: [
        { code: 'UGDOMIEJI', label: 'l08_2.fellingType.UGDOMIEJI' },
        { code: 'NEPLYNIEJI_SANITARINIAI', label: 'l08_2.fellingType.NEPLYNIEJI_SANITARINIAI' },
      ],
      geometry: roundedGeometry(square),
    });
    expect(toFellingPermit(row({ municipality: null, areaHa: null }))).toMatchObject({
      municipality: null,
      areaHa: null,
    });
  });

  it('leaves out what cannot be drawn or is not a felling permit in force', () => {
    expect(toFellingPermit(row({ geometry: null }))).toBeNull();
    expect(toFellingPermit(row({ geometry: { type: 'LineString', coordinates: [] } }))).toBeNull();
    expect(toFellingPermit(row({ kind: 'l13' }))).toBeNull();
    expect(toFellingPermit(row({ state: 'PANAIKINTAS' }))).toBeNull();
  });
});
