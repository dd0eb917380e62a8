/** Catch reports (issue 6). */
export { CatchReportRefused, refusalMessage, type SpeciesNames } from './refusals.ts';
export { catchReportRoutes } from './routes.ts';
export { type CatchReportService, createCatchReportService } from './service.ts';
