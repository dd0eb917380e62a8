import { getPublicKeyAsync, signAsync } from '@noble/ed25519';
import type { SigningKeyDto } from './api-types.ts';
import { makePermitNumber } from './permit-number.ts';
import {
  asciiFold,
  encodeSeal,
  fromBase64Url,
  holderInitials,
  parseSeal,
  SealCheckUnavailable,
  type SealData,
  sealInitials,
  sealMessage,
  toBase64Url,
  verifySeal,
} from './permit-seal.ts';

const secret = (fill: number) => new Uint8Array(32).fill(fill);

async function keyOf(id: string, secretKey: Uint8Array): Promise<SigningKeyDto> {
  return {
    id,
    algorithm: 'Ed25519',
    publicKey: toBase64Url(await getPublicKeyAsync(secretKey)),
    active: true,
  };
}

async function sealOf(data: SealData, keyId: string, secretKey: Uint8Array) {
  const signature = await signAsync(new TextEncoder().encode(sealMessage(data, keyId)), secretKey);
  return encodeSeal(data, keyId, signature);
}

const NUMBER = makePermitNumber(13, 2026, 42);
const DATA: SealData = {
  number: NUMBER,
  kind: 'L13',
  validFrom: '2026-03-01',
  validUntil: null,
  holderInitials: 'UAB B. A.',
};

