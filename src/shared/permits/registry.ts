/**
 * The registry: the only list of permit kinds (architecture §3). `kind-list.ts` names the 22 kinds
 * of spec §1 (code, route segment, category, titles); each kind's folder under `kinds/` defines its
 * forms, documents, filers, application types, price and permit lifecycle. Adding a kind means
 * adding its folder and its line here; `registry.test.ts` checks every definition is whole.
 */
import type { KindDefinition } from './engine/definition.ts';
import { findKind, KIND_SEGMENTS, type KindSegment, type PermitKind } from './kind-list.ts';
import { l01 } from './kinds/l01/index.ts';
import { l02 } from './kinds/l02/index.ts';
import { l03 } from './kinds/l03/index.ts';
import { l04 } from './kinds/l04/index.ts';
import { l05_1 } from './kinds/l05_1/index.ts';
import { l05_2 } from './kinds/l05_2/index.ts';
import { l06_1 } from './kinds/l06_1/index.ts';
import { l06_2 } from './kinds/l06_2/index.ts';
import { l07 } from './kinds/l07/index.ts';
import { l08_1 } from './kinds/l08_1/index.ts';
import { l08_2 } from './kinds/l08_2/index.ts';
import { l08_3 } from './kinds/l08_3/index.ts';
import { l09 } from './kinds/l09/index.ts';
import { l10 } from './kinds/l10/index.ts';
import { l11 } from './kinds/l11/index.ts';
import { l12 } from './kinds/l12/index.ts';
import { l13 } from './kinds/l13/index.ts';
import { l14_1 } from './kinds/l14_1/index.ts';
import { l14_2 } from './kinds/l14_2/index.ts';
import { l16_1 } from './kinds/l16_1/index.ts';
import { l16_2 } from './kinds/l16_2/index.ts';
import { l16_3 } from './kinds/l16_3/index.ts';

const DEFINITIONS: readonly KindDefinition[] = [
  l01,
  l02,
  l03,
  l04,
  l05_1,
  l05_2,
  l06_1,
  l06_2,
  l07,
  l08_1,
  l08_2,
  l08_3,
  l09,
  l10,
  l11,
  l12,
  l13,
  l14_1,
  l14_2,
  l16_1,
  l16_2,
  l16_3,
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
