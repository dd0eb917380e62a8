import * as v from 'valibot';
import { personCodeEntryProblem } from './person-code.ts';
import { personCodeEntrySchema } from './schemas.ts';

const TODAY = '2026-11-21';
const ids = (input: unknown) => {
  const result = v.safeParse(personCodeEntrySchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('person code with entry messages (spec §5 L08 "required, not too short, not too long, digits only")', () => {
  it('tells digits only, too short and too long apart, digits first', () => {
    expect(personCodeEntryProblem('4450117345a', TODAY)).toBe('digitsOnly');
    expect(personCodeEntryProblem('44501 17345', TODAY)).toBe('digitsOnly');
    expect(personCodeEntryProblem('445a', TODAY)).toBe('digitsOnly');
    expect(personCodeEntryProblem('4450117345', TODAY)).toBe('tooShort');
    expect(personCodeEntryProblem('445011734590', TODAY)).toBe('tooLong');
  });

  it('then checks the first digit, the birth date and the check digit as the general rule does', () => {
    expect(personCodeEntryProblem('24501173459', TODAY)).toBe('format');
    expect(personCodeEntryProblem('44513173459', TODAY)).toBe('birthDate');
    expect(personCodeEntryProblem('44501173458', TODAY)).toBe('checksum');
    expect(personCodeEntryProblem('44501173459', TODAY)).toBeNull();
  });

  it('gives one distinct message per problem', () => {
    expect(ids('')).toEqual(['validation.required']);
    expect(ids(undefined)).toEqual(['validation.required']);
    expect(ids('4450117345a')).toEqual(['validation.digitsOnly']);
    expect(ids('4450117345')).toEqual(['validation.personCodeTooShort']);
    expect(ids('445011734590')).toEqual(['validation.personCodeTooLong']);
    expect(ids('24501173459')).toEqual(['validation.personCodeFormat']);
    expect(ids('44501173458')).toEqual(['validation.personCode']);
    expect(ids(' 44501173459 ')).toEqual([]);
  });
});
