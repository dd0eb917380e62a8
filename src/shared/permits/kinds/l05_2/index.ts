/**
 * L05.2 fishing permit for leased water bodies (žvejybos leidimas išnuomotuose vandens telkiniuose;
 * spec §1, §3 L05/L06 angler): the angler names the leased water body by its code.
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../l05_1/angler.ts';

export const l05_2: KindDefinition = anglerKind({
  segment: 'l05_2',
  withWaterBody: true,
  // Default until issue 5's price table (the lessor's offer per period) replaces it.
  price: { type: 'fixed', cents: 1_000 },
});
