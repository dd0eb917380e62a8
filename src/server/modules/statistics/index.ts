/** Public statistics per permit kind, open data and the officers' workload (issue 22). */
export { statisticsRoutes } from './routes.ts';
export { createStatisticsService, type StatisticsService } from './service.ts';
