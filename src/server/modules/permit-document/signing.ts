/**
 * The key that signs permit seals (architecture §7; src/shared/permits/permit-seal.ts). An Ed25519
 * key pair is made on first use and kept in `signing_keys`, so that every node signs with the same
 * key (architecture §8); the public halves are published at /api/public/leidimai/raktai for offline
 * checks. Old keys stay in the table, inactive, so that permits printed before a rotation still
 * verify.
 *
 * Two nodes starting together may both find no key: each proposes the next id (`k1`, `k2`, …) with
 * `on conflict do nothing`, one insert wins, and both then read the winner.
 */
import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { SigningKeyDto } from '../../../shared/permits/api-types.ts';
import { findKind } from '../../../shared/permits/kind-list.ts';
import {
  encodeSeal,
  type SealData,
  sealInitials,
  sealMessage,
  toBase64Url,
} from '../../../shared/permits/permit-seal.ts';
import type { Db } from '../../db/index.ts';
import type { PermitRow } from '../../db/schema-permits.ts';
import { insertSigningKey, type KeyRow, signingKeyRows } from './repository.ts';

const ALGORITHM = 'Ed25519';
const RAW_PUBLIC_KEY_BYTES = 32;

export interface GeneratedKey {
  /** Raw 32-byte public key, base64url. */
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKeyPem: string;
}

/** The raw public key: an Ed25519 SPKI DER is a fixed 12-byte header followed by the 32 key bytes. */
export function rawPublicKey(key: KeyObject): Uint8Array {
  const der = key.export({ type: 'spki', format: 'der' });
  return new Uint8Array(der.subarray(der.length - RAW_PUBLIC_KEY_BYTES));
}

export function generateSigningKey(): GeneratedKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKey: toBase64Url(rawPublicKey(publicKey)),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** Ed25519 signature (64 bytes) of the UTF-8 text. */
export function signText(privateKey: KeyObject, text: string): Uint8Array {
  return new Uint8Array(sign(null, Buffer.from(text, 'utf8'), privateKey));
}

export interface ActiveKey {
  id: string;
  privateKey: KeyObject;
}

export interface PermitSigner {
  /** The key new seals are signed with; made on first use. */
  activeKey(): Promise<ActiveKey>;
  /** Every key that may have signed a seal, the active one first. */
  publicKeys(): Promise<SigningKeyDto[]>;
}

function nextId(rows: KeyRow[]): string {
  const highest = rows.reduce((max, row) => Math.max(max, Number(/^k(\d+)$/.exec(row.id)?.[1] ?? 0)), 0);
  return `k${highest + 1}`;
}

export function createPermitSigner(db: Db): PermitSigner {
  let cached: Promise<ActiveKey> | null = null;

  const allKeys = () => signingKeyRows(db);
  const activeOf = (rows: KeyRow[]) => rows.find((row) => row.active && row.algorithm === ALGORITHM);

  async function ensureActive(): Promise<KeyRow> {
    // Three rounds are plenty: each round either finds a key or inserts one that the next round reads.
    for (let round = 0; round < 3; round++) {
      const rows = await allKeys();
      const active = activeOf(rows);
      if (active) return active;
      const key = generateSigningKey();
      await insertSigningKey(db, { id: nextId(rows), algorithm: ALGORITHM, active: true, ...key });
    }
    const active = activeOf(await allKeys());
    if (!active) throw new Error('no active signing key could be stored');
    return active;
  }

  return {
    activeKey() {
      cached ??= ensureActive().then(
        (row) => ({ id: row.id, privateKey: createPrivateKey(row.privateKeyPem) }),
        (error: unknown) => {
          cached = null;
          throw error;
        },
      );
      return cached;
    },
    async publicKeys() {
      const active = await ensureActive();
      const rows = (await allKeys()).filter((row) => row.algorithm === ALGORITHM);
      return [active, ...rows.filter((row) => row.id !== active.id)].map((row) => ({
        id: row.id,
        algorithm: ALGORITHM,
        publicKey: row.publicKey,
        active: row.id === active.id,
      }));
    },
  };
}

export type SealedPermit = Pick<
  PermitRow,
  'number' | 'kind' | 'validFrom' | 'validUntil' | 'holderName' | 'holderKind'
>;

/** The QR payload of a permit, signed with the active key. */
export async function sealPermit(signer: PermitSigner, permit: SealedPermit): Promise<string> {
  const kind = findKind(permit.kind);
  if (!kind) throw new Error(`permit of unknown kind ${permit.kind}`);
  const data: SealData = {
    number: permit.number,
    kind: kind.code,
    validFrom: permit.validFrom,
    validUntil: permit.validUntil,
    holderInitials: sealInitials(permit.holderName, permit.holderKind),
  };
  const key = await signer.activeKey();
  return encodeSeal(data, key.id, signText(key.privateKey, sealMessage(data, key.id)));
}
