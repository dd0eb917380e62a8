import type { ContactInfo } from '../../platform/session/types.ts';
import { isProfileForced } from './profile-rules.ts';

const complete: ContactInfo = {
  address: 'Gedimino pr. 1, Vilnius',
  email: 'jonas@example.lt',
  phone: '+37061234567',
  infoByEmail: true,
  infoByPhone: false,
  position: null,
  isCompanyContact: false,
  contactFirstName: null,
  contactLastName: null,
};

describe('forced profile modal (spec §2, §4)', () => {
  it('is not forced for complete contact info and a valid profile', () => {
    expect(isProfileForced({ contactInfo: complete, validations: [true, true] })).toBe(false);
  });

  it('is forced when e-mail, phone or address is empty', () => {
    expect(isProfileForced({ contactInfo: { ...complete, email: '' }, validations: [true] })).toBe(true);
    expect(isProfileForced({ contactInfo: { ...complete, phone: null }, validations: [true] })).toBe(true);
    expect(isProfileForced({ contactInfo: { ...complete, address: '  ' }, validations: [true] })).toBe(true);
  });

  it('is forced when the server says a profile is not valid', () => {
    expect(isProfileForced({ contactInfo: complete, validations: [true, false] })).toBe(true);
    expect(isProfileForced({ contactInfo: null, validations: [false] })).toBe(true);
  });

  it('waits for unknown answers instead of forcing', () => {
    expect(isProfileForced({ contactInfo: null, validations: [undefined, true] })).toBe(false);
  });

  it('does not judge missing contact info by emptiness', () => {
    expect(isProfileForced({ contactInfo: null, validations: [true] })).toBe(false);
  });
});
