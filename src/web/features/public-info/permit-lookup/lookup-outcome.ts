/**
 * What the lookup tells the person (spec §8, house style §12: what happened and what to do): the
 * permit's standing today, not found, or why there is no answer — too many lookups from this
 * connection (the server's limit against guessing, 429), no network, the server's own message about
 * the number (400), or any other fault. Pure.
 */
import type { AnglerPermitLookup } from '../../../../shared/anglers/catch-reports.ts';
import { isPermitValid, type PermitState } from '../../../../shared/permits/engine/lifecycle.ts';
import { isApiError } from '../../../platform/api.ts';

export type LookupProblem =
  | { type: 'tooMany' }
  | { type: 'offline' }
  /** The server's words about the number: shown at the field. */
  | { type: 'field'; text: string }
  | { type: 'failed'; text: string };

export function lookupProblem(error: unknown): LookupProblem {
  if (!isApiError(error)) return { type: 'failed', text: '' };
  if (error.status === 429) return { type: 'tooMany' };
  if (error.status === -1) return { type: 'offline' };
  if (error.status === 400) {
    const about = error.fieldErrors.find((e) => e.field === 'numeris' || e.field === 'number');
    if (about?.message) return { type: 'field', text: about.message };
  }
  return { type: 'failed', text: error.message };
}

export type Standing =
  | { type: 'valid' }
  /** In force, but its first day is still to come. */
  | { type: 'notYet'; validFrom: string }
  /** In force by state, but its last day has passed (the state catches up overnight). */
  | { type: 'expired'; validUntil: string }
  /** Not in force: ended (by its dates or a catch report), suspended, annulled… */
  | { type: 'state'; state: PermitState };

type Found = Extract<AnglerPermitLookup, { found: true }>;

/** Why a found permit is valid or not today (`today` yyyy-MM-dd, Lithuanian time). */
export function standingOf(permit: Found, today: string): Standing {
  if (permit.valid) return { type: 'valid' };
  if (!isPermitValid(permit.state)) return { type: 'state', state: permit.state };
  if (today < permit.validFrom) return { type: 'notYet', validFrom: permit.validFrom };
  if (today > permit.validUntil) return { type: 'expired', validUntil: permit.validUntil };
  return { type: 'state', state: permit.state };
}
