/**
 * How a catch report travels (src/shared/anglers/catch-reports.ts): `POST
 * /api/public/zvejyba/laimikis` through the portal's one API client, with the report's id as
 * `Idempotency-Key`, and every outcome answered rather than thrown, for the sync engine to judge.
 *
 * The client's `ApiError` keeps the status and the body; a request that got no answer is status -1
 * (spec §8). The client adds the anti-forgery header from its cookie. A 401 only throws here: the report needs no session (the permit number and the
 * holder's names are its proof), and a sync in the background must not reload the page.
 */
import type { CatchReportRequest, CatchReportResult } from '../../../../shared/anglers/catch-reports.ts';
import { api, apiFetch, isApiError, xsrfToken } from '../../../platform/api.ts';
import type { SendAnswer } from '../../../platform/outbox/classify.ts';

export const CATCH_REPORT_PATH = '/api/public/zvejyba/laimikis';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export async function sendCatchReport(request: CatchReportRequest, signal: AbortSignal): Promise<SendAnswer> {
  try {
    // A browser started again has lost its session cookies, the anti-forgery one too: any answer
    // under /api sets it again, so one cheap read first spares a 403 and a wait for the retry.
    if (typeof document !== 'undefined' && xsrfToken() === undefined) {
      await api.get('/health', { on401: 'throw', signal, cache: 'no-store' }).catch(() => undefined);
    }
    const answer = await apiFetch<CatchReportResult>('POST', CATCH_REPORT_PATH, {
      body: { json: request },
      headers: { [IDEMPOTENCY_HEADER]: request.id },
      on401: 'throw',
      cache: 'no-store',
      signal,
    });
    return { status: answer.status, body: answer.data };
  } catch (error) {
    if (isApiError(error) && error.status !== -1) return { status: error.status, body: error.body };
    return { failure: 'network', message: error instanceof Error ? error.message : String(error) };
  }
}
