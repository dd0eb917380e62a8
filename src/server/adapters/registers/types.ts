/**
 * The state registers the portal asks whom a person may act for (architecture §4): the residents
 * register (GR), the legal entities register (JAR) and the powers-of-attorney register. Real clients
 * go behind these interfaces; the simulated ones read seeded tables.
 */
export interface RegisteredPerson {
  code: string;
  firstName: string;
  lastName: string;
  address: string | null;
}

export interface RegisteredCompany {
  code: string;
  name: string;
  legalForm: string;
  address: string | null;
  headCode: string | null;
}

export interface PowerOfAttorney {
  number: string;
  principalCode: string;
  principalKind: 'person' | 'company';
  scope: string;
}

export interface ResidentsRegister {
  findPerson(code: string): Promise<RegisteredPerson | null>;
}

export interface LegalEntitiesRegister {
  findCompany(code: string): Promise<RegisteredCompany | null>;
  companiesHeadedBy(personCode: string): Promise<RegisteredCompany[]>;
}

export interface PowersOfAttorneyRegister {
  /** Powers of attorney valid on `onDate` (yyyy-MM-dd) that the person holds. */
  validFor(representativeCode: string, onDate: string): Promise<PowerOfAttorney[]>;
}

export interface Registers {
  residents: ResidentsRegister;
  legalEntities: LegalEntitiesRegister;
  powersOfAttorney: PowersOfAttorneyRegister;
}
