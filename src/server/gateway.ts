/**
 * Chooses the gateway (architecture §4): the national gateway VIISP, or — outside production — the
 * built-in simulator. In both cases the portal talks to it through the same real SOAP client; with
 * the simulator the SOAP messages are handed to it in-process instead of over HTTPS.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageId } from '../shared/i18n/index.ts';
import { translate } from '../shared/i18n/index.ts';
import { loadOrCreateKeyPair } from './adapters/viisp/keys.ts';
import {
  createGatewaySimulator,
  type SimTicket,
  type SimulatorStore,
  simulatorFetch,
} from './adapters/viisp/simulator.ts';
import { gatewaySimulatorRoutes } from './adapters/viisp/simulator-routes.ts';
import { createViispClient } from './adapters/viisp/soap-client.ts';
import type { GatewayClient } from './adapters/viisp/types.ts';
import type { Config } from './config.ts';
import { type Db, transaction } from './db/index.ts';
import { gatewaySimTickets } from './db/schema.ts';
import { DEMO_PERSONAS } from './demo/data.ts';

/** The simulator's tickets in PostgreSQL, so that any node can serve any step of a login. */
export function pgSimulatorStore(db: Db): SimulatorStore {
  return {
    async put(t) {
      // Tickets older than a day are of no use to anyone.
      await db
        .delete(gatewaySimTickets)
        .where(sql`${gatewaySimTickets.createdAt} < now() - interval '1 day'`);
      await db.insert(gatewaySimTickets).values({ ticket: t.ticket, state: t.state, data: t });
    },
    async get(ticket) {
      const [row] = await db
        .select()
        .from(gatewaySimTickets)
        .where(eq(gatewaySimTickets.ticket, ticket))
        .limit(1);
      return row ? (row.data as SimTicket) : undefined;
    },
    async update(ticket, patch, expectedState) {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(gatewaySimTickets)
          .where(
            and(
              eq(gatewaySimTickets.ticket, ticket),
              expectedState ? eq(gatewaySimTickets.state, expectedState) : undefined,
            ),
          )
          .for('update')
          .limit(1);
        if (!row) return false;
        const data = { ...(row.data as SimTicket), ...patch, ticket };
        await tx
          .update(gatewaySimTickets)
          .set({ state: data.state, data })
          .where(eq(gatewaySimTickets.ticket, ticket));
        return true;
      });
    },
  };
}

export const SIMULATOR_PREFIX = '/gateway-sim';
/** Service id the simulator expects, shaped like the gateway's VSID identifiers. */
const SIMULATOR_PID = 'VSID000000000000';

export interface Gateway {
  client: GatewayClient;
  /** Routes the gateway needs inside our app (the simulator's SOAP endpoint and persona page). */
  routes?: (app: FastifyInstance) => Promise<void>;
}

export async function createGateway(config: Config, db: Db): Promise<Gateway> {
  if (config.viisp.mode === 'viisp') {
    const v = config.viisp;
    const [privateKeyPem, publicKeyPem, gatewayCertOrPublicKeyPem] = await Promise.all(
      [v.privateKeyFile, v.publicKeyFile, v.gatewayCertFile].map((file) => readFile(file, 'utf8')),
    );
    return {
      client: createViispClient({
        endpoint: v.endpoint,
        loginUrl: v.loginUrl,
        pid: v.pid,
        privateKeyPem: privateKeyPem!,
        publicKeyPem: publicKeyPem!,
        gatewayCertOrPublicKeyPem: gatewayCertOrPublicKeyPem!,
      }),
    };
  }
  const keys = join(config.dataDir, 'keys');
  const portal = await loadOrCreateKeyPair(keys, 'portal-viisp');
  const gateway = await loadOrCreateKeyPair(keys, 'gateway-simulator');
  const simulator = createGatewaySimulator({
    privateKeyPem: gateway.privateKeyPem,
    publicKeyPem: gateway.publicKeyPem,
    clientPublicKeyPem: portal.publicKeyPem,
    store: pgSimulatorStore(db),
    pid: SIMULATOR_PID,
  });
  return {
    client: createViispClient({
      endpoint: `http://gateway-simulator.invalid${SIMULATOR_PREFIX}/soap`,
      loginUrl: `${SIMULATOR_PREFIX}/login`,
      pid: SIMULATOR_PID,
      privateKeyPem: portal.privateKeyPem,
      publicKeyPem: portal.publicKeyPem,
      gatewayCertOrPublicKeyPem: gateway.publicKeyPem,
      fetch: simulatorFetch(simulator),
    }),
    routes: async (app) => {
      await app.register(gatewaySimulatorRoutes, {
        prefix: SIMULATOR_PREFIX,
        simulator,
        personas: DEMO_PERSONAS,
        translate: (lang, id, values) => translate(lang, id as MessageId, values),
      });
    },
  };
}
