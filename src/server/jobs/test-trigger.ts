/**
 * `POST /api/test/jobs/:name` (administrators): runs a scheduled job now instead of at its next
 * turn, through the scheduler as the schedule would (the claim, the run, the next run set). Only
 * registered when the server runs with APP_ENV=test (app.ts): in development and production the
 * path does not exist. A browser journey uses it so that it need not wait up to a minute and a half
 * for a job's schedule (issue 17 item 7: tests/e2e/failed-notices.test.ts and the sms-delivery job).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { route } from '../core/route.ts';
import type { Scheduler } from './scheduler.ts';

export async function testJobTriggerRoutes(
  app: FastifyInstance,
  opts: { scheduler: Scheduler; jobNames: readonly string[] },
) {
  route(app, {
    method: 'POST',
    url: '/api/test/jobs/:name',
    auth: 'admin',
    params: v.object({ name: v.picklist(opts.jobNames, 'validation.choice') }),
    // ran: false when another node holds the job at this moment.
    response: v.object({ ran: v.boolean() }),
    handler: async ({ params }) => ({ ran: await opts.scheduler.runNow(params.name) }),
  });
}
