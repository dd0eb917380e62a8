import { readFileSync } from 'node:fs';
import { lithuaniaOutline, parseCoordinates } from '../../../shared/geo/boundary.ts';
import { EXAMPLE_LKS94, exampleLks94, exampleWgs84, lineRange } from './coordinates-text.ts';

const outline = lithuaniaOutline(
  JSON.parse(readFileSync(new URL('../../../../public/map/lithuania.geojson', import.meta.url), 'utf8')),
);

describe('typed coordinates helpers', () => {
  it('finds where a line is, for the error link to select it', () => {
    const text = 'first\nsecond\r\nthird';
    expect(lineRange(text, 1)).toEqual([0, 5]);
    expect(text.slice(...lineRange(text, 2))).toBe('second');
    expect(text.slice(...lineRange(text, 3))).toBe('third');
    expect(lineRange(text, 9)).toEqual([text.length, text.length]);
  });

  it('gives an example that the library reads as the same plot in both systems and languages', () => {
    expect(exampleLks94().split('\n')).toHaveLength(EXAMPLE_LKS94.length);
    expect(exampleWgs84('lt')).toMatch(/^55,\d{6} 25,\d{6}$/m);
    expect(exampleWgs84('en')).toMatch(/^55\.\d{6} 25\.\d{6}$/m);
    const areas = [exampleLks94(), exampleWgs84('lt'), exampleWgs84('en')].map((text) => {
      const result = parseCoordinates(text, outline);
      if (!result.ok) throw new Error(`${text}: ${result.code}`);
      return result.areaHa;
    });
    expect(areas[0]).toBe(5.54);
    expect(areas.every((area) => Math.abs(area - 5.54) <= 0.01)).toBe(true);
  });
});
