/** Catch reports (issue 6). */
export { catchReportRoutes } from './routes.ts';
