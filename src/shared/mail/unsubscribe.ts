/**
 * The unsubscribe link's API (issue 21, ADR 0036): `GET|POST|DELETE /api/pranesimai/atsisakymas/:token`
 * answer where notices go (the address, masked) and whether it has stopped them. The page is
 * `/pranesimu-atsisakymas?zenklas=<token>`.
 */
import * as v from 'valibot';

export const UNSUBSCRIBE_API_PATH = '/api/pranesimai/atsisakymas';
export const UNSUBSCRIBE_TOKEN_PARAM = 'zenklas';

export const unsubscribeStateSchema = v.object({
  channel: v.picklist(['email']),
  /** Masked (`jo***@example.lt`): the link may be forwarded. */
  address: v.string(),
  optedOut: v.boolean(),
});
export type UnsubscribeStateDto = v.InferOutput<typeof unsubscribeStateSchema>;
