/**
 * The permit seal: what the QR code on a permit PDF holds (architecture §7: "the permit number plus
 * a signature that can be checked offline"). A phone with the published public keys checks it with
 * no network: the wallet of issue 5 and the /leidimo-tikrinimas page of issue 4 both use `verifySeal`.
 *
 * Payload, fields joined by `|`:
 *
 *   AL1|13260000015|L13|2026-03-01|-|U. B. A.|k1|<86 characters of base64url Ed25519 signature>
 *   ^   ^           ^   ^          ^ ^        ^
 *   |   number      |   valid from | holder  key id
 *   version         kind code      valid until ('-': indefinite)
 *
 * The signature covers the UTF-8 bytes of everything before the last `|`. The payload is ASCII
 * only: QR byte mode has no agreed character set (ISO-8859-1 by the standard, UTF-8 by habit), so
 * readers would disagree about Lithuanian letters and the signature would fail; the holder's
 * initials are therefore written without diacritics (`Ž. Š.` → `Z. S.`).
 *
 * Isomorphic: no DOM, no node:*. Verification uses @noble/ed25519, whose `verifyAsync` hashes with
 * WebCrypto's SHA-512 (browsers and Node ≥ 20).
 */
import { verifyAsync } from '@noble/ed25519';
import { isValidIsoDate } from '../fields/dates.ts';
import type { SigningKeyDto } from './api-types.ts';
import { findKind } from './kind-list.ts';
import { isValidPermitNumber } from './permit-number.ts';

export const SEAL_VERSION = 'AL1';
const SEPARATOR = '|';
const INDEFINITE = '-';
const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;

/** What the seal vouches for. */
export interface SealData {
  /** Eleven digits with a valid check digit. */
  number: string;
  /** Kind code as people write it: `L13`, `L05.1`. */
  kind: string;
  validFrom: string;
  /** Null: valid indefinitely. */
  validUntil: string | null;
  /** ASCII initials (see `sealInitials`). */
  holderInitials: string;
}

export interface Seal extends SealData {
  keyId: string;
  /** Base64url, 64 bytes. */
  signature: string;
}

export type SealVerification =
  | { status: 'valid'; seal: Seal; key: SigningKeyDto }
  /** Not a permit seal at all (or damaged). */
  | { status: 'malformed' }
  /** Signed with a key this device does not know: refresh the keys when online. */
  | { status: 'unknownKey'; seal: Seal }
  /** The text was changed after signing, or signed by someone else. */
  | { status: 'invalidSignature'; seal: Seal };

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;
const INITIALS = /^[A-Za-z][A-Za-z .-]{0,39}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

// --- base64url (no padding), without Buffer or atob so that it behaves the same everywhere ---------

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((char, i) => [char, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    out += ALPHABET[a >> 2]!;
    out += ALPHABET[((a & 3) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) out += ALPHABET[((b & 15) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) out += ALPHABET[c & 63]!;
  }
  return out;
}

/** Null unless `text` is canonical unpadded base64url (re-encoding gives the same text). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const char of text) {
    buffer = (buffer << 6) | INDEX.get(char)!;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero, or two texts would decode to the same bytes.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}

// --- initials ----------------------------------------------------------------------------------------

/** Legal forms kept whole in a company's initials: `UAB „Baltijos atliekos“` → `UAB B. A.`. */
const LEGAL_FORMS = new Set(['UAB', 'AB', 'VŠĮ', 'MB', 'IĮ', 'ŽŪB', 'KB', 'TŪB', 'VĮ', 'BĮ', 'SĮ', 'ŽŪK']);

/**
 * The holder as the public may see them (issue 6: no names, initials only): `Jonas Jonaitis` →
 * `J. J.`, `Ona Žemaitė-Bendoriūtė` → `O. Ž.-B.`; a company keeps its legal form. With diacritics.
 */
export function holderInitials(name: string, kind: 'person' | 'company'): string {
  // toUpperCase, not toLocaleUpperCase('lt'): Lithuanian's one rule of its own drops a combining
  // dot above after i, which neither a single letter nor a legal form has; and the locale's rules
  // cost more than the rest of the public check (issue 8 item 2).
  const words = name
    .replace(/[„“”"'«»()]/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const parts = words.map((word) => {
    if (kind === 'company' && LEGAL_FORMS.has(word.toUpperCase())) return word;
    return word
      .split('-')
      .map((part) => /\p{L}/u.exec(part)?.[0])
      .filter((letter): letter is string => letter !== undefined)
      .map((letter) => `${letter.toUpperCase()}.`)
      .join('-');
  });
  return parts.filter((part) => part !== '').join(' ');
}

/** `Ž. Š.` → `Z. S.`: Lithuanian letters decompose into a Latin letter and a mark (NFD). */
export function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '');
}

