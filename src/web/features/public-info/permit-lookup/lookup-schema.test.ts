import * as v from 'valibot';
import { makePermitNumber } from '../../../../shared/permits/permit-number.ts';
import { lookupFormSchema, lookupNumber, numberFromParams } from './lookup-schema.ts';

const card = makePermitNumber(6, 2026, 42);
/** The same number with its check digit changed: a typo the check digit catches. */
const typo = `${card.slice(0, 10)}${(Number(card[10]) + 1) % 10}`;

const issue = (number: string) => {
  const result = v.safeParse(lookupFormSchema, { number });
  return result.success ? null : result.issues[0]!.message;
};

describe('the permit number typed into the lookup', () => {
  it('takes 11 digits with a right check digit, spaces and dashes dropped', () => {
    expect(lookupNumber(card)).toBe(card);
    expect(lookupNumber(` ${card.slice(0, 4)} ${card.slice(4, 8)}-${card.slice(8)} `)).toBe(card);
  });

  it('says what is wrong before anything is asked', () => {
    expect(issue('')).toBe('publicLookup.error.required');
    expect(issue('   ')).toBe('publicLookup.error.required');
    expect(issue('06A2600004')).toBe('validation.digitsOnly');
    expect(issue(card.slice(0, 10))).toBe('permitCheck.error.numberFormat');
    expect(issue(typo)).toBe('permitCheck.error.checkDigit');
    expect(lookupNumber(typo)).toBeNull();
  });

  it('reads the number from the address, cut to what a person could type', () => {
    expect(numberFromParams(new URLSearchParams(`numeris=${card}`))).toBe(card);
    expect(numberFromParams(new URLSearchParams(''))).toBe('');
    expect(numberFromParams(new URLSearchParams(`numeris=${'1'.repeat(100)}`))).toHaveLength(40);
  });
});
