/**
 * Small helpers of the typed-coordinates way, pure: where a line of the text is (so an error's
 * link can select the line it names), and the example in the hint, the same plot written in both
 * systems the way the person's language writes numbers.
 */
import type { Position } from '../../../shared/geo/boundary.ts';
import { fromLks94 } from '../../../shared/geo/lks94.ts';
import type { Language } from '../../../shared/i18n/index.ts';
import { formatDegrees } from './boundary-format.ts';

/** Start and end offsets of line `line` (from 1) in `text`; the end when there is no such line. */
export function lineRange(text: string, line: number): [number, number] {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return [text.length, text.length];
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  const stop = end === -1 ? text.length : end;
  // A Windows line end's \r is not part of the line.
  return [start, text[stop - 1] === '\r' ? stop - 1 : stop];
}

/** A 5.5 ha plot in the Labanoras forest, LKS-94 "x y" (easting, northing) in metres. */
export const EXAMPLE_LKS94: readonly Position[] = [
  [613_200, 6_126_300],
  [613_180, 6_126_520],
  [613_420, 6_126_540],
  [613_440, 6_126_300],
];

export function exampleLks94(): string {
  return EXAMPLE_LKS94.map(([x, y]) => `${x} ${y}`).join('\n');
}

/** The same plot as "latitude longitude" in degrees, six decimals. */
export function exampleWgs84(language: Language): string {
  return EXAMPLE_LKS94.map((corner) => {
    const [lon, lat] = fromLks94(corner);
    return `${formatDegrees(lat, language, 6)} ${formatDegrees(lon, language, 6)}`;
  }).join('\n');
}
