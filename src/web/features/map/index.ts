/** What other features use of the map feature: how a water body's municipality reads. */
export { municipalityLabel } from './water-bodies.ts';
