import * as v from 'valibot';
import { todayInLithuania } from './dates.ts';
import { arrayMin, digitsOnly, exactLength, minLength, positive } from './rules.ts';
import {
  addressSchema,
  birthDateSchema,
  centsSchema,
  companyCodeSchema,
  createDateRangeSchema,
  dateRangeSchema,
  emailSchema,
  isoDateSchema,
  moneyCentsSchema,
  nameSchema,
  optionalField,
  personCodeOrBirthDateSchema,
  personCodeSchema,
  phoneSchema,
  postcodeSchema,
  requiredString,
} from './schemas.ts';

/** The message ids of all issues, in order; [] when the input passes. */
function ids(schema: v.GenericSchema, input: unknown): string[] {
  return v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];
}

function output<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  return v.parse(schema, input);
}

describe('requiredString', () => {
  it('gives validation.required for missing, empty and blank input', () => {
    for (const input of [undefined, null, '', '   '])
      expect(ids(requiredString, input)).toEqual(['validation.required']);
  });

  it('trims and composes decomposed letters', () => {
    expect(output(requiredString, '  S\u030Carūnas ')).toBe('Šarūnas');
  });

  it('gives validation.invalid for a non-string', () => {
    expect(ids(requiredString, 42)).toEqual(['validation.invalid']);
  });
});

describe('personCodeSchema', () => {
  it('passes a valid code, trimmed', () => {
    expect(output(personCodeSchema, ' 38703181745 ')).toBe('38703181745');
  });

  it('gives exactly one message per problem', () => {
    expect(ids(personCodeSchema, '')).toEqual(['validation.required']);
    expect(ids(personCodeSchema, undefined)).toEqual(['validation.required']);
    expect(ids(personCodeSchema, '3870318174')).toEqual(['validation.personCodeFormat']);
    expect(ids(personCodeSchema, '28703181745')).toEqual(['validation.personCodeFormat']);
    expect(ids(personCodeSchema, '3870318174X')).toEqual(['validation.personCodeFormat']);
    expect(ids(personCodeSchema, '49001010002')).toEqual(['validation.personCode']);
    expect(ids(personCodeSchema, '39002300001')).toEqual(['validation.personCode']);
    expect(ids(personCodeSchema, '38001000086')).toEqual(['validation.personCode']);
  });
});

describe('personCodeOrBirthDateSchema', () => {
  it('passes a valid code or birth date', () => {
    expect(ids(personCodeOrBirthDateSchema, '38703181745')).toEqual([]);
    expect(ids(personCodeOrBirthDateSchema, '1987-03-18')).toEqual([]);
  });

  it('answers in terms of what the person was typing', () => {
    expect(ids(personCodeOrBirthDateSchema, '')).toEqual(['validation.required']);
    expect(ids(personCodeOrBirthDateSchema, '18703181745')).toEqual(['validation.personCodeFormat']);
    expect(ids(personCodeOrBirthDateSchema, '49001010002')).toEqual(['validation.personCode']);
    expect(ids(personCodeOrBirthDateSchema, '1987-02-29')).toEqual(['validation.birthDate']);
    expect(ids(personCodeOrBirthDateSchema, '1899-12-31')).toEqual(['validation.birthDate']);
    expect(ids(personCodeOrBirthDateSchema, '18.03.1987')).toEqual(['validation.personCodeOrBirthDate']);
    expect(ids(personCodeOrBirthDateSchema, '3870318174')).toEqual(['validation.personCodeOrBirthDate']);
  });
});

describe('birthDateSchema and isoDateSchema', () => {
  it('refuses tomorrow as a birth date but takes it as a date', () => {
    const [y, m, d] = todayInLithuania().split('-').map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    expect(ids(birthDateSchema, tomorrow)).toEqual(['validation.birthDate']);
    expect(ids(isoDateSchema, tomorrow)).toEqual([]);
  });

  it('gives validation.invalidDate for an impossible date', () => {
    expect(ids(isoDateSchema, '2023-02-29')).toEqual(['validation.invalidDate']);
    expect(ids(isoDateSchema, '')).toEqual(['validation.required']);
  });
});

describe('companyCodeSchema', () => {
  it('passes valid codes and reports the rest', () => {
    expect(ids(companyCodeSchema, '110051834')).toEqual([]);
    expect(ids(companyCodeSchema, '110051835')).toEqual(['validation.companyCode']);
    expect(ids(companyCodeSchema, '')).toEqual(['validation.required']);
  });
});

