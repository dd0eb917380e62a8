import { centsOf, eurosInput } from './money.ts';

describe('money typed into a form', () => {
  it('reads euros with a comma or a dot, at most two decimals, as cents', () => {
    expect(centsOf('4,50')).toBe(450);
    expect(centsOf(' 4.5 ')).toBe(450);
    expect(centsOf('0')).toBe(0);
    expect(centsOf('10,05')).toBe(1005);
    expect(centsOf('4,505')).toBeUndefined();
    expect(centsOf('-1')).toBeUndefined();
    expect(centsOf('')).toBeUndefined();
    expect(centsOf('4 €')).toBeUndefined();
  });

  it('shows cents with a decimal comma', () => {
    expect(eurosInput(450)).toBe('4,50');
    expect(eurosInput(10000)).toBe('100,00');
    expect(centsOf(eurosInput(735))).toBe(735);
  });
});
