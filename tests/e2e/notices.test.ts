/**
 * Notices by e-mail and SMS in the browser (issue 21): an L13 application returned by the officer
 * with a message shows that message to the applicant, and the local mailbox (/pasto-dezute) and SMS
 * inbox (/sms-dezute, the gateway simulator) hold one notice each of the return for the
 * representative's own address and phone (unique per run). The SMS inbox passes axe. The mail's
 * stop link opens, with no login, a page that stops the notices and can undo it (ADR 0036).
 */
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import type { ApplicationDetail } from '../../src/shared/permits/api-types.ts';
import {
  companyContactsExample,
  l13Example,
  l13ExampleDocuments,
} from '../../src/shared/permits/kinds/l13/example.ts';
import { launch } from '../support/browser.ts';
import { apiCall, apiJson, apiLogin, axeViolations } from '../support/e2e-api.ts';
import { e2eBaseUrl } from '../support/e2e-base-url.ts';

const COMPANY = { code: '110051834', name: 'UAB „Baltijos atliekos“' };
const baseUrl = e2eBaseUrl();
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function context(): Promise<BrowserContext> {
  const created = await browser.newContext({ baseURL: baseUrl, locale: 'lt-LT', bypassCSP: true });
  await created.addCookies([{ name: 'lang', value: 'lt', domain: new URL(baseUrl).hostname, path: '/' }]);
  return created;
}

it('a returned application shows its message; the mailbox and the SMS inbox hold one notice each', async () => {
  const run = `${Date.now()}`;
  const email = `grazinta-${run}@baltijos-atliekos.lt`;
  const phone = `+3706${randomInt(1_000_000, 8_999_999)}`;
  const reason = `Pridėkite atliekų tvarkytojo sutartį (${run}).`;
  const company = await context();
  const officer = await context();
  try {
    // A representative of their own (a profile of their own), so other journeys' profiles do not matter.
    await apiLogin(company.request, { code: '38703151234', first: 'Rasa', last: 'Pranaitienė' }, COMPANY);
    await apiLogin(officer.request, { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' });
    const profile = await apiCall(
      company.request,
      'PUT',
      `/api/v1/profilis?atstovaujamoAsmensKodas=${COMPANY.code}`,
      {
        json: {
          adresas: { adresasTekstas: 'Minijos g. 180, Klaipėda' },
          epastas: email,
          tel: phone,
          infoEpastu: true,
          infoSms: true,
          pareigos: 'Vadybininkė',
          vardas: 'Rasa',
          pavarde: 'Pranaitienė',
        },
      },
    );
    expect(profile.status(), await profile.text()).toBe(200);

    const draft = await apiJson<ApplicationDetail>(company.request, 'POST', '/api/v1/paraiskos/l13', {
      json: { type: 'NAUJA' },
    });
    for (const type of l13ExampleDocuments)
      await apiJson(company.request, 'POST', `/api/v1/paraiskos/l13/${draft.id}/dokumentai`, {
        json: {
          type,
          title: `${type} dokumentas`,
          confidential: false,
          url: `https://dokumentai.example.lt/${type}.pdf`,
        },
      });
    const submitted = await apiJson<ApplicationDetail>(
      company.request,
      'POST',
      `/api/v1/paraiskos/l13/${draft.id}/veiksmai/submit`,
      { json: { data: { ...l13Example, ...companyContactsExample }, revision: draft.revision } },
    );
    await apiJson(officer.request, 'POST', `/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/take`, {
      json: {},
    });
    await apiJson(officer.request, 'POST', `/api/v1/tarnyba/paraiskos/${draft.id}/veiksmai/return`, {
      json: { reason },
    });

    const page = await company.newPage();
    await page.goto(`/paraiskos/l13/${draft.id}`);
    await page.getByText(reason).first().waitFor();

    const returned = `Paraiška ${submitted.number} grąžinta tikslinti`;
    await page.goto('/pasto-dezute');
    const mails = page.getByRole('listitem').filter({ hasText: email }).filter({ hasText: returned });
    await mails.first().waitFor();
    expect(await mails.count()).toBe(1);

    await page.goto('/sms-dezute');
    await page.getByRole('heading', { name: 'Vietinė SMS dėžutė' }).waitFor();
    const sms = page.getByRole('listitem').filter({ hasText: phone }).filter({ hasText: returned });
    await sms.first().waitFor();
    expect(await sms.count()).toBe(1);
    await page.getByText('Veikia SMS tinklo simuliatorius').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The notice's stop link (ADR 0036), opened with no login: it asks, stops, and can undo.
    const box = (await (await company.request.get('/api/dev/pastas')).json()) as {
      mails: { to: string; subject: string; text: string }[];
    };
    const text = box.mails.find((m) => m.to === email && m.subject.startsWith(returned))!.text;
    const link = new URL(text.match(/https?:\/\/\S+\/pranesimu-atsisakymas\?zenklas=\S+/)![0]);
    const stranger = await context();
    try {
      const stop = await stranger.newPage();
      await stop.goto(`${link.pathname}${link.search}`);
      await stop.getByRole('heading', { name: 'Pranešimų atsisakymas' }).waitFor();
      await stop.getByText('Pranešimai ir priminimai siunčiami adresu gr***@baltijos-atliekos.lt').waitFor();
      await stop.getByRole('button', { name: 'Atsisakyti pranešimų' }).click();
      await stop.getByText('Atlikta: adresu gr***@baltijos-atliekos.lt').waitFor();
      expect(await axeViolations(stop)).toEqual([]);
      await stop.getByRole('button', { name: 'Vėl gauti pranešimus' }).click();
      await stop.getByRole('button', { name: 'Atsisakyti pranešimų' }).waitFor();
    } finally {
      await stranger.close();
    }
  } finally {
    await company.close();
    await officer.close();
  }
});
