/**
 * The local SMS inbox's server state: `GET /api/dev/sms` (src/server/adapters/sms/dev-sms-routes.ts),
 * the latest 100 SMS of the outbox, outside production only (issue 21, ADR 0033).
 */
import { queryOptions } from '@tanstack/react-query';
import type { DevSmsDto, DevSmsInboxDto } from '../../../shared/mail/dev-sms.ts';
import { api } from '../../platform/api.ts';

export type LocalSms = DevSmsDto;

export const smsInboxQuery = () =>
  queryOptions({
    queryKey: ['dev-sms-inbox'],
    queryFn: () => api.get<DevSmsInboxDto>('/dev/sms'),
    staleTime: 0,
    meta: { silent: true },
  });

export type SmsState =
  | { kind: 'sent'; at: string; id: string | null }
  | { kind: 'waiting' }
  | { kind: 'failed'; attempts: number; error: string };

export function smsState(sms: LocalSms): SmsState {
  if (sms.sentAt) return { kind: 'sent', at: sms.sentAt, id: sms.gatewayMessageId };
  if (sms.lastError) return { kind: 'failed', attempts: sms.attempts, error: sms.lastError };
  return { kind: 'waiting' };
}
