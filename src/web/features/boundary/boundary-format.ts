/**
 * Numbers of the boundary ways the person's way (spec §9): hectares to 0.01 and degrees to six
 * decimals with a decimal comma in Lithuanian, and the geo library's messages with their places
 * written the same way (errors.ts `geoMessageValues`). Pure.
 */
import type { BoundaryResult, Position } from '../../../shared/geo/boundary.ts';
import { geoMessageValues } from '../../../shared/geo/errors.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import type { Translate } from '../../i18n/use-t.ts';

const LOCALES: Readonly<Record<Language, string>> = { lt: 'lt-LT', en: 'en-GB' };

/** Hectares as the form and the documents list show them: at most two decimals. */
export function formatHectares(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value);
}

/** A WGS84 `[lon, lat]` as message values `lat` and `lon`, six decimals (about 10 cm). */
export function placeValues([lon, lat]: Position, language: Language): { lat: string; lon: string } {
  return geoMessageValues({ lat, lon }, language) as { lat: string; lon: string };
}

/** Decimal degrees to `digits` decimals, for examples and hints. */
export function formatDegrees(value: number, language: Language, digits: number): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** The person's reading of why the library refused a boundary. */
export function refusalText(
  result: Extract<BoundaryResult, { ok: false }>,
  t: Translate,
  language: Language,
): string {
  return t(result.message, geoMessageValues(result.values, language));
}
