/**
 * The security code of an angler's permit (issue 15 item 3; ADR 0015): the proof of holding the
 * ticket or card beyond its number and the holder's name, which anyone who saw the card may know.
 * Printed on the ticket (wallet, purchase page, PDF, the purchase's e-mail), kept in the wallet and
 * asked for once by the forms that act on a permit without a login: the download form, adding a
 * ticket to this device's wallet, the catch report.
 *
 * Its form is for people reading it off paper by the water and typing it on a phone:
 * - 8 characters from 31: the digits 2–9 and the capital letters without I, L and O, so that no two
 *   look alike (no 0/O, 1/I/l). Letter case does not matter; spaces and hyphens are ignored.
 * - about 39.6 bits: at the shared limit of 10 failed tries a minute per address
 *   (holder-proof.ts), one address needs some 80,000 years on average to guess one card's code, and
 *   only after it knows the holder's name.
 * - shown as two groups of four, `K7QM-3XRT`.
 *
 * The server derives it from the permit (security-codes.ts); this module is its shape, shared by
 * the server that checks it and the forms that take it.
 */

/** The characters a code is made of: no 0, 1, I, L, O. */
export const SECURITY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SECURITY_CODE_LENGTH = 8;

const SHAPE = new RegExp(`^[${SECURITY_CODE_ALPHABET}]{${SECURITY_CODE_LENGTH}}$`);

/** As typed → as compared: upper case, without the spaces and hyphens people type between the groups. */
export function normalizeSecurityCode(typed: string): string {
  return typed.replace(/[\s\-‐‑–—]+/g, '').toUpperCase();
}

/** Whether a normalised code has the code's shape (8 characters of the alphabet). */
export function isSecurityCodeShape(code: string): boolean {
  return SHAPE.test(code);
}

/** `K7QM3XRT` → `K7QM-3XRT`, as it is printed. */
export function formatSecurityCode(code: string): string {
  const half = SECURITY_CODE_LENGTH / 2;
  return code.length === SECURITY_CODE_LENGTH ? `${code.slice(0, half)}-${code.slice(half)}` : code;
}

/**
 * A code from at least 8 random bytes (the server's HMAC): the first 8 bytes as one number, taken
 * modulo 31⁸ and written in the alphabet. 2⁶⁴ is 2.2 × 10⁷ times 31⁸, so no code is likelier than
 * another by more than one part in ten million.
 */
export function securityCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('a security code needs 8 bytes');
  let value = 0n;
  for (let i = 0; i < 8; i++) value = (value << 8n) | BigInt(bytes[i]!);
  const base = BigInt(SECURITY_CODE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < SECURITY_CODE_LENGTH; i++) {
    code = SECURITY_CODE_ALPHABET[Number(value % base)]! + code;
    value /= base;
  }
  return code;
}
