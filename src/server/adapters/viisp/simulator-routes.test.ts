// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { type MessageId, translate } from '../../../shared/i18n/index.ts';
import { createGatewaySimulator, memorySimulatorStore, type Persona } from './simulator.ts';
import { gatewaySimulatorRoutes, type SimTranslate } from './simulator-routes.ts';
import { createViispClient } from './soap-client.ts';
import { bankPersona, companyHeadPersona, eidasPersona, TEST_PID, testKeys } from './test-support.ts';
import type { GatewayClient } from './types.ts';

const POSTBACK = 'https://leidimai.test/api/auth/viisp/postback';
const PREFIX = '/gateway-sim';

const simTranslate: SimTranslate = (lang, id, values) => translate(lang, id as MessageId, values);

const hostilePersona: Persona = {
  id: 'hostile"><script>alert(1)</script>',
  firstName: '<script>alert("first")</script>',
  lastName: "O'Brien & <b>Sons</b>",
  personalCode: '39001010000',
  provider: 'auth.lt.identity.card',
  companies: [{ code: '"><img src=x onerror=alert(2)>', name: 'UAB <i>„Kenkėjas“</i> & Co' }],
  description: { lt: '<img src=x onerror=alert(3)>', en: '<iframe src="javascript:alert(4)">' },
};

let app: FastifyInstance;
let client: GatewayClient;

function form(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

beforeEach(async () => {
  const keys = testKeys();
  const simulator = createGatewaySimulator({
    privateKeyPem: keys.gateway.privateKeyPem,
    publicKeyPem: keys.gateway.publicKeyPem,
    clientPublicKeyPem: keys.portal.publicKeyPem,
    store: memorySimulatorStore(),
  });
  app = Fastify();
  await app.register(formbody);
  await app.register(gatewaySimulatorRoutes, {
    prefix: PREFIX,
    simulator,
    personas: [bankPersona, companyHeadPersona, eidasPersona, hostilePersona],
    translate: simTranslate,
  });
  await app.ready();
  // The client reaches the simulator through real HTTP handling (app.inject), not a shortcut.
  client = createViispClient({
    endpoint: `http://localhost${PREFIX}/soap`,
    loginUrl: `${PREFIX}/login`,
    pid: TEST_PID,
    privateKeyPem: keys.portal.privateKeyPem,
    publicKeyPem: keys.portal.publicKeyPem,
    gatewayCertOrPublicKeyPem: keys.gateway.publicKeyPem,
    fetch: async (input, init) => {
      const response = await app.inject({
        method: 'POST',
        url: new URL(String(input)).pathname,
        headers: init?.headers as Record<string, string>,
        payload: String(init?.body ?? ''),
      });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type']) },
      });
    },
  });
});

afterEach(async () => {
  await app.close();
});

describe('gateway simulator pages', () => {
  it('shows the persona page for a ticket the browser posts', async () => {
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'state' });
    const response = await app.inject({ method: 'POST', url: `${PREFIX}/login`, ...form({ ticket }) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="lt">');
    expect(html).toMatch(/<h1>Prisijungimas per elektroninius valdžios vartus<\/h1>/);
    expect(html).toContain('simuliatorius');
    expect(html).toContain(`<form method="post" action="${PREFIX}/login/choose">`);
    expect(html).toContain('Prisijungti kaip Jonas Jonaitis');
    expect(html).toContain('Fizinis asmuo, prisijungia per banką.');
    expect(html).toContain('juridiniam asmeniui UAB „Žalia giria“ (kodas 300000000)');
    expect(html).toContain(`href="${PREFIX}/login?ticket=${ticket}&amp;lang=en"`);
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/gatewaySim\./);
  });

  it('speaks English when asked', async () => {
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'state' });
    const response = await app.inject({ method: 'GET', url: `${PREFIX}/login?ticket=${ticket}&lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('This is a simulator.');
    expect(response.body).toContain('A private person logging in through a bank.');
    expect(response.body).toContain('lang="lt" hreflang="lt">Lietuvių kalba</a>');
    expect(response.body).not.toMatch(/gatewaySim\./);
  });

  it('escapes everything it shows', async () => {
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'state' });
    const html = (await app.inject({ method: 'GET', url: `${PREFIX}/login?ticket=${ticket}` })).body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;script&gt;alert(&quot;first&quot;)&lt;/script&gt;');
    expect(html).toContain('O&#39;Brien &amp; &lt;b&gt;Sons&lt;/b&gt;');
    expect(html).toContain('value="hostile&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;');
  });

  it('escapes customData and the postback address on the way back', async () => {
    const customData = '"><script>alert(5)</script>';
    const { ticket } = await client.initAuthentication({ postbackUrl: `${POSTBACK}?a=1&b="x"`, customData });
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: bankPersona.id }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;"');
    expect(response.body).toContain(
      'action="https://leidimai.test/api/auth/viisp/postback?a=1&amp;b=&quot;x&quot;"',
    );
  });

  it('says clearly, with status 400, when the ticket is unknown', async () => {
    const lt = await app.inject({ method: 'GET', url: `${PREFIX}/login?ticket=nope` });
    expect(lt.statusCode).toBe(400);
    expect(lt.body).toContain('<html lang="lt">');
    expect(lt.body).toContain('Prisijungimo nuoroda nebegalioja');
    const en = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login?lang=en`,
      ...form({ ticket: 'nope' }),
    });
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain('This login link is no longer valid');
    const none = await app.inject({ method: 'GET', url: `${PREFIX}/login` });
    expect(none.statusCode).toBe(400);
  });

  it('logs a persona in and hands the browser back with ticket and customData', async () => {
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'state-1' });
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: companyHeadPersona.id, companyCode: '300000000', lang: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<form method="post" action="${POSTBACK}">`);
    expect(html).toContain(`<input type="hidden" name="ticket" value="${ticket}">`);
    expect(html).toContain('<input type="hidden" name="customData" value="state-1">');
    expect(html).toContain('<button type="submit" autofocus>Continue</button>');
    expect(html).toContain('representing the company UAB „Žalia giria“ (code 300000000)');

    const data = await client.getAuthenticationData(ticket);
    expect(data.attributes['lt-company-code']).toBe('300000000');
    expect(data.userInformation.companyName).toBe('UAB „Žalia giria“');

    const again = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: bankPersona.id }),
    });
    expect(again.statusCode).toBe(400);
  });

  it('lets the foreign eIDAS persona through: refusing them is the portal’s job', async () => {
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 's' });
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: eidasPersona.id }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<button type="submit" autofocus>Tęsti</button>');
    const data = await client.getAuthenticationData(ticket);
    expect(data.provider).toBe('auth.eidas');
    expect(data.attributes).toEqual({ 'eidas-eid': 'PL/LT/12345678901' });
  });

  it('refuses an unknown persona or a company the person does not head, keeping the ticket usable', async () => {
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 's' });
    const unknown = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: 'nobody' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Šio pasirinkimo naudoti negalima');
    const company = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: bankPersona.id, companyCode: '300000000' }),
    });
    expect(company.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: `${PREFIX}/login/choose`,
      ...form({ ticket, personaId: bankPersona.id }),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers SOAP faults over HTTP with status 500 and text/xml', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}/soap`,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      payload:
        '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body/></soapenv:Envelope>',
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('text/xml');
    expect(response.body).toContain('invalidXmlException');
  });
});
