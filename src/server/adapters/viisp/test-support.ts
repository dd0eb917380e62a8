/** Shared set-up for the gateway tests: keys, personas, a client wired to a simulator without network. */
import { generateRsaKeyPair, type KeyPairPem } from './keys.ts';
import {
  createGatewaySimulator,
  type GatewaySimulator,
  type GatewaySimulatorOptions,
  memorySimulatorStore,
  type Persona,
  simulatorFetch,
} from './simulator.ts';
import { createViispClient, type ViispClientOptions } from './soap-client.ts';
import type { GatewayClient } from './types.ts';

export const TEST_PID = 'VSID000000000113';

let cached: { portal: KeyPairPem; gateway: KeyPairPem; stranger: KeyPairPem } | undefined;

/** Key pairs for the portal, the (simulated) gateway and a third party; generated once per file. */
export function testKeys() {
  cached ??= { portal: generateRsaKeyPair(), gateway: generateRsaKeyPair(), stranger: generateRsaKeyPair() };
  return cached;
}

export const bankPersona: Persona = {
  id: 'jonas',
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  personalCode: '38001010000',
  email: 'jonas@example.lt',
  phone: '+37060000000',
  provider: 'auth.lt.bank',
  description: {
    lt: 'Fizinis asmuo, prisijungia per banką.',
    en: 'A private person logging in through a bank.',
  },
};

export const companyHeadPersona: Persona = {
  id: 'ona',
  firstName: 'Ona',
  lastName: 'Onaitė',
  personalCode: '48501010000',
  provider: 'auth.signatureProvider',
  companies: [{ code: '300000000', name: 'UAB „Žalia giria“' }],
  description: { lt: 'Įmonės vadovė.', en: 'Head of a company.' },
};

export const eidasPersona: Persona = {
  id: 'anna',
  firstName: 'Anna',
  lastName: 'Kowalska',
  eidasEid: 'PL/LT/12345678901',
  provider: 'auth.eidas',
  description: { lt: 'Užsienietė, prisijungia per eIDAS.', en: 'A foreigner logging in through eIDAS.' },
};

export interface Harness {
  simulator: GatewaySimulator;
  client: GatewayClient;
  /** Simulated clock, starting at a fixed instant. */
  clock: { now: number };
  requests: string[];
  responses: string[];
}

/**
 * A client and a simulator talking through an in-process `fetch`. `tamperRequest` / `tamperResponse`
 * may rewrite the XML on the way, as a man in the middle would.
 */
export function harness(
  overrides: {
    simulator?: Partial<GatewaySimulatorOptions>;
    client?: Partial<ViispClientOptions>;
    tamperRequest?: (xml: string) => string;
    tamperResponse?: (xml: string) => string;
  } = {},
): Harness {
  const keys = testKeys();
  const clock = { now: Date.UTC(2026, 4, 1, 9, 0, 0) };
  const simulator = createGatewaySimulator({
    privateKeyPem: keys.gateway.privateKeyPem,
    publicKeyPem: keys.gateway.publicKeyPem,
    clientPublicKeyPem: keys.portal.publicKeyPem,
    store: memorySimulatorStore(),
    now: () => clock.now,
    pid: TEST_PID,
    ...overrides.simulator,
  });
  const requests: string[] = [];
  const responses: string[] = [];
  const direct = simulatorFetch(simulator);
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const original = typeof init?.body === 'string' ? init.body : '';
    const body = overrides.tamperRequest ? overrides.tamperRequest(original) : original;
    requests.push(body);
    const response = await direct(input, { ...init, body });
    const text = await response.text();
    const tampered = overrides.tamperResponse ? overrides.tamperResponse(text) : text;
    responses.push(tampered);
    return new Response(tampered, { status: response.status, headers: response.headers });
  };
  const client = createViispClient({
    endpoint: 'https://gateway.test/soap',
    loginUrl: 'https://gateway.test/login',
    pid: TEST_PID,
    privateKeyPem: keys.portal.privateKeyPem,
    publicKeyPem: keys.portal.publicKeyPem,
    gatewayCertOrPublicKeyPem: keys.gateway.publicKeyPem,
    fetch,
    ...overrides.client,
  });
  return { simulator, client, clock, requests, responses };
}
