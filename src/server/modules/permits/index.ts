/** Issued permits: the holder's list, the officer's actions, expiry. */
export { permitRoutes } from './routes.ts';
export { createPermitService, type PermitService } from './service.ts';
