/**
 * Unsubscribe links (issue 21 "a way to stop reminders", ADR 0036). Every notice and reminder mail
 * carries a link that stops further notices to its address with no login: the token is the address
 * and an HMAC-SHA256 of it under a kept secret (NOTICE_UNSUBSCRIBE_SECRET, else
 * DATA_DIR/keys/notice-unsubscribe.secret), so it cannot be guessed for someone else's address and
 * needs no table. The same opt-out table as the SMS "STOP" (`notice_opt_outs`) records the choice.
 *
 * Two URLs per address: the page (`/pranesimu-atsisakymas?zenklas=…`) a person opens from the mail's
 * text, which asks before stopping and offers to undo; and the one-click URL a mail client POSTs to
 * from the List-Unsubscribe header (RFC 8058), `POST /api/pranesimai/atsisakymas/<token>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_TOKEN_PARAM } from '../../../shared/mail/unsubscribe.ts';

export const UNSUBSCRIBE_PAGE = '/pranesimu-atsisakymas';
/** The token: base64url of the address, a dot, 32 base64url characters of the HMAC (192 bits). */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{4,700}\.[A-Za-z0-9_-]{32}$/;

export interface UnsubscribeLinks {
  token(address: string): string;
  /** The address a token stands for; null when the token was not made with this secret. */
  addressOf(token: string): string | null;
  pageUrl(address: string): string;
  oneClickUrl(address: string): string;
}

const normal = (address: string) => address.trim().toLowerCase();

export function createUnsubscribeLinks(options: { secret: string; publicUrl: string }): UnsubscribeLinks {
  const base = options.publicUrl.replace(/\/$/, '');
  // Domain-separated, so that the secret's HMAC of anything else never passes as a token.
  const mac = (address: string) =>
    createHmac('sha256', options.secret)
      .update(`notice-unsubscribe:email:${address}`, 'utf8')
      .digest('base64url')
      .slice(0, 32);
  const token = (address: string) => {
    const a = normal(address);
    return `${Buffer.from(a, 'utf8').toString('base64url')}.${mac(a)}`;
  };
  return {
    token,
    addressOf(value) {
      if (!UNSUBSCRIBE_TOKEN.test(value)) return null;
      const [encoded, signature] = value.split('.') as [string, string];
      const address = Buffer.from(encoded, 'base64url').toString('utf8');
      if (address === '' || address !== normal(address)) return null;
      const expected = Buffer.from(mac(address));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
    },
    pageUrl: (address) => `${base}${UNSUBSCRIBE_PAGE}?${UNSUBSCRIBE_TOKEN_PARAM}=${token(address)}`,
    oneClickUrl: (address) => `${base}${UNSUBSCRIBE_API_PATH}/${token(address)}`,
  };
}

/** How the address shows on the page: enough to recognise it, not enough to read it off a forwarded link. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${address.slice(at)}`;
}
