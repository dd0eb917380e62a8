/**
 * The app as production configures it (APP_ENV=production: Secure cookies, HSTS, no test login, no
 * gateway simulator), with a stand-in for the national gateway that behaves like it: single-use
 * tickets, the `customData` sent back, the person the test names.
 */
import { randomBytes } from 'node:crypto';
import type { AuthenticationData, GatewayClient } from '../../../src/server/adapters/viisp/types.ts';
import { GatewayError } from '../../../src/server/adapters/viisp/types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://leidimai.example.lt',
  VIISP_MODE: 'viisp',
  VIISP_ENDPOINT: 'https://gw.example/soap',
  VIISP_LOGIN_URL: 'https://gw.example/login',
  VIISP_PID: 'VSID1',
  VIISP_PRIVATE_KEY_FILE: '/dev/null',
  VIISP_PUBLIC_KEY_FILE: '/dev/null',
  VIISP_GATEWAY_CERT_FILE: '/dev/null',
};

export interface FakeGateway extends GatewayClient {
  /** Who logs in with the next ticket the gateway hands out. */
  person: { code: string; firstName: string; lastName: string };
}

export function fakeGateway(): FakeGateway {
  const issued = new Map<string, string>();
  const gateway: FakeGateway = {
    loginUrl: 'https://gw.example/login',
    person: { code: '38703181745', firstName: 'Jonas', lastName: 'Jonaitis' },
    async initAuthentication({ customData }) {
      const ticket = randomBytes(16).toString('hex');
      issued.set(ticket, customData);
      return { ticket };
    },
    async getAuthenticationData(ticket): Promise<AuthenticationData> {
      const customData = issued.get(ticket);
      if (customData === undefined) throw new GatewayError('TICKET_INVALID', 'unknown ticket');
      issued.delete(ticket);
      return {
        ticket,
        provider: 'auth.lt.bank',
        attributes: { 'lt-personal-code': gateway.person.code },
        userInformation: { firstName: gateway.person.firstName, lastName: gateway.person.lastName },
        customData,
      };
    },
  };
  return gateway;
}

export async function createProductionApp(
  env: Record<string, string> = {},
): Promise<TestApp & { gateway: FakeGateway }> {
  const gateway = fakeGateway();
  const app = await createTestApp({ ...PRODUCTION_ENV, ...env }, { gateway });
  return { ...app, gateway };
}
