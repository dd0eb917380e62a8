/**
 * The gateway client that speaks the real protocol (architecture §4, field notes "National gateway"):
 * signed SOAP 1.1 `initAuthentication` and `getAuthenticationData`. Element names and order follow the
 * gateway's WSDL (`ExternalAuthenticationServiceImplService`, see `schema.ts`).
 *
 * Unlike the ministry's own Java helper, every response's enveloped signature is verified against
 * the configured gateway key, and data is read only from the signed content.
 */
import type { KeyObject } from 'node:crypto';
import { TICKET_MAX_LENGTH } from './schema.ts';
import {
  AUTHENTICATION_ATTRIBUTES,
  AUTHENTICATION_PROVIDERS,
  type AuthenticationData,
  type GatewayClient,
  GatewayError,
  USER_INFORMATION,
  type UserInformationKey,
  VIISP_NS,
} from './types.ts';
import {
  escapeCarriageReturns,
  type ParsedFault,
  parseXml,
  readFault,
  selectElement,
  selectElements,
  selectText,
  soapEnvelope,
  VIISP_PREFIX,
  viispElement,
} from './xml.ts';
import { signEnveloped, toPublicKey, verifyEnveloped } from './xml-dsig.ts';

/** The `id` our signed request elements carry and their signature references (field notes). */
export const SIGNED_NODE_ID = 'uniqueNodeId';

/** SOAP actions from the WSDL binding. */
const SOAP_ACTION_BASE = 'http://www.epaslaugos.lt/services/authenticationServiceProvider/';

export type Operation = 'initAuthentication' | 'getAuthenticationData';

export interface ViispClientOptions {
  /** SOAP endpoint, e.g. `https://www.epaslaugos.lt/portal/authenticationServices/auth`. */
  endpoint: string;
  /** Gateway login page the browser form-POSTs the ticket to. */
  loginUrl: string;
  /** Our service id at the gateway (`VSID…`). */
  pid: string;
  /** Our private key (PEM), signs the requests. */
  privateKeyPem: string;
  /** Our public key or certificate (PEM), sent as `KeyValue/RSAKeyValue`. */
  publicKeyPem: string;
  /** The gateway's certificate or public key (PEM); the only key responses are verified with. */
  gatewayCertOrPublicKeyPem: string;
  fetch?: typeof globalThis.fetch;
  /** Per call, including reading the body. Default 10 s. */
  timeoutMs?: number;
  serviceTarget?: 'citizen' | 'business' | 'provider';
  /** Login methods offered to the person. Default: all of `AUTHENTICATION_PROVIDERS`. */
  providers?: readonly string[];
  /** Identity attributes asked for. Default: `lt-personal-code`, `lt-company-code`, `eidas-eid`. */
  attributes?: readonly string[];
  /** Personal information asked for. Default: names, email, phone, company name. */
  userInformation?: readonly string[];
  /** Ask for the raw source data (bank or SAML fields). Default false: we do not need it (data minimisation). */
  includeSourceData?: boolean;
}

export interface AuthenticationRequestInput {
  pid: string;
  serviceTarget?: string | undefined;
  providers: readonly string[];
  attributes: readonly string[];
  userInformation: readonly string[];
  postbackUrl: string;
  customData: string;
}

function openElement(localName: string): string {
  return `<${VIISP_PREFIX}:${localName} xmlns:${VIISP_PREFIX}="${VIISP_NS}" id="${SIGNED_NODE_ID}">`;
}

/** Unsigned `authenticationRequest`, fields in schema order (`AUTHENTICATION_REQUEST_SEQUENCE`). */
export function authenticationRequestXml(input: AuthenticationRequestInput): string {
  const parts = [openElement('authenticationRequest'), viispElement('pid', input.pid)];
  if (input.serviceTarget) parts.push(viispElement('serviceTarget', input.serviceTarget));
  for (const p of input.providers) parts.push(viispElement('authenticationProvider', p));
  for (const a of input.attributes) parts.push(viispElement('authenticationAttribute', a));
  for (const u of input.userInformation) parts.push(viispElement('userInformation', u));
  parts.push(viispElement('postbackUrl', input.postbackUrl), viispElement('customData', input.customData));
  parts.push(`</${VIISP_PREFIX}:authenticationRequest>`);
  return parts.join('');
}

/** Unsigned `authenticationDataRequest`, fields in schema order (`AUTHENTICATION_DATA_REQUEST_SEQUENCE`). */
export function authenticationDataRequestXml(input: {
  pid: string;
  ticket: string;
  includeSourceData: boolean;
}): string {
  return [
    openElement('authenticationDataRequest'),
    viispElement('pid', input.pid),
    viispElement('ticket', input.ticket),
    viispElement('includeSourceData', String(input.includeSourceData)),
    `</${VIISP_PREFIX}:authenticationDataRequest>`,
  ].join('');
}

