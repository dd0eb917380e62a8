/** Applications (spec §3–4): what other modules and the app may use of it. */
export { listFilter } from '../../db/list-filter.ts';
export { applicationRoutes, listQuery } from './routes.ts';
export {
  type ApplicationService,
  createApplicationService,
  type DecisionListener,
  type IssueTerms,
  type ListQuery,
  type PermitEffects,
} from './service.ts';
