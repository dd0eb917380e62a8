/**
 * Paying an application's state fee in a browser journey's setup (issue 20): the applicant's Pay
 * online, then the sandbox bank page's own Pay form, sent from the request client, and the
 * redirects back through the portal's return (which finalises the payment and issues the permit).
 */
import type { APIRequestContext } from 'playwright-core';
import { apiJson } from './e2e-api.ts';

export async function payFeeByRequest(api: APIRequestContext, kind: string, applicationId: string) {
  const { payUrl } = await apiJson<{ payUrl: string }>(
    api,
    'POST',
    `/api/v1/paraiskos/${kind}/${applicationId}/rinkliava/moketi`,
    { json: {} },
  );
  const page = await api.get(payUrl);
  if (page.status() !== 200) throw new Error(`bank page ${page.status()}`);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const lang = /name="lang" value="([^"]+)"/.exec(html)?.[1] ?? 'lt';
  if (!token) throw new Error('no form token on the bank page');
  const paid = await api.post(`${payUrl}/moketi`, { form: { token, lang } });
  if (!paid.url().includes('rinkliava=sumoketa')) throw new Error(`not paid: ${paid.url()}`);
}
