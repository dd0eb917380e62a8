/**
 * The sandbox bank as the payment provider (PAYMENT_PROVIDER=sandbox): its hosted pay page, the
 * callbacks it sends and redelivers, and the provider that payments (payments/setup.ts) is given.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { loadKeptSecret } from '../../core/kept-secret.ts';
import type { Db } from '../../db/index.ts';
import type { Job } from '../../jobs/scheduler.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { createSandboxProvider } from './provider.ts';
import { sandboxBankRoutes } from './routes.ts';

export async function setUpSandboxBank(
  app: FastifyInstance,
  deps: { config: Config; db: Db },
): Promise<{ provider: PaymentProvider; jobs: Job[] }> {
  const { config, db } = deps;
  const bank = createSandboxProvider({
    db,
    publicUrl: config.publicUrl,
    // PAYMENT_SANDBOX_SECRET, else DATA_DIR/keys/sandbox-bank.secret: a restart keeps it, so
    // callbacks waiting for redelivery and pay pages still open stay valid.
    secret: await loadKeptSecret(config.payments.sandboxSecret, config.dataDir, 'sandbox-bank.secret'),
    log: app.log,
  });
  await app.register(sandboxBankRoutes, { bank });
  app.addHook('onClose', async () => bank.drain());
  return {
    provider: bank,
    jobs: [{ name: 'sandbox-callbacks', everyMs: 30_000, run: () => bank.redeliverCallbacks() }],
  };
}
