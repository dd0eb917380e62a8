import { describe, expect, it } from 'vitest';
import { L05_1_PRICES } from '../../../anglers/periods.ts';
import { todayInLithuania } from '../../../fields/index.ts';
import type { Filer } from '../../engine/definition.ts';
import { validateApplication } from '../../engine/validate.ts';
import { personContactsExample } from '../../parts/contacts-examples.ts';
import { addDays } from '../../parts/dates.ts';
import { l05_1Example } from './example.ts';
import { l05_1 } from './index.ts';

// "Valid from" may not be in the past in Lithuanian time: the example starts on the real today.
const today = todayInLithuania();
const submit = (data: Record<string, unknown>, filer: Filer = 'anonymous') =>
  validateApplication(
    l05_1,
    { declaration: true, ...data },
    { mode: 'submit', filer, documentTypes: [], today },
  );
const messagesAt = (data: Record<string, unknown>, path: string) =>
  submit(data)
    .issues.filter((issue) => issue.path === path)
    .map((issue) => issue.message);

describe('L05.1 angler ticket (spec §3 L05/L06 angler, §9 periods)', () => {
  it('is bought through the angler journey by a person or an anonymous visitor, never a company', () => {
    expect(l05_1.journey).toBe('angler');
    expect(l05_1.filers).toEqual(['person', 'anonymous']);
    expect(l05_1.filers).not.toContain('company');
    expect(l05_1.price).toEqual({ type: 'fixed', cents: L05_1_PRICES['999'] });
    expect(l05_1.documents).toEqual([]);
  });

  it('accepts a complete purchase, anonymous or logged in', () => {
    const result = submit(l05_1Example);
    expect(result.issues).toEqual([]);
    expect(result.data).not.toHaveProperty('waterBodyCode');
    expect(l05_1.steps.map((step) => step.id)).toEqual(['ticket', 'angler']);
    expect(submit({ ...l05_1Example, ...personContactsExample }, 'person').issues).toEqual([]);
  });

  it('takes the periods of the spec: 1 day, 2 weeks, 3 months and 999', () => {
    for (const period of ['1', '2', '3', '999'])
      expect(submit({ ...l05_1Example, period }).issues).toEqual([]);
    expect(messagesAt({ ...l05_1Example, period: '7' }, 'period')).toEqual(['validation.choice']);
    expect(messagesAt({ ...l05_1Example, period: '' }, 'period')).toEqual(['validation.required']);
  });

  it('starts today or later', () => {
    expect(messagesAt({ ...l05_1Example, validFrom: addDays(today, -1) }, 'validFrom')).toEqual([
      'validation.dateNotBeforeToday',
    ]);
    expect(submit({ ...l05_1Example, validFrom: addDays(today, 60) }).issues).toEqual([]);
  });

  it('asks a citizen for the person code and a foreigner for a person code or birth date', () => {
    expect(messagesAt({ ...l05_1Example, personCode: '38703181746' }, 'personCode')).toEqual([
      'validation.personCode',
    ]);
    expect(messagesAt({ ...l05_1Example, personCode: '' }, 'personCode')).toEqual(['validation.required']);
    const foreigner = { ...l05_1Example, citizenship: 'UZSIENIETIS', personCodeOrBirthDate: '1985-02-14' };
    const result = submit(foreigner);
    expect(result.issues).toEqual([]);
    expect(result.data).not.toHaveProperty('personCode');
    expect(submit({ ...foreigner, personCodeOrBirthDate: '38703181745' }).issues).toEqual([]);
    expect(
      messagesAt({ ...foreigner, personCodeOrBirthDate: '1985-02-30' }, 'personCodeOrBirthDate'),
    ).toEqual(['validation.birthDate']);
    expect(messagesAt({ ...foreigner, personCodeOrBirthDate: '' }, 'personCodeOrBirthDate')).toEqual([
      'validation.required',
    ]);
    expect(messagesAt({ ...l05_1Example, citizenship: '' }, 'citizenship')).toEqual(['validation.required']);
  });

  it('asks for the e-mail and the phone only when the angler wants to use them', () => {
    expect(messagesAt({ ...l05_1Example, email: '' }, 'email')).toEqual(['validation.required']);
    expect(messagesAt({ ...l05_1Example, email: 'jonas@' }, 'email')).toEqual(['validation.email']);
    const noEmail = submit({ ...l05_1Example, useEmail: false, email: 'jonas@' });
    expect(noEmail.issues).toEqual([]);
    expect(noEmail.data).not.toHaveProperty('email');
    expect(messagesAt({ ...l05_1Example, usePhone: true }, 'phone')).toEqual(['validation.required']);
    expect(messagesAt({ ...l05_1Example, usePhone: true, phone: '861234567' }, 'phone')).toEqual([
      'validation.phone',
    ]);
    expect(submit({ ...l05_1Example, usePhone: true, phone: '+37061234567' }).issues).toEqual([]);
  });

  it('checks the names and the declaration', () => {
    expect(messagesAt({ ...l05_1Example, firstName: 'jonas' }, 'firstName')).toEqual(['validation.name']);
    expect(messagesAt({ ...l05_1Example, lastName: '' }, 'lastName')).toEqual(['validation.required']);
    expect(messagesAt({ ...l05_1Example, declaration: false }, 'declaration')).toEqual([
      'validation.declaration',
    ]);
  });

  it('saves a half-filled draft but not one with a wrong value', () => {
    const draft = (data: Record<string, unknown>) =>
      validateApplication(l05_1, data, { mode: 'draft', filer: 'anonymous', today });
    expect(draft({ period: '1' }).issues).toEqual([]);
    expect(draft({ period: '1', validFrom: '2020-01-01' }).issues).toEqual([
      { path: 'validFrom', message: 'validation.dateNotBeforeToday' },
    ]);
  });
});
