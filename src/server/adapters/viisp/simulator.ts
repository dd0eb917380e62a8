/**
 * The gateway side of the built-in VIISP simulator (architecture §4: "a built-in gateway simulator
 * with a persona page stands in for it in development, demo and tests"). It is transport-agnostic
 * (`handleSoap` takes and returns strings; `simulator-routes.ts` puts it on HTTP) and faithful to the
 * real protocol: it refuses unsigned or badly signed requests, checks the schema's element order and
 * enumerations, signs its responses, and keeps tickets single-use and short-lived.
 *
 * Personas are data passed in by the caller; none are built in.
 */
import { type KeyObject, randomUUID } from 'node:crypto';
import {
  AUTHENTICATION_DATA_REQUEST_SEQUENCE,
  AUTHENTICATION_REQUEST_SEQUENCE,
  checkSequence,
  SCHEMA_ENUMS,
  TICKET_MAX_LENGTH,
} from './schema.ts';
import { VIISP_NS } from './types.ts';
import {
  childElements,
  escapeXml,
  type FaultDetail,
  parseXml,
  selectElement,
  selectElements,
  selectText,
  soapEnvelope,
  soapFault,
  VIISP_PREFIX,
  viispElement,
} from './xml.ts';
import { signEnveloped, toPublicKey, verifyEnveloped } from './xml-dsig.ts';

export interface Persona {
  id: string;
  firstName: string;
  lastName: string;
  personalCode?: string;
  /** Identifier a foreign eIDAS login carries instead of a Lithuanian personal code. */
  eidasEid?: string;
  email?: string;
  phone?: string;
  /** `authenticationProvider` the persona logs in with, e.g. `auth.lt.bank`, `auth.eidas`. */
  provider: string;
  /** Companies the person may log in as (head of). */
  companies?: { code: string; name: string }[];
  description: { lt: string; en: string };
}

/** Ticket life: `NEW` (issued) → `AUTHENTICATED` (a persona logged in) → `CONSUMED` (data fetched once). */
export type SimTicketState = 'NEW' | 'AUTHENTICATED' | 'CONSUMED';

/** What `getAuthenticationData` will return for a ticket, fixed when the persona logs in. */
export interface SimAuthResult {
  provider: string;
  attributes: { attribute: string; value: string }[];
  /** An empty value is sent as an empty `<value/>`, as the real gateway does. */
  userInformation: { information: string; value: string }[];
  sourceData?: { type: string; parameters: { name: string; value: string }[] };
}

/** JSON-serialisable, so that a database store can keep it as is. Times are epoch milliseconds. */
export interface SimTicket {
  ticket: string;
  pid: string;
  postbackUrl: string;
  customData: string;
  /** What the service asked for in `initAuthentication`. */
  providers: string[];
  attributes: string[];
  userInformation: string[];
  state: SimTicketState;
  createdAt: number;
  authenticatedAt?: number;
  consumedAt?: number;
  personaId?: string;
  companyCode?: string;
  result?: SimAuthResult;
}

export interface SimulatorStore {
  put(t: SimTicket): Promise<void>;
  get(ticket: string): Promise<SimTicket | undefined>;
  /**
   * Applies `patch` only if the ticket exists and, when `expectedState` is given, is in that state;
   * returns whether it did. Must be atomic: it is what makes tickets single-use across server nodes.
   */
  update(ticket: string, patch: Partial<SimTicket>, expectedState?: string): Promise<boolean>;
}

/** In-memory store for one process (tests, single-node development). Oldest tickets are dropped past `maxTickets`. */
export function memorySimulatorStore(options: { maxTickets?: number } = {}): SimulatorStore {
  const maxTickets = options.maxTickets ?? 10_000;
  const tickets = new Map<string, SimTicket>();
  return {
    async put(t) {
      tickets.set(t.ticket, structuredClone(t));
      while (tickets.size > maxTickets) {
        const oldest = tickets.keys().next().value;
        if (oldest === undefined) break;
        tickets.delete(oldest);
      }
    },
    async get(ticket) {
      const t = tickets.get(ticket);
      return t ? structuredClone(t) : undefined;
    },
    async update(ticket, patch, expectedState) {
      const t = tickets.get(ticket);
      if (!t || (expectedState !== undefined && t.state !== expectedState)) return false;
      tickets.set(ticket, { ...t, ...structuredClone(patch), ticket });
      return true;
    },
  };
}

export type SimulatorErrorCode =
  | 'TICKET_UNKNOWN'
  | 'TICKET_EXPIRED'
  | 'TICKET_USED'
  | 'PROVIDER_NOT_ALLOWED'
  | 'COMPANY_NOT_ALLOWED';

