/** The user-info shape of spec §7 / issue 2, built from the session. */
import type { SessionData } from '../../plugins/session.ts';
import type { ContactInfo } from '../profile/index.ts';

export interface UserInfo {
  name: string;
  surname: string;
  asmensKodas: string;
  authorities: { authority: string }[];
  atstovaujamiAsmenys: {
    firstName: string;
    lastName: string;
    code: string;
    name: string;
    contactInfo: ContactInfo | null;
    isCompanyContact: boolean;
  }[];
  defaultProfileIndex: number | null;
}

export function buildUserInfo(
  session: SessionData,
  authorities: string[],
  contactInfos: (ContactInfo | null)[],
): UserInfo {
  return {
    name: session.firstName,
    surname: session.lastName,
    asmensKodas: session.userCode,
    authorities: authorities.map((authority) => ({ authority })),
    atstovaujamiAsmenys: session.represented.map((p, i) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      code: p.code,
      name: p.name,
      contactInfo: contactInfos[i] ?? null,
      isCompanyContact: p.kind === 'company',
    })),
    defaultProfileIndex: session.chosenIndex,
  };
}