describe('contact schemas', () => {
  it('phone accepts only the normalised form', () => {
    expect(ids(phoneSchema, '+37061234567')).toEqual([]);
    expect(ids(phoneSchema, '8 612 34567')).toEqual(['validation.phone']);
    expect(ids(phoneSchema, '')).toEqual(['validation.required']);
  });

  it('postcode accepts only 5 digits', () => {
    expect(ids(postcodeSchema, '01100')).toEqual([]);
    expect(ids(postcodeSchema, 'LT-01100')).toEqual(['validation.postcode']);
  });

  it('email', () => {
    expect(output(emailSchema, ' vardenis@pavyzdys.lt ')).toBe('vardenis@pavyzdys.lt');
    expect(ids(emailSchema, 'vardenis@pavyzdys')).toEqual(['validation.email']);
    expect(ids(emailSchema, ' ')).toEqual(['validation.required']);
  });

  it('address', () => {
    expect(ids(addressSchema, 'Gedimino pr. 9, Vilnius')).toEqual([]);
    expect(ids(addressSchema, 'Gedimino pr., Vilnius')).toEqual(['validation.address']);
    expect(ids(addressSchema, `Gedimino pr. 9, ${'Vilnius'.repeat(40)}`)).toEqual(['validation.maxLength']);
    expect(ids(addressSchema, '')).toEqual(['validation.required']);
  });
});

describe('nameSchema', () => {
  it('passes Lithuanian names and reports one problem at a time', () => {
    expect(output(nameSchema, ' Žemaitė-Bendoriūtė ')).toBe('Žemaitė-Bendoriūtė');
    expect(ids(nameSchema, 'žemaitė')).toEqual(['validation.name']);
    expect(ids(nameSchema, `ž${'a'.repeat(100)}`)).toEqual(['validation.maxLength']);
    expect(ids(nameSchema, '')).toEqual(['validation.required']);
  });
});

describe('dateRangeSchema', () => {
  it('passes an end after the start', () => {
    expect(output(dateRangeSchema, { dateFrom: '2025-01-01', dateTo: '2025-01-02' })).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-01-02',
    });
  });

  it('puts the order issue on dateTo', () => {
    for (const dateTo of ['2025-01-01', '2024-12-31']) {
      const issues = v.safeParse(dateRangeSchema, { dateFrom: '2025-01-01', dateTo }).issues!;
      expect(issues.map((i) => [v.getDotPath(i), i.message])).toEqual([
        ['dateTo', 'validation.dateToAfterFrom'],
      ]);
    }
  });

  it('does not compare until both dates are valid', () => {
    const issues = v.safeParse(dateRangeSchema, { dateFrom: '2025-02-30', dateTo: '2025-01-01' }).issues!;
    expect(issues.map((i) => [v.getDotPath(i), i.message])).toEqual([['dateFrom', 'validation.invalidDate']]);
    expect(ids(dateRangeSchema, { dateFrom: '2025-01-01' })).toEqual(['validation.required']);
  });

  it('has a same-day variant with its own message', () => {
    const sameDay = createDateRangeSchema({ allowSameDay: true });
    expect(ids(sameDay, { dateFrom: '2025-01-01', dateTo: '2025-01-01' })).toEqual([]);
    expect(ids(sameDay, { dateFrom: '2025-01-02', dateTo: '2025-01-01' })).toEqual([
      'validation.dateToNotBeforeFrom',
    ]);
  });
});

describe('money schemas', () => {
  it('moneyCentsSchema turns euro text into cents', () => {
    expect(output(moneyCentsSchema, '12,50')).toBe(1250);
    expect(output(moneyCentsSchema, '12.5')).toBe(1250);
    expect(ids(moneyCentsSchema, '12.505')).toEqual(['validation.money']);
    expect(ids(moneyCentsSchema, '-1')).toEqual(['validation.money']);
    expect(ids(moneyCentsSchema, '')).toEqual(['validation.required']);
    expect(ids(moneyCentsSchema, 12.5)).toEqual(['validation.invalid']);
  });

  it('centsSchema takes whole non-negative cents', () => {
    expect(output(centsSchema, 1250)).toBe(1250);
    for (const input of [12.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '1250']) {
      expect(ids(centsSchema, input)).toEqual(['validation.money']);
    }
    expect(ids(centsSchema, undefined)).toEqual(['validation.required']);
  });
});

describe('optionalField', () => {
  const optionalPhone = optionalField(phoneSchema);

  it('turns absent or blank input into undefined', () => {
    for (const input of [undefined, null, '', '  ']) expect(output(optionalPhone, input)).toBeUndefined();
  });

  it('still validates a value that is there', () => {
    expect(output(optionalPhone, '+37061234567')).toBe('+37061234567');
    expect(ids(optionalPhone, '861234567')).toEqual(['validation.phone']);
  });
});

describe('rules', () => {
  it('carry their ids and their limits', () => {
    const account = v.pipe(requiredString, digitsOnly(), exactLength(18));
    const issues = v.safeParse(account, '12345a').issues!;
    expect(issues.map((i) => i.message)).toEqual(['validation.digitsOnly', 'validation.exactLength']);
    expect(issues[1]!.requirement).toBe(18);
    expect(v.safeParse(v.pipe(v.string(), minLength(4)), 'abc').issues![0]!.message).toBe(
      'validation.minLength',
    );
    expect(v.safeParse(v.pipe(v.number(), positive()), 0).issues![0]!.message).toBe('validation.positive');
    const items = v.safeParse(v.pipe(v.array(v.string()), arrayMin(2)), ['a']).issues!;
    expect(items.map((i) => [i.message, i.requirement])).toEqual([['validation.arrayMin', 2]]);
  });
});
