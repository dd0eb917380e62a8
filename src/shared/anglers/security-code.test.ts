import { describe, expect, it } from 'vitest';
import {
  formatSecurityCode,
  isSecurityCodeShape,
  normalizeSecurityCode,
  SECURITY_CODE_ALPHABET,
  SECURITY_CODE_LENGTH,
  securityCodeFromBytes,
} from './security-code.ts';

describe('the security code of an angler permit (ADR 0015)', () => {
  it('is made of characters that cannot be mistaken for each other', () => {
    for (const lookalike of ['0', 'O', '1', 'I', 'L', 'l', 'o', 'i'])
      expect(SECURITY_CODE_ALPHABET).not.toContain(lookalike);
    expect(new Set(SECURITY_CODE_ALPHABET).size).toBe(31);
  });

  it('reads what people type: any case, spaces and hyphens between the groups', () => {
    expect(normalizeSecurityCode(' k7qm-3xrt ')).toBe('K7QM3XRT');
    expect(normalizeSecurityCode('K7QM 3XRT')).toBe('K7QM3XRT');
    expect(normalizeSecurityCode('k7qm–3xrt')).toBe('K7QM3XRT');
    expect(isSecurityCodeShape('K7QM3XRT')).toBe(true);
    // Too short, too long, and a zero or an O that no code has.
    expect(isSecurityCodeShape('K7QM3XR')).toBe(false);
    expect(isSecurityCodeShape('K7QM3XRTA')).toBe(false);
    expect(isSecurityCodeShape('K7QM0XRT')).toBe(false);
    expect(isSecurityCodeShape('K7QMOXRT')).toBe(false);
  });

  it('is printed as two groups of four', () => {
    expect(formatSecurityCode('K7QM3XRT')).toBe('K7QM-3XRT');
  });

  it('comes from 8 bytes, every code of the alphabet and length, the same bytes the same code', () => {
    const zero = securityCodeFromBytes(new Uint8Array(8));
    expect(zero).toBe('2'.repeat(SECURITY_CODE_LENGTH));
    const max = securityCodeFromBytes(new Uint8Array(8).fill(255));
    expect(isSecurityCodeShape(max)).toBe(true);
    const bytes = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(securityCodeFromBytes(bytes)).toBe(securityCodeFromBytes(bytes.slice(0, 8)));
    expect(() => securityCodeFromBytes(new Uint8Array(7))).toThrow();
    // Spread over the alphabet: 3,100 codes from counting bytes use every character.
    const seen = new Set<string>();
    for (let i = 0; i < 3100; i++) {
      const b = new Uint8Array(8);
      new DataView(b.buffer).setUint32(0, Math.imul(i + 1, 2654435761) >>> 0);
      new DataView(b.buffer).setUint32(4, Math.imul(i + 7, 40503) >>> 0);
      for (const c of securityCodeFromBytes(b)) seen.add(c);
    }
    expect(seen.size).toBe(31);
  });
});
