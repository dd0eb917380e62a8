/** Messages between the institution and the parties. */
export { messageRoutes } from './routes.ts';
export {
  BODY_MAX,
  createMessageService,
  type DecisionListener,
  type MessageService,
  type PartyNotifier,
  SUBJECT_MAX,
} from './service.ts';
