/**
 * The L05/L06 download form (spec §2 "asks for permit number (digits only), first name and last
 * name"; §5 "L05/L06 download permit number digits only"). The number's length and check digit are
 * checked here too, so a typo is told at once and does not spend one of the rate-limited lookups.
 * Names are only required: they are compared with the permit's holder on the server, whatever the
 * letter case, so the form does not judge how a name is written.
 */
import * as v from 'valibot';
import { digitsOnly, firstIssueOnly, requiredString } from '../../../../shared/fields/index.ts';
import { NAME_MAX_LENGTH } from '../../../../shared/fields/name.ts';
import { dammDigit, PERMIT_NUMBER_LENGTH } from '../../../../shared/permits/permit-number.ts';
import { DOWNLOAD_PARAMS } from '../../../lib/wallet/download-link.ts';

/** Spaces people type or paste between the groups of digits are dropped; anything else stays an error. */
export const permitNumberSchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.transform((text) => text.replace(/\s+/g, '')),
    digitsOnly(),
    v.check((text) => text.length === PERMIT_NUMBER_LENGTH, 'permitCheck.error.numberFormat'),
    v.check((text) => dammDigit(text) === 0, 'permitCheck.error.checkDigit'),
  ),
);

const holderNameSchema = firstIssueOnly(
  v.pipe(
    requiredString,
    v.check((text) => text.length <= NAME_MAX_LENGTH, 'anglersDownload.nameTooLong'),
  ),
);

export const downloadFormSchema = v.object({
  number: permitNumberSchema,
  firstName: holderNameSchema,
  lastName: holderNameSchema,
});

export type DownloadFormInput = v.InferInput<typeof downloadFormSchema>;
export type DownloadFormOutput = v.InferOutput<typeof downloadFormSchema>;

/** The form's first values from the address (`?numeris=&vardas=&pavarde=`, where the payment page sends the buyer). */
export function prefillFrom(params: URLSearchParams): DownloadFormInput {
  const value = (name: string) => (params.get(name) ?? '').slice(0, 200);
  return {
    number: value(DOWNLOAD_PARAMS.number),
    firstName: value(DOWNLOAD_PARAMS.firstName),
    lastName: value(DOWNLOAD_PARAMS.lastName),
  };
}

/** The file name the PDF is saved under. */
export function pdfFileName(number: string): string {
  return `leidimas-${number}.pdf`;
}
