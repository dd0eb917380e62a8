/** The anglers' module (issue 5): what other modules and the app may use of it. */
export {
  createHolderProof,
  HOLDER_PROOF_FAILURES_PER_MINUTE,
  type HolderProof,
  sessionHolds,
} from './holder-proof.ts';
export { anglerRoutes } from './routes.ts';
export { ticketFacts } from './tickets.ts';
