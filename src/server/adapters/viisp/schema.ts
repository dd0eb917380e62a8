/**
 * The parts of the gateway's XML schema (WSDL `ExternalAuthenticationServiceImplService`, target
 * namespace `http://www.epaslaugos.lt/services/authentication`) that the client writes and the
 * simulator checks. Element order matters: the schema uses `xs:sequence`, so a request with fields
 * out of order is refused as `InvalidXmlException`.
 */
import { VIISP_NS } from './types.ts';
import { childElements, DSIG_NS } from './xml.ts';

export interface Particle {
  name: string;
  /** Namespace of the element; the gateway namespace unless stated. */
  ns?: string;
  min: number;
  max: number;
}

const many = Number.POSITIVE_INFINITY;

export const AUTHENTICATION_REQUEST_SEQUENCE: readonly Particle[] = [
  { name: 'pid', min: 1, max: 1 },
  { name: 'serviceTarget', min: 0, max: 1 },
  { name: 'authenticationProvider', min: 0, max: many },
  { name: 'authenticationAttribute', min: 0, max: many },
  { name: 'userInformation', min: 0, max: many },
  { name: 'proxyAuthenticationAttribute', min: 0, max: many },
  { name: 'proxyUserInformation', min: 0, max: many },
  { name: 'postbackUrl', min: 0, max: 1 },
  { name: 'customData', min: 0, max: 1 },
  { name: 'Signature', ns: DSIG_NS, min: 1, max: 1 },
];

export const AUTHENTICATION_DATA_REQUEST_SEQUENCE: readonly Particle[] = [
  { name: 'pid', min: 1, max: 1 },
  { name: 'ticket', min: 1, max: 1 },
  { name: 'includeSourceData', min: 0, max: 1 },
  { name: 'Signature', ns: DSIG_NS, min: 1, max: 1 },
];

/** Full enumerations of the schema, including values it marks as deprecated (`auth.stork`, …). */
export const SCHEMA_ENUMS = {
  serviceTarget: ['citizen', 'business', 'provider'],
  authenticationProvider: [
    'auth.login.pass',
    'auth.lt.identity.card',
    'auth.lt.government.employee.card',
    'auth.lt.bank',
    'auth.stork',
    'auth.eidas',
    'auth.tsl.identity.card',
    'auth.signatureProvider',
    'auth.iltu.identity.card',
  ],
  authenticationAttribute: [
    'lt-personal-code',
    'lt-company-code',
    'lt-government-employee-code',
    'stork-eid',
    'tsl-serial-number',
    'eidas-eid',
    'login',
    'iltu-personal-code',
  ],
  userInformation: [
    'id',
    'firstName',
    'lastName',
    'address',
    'email',
    'phoneNumber',
    'birthday',
    'companyName',
    'nationality',
    'proxyType',
    'proxySource',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The schema's `ticket` type: a string of at most 512 characters. */
export const TICKET_MAX_LENGTH = 512;

/**
 * Checks the child elements of `element` against an `xs:sequence`; returns what is wrong, or
 * undefined when the children fit.
 */
export function checkSequence(element: Element, sequence: readonly Particle[]): string | undefined {
  let index = 0;
  let count = 0;
  const matches = (child: Element, particle: Particle) =>
    child.localName === particle.name && child.namespaceURI === (particle.ns ?? VIISP_NS);
  for (const child of childElements(element)) {
    while (index < sequence.length && !matches(child, sequence[index]!)) {
      if (count < sequence[index]!.min)
        return `missing <${sequence[index]!.name}> before <${child.localName}>`;
      index += 1;
      count = 0;
    }
    const particle = sequence[index];
    if (!particle) return `unexpected <${child.localName}> (out of schema order or unknown)`;
    count += 1;
    if (count > particle.max) return `too many <${particle.name}>`;
  }
  for (; index < sequence.length; index += 1, count = 0) {
    if (count < sequence[index]!.min) return `missing <${sequence[index]!.name}>`;
  }
  return undefined;
}
