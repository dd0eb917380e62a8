import { isValidName } from './name.ts';

describe('isValidName', () => {
  it('accepts names with Lithuanian and other letters and the allowed punctuation', () => {
    for (const name of [
      'Jonas',
      'Ąžuolas',
      'Čiurlionis',
      'Šarūnė',
      'Žemaitė-Bendoriūtė',
      'Ėglė Įvairi',
      'Ona Žemaitė',
      'O’Brien',
      "D'Artagnan",
      'Müller',
      'Łukasz',
      'Jr., Smith',
      'J.',
      'Ž',
    ]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it('accepts a decomposed Lithuanian letter (as some keyboards type it)', () => {
    expect(isValidName('S\u030Carūnas')).toBe(true);
  });

  it('refuses a lower-case start, digits, other symbols and empty input', () => {
    for (const name of [
      'jonas',
      'ąžuolas',
      'Jonas2',
      'Jonas_',
      'Jonas!',
      '-Jonas',
      ' Jonas',
      '„Jonas“',
      '',
    ]) {
      expect(isValidName(name), name).toBe(false);
    }
  });

  it('allows 100 characters, not 101', () => {
    expect(isValidName(`J${'a'.repeat(99)}`)).toBe(true);
    expect(isValidName(`J${'a'.repeat(100)}`)).toBe(false);
  });
});
