/**
 * The unsubscribe link (issue 21 "a way to stop reminders", ADR 0036), no login needed: the token
 * in the path is the address and its HMAC under the kept secret (adapters/mail/unsubscribe.ts).
 *   - `GET  /api/pranesimai/atsisakymas/:token`: where the link's notices go (masked) and whether
 *     they are stopped, for the page `/pranesimu-atsisakymas`;
 *   - `POST` the same URL: stop them. It is the List-Unsubscribe URL a mail client POSTs to in one
 *     click (RFC 8058, body `List-Unsubscribe=One-Click`, any content type) from its own server,
 *     with no cookie, so it carries no anti-forgery token: the signature is the proof. A forged post
 *     needs the token, and whoever holds the token may stop the notices anyway;
 *   - `DELETE` the same URL: the page's undo (with the anti-forgery token, as the page sends it).
 * The opt-out is the same `notice_opt_outs` row an SMS "STOP" writes; every notice checks it.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  UNSUBSCRIBE_API_PATH,
  type UnsubscribeStateDto,
  unsubscribeStateSchema,
} from '../../../shared/mail/unsubscribe.ts';
import { optBackIn, optedOut, optOut } from '../../adapters/mail/notify.ts';
import { maskedAddress, type UnsubscribeLinks } from '../../adapters/mail/unsubscribe.ts';
import { rawBody, route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';

const URL = `${UNSUBSCRIBE_API_PATH}/:token`;
const paramsSchema = v.object({ token: v.pipe(v.string(), v.maxLength(1000)) });
const GUARD = "the link's HMAC-SHA256 signature of the address, made with the kept unsubscribe secret";

export async function unsubscribeRoutes(app: FastifyInstance, opts: { db: Db; links: UnsubscribeLinks }) {
  const { db, links } = opts;

  function addressOf(token: string): string {
    const address = links.addressOf(token);
    if (!address) throw new HttpError(400, 'notice.unsubscribe.invalid');
    return address;
  }
  const state = async (address: string): Promise<UnsubscribeStateDto> => ({
    channel: 'email',
    address: maskedAddress(address),
    optedOut: await optedOut(db, 'email', address),
  });

  route(app, {
    method: 'GET',
    url: URL,
    auth: 'anonymous',
    params: paramsSchema,
    guard: GUARD,
    response: unsubscribeStateSchema,
    handler: async ({ params, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return state(addressOf(params.token));
    },
  });

  route(app, {
    method: 'DELETE',
    url: URL,
    auth: 'anonymous',
    params: paramsSchema,
    guard: GUARD,
    response: unsubscribeStateSchema,
    handler: async ({ params }) => {
      const address = addressOf(params.token);
      await optBackIn(db, 'email', address);
      return state(address);
    },
  });

  // Mail clients post the one-click body as a form (RFC 8058 §3.2, often multipart/form-data):
  // read as text, whatever the type, and not looked at — the token is the whole request.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, body);
    });
    route(scope, {
      method: 'POST',
      url: URL,
      auth: 'anonymous',
      // Posted by mail clients' servers without a session or cookie: the signed token is the proof.
      xsrf: false,
      guard: GUARD,
      params: paramsSchema,
      body: rawBody(
        'text, whatever the content type says (RFC 8058 one-click body), not read: the token proves it',
      ),
      response: unsubscribeStateSchema,
      handler: async ({ params }) => {
        const address = addressOf(params.token);
        await optOut(db, 'email', address);
        return state(address);
      },
    });
  });
}
