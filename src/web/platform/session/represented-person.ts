import type { RepresentedPerson } from './types.ts';

/** The name people know a represented person by: the company name, else first and last name. */
export function representedName(person: RepresentedPerson): string {
  const company = person.name?.trim();
  if (company) return company;
  return [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || person.code;
}

/**
 * A company acts with a company code and must give the contact person's position (spec §6). The
 * API says so with `isCompanyContact`; a 9-digit code (company codes are 9 digits, personal
 * codes 11) covers answers that leave the flag empty.
 */
export function isCompany(person: RepresentedPerson): boolean {
  return person.isCompanyContact === true || /^\d{9}$/.test(person.code);
}
