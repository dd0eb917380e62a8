/**
 * L06.1 amateur angler card with licences per fish species (mėgėjų žvejo kortelė; spec §1, §3
 * L05/L06 angler and L06 licence): the licences are chosen from the water body's offers in the
 * angler journey (issue 5).
 */
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../l05_1/angler.ts';

export const l06_1: KindDefinition = anglerKind({
  segment: 'l06_1',
  withWaterBody: true,
  // Default until issue 5's price table (licence prices per species and period) replaces it.
  price: { type: 'fixed', cents: 1_500 },
});
