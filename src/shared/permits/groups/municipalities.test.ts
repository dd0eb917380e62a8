// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../i18n/all-messages.ts';
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index.ts';
import { isMunicipalityCode, MUNICIPALITIES } from './municipalities.ts';

describe('municipalities', () => {
  it('lists the 60 municipalities of Lithuania once each, labelled by their code', () => {
    expect(MUNICIPALITIES).toHaveLength(60);
    expect(new Set(MUNICIPALITIES.map((option) => option.value)).size).toBe(60);
    for (const option of MUNICIPALITIES) expect(option.label).toBe(`municipality.${option.value}`);
  });

  it('names them officially in Lithuanian and in English', () => {
    expect(translate('lt', 'municipality.VILNIAUS_M_SAV')).toBe('Vilniaus miesto savivaldybė');
    expect(translate('en', 'municipality.VILNIAUS_M_SAV')).toBe('Vilnius City Municipality');
    expect(translate('lt', 'municipality.KAZLU_RUDOS_SAV')).toBe('Kazlų Rūdos savivaldybė');
    const lt = MUNICIPALITIES.map((option) => translate('lt', option.label));
    expect(lt.every((name) => name.endsWith('savivaldybė'))).toBe(true);
    expect(lt.filter((name) => name.includes('miesto'))).toHaveLength(7);
  });

  it('is in Lithuanian alphabetical order', () => {
    const lt = MUNICIPALITIES.map((option) => translate('lt', option.label));
    expect([...lt].sort(new Intl.Collator('lt').compare)).toEqual(lt);
  });

  it('recognises its codes only', () => {
    expect(isMunicipalityCode('NERINGOS_SAV')).toBe(true);
    expect(isMunicipalityCode('Neringa')).toBe(false);
    expect(isMunicipalityCode(undefined)).toBe(false);
  });
});
