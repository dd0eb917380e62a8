/**
 * L06.1 amateur angler card with licences per fish species (mėgėjo žvejo kortelė; spec §1, §3
 * L05/L06 angler and L06 licence): bought for one licence of a limited-fishing water body (eel,
 * pike-perch, vimba, brown trout…), which fixes the species, place, season, period and price.
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../../parts/angler.ts';

export const l06_1: KindDefinition = anglerKind({
  segment: 'l06_1',
  listing: { category: 'fishing', title: 'kind.l06_1.title', pageTitle: 'kind.l06.pageTitle' },
  product: 'licence',
  // The price is the chosen licence's (fishing_licences.price_cents), computed on the server; this
  // single price is only what the generic engine would show: a typical one-day licence.
  price: { type: 'fixed', cents: 500 },
});
