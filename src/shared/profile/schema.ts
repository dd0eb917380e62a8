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

/** What GET and PUT /api/v1/profilis answer: declared as their `response` (src/server/core/route.ts). */
export const profileDtoSchema = v.object({
  adresas: v.object({ adresasTekstas: v.string() }),
  epastas: v.string(),
  tel: v.string(),
  infoEpastu: v.boolean(),
  infoSms: v.boolean(),
  /** The acting person's own data within a company; null when acting for oneself or another natural person. */
  atstovaujamoAsmensProfilis: v.nullable(
    v.object({ pareigos: v.string(), vardas: v.string(), pavarde: v.string() }),
  ),
});
export type ProfileDto = v.InferOutput<typeof profileDtoSchema>;

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
