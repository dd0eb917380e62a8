/** The SMS channel (issue 21, ADR 0033): the gateway the configuration names, and the outbox in front of it. */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { createInfobipGateway, type SmsGateway } from './gateway.ts';
import { createSmsSender, type SmsSender } from './sender.ts';
import { createSmsSimulator, type ReportPoster, SIMULATOR_API_KEY, SIMULATOR_BASE_URL } from './simulator.ts';

export type { SmsGateway } from './gateway.ts';
export type { DeliveryReport, SmsSender } from './sender.ts';
export { UNDELIVERED_GROUPS } from './sender.ts';
export type { ReportPoster } from './simulator.ts';

/** Where the gateway posts delivery reports (Infobip's `notifyUrl`, ADR 0037). */
export const SMS_DELIVERY_REPORT_PATH = '/api/sms/pristatymas';

/**
 * `reports`: the notifyUrl sent with each SMS, and for the simulator how its reports reach the app
 * (in process, signed as the ministry's API gateway signs the real ones).
 */
export function gatewayOf(
  config: Pick<Config, 'sms'>,
  reports?: { notifyUrl: string; post?: ReportPoster },
): SmsGateway | null {
  const { sms } = config;
  const notify = reports ? { notifyUrl: reports.notifyUrl } : {};
  if (sms.gateway === 'infobip')
    return createInfobipGateway({ baseUrl: sms.baseUrl, apiKey: sms.apiKey, from: sms.from, ...notify });
  if (sms.gateway === 'simulator') {
    const simulator = createSmsSimulator(reports?.post ? { postReport: reports.post } : {});
    return createInfobipGateway({
      baseUrl: SIMULATOR_BASE_URL,
      apiKey: SIMULATOR_API_KEY,
      from: sms.from,
      fetch: simulator.fetch,
      name: 'simulator',
      settle: simulator.settle,
      ...notify,
    });
  }
  return null;
}

export function createSms(deps: {
  db: Db;
  config: Pick<Config, 'sms'>;
  gateway?: SmsGateway | null;
  reports?: { notifyUrl: string; post?: ReportPoster };
}): SmsSender {
  return createSmsSender({
    db: deps.db,
    gateway: deps.gateway === undefined ? gatewayOf(deps.config, deps.reports) : deps.gateway,
  });
}
