/**
 * Enveloped XML signatures as the gateway uses them (field notes "National gateway"): the signed
 * element carries `id`, the reference is `#<id>`, transforms enveloped-signature + exclusive C14N,
 * SHA-1 digest, RSA-SHA1, `KeyInfo/KeyValue/RSAKeyValue`.
 *
 * The gateway's own responses (as captured in public client test fixtures) and the ministry's Java
 * helper put `InclusiveNamespaces PrefixList="authentication"` (the signed element's prefix) on the
 * SignedInfo canonicalization method, where it changes the result, so we do too. They also put it on
 * the reference's C14N transform, where it cannot change the digest (the signed element itself uses
 * the prefix); we leave it out there because xml-crypto would also add it, in a bogus namespace, to
 * the enveloped-signature transform.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { rsaKeyValueXml } from './keys.ts';
import { VIISP_NS } from './types.ts';
import { childElements, DSIG_NS, selectElements, VIISP_PREFIX } from './xml.ts';

const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';

function elementXPath(localName: string): string {
  return `//*[local-name(.)='${localName}' and namespace-uri(.)='${VIISP_NS}']`;
}

/**
 * Signs the gateway-namespace element `localName` (which must carry its `id` attribute) in `xml`,
 * appending the `Signature` as its last child as the schema's sequence requires.
 */
export function signEnveloped(
  xml: string,
  input: { localName: string; privateKeyPem: string; publicKeyPem: string },
): string {
  const keyInfo = rsaKeyValueXml(input.publicKeyPem);
  const signer = new SignedXml({
    privateKey: input.privateKeyPem,
    signatureAlgorithm: RSA_SHA1,
    canonicalizationAlgorithm: EXC_C14N,
    inclusiveNamespacesPrefixList: [VIISP_PREFIX],
    getKeyInfoContent: () => keyInfo,
  });
  const target = elementXPath(input.localName);
  signer.addReference({
    xpath: target,
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: SHA1,
  });
  signer.computeSignature(xml, { location: { reference: target, action: 'append' } });
  return signer.getSignedXml();
}

export type VerifyResult = { ok: true; signedXml: string } | { ok: false; reason: string };

/**
 * Verifies the enveloped signature of `element` against `publicKey` ONLY: the `KeyInfo` in the
 * message is ignored, since anyone can put their own key there. On success returns the canonical XML
 * of the signed element (signature removed); read data only from it, never from the original
 * document, so nothing unsigned can be slipped in beside the signed element (signature wrapping).
 *
 * `xml` must be the exact string `doc` was parsed from (after CR escaping).
 */
export function verifyEnveloped(
  xml: string,
  doc: Document,
  element: Element,
  publicKey: KeyObject,
): VerifyResult {
  const all = selectElements('//ds:Signature', doc);
  const own = childElements(element).filter((e) => e.namespaceURI === DSIG_NS && e.localName === 'Signature');
  if (own.length === 0) return { ok: false, reason: 'the element carries no signature' };
  if (all.length !== 1 || own.length !== 1) return { ok: false, reason: 'more than one signature' };
  const id = element.getAttribute('id');
  if (!id) return { ok: false, reason: 'the signed element has no id' };

  const verifier = new SignedXml({ publicCert: publicKey, getCertFromKeyInfo: () => null });
  try {
    verifier.loadSignature(own[0]!);
    const references = verifier.getReferences();
    if (references.length !== 1 || references[0]!.uri !== `#${id}`) {
      return { ok: false, reason: `the signature must reference exactly #${id}` };
    }
    if (!verifier.checkSignature(xml)) return { ok: false, reason: 'digest mismatch' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const signed = verifier.getSignedReferences();
  if (signed.length !== 1 || !signed[0]) return { ok: false, reason: 'nothing was signed' };
  return { ok: true, signedXml: signed[0] };
}

/** Accepts an SPKI public key or an X.509 certificate in PEM. */
export function toPublicKey(pem: string): KeyObject {
  return createPublicKey(pem);
}
