/**
 * What other features use of the boundary feature: the ways to give a plot's boundary (file,
 * drawing, typed coordinates) and Lithuania's outline the device checks a boundary against.
 */
export { BoundaryWays } from './boundary-ways.tsx';
export { outlineForChecks } from './outline.ts';
