/** The quotas module (issue 19): L04 quotas, their allocation and their conversion into other gear. */
export { quotaRoutes } from './routes.ts';
export { createQuotaService, type QuotaService } from './service.ts';
