/**
 * L06.2 amateur angler card for salmon and sea trout (spec §1, §3 L05/L06 angler and L06 licence):
 * a licence for Salmo salar or Salmo trutta trutta in a salmon river. Only the angler may buy it,
 * logged in, for themselves (ADR 0009). Its caught fish are reported publicly (/ataskaita/l06_2)
 * and its permits can be looked up (/leidimo-paieska/l06_2).
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../../parts/angler.ts';

export const l06_2: KindDefinition = anglerKind({
  segment: 'l06_2',
  listing: { category: 'fishing', title: 'kind.l06_2.title', pageTitle: 'kind.l06.pageTitle' },
  product: 'licence',
  // The price is the chosen licence's (fishing_licences.price_cents), computed on the server; this
  // single price is only what the generic engine would show: a typical one-day salmon licence.
  price: { type: 'fixed', cents: 1_000 },
});
