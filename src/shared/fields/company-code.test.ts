import { companyCodeCheckDigit, isValidCompanyCode } from './company-code.ts';

describe('isValidCompanyCode', () => {
  it('accepts the field-notes examples', () => {
    for (const code of ['110051834', '874213437', '997941705', '505063988', '188607912']) {
      expect(isValidCompanyCode(code)).toBe(true);
    }
  });

  it('refuses each example with any other last digit', () => {
    for (const code of ['110051834', '874213437', '997941705', '505063988', '188607912']) {
      const wrong = [...'0123456789'].filter((k) => k !== code[8]).map((k) => `${code.slice(0, 8)}${k}`);
      expect(wrong.filter(isValidCompanyCode)).toEqual([]);
    }
  });

  it('applies the second pass when the first remainder is 10', () => {
    // 11000005: 1·1+1·2+5·8 = 43 ≡ 10; 1·3+1·4+5·1 = 12 ≡ 1
    expect(companyCodeCheckDigit('11000005')).toBe(1);
    expect(isValidCompanyCode('110000051')).toBe(true);
    // 11000052: 54 ≡ 10; 3+4+45+2 = 54 ≡ 10 again → 0
    expect(companyCodeCheckDigit('11000052')).toBe(0);
    expect(isValidCompanyCode('110000520')).toBe(true);
    expect(isValidCompanyCode('110000521')).toBe(false);
  });

  it('refuses anything but 9 digits', () => {
    for (const code of ['', '11005183', '1100518340', '11005183a', '110 051 834', '-10051834']) {
      expect(isValidCompanyCode(code)).toBe(false);
    }
  });
});
