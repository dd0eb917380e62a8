/** The L04 permit state read from the engine's state (ADR 0026) and the conversion's rounding (ADR 0025). */
import { convertedUnits, filterOf, l04PermitState } from './api.ts';

describe('l04PermitState', () => {
  const today = '2026-11-27';
  it.each([
    ['GALIOJANTIS', '2027-11-26', 'ISDUOTAS'],
    ['PATIKSLINTAS_GALIOJANTIS', null, 'ISDUOTAS'],
    ['GALIOJANTIS', '2026-11-27', 'ISDUOTAS'],
    ['GALIOJANTIS', '2026-11-26', 'PASIBAIGES'],
    ['LAIKINAI_SUSTABDYTAS', '2027-11-26', 'LAIKINAI_SUSTABDYTAS'],
    ['PATIKSLINTAS_LAIKINAI_SUSTABDYTAS', '2027-11-26', 'LAIKINAI_SUSTABDYTAS'],
    ['PASIBAIGES', '2026-01-01', 'PASIBAIGES'],
    ['NEGALIOJANTIS', '2027-11-26', 'PASIBAIGES'],
    ['ARCHYVINIS', '2020-01-01', 'PASIBAIGES'],
    ['PANAIKINTAS', '2027-11-26', 'PANAIKINTAS'],
  ] as const)('%s until %s is %s', (state, validUntil, expected) => {
    expect(l04PermitState(state, validUntil, today)).toBe(expected);
  });

  it('files a suspended permit under the SUSTABDYTAS filter, the others under their own name', () => {
    expect(filterOf('LAIKINAI_SUSTABDYTAS')).toBe('SUSTABDYTAS');
    expect(filterOf('ISDUOTAS')).toBe('ISDUOTAS');
    expect(filterOf('PASIBAIGES')).toBe('PASIBAIGES');
    expect(filterOf('PANAIKINTAS')).toBe('PANAIKINTAS');
  });
});

describe('convertedUnits', () => {
  it('multiplies by the coefficient in hundredths and rounds down', () => {
    expect(convertedUnits(6, 50)).toBe(3);
    expect(convertedUnits(7, 50)).toBe(3);
    expect(convertedUnits(1, 50)).toBe(0);
    expect(convertedUnits(3, 250)).toBe(7);
    expect(convertedUnits(10, 33)).toBe(3);
  });
});
