/**
 * The registry: the only list of permit kinds (architecture §3). `kind-list.ts` names the 22 kinds
 * of spec §1 (code, route segment, category, titles) for pages that do not load definitions; each
 * kind's folder under `kinds/` defines its forms, documents, filers, application types, price,
 * permit lifecycle, warnings and own request forms. Adding a kind means adding its folder and its
 * line here (kind-folder.test.ts proves it with a throwaway kind; a kind outside kind-list.ts brings
 * its `listing`); `registry.test.ts` checks every definition is whole. A kind never imports another
 * kind: what kinds share lives in `parts/` (and `groups/`), and the engine never imports a kind.
 */
import type { KindDefinition, KindListing } from './engine/definition.ts';
import {
  deriveType,
  findKind,
  KIND_SEGMENTS,
  type KindSegment,
  type PermitKind,
  segmentToCode,
} from './kind-list.ts';
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
  /** Every registered kind, in the order of the kind list (spec §1), then any others as given. */
  kinds: readonly RegisteredKind[];
  /** The kind by route segment, code or stored id (`l13`, `L13`, `L05.1`, `L05_1`). */
  find(value: string | undefined | null): RegisteredKind | undefined;
}

/**
 * A registry of these definitions. Each kind's listing (code, category, titles) is the kind list's
 * (kind-list.ts, read by menus without the definitions) or, for a kind not in it, its own
 * `listing`. Everything else about a kind is read from its definition. Exported so that a test can
 * build a temporary registry with a throwaway kind (registry.test.ts).
 */
export function createRegistry(definitions: readonly KindDefinition[]): Registry {
  const bySegment = new Map<string, RegisteredKind>();
  for (const definition of definitions) {
    const listed = findKind(definition.segment);
    const kind: PermitKind | undefined =
      listed ?? (definition.listing ? listingKind(definition.segment, definition.listing) : undefined);
    if (!kind) throw new Error(`unknown kind ${definition.segment}: not in kind-list.ts and no listing`);
    if (bySegment.has(kind.segment)) throw new Error(`kind ${kind.segment} defined twice`);
    bySegment.set(kind.segment, {
      ...kind,
      definition,
      hasChangeVariants: definition.applicationTypes.some(
        (type) => type === 'LEIDIMO_KEITIMAS' || type === 'LEIDIMO_TIKSLINIMAS',
      ),
    });
  }
  const listedOrder = KIND_SEGMENTS.flatMap((segment) => bySegment.get(segment) ?? []);
  const others = [...bySegment.values()].filter((kind) => !findKind(kind.segment));
  return {
    kinds: [...listedOrder, ...others],
    find(value) {
      if (!value) return undefined;
      const listed = findKind(value);
      return bySegment.get(listed ? listed.segment : value.trim().toLowerCase().replace('.', '_'));
    },
  };
}

function listingKind(segment: KindSegment, listing: KindListing): PermitKind {
  const type = deriveType(segment);
  return {
    segment,
    code: segmentToCode(segment),
    type,
    category: listing.category,
    title: listing.title,
    pageTitle: listing.pageTitle ?? listing.title,
    public: listing.public ?? false,
    report: listing.report ?? null,
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
