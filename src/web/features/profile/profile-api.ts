/** Profile calls (spec §7 Profile). Field names are the API's Lithuanian ones. */
import { api } from '../../platform/api.ts';

/** Server profile (spec §3): address text, e-mail, phone, info flags, company contact data. */
export interface ServerProfile {
  adresas: { adresasTekstas: string | null } | null;
  epastas: string | null;
  tel: string | null;
  /** Send information by e-mail. */
  infoEpastu: boolean | null;
  /** Send information by SMS. */
  infoSms: boolean | null;
  /** Contact person data when acting for a company: position, first and last name. */
  atstovaujamoAsmensProfilis: {
    pareigos: string | null;
    vardas: string | null;
    pavarde: string | null;
  } | null;
}

export interface ProfileUpdate {
  adresas: { adresasTekstas: string };
  epastas: string;
  tel: string;
  infoEpastu: boolean;
  infoSms: boolean;
  pareigos: string;
  vardas: string;
  pavarde: string;
}

export const profileKey = (code: string) => ['profile', 'data', code] as const;
export const validateKey = (code: string | null) => ['profile', 'validate', code ?? ''] as const;

export function getProfile(code: string): Promise<ServerProfile> {
  return api.get<ServerProfile>('/v1/profilis', { query: { atstovaujamoAsmensKodas: code } });
}

export function saveProfile(code: string, body: ProfileUpdate): Promise<ServerProfile> {
  return api.put<ServerProfile>('/v1/profilis', {
    query: { atstovaujamoAsmensKodas: code },
    body: { json: body },
  });
}

/** Answers the text `true` or `false` (spec §7); a JSON boolean is read the same way. */
export async function validateProfile(code: string | null): Promise<boolean> {
  const answer = await api.get<unknown>('/v1/profilis/validate', {
    query: { atstovaujamoAsmensKodas: code },
  });
  return answer === true || (typeof answer === 'string' && answer.trim() === 'true');
}
