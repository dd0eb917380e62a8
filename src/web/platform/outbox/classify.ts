/**
 * What one answer of `POST /api/public/zvejyba/laimikis` means for the report
 * (src/shared/anglers/catch-reports.ts; field notes "Idempotency"):
 * - 2xx with the result: accepted (201 the first time, 200 a replay of the first result);
 * - 400 (field errors), 404 (no such permit for the number and names), 409 with a `refusal`
 *   (a rule), 422 (another body under this key): refused, the person corrects it;
 * - 409 without a refusal: the server is still processing the first request with this key;
 * - 429, 5xx: the server is busy or down; 401/403 (a session or the anti-forgery cookie, which the
 *   answer renews) and any other status: not the report's fate. All of these are tried again,
 *   and so is a request that got no answer at all (the report may or may not have arrived: the
 *   replay tells).
 */
import type {
  CatchReportRefusal,
  CatchReportRequest,
  CatchReportResult,
} from '../../../shared/anglers/catch-reports.ts';
import type { AttemptProblem } from './types.ts';

/** What the transport got: an answer with its status and body, or none. */
export type SendAnswer = { status: number; body: unknown } | { failure: 'network'; message: string };

/** What an answer means for the entry; `Result` is what a delivered one keeps (a catch report's by default). */
export type Outcome<Result = CatchReportResult> =
  | { outcome: 'delivered'; result: Result }
  | {
      outcome: 'refused';
      status: number;
      message: string;
      refusal: CatchReportRefusal | null;
      fieldErrors: { field: string; message: string }[];
    }
  | { outcome: 'retry'; problem: AttemptProblem };

const REFUSING_STATUSES = new Set([400, 404, 409, 422]);

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A result the server would send for this very report (a proxy's page or an empty body is not one). */
export function isResultFor(
  body: unknown,
  request: Pick<CatchReportRequest, 'id'>,
): body is CatchReportResult {
  const result = record(body);
  return (
    result !== null &&
    result.id === request.id &&
    typeof result.permitNumber === 'string' &&
    typeof result.late === 'boolean' &&
    typeof result.cardEnded === 'boolean' &&
    typeof result.receivedAt === 'string'
  );
}

/** The refusal's text as the server wrote it for a person (spec §8: 400 joins its messages). */
function refusalText(body: Record<string, unknown> | null, fieldErrors: { message: string }[]): string {
  const errors = record(body?.errors);
  const global = Array.isArray(errors?.globalErrors)
    ? errors.globalErrors.filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    : [];
  if (global.length > 0) return global.join('; ');
  if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message;
  return fieldErrors.map((e) => e.message).join('; ');
}

function fieldErrorsOf(body: Record<string, unknown> | null): { field: string; message: string }[] {
  const list = record(body?.errors)?.fieldErrors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const error = record(item);
    return error && typeof error.field === 'string' && typeof error.message === 'string'
      ? [{ field: error.field, message: error.message }]
      : [];
  });
}

function refusalOf(body: Record<string, unknown> | null): CatchReportRefusal | null {
  const refusal = record(body?.refusal);
  return refusal && typeof refusal.rule === 'string' ? (refusal as unknown as CatchReportRefusal) : null;
}

export function classifyAnswer(answer: SendAnswer, request: Pick<CatchReportRequest, 'id'>): Outcome {
  if ('failure' in answer) return { outcome: 'retry', problem: 'network' };
  const { status } = answer;
  if (status >= 200 && status < 300) {
    // A 2xx that is not our result did not come from the route (a captive portal, a proxy):
    // the replay will bring the real answer.
    return isResultFor(answer.body, request)
      ? { outcome: 'delivered', result: answer.body }
      : { outcome: 'retry', problem: 'other' };
  }
  const body = record(answer.body);
  if (status === 409 && !refusalOf(body)) return { outcome: 'retry', problem: 'inFlight' };
  if (REFUSING_STATUSES.has(status)) {
    const fieldErrors = fieldErrorsOf(body);
    return {
      outcome: 'refused',
      status,
      message: refusalText(body, fieldErrors),
      refusal: refusalOf(body),
      fieldErrors,
    };
  }
  if (status === 429 || status >= 500) return { outcome: 'retry', problem: 'busy' };
  return { outcome: 'retry', problem: 'other' };
}
