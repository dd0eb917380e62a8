/** The user-info shape of spec §7 / issue 2, built from the session. */
import type { ContactInfo, UserInfo } from '../../../shared/auth/user-info.ts';
import type { SessionData } from '../../plugins/session.ts';

export type { ContactInfo, UserInfo } from '../../../shared/auth/user-info.ts';

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
