/**
 * Profile form rules (spec §5 Profile): e-mail required and valid, phone +370 and 8 digits,
 * address required with a word and a number, info flags, position required for companies. The
 * field schemas are the shared ones the server re-runs (architecture §3, `src/shared/fields`).
 */
import * as v from 'valibot';
import {
  addressSchema,
  emailSchema,
  normalizePhone,
  phoneSchema,
  requiredString,
} from '../../../shared/fields/index.ts';

/** What people type (`8 612 34567`, `+370 612 34567`) becomes the stored `+37061234567` first. */
const typedPhoneSchema = v.pipe(
  v.string(),
  v.transform((value) => normalizePhone(value) ?? value.trim()),
  phoneSchema,
);
const optionalText = v.pipe(v.string(), v.trim());

export function profileSchema(company: boolean) {
  return v.object({
    epastas: emailSchema,
    tel: typedPhoneSchema,
    adresasTekstas: addressSchema,
    infoEpastu: v.boolean(),
    infoSms: v.boolean(),
    // Spec §5/§6: a company's contact person must give their position.
    pareigos: company ? requiredString : optionalText,
    vardas: optionalText,
    pavarde: optionalText,
  });
}

export type ProfileFormInput = v.InferInput<ReturnType<typeof profileSchema>>;
export type ProfileFormOutput = v.InferOutput<ReturnType<typeof profileSchema>>;

/** Order of the fields on the form and in the error summary. */
export const PROFILE_FIELDS = ['epastas', 'tel', 'adresasTekstas', 'pareigos', 'vardas', 'pavarde'] as const;
export type ProfileTextField = (typeof PROFILE_FIELDS)[number];

/** A server field error (`adresas.adresasTekstas`) names the form field by its last segment. */
export function formFieldOf(serverField: string): ProfileTextField | undefined {
  const last = serverField.split('.').pop() ?? '';
  const name = last === 'adresas' ? 'adresasTekstas' : last;
  return (PROFILE_FIELDS as readonly string[]).includes(name) ? (name as ProfileTextField) : undefined;
}
