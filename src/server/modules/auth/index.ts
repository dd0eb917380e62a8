/** Login through the national gateway and the session's user info. */
export { authRoutes } from './routes.ts';
export { type AuthService, createAuthService } from './service.ts';
