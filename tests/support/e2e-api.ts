/**
 * What browser journeys share: calling the API with a browser context's cookies (session and the
 * anti-forgery header, as the web app does), logging in through the test login and choosing whom
 * to act for, and axe's WCAG 2.1 AA check of a page.
 */
import { createRequire } from 'node:module';
import type { APIRequestContext, APIResponse, Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface CallBody {
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
}

/** A request as the web app makes it: cookies of the context, X-XSRF-TOKEN on every change. */
export async function apiCall(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: CallBody = {},
): Promise<APIResponse> {
  if (method === 'GET') return api.get(url);
  let token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await api.get('/api/health');
    token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  return api.fetch(url, {
    method,
    headers: { 'X-XSRF-TOKEN': token ?? '' },
    ...(body.json !== undefined ? { data: body.json } : {}),
    ...(body.form ? { form: body.form } : {}),
    ...(body.multipart ? { multipart: body.multipart } : {}),
  });
}

export async function apiJson<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: CallBody,
): Promise<T> {
  const res = await apiCall(api, method, url, body);
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The test login (dummy-login → postback) and the chooser's pick of whom to act for. */
export async function apiLogin(
  api: APIRequestContext,
  person: { code: string; first: string; last: string },
  actingFor: string | { code: string; name: string } = person.code,
): Promise<void> {
  // A company given as { code, name } comes with the login, as the gateway sends a representative
  // chosen there; a code alone must be among those the person may act for.
  const company = typeof actingFor === 'string' ? null : actingFor;
  const dummy = await apiCall(api, 'POST', '/api/auth/viisp/dummy-login', {
    form: {
      asmensKodas: person.code,
      vardas: person.first,
      pavarde: person.last,
      ...(company ? { imonesKodas: company.code, imonesPavadinimas: company.name } : {}),
    },
  });
  if (!dummy.ok()) throw new Error(`dummy-login ${dummy.status()}`);
  const { id, imonesKodas } = (await dummy.json()) as { id: string; imonesKodas?: string | null };
  const postback = await apiCall(api, 'POST', '/api/auth/viisp/postback', {
    json: { ticket: id, ...(imonesKodas ? { imonesKodas } : {}) },
  });
  if (!postback.ok()) throw new Error(`postback ${postback.status()}`);
  const info = (await (await api.get('/api/auth/viisp/user-info')).json()) as {
    atstovaujamiAsmenys: { code: string }[];
  };
  const party = company?.code ?? (actingFor as string);
  const index = info.atstovaujamiAsmenys.findIndex((p) => p.code === party);
  if (index < 0) throw new Error(`${person.code} cannot act for ${party}`);
  const chosen = await apiCall(api, 'POST', `/api/v1/profilis/keisti/${index}`);
  if (!chosen.ok()) throw new Error(`choose ${party}: ${chosen.status()}`);
}

/** A complete profile for the party acted for, so the profile modal of spec §4 does not interrupt a journey. */
export async function apiSaveProfile(
  api: APIRequestContext,
  partyCode: string,
  contact: { email: string; position?: string; first?: string; last?: string },
) {
  const res = await apiCall(api, 'PUT', `/api/v1/profilis?atstovaujamoAsmensKodas=${partyCode}`, {
    json: {
      adresas: { adresasTekstas: 'Minijos g. 180, Klaipėda' },
      epastas: contact.email,
      tel: '+37061234567',
      infoEpastu: true,
      infoSms: false,
      pareigos: contact.position ?? '',
      vardas: contact.first ?? '',
      pavarde: contact.last ?? '',
    },
  });
  if (!res.ok()) throw new Error(`profile ${res.status()}: ${await res.text()}`);
}

/** WCAG 2.1 A/AA violations axe finds on the page (the context needs `bypassCSP` to add axe). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is added to the page above and has no types here.
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (v: { id: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, WCAG_AA);
}

/**
 * Waits until the service worker controls the page (field notes: going offline before it does
 * tests nothing). The first visit installs it; one reload lets it take over if it has not claimed.
 * The journey's context must let the worker in (`WITH_SERVICE_WORKER`, tests/support/browser.ts).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = () => navigator.serviceWorker.controller !== null;
  try {
    await page.waitForFunction(controlled, null, { timeout: 15_000 });
  } catch {
    await page.reload();
    await page.waitForFunction(controlled, null, { timeout: 15_000 }).catch((error: Error) => {
      throw new Error(
        `${error.message}\n-- no service worker controls the page: is the context created with WITH_SERVICE_WORKER?`,
      );
    });
  }
}
