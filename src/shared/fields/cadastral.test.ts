import { formatCadastralNumber, isValidCadastralPart } from './cadastral.ts';

describe('cadastral number parts (spec §5 L08 "cadastral locality, block, plot 4 digits")', () => {
  it('takes exactly 4 digits, leading zeros kept', () => {
    expect(isValidCadastralPart('0004')).toBe(true);
    for (const bad of ['004', '00040', '00a4', ' 004', '０００４'])
      expect(isValidCadastralPart(bad)).toBe(false);
  });

  it('writes the number as locality/block:plot, or null when a part is wrong', () => {
    expect(formatCadastralNumber('6280', '0004', '0127')).toBe('6280/0004:0127');
    expect(formatCadastralNumber('6280', '4', '0127')).toBeNull();
  });
});
