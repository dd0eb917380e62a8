/**
 * The L05/L06 download form (spec §2 "asks for permit number (digits only), first name and last
 * name"; §5 "L05/L06 download permit number digits only"). The number's length and check digit are
 * checked here too, so a typo is told at once and does not spend one of the rate-limited lookups.
 * Names are only required: they are compared with the permit's holder on the server, whatever the
 * letter case, so the form does not judge how a name is written. The security code printed on the
 * ticket proves the holder without a login (issue 15; ADR 0015).
 */
import * as v from 'valibot';
import {
  formatSecurityCode,
  isSecurityCodeShape,
  normalizeSecurityCode,
} from '../../../../shared/anglers/security-code.ts';
import { digitsOnly, firstIssueOnly, requiredString } from '../../../../shared/fields/index.ts';
import { NAME_MAX_LENGTH } from '../../../../shared/fields/name.ts';
import { dammDigit, PERMIT_NUMBER_LENGTH } from '../../../../shared/permits/permit-number.ts';
import { DOWNLOAD_PARAMS, splitHolderName } from '../wallet/download-link.ts';

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

/**
 * The permit's security code (ADR 0015), as printed or as people type it; of the code's shape when
 * given. Required without a login; a logged-in angler or buyer may leave it out (`requireCode`).
 */
function securityCodeSchema(requireCode: boolean) {
  return firstIssueOnly(
    v.pipe(
      v.string(),
      v.transform(normalizeSecurityCode),
      v.check((code) => !requireCode || code !== '', 'anglersDownload.securityCodeRequired'),
      v.check((code) => code === '' || isSecurityCodeShape(code), 'anglers.securityCode.format'),
    ),
  );
}

export function downloadFormSchema(requireCode = true) {
  return v.object({
    number: permitNumberSchema,
    firstName: holderNameSchema,
    lastName: holderNameSchema,
    securityCode: securityCodeSchema(requireCode),
  });
}

export type DownloadFormInput = v.InferInput<ReturnType<typeof downloadFormSchema>>;
export type DownloadFormOutput = v.InferOutput<ReturnType<typeof downloadFormSchema>>;

/**
 * The form's first values: the number from the address (`?numeris=`, where the payment page and the
 * wallet send the person), and — when this device's wallet keeps that ticket — the holder's names
 * and the security code from it, never from the address.
 */
export function prefillFrom(
  params: URLSearchParams,
  ticket?: { holderName: string; securityCode?: string | undefined; names?: AnglerNames | null },
): DownloadFormInput {
  const number = (params.get(DOWNLOAD_PARAMS.number) ?? '').slice(0, 20);
  if (!ticket) return { number, firstName: '', lastName: '', securityCode: '' };
  return {
    number,
    ...(ticket.names ?? splitHolderName(ticket.holderName)),
    securityCode: ticket.securityCode ? formatSecurityCode(ticket.securityCode) : '',
  };
}

export interface AnglerNames {
  firstName: string;
  lastName: string;
}

/** The file name the PDF is saved under. */
export function pdfFileName(number: string): string {
  return `leidimas-${number}.pdf`;
}
