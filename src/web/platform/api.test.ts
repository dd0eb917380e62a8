// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../shared/i18n/all-messages.ts';
import { ApiError, api, apiFetch, buildUrl, configureApi, errorMessageFor } from './api.ts';

describe('API error texts (spec §8)', () => {
  it('joins global errors of a 400 with semicolons', () => {
    const body = {
      errors: { globalErrors: ['A', 'B'], fieldErrors: [{ field: 'x', message: 'C' }] },
      message: 'M',
    };
    expect(errorMessageFor(400, body, 'en')).toBe('A; B');
  });

  it('falls back to field errors, then to the message', () => {
    expect(
      errorMessageFor(
        400,
        {
          errors: {
            globalErrors: [],
            fieldErrors: [
              { field: 'x', message: 'C' },
              { field: 'y', message: 'D' },
            ],
          },
        },
        'en',
      ),
    ).toBe('C; D');
    expect(errorMessageFor(400, { errors: null, message: 'M' }, 'en')).toBe('M');
    expect(errorMessageFor(400, 'not json', 'en')).toBe(
      'A system error occurred. Try again or contact the system administrator.',
    );
  });

  it('says the session expired on 401 and no rights on 403', () => {
    expect(errorMessageFor(401, {}, 'en')).toBe('Your session has expired. Log in again.');
    expect(errorMessageFor(401, {}, 'lt')).toBe('Jūsų sesija baigėsi. Prisijunkite iš naujo.');
    expect(errorMessageFor(403, { message: 'whatever' }, 'en')).toBe(
      'You have no rights to perform this action',
    );
  });

  it('names a gateway timeout and a lost connection', () => {
    expect(errorMessageFor(504, {}, 'lt')).toBe('504 Gateway Timeout');
    expect(errorMessageFor(-1, undefined, 'en', 'Failed to fetch')).toContain('(Failed to fetch)');
  });

  it('shows the server message for other failures', () => {
    expect(errorMessageFor(500, { message: 'Boom' }, 'en')).toBe('Boom');
    expect(errorMessageFor(500, {}, 'lt')).toBe(
      'Įvyko sistemos klaida. Bandykite dar kartą arba kreipkitės į sistemos administratorių.',
    );
  });
});

