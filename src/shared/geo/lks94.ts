/**
 * LKS-94 (EPSG:3346, the Lithuanian national grid) ⇄ WGS84 longitude/latitude.
 *
 * LKS-94 is a Transverse Mercator projection on GRS80: central meridian 24°E, scale 0.9998 on it,
 * false easting 500 000 m, false northing 0 (`+proj=tmerc +lat_0=0 +lon_0=24 +k=0.9998 +x_0=500000
 * +y_0=0 +ellps=GRS80`). Its datum (ETRS89) and WGS84 differ by well under a metre, which we ignore,
 * as every web map does. The formulas are Krüger's n-series to sixth order (Karney 2011,
 * "Transverse Mercator with an accuracy of a few nanometres"), accurate to far below a millimetre
 * anywhere in Lithuania.
 *
 * Positions are GeoJSON order: `[lon, lat]` in degrees, `[easting, northing]` (x, y) in metres.
 */

export type Position = [number, number];

/** A Transverse Mercator projection (exported for tests against published UTM examples). */
export interface TransverseMercator {
  a: number;
  f: number;
  lon0: number;
  k0: number;
  falseEasting: number;
  falseNorthing: number;
}

/** EPSG:3346 "LKS94 / Lithuania TM". */
export const LKS94: TransverseMercator = {
  a: 6378137,
  f: 1 / 298.257222101,
  lon0: 24,
  k0: 0.9998,
  falseEasting: 500000,
  falseNorthing: 0,
};

interface Series {
  e: number;
  A: number;
  alpha: number[];
  beta: number[];
}

const seriesCache = new WeakMap<TransverseMercator, Series>();

function series(tm: TransverseMercator): Series {
  const cached = seriesCache.get(tm);
  if (cached) return cached;
  const n = tm.f / (2 - tm.f);
  const n2 = n * n;
  const n3 = n2 * n;
  const n4 = n3 * n;
  const n5 = n4 * n;
  const n6 = n5 * n;
  const A = (tm.a / (1 + n)) * (1 + n2 / 4 + n4 / 64 + n6 / 256);
  const alpha = [
    n / 2 - (2 * n2) / 3 + (5 * n3) / 16 + (41 * n4) / 180 - (127 * n5) / 288 + (7891 * n6) / 37800,
    (13 * n2) / 48 - (3 * n3) / 5 + (557 * n4) / 1440 + (281 * n5) / 630 - (1983433 * n6) / 1935360,
    (61 * n3) / 240 - (103 * n4) / 140 + (15061 * n5) / 26880 + (167603 * n6) / 181440,
    (49561 * n4) / 161280 - (179 * n5) / 168 + (6601661 * n6) / 7257600,
    (34729 * n5) / 80640 - (3418889 * n6) / 1995840,
    (212378941 * n6) / 319334400,
  ];
  const beta = [
    n / 2 - (2 * n2) / 3 + (37 * n3) / 96 - n4 / 360 - (81 * n5) / 512 + (96199 * n6) / 604800,
    n2 / 48 + n3 / 15 - (437 * n4) / 1440 + (46 * n5) / 105 - (1118711 * n6) / 3870720,
    (17 * n3) / 480 - (37 * n4) / 840 - (209 * n5) / 4480 + (5569 * n6) / 90720,
    (4397 * n4) / 161280 - (11 * n5) / 504 - (830251 * n6) / 7257600,
    (4583 * n5) / 161280 - (108847 * n6) / 3991680,
    (20648693 * n6) / 638668800,
  ];
  const result = { e: Math.sqrt(tm.f * (2 - tm.f)), A, alpha, beta };
  seriesCache.set(tm, result);
  return result;
}

const RAD = Math.PI / 180;

/** Geographic `[lon, lat]` (degrees) → projected `[easting, northing]` (metres). */
export function forward(tm: TransverseMercator, [lon, lat]: Position): Position {
  const { e, A, alpha } = series(tm);
  const phi = lat * RAD;
  const lambda = (lon - tm.lon0) * RAD;
  const sinPhi = Math.sin(phi);
  const t = Math.sinh(Math.atanh(sinPhi) - e * Math.atanh(e * sinPhi));
  const xi1 = Math.atan2(t, Math.cos(lambda));
  const eta1 = Math.atanh(Math.sin(lambda) / Math.sqrt(1 + t * t));
  let xi = xi1;
  let eta = eta1;
  for (let j = 1; j <= 6; j++) {
    const a = alpha[j - 1]!;
    xi += a * Math.sin(2 * j * xi1) * Math.cosh(2 * j * eta1);
    eta += a * Math.cos(2 * j * xi1) * Math.sinh(2 * j * eta1);
  }
  return [tm.falseEasting + tm.k0 * A * eta, tm.falseNorthing + tm.k0 * A * xi];
}

