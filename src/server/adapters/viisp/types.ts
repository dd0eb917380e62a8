/**
 * The national e-government gateway (VIISP, epaslaugos.lt) as the portal sees it (architecture §4,
 * field notes "National gateway"). The portal depends on `GatewayClient` only; the real SOAP client
 * (`soap-client.ts`) implements it against the real gateway and, in development, demo and tests,
 * against the built-in simulator (`simulator.ts`), which speaks the same protocol.
 */

/** Target namespace of the gateway's authentication schema (WSDL `ExternalAuthenticationServiceImplService`). */
export const VIISP_NS = 'http://www.epaslaugos.lt/services/authentication';

/**
 * Values of the schema's `authenticationProvider` enumeration that we use. `auth.stork` is marked
 * "no longer valid, kept for external systems" in the schema; `auth.eidas` replaced it.
 */
export const AUTHENTICATION_PROVIDERS = [
  'auth.lt.identity.card',
  'auth.lt.bank',
  'auth.signatureProvider',
  'auth.lt.government.employee.card',
  'auth.eidas',
] as const;
export type AuthenticationProvider = (typeof AUTHENTICATION_PROVIDERS)[number];

/** Values of the schema's `authenticationAttribute` enumeration that we ask for. */
export const AUTHENTICATION_ATTRIBUTES = ['lt-personal-code', 'lt-company-code', 'eidas-eid'] as const;
export type AuthenticationAttribute = (typeof AUTHENTICATION_ATTRIBUTES)[number];

/** Values of the schema's `userInformation` enumeration that we ask for. */
export const USER_INFORMATION = ['firstName', 'lastName', 'email', 'phoneNumber', 'companyName'] as const;
export type UserInformationKey = (typeof USER_INFORMATION)[number];

/** What the gateway says about a completed login (`authenticationDataResponse`). */
export interface AuthenticationData {
  ticket: string;
  /** e.g. `auth.lt.bank`, `auth.eidas`. */
  provider: string;
  /** `lt-personal-code`, `lt-company-code`, `eidas-eid`, … as the gateway sent them. */
  attributes: Record<string, string>;
  /** Only non-empty values: the gateway sends an empty `<value/>` for information it does not have. */
  userInformation: Partial<Record<UserInformationKey, string>>;
  customData?: string;
}

export interface GatewayClient {
  /** Signed SOAP initAuthentication; returns the single-use ticket. */
  initAuthentication(input: { postbackUrl: string; customData: string }): Promise<{ ticket: string }>;
  /**
   * Signed SOAP getAuthenticationData for a ticket the gateway posted back. Throws GatewayError when
   * the ticket is unknown/used/expired or the response signature is invalid.
   */
  getAuthenticationData(ticket: string): Promise<AuthenticationData>;
  /** Address of the gateway page to which the browser form-POSTs the ticket as hidden field `ticket`. */
  readonly loginUrl: string;
}

export type GatewayErrorCode = 'TICKET_INVALID' | 'SIGNATURE_INVALID' | 'UNAVAILABLE' | 'PROTOCOL';

/**
 * Every failure of the gateway client. `code` is what callers branch on:
 * - `TICKET_INVALID`: unknown, already used or expired ticket: the person starts the login again;
 * - `SIGNATURE_INVALID`: the response was not signed by the configured gateway key: treat as an attack;
 * - `UNAVAILABLE`: network error, timeout or HTTP 5xx without a SOAP fault: try again later;
 * - `PROTOCOL`: the gateway refused our request (signature, schema, pid) or answered something we
 *   cannot read: a configuration or integration fault.
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly code: GatewayErrorCode;
  /** The SOAP `faultstring`, when the gateway answered with a fault. */
  readonly faultString: string | undefined;

  constructor(code: GatewayErrorCode, message: string, options?: { cause?: unknown; faultString?: string }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.faultString = options?.faultString;
  }
}
