/**
 * Proof of holding an angler's permit without a login (issue 15 item 3; ADR 0015), one rule for
 * every form that acts on a permit by its number: the download form, adding a ticket to this
 * device's wallet, the catch report.
 *
 * Proven is either
 * - the number, the holder's first and last name (case and diacritics do not matter) and the
 *   permit's security code (security-codes.ts), or
 * - a session of the angler (the card's angler key is their person code) or of the person who
 *   bought it, who was given the code with the ticket anyway. A code given with a session must
 *   still be right: a device keeps what a form was told is right.
 * Until then every refusal is the same: the caller answers one status and one body whatever was
 * wrong, and every part is computed even when an earlier one has failed.
 *
 * Failed proofs from any of those forms count in one bucket per client address, with the download
 * form's limit (HOLDER_PROOF_FAILURES_PER_MINUTE). A try first takes a place in the bucket (429 when
 * it is full), and a proven try gives it back: so guesses sent all at once cannot outrun the count,
 * and a phone's outbox sending twenty right reports in a row never fills it.
 */
import type { FastifyRequest } from 'fastify';
import { sameName } from '../../../shared/anglers/angler-key.ts';
import type { SecurityCodes } from '../../core/security-codes.ts';
import type { Db } from '../../db/index.ts';
import type { PermitRow } from '../../db/schema-permits.ts';
import { hit, limitParameters, type RateLimitRule, refuseOverLimit } from '../../plugins/rate-limit.ts';
import { giveBackPlace } from './repository.ts';

/** The download form's limit (ADR 0009), shared by every way of proving a holder. */
export const HOLDER_PROOF_FAILURES_PER_MINUTE = 10;
export const HOLDER_PROOF_BUCKET = 'angler-holder-proof';

/** What a form says about the permit and its holder. */
export interface HolderClaim {
  firstName: string;
  lastName: string;
  /** As typed; empty when the form left it out (a logged-in holder needs none). */
  securityCode: string;
}

/** The permit found by the number (null: none), and its angler_permits row when it has one. */
export interface ClaimedPermit {
  permit: Pick<PermitRow, 'id' | 'data' | 'holderKind' | 'holderCode'> | null;
  card: { anglerKey: string; buyerCode: string | null } | null;
}

/** Whether the person logged in is the angler, or bought the ticket. */
export function sessionHolds(found: ClaimedPermit, userCode: string | null): boolean {
  if (userCode === null || !found.permit) return false;
  if (found.card) return found.card.anglerKey === userCode || found.card.buyerCode === userCode;
  return found.permit.holderKind === 'person' && found.permit.holderCode === userCode;
}

export function createHolderProof(deps: { db: Db; codes: SecurityCodes; maxFailuresPerMinute?: number }) {
  const { db, codes } = deps;
  const rule: RateLimitRule = {
    bucket: HOLDER_PROOF_BUCKET,
    max: deps.maxFailuresPerMinute ?? HOLDER_PROOF_FAILURES_PER_MINUTE,
    windowMs: 60_000,
  };

  /** Takes a place for one try; 429 with Retry-After when the address has no place left this minute. */
  async function take(request: FastifyRequest) {
    const [key, seconds] = limitParameters(rule, request);
    const { count, resetAt } = await hit(db, key, seconds * 1000);
    const windowStart = new Date(resetAt.getTime() - rule.windowMs);
    refuseOverLimit(rule, count, windowStart);
    return { key, windowStart };
  }

  return {
    /**
     * Runs one try: takes its place in the address's bucket, finds the permit (`find`), and judges
     * the claim. A proven try gives its place back and answers what `find` found; any other answers
     * null, for the caller's one refusal.
     */
    async attempt<T extends ClaimedPermit>(
      request: FastifyRequest,
      claim: HolderClaim,
      find: () => Promise<T>,
    ): Promise<T | null> {
      const place = await take(request);
      const found = await find();
      const data = (found.permit?.data ?? {}) as { firstName?: unknown; lastName?: unknown };
      // Every part, whatever the others say (no short cut tells which one failed).
      const first = typeof data.firstName === 'string' && sameName(data.firstName, claim.firstName);
      const last = typeof data.lastName === 'string' && sameName(data.lastName, claim.lastName);
      const code = await codes.matches(found.permit?.id ?? null, claim.securityCode);
      const bySession = sessionHolds(found, request.session?.data.userCode ?? null);
      // A code given is always checked, with a session too: what a form was told is right, its
      // device may keep (the wallet keeps a code that a report proved).
      const given = claim.securityCode !== '';
      const proven = found.permit !== null && (given ? code && ((first && last) || bySession) : bySession);
      if (!proven) return null;
      await giveBackPlace(db, place.key, place.windowStart);
      return found;
    },
  };
}

export type HolderProof = ReturnType<typeof createHolderProof>;