/** Projected `[easting, northing]` (metres) → geographic `[lon, lat]` (degrees). */
export function inverse(tm: TransverseMercator, [x, y]: Position): Position {
  const { e, A, beta } = series(tm);
  const xi = (y - tm.falseNorthing) / (tm.k0 * A);
  const eta = (x - tm.falseEasting) / (tm.k0 * A);
  let xi1 = xi;
  let eta1 = eta;
  for (let j = 1; j <= 6; j++) {
    const b = beta[j - 1]!;
    xi1 -= b * Math.sin(2 * j * xi) * Math.cosh(2 * j * eta);
    eta1 -= b * Math.cos(2 * j * xi) * Math.sinh(2 * j * eta);
  }
  const sinhEta = Math.sinh(eta1);
  const cosXi = Math.cos(xi1);
  const tau1 = Math.sin(xi1) / Math.sqrt(sinhEta * sinhEta + cosXi * cosXi);
  const lambda = Math.atan2(sinhEta, cosXi);
  // Conformal latitude → geodetic latitude by Newton's method (Karney 2011, eq. 19–21).
  const e2 = e * e;
  let tau = tau1;
  for (let i = 0; i < 10; i++) {
    const s = Math.sqrt(1 + tau * tau);
    const sigma = Math.sinh(e * Math.atanh((e * tau) / s));
    const tauI = tau * Math.sqrt(1 + sigma * sigma) - sigma * s;
    const delta =
      ((tau1 - tauI) / Math.sqrt(1 + tauI * tauI)) * ((1 + (1 - e2) * tau * tau) / ((1 - e2) * s));
    tau += delta;
    if (Math.abs(delta) < 1e-14) break;
  }
  return [tm.lon0 + lambda / RAD, Math.atan(tau) / RAD];
}

/** WGS84 `[lon, lat]` → LKS-94 `[x (easting), y (northing)]` in metres. */
export function toLks94(position: Position): Position {
  return forward(LKS94, position);
}

/** LKS-94 `[x (easting), y (northing)]` in metres → WGS84 `[lon, lat]`. */
export function fromLks94(position: Position): Position {
  return inverse(LKS94, position);
}

/** Easting and northing ranges that cover Lithuania in LKS-94 (with a margin). */
export const LKS94_EASTING = [300_000, 700_000] as const;
export const LKS94_NORTHING = [5_950_000, 6_280_000] as const;

function inRange(value: number, [min, max]: readonly [number, number]): boolean {
  return value >= min && value <= max;
}

/** Whether `[x, y]` looks like LKS-94 metres in Lithuania (easting first). */
export function looksLikeLks94([x, y]: Position): boolean {
  return inRange(x, LKS94_EASTING) && inRange(y, LKS94_NORTHING);
}

/**
 * Whether `[a, b]` looks like LKS-94 metres written the other way round, northing first: Lithuanian
 * surveys call the northing "X" and write it first.
 */
export function looksLikeSwappedLks94([a, b]: Position): boolean {
  return inRange(a, LKS94_NORTHING) && inRange(b, LKS94_EASTING);
}

/** Longitude and latitude ranges that cover Lithuania (with a margin). */
export const LITHUANIA_LON = [20.5, 27.2] as const;
export const LITHUANIA_LAT = [53.5, 56.8] as const;

/** Whether `[lon, lat]` looks like degrees in or near Lithuania. */
export function looksLikeLithuanianLonLat([lon, lat]: Position): boolean {
  return inRange(lon, LITHUANIA_LON) && inRange(lat, LITHUANIA_LAT);
}

/** The ways a set of coordinates can be written that we recognise. */
export type CoordinateSystem = 'wgs84' | 'wgs84Swapped' | 'lks94' | 'lks94Swapped';

/**
 * Which system every one of `positions` is written in, or `null` when they are not all the same
 * recognisable one. Near Lithuania a swapped latitude and longitude can be told apart (its
 * latitudes 53.9–56.5 and longitudes 21–26.9 do not overlap); other degrees are taken as
 * longitude first.
 */
export function detectCoordinateSystem(positions: readonly Position[]): CoordinateSystem | null {
  if (positions.length === 0) return null;
  const candidates: [CoordinateSystem, (p: Position) => boolean][] = [
    ['lks94', looksLikeLks94],
    ['lks94Swapped', looksLikeSwappedLks94],
    ['wgs84', looksLikeLithuanianLonLat],
    ['wgs84Swapped', ([a, b]) => looksLikeLithuanianLonLat([b, a])],
  ];
  for (const [system, test] of candidates) {
    if (positions.every(test)) return system;
  }
  // Degrees elsewhere in the world: longitude first, as GeoJSON has it (then "outside Lithuania").
  if (positions.every(([lon, lat]) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) return 'wgs84';
  return null;
}

/** Converts a position written in `system` to WGS84 `[lon, lat]`. */
export function toWgs84(system: CoordinateSystem, [a, b]: Position): Position {
  switch (system) {
    case 'wgs84':
      return [a, b];
    case 'wgs84Swapped':
      return [b, a];
    case 'lks94':
      return fromLks94([a, b]);
    case 'lks94Swapped':
      return fromLks94([b, a]);
  }
}
