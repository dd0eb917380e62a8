import { getPublicKeyAsync, signAsync } from '@noble/ed25519';
import type { SigningKeyDto } from '../../../../shared/permits/api-types.ts';
import { makePermitNumber } from '../../../../shared/permits/permit-number.ts';
import {
  encodeSeal,
  type SealData,
  sealMessage,
  toBase64Url,
} from '../../../../shared/permits/permit-seal.ts';
import { checkSealOffline } from './seal-check.ts';

const SECRET = new Uint8Array(32).fill(9);
const OTHER = new Uint8Array(32).fill(3);
const DATA: SealData = {
  number: makePermitNumber(5, 2026, 17),
  kind: 'L05.1',
  validFrom: '2026-11-21',
  validUntil: '2026-11-21',
  holderInitials: 'J. J.',
};

async function keyOf(secret: Uint8Array, id: string): Promise<SigningKeyDto> {
  return { id, algorithm: 'Ed25519', publicKey: toBase64Url(await getPublicKeyAsync(secret)), active: true };
}

async function sealed(data: SealData, secret = SECRET, keyId = 'k1') {
  return encodeSeal(data, keyId, await signAsync(new TextEncoder().encode(sealMessage(data, keyId)), secret));
}

describe('offline seal check', () => {
  it('says valid for a ticket signed with a kept key, and what the seal vouches for', async () => {
    const result = await checkSealOffline(await sealed(DATA), [await keyOf(SECRET, 'k1')]);
    expect(result.status).toBe('valid');
    expect(result.seal).toMatchObject({
      number: DATA.number,
      validFrom: '2026-11-21',
      holderInitials: 'J. J.',
    });
  });

  it('catches a changed date, a foreign signature, an unknown key and a missing key list', async () => {
    const payload = await sealed(DATA);
    const keys = [await keyOf(SECRET, 'k1')];
    const changed = payload.replace('|2026-11-21|2026-11-21|', '|2026-11-21|2026-12-21|');
    expect((await checkSealOffline(changed, keys)).status).toBe('invalidSignature');
    expect((await checkSealOffline(await sealed(DATA, OTHER), keys)).status).toBe('invalidSignature');
    expect((await checkSealOffline(await sealed(DATA, SECRET, 'k2'), keys)).status).toBe('unknownKey');
    expect((await checkSealOffline(payload, null)).status).toBe('noKeys');
    expect((await checkSealOffline(payload, [])).status).toBe('noKeys');
    expect(await checkSealOffline('not a seal', keys)).toEqual({ status: 'malformed', seal: null });
  });
});
