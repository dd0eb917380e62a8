import { describe, expect, it } from 'vitest';
import { anglerHolderCode, anglerKey, normaliseName, sameName } from './angler-key.ts';
import { latestValidFrom, validatePurchaseRequest } from './validate.ts';

const today = '2026-11-21';
const OFFER = '6f1c2a43-2d1b-4c55-9a4e-0a8d1f2b3c4d';
const LICENCE = '0b6e7c1d-3f2a-4b5c-8d9e-1a2b3c4d5e6f';

const citizen = {
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  citizenship: 'PILIETIS',
  personCode: '38703181745',
  useEmail: true,
  email: 'jonas@example.lt',
  usePhone: false,
};
const ticket = { kind: 'l05_1', period: '2', validFrom: today, paymentMethod: 'BANK', angler: citizen };

const check = (input: unknown) => validatePurchaseRequest(input, { today });
const issuesOf = (input: unknown) => {
  const result = check(input);
  return result.ok ? [] : result.issues.map((i) => `${i.path}:${i.message}`);
};

describe('validatePurchaseRequest (spec §3 L05/L06 angler, §5)', () => {
  it('accepts a complete angler ticket and returns the cleaned request', () => {
    const result = check({ ...ticket, angler: { ...citizen, firstName: '  Jonas ' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toEqual({
      kind: 'l05_1',
      period: '2',
      validFrom: today,
      paymentMethod: 'BANK',
      angler: { ...citizen, firstName: 'Jonas' },
    });
  });

  it('refuses anything but an object without throwing', () => {
    for (const input of [null, undefined, 'x', 42, [], { angler: 'x' }, { angler: [] }]) {
      expect(check(input).ok).toBe(false);
    }
    expect(issuesOf({})).toEqual(
      expect.arrayContaining([
        'kind:validation.required',
        'validFrom:validation.required',
        'paymentMethod:validation.required',
        'angler.firstName:validation.required',
        'angler.citizenship:validation.required',
      ]),
    );
  });

  it('checks the kind, the period of an L05.1 ticket and the payment method', () => {
    expect(issuesOf({ ...ticket, kind: 'l13' })).toEqual(['kind:validation.choice']);
    expect(issuesOf({ ...ticket, period: '' })).toEqual(['period:validation.required']);
    expect(issuesOf({ ...ticket, period: '7' })).toEqual(['period:validation.choice']);
    expect(issuesOf({ ...ticket, period: 999 })).toEqual(['period:validation.choice']);
    expect(issuesOf({ ...ticket, paymentMethod: 'CASH' })).toEqual(['paymentMethod:validation.choice']);
  });

  it('starts today or later, at most a year ahead (Lithuanian time)', () => {
    expect(issuesOf({ ...ticket, validFrom: '2026-11-20' })).toEqual([
      'validFrom:validation.dateNotBeforeToday',
    ]);
    expect(issuesOf({ ...ticket, validFrom: '2026-02-30' })).toEqual(['validFrom:validation.invalidDate']);
    expect(latestValidFrom(today)).toBe('2027-11-21');
    expect(issuesOf({ ...ticket, validFrom: '2027-11-21' })).toEqual([]);
    const late = check({ ...ticket, validFrom: '2027-11-22' });
    expect(late.ok ? [] : late.issues).toEqual([
      { path: 'validFrom', message: 'anglers.error.validFromTooLate', values: { max: '2027-11-21' } },
    ]);
  });

  it('needs an offer (or the water body) for L05.2 and a licence for L06, as catalogue ids', () => {
    const leased = { ...ticket, kind: 'l05_2', period: undefined };
    expect(issuesOf(leased)).toEqual(['offerId:validation.required']);
    expect(issuesOf({ ...leased, offerId: 'not-an-id' })).toEqual(['offerId:validation.choice']);
    expect(issuesOf({ ...leased, offerId: 12 })).toEqual(['offerId:validation.choice']);
    expect(issuesOf({ ...leased, waterBodyId: OFFER })).toEqual([]);
    const bought = check({ ...leased, offerId: OFFER.toUpperCase(), licenceId: LICENCE });
    expect(bought.ok && bought.request).toMatchObject({ kind: 'l05_2', offerId: OFFER });
    expect(bought.ok && bought.request).not.toHaveProperty('licenceId');
    for (const kind of ['l06_1', 'l06_2']) {
      expect(issuesOf({ ...leased, kind })).toEqual(['licenceId:validation.required']);
      expect(issuesOf({ ...leased, kind, licenceId: LICENCE })).toEqual([]);
    }
  });

  it('applies the angler rules of spec §5 under angler.*', () => {
    expect(issuesOf({ ...ticket, angler: { ...citizen, personCode: '38703181746' } })).toEqual([
      'angler.personCode:validation.personCode',
    ]);
    expect(issuesOf({ ...ticket, angler: { ...citizen, firstName: 'jonas' } })).toEqual([
      'angler.firstName:validation.name',
    ]);
    expect(issuesOf({ ...ticket, angler: { ...citizen, email: 'jonas@' } })).toEqual([
      'angler.email:validation.email',
    ]);
    expect(issuesOf({ ...ticket, angler: { ...citizen, useEmail: false, email: 'jonas@' } })).toEqual([]);
    expect(issuesOf({ ...ticket, angler: { ...citizen, usePhone: true } })).toEqual([
      'angler.phone:validation.required',
    ]);
    const foreigner = {
      ...citizen,
      citizenship: 'UZSIENIETIS',
      personCode: undefined,
      personCodeOrBirthDate: '1979-06-23',
    };
    expect(issuesOf({ ...ticket, angler: foreigner })).toEqual([]);
    expect(issuesOf({ ...ticket, angler: { ...foreigner, personCodeOrBirthDate: '1979-02-30' } })).toEqual([
      'angler.personCodeOrBirthDate:validation.birthDate',
    ]);
  });

  it('reads a phone number the way people type it', () => {
    const result = check({ ...ticket, angler: { ...citizen, usePhone: true, phone: '8 612 34567' } });
    expect(result.ok && result.request.angler.phone).toBe('+37061234567');
  });
});

describe('the angler key (ADR 0009)', () => {
  it('is the person code for citizens and for foreigners who give one', () => {
    expect(anglerKey({ ...citizen, citizenship: 'PILIETIS' })).toBe('38703181745');
    const resident = {
      firstName: 'Anna',
      lastName: 'Kowalska',
      citizenship: 'UZSIENIETIS' as const,
      personCodeOrBirthDate: '48806123455',
    };
    expect(anglerKey(resident)).toBe('48806123455');
    expect(anglerHolderCode(resident)).toBe('48806123455');
  });

  it('is the birth date and normalised names for a foreigner without a code', () => {
    const janis = {
      firstName: 'Jānis',
      lastName: 'Bērziņš',
      citizenship: 'UZSIENIETIS' as const,
      personCodeOrBirthDate: '1979-06-23',
    };
    expect(anglerKey(janis)).toBe('1979-06-23|janis|berzins');
    expect(anglerKey({ ...janis, firstName: 'JANIS', lastName: ' Berzins ' })).toBe(anglerKey(janis));
    expect(anglerHolderCode(janis)).toBe('1979-06-23');
  });

  it('compares names without case and diacritics', () => {
    expect(normaliseName('  Žemaitė   Šiaulytė ')).toBe('zemaite siaulyte');
    expect(sameName('Petraitienė', 'PETRAITIENE')).toBe(true);
    expect(sameName('O’Brien', "o'brien")).toBe(true);
    expect(sameName('Ona', 'Onutė')).toBe(false);
  });
});
