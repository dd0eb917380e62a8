import * as v from 'valibot';
import { formFieldOf, profileSchema } from './profile-schema.ts';

const person = {
  epastas: 'jonas@example.lt',
  tel: '+370 612 34567',
  adresasTekstas: 'Gedimino pr. 1, Vilnius',
  infoEpastu: true,
  infoSms: false,
  pareigos: '',
  vardas: '',
  pavarde: '',
};

const issues = (company: boolean, input: typeof person) => {
  const result = v.safeParse(profileSchema(company), input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('profile form rules (spec §5 Profile)', () => {
  it('accepts a complete profile and stores the phone as +370 and 8 digits', () => {
    expect(v.parse(profileSchema(false), person).tel).toBe('+37061234567');
    expect(v.parse(profileSchema(false), { ...person, tel: '8 612 34567' }).tel).toBe('+37061234567');
  });

  it('requires a valid e-mail', () => {
    expect(issues(false, { ...person, epastas: '' })).toEqual(['validation.required']);
    expect(issues(false, { ...person, epastas: 'jonas@' })).toEqual(['validation.email']);
  });

  it('requires +370 and 8 digits', () => {
    expect(issues(false, { ...person, tel: '' })).toEqual(['validation.required']);
    expect(issues(false, { ...person, tel: '+3706123456' })).toEqual(['validation.phone']);
    expect(issues(false, { ...person, tel: '+371 61234567' })).toEqual(['validation.phone']);
  });

  it('requires an address with a word and a number', () => {
    expect(issues(false, { ...person, adresasTekstas: '' })).toEqual(['validation.required']);
    expect(issues(false, { ...person, adresasTekstas: 'Vilnius' })).toEqual(['validation.address']);
    expect(issues(false, { ...person, adresasTekstas: '12-5' })).toEqual(['validation.address']);
    expect(issues(false, { ...person, adresasTekstas: 'Žalgirio g. 5' })).toEqual([]);
  });

  it('requires the position for companies only', () => {
    expect(issues(false, person)).toEqual([]);
    expect(issues(true, person)).toEqual(['validation.required']);
    expect(issues(true, { ...person, pareigos: 'Direktorius' })).toEqual([]);
  });

  it('maps server field names onto form fields', () => {
    expect(formFieldOf('adresas.adresasTekstas')).toBe('adresasTekstas');
    expect(formFieldOf('epastas')).toBe('epastas');
    expect(formFieldOf('unknown')).toBeUndefined();
  });
});
