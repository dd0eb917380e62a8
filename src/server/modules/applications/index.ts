/** Applications (spec §3–4): what other modules and the app may use of it. */
export { applicationRoutes } from './routes.ts';
export {
  type ApplicationService,
  createApplicationService,
  type DecisionListener,
  type FeeEffects,
  type IssueTerms,
  type ListQuery,
  type PermitEffects,
  recordApplicationEvent,
} from './service.ts';
