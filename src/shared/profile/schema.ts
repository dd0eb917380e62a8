/**
 * The profile (spec §3 Server profile, §5 Profile, §7): contact data kept for acting as a
 * represented person. One schema for the profile modal and the server.
 */
import * as v from 'valibot';
import { addressSchema, emailSchema, phoneSchema, requiredString } from '../fields/index.ts';
import { VALIDATION } from '../fields/message-ids.ts';

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, VALIDATION.maxLength)), '');

/** Body of PUT /api/v1/profilis; position (pareigos) is required when acting for a company. */
export function profileSchema(forCompany: boolean) {
  return v.object({
    adresas: v.object({ adresasTekstas: addressSchema }),
    epastas: emailSchema,
    tel: phoneSchema,
    infoEpastu: v.optional(v.boolean(), false),
    infoSms: v.optional(v.boolean(), false),
    pareigos: forCompany ? v.pipe(requiredString, v.maxLength(100, VALIDATION.maxLength)) : optionalText(100),
    vardas: optionalText(100),
    pavarde: optionalText(100),
  });
}

export type ProfileInput = v.InferOutput<ReturnType<typeof profileSchema>>;

export interface ProfileDto {
  adresas: { adresasTekstas: string };
  epastas: string;
  tel: string;
  infoEpastu: boolean;
  infoSms: boolean;
  /** The acting person's own data within a company; null when acting for oneself or another natural person. */
  atstovaujamoAsmensProfilis: { pareigos: string; vardas: string; pavarde: string } | null;
}

/** Whether stored profile data satisfies the rules (GET /api/v1/profilis/validate). */
export function isProfileComplete(profile: ProfileDto, forCompany: boolean): boolean {
  const input = {
    adresas: profile.adresas,
    epastas: profile.epastas,
    tel: profile.tel,
    infoEpastu: profile.infoEpastu,
    infoSms: profile.infoSms,
    pareigos: profile.atstovaujamoAsmensProfilis?.pareigos ?? '',
    vardas: profile.atstovaujamoAsmensProfilis?.vardas ?? '',
    pavarde: profile.atstovaujamoAsmensProfilis?.pavarde ?? '',
  };
  return v.safeParse(profileSchema(forCompany), input).success;
}
