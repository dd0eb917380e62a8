import {
  detectCoordinateSystem,
  forward,
  fromLks94,
  inverse,
  looksLikeLks94,
  looksLikeSwappedLks94,
  type Position,
  type TransverseMercator,
  toLks94,
  toWgs84,
} from './lks94.ts';

/** UTM zone 38N on WGS84, for GeographicLib's published example (GeoConvert documentation). */
const UTM38N: TransverseMercator = {
  a: 6378137,
  f: 1 / 298.257223563,
  lon0: 45,
  k0: 0.9996,
  falseEasting: 500000,
  falseNorthing: 0,
};

describe('Transverse Mercator series', () => {
  it('matches GeographicLib: 33.3°N 44.4°E is 38n 444140.54 3684706.36 (to 1 cm)', () => {
    const [x, y] = forward(UTM38N, [44.4, 33.3]);
    expect(Math.abs(x - 444140.54)).toBeLessThan(0.01);
    expect(Math.abs(y - 3684706.36)).toBeLessThan(0.01);
    const [lon, lat] = inverse(UTM38N, [444140.54, 3684706.36]);
    expect(lon).toBeCloseTo(44.4, 6); // the published metres are rounded to 1 cm
    expect(lat).toBeCloseTo(33.3, 6);
  });
});

describe('LKS-94', () => {
  it('puts the central meridian at easting 500 000 with the GRS80 meridian arc × 0.9998', () => {
    const [x, y] = toLks94([24, 54]);
    expect(x).toBeCloseTo(500000, 6);
    // GRS80 meridian arc from the equator to 54° is 5 985 915.88 m; × 0.9998 = 5 984 718.70 m.
    expect(Math.abs(y - 5_984_718.7)).toBeLessThan(0.5);
  });

  it('places Vilnius cathedral (54.6857 N, 25.2877 E) near E 583 000, N 6 062 000', () => {
    // The brief quoted "≈ 582 000 / 6 061 000"; the exact projection gives 583 029.2 / 6 061 791.2:
    // both within 1.1 km, the precision of a hand-quoted pair.
    const [x, y] = toLks94([25.2877, 54.6857]);
    expect(Math.abs(x - 583_029.2)).toBeLessThan(0.5);
    expect(Math.abs(y - 6_061_791.2)).toBeLessThan(0.5);
    expect(Math.abs(x - 582_000)).toBeLessThan(1100);
    expect(Math.abs(y - 6_061_000)).toBeLessThan(1100);
  });

  it('round-trips every corner of Lithuania to well under 1 cm', () => {
    for (const lon of [20.9, 22, 23.5, 24, 25.3, 26.8]) {
      for (const lat of [53.9, 54.7, 55.5, 56.45]) {
        const [x, y] = toLks94([lon, lat]);
        const [lon2, lat2] = fromLks94([x, y]);
        const [x2, y2] = toLks94([lon2, lat2]);
        expect(Math.hypot(x2 - x, y2 - y)).toBeLessThan(0.001);
        expect(Math.abs(lon2 - lon)).toBeLessThan(1e-9);
        expect(Math.abs(lat2 - lat)).toBeLessThan(1e-9);
      }
    }
  });
});

describe('coordinate system detection', () => {
  const lks: Position[] = [
    [613_200, 6_126_300],
    [613_420, 6_126_540],
  ];

  it('recognises LKS-94 metres by magnitude, and northing written first', () => {
    expect(looksLikeLks94([583_029, 6_061_791])).toBe(true);
    expect(looksLikeLks94([6_061_791, 583_029])).toBe(false);
    expect(looksLikeSwappedLks94([6_061_791, 583_029])).toBe(true);
    expect(detectCoordinateSystem(lks)).toBe('lks94');
    expect(detectCoordinateSystem(lks.map(([x, y]) => [y, x]))).toBe('lks94Swapped');
    expect(toWgs84('lks94Swapped', [6_061_791.2, 583_029.2])).toEqual(
      toWgs84('lks94', [583_029.2, 6_061_791.2]),
    );
  });

  it('tells longitude-first from latitude-first degrees in Lithuania', () => {
    expect(detectCoordinateSystem([[25.2877, 54.6857]])).toBe('wgs84');
    expect(detectCoordinateSystem([[54.6857, 25.2877]])).toBe('wgs84Swapped');
    expect(toWgs84('wgs84Swapped', [54.6857, 25.2877])).toEqual([25.2877, 54.6857]);
    // Degrees outside Lithuania are taken as GeoJSON's longitude first.
    expect(detectCoordinateSystem([[23.85, 52.7]])).toBe('wgs84');
  });

  it('refuses mixtures and numbers in no system', () => {
    expect(detectCoordinateSystem([lks[0]!, [25.2877, 54.6857]])).toBeNull();
    expect(detectCoordinateSystem([[1000, 2000]])).toBeNull();
    expect(detectCoordinateSystem([])).toBeNull();
  });
});
