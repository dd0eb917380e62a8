/** Login calls of the gateway flow (spec §4, §7 Authentication). */
import { api, apiFetch, isApiError } from '../../platform/api.ts';
import type { UserInfo } from '../../platform/session/types.ts';
import { safeLocalPath } from './safe-return.ts';

export interface GatewayTicket {
  ticket: string;
  url: string;
}

/** Asks the server for a one-time gateway ticket; `returnTo` is where to land after login. */
export function generateTicket(returnTo: string | undefined): Promise<GatewayTicket> {
  return api.post<GatewayTicket>('/auth/viisp/generate-ticket', {
    query: { returnTo: safeLocalPath(returnTo, '') || undefined },
  });
}

/**
 * The browser posts the ticket to the gateway as a hidden field named `ticket` (spec §7): a real
 * form submission, so the gateway receives a top-level POST navigation.
 */
export function submitTicketToGateway({ ticket, url }: GatewayTicket): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'ticket';
  input.value = ticket;
  form.append(input);
  document.body.append(form);
  form.submit();
}

export interface PostbackResult {
  user: UserInfo;
  /** Local path to continue at (header `X-Login-Return`), `/` by default. */
  returnTo: string;
}

/** Completes login with the ticket the gateway brought back (spec §4). */
export async function postback(ticket: string, imonesKodas: string | undefined): Promise<PostbackResult> {
  const response = await apiFetch<UserInfo>('POST', '/auth/viisp/postback', {
    body: { json: imonesKodas ? { ticket, imonesKodas } : { ticket } },
    on401: 'throw',
  });
  return { user: response.data, returnTo: safeLocalPath(response.headers.get('X-Login-Return'), '/') };
}

/** The test login exists only outside production: the server answers 204 there, 404 in production. */
export async function isTestLoginAvailable(): Promise<boolean> {
  try {
    await api.get<undefined>('/auth/viisp/dummy-login', { on401: 'throw' });
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return false;
    throw error;
  }
}

export interface TestLoginFields {
  vardas: string;
  pavarde: string;
  asmensKodas: string;
  imonesKodas?: string | undefined;
}

export interface TestLoginResult {
  /** The ticket to complete login with. */
  id: string;
  imonesKodas: string | null;
}

export function testLogin(fields: TestLoginFields): Promise<TestLoginResult> {
  return api.post<TestLoginResult>('/auth/viisp/dummy-login', {
    body: {
      form: {
        vardas: fields.vardas.trim(),
        pavarde: fields.pavarde.trim(),
        asmensKodas: fields.asmensKodas.trim(),
        imonesKodas: fields.imonesKodas?.trim() || undefined,
      },
    },
    on401: 'throw',
  });
}

/** The gateway return address for a ticket (spec §2: /login/viisp?ticket=…[&imonesKodas=…]). */
export function gatewayReturnPath(ticket: string, imonesKodas?: string | null): string {
  const params = new URLSearchParams({ ticket });
  if (imonesKodas) params.set('imonesKodas', imonesKodas);
  return `/login/viisp?${params.toString()}`;
}
