/**
 * The registry: the only list of permit kinds (architecture §3). Each kind's folder under `kinds/`
 * defines its listing (category, titles), forms, documents, filers, application types, price,
 * permit lifecycle, warnings and own request forms. Adding a kind means adding its folder and its
 * line here, then `npm run kinds` (also run by `npm run build`) copies the registry's segments and
 * listings into kind-list.gen.ts for pages that do not load definitions (kind-folder.test.ts proves
 * it with a throwaway kind; kind-list.test.ts fails while the generated list differs);
 * `registry.test.ts` checks every definition is whole. A kind never imports another
 * kind: what kinds share lives in `parts/` (and `groups/`), and the engine never imports a kind.
 */
import type { KindDefinition } from './engine/definition.ts';
import { listedKind, type PermitKind } from './kind-list.ts';
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

export type RegisteredKind = PermitKind & {
  definition: KindDefinition;
  /** Change and amendment applications exist (spec §2): read from the definition's types. */
  hasChangeVariants: boolean;
};

export interface Registry {
  /** Every registered kind, in the order given (spec §1 for the portal's registry). */
  kinds: readonly RegisteredKind[];
  /** The kind by route segment, code or stored id (`l13`, `L13`, `L05.1`, `L05_1`). */
  find(value: string | undefined | null): RegisteredKind | undefined;
}

/** `L05.1`, `L05_1`, ` l05_1 ` → `l05_1`. */
const segmentOf = (value: string) => value.trim().toLowerCase().replace('.', '_');

/**
 * A registry of these definitions, each kind's listing (code, category, titles) read from its
 * definition like everything else about it. Exported so that a test can build a temporary
 * registry with a throwaway kind (kind-folder.test.ts).
 */
export function createRegistry(definitions: readonly KindDefinition[]): Registry {
  const bySegment = new Map<string, RegisteredKind>();
  for (const definition of definitions) {
    if (!definition.listing) throw new Error(`kind ${definition.segment} has no listing`);
    if (bySegment.has(definition.segment)) throw new Error(`kind ${definition.segment} defined twice`);
    bySegment.set(definition.segment, {
      ...listedKind(definition.segment, definition.listing),
      definition,
      hasChangeVariants: definition.applicationTypes.some(
        (type) => type === 'LEIDIMO_KEITIMAS' || type === 'LEIDIMO_TIKSLINIMAS',
      ),
    });
  }
  return {
    kinds: [...bySegment.values()],
    find(value) {
      return value ? bySegment.get(segmentOf(value)) : undefined;
    },
  };
}

const REGISTRY = createRegistry(DEFINITIONS);

/** Every registered kind in the order of spec §1. */
export const REGISTERED_KINDS: readonly RegisteredKind[] = REGISTRY.kinds;

/** The kind by route segment, code or stored id (`l13`, `L13`, `L05.1`, `L05_1`). */
export function registeredKind(value: string | undefined | null): RegisteredKind | undefined {
  return REGISTRY.find(value);
}

export function definitionOf(segment: string): KindDefinition | undefined {
  return registeredKind(segment)?.definition;
}
