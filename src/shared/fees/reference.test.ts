import {
  creditorReference,
  feeReference,
  findReference,
  formatReference,
  isCreditorReference,
} from './reference.ts';

describe('ISO 11649 creditor references (ADR 0028)', () => {
  it('computes the check digits of the standard’s own example and checks them', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('rf18539007547034')).toBe(true);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(isCreditorReference('RF18539007547043')).toBe(false); // two digits swapped
    expect(isCreditorReference('RF1')).toBe(false);
  });

  it('makes a fee’s reference from the year and serial, and prints it in groups of four', () => {
    const reference = feeReference(2026, 123);
    expect(reference).toMatch(/^RF\d{2}AM2026000123$/);
    expect(isCreditorReference(reference)).toBe(true);
    expect(formatReference(reference)).toBe(`${reference.slice(0, 4)} AM20 2600 0123`);
  });

  it('finds a reference typed into free text, grouped or not, and ignores a wrong one', () => {
    const reference = feeReference(2026, 7);
    expect(findReference(`Rinkliava ${formatReference(reference).toLowerCase()} ačiū`)).toBe(reference);
    expect(findReference(`už licenciją ${reference}`)).toBe(reference);
    expect(findReference('Sąskaita RF00AM2026000007')).toBeNull();
    expect(findReference('')).toBeNull();
  });
});