/** Printable ASCII without spaces, at most the schema's 512: anything else cannot be a ticket. */
const TICKET_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${TICKET_MAX_LENGTH}}$`);

function faultToError(operation: Operation, fault: ParsedFault): GatewayError {
  const options = { faultString: fault.faultString };
  const message = `gateway refused ${operation}: ${fault.faultCode} ${fault.faultString}`.trim();
  if (fault.details.includes('invalidTicketException'))
    return new GatewayError('TICKET_INVALID', message, options);
  // Declared by the WSDL: our request's signature or XML was refused, i.e. our configuration is wrong.
  if (fault.details.includes('invalidSignatureException') || fault.details.includes('invalidXmlException')) {
    return new GatewayError('PROTOCOL', message, options);
  }
  // Guess: the WSDL declares no fault for an unknown, used or expired ticket, so any other fault
  // while redeeming a ticket is taken to mean that ticket is no good; the person starts again.
  if (operation === 'getAuthenticationData') return new GatewayError('TICKET_INVALID', message, options);
  return new GatewayError('PROTOCOL', message, options);
}

export function createViispClient(options: ViispClientOptions): GatewayClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const providers = options.providers ?? AUTHENTICATION_PROVIDERS;
  const attributes = options.attributes ?? AUTHENTICATION_ATTRIBUTES;
  const userInformation = options.userInformation ?? USER_INFORMATION;
  const includeSourceData = options.includeSourceData ?? false;
  // Parsed once, so a bad key fails at start-up rather than at the first login.
  const gatewayKey: KeyObject = toPublicKey(options.gatewayCertOrPublicKeyPem);
  toPublicKey(options.publicKeyPem);

  function sign(xml: string, localName: string): string {
    return signEnveloped(xml, {
      localName,
      privateKeyPem: options.privateKeyPem,
      publicKeyPem: options.publicKeyPem,
    });
  }

  /** Posts one signed element; returns the verified, signed response element (as its own document). */
  async function call(operation: Operation, signedElement: string, responseName: string): Promise<Element> {
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(options.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          accept: 'text/xml',
          soapaction: `"${SOAP_ACTION_BASE}${operation}"`,
        },
        body: soapEnvelope(signedElement),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new GatewayError('UNAVAILABLE', `gateway ${operation} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }

    const xml = escapeCarriageReturns(text);
    let doc: Document;
    try {
      doc = parseXml(xml);
    } catch (error) {
      const code = status >= 500 || status === 429 ? 'UNAVAILABLE' : 'PROTOCOL';
      throw new GatewayError(code, `gateway ${operation}: HTTP ${status}, not XML`, { cause: error });
    }
    const fault = readFault(doc);
    if (fault) throw faultToError(operation, fault);
    if (status < 200 || status >= 300) {
      const code = status >= 500 || status === 429 ? 'UNAVAILABLE' : 'PROTOCOL';
      throw new GatewayError(code, `gateway ${operation}: HTTP ${status}`);
    }
    const element = selectElement(`/soap:Envelope/soap:Body/a:${responseName}`, doc);
    if (!element)
      throw new GatewayError('PROTOCOL', `gateway ${operation}: no ${responseName} in the response`);
    const verified = verifyEnveloped(xml, doc, element, gatewayKey);
    if (!verified.ok) {
      throw new GatewayError(
        'SIGNATURE_INVALID',
        `gateway ${operation}: response signature: ${verified.reason}`,
      );
    }
    const signedDoc = parseXml(verified.signedXml);
    const signedRoot = selectElement(`/a:${responseName}`, signedDoc);
    if (!signedRoot) {
      throw new GatewayError(
        'SIGNATURE_INVALID',
        `gateway ${operation}: the signature covers another element`,
      );
    }
    return signedRoot;
  }

  return {
    loginUrl: options.loginUrl,

    async initAuthentication(input) {
      const request = authenticationRequestXml({
        pid: options.pid,
        serviceTarget: options.serviceTarget,
        providers,
        attributes,
        userInformation,
        postbackUrl: input.postbackUrl,
        customData: input.customData,
      });
      const response = await call(
        'initAuthentication',
        sign(request, 'authenticationRequest'),
        'authenticationResponse',
      );
      const ticket = selectText('./a:ticket', response)?.trim();
      if (!ticket || !TICKET_PATTERN.test(ticket)) {
        throw new GatewayError('PROTOCOL', 'gateway initAuthentication: no usable ticket in the response');
      }
      return { ticket };
    },

    async getAuthenticationData(ticket) {
      if (typeof ticket !== 'string' || !TICKET_PATTERN.test(ticket)) {
        // Came from the browser: never send it on when it cannot be a ticket.
        throw new GatewayError('TICKET_INVALID', 'not a gateway ticket');
      }
      const request = authenticationDataRequestXml({ pid: options.pid, ticket, includeSourceData });
      const response = await call(
        'getAuthenticationData',
        sign(request, 'authenticationDataRequest'),
        'authenticationDataResponse',
      );
      return readAuthenticationData(ticket, response);
    },
  };
}

const KNOWN_USER_INFORMATION = new Set<string>(USER_INFORMATION);

/**
 * Reads a verified `authenticationDataResponse`. `proxy*` elements (someone acting under a power of
 * attorney) and `sourceData` are not used by the portal: represented persons come from the registers
 * (architecture §4).
 */
export function readAuthenticationData(ticket: string, response: Element): AuthenticationData {
  const provider = selectText('./a:authenticationProvider', response)?.trim();
  if (!provider)
    throw new GatewayError('PROTOCOL', 'gateway getAuthenticationData: no authenticationProvider');
  const attributes: Record<string, string> = {};
  for (const pair of selectElements('./a:authenticationAttribute', response)) {
    const name = selectText('./a:attribute', pair)?.trim();
    const value = selectText('./a:value', pair)?.trim();
    if (name && value) attributes[name] = value;
  }
  const userInformation: AuthenticationData['userInformation'] = {};
  for (const pair of selectElements('./a:userInformation', response)) {
    const name = selectText('./a:information', pair)?.trim();
    // The gateway sends an empty `<value/>` for information it does not have (e.g. companyName for a
    // person logging in as themselves), although the schema asks for a choice of values.
    const value = (
      selectText('./a:value/a:stringValue', pair) ?? selectText('./a:value/a:dateValue', pair)
    )?.trim();
    if (name && value && KNOWN_USER_INFORMATION.has(name))
      userInformation[name as UserInformationKey] = value;
  }
  const customData = selectText('./a:customData', response);
  return {
    ticket,
    provider,
    attributes,
    userInformation,
    ...(customData === undefined ? {} : { customData }),
  };
}
