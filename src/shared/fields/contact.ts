/**
 * Contact details (spec §3 ContactInfo, §5 General and Profile): phone, postcode, e-mail, address.
 * Validators accept only the stored form; the normalisers turn what people usually type into it
 * (call them on blur or before parsing), returning null when the input cannot be read.
 */

/** Spec §5, §9: "+370 followed by 8 digits". */
const PHONE = /^\+370\d{8}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE.test(phone);
}

/**
 * `+370 612 34567`, `8 612 34567`, `(8 612) 34567`, `00370…` → `+37061234567`. The leading 8 is the
 * Lithuanian national trunk prefix, 00 the international one. Spaces, hyphens and brackets dropped.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-()]/g, '');
  const m = /^(?:\+370|00370|8)(\d{8})$/.exec(compact);
  return m ? `+370${m[1]}` : null;
}

/** Spec §5, §9: postcode is 5 digits (stored without the `LT-` prefix). */
const POSTCODE = /^\d{5}$/;

export function isValidPostcode(postcode: string): boolean {
  return POSTCODE.test(postcode);
}

/** `LT-01100` (the postal service's written form) or `01100` → `01100`. */
export function normalizePostcode(input: string): string | null {
  const m = /^(?:LT-)?(\d{5})$/i.exec(input.trim());
  return m ? m[1]! : null;
}

/** RFC 5321 limits: 254 characters in all, 64 before the @. */
const EMAIL_MAX = 254;
const EMAIL_LOCAL_MAX = 64;
/** Characters that only appear in a local part by pasting a display name (`Name <a@b.lt>`) or a list. */
const LOCAL_PART = /^[^\s@<>()[\]\\,;:"]+$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * Spec §5 "Email required and valid". Practical, not RFC-exhaustive: one @, something before it,
 * a domain of at least two dot-separated labels with a top-level label of 2+ characters with a letter, no
 * spaces, at most 254 characters. Catches the typos people make (missing @ or dot, doubled dots,
 * spaces, pasted `Name <…>`) without refusing real addresses (Unicode domains are allowed).
 */
export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length === 0 || local.length > EMAIL_LOCAL_MAX || !LOCAL_PART.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1]!;
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    topLevel.length >= 2 &&
    /\p{L}/u.test(topLevel)
  );
}

/**
 * Spec §5 "Address: required; must contain a word with letters and a number" (validation.address):
 * at least one word of two or more letters (a street or place name) and at least one digit (a house
 * number), e.g. "Gedimino pr. 9, Vilnius". Addresses are free text (spec §3 Address).
 */
export function isValidAddress(address: string): boolean {
  return /\p{L}{2,}/u.test(address) && /\d/.test(address);
}
