/**
 * Why a boundary file or typed coordinates were refused: a stable code for programs and a message
 * id (PO file `geo`) for people. Thrown inside the readers as `GeoError`, returned by
 * `readBoundary` / `parseCoordinates` as `{ ok: false, code, message, values }`.
 *
 * Values are language-neutral (a place is `lat` and `lon` as numbers); `geoMessageValues` writes
 * them the person's way before translating (Lithuanian has a decimal comma), which the message
 * format itself cannot do to six decimals.
 */
import type { Language, MessageId, MessageValues } from '../i18n/index.ts';

export const GEO_ERROR_MESSAGES = {
  fileTooLarge: 'geo.error.fileTooLarge',
  emptyFile: 'geo.error.emptyFile',
  unsupportedFormat: 'geo.error.unsupportedFormat',
  zipCorrupt: 'geo.error.zipCorrupt',
  zipTooLarge: 'geo.error.zipTooLarge',
  zipEncrypted: 'geo.error.zipEncrypted',
  zipInnerFolder: 'geo.error.zipInnerFolder',
  zipSeveralShp: 'geo.error.zipSeveralShp',
  zipMissingShp: 'geo.error.zipMissingShp',
  zipMissingDbf: 'geo.error.zipMissingDbf',
  shpCorrupt: 'geo.error.shpCorrupt',
  dbfCorrupt: 'geo.error.dbfCorrupt',
  unsupportedProjection: 'geo.error.unsupportedProjection',
  unknownCoordinates: 'geo.error.unknownCoordinates',
  invalidJson: 'geo.error.invalidJson',
  notGeoJson: 'geo.error.notGeoJson',
  invalidCoordinates: 'geo.error.invalidCoordinates',
  noGeometry: 'geo.error.noGeometry',
  severalGeometries: 'geo.error.severalGeometries',
  notPolygon: 'geo.error.notPolygon',
  ringNotClosed: 'geo.error.ringNotClosed',
  ringTooShort: 'geo.error.ringTooShort',
  zeroArea: 'geo.error.zeroArea',
  selfIntersection: 'geo.error.selfIntersection',
  holeOutsideShell: 'geo.error.holeOutsideShell',
  nestedHole: 'geo.error.nestedHole',
  interiorDisconnected: 'geo.error.interiorDisconnected',
  polygonsOverlap: 'geo.error.polygonsOverlap',
  outsideLithuania: 'geo.error.outsideLithuania',
  coordinateLine: 'geo.error.coordinateLine',
  noCoordinates: 'geo.error.noCoordinates',
} as const satisfies Record<string, MessageId>;

export type GeoErrorCode = keyof typeof GEO_ERROR_MESSAGES;

export class GeoError extends Error {
  constructor(
    readonly code: GeoErrorCode,
    readonly values?: MessageValues,
  ) {
    super(code);
    this.name = 'GeoError';
  }
}

/** Warnings: the file was read, but the person should know how. */
export const GEO_WARNING_MESSAGES = {
  reprojectedLks94: 'geo.warning.reprojectedLks94',
  assumedLks94: 'geo.warning.assumedLks94',
  swappedAxes: 'geo.warning.swappedAxes',
  ringClosed: 'geo.warning.ringClosed',
} as const satisfies Record<string, MessageId>;

export type GeoWarningCode = keyof typeof GEO_WARNING_MESSAGES;

/** Values that are coordinates in degrees: six decimals, about 10 cm. */
const COORDINATE_VALUES = new Set(['lat', 'lon']);

const coordinateFormats: Record<Language, Intl.NumberFormat> = {
  lt: new Intl.NumberFormat('lt-LT', {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
    useGrouping: false,
  }),
  en: new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
    useGrouping: false,
  }),
};

/**
 * A geo message's values for `language`: coordinates with six decimals and the language's decimal
 * sign ("54,685712" in Lithuanian). Counts stay numbers, for the messages' plural rules.
 */
export function geoMessageValues(
  values: MessageValues | undefined,
  language: Language,
): MessageValues | undefined {
  if (!values) return values;
  const out: MessageValues = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] =
      COORDINATE_VALUES.has(key) && typeof value === 'number'
        ? coordinateFormats[language].format(value)
        : value;
  }
  return out;
}
