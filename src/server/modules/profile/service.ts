/**
 * Profiles (spec §5, §7): one row per (user, represented person). A person reads and writes only
 * their own profile and those of persons they may represent in this session.
 */
import { isProfileComplete, type ProfileDto, type ProfileInput } from '../../../shared/profile/schema.ts';
import type { Registers } from '../../adapters/registers/types.ts';
import { type Db, transaction } from '../../db/index.ts';
import type { RepresentedPerson, SessionData } from '../../plugins/session.ts';
import { findProfile, type ProfileValues, saveProfile } from './repository.ts';

/** A profile's contact details, as the user info (auth/user-info.ts) shows them. */
export interface ContactInfo {
  address: string;
  email: string;
  phone: string;
  infoByEmail: boolean;
  infoByPhone: boolean;
  position: string;
  isCompanyContact: boolean;
  contactFirstName: string;
  contactLastName: string;
}

export function createProfileService(deps: { db: Db; registers: Registers }) {
  const { db, registers } = deps;

  /** A first-time profile starts from the address the registers know. */
  async function registeredAddress(person: RepresentedPerson): Promise<string> {
    if (person.kind === 'company')
      return (await registers.legalEntities.findCompany(person.code))?.address ?? '';
    return (await registers.residents.findPerson(person.code))?.address ?? '';
  }

  async function toDto(session: SessionData, person: RepresentedPerson): Promise<ProfileDto> {
    const found = await findProfile(db, session.userCode, person.code);
    return {
      adresas: { adresasTekstas: found?.address || (await registeredAddress(person)) },
      epastas: found?.email ?? '',
      tel: found?.phone ?? '',
      infoEpastu: found?.infoByEmail ?? false,
      infoSms: found?.infoBySms ?? false,
      atstovaujamoAsmensProfilis:
        person.kind === 'company'
          ? {
              pareigos: found?.position ?? '',
              vardas: found?.firstName || session.firstName,
              pavarde: found?.lastName || session.lastName,
            }
          : null,
    };
  }

  return {
    /** The represented person with this code, or undefined when the session may not act for them. */
    find(session: SessionData, code: string | undefined): RepresentedPerson | undefined {
      const wanted = code ?? session.userCode;
      return session.represented.find((p) => p.code === wanted);
    },

    get: toDto,

    async save(
      session: SessionData,
      person: RepresentedPerson,
      input: ProfileInput,
      requestId: string,
    ): Promise<ProfileDto> {
      const values: ProfileValues = {
        address: input.adresas.adresasTekstas,
        email: input.epastas,
        phone: input.tel,
        infoByEmail: input.infoEpastu,
        infoBySms: input.infoSms,
        position: person.kind === 'company' ? input.pareigos : '',
        firstName: input.vardas,
        lastName: input.pavarde,
        updatedAt: new Date(),
      };
      await transaction(db, (tx) => saveProfile(tx, session.userCode, person.code, values, requestId));
      return toDto(session, person);
    },

    async isValid(session: SessionData, person: RepresentedPerson): Promise<boolean> {
      return isProfileComplete(await toDto(session, person), person.kind === 'company');
    },

    /** contactInfo for each represented person, in session order (user-info). */
    async contactInfos(session: SessionData): Promise<(ContactInfo | null)[]> {
      return Promise.all(
        session.represented.map(async (person) => {
          const dto = await toDto(session, person);
          return {
            address: dto.adresas.adresasTekstas,
            email: dto.epastas,
            phone: dto.tel,
            infoByEmail: dto.infoEpastu,
            infoByPhone: dto.infoSms,
            position: dto.atstovaujamoAsmensProfilis?.pareigos ?? '',
            isCompanyContact: person.kind === 'company',
            contactFirstName: dto.atstovaujamoAsmensProfilis?.vardas ?? session.firstName,
            contactLastName: dto.atstovaujamoAsmensProfilis?.pavarde ?? session.lastName,
          };
        }),
      );
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