describe('API client', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: () => Response | Promise<Response>;

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok%3D1; lang=en' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({});
  });

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  it('builds /api URLs and leaves out empty query values', () => {
    expect(buildUrl('/v1/profilis', { atstovaujamoAsmensKodas: '110051834', x: undefined, y: '' })).toBe(
      '/api/v1/profilis?atstovaujamoAsmensKodas=110051834',
    );
    expect(buildUrl('/api/health')).toBe('/api/health');
  });

  it('sends the anti-forgery header on non-GET requests only', async () => {
    answer = () => json(200, { ok: true });
    await api.get('/x');
    await api.post('/y', { body: { json: { a: 1 } } });
    const getHeaders = new Headers(calls[0]!.init.headers);
    const postHeaders = new Headers(calls[1]!.init.headers);
    expect(getHeaders.has('X-XSRF-TOKEN')).toBe(false);
    expect(postHeaders.get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(postHeaders.get('Content-Type')).toBe('application/json');
    expect(calls[1]!.init.body).toBe('{"a":1}');
  });

  it('reads the anti-forgery cookie under its __Host- name over HTTPS, before a plain one planted beside it', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=planted; lang=en; __Host-XSRF-TOKEN=hosted' });
    answer = () => json(200, { ok: true });
    await api.post('/y', { body: { json: {} } });
    expect(new Headers(calls[0]!.init.headers).get('X-XSRF-TOKEN')).toBe('hosted');
  });

  it('asks the server for the portal’s language, whatever the browser prefers', async () => {
    answer = () => json(200, { ok: true });
    await api.get('/x');
    expect(new Headers(calls[0]!.init.headers).get('Accept-Language')).toBe('en');
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok%3D1' });
    await api.post('/y');
    expect(new Headers(calls[1]!.init.headers).get('Accept-Language')).toBe('lt');
  });

  it('sends form bodies url-encoded', async () => {
    answer = () => json(200, { id: 't' });
    await api.post('/auth/viisp/dummy-login', {
      body: { form: { vardas: 'Jonas', imonesKodas: undefined } },
    });
    expect(String(calls[0]!.init.body)).toBe('vardas=Jonas');
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toContain(
      'application/x-www-form-urlencoded',
    );
  });

  it('turns 204 into undefined and reads text answers', async () => {
    answer = () => new Response(null, { status: 204 });
    expect(await api.post('/v1/auth/logout')).toBeUndefined();
    answer = () => new Response('false', { status: 200, headers: { 'Content-Type': 'text/plain' } });
    expect(await api.get('/v1/profilis/validate')).toBe('false');
  });

  it('gives headers to callers that need them', async () => {
    answer = () => json(200, { name: 'Jonas' }, { 'X-Login-Return': '/paraiskos' });
    const response = await apiFetch('POST', '/auth/viisp/postback', { body: { json: { ticket: 't' } } });
    expect(response.headers.get('X-Login-Return')).toBe('/paraiskos');
  });

  it('maps a 400 to an ApiError with field errors, in the language of the cookie', async () => {
    answer = () => json(400, { errors: { fieldErrors: [{ field: 'epastas', message: 'Bad e-mail' }] } });
    const error = await api.put('/v1/profilis').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual([{ field: 'epastas', message: 'Bad e-mail' }]);
    expect((error as ApiError).message).toBe('Bad e-mail');
  });

  it('reports an expired session once per request unless the caller handles 401', async () => {
    const expired: ApiError[] = [];
    configureApi({ onSessionExpired: (error) => expired.push(error) });
    answer = () => json(401, { message: 'no session' });
    const error = (await api.get('/v1/profilis').catch((e: unknown) => e)) as ApiError;
    expect(error.sessionExpired).toBe(true);
    expect(error.message).toBe('Your session has expired. Log in again.');
    expect(expired).toHaveLength(1);
    const thrown = (await api
      .get('/auth/viisp/user-info', { on401: 'throw' })
      .catch((e: unknown) => e)) as ApiError;
    expect(expired).toHaveLength(1);
    expect(thrown.status).toBe(401);
    expect(thrown.sessionExpired).toBe(false);
    expect(thrown.body).toEqual({ message: 'no session' });
  });

  it('keeps the server message of a 403 for the login screen', async () => {
    answer = () => json(403, { message: 'A Lithuanian personal code is required.' });
    const error = (await api
      .post('/auth/viisp/postback', { on401: 'throw' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('You have no rights to perform this action');
    expect(error.serverMessage).toBe('A Lithuanian personal code is required.');
  });

  it('sends a call’s own headers, keeping the anti-forgery header the client’s', async () => {
    answer = () => json(201, { id: 'p' });
    await api.post('/api/public/zvejyba/pirkimai', {
      body: { json: {} },
      headers: { 'Idempotency-Key': 'k-1', 'X-XSRF-TOKEN': 'forged', Accept: 'application/pdf' },
    });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('/api/public/zvejyba/pirkimai');
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(headers.get('Accept')).toBe('application/pdf');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('reads a file as a Blob when asked, and its failure as usual', async () => {
    answer = () =>
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    const pdf = await api.post<Blob>('/public/zvejyba/atsisiusti', {
      responseType: 'blob',
      cache: 'no-store',
    });
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF');
    expect(calls[0]!.init.cache).toBe('no-store');
    answer = () => json(404, { message: 'Permit not found' });
    const error = (await api
      .post('/public/zvejyba/atsisiusti', { responseType: 'blob' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Permit not found');
  });

  it('keeps the failed answer’s body for callers that read more of it', async () => {
    const refused = { message: 'A valid permit already exists', refusal: { rule: 'existingPermit' } };
    answer = () => json(409, refused);
    const error = (await api.post('/public/zvejyba/kaina').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('A valid permit already exists');
    expect(error.body).toEqual(refused);
    answer = () =>
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const proxy = (await api.get('/health').catch((e: unknown) => e)) as ApiError;
    expect(proxy.body).toBe('<html>Bad gateway</html>');
    expect(proxy.message).toBe('A system error occurred. Try again or contact the system administrator.');
  });

  it('lets a caller’s abort through as an abort, not as a lost connection', async () => {
    const controller = new AbortController();
    controller.abort();
    answer = () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    const error = await api
      .get('/public/zvejyba/katalogas', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(calls[0]!.init.signal).toBe(controller.signal);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('reports a network failure as status -1', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = (await api.get('/health').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(-1);
    expect(error.message).toContain('Failed to fetch');
  });
});
