/**
 * The SMS gateway (issue 21, ADR 0033): one interface, `SmsGateway`, and one client speaking
 * Infobip's SMS HTTP API (`POST {base}/sms/2/text/advanced`, `Authorization: App <key>`), a provider
 * Lithuanian operators' traffic already runs through. The default set-up points the same client at
 * the in-process simulator (simulator.ts), which answers in Infobip's shape, so the code path that
 * runs in development and tests is the production one up to the socket.
 */

export interface OutgoingSms {
  /** The stored form, +37061234567. */
  to: string;
  text: string;
}

export interface SmsGateway {
  readonly name: 'infobip' | 'simulator';
  /** Hands one SMS to the gateway; resolves with the gateway's message id, rejects when refused. */
  send(sms: OutgoingSms): Promise<{ messageId: string }>;
  /** The simulator only: posts the delivery reports of what it took (ADR 0037). */
  settle?(): Promise<void>;
}

/** What `fetch` the client uses: the global one, or the simulator's in-process handler. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Infobip's status groups that mean the message was taken: PENDING (1) and DELIVERED (3). */
const ACCEPTED_GROUPS = new Set([1, 3]);

interface InfobipSendResponse {
  bulkId?: string;
  messages?: {
    messageId?: string;
    to?: string;
    status?: { groupId?: number; name?: string; description?: string };
  }[];
  requestError?: { serviceException?: { messageId?: string; text?: string } };
}

export function createInfobipGateway(options: {
  baseUrl: string;
  apiKey: string;
  /** The sender id shown on the phone (alphanumeric, at most 11 characters). */
  from: string;
  fetch?: Fetch;
  name?: 'infobip' | 'simulator';
  timeoutMs?: number;
  /** Where the gateway posts each SMS's delivery report (Infobip's `notifyUrl`, ADR 0037). */
  notifyUrl?: string;
  settle?: () => Promise<void>;
}): SmsGateway {
  const doFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    name: options.name ?? 'infobip',
    ...(options.settle ? { settle: options.settle } : {}),
    async send(sms) {
      const response = await doFetch(`${base}/sms/2/text/advanced`, {
        method: 'POST',
        headers: {
          Authorization: `App ${options.apiKey}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({
          messages: [
            {
              destinations: [{ to: sms.to.replace(/^\+/, '') }],
              from: options.from,
              text: sms.text,
              ...(options.notifyUrl
                ? { notifyUrl: options.notifyUrl, notifyContentType: 'application/json' }
                : {}),
            },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await response.json().catch(() => ({}))) as InfobipSendResponse;
      if (!response.ok) {
        const exception = body.requestError?.serviceException;
        throw new SmsGatewayError(
          `${response.status} ${exception?.text ?? response.statusText}`.trim(),
          exception?.messageId ?? `HTTP_${response.status}`,
        );
      }
      const message = body.messages?.[0];
      if (!message?.messageId)
        throw new SmsGatewayError('the gateway answered without a message id', 'NO_ID');
      const group = message.status?.groupId;
      if (group !== undefined && !ACCEPTED_GROUPS.has(group))
        throw new SmsGatewayError(
          `${message.status?.name ?? 'REJECTED'} ${message.status?.description ?? ''}`.trim(),
          message.status?.name ?? 'REJECTED',
        );
      return { messageId: message.messageId };
    },
  };
}