export class SimulatorError extends Error {
  override readonly name = 'SimulatorError';
  readonly code: SimulatorErrorCode;
  constructor(code: SimulatorErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface GatewaySimulator {
  /** One SOAP 1.1 request in, one response out (HTTP 200, or 500 with a SOAP fault). */
  handleSoap(xml: string): Promise<{ status: number; body: string }>;
  /**
   * Marks a NEW, unexpired ticket as authenticated by `persona` (as a company it heads, with
   * `asCompanyCode`) and returns where the browser goes next. Throws `SimulatorError` otherwise.
   */
  complete(
    ticket: string,
    persona: Persona,
    options?: { asCompanyCode?: string },
  ): Promise<{ postbackUrl: string; customData: string }>;
  /** The ticket while a persona can still log in with it (NEW and unexpired), else undefined. */
  getTicket(ticket: string): Promise<SimTicket | undefined>;
}

export interface GatewaySimulatorOptions {
  /** The simulated gateway's signing key pair (the portal is configured with its public key). */
  privateKeyPem: string;
  publicKeyPem: string;
  /** The portal's public key or certificate: requests are verified with it and nothing else. */
  clientPublicKeyPem: string;
  store: SimulatorStore;
  /** Ticket lifetime from issue; the real gateway's is 5 minutes (field notes: "short-lived"). */
  ticketTtlMs?: number;
  now?: () => number;
  /** When set, requests carrying another `pid` are refused, as the real gateway refuses unknown services. */
  pid?: string;
}

/** `id` of the gateway's signed response elements, as seen in captured real responses. */
const RESPONSE_NODE_ID = 'uniqueId';

class SoapFaultError extends Error {
  readonly detail: FaultDetail | undefined;
  readonly faultCode: 'Client' | 'Server';
  constructor(message: string, detail?: FaultDetail, faultCode: 'Client' | 'Server' = 'Client') {
    super(message);
    this.detail = detail;
    this.faultCode = faultCode;
  }
}

const invalidXml = (message: string) => new SoapFaultError(message, 'invalidXmlException');
const invalidTicket = (message: string) => new SoapFaultError(message, 'invalidTicketException');

function checkEnum(values: string[], allowed: readonly string[], field: string): void {
  for (const value of values) {
    if (!allowed.includes(value)) throw invalidXml(`'${value}' is not a valid ${field}`);
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function createGatewaySimulator(options: GatewaySimulatorOptions): GatewaySimulator {
  const { store } = options;
  const ticketTtlMs = options.ticketTtlMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const clientKey: KeyObject = toPublicKey(options.clientPublicKeyPem);
  const isExpired = (t: SimTicket) => now() - t.createdAt > ticketTtlMs;

  function signedResponse(localName: string, inner: string): string {
    const element = `<${VIISP_PREFIX}:${localName} xmlns:${VIISP_PREFIX}="${VIISP_NS}" id="${RESPONSE_NODE_ID}">${inner}</${VIISP_PREFIX}:${localName}>`;
    return soapEnvelope(
      signEnveloped(element, {
        localName,
        privateKeyPem: options.privateKeyPem,
        publicKeyPem: options.publicKeyPem,
      }),
    );
  }

  /** Parses, finds the operation, checks schema order and signature; returns the signed request. */
  function readRequest(xml: string): Element {
    let doc: Document;
    try {
      doc = parseXml(xml);
    } catch (error) {
      throw invalidXml(`not well-formed XML: ${(error as Error).message}`);
    }
    const body = selectElement('/soap:Envelope/soap:Body', doc);
    if (!body) throw invalidXml('not a SOAP 1.1 envelope');
    const operations = childElements(body);
    const request = operations[0];
    if (operations.length !== 1 || !request || request.namespaceURI !== VIISP_NS) {
      throw invalidXml('the body must hold exactly one request of the authentication service');
    }
    const sequence =
      request.localName === 'authenticationRequest'
        ? AUTHENTICATION_REQUEST_SEQUENCE
        : request.localName === 'authenticationDataRequest'
          ? AUTHENTICATION_DATA_REQUEST_SEQUENCE
          : undefined;
    if (!sequence) throw invalidXml(`unknown operation ${request.localName}`);
    const orderProblem = checkSequence(request, sequence);
    if (orderProblem) throw invalidXml(`${request.localName}: ${orderProblem}`);

    const verified = verifyEnveloped(xml, doc, request, clientKey);
    if (!verified.ok) {
      throw new SoapFaultError(`signature not accepted: ${verified.reason}`, 'invalidSignatureException');
    }
    const signed = selectElement(`/a:${request.localName}`, parseXml(verified.signedXml));
    if (!signed) {
      throw new SoapFaultError('the signature covers another element', 'invalidSignatureException');
    }
    const pid = selectText('./a:pid', signed)?.trim() ?? '';
    if (options.pid !== undefined && pid !== options.pid) {
      throw new SoapFaultError(`unknown service ${pid}`, 'invalidSignatureException');
    }
    return signed;
  }

  async function initAuthentication(request: Element): Promise<string> {
    const texts = (name: string) =>
      selectElements(`./a:${name}`, request).map((e) => (e.textContent ?? '').trim());
    const serviceTarget = texts('serviceTarget');
    const providers = texts('authenticationProvider');
    const attributes = texts('authenticationAttribute');
    const userInformation = texts('userInformation');
    checkEnum(serviceTarget, SCHEMA_ENUMS.serviceTarget, 'serviceTarget');
    checkEnum(providers, SCHEMA_ENUMS.authenticationProvider, 'authenticationProvider');
    checkEnum(attributes, SCHEMA_ENUMS.authenticationAttribute, 'authenticationAttribute');
    checkEnum(userInformation, SCHEMA_ENUMS.userInformation, 'userInformation');
    // The real gateway falls back to the address registered for the service; the simulator has none.
    const postbackUrl = texts('postbackUrl')[0] ?? '';
    if (!isHttpUrl(postbackUrl)) throw invalidXml('postbackUrl must be an absolute http(s) address');

    const ticket: SimTicket = {
      ticket: randomUUID(),
      pid: texts('pid')[0] ?? '',
      postbackUrl,
      customData: selectText('./a:customData', request) ?? '',
      providers,
      attributes,
      userInformation,
      state: 'NEW',
      createdAt: now(),
    };
    await store.put(ticket);
    return signedResponse('authenticationResponse', viispElement('ticket', ticket.ticket));
  }

  async function getAuthenticationData(request: Element): Promise<string> {
    const ticketId = selectText('./a:ticket', request)?.trim() ?? '';
    const pid = selectText('./a:pid', request)?.trim() ?? '';
    const includeSourceData = ['true', '1'].includes(
      selectText('./a:includeSourceData', request)?.trim() ?? '',
    );
    const ticket = ticketId.length <= TICKET_MAX_LENGTH ? await store.get(ticketId) : undefined;
    if (!ticket || ticket.pid !== pid) throw invalidTicket('ticket not found');
    if (isExpired(ticket)) throw invalidTicket('ticket expired');
    if (ticket.state === 'NEW') throw invalidTicket('ticket not authenticated yet');
    if (ticket.state !== 'AUTHENTICATED' || !ticket.result) throw invalidTicket('ticket already used');
    // Compare-and-set: of two concurrent requests for one ticket, only one gets the data.
    const consumed = await store.update(ticketId, { state: 'CONSUMED', consumedAt: now() }, 'AUTHENTICATED');
    if (!consumed) throw invalidTicket('ticket already used');
    return signedResponse('authenticationDataResponse', authenticationDataXml(ticket, includeSourceData));
  }

  return {
    async handleSoap(xml) {
      try {
        const request = readRequest(xml);
        const body =
          request.localName === 'authenticationRequest'
            ? await initAuthentication(request)
            : await getAuthenticationData(request);
        return { status: 200, body };
      } catch (error) {
        // SOAP 1.1 over HTTP answers faults with status 500.
        if (error instanceof SoapFaultError) {
          return {
            status: 500,
            body: soapFault({
              code: error.faultCode,
              message: error.message,
              ...(error.detail ? { detail: error.detail } : {}),
            }),
          };
        }
        return {
          status: 500,
          body: soapFault({ code: 'Server', message: 'internal error of the gateway simulator' }),
        };
      }
    },

    async complete(ticketId, persona, completeOptions = {}) {
      const ticket = await store.get(ticketId);
      if (!ticket) throw new SimulatorError('TICKET_UNKNOWN', 'ticket not found');
      if (isExpired(ticket)) throw new SimulatorError('TICKET_EXPIRED', 'ticket expired');
      if (ticket.state !== 'NEW') throw new SimulatorError('TICKET_USED', 'ticket already used');
      if (ticket.providers.length > 0 && !ticket.providers.includes(persona.provider)) {
        throw new SimulatorError('PROVIDER_NOT_ALLOWED', `the service does not accept ${persona.provider}`);
      }
      let company: { code: string; name: string } | undefined;
      if (completeOptions.asCompanyCode !== undefined) {
        if (!offersCompanyLogin(ticket)) {
          throw new SimulatorError('COMPANY_NOT_ALLOWED', 'the service did not ask for lt-company-code');
        }
        company = persona.companies?.find((c) => c.code === completeOptions.asCompanyCode);
        if (!company)
          throw new SimulatorError('COMPANY_NOT_ALLOWED', 'the person may not act for that company');
      }
      const result = authResult(ticket, persona, company);
      const done = await store.update(
        ticketId,
        {
          state: 'AUTHENTICATED',
          authenticatedAt: now(),
          personaId: persona.id,
          ...(company ? { companyCode: company.code } : {}),
          result,
        },
        'NEW',
      );
      if (!done) throw new SimulatorError('TICKET_USED', 'ticket already used');
      return { postbackUrl: ticket.postbackUrl, customData: ticket.customData };
    },

    async getTicket(ticketId) {
      if (typeof ticketId !== 'string' || ticketId.length > TICKET_MAX_LENGTH) return undefined;
      const ticket = await store.get(ticketId);
      if (ticket?.state !== 'NEW' || isExpired(ticket)) return undefined;
      return ticket;
    },
  };
}

/** Whether a person may log in as a company for this ticket: only if the service asked for the company code. */
export function offersCompanyLogin(ticket: SimTicket): boolean {
  return ticket.attributes.length === 0 || ticket.attributes.includes('lt-company-code');
}

/** Whether a persona may log in for this ticket (the service accepts its login method). */
export function acceptsPersona(ticket: SimTicket, persona: Persona): boolean {
  return ticket.providers.length === 0 || ticket.providers.includes(persona.provider);
}

const DEFAULT_ATTRIBUTES = ['lt-personal-code', 'lt-company-code', 'eidas-eid'];
const DEFAULT_USER_INFORMATION = ['firstName', 'lastName', 'email', 'phoneNumber', 'companyName'];

/**
 * What the gateway tells the service: only what it asked for. A foreign eIDAS persona has no
 * Lithuanian personal code and gets `eidas-eid` instead; whether to let them in is the portal's
 * decision, not the gateway's (field notes).
 */
function authResult(
  ticket: SimTicket,
  persona: Persona,
  company?: { code: string; name: string },
): SimAuthResult {
  const attributeValues: Record<string, string | undefined> = {
    'lt-personal-code': persona.personalCode,
    'lt-company-code': company?.code,
    'eidas-eid': persona.eidasEid,
  };
  const informationValues: Record<string, string | undefined> = {
    firstName: persona.firstName,
    lastName: persona.lastName,
    email: persona.email,
    phoneNumber: persona.phone,
    companyName: company?.name,
  };
  const askedAttributes = ticket.attributes.length > 0 ? ticket.attributes : DEFAULT_ATTRIBUTES;
  const askedInformation =
    ticket.userInformation.length > 0 ? ticket.userInformation : DEFAULT_USER_INFORMATION;
  const attributes = askedAttributes.flatMap((attribute) => {
    const value = attributeValues[attribute];
    return value ? [{ attribute, value }] : [];
  });
  const userInformation = askedInformation.map((information) => ({
    information,
    value: informationValues[information] ?? '',
  }));
  const result: SimAuthResult = { provider: persona.provider, attributes, userInformation };
  if (persona.provider === 'auth.lt.bank' && persona.personalCode) {
    result.sourceData = { type: 'BANKLINK', parameters: [{ name: 'VK_USER', value: persona.personalCode }] };
  }
  return result;
}

/** Inner XML of `authenticationDataResponse`, in the schema's order. */
function authenticationDataXml(ticket: SimTicket, includeSourceData: boolean): string {
  const result = ticket.result!;
  const p = VIISP_PREFIX;
  const parts = [viispElement('authenticationProvider', result.provider)];
  for (const { attribute, value } of result.attributes) {
    parts.push(
      `<${p}:authenticationAttribute>${viispElement('attribute', attribute)}${viispElement('value', value)}</${p}:authenticationAttribute>`,
    );
  }
  for (const { information, value } of result.userInformation) {
    const valueXml =
      value === '' ? `<${p}:value/>` : `<${p}:value>${viispElement('stringValue', value)}</${p}:value>`;
    parts.push(
      `<${p}:userInformation>${viispElement('information', information)}${valueXml}</${p}:userInformation>`,
    );
  }
  parts.push(viispElement('customData', ticket.customData));
  if (includeSourceData && result.sourceData) {
    const parameters = result.sourceData.parameters
      .map(
        (param) =>
          `<${p}:parameter name="${escapeXml(param.name)}">${escapeXml(param.value)}</${p}:parameter>`,
      )
      .join('');
    parts.push(
      `<${p}:sourceData>${viispElement('type', result.sourceData.type)}${parameters}</${p}:sourceData>`,
    );
  }
  return parts.join('');
}

/**
 * A `fetch` that hands SOAP requests straight to the simulator: the full protocol (envelopes,
 * signatures, faults) without a network hop. For tests, and for a server that runs its own simulator.
 */
export function simulatorFetch(simulator: GatewaySimulator): typeof globalThis.fetch {
  return async (_input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const answer = await simulator.handleSoap(body);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
    });
  };
}
