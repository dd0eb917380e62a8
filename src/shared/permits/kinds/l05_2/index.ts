/**
 * L05.2 fishing permit for leased water bodies (žvejybos leidimas išnuomotuose vandens telkiniuose;
 * spec §1, §3 L05/L06 angler and Limited-fishing offer): bought from one of the lessor's offers,
 * which fixes the water body, the period and the price.
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../../parts/angler.ts';

export const l05_2: KindDefinition = anglerKind({
  segment: 'l05_2',
  listing: { category: 'fishing', title: 'kind.l05_2.title', pageTitle: 'kind.l05_2.pageTitle' },
  product: 'leased',
  // The price is the chosen offer's (water_body_offers.price_cents), computed on the server when
  // the permit is bought; this single price is only what the generic engine would show: a typical
  // one-day offer.
  price: { type: 'fixed', cents: 300 },
});
