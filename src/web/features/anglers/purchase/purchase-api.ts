/**
 * The anglers' purchase API as the journey calls it (src/shared/anglers/api-types.ts, ADR 0009),
 * through the shared client (platform/api.ts) with the headers these calls carry: `Idempotency-Key` on
 * a purchase and `X-Purchase-Secret`, the proof an anonymous buyer keeps in the wallet.
 *
 * These are public calls: a 401 only throws (on401 `'throw'`), since an anonymous buyer has no
 * session to lose and the journey must not reload under the person. A refused purchase (HTTP 409)
 * brings the §8 rule with its facts in the error's body, which `refusalOf` reads.
 */
import type {
  PurchaseCreated,
  PurchaseRefusal,
  PurchaseRequest,
  PurchaseStatus,
  Quote,
} from '../../../../shared/anglers/api-types.ts';
import { api, isApiError } from '../../../platform/api.ts';
import { PURCHASE_SECRET_HEADER } from '../wallet/anglers-api.ts';

export const QUOTE_PATH = '/api/public/zvejyba/kaina';
export const PURCHASES_PATH = '/api/public/zvejyba/pirkimai';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A spec §8 refusal (409 `{ message, refusal }`): the rule with its facts and the text to show. */
export interface RefusedPurchase {
  refusal: PurchaseRefusal;
  message: string;
}

/** The refusal an error carries, or null when the error is something else. */
export function refusalOf(error: unknown): RefusedPurchase | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const { refusal } = body as { refusal?: unknown };
  if (!refusal || typeof refusal !== 'object' || typeof (refusal as { rule?: unknown }).rule !== 'string')
    return null;
  // The error's message is the server's text, in the language the request was made in.
  return { refusal: refusal as PurchaseRefusal, message: error.message };
}

/** Public calls: a 401 only throws (see above). */
const PUBLIC = { on401: 'throw' } as const;

function proof(secret: string | null | undefined): Record<string, string> {
  return secret ? { [PURCHASE_SECRET_HEADER]: secret } : {};
}

export function fetchQuote(request: PurchaseRequest, signal?: AbortSignal): Promise<Quote> {
  return api.post<Quote>(QUOTE_PATH, { ...PUBLIC, body: { json: request }, signal });
}

export function createPurchase(request: PurchaseRequest, idempotencyKey: string): Promise<PurchaseCreated> {
  return api.post<PurchaseCreated>(PURCHASES_PATH, {
    ...PUBLIC,
    body: { json: request },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function purchasePath(id: string): string {
  return `${PURCHASES_PATH}/${encodeURIComponent(id)}`;
}

/** The purchase as it is now; proof is the wallet's secret, else the buyer's session. */
export function fetchPurchase(id: string, secret: string | null | undefined): Promise<PurchaseStatus> {
  return api.get<PurchaseStatus>(purchasePath(id), { ...PUBLIC, headers: proof(secret) });
}

export function cancelPurchase(id: string, secret: string | null | undefined): Promise<PurchaseStatus> {
  return api.post<PurchaseStatus>(`${purchasePath(id)}/atsaukti`, { ...PUBLIC, headers: proof(secret) });
}

/**
 * The receipt PDF (the payment's proof document), fetched with the proof header and saved as a
 * file: a plain link could not carry the header.
 */
export async function downloadReceipt(
  purchase: { id: string; receiptNumber: string; proofUrl: string | null },
  secret: string | null | undefined,
): Promise<void> {
  const path = purchase.proofUrl ?? `${purchasePath(purchase.id)}/kvitas`;
  const blob = await api.get<Blob>(path, {
    ...PUBLIC,
    headers: { Accept: 'application/pdf', ...proof(secret) },
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `kvitas-${purchase.receiptNumber.replace(/[^\w.-]+/g, '_')}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the address is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The catalogue's query is shared with the map and the catch report (features/anglers/catalogue-query.ts). */
export const anglerKeys = {
  quote: (body: string) => ['anglers', 'quote', body] as const,
  purchase: (id: string) => ['anglers', 'purchase', id] as const,
};
