// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { formatDegrees, formatHectares, placeValues, refusalText } from './boundary-format.ts';

describe('numbers of the boundary ways', () => {
  it('writes hectares to two decimals, with a decimal comma in Lithuanian', () => {
    expect(formatHectares(5.54, 'lt')).toBe('5,54');
    expect(formatHectares(5.54, 'en')).toBe('5.54');
    expect(formatHectares(12, 'lt')).toBe('12');
    expect(formatHectares(0.005, 'en')).toBe('0.01');
  });

  it('writes places as six-decimal latitude and longitude', () => {
    expect(placeValues([25.2877, 54.6857], 'lt')).toEqual({ lat: '54,685700', lon: '25,287700' });
    expect(placeValues([25.2877, 54.6857], 'en')).toEqual({ lat: '54.685700', lon: '25.287700' });
    expect(formatDegrees(54.68571234, 'lt', 5)).toBe('54,68571');
  });

  it("says the library's refusal in the person's language, places written their way", () => {
    const refusal = {
      ok: false,
      code: 'selfIntersection',
      message: 'geo.error.selfIntersection',
      values: { lat: 55.25, lon: 25.78 },
    } as const;
    const t =
      (lang: 'lt' | 'en') =>
      (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
        translate(lang, id, values);
    expect(refusalText(refusal, t('lt'), 'lt')).toContain('platuma 55,250000, ilguma 25,780000');
    expect(refusalText(refusal, t('en'), 'en')).toContain('latitude 55.250000, longitude 25.780000');
  });
});
