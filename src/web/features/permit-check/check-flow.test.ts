import { getPublicKeyAsync, signAsync } from '@noble/ed25519';
import type { PermitCheckResult, SigningKeyDto } from '../../../shared/permits/api-types.ts';
import { makePermitNumber } from '../../../shared/permits/permit-number.ts';
import {
  encodeSeal,
  parseSeal,
  type SealData,
  sealMessage,
  toBase64Url,
} from '../../../shared/permits/permit-seal.ts';
import { ApiError } from '../../platform/api.ts';
import { type CheckDeps, runCheck } from './check-flow.ts';

const SECRET = new Uint8Array(32).fill(7);
const DATA: SealData = {
  number: makePermitNumber(13, 2026, 42),
  kind: 'L13',
  validFrom: '2026-03-01',
  validUntil: null,
  holderInitials: 'UAB B. A.',
};
const FOUND: PermitCheckResult = {
  found: true,
  number: DATA.number,
  kind: 'l13',
  state: 'GALIOJANTIS',
  valid: true,
  validFrom: '2026-03-01',
  validUntil: null,
  holderInitials: 'UAB B. A.',
};

let key: SigningKeyDto;
let payload: string;
beforeAll(async () => {
  key = {
    id: 'k1',
    algorithm: 'Ed25519',
    publicKey: toBase64Url(await getPublicKeyAsync(SECRET)),
    active: true,
  };
  const signature = await signAsync(new TextEncoder().encode(sealMessage(DATA, 'k1')), SECRET);
  payload = encodeSeal(DATA, 'k1', signature);
});

const sealInput = () => ({ type: 'seal' as const, payload, seal: parseSeal(payload)! });

function deps(overrides: Partial<CheckDeps> = {}): CheckDeps {
  return {
    isOnline: () => true,
    storedKeys: () => null,
    fetchKeys: async () => [key],
    lookup: async () => FOUND,
    ...overrides,
  };
}

describe('runCheck', () => {
  it('online: verifies the signature with fresh keys and adds the registry state', async () => {
    const outcome = await runCheck(sealInput(), deps());
    expect(outcome).toMatchObject({ number: DATA.number, signature: 'valid', differs: false });
    expect(outcome.registry).toEqual({ status: 'found', result: FOUND });
  });

  it('offline: verifies with the stored keys and says the registry was not asked', async () => {
    const lookup = vi.fn();
    const fetchKeys = vi.fn();
    const outcome = await runCheck(
      sealInput(),
      deps({ isOnline: () => false, storedKeys: () => [key], lookup, fetchKeys }),
    );
    expect(outcome.signature).toBe('valid');
    expect(outcome.registry).toEqual({ status: 'offline' });
    expect(lookup).not.toHaveBeenCalled();
    expect(fetchKeys).not.toHaveBeenCalled();
  });

  it('offline with no keys ever downloaded cannot verify', async () => {
    const outcome = await runCheck(sealInput(), deps({ isOnline: () => false }));
    expect(outcome.signature).toBe('noKeys');
  });

  it('falls back to stored keys when the network fails halfway', async () => {
    const network = new ApiError('network', { status: -1 });
    const outcome = await runCheck(
      sealInput(),
      deps({
        storedKeys: () => [key],
        fetchKeys: () => Promise.reject(network),
        lookup: () => Promise.reject(network),
      }),
    );
    expect(outcome.signature).toBe('valid');
    expect(outcome.registry).toEqual({ status: 'offline' });
  });

  it('reports a forged seal, an unknown key and other registry failures', async () => {
    const forged = payload.replace('UAB B. A.', 'UAB X. A.');
    const outcome = await runCheck({ type: 'seal', payload: forged, seal: parseSeal(forged)! }, deps());
    expect(outcome.signature).toBe('invalidSignature');
    const unknown = await runCheck(sealInput(), deps({ fetchKeys: async () => [{ ...key, id: 'k2' }] }));
    expect(unknown.signature).toBe('unknownKey');
    const limited = await runCheck(
      sealInput(),
      deps({ lookup: () => Promise.reject(new ApiError('Too many attempts', { status: 429 })) }),
    );
    expect(limited.registry).toEqual({ status: 'error', message: 'Too many attempts' });
  });

  it('tells a browser that cannot verify from a forged seal', async () => {
    vi.stubGlobal('crypto', {});
    try {
      expect((await runCheck(sealInput(), deps())).signature).toBe('unsupported');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('checks only the registry for a bare number', async () => {
    const fetchKeys = vi.fn();
    const outcome = await runCheck({ type: 'number', number: DATA.number }, deps({ fetchKeys }));
    expect(outcome).toMatchObject({ signature: 'notChecked', seal: null, differs: false });
    expect(fetchKeys).not.toHaveBeenCalled();
    const missing = await runCheck(
      { type: 'number', number: DATA.number },
      deps({ lookup: async () => ({ found: false }) }),
    );
    expect(missing.registry).toEqual({ status: 'notFound' });
  });

  it('notices when the registry has other dates than the printed seal', async () => {
    const extended = { ...FOUND, validUntil: '2030-12-31' };
    const outcome = await runCheck(sealInput(), deps({ lookup: async () => extended }));
    expect(outcome.differs).toBe(true);
  });
});
