/** Health, readiness and metrics endpoints. */
export { healthRoutes } from './routes.ts';
