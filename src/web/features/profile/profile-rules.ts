/**
 * When the profile modal is forced (spec §2 Profile modal, §4 Login): the chosen represented
 * person's contact info exists and e-mail, phone or address is empty, or the server says the
 * profile is not valid (for the person, and for the represented person when one is chosen).
 */
import type { ContactInfo } from '../../platform/session/types.ts';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export interface ProfileCheckInput {
  contactInfo: ContactInfo | null | undefined;
  /** Answers of `GET /v1/profilis/validate`; `undefined` while unknown. */
  validations: (boolean | undefined)[];
}

export function isProfileForced({ contactInfo, validations }: ProfileCheckInput): boolean {
  if (contactInfo && (blank(contactInfo.email) || blank(contactInfo.phone) || blank(contactInfo.address))) {
    return true;
  }
  return validations.some((valid) => valid === false);
}
