/**
 * The anglers' calls the wallet and the download form make (paths in
 * src/shared/anglers/api-types.ts, ADR 0009), through the shared client with a purchase's secret
 * in a header and the PDF read as a file. Failures are its `ApiError`s, with texts in the person's
 * language (spec §8).
 *
 * The public calls' answers are about one person's permit: none comes from the browser's HTTP
 * cache (`no-store`). A 401 only throws: the wallet and the form work without a session, and the
 * wallet goes on with what it has.
 */
import type { AnglerTicket, DownloadRequest, PurchaseStatus } from '../../../../shared/anglers/api-types.ts';
import { api } from '../../../platform/api.ts';

export const PURCHASE_SECRET_HEADER = 'X-Purchase-Secret';

const enc = encodeURIComponent;

const PUBLIC = { on401: 'throw', cache: 'no-store' } as const;

/** A purchase's state, proved by the secret this device got when it started the purchase. */
export function purchaseStatus(id: string, secret: string): Promise<PurchaseStatus> {
  return api.get<PurchaseStatus>(`/public/zvejyba/pirkimai/${enc(id)}`, {
    ...PUBLIC,
    headers: { [PURCHASE_SECRET_HEADER]: secret },
  });
}

/** The logged-in person's own tickets (the server answers them `no-store`). */
export function myTickets(): Promise<AnglerTicket[]> {
  return api.get<AnglerTicket[]>('/v1/zvejyba/bilietai', { on401: 'throw' });
}

/** The permit's PDF for the number and the holder's name (spec §2 download form; 404, 429 as ApiError). */
export function downloadPermitPdf(request: DownloadRequest): Promise<Blob> {
  return api.post<Blob>('/public/zvejyba/atsisiusti', {
    ...PUBLIC,
    body: { json: request },
    headers: { Accept: 'application/pdf, application/json;q=0.9' },
    responseType: 'blob',
  });
}

/** The same lookup as the PDF, answering the ticket for the wallet. */
export function ticketFor(request: DownloadRequest): Promise<AnglerTicket> {
  return api.post<AnglerTicket>('/public/zvejyba/bilietas', { ...PUBLIC, body: { json: request } });
}
