/** The person's and companies' profiles (contact details). */
export { profileRoutes } from './routes.ts';
export { type ContactInfo, createProfileService, type ProfileService } from './service.ts';
