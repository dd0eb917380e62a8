/** Reminders by e-mail and SMS (issue 21 item 5, ADR 0034), run by the scheduler's `reminders` job. */
export { reminderRoutes } from './routes.ts';
export { createReminderService, type ReminderService } from './service.ts';
export { unsubscribeRoutes } from './unsubscribe-routes.ts';
