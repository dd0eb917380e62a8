/** The water-bodies module (issue 18): lessors' water bodies, their L05.2 terms, ROLE_L03. */

export { createLicenceRequests, type LicenceRequests } from './licence-requests.ts';
export { waterBodyRoutes } from './routes.ts';
export { codesOf, createWaterBodyService, ROLE_L03, type WaterBodyService } from './service.ts';
export { createSalesSummary } from './summary.ts';
