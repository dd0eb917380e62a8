/**
 * Checks a permit's QR seal on this device with the kept public keys (architecture §7), with no
 * network: what the wallet's "check this ticket" shows an angler or an inspector. The permit check
 * page (`/leidimo-tikrinimas`) adds the registry's current state when online; this is its offline half.
 */
import type { SigningKeyDto } from '../../../../shared/permits/api-types.ts';
import {
  parseSeal,
  type Seal,
  SealCheckUnavailable,
  verifySeal,
} from '../../../../shared/permits/permit-seal.ts';

export type OfflineSealStatus =
  | 'valid'
  /** Changed after signing, or signed by someone else. */
  | 'invalidSignature'
  /** Not a permit seal at all. */
  | 'malformed'
  /** Signed with a key this device has not kept (refresh the keys online). */
  | 'unknownKey'
  /** No keys were ever kept on this device. */
  | 'noKeys'
  /** No WebCrypto here (a page not served over https). */
  | 'unsupported';

export interface OfflineSealCheck {
  status: OfflineSealStatus;
  /** What the seal says, when it could be read. */
  seal: Seal | null;
}

export async function checkSealOffline(
  payload: string,
  keys: readonly SigningKeyDto[] | null,
): Promise<OfflineSealCheck> {
  const seal = parseSeal(payload);
  if (!seal) return { status: 'malformed', seal: null };
  if (!keys || keys.length === 0) return { status: 'noKeys', seal };
  try {
    const verification = await verifySeal(payload, keys);
    return { status: verification.status === 'malformed' ? 'malformed' : verification.status, seal };
  } catch (error) {
    if (error instanceof SealCheckUnavailable) return { status: 'unsupported', seal };
    throw error;
  }
}
