import {
  isValidPersonCode,
  isValidPersonCodeOrBirthDate,
  personCodeBirthDate,
  personCodeCheckDigit,
  personCodeProblem,
} from './person-code.ts';

/** A fixed "today" so the not-in-the-future rule does not depend on when the tests run. */
const TODAY = '2025-06-15';

/** Written from the field notes independently of person-code.ts, to check it against. */
function referenceCheckDigit(first10: string): number {
  const d = [...first10].map(Number);
  const sum = (w: number[]) => w.reduce((acc, weight, i) => acc + weight * d[i]!, 0) % 11;
  const first = sum([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
  if (first !== 10) return first;
  const second = sum([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]);
  return second === 10 ? 0 : second;
}

const withCheckDigit = (first10: string) => `${first10}${referenceCheckDigit(first10)}`;

describe('isValidPersonCode', () => {
  it('accepts the field-notes examples', () => {
    expect(isValidPersonCode('39001010000', TODAY)).toBe(true);
    expect(isValidPersonCode('38703181745', TODAY)).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidPersonCode('49001010002', TODAY)).toBe(false);
    expect(personCodeProblem('49001010002', TODAY)).toBe('checksum');
    expect(isValidPersonCode('38703181746', TODAY)).toBe(false);
  });

  it('uses the fallback weights when the first sum is 10', () => {
    // 3900101023: Σ with 1..9,1 = 54 ≡ 10; with 3..9,1,2,3 = 74 ≡ 8
    expect(personCodeCheckDigit('3900101023')).toBe(8);
    expect(isValidPersonCode('39001010238', TODAY)).toBe(true);
    expect(isValidPersonCode('39001010230', TODAY)).toBe(false);
    // 3900101011: 43 ≡ 10, then 66 ≡ 0
    expect(isValidPersonCode('39001010110', TODAY)).toBe(true);
  });

  it('uses 0 when the fallback sum is 10 too', () => {
    // 3900101059: 87 ≡ 10, then 98 ≡ 10
    expect(personCodeCheckDigit('3900101059')).toBe(0);
    expect(isValidPersonCode('39001010590', TODAY)).toBe(true);
    expect(isValidPersonCode('39001010591', TODAY)).toBe(false);
  });

  it('refuses exception codes with day 00 even when their fallback check digit is right', () => {
    // The check digits of these codes come from the fallback weights, but the date 1980-01-00
    // marks a register exception code, which the portal does not accept.
    expect(personCodeCheckDigit('3800100008')).toBe(6);
    expect(personCodeCheckDigit('3800100021')).toBe(0);
    expect(personCodeCheckDigit('3800100033')).toBe(8);
    for (const code of ['38001000086', '38001000210', '38001000338']) {
      expect(personCodeProblem(code, TODAY)).toBe('birthDate');
    }
    expect(personCodeProblem(withCheckDigit('3800001000'), TODAY)).toBe('birthDate'); // month 00
  });

  it('agrees with the reference check digit on every digit for many codes', () => {
    let fallbackCases = 0;
    let zeroAfterFallback = 0;
    for (const date of ['3900101', '4870318', '5050615', '6120229', '3991231']) {
      for (let serial = 0; serial < 1000; serial++) {
        const first10 = `${date}${String(serial).padStart(3, '0')}`;
        const expected = referenceCheckDigit(first10);
        const accepted = [...'0123456789'].filter((k) => isValidPersonCode(`${first10}${k}`, TODAY));
        expect(accepted).toEqual([String(expected)]);
        const plainSum = [...first10].reduce(
          (a, c, i) => a + Number(c) * [1, 2, 3, 4, 5, 6, 7, 8, 9, 1][i]!,
          0,
        );
        if (plainSum % 11 === 10) {
          fallbackCases++;
          if (expected === 0) zeroAfterFallback++;
        }
      }
    }
    expect(fallbackCases).toBeGreaterThan(100);
    expect(zeroAfterFallback).toBeGreaterThan(0);
  });

  it('refuses impossible birth dates', () => {
    expect(personCodeProblem(withCheckDigit('3900230000'), TODAY)).toBe('birthDate'); // 1990-02-30
    expect(personCodeProblem('39002300001', TODAY)).toBe('birthDate');
    expect(personCodeProblem(withCheckDigit('3901301000'), TODAY)).toBe('birthDate'); // month 13
    expect(personCodeProblem(withCheckDigit('3900431000'), TODAY)).toBe('birthDate'); // 04-31
  });

  it('knows leap days: 2000-02-29 exists, 1900-02-29 does not', () => {
    expect(isValidPersonCode(withCheckDigit('5000229000'), TODAY)).toBe(true);
    expect(isValidPersonCode(withCheckDigit('6000229000'), TODAY)).toBe(true);
    expect(personCodeProblem(withCheckDigit('3000229000'), TODAY)).toBe('birthDate');
    expect(isValidPersonCode(withCheckDigit('3960229000'), TODAY)).toBe(true);
    expect(personCodeProblem(withCheckDigit('3970229000'), TODAY)).toBe('birthDate');
  });

  it('refuses first digits other than 3–6 as a format problem', () => {
    for (const g of ['1', '2', '7', '8', '9', '0']) {
      const code = withCheckDigit(`${g}900101000`);
      expect(personCodeProblem(code, TODAY)).toBe('format');
      expect(isValidPersonCode(code, TODAY)).toBe(false);
    }
  });

  it('refuses anything but 11 digits as a format problem', () => {
    for (const code of ['', '3900101000', '390010100000', '3900101000a', ' 39001010000', '3900101-0000']) {
      expect(personCodeProblem(code, TODAY)).toBe('format');
    }
  });

  it('refuses a birth date after today (Lithuanian time)', () => {
    expect(isValidPersonCode(withCheckDigit('6250615000'), TODAY)).toBe(true);
    expect(personCodeProblem(withCheckDigit('6250616000'), TODAY)).toBe('birthDate');
    expect(personCodeProblem(withCheckDigit('5900101000'), TODAY)).toBe('birthDate'); // 2090, a 3 typed as 5
  });
});

describe('personCodeBirthDate', () => {
  it('reads the date and century of a valid code', () => {
    expect(personCodeBirthDate('38703181745', TODAY)).toBe('1987-03-18');
    expect(personCodeBirthDate('39001010000', TODAY)).toBe('1990-01-01');
    expect(personCodeBirthDate(withCheckDigit('5000229000'), TODAY)).toBe('2000-02-29');
    expect(personCodeBirthDate(withCheckDigit('6120131123'), TODAY)).toBe('2012-01-31');
  });

  it('is null for an invalid code', () => {
    expect(personCodeBirthDate('49001010002', TODAY)).toBeNull();
    expect(personCodeBirthDate('38001000086', TODAY)).toBeNull();
    expect(personCodeBirthDate('1990-01-01', TODAY)).toBeNull();
  });
});

describe('isValidPersonCodeOrBirthDate', () => {
  it('accepts a valid code or a valid birth date', () => {
    expect(isValidPersonCodeOrBirthDate('38703181745', TODAY)).toBe(true);
    expect(isValidPersonCodeOrBirthDate('1987-03-18', TODAY)).toBe(true);
  });

  it('refuses an invalid code, an impossible date and anything else', () => {
    expect(isValidPersonCodeOrBirthDate('49001010002', TODAY)).toBe(false);
    expect(isValidPersonCodeOrBirthDate('1987-02-29', TODAY)).toBe(false);
    expect(isValidPersonCodeOrBirthDate('2025-06-16', TODAY)).toBe(false);
    expect(isValidPersonCodeOrBirthDate('18.03.1987', TODAY)).toBe(false);
  });
});
