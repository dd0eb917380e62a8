/**
 * L06.2 amateur angler card with licences per fish species (spec §1, §3 L05/L06 angler and L06
 * licence); its caught fish are reported publicly (/ataskaita/l06_2) and its permits can be looked
 * up (/leidimo-paieska/l06_2).
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../l05_1/angler.ts';

export const l06_2: KindDefinition = anglerKind({
  segment: 'l06_2',
  withWaterBody: true,
  // Default until issue 5's price table (licence prices per species and period) replaces it.
  price: { type: 'fixed', cents: 3_000 },
});
