/**
 * The registry: the only list of permit kinds (architecture §3). `kind-list.ts` names the 22 kinds
 * of spec §1 (code, route segment, category, titles); each kind's folder under `kinds/` defines its
 * forms, documents, filers, application types, price and permit lifecycle. Adding a kind means
 * adding its folder and its line here; `registry.test.ts` checks every definition is whole.
 */
import type { KindDefinition } from './engine/definition.ts';
import { findKind, KIND_SEGMENTS, type KindSegment, type PermitKind } from './kind-list.ts';
import { l13 } from './kinds/l13/index.ts';

// kinds:pollution
// kinds:resources
// kinds:fishing
// kinds:other

const DEFINITIONS: readonly KindDefinition[] = [
  l13,
  // definitions:pollution
  // definitions:resources
  // definitions:fishing
  // definitions:other
];

export type RegisteredKind = PermitKind & { definition: KindDefinition };

const BY_SEGMENT = new Map<KindSegment, RegisteredKind>();
for (const definition of DEFINITIONS) {
  const kind = findKind(definition.segment);
  if (!kind) throw new Error(`unknown kind ${definition.segment}`);
  if (BY_SEGMENT.has(kind.segment)) throw new Error(`kind ${kind.segment} defined twice`);
  BY_SEGMENT.set(kind.segment, { ...kind, definition });
}

/** Every registered kind in the order of spec §1. */
export const REGISTERED_KINDS: readonly RegisteredKind[] = KIND_SEGMENTS.flatMap((segment) => {
  const kind = BY_SEGMENT.get(segment);
  return kind ? [kind] : [];
});

/** The kind by route segment, code or stored id (`l13`, `L13`, `L05.1`, `L05_1`). */
export function registeredKind(value: string | undefined | null): RegisteredKind | undefined {
  const kind = findKind(value);
  return kind ? BY_SEGMENT.get(kind.segment) : undefined;
}

export function definitionOf(segment: string): KindDefinition | undefined {
  return registeredKind(segment)?.definition;
}
