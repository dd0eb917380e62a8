/**
 * Lithuanian company code (juridinio asmens kodas): 9 digits, the last a check digit (spec §5
 * "Company code must be valid", field notes "Lithuanian codes").
 *
 * Check digit = Σ dᵢ·i (i = 1..8) mod 11. The ministry's library stops there (a single pass), which
 * leaves a remainder of 10 undefined. We apply the same second pass as the registers' person-code
 * algorithm (weights 3,4,5,6,7,8,9,1; if again 10, the check digit is 0), so every 8-digit prefix has
 * exactly one check digit. Whether the register applies the second pass is unconfirmed (field notes);
 * all known real codes (e.g. 110051834, 874213437, 997941705, 505063988, 188607912) pass either way.
 */
import { mod11CheckDigit } from './mod11.ts';

const COMPANY_CODE_FORMAT = /^\d{9}$/;

const WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8];
const SECOND_PASS_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1];

/** Check digit for the first 8 digits of a company code (see the module comment). */
export function companyCodeCheckDigit(first8: string): number {
  if (!/^\d{8}$/.test(first8)) throw new RangeError('companyCodeCheckDigit needs exactly 8 digits');
  return mod11CheckDigit(first8, WEIGHTS, SECOND_PASS_WEIGHTS);
}

/** 9 digits whose last digit matches the check digit. */
export function isValidCompanyCode(code: string): boolean {
  return COMPANY_CODE_FORMAT.test(code) && companyCodeCheckDigit(code.slice(0, 8)) === Number(code[8]);
}
