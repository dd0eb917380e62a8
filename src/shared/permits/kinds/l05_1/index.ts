/** L05.1 angler ticket (mėgėjų žvejybos bilietas; spec §1, §3 L05/L06 angler). */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from './angler.ts';

export const l05_1: KindDefinition = anglerKind({
  segment: 'l05_1',
  withWaterBody: false,
  // Default until issue 5's price table, which prices each period, replaces it.
  price: { type: 'fixed', cents: 1_400 },
});