describe('base64url', () => {
  it('round-trips every length and refuses non-canonical text', () => {
    for (let n = 0; n < 70; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(toBase64Url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
    expect(fromBase64Url('-_9')).toBeNull(); // leftover bits set
    expect(fromBase64Url('abcde')).toBeNull(); // impossible length
    expect(fromBase64Url('ab+/')).toBeNull(); // plain base64 alphabet
    expect(fromBase64Url('ab==')).toBeNull(); // padding
  });
});

describe('holder initials', () => {
  it('keeps only initials, with diacritics, and a company legal form', () => {
    expect(holderInitials('Jonas Jonaitis', 'person')).toBe('J. J.');
    expect(holderInitials('Ona Žemaitė-Bendoriūtė', 'person')).toBe('O. Ž.-B.');
    expect(holderInitials('  šarūnas   čepas ', 'person')).toBe('Š. Č.');
    expect(holderInitials('UAB „Baltijos atliekos“', 'company')).toBe('UAB B. A.');
    expect(holderInitials('VšĮ „Žalia giria“', 'company')).toBe('VšĮ Ž. G.');
  });

  it('writes seal initials in ASCII', () => {
    expect(asciiFold('ĄČĘĖĮŠŲŪŽ ąčęėįšųūž')).toBe('ACEEISUUZ aceeisuuz');
    expect(sealInitials('Ona Žemaitė-Bendoriūtė', 'person')).toBe('O. Z.-B.');
    expect(sealInitials('VšĮ „Žalia giria“', 'company')).toBe('VsI Z. G.');
    expect(sealInitials('„“', 'company')).toBe('X');
  });
});

describe('seal', () => {
  it('encodes, parses and verifies', async () => {
    const key = await keyOf('k1', secret(1));
    const payload = await sealOf(DATA, 'k1', secret(1));
    expect(payload.startsWith(`AL1|${NUMBER}|L13|2026-03-01|-|UAB B. A.|k1|`)).toBe(true);
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    expect(parseSeal(payload)).toEqual({ ...DATA, keyId: 'k1', signature: payload.split('|')[7] });
    const result = await verifySeal(payload, [key]);
    expect(result.status).toBe('valid');
    if (result.status === 'valid') expect(result.seal.number).toBe(NUMBER);
  });

  it('carries an end date and sub-kind codes', async () => {
    const data = { ...DATA, kind: 'L05.1', number: makePermitNumber(5, 2026, 7), validUntil: '2026-03-14' };
    const payload = await sealOf(data, 'k2', secret(2));
    expect(parseSeal(payload)).toMatchObject({ kind: 'L05.1', validUntil: '2026-03-14' });
    expect((await verifySeal(payload, [await keyOf('k2', secret(2))])).status).toBe('valid');
  });

  it('refuses a changed number, date or initials', async () => {
    const key = await keyOf('k1', secret(1));
    const payload = await sealOf(DATA, 'k1', secret(1));
    const otherNumber = makePermitNumber(13, 2026, 43);
    const tampered = [
      payload.replace(NUMBER, otherNumber),
      payload.replace('2026-03-01', '2026-02-01'),
      payload.replace('|-|', '|2030-01-01|'),
      payload.replace('UAB B. A.', 'UAB B. B.'),
    ];
    for (const text of tampered) {
      expect(parseSeal(text)).not.toBeNull();
      expect((await verifySeal(text, [key])).status).toBe('invalidSignature');
    }
  });

  it('refuses a signature by another key and a key it does not know', async () => {
    const payload = await sealOf(DATA, 'k1', secret(1));
    // Same id, other key: what a forger who copied the format would get.
    expect((await verifySeal(payload, [await keyOf('k1', secret(9))])).status).toBe('invalidSignature');
    expect((await verifySeal(payload, [await keyOf('k2', secret(1))])).status).toBe('unknownKey');
    expect((await verifySeal(payload, [])).status).toBe('unknownKey');
    const broken: SigningKeyDto = { id: 'k1', algorithm: 'Ed25519', publicKey: 'AAAA', active: true };
    expect((await verifySeal(payload, [broken])).status).toBe('unknownKey');
  });

  it('finds the right key among several', async () => {
    const payload = await sealOf(DATA, 'k2', secret(2));
    const keys = [await keyOf('k1', secret(1)), await keyOf('k2', secret(2))];
    expect((await verifySeal(payload, keys)).status).toBe('valid');
  });

  it('refuses anything malformed', async () => {
    const key = await keyOf('k1', secret(1));
    const payload = await sealOf(DATA, 'k1', secret(1));
    const signature = payload.split('|')[7]!;
    const malformed = [
      '',
      'garbage',
      NUMBER,
      `${payload}|`,
      `${payload} `,
      ` ${payload}`,
      payload.replace('AL1', 'AL2'),
      payload.replace(NUMBER, `${NUMBER.slice(0, 10)}${(Number(NUMBER[10]) + 1) % 10}`), // check digit
      payload.replace('|L13|', '|l13|'),
      payload.replace('|L13|', '|L99|'),
      payload.replace('2026-03-01', '2026-02-30'),
      payload.replace('|-|', '|2026-02-28|'), // ends before it starts
      payload.replace('UAB B. A.', 'UAB B. Ą.'),
      payload.replace('UAB B. A.', ''),
      payload.replace('|k1|', '||'),
      payload.replace(signature, signature.slice(1)),
      payload.replace(signature, `${signature.slice(0, 85)}+`),
      '|||||||',
      'AL1|||||||',
    ];
    for (const text of malformed) {
      expect(parseSeal(text), text).toBeNull();
      expect((await verifySeal(text, [key])).status).toBe('malformed');
    }
  });

  it('says so, rather than "forged", where WebCrypto is missing (plain http pages)', async () => {
    const key = await keyOf('k1', secret(1));
    const payload = await sealOf(DATA, 'k1', secret(1));
    vi.stubGlobal('crypto', {});
    try {
      await expect(verifySeal(payload, [key])).rejects.toBeInstanceOf(SealCheckUnavailable);
    } finally {
      vi.unstubAllGlobals();
    }
    expect((await verifySeal(payload, [key])).status).toBe('valid');
  });

  it('will not encode what it could not parse back', () => {
    expect(() => sealMessage({ ...DATA, holderInitials: 'Ž. Š.' }, 'k1')).toThrow(RangeError);
    expect(() => sealMessage({ ...DATA, number: '13260000001' }, 'k1')).toThrow(RangeError);
    expect(() => sealMessage(DATA, 'k|1')).toThrow(RangeError);
    expect(() => encodeSeal(DATA, 'k1', new Uint8Array(10))).toThrow(RangeError);
  });
});
