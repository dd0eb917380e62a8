import {
  GEOCODE_MAX_LENGTH,
  GEOCODES_MAX_COUNT,
  geocodeListMessage,
  geocodeListProblem,
  isValidGeocode,
  normalizeGeocodes,
  splitGeocodes,
} from './geocodes.ts';

describe('geocodes (spec §5 L08 "geocodes separated by semicolon")', () => {
  it('splits on semicolons and trims each code', () => {
    expect(splitGeocodes('411-45-12;411-45-13 ;  411-45-14')).toEqual([
      '411-45-12',
      '411-45-13',
      '411-45-14',
    ]);
    expect(normalizeGeocodes('411-45-12;411-45-13 ;  411-45-14')).toBe('411-45-12; 411-45-13; 411-45-14');
  });

  it('takes groups of letters and digits joined by one hyphen, full stop or slash', () => {
    for (const good of ['623-112-7', '6231127', 'LT.411/45', 'Ž-12']) expect(isValidGeocode(good)).toBe(true);
    for (const bad of ['623--112', '-623', '623-', '623 112', '623,112', '623_112', ''])
      expect(isValidGeocode(bad)).toBe(false);
    expect(isValidGeocode('1'.repeat(GEOCODE_MAX_LENGTH))).toBe(true);
    expect(isValidGeocode('1'.repeat(GEOCODE_MAX_LENGTH + 1))).toBe(false);
  });

  it('checks each code and names the first wrong one', () => {
    expect(geocodeListProblem('411-45-12; 411-45-13')).toBeNull();
    expect(geocodeListProblem('411-45-12; 411 45 13; x!')).toEqual({
      problem: 'invalid',
      geocode: '411 45 13',
    });
    expect(geocodeListMessage('411-45-12, 411-45-13')).toEqual({
      id: 'validation.geocode',
      values: { geocode: '411-45-12, 411-45-13' },
    });
  });

  it('refuses an empty item: doubled, leading or trailing semicolon', () => {
    for (const text of ['411-45-12;;411-45-13', ';411-45-12', '411-45-12;', '411-45-12; ;411-45-13'])
      expect(geocodeListMessage(text)).toEqual({ id: 'validation.geocodeEmpty' });
  });

  it('refuses a code listed twice, whatever the letter case', () => {
    expect(geocodeListMessage('LT-1; 411-45-12; lt-1')).toEqual({
      id: 'validation.geocodeDuplicate',
      values: { geocode: 'lt-1' },
    });
  });

  it(`takes at most ${GEOCODES_MAX_COUNT} codes`, () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `411-45-${i + 1}`).join('; ');
    expect(geocodeListMessage(list(GEOCODES_MAX_COUNT))).toBeNull();
    expect(geocodeListMessage(list(GEOCODES_MAX_COUNT + 1))).toEqual({
      id: 'validation.geocodesMax',
      values: { max: GEOCODES_MAX_COUNT },
    });
  });
});
