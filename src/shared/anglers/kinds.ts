/**
 * The anglers' permit kinds (L05, L06), apart from the purchase API's schemas (api-types.ts), so
 * that code on the start page can tell an angler kind without loading valibot and the schemas.
 */
import type { KindSegment } from '../permits/kind-list.ts';

export const ANGLER_KINDS = ['l05_1', 'l05_2', 'l06_1', 'l06_2'] as const satisfies readonly KindSegment[];
export type AnglerKind = (typeof ANGLER_KINDS)[number];

export function isAnglerKind(value: unknown): value is AnglerKind {
  return typeof value === 'string' && (ANGLER_KINDS as readonly string[]).includes(value);
}
