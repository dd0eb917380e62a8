/**
 * One permit check (issue 4 §9): the seal's signature against the published keys, which works
 * offline, and, when there is a network, the registry's current state of the permit. The two run
 * side by side; either may be missing and the page says which.
 */
import type { PermitCheckResult, SigningKeyDto } from '../../../shared/permits/api-types.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import { type Seal, SealCheckUnavailable, verifySeal } from '../../../shared/permits/permit-seal.ts';
import { isApiError } from '../../platform/api.ts';

export type SignatureStatus =
  | 'valid'
  | 'invalidSignature'
  /** Signed with a key this device does not have (and could not fetch). */
  | 'unknownKey'
  /** No keys were ever downloaded to this device and there is no network. */
  | 'noKeys'
  /** Only a number was given: nothing to verify. */
  | 'notChecked'
  /** This browser cannot verify signatures (no WebCrypto: the page is not served over https). */
  | 'unsupported';

export type RegistryStatus =
  | { status: 'found'; result: PermitCheckResult }
  | { status: 'notFound' }
  | { status: 'offline' }
  | { status: 'error'; message: string };

export interface CheckOutcome {
  number: string;
  seal: Seal | null;
  signature: SignatureStatus;
  registry: RegistryStatus;
  /** The registry knows the permit with another kind or other dates than the seal says (changed since printing). */
  differs: boolean;
}

export interface CheckDeps {
  isOnline(): boolean;
  storedKeys(): readonly SigningKeyDto[] | null;
  /** Downloads the published keys (and keeps them for offline use). */
  fetchKeys(): Promise<readonly SigningKeyDto[]>;
  lookup(number: string): Promise<PermitCheckResult>;
}

async function signatureOf(payload: string, deps: CheckDeps): Promise<SignatureStatus> {
  let keys = deps.storedKeys();
  if (deps.isOnline()) {
    try {
      keys = await deps.fetchKeys();
    } catch {
      // The stored keys still check the seal; the page tells about the registry separately.
    }
  }
  if (!keys || keys.length === 0) return 'noKeys';
  try {
    const verification = await verifySeal(payload, keys);
    return verification.status === 'malformed' ? 'invalidSignature' : verification.status;
  } catch (error) {
    if (error instanceof SealCheckUnavailable) return 'unsupported';
    throw error;
  }
}

async function registryOf(number: string, deps: CheckDeps): Promise<RegistryStatus> {
  if (!deps.isOnline()) return { status: 'offline' };
  try {
    const result = await deps.lookup(number);
    return result.found ? { status: 'found', result } : { status: 'notFound' };
  } catch (error) {
    if (isApiError(error) && error.status === -1) return { status: 'offline' };
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export async function runCheck(
  input: { type: 'seal'; payload: string; seal: Seal } | { type: 'number'; number: string },
  deps: CheckDeps,
): Promise<CheckOutcome> {
  const seal = input.type === 'seal' ? input.seal : null;
  const number = input.type === 'seal' ? input.seal.number : input.number;
  const [signature, registry] = await Promise.all([
    input.type === 'seal' ? signatureOf(input.payload, deps) : Promise.resolve<SignatureStatus>('notChecked'),
    registryOf(number, deps),
  ]);
  const result = registry.status === 'found' ? registry.result : null;
  const differs =
    seal !== null &&
    result !== null &&
    (findKind(seal.kind)?.segment !== result.kind ||
      seal.validFrom !== result.validFrom ||
      seal.validUntil !== (result.validUntil ?? null));
  return { number, seal, signature, registry, differs };
}
