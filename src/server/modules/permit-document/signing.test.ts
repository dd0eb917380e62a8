import { createPrivateKey, createPublicKey } from 'node:crypto';
import { getPublicKeyAsync } from '@noble/ed25519';
import { makePermitNumber } from '../../../shared/permits/permit-number.ts';
import {
  encodeSeal,
  parseSeal,
  sealMessage,
  toBase64Url,
  verifySeal,
} from '../../../shared/permits/permit-seal.ts';
import { generateSigningKey, type PermitSigner, rawPublicKey, sealPermit, signText } from './signing.ts';

/** A signer over one fixed key, as the database-backed one behaves once its key exists. */
function fixedSigner(id: string, key = generateSigningKey()): PermitSigner {
  return {
    activeKey: async () => ({ id, privateKey: createPrivateKey(key.privateKeyPem) }),
    publicKeys: async () => [{ id, algorithm: 'Ed25519', publicKey: key.publicKey, active: true }],
  };
}

describe('signing keys', () => {
  it('publishes the raw 32-byte public key of the private key', async () => {
    const key = generateSigningKey();
    const privateKey = createPrivateKey(key.privateKeyPem);
    expect(privateKey.asymmetricKeyType).toBe('ed25519');
    // PKCS#8 of Ed25519 ends with the 32-byte seed; noble derives the public key from it independently.
    const der = privateKey.export({ type: 'pkcs8', format: 'der' });
    const seed = new Uint8Array(der.subarray(der.length - 32));
    expect(toBase64Url(await getPublicKeyAsync(seed))).toBe(key.publicKey);
    expect(toBase64Url(rawPublicKey(createPublicKey(privateKey)))).toBe(key.publicKey);
  });

  it('signs with node:crypto what noble verifies in the browser', async () => {
    const signer = fixedSigner('k1');
    const { privateKey } = await signer.activeKey();
    const data = {
      number: makePermitNumber(13, 2026, 1),
      kind: 'L13',
      validFrom: '2026-01-05',
      validUntil: null,
      holderInitials: 'J. J.',
    };
    const signature = signText(privateKey, sealMessage(data, 'k1'));
    expect(signature).toHaveLength(64);
    const verified = await verifySeal(encodeSeal(data, 'k1', signature), await signer.publicKeys());
    expect(verified.status).toBe('valid');
    // Ed25519 is deterministic: the same text gives the same signature, so the same PDF.
    expect(signText(privateKey, sealMessage(data, 'k1'))).toEqual(signature);
  });

  it('seals a permit row so that the published key verifies it', async () => {
    const signer = fixedSigner('k7');
    const number = makePermitNumber(5, 2026, 123);
    const payload = await sealPermit(signer, {
      number,
      kind: 'l05_1',
      validFrom: '2026-06-01',
      validUntil: '2026-06-14',
      holderName: 'Žydrūnas Šulcas',
      holderKind: 'person',
    });
    expect(parseSeal(payload)).toMatchObject({
      number,
      kind: 'L05.1',
      validUntil: '2026-06-14',
      holderInitials: 'Z. S.',
      keyId: 'k7',
    });
    const keys = await signer.publicKeys();
    expect((await verifySeal(payload, keys)).status).toBe('valid');
    expect((await verifySeal(payload, await fixedSigner('k7').publicKeys())).status).toBe('invalidSignature');
  });
});
