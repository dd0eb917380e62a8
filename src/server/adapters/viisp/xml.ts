/**
 * Small, strict XML helpers shared by the gateway client and the simulator: namespace-aware parsing
 * and selection (field notes: "namespace-aware parsing"), SOAP 1.1 envelopes and faults.
 */
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { VIISP_NS } from './types.ts';

export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** Prefix the gateway itself uses for its namespace (its responses and public clients use it). */
export const VIISP_PREFIX = 'authentication';

const NAMESPACES: Record<string, string> = { soap: SOAP_ENV_NS, a: VIISP_NS, ds: DSIG_NS };
const resolver = {
  lookupNamespaceURI: (prefix: string | null) => (prefix ? (NAMESPACES[prefix] ?? null) : null),
};

export class XmlParseError extends Error {
  override readonly name = 'XmlParseError';
}

/**
 * Parses XML, refusing any DTD: SOAP 1.1 forbids one, and refusing it rules out entity expansion.
 * Every parser error, not only fatal ones, rejects the document.
 */
export function parseXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml)) throw new XmlParseError('a DOCTYPE is not allowed');
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new XmlParseError(String(message));
      },
    }).parseFromString(xml, 'text/xml');
    // xmldom's DOM is structurally the DOM the `xpath` and TypeScript DOM types describe.
    return doc as unknown as Document;
  } catch (error) {
    throw new XmlParseError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * The gateway's own Java helper replaces every CR by `&#13;` before parsing a signed response: a CR
 * in the signed content (e.g. in base64 with CRLF) is otherwise normalised away by the parser and the
 * digest no longer matches (field notes: "escape CR before parsing signed responses").
 */
export function escapeCarriageReturns(xml: string): string {
  return xml.replace(/\r/g, '&#13;');
}

/** Elements selected by an XPath using the prefixes `soap`, `a` (gateway) and `ds` (XML-DSig). */
export function selectElements(expression: string, node: Node): Element[] {
  const result = xpath.selectWithResolver(expression, node, resolver);
  if (!Array.isArray(result)) return [];
  return result.filter((n): n is Element => xpath.isElement(n));
}

export function selectElement(expression: string, node: Node): Element | undefined {
  return selectElements(expression, node)[0];
}

/** Text of the first element matched, or undefined when there is none. */
export function selectText(expression: string, node: Node): string | undefined {
  const element = selectElement(expression, node);
  return element ? (element.textContent ?? '') : undefined;
}

/** Child elements (not text, comments) of an element, in document order. */
export function childElements(element: Element): Element[] {
  const children: Element[] = [];
  for (let n = element.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1) children.push(n as Element);
  }
  return children;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;');
}

/** `<authentication:name>value</authentication:name>`, escaped. */
export function viispElement(name: string, value: string): string {
  return `<${VIISP_PREFIX}:${name}>${escapeXml(value)}</${VIISP_PREFIX}:${name}>`;
}

/** A SOAP 1.1 envelope around one body element, as the ministry's own services send it. */
export function soapEnvelope(bodyXml: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENV_NS}"><soapenv:Header/><soapenv:Body>` +
    bodyXml +
    '</soapenv:Body></soapenv:Envelope>'
  );
}

/**
 * Faults the WSDL declares for both operations: `InvalidSignatureException` and `InvalidXmlException`
 * (details `authentication:invalidSignatureException` / `invalidXmlException`). The WSDL declares
 * none for an unknown or used ticket; we answer those as a `soapenv:Client` fault with detail
 * `authentication:invalidTicketException` — our guess, since the real gateway's answer is undocumented.
 */
export type FaultDetail = 'invalidSignatureException' | 'invalidXmlException' | 'invalidTicketException';

export function soapFault(input: {
  code: 'Client' | 'Server';
  message: string;
  detail?: FaultDetail;
}): string {
  const detail = input.detail
    ? `<detail><${VIISP_PREFIX}:${input.detail} xmlns:${VIISP_PREFIX}="${VIISP_NS}"/></detail>`
    : '';
  return soapEnvelope(
    `<soapenv:Fault><faultcode>soapenv:${input.code}</faultcode><faultstring>${escapeXml(input.message)}</faultstring>${detail}</soapenv:Fault>`,
  );
}

export interface ParsedFault {
  faultCode: string;
  faultString: string;
  /** Local names of the detail's child elements in the gateway namespace. */
  details: string[];
}

/** The SOAP fault in an envelope, if the body holds one. */
export function readFault(doc: Document): ParsedFault | undefined {
  const fault = selectElement('/soap:Envelope/soap:Body/soap:Fault', doc);
  if (!fault) return undefined;
  // faultcode/faultstring/detail are unqualified in SOAP 1.1.
  const text = (name: string) => selectText(`./*[local-name()='${name}']`, fault) ?? '';
  const detail = selectElement("./*[local-name()='detail']", fault);
  const details = detail
    ? childElements(detail)
        .filter((e) => e.namespaceURI === VIISP_NS)
        .map((e) => e.localName)
    : [];
  return { faultCode: text('faultcode').trim(), faultString: text('faultstring').trim(), details };
}
