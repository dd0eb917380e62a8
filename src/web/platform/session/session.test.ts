import { isCompany, representedName } from './represented-person.ts';
import type { RepresentedPerson, UserInfo } from './types.ts';
import { sessionFrom } from './use-session.ts';

const person: RepresentedPerson = {
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  code: '39001010000',
  name: null,
  contactInfo: null,
  isCompanyContact: false,
};
const company: RepresentedPerson = {
  ...person,
  firstName: null,
  lastName: null,
  code: '110051834',
  name: 'UAB Miškas',
  isCompanyContact: null,
};

const user = (defaultProfileIndex: number | null): UserInfo => ({
  name: 'Jonas',
  surname: 'Jonaitis',
  asmensKodas: '39001010000',
  authorities: [{ authority: 'ROLE_L03' }],
  atstovaujamiAsmenys: [person, company],
  defaultProfileIndex,
});

describe('session (spec §3 Authorization)', () => {
  it('is loading, anonymous or authenticated', () => {
    expect(sessionFrom(undefined, true).status).toBe('loading');
    expect(sessionFrom(null, false).status).toBe('anonymous');
    expect(sessionFrom(user(null), false).status).toBe('authenticated');
  });

  it('knows the chosen represented person by the default profile index', () => {
    expect(sessionFrom(user(null), false).chosen).toBeNull();
    expect(sessionFrom(user(1), false).chosen?.code).toBe('110051834');
    expect(sessionFrom(user(7), false).chosenIndex).toBeNull();
  });

  it('checks roles; a route without a role is open to all', () => {
    const session = sessionFrom(user(0), false);
    expect(session.hasRole('ROLE_L03')).toBe(true);
    expect(session.hasRole('ROLE_ADMIN')).toBe(false);
    expect(session.hasRole(undefined)).toBe(true);
    expect(sessionFrom(null, false).hasRole('ROLE_L03')).toBe(false);
  });

  it('names persons and tells companies apart', () => {
    expect(representedName(person)).toBe('Jonas Jonaitis');
    expect(representedName(company)).toBe('UAB Miškas');
    expect(isCompany(company)).toBe(true);
    expect(isCompany(person)).toBe(false);
  });
});
