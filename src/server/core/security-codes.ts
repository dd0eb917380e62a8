/**
 * Angler permits' security codes (issue 15 item 3; ADR 0015; the shape in
 * src/shared/anglers/security-code.ts): HMAC-SHA256 of the permit's id under one key kept in the
 * database (`angler_code_keys`), written in the code's alphabet. Derived, not stored:
 * - every permit has one, those issued before codes existed too, with nothing to migrate;
 * - it is printed again the same on every PDF, in every e-mail and wallet;
 * - the key lives beside the permits, so every node derives the same codes and a backup restores
 *   them together (a key per node, or in a file, would make a code right on one node and wrong on
 *   the next).
 *
 * This is the one place the code is made: the PDF, the wallet's tickets, the purchase's e-mail and
 * — when it comes — the SMS all ask `codeOf`. Two nodes starting together may both find no key:
 * each proposes one with `on conflict do nothing`, and both then read the one stored.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  isSecurityCodeShape,
  normalizeSecurityCode,
  securityCodeFromBytes,
} from '../../shared/anglers/security-code.ts';
import type { Db } from '../db/index.ts';
import { anglerCodeKeys } from '../db/schema-anglers.ts';

/** The key's row: one key for the life of the service (changing it would change every printed code). */
const KEY_ID = 'v1';
/** Checked against when no permit was found, so that a miss costs what a hit costs. */
const NO_PERMIT = '00000000-0000-0000-0000-000000000000';

export interface SecurityCodes {
  /** The permit's code (8 characters, unformatted). */
  codeOf(permitId: string): Promise<string>;
  /**
   * Whether `typed` is the permit's code (as people type it: any case, spaces, hyphens). Computed in
   * full for a missing permit (null) and a code of the wrong shape too, and compared in constant
   * time, so the answer's time says nothing about which part was wrong.
   */
  matches(permitId: string | null, typed: string): Promise<boolean>;
}

export function createSecurityCodes(db: Db): SecurityCodes {
  let key: Promise<Buffer> | null = null;

  async function loadKey(): Promise<Buffer> {
    const read = async () =>
      (await db.select().from(anglerCodeKeys).where(eq(anglerCodeKeys.id, KEY_ID)).limit(1))[0];
    const found = await read();
    if (found) return Buffer.from(found.secret, 'base64url');
    await db
      .insert(anglerCodeKeys)
      .values({ id: KEY_ID, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error('the security code key could not be stored');
    return Buffer.from(stored.secret, 'base64url');
  }

  function theKey(): Promise<Buffer> {
    key ??= loadKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  }

  async function codeOf(permitId: string): Promise<string> {
    const mac = createHmac('sha256', await theKey())
      .update(`angler-security-code|${permitId}`)
      .digest();
    return securityCodeFromBytes(mac);
  }

  return {
    codeOf,
    async matches(permitId, typed) {
      const expected = Buffer.from(await codeOf(permitId ?? NO_PERMIT));
      const normalized = normalizeSecurityCode(typed);
      const given = Buffer.from(isSecurityCodeShape(normalized) ? normalized : '-'.repeat(expected.length));
      return timingSafeEqual(expected, given) && permitId !== null && isSecurityCodeShape(normalized);
    },
  };
}
