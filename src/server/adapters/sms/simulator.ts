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

export function createSmsSimulator(): Fetch {
  return async (input, init) => {
    const url = new URL(input);
    if (init.method !== 'POST' || url.pathname !== '/sms/2/text/advanced')
      return error(404, 'NOT_FOUND', 'Not found');
    const headers = new Headers(init.headers);
    if (headers.get('authorization') !== `App ${SIMULATOR_API_KEY}`)
      return error(401, 'UNAUTHORIZED', 'Invalid login details');
    let body: { messages?: { destinations?: { to?: unknown }[]; from?: unknown; text?: unknown }[] };
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
        out.push({
          messageId: randomUUID(),
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
