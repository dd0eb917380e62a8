/**
 * Fishing management pages (spec §2 Other authenticated routes): quotas, L04 quota conversion,
 * water bodies and the fishing permits summary (the last two for ROLE_L03, spec §6).
 */

export { FishingSummaryPage } from './fishing-summary-page.tsx';
export { OfficerLicenceRequestsPage } from './officer-licence-requests-page.tsx';
export { OfficerQuotasPage } from './officer-quotas-page.tsx';
export { QuotaConversionPage, QuotasPage } from './quotas-pages.tsx';
export { WaterBodiesPage, WaterBodyPage } from './water-bodies-pages.tsx';
