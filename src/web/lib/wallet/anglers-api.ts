/**
 * The anglers' calls the wallet and the download form make (paths in
 * src/shared/anglers/api-types.ts, ADR 0009). They need what the shared client (`api.ts`) does not
 * offer: a purchase's secret in a header, and a PDF answer read as a file. Failures become the same
 * `ApiError`s, with texts in the person's language (spec §8).
 */
import type { AnglerTicket, DownloadRequest, PurchaseStatus } from '../../../shared/anglers/api-types.ts';
import { currentLanguage } from '../../i18n/language.ts';
import { api, buildUrl, toApiError, XSRF_COOKIE, XSRF_HEADER } from '../api.ts';
import { readCookie } from '../cookies.ts';

export const PURCHASE_SECRET_HEADER = 'X-Purchase-Secret';

const enc = encodeURIComponent;

async function send(
  method: 'GET' | 'POST',
  path: string,
  init: { json?: unknown; headers?: Record<string, string>; accept: string },
): Promise<Response> {
  const language = currentLanguage();
  const headers = new Headers({ Accept: init.accept, ...init.headers });
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  const request: RequestInit = { method, headers, credentials: 'same-origin', cache: 'no-store' };
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    request.body = JSON.stringify(init.json);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path), request);
  } catch (cause) {
    throw toApiError(-1, undefined, language, cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page): the status alone decides the message.
    }
    throw toApiError(response.status, body, language);
  }
  return response;
}

/** A purchase's state, proved by the secret this device got when it started the purchase. */
export async function purchaseStatus(id: string, secret: string): Promise<PurchaseStatus> {
  const response = await send('GET', `/public/zvejyba/pirkimai/${enc(id)}`, {
    headers: { [PURCHASE_SECRET_HEADER]: secret },
    accept: 'application/json',
  });
  return (await response.json()) as PurchaseStatus;
}

/** The logged-in person's own tickets. A 401 only throws: the wallet goes on with what it has. */
export function myTickets(): Promise<AnglerTicket[]> {
  return api.get<AnglerTicket[]>('/v1/zvejyba/bilietai', { on401: 'throw' });
}

/** The permit's PDF for the number and the holder's name (spec §2 download form; 404, 429 as ApiError). */
export async function downloadPermitPdf(request: DownloadRequest): Promise<Blob> {
  const response = await send('POST', '/public/zvejyba/atsisiusti', {
    json: request,
    accept: 'application/pdf, application/json;q=0.9',
  });
  return response.blob();
}

/** The same lookup as the PDF, answering the ticket for the wallet. */
export async function ticketFor(request: DownloadRequest): Promise<AnglerTicket> {
  const response = await send('POST', '/public/zvejyba/bilietas', {
    json: request,
    accept: 'application/json',
  });
  return (await response.json()) as AnglerTicket;
}
