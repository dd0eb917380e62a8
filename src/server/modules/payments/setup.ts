/**
 * Wires payments into the app (architecture §6): takes the configured provider (app.ts builds it:
 * the sandbox bank's module, sandbox-bank/setup.ts, or none), decorates the app with `app.payments`
 * for the modules that sell (they call `app.payments.register(purpose)` when they are set up, before
 * any route runs), registers the return and callback routes, and hands back the scheduled jobs.
 *
 * A real provider is added by implementing `PaymentProvider` (types.ts) in its own module or
 * adapter, a PAYMENT_PROVIDER value in config.ts, and one branch in app.ts; nothing else changes.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { paymentRoutes } from './routes.ts';
import { createPayments } from './service.ts';
import type { PaymentProvider, PaymentsService } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments (architecture §6): selling modules register their purpose and create payments. */
    payments: PaymentsService;
  }
}

/** How often the reconciliation job runs (on one node at a time; jobs/scheduler.ts). */
export const RECONCILE_EVERY_MS = 60_000;

export async function setUpPayments(
  app: FastifyInstance,
  deps: { config: Config; db: Db; provider: PaymentProvider | null },
): Promise<{ payments: PaymentsService; jobs: Job[] }> {
  const { config, db, provider } = deps;
  const jobs: Job[] = [];
  if (!provider) {
    app.log.warn('no payment provider is configured (PAYMENT_PROVIDER=none): payments cannot start');
  }
  const payments = createPayments({ db, provider, publicUrl: config.publicUrl, log: app.log });
  app.decorate('payments', payments);
  await app.register(paymentRoutes, { payments });
  jobs.push({ name: 'payment-reconcile', everyMs: RECONCILE_EVERY_MS, run: () => payments.reconcile() });
  return { payments, jobs };
}
