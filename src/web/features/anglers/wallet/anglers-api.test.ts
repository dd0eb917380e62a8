// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../../shared/i18n/all-messages.ts';
import { type ApiError, configureApi } from '../../../platform/api.ts';
import { downloadPermitPdf, purchaseStatus, ticketFor } from './anglers-api.ts';

const LOOKUP = { kind: 'l05_1', number: '05260000018', firstName: 'Ona', lastName: 'Žemaitė' } as const;

describe('the wallet’s and the download form’s calls (ADR 0009)', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: () => Response;
  const expired: ApiError[] = [];

  beforeEach(() => {
    calls.length = 0;
    expired.length = 0;
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok; lang=en' });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    });
    configureApi({ onSessionExpired: (error) => expired.push(error) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({});
  });

  it('asks for a purchase with its secret, never from the HTTP cache', async () => {
    answer = () => Response.json({ id: 'p', state: 'ISSUED' });
    expect(await purchaseStatus('p/1', 's-1')).toEqual({ id: 'p', state: 'ISSUED' });
    expect(calls[0]!.url).toBe('/api/public/zvejyba/pirkimai/p%2F1');
    expect(new Headers(calls[0]!.init.headers).get('X-Purchase-Secret')).toBe('s-1');
    expect(calls[0]!.init.cache).toBe('no-store');
  });

  it('reads the permit’s PDF as a file', async () => {
    answer = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    const pdf = await downloadPermitPdf(LOOKUP);
    expect(await pdf.text()).toBe('%PDF-1.7');
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('/api/public/zvejyba/atsisiusti');
    expect(headers.get('Accept')).toContain('application/pdf');
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(LOOKUP);
  });

  it('tells the person what went wrong, in their language, and never reloads for a 401', async () => {
    answer = () => Response.json({ message: 'Permit not found for the given data.' }, { status: 404 });
    const notFound = (await ticketFor(LOOKUP).catch((e: unknown) => e)) as ApiError;
    expect(notFound.status).toBe(404);
    expect(notFound.message).toBe('Permit not found for the given data.');
    answer = () => Response.json({}, { status: 429 });
    expect(((await downloadPermitPdf(LOOKUP).catch((e: unknown) => e)) as ApiError).message).toBe(
      'A system error occurred. Try again or contact the system administrator.',
    );
    answer = () => Response.json({}, { status: 401 });
    const unauthorised = (await purchaseStatus('p', 's').catch((e: unknown) => e)) as ApiError;
    expect(unauthorised.sessionExpired).toBe(false);
    expect(expired).toEqual([]);
  });

  it('reports a lost connection as status -1', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = (await ticketFor(LOOKUP).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(-1);
  });
});
