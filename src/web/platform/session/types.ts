/**
 * What `GET /api/auth/viisp/user-info` answers (spec §3 Authorization, Represented person,
 * ContactInfo; spec §7). Lithuanian field names are the API's: `asmensKodas` personal code,
 * `atstovaujamiAsmenys` represented persons.
 */

export interface ContactInfo {
  address: string | null;
  email: string | null;
  phone: string | null;
  infoByEmail: boolean | null;
  infoByPhone: boolean | null;
  position: string | null;
  isCompanyContact: boolean | null;
  contactFirstName: string | null;
  contactLastName: string | null;
}

export interface RepresentedPerson {
  firstName: string | null;
  lastName: string | null;
  /** Company code for a company, personal code for a person (spec §3). */
  code: string;
  /** Company name; empty for a natural person. */
  name: string | null;
  contactInfo: ContactInfo | null;
  isCompanyContact: boolean | null;
}

export interface UserInfo {
  name: string;
  surname: string;
  asmensKodas: string;
  authorities: { authority: string }[];
  atstovaujamiAsmenys: RepresentedPerson[];
  /** Index of the represented person chosen in this session; null until one is chosen. */
  defaultProfileIndex: number | null;
  /**
   * Set on this device only: the person was not confirmed by the server now but remembered from
   * the last time the device was online (offline-identity.ts).
   */
  offline?: true;
}
