// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../i18n/all-messages.ts';
import * as v from 'valibot';
import { issuePath, issuesToFieldErrors, issueToMessage } from './issues.ts';
import { arrayMin, exactLength, maxLength } from './rules.ts';
import { dateRangeSchema, nameSchema, personCodeSchema, phoneSchema } from './schemas.ts';

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected issues');
  return result.issues;
}

describe('issueToMessage', () => {
  it('keeps the id and turns a limit into its value', () => {
    expect(issueToMessage(issuesOf(v.pipe(v.string(), exactLength(18)), '1')[0])).toEqual({
      id: 'validation.exactLength',
      values: { length: 18 },
    });
    expect(issueToMessage(issuesOf(v.pipe(v.string(), maxLength(3)), 'abcd')[0])).toEqual({
      id: 'validation.maxLength',
      values: { max: 3 },
    });
    expect(issueToMessage(issuesOf(personCodeSchema, '49001010002')[0])).toEqual({
      id: 'validation.personCode',
    });
  });

  it('falls back to validation.invalid for a message that is not an id', () => {
    expect(issueToMessage(issuesOf(v.object({}), 'text')[0])).toEqual({ id: 'validation.invalid' });
  });
});

describe('issuePath', () => {
  it('writes object keys dotted and array indexes in brackets', () => {
    const schema = v.object({ a: v.object({ b: v.array(v.object({ c: phoneSchema })) }) });
    const issues = issuesOf(schema, { a: { b: [{ c: '+37061234567' }, { c: 'x' }] } });
    expect(issues.map(issuePath)).toEqual(['a.b[1].c']);
    expect(issuesOf(v.array(phoneSchema), ['x']).map(issuePath)).toEqual(['[0]']);
    expect(issuesOf(phoneSchema, 'x').map(issuePath)).toEqual(['']);
  });
});

describe('issuesToFieldErrors', () => {
  const schema = v.object({
    owner: v.object({ personCode: personCodeSchema, firstName: nameSchema }),
    period: dateRangeSchema,
  });
  const input = {
    owner: { personCode: '', firstName: 'jonas' },
    period: { dateFrom: '2025-05-02', dateTo: '2025-05-01' },
  };

  it('translates into Lithuanian', () => {
    expect(issuesToFieldErrors(issuesOf(schema, input), 'lt')).toEqual([
      { field: 'owner.personCode', message: 'Reikšmė privaloma' },
      {
        field: 'owner.firstName',
        message:
          'Pradėkite didžiąja raide ir naudokite tik raides, tarpus, kablelius, taškus, apostrofus ir brūkšnelius',
      },
      { field: 'period.dateTo', message: 'Pabaigos data turi būti vėlesnė nei pradžios data' },
    ]);
  });

  it('translates into English', () => {
    expect(issuesToFieldErrors(issuesOf(schema, input), 'en').map((e) => e.message)).toEqual([
      'Required',
      'Start with a capital letter and use only letters, spaces, commas, full stops, apostrophes and hyphens',
      'The end date must be after the start date',
    ]);
  });

  it('tells the two person code messages apart', () => {
    expect(issuesToFieldErrors(issuesOf(personCodeSchema, '123'), 'lt')).toEqual([
      { field: '', message: 'Asmens kodą turi sudaryti 11 skaitmenų, pirmasis – nuo 3 iki 6' },
    ]);
    expect(issuesToFieldErrors(issuesOf(personCodeSchema, '49001010002'), 'lt')).toEqual([
      { field: '', message: 'Neteisingas asmens kodas' },
    ]);
  });

  it('uses Lithuanian plural forms for validation.arrayMin', () => {
    const textFor = (min: number, lang: 'lt' | 'en') =>
      issuesToFieldErrors(issuesOf(v.pipe(v.array(v.string()), arrayMin(min)), []), lang)[0]!.message;
    expect(textFor(1, 'lt')).toBe('Pridėkite bent 1 įrašą');
    expect(textFor(2, 'lt')).toBe('Pridėkite bent 2 įrašus');
    expect(textFor(10, 'lt')).toBe('Pridėkite bent 10 įrašų');
    expect(textFor(21, 'lt')).toBe('Pridėkite bent 21 įrašą');
    expect(textFor(22, 'lt')).toBe('Pridėkite bent 22 įrašus');
    expect(textFor(1, 'en')).toBe('Add at least 1 item');
    expect(textFor(2, 'en')).toBe('Add at least 2 items');
  });

  it('fills the length into its message', () => {
    const errors = issuesToFieldErrors(issuesOf(v.pipe(v.string(), exactLength(18)), '1'), 'lt');
    expect(errors).toEqual([{ field: '', message: 'Įveskite lygiai 18 simbolių' }]);
    expect(issuesToFieldErrors(issuesOf(nameSchema, `J${'a'.repeat(100)}`), 'en')).toEqual([
      { field: '', message: 'Enter no more than 100 characters' },
    ]);
  });

  it('drops exact repeats', () => {
    const twice = v.pipe(
      v.string(),
      v.check(() => false, 'validation.phone'),
      v.check(() => false, 'validation.phone'),
    );
    expect(issuesToFieldErrors(issuesOf(twice, 'x'), 'en')).toEqual([
      { field: '', message: 'Enter a phone number as +370 and 8 digits, e.g. +37061234567' },
    ]);
  });
});
