/** The SMS channel (issue 21, ADR 0033): the gateway the configuration names, and the outbox in front of it. */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { createInfobipGateway, type SmsGateway } from './gateway.ts';
import { createSmsSender, type SmsSender } from './sender.ts';
import { createSmsSimulator, SIMULATOR_API_KEY, SIMULATOR_BASE_URL } from './simulator.ts';

export type { SmsGateway } from './gateway.ts';
export type { SmsSender } from './sender.ts';

export function gatewayOf(config: Pick<Config, 'sms'>): SmsGateway | null {
  const { sms } = config;
  if (sms.gateway === 'infobip')
    return createInfobipGateway({ baseUrl: sms.baseUrl, apiKey: sms.apiKey, from: sms.from });
  if (sms.gateway === 'simulator')
    return createInfobipGateway({
      baseUrl: SIMULATOR_BASE_URL,
      apiKey: SIMULATOR_API_KEY,
      from: sms.from,
      fetch: createSmsSimulator(),
      name: 'simulator',
    });
  return null;
}

export function createSms(deps: {
  db: Db;
  config: Pick<Config, 'sms'>;
  gateway?: SmsGateway | null;
}): SmsSender {
  return createSmsSender({
    db: deps.db,
    gateway: deps.gateway === undefined ? gatewayOf(deps.config) : deps.gateway,
  });
}
