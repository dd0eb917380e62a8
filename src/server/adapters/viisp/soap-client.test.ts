import {
  AUTHENTICATION_DATA_REQUEST_SEQUENCE,
  AUTHENTICATION_REQUEST_SEQUENCE,
  checkSequence,
} from './schema.ts';
import { SimulatorError } from './simulator.ts';
import { authenticationRequestXml, createViispClient, SIGNED_NODE_ID } from './soap-client.ts';
import {
  bankPersona,
  companyHeadPersona,
  eidasPersona,
  harness,
  TEST_PID,
  testKeys,
} from './test-support.ts';
import { GatewayError, VIISP_NS } from './types.ts';
import { childElements, parseXml, selectElement, soapEnvelope } from './xml.ts';
import { signEnveloped } from './xml-dsig.ts';

const POSTBACK = 'https://leidimai.test/api/auth/viisp/postback';

async function expectGatewayError(
  promise: Promise<unknown>,
  code: GatewayError['code'],
): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  expect((error as GatewayError).code).toBe(code);
  return error as GatewayError;
}

function requestElement(xml: string): Element {
  const element = selectElement('/soap:Envelope/soap:Body/*', parseXml(xml));
  if (!element) throw new Error('no request element');
  return element;
}

describe('gateway client against the simulator', () => {
  it('completes a full login: ticket, persona, signed authentication data', async () => {
    const { client, simulator } = harness();
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'state-123' });
    expect(ticket).toMatch(/^[0-9a-f-]{36}$/);

    const next = await simulator.complete(ticket, bankPersona);
    expect(next).toEqual({ postbackUrl: POSTBACK, customData: 'state-123' });

    const data = await client.getAuthenticationData(ticket);
    expect(data).toEqual({
      ticket,
      provider: 'auth.lt.bank',
      attributes: { 'lt-personal-code': '38001010000' },
      userInformation: {
        firstName: 'Jonas',
        lastName: 'Jonaitis',
        email: 'jonas@example.lt',
        phoneNumber: '+37060000000',
      },
      customData: 'state-123',
    });
    expect(client.loginUrl).toBe('https://gateway.test/login');
  });

  it('sends requests whose fields follow the schema order, signed over #uniqueNodeId', async () => {
    const { client, simulator, requests } = harness({ client: { serviceTarget: 'citizen' } });
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
    await simulator.complete(ticket, bankPersona);
    await client.getAuthenticationData(ticket);

    const init = requestElement(requests[0]!);
    expect(init.namespaceURI).toBe(VIISP_NS);
    expect(init.localName).toBe('authenticationRequest');
    expect(init.getAttribute('id')).toBe(SIGNED_NODE_ID);
    expect(childElements(init).map((e) => e.localName)).toEqual([
      'pid',
      'serviceTarget',
      'authenticationProvider',
      'authenticationProvider',
      'authenticationProvider',
      'authenticationProvider',
      'authenticationProvider',
      'authenticationAttribute',
      'authenticationAttribute',
      'authenticationAttribute',
      'userInformation',
      'userInformation',
      'userInformation',
      'userInformation',
      'userInformation',
      'postbackUrl',
      'customData',
      'Signature',
    ]);
    expect(checkSequence(init, AUTHENTICATION_REQUEST_SEQUENCE)).toBeUndefined();

    const data = requestElement(requests[1]!);
    expect(data.localName).toBe('authenticationDataRequest');
    expect(childElements(data).map((e) => e.localName)).toEqual([
      'pid',
      'ticket',
      'includeSourceData',
      'Signature',
    ]);
    expect(checkSequence(data, AUTHENTICATION_DATA_REQUEST_SEQUENCE)).toBeUndefined();

    const signatureXml = requests[0]!.slice(requests[0]!.indexOf('<Signature'));
    expect(signatureXml).toContain('<Reference URI="#uniqueNodeId">');
    expect(signatureXml).toContain('Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"');
    expect(signatureXml).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"');
    expect(signatureXml).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"');
    expect(signatureXml).toMatch(
      /<KeyInfo><KeyValue><RSAKeyValue><Modulus>[A-Za-z0-9+/=]+<\/Modulus><Exponent>AQAB<\/Exponent>/,
    );
  });

  it('the simulator refuses a request written out of schema order', async () => {
    const { simulator } = harness();
    const { portal } = testKeys();
    const inOrder = authenticationRequestXml({
      pid: TEST_PID,
      providers: ['auth.lt.bank'],
      attributes: ['lt-personal-code'],
      userInformation: ['firstName'],
      postbackUrl: POSTBACK,
      customData: 'c',
    });
    // Move postbackUrl in front of the providers.
    const postback = inOrder.match(/<authentication:postbackUrl>[^<]*<\/authentication:postbackUrl>/)![0];
    const outOfOrder = inOrder
      .replace(postback, '')
      .replace(
        '<authentication:authenticationProvider>',
        `${postback}<authentication:authenticationProvider>`,
      );
    const signed = signEnveloped(outOfOrder, { localName: 'authenticationRequest', ...portal });
    const answer = await simulator.handleSoap(soapEnvelope(signed));
    expect(answer.status).toBe(500);
    expect(answer.body).toContain('invalidXmlException');
  });

  describe('request signatures, checked by the simulator', () => {
    it('refuses a request altered after signing', async () => {
      const { client, responses } = harness({
        tamperRequest: (xml) => xml.replace(POSTBACK, 'https://attacker.test/steal'),
      });
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'PROTOCOL',
      );
      expect(responses[0]).toContain('invalidSignatureException');
    });

    it('refuses an unsigned request', async () => {
      const { client, responses } = harness({
        tamperRequest: (xml) => xml.replace(/<Signature[\s\S]*<\/Signature>/, ''),
      });
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'PROTOCOL',
      );
      expect(responses[0]).toMatch(/invalid(Signature|Xml)Exception/);
    });

    it('refuses a request signed with a key it does not know, whatever KeyValue says', async () => {
      const { stranger } = testKeys();
      const { client, responses } = harness({
        client: { privateKeyPem: stranger.privateKeyPem, publicKeyPem: stranger.publicKeyPem },
      });
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'PROTOCOL',
      );
      expect(responses[0]).toContain('invalidSignatureException');
    });
  });

  it('the simulator refuses a service it does not know (pid)', async () => {
    const { client, responses } = harness({ client: { pid: 'VSID999999999999' } });
    await expectGatewayError(
      client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
      'PROTOCOL',
    );
    expect(responses[0]).toContain('unknown service');
  });

  describe('response signatures, checked by the client', () => {
    it('rejects a response altered after signing', async () => {
      const { client, simulator } = harness({
        tamperResponse: (xml) =>
          xml.replace('<authentication:stringValue>Jonas<', '<authentication:stringValue>Petras<'),
      });
      const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      await simulator.complete(ticket, bankPersona);
      await expectGatewayError(client.getAuthenticationData(ticket), 'SIGNATURE_INVALID');
    });

    it('rejects a response signed with another key', async () => {
      const { stranger } = testKeys();
      const { client } = harness({
        simulator: { privateKeyPem: stranger.privateKeyPem, publicKeyPem: stranger.publicKeyPem },
      });
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'SIGNATURE_INVALID',
      );
    });

    it('rejects a response without a signature', async () => {
      const { client } = harness({
        tamperResponse: (xml) => xml.replace(/<Signature[\s\S]*<\/Signature>/, ''),
      });
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'SIGNATURE_INVALID',
      );
    });

    it('ignores unsigned data slipped in beside the signed element', async () => {
      const { client, simulator } = harness({
        tamperResponse: (xml) =>
          xml.replace(
            '<authentication:customData>',
            '<authentication:authenticationAttribute><authentication:attribute>lt-personal-code</authentication:attribute><authentication:value>39999999999</authentication:value></authentication:authenticationAttribute><authentication:customData>',
          ),
      });
      const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      await simulator.complete(ticket, bankPersona);
      await expectGatewayError(client.getAuthenticationData(ticket), 'SIGNATURE_INVALID');
    });
  });

  describe('tickets', () => {
    it('are single use', async () => {
      const { client, simulator } = harness();
      const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      await simulator.complete(ticket, bankPersona);
      await client.getAuthenticationData(ticket);
      await expectGatewayError(client.getAuthenticationData(ticket), 'TICKET_INVALID');
      await expect(simulator.complete(ticket, bankPersona)).rejects.toMatchObject({ code: 'TICKET_USED' });
    });

    it('give no data before a persona has logged in, nor for unknown tickets', async () => {
      const { client } = harness();
      const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      await expectGatewayError(client.getAuthenticationData(ticket), 'TICKET_INVALID');
      await expectGatewayError(
        client.getAuthenticationData('00000000-0000-0000-0000-000000000000'),
        'TICKET_INVALID',
      );
    });

    it('never sends on something that cannot be a ticket', async () => {
      const { client, requests } = harness();
      await expectGatewayError(client.getAuthenticationData('<x/>  '), 'TICKET_INVALID');
      await expectGatewayError(client.getAuthenticationData('a'.repeat(513)), 'TICKET_INVALID');
      expect(requests).toEqual([]);
    });

    it('expire 5 minutes after they were issued', async () => {
      const { client, simulator, clock } = harness();
      const late = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      clock.now += 4 * 60_000;
      await simulator.complete(ticket, bankPersona);
      clock.now += 60_000 + 1;
      await expectGatewayError(client.getAuthenticationData(ticket), 'TICKET_INVALID');
      const error = await simulator.complete(late.ticket, bankPersona).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SimulatorError);
      expect((error as SimulatorError).code).toBe('TICKET_EXPIRED');
      expect(await simulator.getTicket(late.ticket)).toBeUndefined();
    });

    it('are still good just before 5 minutes', async () => {
      const { client, simulator, clock } = harness();
      const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
      await simulator.complete(ticket, bankPersona);
      clock.now += 5 * 60_000;
      await expect(client.getAuthenticationData(ticket)).resolves.toMatchObject({ provider: 'auth.lt.bank' });
    });
  });

  it('authenticates a foreign eIDAS persona: eidas-eid, no personal code', async () => {
    const { client, simulator } = harness();
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
    await simulator.complete(ticket, eidasPersona);
    const data = await client.getAuthenticationData(ticket);
    expect(data.provider).toBe('auth.eidas');
    expect(data.attributes).toEqual({ 'eidas-eid': 'PL/LT/12345678901' });
    expect(data.userInformation).toEqual({ firstName: 'Anna', lastName: 'Kowalska' });
  });

  it('returns lt-company-code and companyName for a login as a company', async () => {
    const { client, simulator } = harness();
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
    await simulator.complete(ticket, companyHeadPersona, { asCompanyCode: '300000000' });
    const data = await client.getAuthenticationData(ticket);
    expect(data.attributes).toEqual({ 'lt-personal-code': '48501010000', 'lt-company-code': '300000000' });
    expect(data.userInformation.companyName).toBe('UAB „Žalia giria“');
  });

  it('lets a person act only for companies they head, and only when the service asks for it', async () => {
    const { client, simulator } = harness();
    const first = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
    await expect(
      simulator.complete(first.ticket, companyHeadPersona, { asCompanyCode: '111111111' }),
    ).rejects.toMatchObject({
      code: 'COMPANY_NOT_ALLOWED',
    });
    const personsOnly = harness({ client: { attributes: ['lt-personal-code'] } });
    const second = await personsOnly.client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
    await expect(
      personsOnly.simulator.complete(second.ticket, companyHeadPersona, { asCompanyCode: '300000000' }),
    ).rejects.toMatchObject({ code: 'COMPANY_NOT_ALLOWED' });
  });

  it('offers only the login methods the service asked for', async () => {
    const { client, simulator } = harness({ client: { providers: ['auth.lt.bank'] } });
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' });
    await expect(simulator.complete(ticket, eidasPersona)).rejects.toMatchObject({
      code: 'PROVIDER_NOT_ALLOWED',
    });
  });

  it('keeps carriage returns and markup in customData intact through both signatures', async () => {
    const { client, simulator } = harness();
    const customData = 'line 1\r\nline 2 <&> "quoted"';
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData });
    expect((await simulator.complete(ticket, bankPersona)).customData).toBe(customData);
    expect((await client.getAuthenticationData(ticket)).customData).toBe(customData);
  });

  it('verifies a signed response whose signed text holds a raw CR (the gateway serialises CR unescaped)', async () => {
    // Without escaping CR before parsing, the parser turns CRLF into LF and the digest no longer matches.
    const { client, simulator, responses } = harness({
      tamperResponse: (xml) => xml.replaceAll('&#xD;', '\r'),
    });
    const customData = 'line 1\r\nline 2';
    const { ticket } = await client.initAuthentication({ postbackUrl: POSTBACK, customData });
    await simulator.complete(ticket, bankPersona);
    expect((await client.getAuthenticationData(ticket)).customData).toBe(customData);
    expect(responses[1]).toContain('line 1\r\nline 2');
  });

  describe('transport failures', () => {
    const keys = () => testKeys();
    const clientWith = (fetch: typeof globalThis.fetch, timeoutMs = 5_000) =>
      createViispClient({
        endpoint: 'https://gateway.test/soap',
        loginUrl: 'https://gateway.test/login',
        pid: TEST_PID,
        privateKeyPem: keys().portal.privateKeyPem,
        publicKeyPem: keys().portal.publicKeyPem,
        gatewayCertOrPublicKeyPem: keys().gateway.publicKeyPem,
        fetch,
        timeoutMs,
      });

    it('maps network errors to UNAVAILABLE', async () => {
      const client = clientWith(async () => {
        throw new TypeError('fetch failed');
      });
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'UNAVAILABLE',
      );
    });

    it('maps a timeout to UNAVAILABLE', async () => {
      const client = clientWith(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
        20,
      );
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'UNAVAILABLE',
      );
    });

    it('maps an HTML error page from a proxy to UNAVAILABLE', async () => {
      const client = clientWith(
        async () => new Response('<html><body>Bad gateway</body></html>', { status: 502 }),
      );
      await expectGatewayError(
        client.initAuthentication({ postbackUrl: POSTBACK, customData: 'c' }),
        'UNAVAILABLE',
      );
    });

    it('maps a fault without a declared detail on getAuthenticationData to TICKET_INVALID', async () => {
      const fault = soapEnvelope(
        '<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>Ticket not found</faultstring></soapenv:Fault>',
      );
      const client = clientWith(async () => new Response(fault, { status: 500 }));
      const error = await expectGatewayError(client.getAuthenticationData('abc'), 'TICKET_INVALID');
      expect(error.faultString).toBe('Ticket not found');
    });
  });
});
