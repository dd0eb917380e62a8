/**
 * When to try a report again: exponential backoff with jitter, capped (so a phone that has been
 * offline all day still tries every few minutes, and a thousand phones coming back at once after
 * an outage do not knock together at the same second).
 *
 * The delay before attempt n+1 is drawn from [d/2, d], d = min(cap, base · 2^(n−1)): never
 * immediately, never all at once. A server that is still processing the same report (409) is asked
 * again soon, with the base delay.
 */
import type { AttemptProblem } from './types.ts';

export interface BackoffOptions {
  /** The first retry's delay, ms. */
  baseMs: number;
  /** The longest delay, ms. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 5_000, capMs: 5 * 60_000 };

export function retryDelay(
  attempts: number,
  problem: AttemptProblem,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const exponent = problem === 'inFlight' ? 0 : Math.max(0, attempts - 1);
  // 2^30 is beyond any cap: no overflow to Infinity for a report tried a thousand times.
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(exponent, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
