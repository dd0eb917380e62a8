/**
 * The number typed into the public permit lookup (`/leidimo-paieska/l06_2`, spec §2 Public routes;
 * issue 6 item 4). Digits only (spec §5, as the L05/L06 download form); its length and Damm check
 * digit are checked here, so a typo is told at once, even offline, and does not spend one of the
 * lookups the server allows an address per minute (field notes). The number is kept in the address
 * (`?numeris=`), so a result can be shared.
 */
import * as v from 'valibot';
import { VALIDATION } from '../../../../shared/fields/message-ids.ts';
import { firstIssueOnly } from '../../../../shared/fields/schemas.ts';
import { dammDigit, PERMIT_NUMBER_LENGTH } from '../../../../shared/permits/permit-number.ts';

export const NUMBER_PARAM = 'numeris';

/** Longer text in an address is not a number anyone typed. */
const MAX_TYPED_LENGTH = 40;

/** Spaces and dashes people type or paste between groups of digits are dropped; anything else is an error. */
export const lookupNumberSchema = firstIssueOnly(
  v.pipe(
    v.string(VALIDATION.invalid),
    v.transform((text) => text.replace(/[\s-]+/g, '')),
    v.nonEmpty('publicLookup.error.required'),
    v.digits(VALIDATION.digitsOnly),
    v.check((text) => text.length === PERMIT_NUMBER_LENGTH, 'permitCheck.error.numberFormat'),
    v.check((text) => dammDigit(text) === 0, 'permitCheck.error.checkDigit'),
  ),
);

export const lookupFormSchema = v.object({ number: lookupNumberSchema });
export type LookupFormInput = v.InferInput<typeof lookupFormSchema>;
export type LookupFormOutput = v.InferOutput<typeof lookupFormSchema>;

/** The number as the address has it (`?numeris=`), cut to a length a person could have typed. */
export function numberFromParams(params: URLSearchParams): string {
  return (params.get(NUMBER_PARAM) ?? '').trim().slice(0, MAX_TYPED_LENGTH);
}

/** The number to look up, or null when it is not a permit number (nothing is asked then). */
export function lookupNumber(text: string): string | null {
  const result = v.safeParse(lookupNumberSchema, text);
  return result.success ? result.output : null;
}
