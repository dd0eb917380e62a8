/**
 * Typed client for the portal's own API (same origin, under /api; spec §7 Backend client
 * conventions). It adds the anti-forgery header to every non-GET request, sends JSON or form
 * bodies and a caller's own headers, turns a 204 into `undefined`, reads a file (a PDF) as a `Blob`
 * when asked, and maps every failure to an `ApiError` whose message a person can read (spec §8)
 * and which keeps the answer's body for callers that read more of it (an angler's refusal, ADR 0009).
 */
import { type Language, type MessageId, translate } from '../../shared/i18n/index.ts';
import { currentLanguage } from '../i18n/language.ts';
import { readCookie } from './cookies.ts';

/** The anti-forgery cookie: `__Host-XSRF-TOKEN` over HTTPS (production), `XSRF-TOKEN` over plain HTTP. */
export const XSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'] as const;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The anti-forgery token the server handed this browser (tied to its session; server plugins/xsrf.ts). */
export function xsrfToken(): string | undefined {
  for (const name of XSRF_COOKIES) {
    const token = readCookie(name);
    if (token) return token;
  }
  return undefined;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Error body of a 400 answer (spec §8). */
export interface ApiErrorBody {
  errors?: { globalErrors?: string[] | null; fieldErrors?: FieldError[] | null } | null;
  message?: string | null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or -1 when the request never got an answer (spec §8). */
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly globalErrors: string[];
  /** The server's own `message`, when it sent one (a foreign user's 403 at login, spec §4). */
  readonly serverMessage: string | undefined;
  /** A 401 that was already told to the person and will reload the page (spec §8). */
  readonly sessionExpired: boolean;
  /** The failed answer's body as read (JSON parsed), for callers that need more than the text. */
  readonly body: unknown;

  constructor(
    message: string,
    init: {
      status: number;
      fieldErrors?: FieldError[];
      globalErrors?: string[];
      serverMessage?: string | undefined;
      sessionExpired?: boolean;
      body?: unknown;
    },
  ) {
    super(message);
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? [];
    this.globalErrors = init.globalErrors ?? [];
    this.serverMessage = init.serverMessage;
    this.sessionExpired = init.sessionExpired ?? false;
    this.body = init.body;
  }
}

function nonEmpty(values: (string | null | undefined)[] | null | undefined): string[] {
  return (values ?? []).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

function asErrorBody(body: unknown): ApiErrorBody {
  return body !== null && typeof body === 'object' ? (body as ApiErrorBody) : {};
}

/**
 * The text a person sees for a failed answer (spec §8):
 * - 400: global errors joined by "; ", else field error messages joined, else `message`;
 * - 401: the session expired, log in again;
 * - 403: no rights to perform this action;
 * - 504: '504 Gateway Timeout';
 * - -1 (no answer): what the network layer said;
 * - anything else: the server's `message`, else the default system error text.
 */
export function errorMessageFor(
  status: number,
  rawBody: unknown,
  language: Language,
  networkMessage?: string,
) {
  const body = asErrorBody(rawBody);
  const t = (id: MessageId) => translate(language, id);
  const serverMessage =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  switch (status) {
    case 400: {
      const global = nonEmpty(body.errors?.globalErrors);
      if (global.length > 0) return global.join('; ');
      const fields = nonEmpty((body.errors?.fieldErrors ?? []).map((e) => e?.message));
      if (fields.length > 0) return fields.join('; ');
      return serverMessage ?? t('error.defaultError');
    }
    case 401:
      return t('error.unauthorized');
    case 403:
      return t('error.forbidden');
    case 504:
      return '504 Gateway Timeout';
    case -1:
      return networkMessage ? `${t('error.network')} (${networkMessage})` : t('error.network');
    default:
      return serverMessage ?? t('error.defaultError');
  }
}

export function toApiError(status: number, rawBody: unknown, language: Language, networkMessage?: string) {
  const body = asErrorBody(rawBody);
  return new ApiError(errorMessageFor(status, rawBody, language, networkMessage), {
    status,
    fieldErrors: (body.errors?.fieldErrors ?? []).filter(
      (e): e is FieldError => !!e && typeof e.field === 'string',
    ),
    globalErrors: nonEmpty(body.errors?.globalErrors),
    serverMessage: typeof body.message === 'string' ? body.message : undefined,
    body: rawBody,
  });
}

/** Spec §8: after a 401 the page reloads after 2 seconds. */
export const SESSION_EXPIRED_RELOAD_MS = 2000;

interface ApiHooks {
  /** Told once per failing request when a 401 means the session is gone (spec §8). */
  onSessionExpired?: (error: ApiError) => void;
}
const hooks: ApiHooks = {};

/** The app wires its reactions (show the message, reload) without the client knowing React. */
export function configureApi(next: ApiHooks): void {
  hooks.onSessionExpired = next.onSessionExpired;
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestBody = { json: unknown } | { form: Record<string, QueryValue> } | { multipart: FormData };

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: RequestBody;
  /**
   * Headers of the call's own (e.g. `Idempotency-Key`, `X-Purchase-Secret`, an `Accept` for a PDF);
   * the anti-forgery header and the body's `Content-Type` are the client's.
   */
  headers?: Record<string, string>;
  /** `'blob'` reads a successful answer as a file (a PDF); a failure is read as usual. */
  responseType?: 'blob';
  /**
   * What a 401 means for this call: `'session'` (default) tells the person the session expired and
   * reloads; `'throw'` only throws (user-info stays silently anonymous, login reports its own failure).
   */
  on401?: 'session' | 'throw';
  signal?: AbortSignal;
  /** The browser HTTP cache mode, e.g. `no-cache` to revalidate publicly cached content after an edit. */
  cache?: RequestCache;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function encodeBody(body: RequestBody | undefined, headers: Headers): BodyInit | undefined {
  if (!body) return undefined;
  if ('json' in body) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(body.json);
  }
  if ('form' in body) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body.form)) {
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return params;
  }
  return body.multipart;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** A request that got no answer is status -1 (spec §8); the caller's own abort stays an abort. */
function unanswered(cause: unknown, language: Language): unknown {
  if (cause instanceof DOMException && cause.name === 'AbortError') return cause;
  return toApiError(-1, undefined, language, cause instanceof Error ? cause.message : String(cause));
}

export async function apiFetch<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const language = currentLanguage();
  const headers = new Headers({ Accept: 'application/json, text/plain;q=0.9', ...options.headers });
  // The portal's language, not the browser's: without a `lang` cookie (no switch yet) the server
  // would fall back to Accept-Language and answer, or send the bank page of a purchase, in another
  // language than the one on screen (issue 16).
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', language);
  if (method !== 'GET') {
    const token = xsrfToken();
    if (token) headers.set(XSRF_HEADER, token);
  }
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  const encoded = encodeBody(options.body, headers);
  if (encoded !== undefined) init.body = encoded;
  if (options.signal) init.signal = options.signal;
  if (options.cache) init.cache = options.cache;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (cause) {
    throw unanswered(cause, language);
  }
  if (!response.ok) {
    const body = await readBody(response).catch(() => undefined);
    const error = toApiError(response.status, body, language);
    if (response.status === 401 && (options.on401 ?? 'session') === 'session') {
      const expired = new ApiError(error.message, { status: 401, sessionExpired: true, body });
      hooks.onSessionExpired?.(expired);
      throw expired;
    }
    throw error;
  }
  let data: unknown;
  if (options.responseType === 'blob') {
    try {
      data = await response.blob();
    } catch (cause) {
      // The connection broke while the file was coming: no answer, as when it never came.
      throw unanswered(cause, language);
    }
  } else {
    data = await readBody(response).catch(() => undefined);
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

async function dataOf<T>(promise: Promise<ApiResponse<T>>): Promise<T> {
  return (await promise).data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => dataOf(apiFetch<T>('GET', path, options)),
  post: <T>(path: string, options?: RequestOptions) => dataOf(apiFetch<T>('POST', path, options)),
  put: <T>(path: string, options?: RequestOptions) => dataOf(apiFetch<T>('PUT', path, options)),
  delete: <T>(path: string, options?: RequestOptions) => dataOf(apiFetch<T>('DELETE', path, options)),
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
