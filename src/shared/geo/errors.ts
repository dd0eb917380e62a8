/**
 * Why a boundary file or typed coordinates were refused: a stable code for programs and a message
 * id (PO file `geo`) for people. Thrown inside the readers as `GeoError`, returned by
 * `readBoundary` / `parseCoordinates` as `{ ok: false, code, message, values }`.
 */
import type { MessageId, MessageValues } from '../i18n/index.ts';

export const GEO_ERROR_MESSAGES = {
  fileTooLarge: 'geo.error.fileTooLarge',
  emptyFile: 'geo.error.emptyFile',
  unsupportedFormat: 'geo.error.unsupportedFormat',
  zipCorrupt: 'geo.error.zipCorrupt',
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
