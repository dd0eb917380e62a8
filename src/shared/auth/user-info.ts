/**
 * What `GET /api/auth/viisp/user-info` answers (spec §3 Authorization, Represented person,
 * ContactInfo; spec §7; issue 2), also after a login and a change of the represented person.
 * Lithuanian field names are the API's: `asmensKodas` personal code, `atstovaujamiAsmenys`
 * represented persons. A valibot schema declared as those routes' `response`
 * (src/server/core/route.ts), with the types inferred from it.
 */
import * as v from 'valibot';

export const contactInfoSchema = v.object({
  address: v.string(),
  email: v.string(),
  phone: v.string(),
  infoByEmail: v.boolean(),
  infoByPhone: v.boolean(),
  position: v.string(),
  isCompanyContact: v.boolean(),
  contactFirstName: v.string(),
  contactLastName: v.string(),
});
export type ContactInfo = v.InferOutput<typeof contactInfoSchema>;

export const representedPersonSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** Company code for a company, personal code for a person (spec §3). */
  code: v.string(),
  /** Company name, or the person's full name. */
  name: v.string(),
  contactInfo: v.nullable(contactInfoSchema),
  isCompanyContact: v.boolean(),
});
export type RepresentedPersonInfo = v.InferOutput<typeof representedPersonSchema>;

export const userInfoSchema = v.object({
  name: v.string(),
  surname: v.string(),
  asmensKodas: v.string(),
  authorities: v.array(v.object({ authority: v.string() })),
  atstovaujamiAsmenys: v.array(representedPersonSchema),
  /** Index of the represented person chosen in this session; null until one is chosen. */
  defaultProfileIndex: v.nullable(v.number()),
});
export type UserInfo = v.InferOutput<typeof userInfoSchema>;
