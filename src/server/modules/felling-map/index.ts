/** The forest felling map (issue 7 item 4). */
export { fellingMapRoutes } from './routes.ts';
export { BOUNDARY_DOCUMENT, type OpenFellingPermit, openFellingPermits } from './service.ts';