/** The initials written into a seal: ASCII, at most 40 characters, never empty. */
export function sealInitials(name: string, kind: 'person' | 'company'): string {
  const folded = asciiFold(holderInitials(name, kind))
    .replace(/[^A-Za-z .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim();
  return INITIALS.test(folded) ? folded : 'X';
}

// --- encoding ----------------------------------------------------------------------------------------

function checkData(data: SealData, keyId: string): void {
  if (!isValidPermitNumber(data.number)) throw new RangeError('seal: permit number');
  if (findKind(data.kind)?.code !== data.kind) throw new RangeError('seal: kind code');
  if (!isValidIsoDate(data.validFrom)) throw new RangeError('seal: valid from');
  if (data.validUntil !== null && !(isValidIsoDate(data.validUntil) && data.validUntil >= data.validFrom))
    throw new RangeError('seal: valid until');
  if (!INITIALS.test(data.holderInitials)) throw new RangeError('seal: initials');
  if (!KEY_ID.test(keyId)) throw new RangeError('seal: key id');
}

/** The text the signature covers. Throws on data a seal cannot carry (a programming error). */
export function sealMessage(data: SealData, keyId: string): string {
  checkData(data, keyId);
  return [
    SEAL_VERSION,
    data.number,
    data.kind,
    data.validFrom,
    data.validUntil ?? INDEFINITE,
    data.holderInitials,
    keyId,
  ].join(SEPARATOR);
}

/** The whole payload: the signed message and its signature. */
export function encodeSeal(data: SealData, keyId: string, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES) throw new RangeError('seal: signature length');
  return `${sealMessage(data, keyId)}${SEPARATOR}${toBase64Url(signature)}`;
}

/** The seal in `text`, or null for anything that is not exactly a well-formed seal. */
export function parseSeal(text: string): Seal | null {
  const parts = text.split(SEPARATOR);
  if (parts.length !== 8) return null;
  const [version, number, kind, validFrom, validUntil, holderInitials, keyId, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== SEAL_VERSION) return null;
  if (!isValidPermitNumber(number)) return null;
  if (findKind(kind)?.code !== kind) return null;
  if (!isValidIsoDate(validFrom)) return null;
  if (validUntil !== INDEFINITE && !(isValidIsoDate(validUntil) && validUntil >= validFrom)) return null;
  if (!INITIALS.test(holderInitials)) return null;
  if (!KEY_ID.test(keyId)) return null;
  if (fromBase64Url(signature)?.length !== SIGNATURE_BYTES) return null;
  return {
    number,
    kind,
    validFrom,
    validUntil: validUntil === INDEFINITE ? null : validUntil,
    holderInitials,
    keyId,
    signature,
  };
}

/** This environment has no WebCrypto SHA-512 (browsers give it only to secure pages: https or localhost). */
export class SealCheckUnavailable extends Error {
  constructor() {
    super('verifying a permit seal needs WebCrypto (crypto.subtle)');
    this.name = 'SealCheckUnavailable';
  }
}

/**
 * Checks a scanned or typed payload against the published keys. Throws only `SealCheckUnavailable`
 * where the environment cannot verify at all.
 */
export async function verifySeal(payload: string, keys: readonly SigningKeyDto[]): Promise<SealVerification> {
  const seal = parseSeal(payload);
  if (!seal) return { status: 'malformed' };
  const key = keys.find((k) => k.id === seal.keyId && k.algorithm === 'Ed25519');
  const publicKey = key ? fromBase64Url(key.publicKey) : null;
  if (!key || publicKey?.length !== PUBLIC_KEY_BYTES) return { status: 'unknownKey', seal };
  // Without WebCrypto (a page served over plain http) nothing can be verified: say so, never "forged".
  if (typeof globalThis.crypto?.subtle?.digest !== 'function') throw new SealCheckUnavailable();
  const message = new TextEncoder().encode(sealMessage(seal, seal.keyId));
  const signature = fromBase64Url(seal.signature)!;
  try {
    if (await verifyAsync(signature, message, publicKey)) return { status: 'valid', seal, key };
  } catch {
    // A public key that is not a curve point: as good as a wrong signature.
  }
  return { status: 'invalidSignature', seal };
}
