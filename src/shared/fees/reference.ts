/**
 * The payment reference of a state fee (ADR 0028): an ISO 11649 structured creditor reference,
 * `RF` + two check digits + `AM` + the year + a six-digit serial, e.g. `RF71AM2026000123`. Banks
 * in Lithuania carry it in the SEPA transfer's structured remittance field (camt: RmtInf/Strd/
 * CdtrRefInf/Ref) and check the digits when it is typed, so a mistyped reference is caught before
 * the money leaves. Isomorphic.
 */

/** Letters as ISO 7064 MOD 97-10 reads them: A = 10 … Z = 35; digits as they are. */
function numeric(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code >= 65 && code <= 90 ? String(code - 55) : char;
  }
  return out;
}

function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** The reference without spaces, in capitals (how a person may type it: `rf71 am20 2600 0123`). */
export function normalizeReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** `RF` + check digits for a body of 1–21 letters and digits. */
export function creditorReference(body: string): string {
  const clean = normalizeReference(body);
  if (!/^[A-Z0-9]{1,21}$/.test(clean)) throw new Error(`not a creditor reference body: ${body}`);
  const check = 98 - mod97(numeric(`${clean}RF00`));
  return `RF${String(check).padStart(2, '0')}${clean}`;
}

/** Whether the text is a well-formed ISO 11649 reference with correct check digits. */
export function isCreditorReference(text: string): boolean {
  const clean = normalizeReference(text);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(clean)) return false;
  return mod97(numeric(`${clean.slice(4)}${clean.slice(0, 4)}`)) === 1;
}

/** A fee's reference: `AM` (Aplinkos ministerija), the year and the year's serial. */
export function feeReference(year: number, serial: number): string {
  return creditorReference(`AM${year}${String(serial).padStart(6, '0')}`);
}

/** The reference printed in groups of four, as on an invoice. */
export function formatReference(reference: string): string {
  return normalizeReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The first well-formed reference in a free text (an unstructured remittance line), if any. */
export function findReference(text: string): string | null {
  const compact = normalizeReference(text);
  for (const match of compact.matchAll(/RF\d{2}[A-Z0-9]{1,21}/g)) {
    // The body may run into the text after it: try the longest well-formed prefix.
    for (let end = match[0].length; end >= 5; end--) {
      const candidate = match[0].slice(0, end);
      if (isCreditorReference(candidate)) return candidate;
    }
  }
  return null;
}
