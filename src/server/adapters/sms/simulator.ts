/**
 * The SMS gateway simulator (issue 21, ADR 0033): Infobip's send endpoint, in process. It takes the
 * same HTTP request the real gateway does (a `Request` built by the client, with its API key and
 * JSON body), checks it as the gateway would (key, destination, sender, text) and answers in the
 * gateway's JSON, so that the client in gateway.ts is exercised whole. What it "delivers" stays in
 * the SMS outbox, shown by the local SMS inbox page (`/sms-dezute`), never in production.
 */
import { randomUUID } from 'node:crypto';
import type { Fetch } from './gateway.ts';

export const SIMULATOR_BASE_URL = 'http://sms-simulator.invalid';
export const SIMULATOR_API_KEY = 'simulator-key';

/** Numbers the simulator refuses as Infobip refuses an unreachable one, to see failures and retries. */
export const SIMULATOR_UNREACHABLE = /^3706999\d{4}$/;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const error = (status: number, messageId: string, text: string) =>
  json(status, { requestError: { serviceException: { messageId, text } } });

/** Numbers the simulator takes but then reports UNDELIVERABLE (a phone switched off for days). */
export const SIMULATOR_UNDELIVERABLE = /^3706998\d{4}$/;

/** Infobip's `2026-07-01T05:42:10.000+0000`. */
const infobipTime = (date: Date) => date.toISOString().replace('Z', '+0000');

/** Delivers a delivery report's JSON body to the `notifyUrl` the message named. */
export type ReportPoster = (url: string, body: string) => Promise<void>;

export interface SmsSimulator {
  fetch: Fetch;
  /** Posts the delivery reports of the SMS taken since the last call, as Infobip posts them to notifyUrl. */
  settle(): Promise<void>;
}

export function createSmsSimulator(options: { postReport?: ReportPoster } = {}): SmsSimulator {
  const pending: { url: string; result: object }[] = [];
  return {
    fetch: simulatorFetch(pending),
    async settle() {
      const due = pending.splice(0);
      if (!options.postReport) return;
      // One post per notifyUrl, up to 100 reports each, in Infobip's shape.
      const byUrl = new Map<string, object[]>();
      for (const { url, result } of due) byUrl.set(url, [...(byUrl.get(url) ?? []), result]);
      for (const [url, results] of byUrl)
        for (let i = 0; i < results.length; i += 100)
          await options
            .postReport(url, JSON.stringify({ results: results.slice(i, i + 100) }))
            .catch(() => undefined);
    },
  };
}

function report(messageId: string, to: string, from: string, bulkId: string) {
  const now = new Date();
  const undeliverable = SIMULATOR_UNDELIVERABLE.test(to);
  return {
    bulkId,
    messageId,
    to,
    from,
    sentAt: infobipTime(now),
    doneAt: infobipTime(now),
    smsCount: 1,
    price: { pricePerMessage: 0, currency: 'EUR' },
    status: undeliverable
      ? {
          groupId: 2,
          groupName: 'UNDELIVERABLE',
          id: 9,
          name: 'UNDELIVERABLE_NOT_DELIVERED',
          description: 'Message sent not delivered',
        }
      : {
          groupId: 3,
          groupName: 'DELIVERED',
          id: 5,
          name: 'DELIVERED_TO_HANDSET',
          description: 'Message delivered to handset',
        },
    error: undeliverable
      ? {
          groupId: 1,
          groupName: 'HANDSET_ERRORS',
          id: 27,
          name: 'EC_ABSENT_SUBSCRIBER',
          description: 'Absent Subscriber',
          permanent: false,
        }
      : { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false },
  };
}

function simulatorFetch(pending: { url: string; result: object }[]): Fetch {
  return async (input, init) => {
    const url = new URL(input);
    if (init.method !== 'POST' || url.pathname !== '/sms/2/text/advanced')
      return error(404, 'NOT_FOUND', 'Not found');
    const headers = new Headers(init.headers);
    if (headers.get('authorization') !== `App ${SIMULATOR_API_KEY}`)
      return error(401, 'UNAUTHORIZED', 'Invalid login details');
    let body: {
      messages?: {
        destinations?: { to?: unknown }[];
        from?: unknown;
        text?: unknown;
        notifyUrl?: unknown;
      }[];
    };
    try {
      body = JSON.parse(String(init.body));
    } catch {
      return error(400, 'BAD_REQUEST', 'Bad request');
    }
    const messages = body.messages ?? [];
    if (messages.length === 0) return error(400, 'BAD_REQUEST', 'messages: must not be empty');
    const bulkId = randomUUID();
    const out = [];
    for (const message of messages) {
      if (typeof message.text !== 'string' || message.text === '' || typeof message.from !== 'string')
        return error(400, 'BAD_REQUEST', 'text and from are required');
      for (const destination of message.destinations ?? []) {
        const to = String(destination.to ?? '');
        const valid = /^\d{8,15}$/.test(to) && !SIMULATOR_UNREACHABLE.test(to);
        const messageId = randomUUID();
        if (valid && typeof message.notifyUrl === 'string')
          pending.push({ url: message.notifyUrl, result: report(messageId, to, message.from, bulkId) });
        out.push({
          messageId,
          to,
          status: valid
            ? {
                groupId: 1,
                groupName: 'PENDING',
                id: 26,
                name: 'PENDING_ACCEPTED',
                description: 'Message sent to next instance',
              }
            : {
                groupId: 5,
                groupName: 'REJECTED',
                id: 51,
                name: 'REJECTED_DESTINATION',
                description: 'Invalid destination address',
              },
        });
      }
    }
    return json(200, { bulkId, messages: out });
  };
}
