/** Applications (spec §3–4): what other modules and the app may use of it. */
export { applicationRoutes } from './routes.ts';
export {
  type ApplicationService,
  createApplicationService,
  type DecisionListener,
  type IssueTerms,
  type ListQuery,
  type PermitEffects,
} from './service.ts';
