import { contrastRatio } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives WCAG ratios, whichever colour comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#b34700', '#b34700')).toBe(1);
  });
});
