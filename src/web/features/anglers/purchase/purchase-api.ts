/**
 * The anglers' purchase API as the journey calls it (src/shared/anglers/api-types.ts, ADR 0009).
 *
 * These calls carry headers the shared client (lib/api.ts) has no option for — `Idempotency-Key`
 * on a purchase and `X-Purchase-Secret`, the proof an anonymous buyer keeps in the wallet — and a
 * refused purchase (HTTP 409) brings the §8 rule with its facts, which the journey shows as more
 * than one line of text. So they go through `purchaseFetch`, which otherwise behaves as the shared
 * client does: same origin, the anti-forgery header on every change, errors a person can read.
 */
import type {
  FishingCatalogue,
  PurchaseCreated,
  PurchaseRefusal,
  PurchaseRequest,
  PurchaseStatus,
  Quote,
} from '../../../../shared/anglers/api-types.ts';
import { currentLanguage } from '../../../i18n/language.ts';
import { ApiError, toApiError, XSRF_COOKIE, XSRF_HEADER } from '../../../lib/api.ts';
import { readCookie } from '../../../lib/cookies.ts';

export const CATALOGUE_PATH = '/api/public/zvejyba/katalogas';
export const QUOTE_PATH = '/api/public/zvejyba/kaina';
export const PURCHASES_PATH = '/api/public/zvejyba/pirkimai';
export const SECRET_HEADER = 'X-Purchase-Secret';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A spec §8 rule refused the purchase (409): the server's text and the rule with its facts. */
export class PurchaseRefusedError extends ApiError {
  readonly refusal: PurchaseRefusal;
  constructor(message: string, refusal: PurchaseRefusal) {
    super(message, { status: 409, serverMessage: message });
    this.refusal = refusal;
  }
}

export function isRefusal(error: unknown): error is PurchaseRefusedError {
  return error instanceof PurchaseRefusedError;
}

function refusalOf(body: unknown): { message: string; refusal: PurchaseRefusal } | null {
  if (!body || typeof body !== 'object') return null;
  const { message, refusal } = body as { message?: unknown; refusal?: unknown };
  if (!refusal || typeof refusal !== 'object' || typeof (refusal as { rule?: unknown }).rule !== 'string')
    return null;
  return { message: typeof message === 'string' ? message : '', refusal: refusal as PurchaseRefusal };
}

interface CallOptions {
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function send(method: 'GET' | 'POST', path: string, options: CallOptions): Promise<Response> {
  const headers = new Headers(options.headers);
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.json);
  }
  if (options.signal) init.signal = options.signal;
  try {
    return await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw toApiError(
      -1,
      undefined,
      currentLanguage(),
      cause instanceof Error ? cause.message : String(cause),
    );
  }
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (response.status === 409) {
    const refused = refusalOf(body);
    if (refused) return new PurchaseRefusedError(refused.message, refused.refusal);
  }
  return toApiError(response.status, body, currentLanguage());
}

export async function purchaseFetch<T>(
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const headers = { Accept: 'application/json', ...options.headers };
  const response = await send(method, path, { ...options, headers });
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function proof(secret: string | null | undefined): Record<string, string> {
  return secret ? { [SECRET_HEADER]: secret } : {};
}

export function fetchCatalogue(signal?: AbortSignal): Promise<FishingCatalogue> {
  return purchaseFetch<FishingCatalogue>('GET', CATALOGUE_PATH, signal ? { signal } : {});
}

export function fetchQuote(request: PurchaseRequest, signal?: AbortSignal): Promise<Quote> {
  return purchaseFetch<Quote>('POST', QUOTE_PATH, { json: request, ...(signal ? { signal } : {}) });
}

export function createPurchase(request: PurchaseRequest, idempotencyKey: string): Promise<PurchaseCreated> {
  return purchaseFetch<PurchaseCreated>('POST', PURCHASES_PATH, {
    json: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function purchasePath(id: string): string {
  return `${PURCHASES_PATH}/${encodeURIComponent(id)}`;
}

/** The purchase as it is now; proof is the wallet's secret, else the buyer's session. */
export function fetchPurchase(id: string, secret: string | null | undefined): Promise<PurchaseStatus> {
  return purchaseFetch<PurchaseStatus>('GET', purchasePath(id), { headers: proof(secret) });
}

export function cancelPurchase(id: string, secret: string | null | undefined): Promise<PurchaseStatus> {
  return purchaseFetch<PurchaseStatus>('POST', `${purchasePath(id)}/atsaukti`, { headers: proof(secret) });
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
  const response = await send('GET', path, { headers: { Accept: 'application/pdf', ...proof(secret) } });
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
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

export const anglerKeys = {
  catalogue: ['anglers', 'catalogue'] as const,
  quote: (body: string) => ['anglers', 'quote', body] as const,
  purchase: (id: string) => ['anglers', 'purchase', id] as const,
};
