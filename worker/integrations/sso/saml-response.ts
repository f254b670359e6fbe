// SAML 2.0 service provider, the verifying half: a Response posted to the ACS (HTTP-POST binding) is
// believed only as far as its XML signature covers it. xml-crypto checks the signature (canonicalization,
// digests, RSA) against the identity provider's certificates from its metadata, never against a key the
// message carries; everything this module reads afterwards comes from the XML that the signature covered
// (xml-crypto's getSignedReferences), re-parsed, so a wrapped copy of an element is never what is read.
import { SignedXml } from 'xml-crypto';
import { childrenNS, NS, parseXml, SamlError, type IdpMetadata, type SpConfig, type XmlElement } from './saml-metadata';

/** Clocks of the identity provider and of the worker may differ by this much. */
export const CLOCK_SKEW_MS = 2 * 60_000;
const MAX_RESPONSE_BYTES = 256 * 1024;
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** What a verified assertion says: who, which assertion (for replay), until when it may be used, and to what request. */
export type SamlAssertion = { assertionId: string; nameId: string; inResponseTo: string | null; expiresAt: number };

const one = (el: XmlElement, ns: string, local: string): XmlElement | undefined => childrenNS(el, ns, local)[0];
const text = (el: XmlElement | undefined) => (el?.textContent ?? '').trim();

function decode(samlResponse: string): string {
  if (samlResponse.length > MAX_RESPONSE_BYTES * 1.4) throw new SamlError('response too large');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(samlResponse.replace(/\s+/g, '')), (c) => c.charCodeAt(0)),
    );
  } catch {
    throw new SamlError('SAMLResponse is not base64 UTF-8');
  }
}

/**
 * Checks the enveloped signature that is a child of `el` with every certificate of the identity provider;
 * answers the canonical XML the signature covers (which must be `el` itself, by its unique ID), or null
 * when `el` carries no signature. A signature that is present but does not verify is refused.
 */
function signedXmlOf(xml: string, el: XmlElement, idp: IdpMetadata, idCount: (id: string) => number): string | null {
  const signature = one(el, NS.ds, 'Signature');
  if (!signature) return null;
  const id = el.getAttribute('ID') ?? '';
  if (!id || idCount(id) !== 1) throw new SamlError(`ID ${id} is missing or not unique`);
  for (const publicCert of idp.certificates) {
    const sig = new SignedXml({ publicCert });
    sig.loadSignature(signature as never);
    const refs = sig.getReferences();
    if (refs.length !== 1 || refs[0].uri !== `#${id}`) throw new SamlError('signature does not reference its parent element');
    let ok = false;
    try {
      ok = sig.checkSignature(xml);
    } catch {
      ok = false;
    }
    const signed = sig.getSignedReferences();
    if (ok && signed.length === 1) return signed[0];
  }
  throw new SamlError(`signature of ${el.localName} does not verify with the identity provider's certificates`);
}

const time = (el: XmlElement | undefined, name: string) => {
  const raw = el?.getAttribute(name);
  if (!raw) return null;
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw new SamlError(`${name} is not a time`);
  return t;
};

/**
 * Verifies a posted SAMLResponse for this service provider and answers the assertion's subject. Refused:
 * no valid signature (on the assertion or on the response), more than one assertion, an encrypted one,
 * another issuer, another audience, another Destination or Recipient, outside NotBefore/NotOnOrAfter
 * (with CLOCK_SKEW_MS), a status other than Success, no bearer confirmation, no NameID.
 */
export function verifySamlResponse(samlResponse: string, idp: IdpMetadata, sp: SpConfig, now = Date.now()): SamlAssertion {
  const xml = decode(samlResponse);
  const doc = parseXml(xml);
  const response = doc.documentElement!;
  if (response.namespaceURI !== NS.samlp || response.localName !== 'Response') throw new SamlError('not a samlp:Response');
  // One assertion in the whole document, wherever it hides (Extensions, ds:Object, another element): a
  // second one is how signature wrapping smuggles an unsigned assertion beside the signed one.
  const assertions = doc.getElementsByTagNameNS(NS.saml, 'Assertion');
  if (assertions.length !== 1 || doc.getElementsByTagNameNS(NS.saml, 'EncryptedAssertion').length)
    throw new SamlError(`expected exactly one plain assertion, found ${assertions.length}`);
  const rawAssertion = assertions[0];
  if (rawAssertion.parentNode !== response) throw new SamlError('the assertion is not a child of the response');
  for (const s of Array.from(doc.getElementsByTagNameNS(NS.ds, 'Signature')))
    if (s.parentNode !== response && s.parentNode !== rawAssertion) throw new SamlError('a signature outside the response and assertion');
  const ids = Array.from(doc.getElementsByTagName('*')).map((e) => e.getAttribute('ID'));
  const idCount = (id: string) => ids.filter((x) => x === id).length;

  const signedResponse = signedXmlOf(xml, response, idp, idCount);
  const signedAssertion = signedXmlOf(xml, rawAssertion, idp, idCount);
  if (!signedResponse && !signedAssertion) throw new SamlError('neither the response nor the assertion is signed');
  // From here on, only signed XML is read (the response's envelope fields from the raw document when
  // only the assertion is signed: they are checked, but nothing is believed because of them).
  const envelope = signedResponse ? parseXml(signedResponse).documentElement! : response;
  const assertion = signedAssertion ? parseXml(signedAssertion).documentElement! : (childrenNS(envelope, NS.saml, 'Assertion')[0] ?? null);
  if (!assertion) throw new SamlError('the signed response holds no assertion');

  const status = one(one(envelope, NS.samlp, 'Status') ?? envelope, NS.samlp, 'StatusCode')?.getAttribute('Value');
  if (status !== SUCCESS) throw new SamlError(`status ${status}`);
  const destination = envelope.getAttribute('Destination');
  if (destination && destination !== sp.acsUrl) throw new SamlError(`Destination ${destination}`);
  const responseIssuer = one(envelope, NS.saml, 'Issuer');
  if (responseIssuer && text(responseIssuer) !== idp.entityId) throw new SamlError(`response Issuer ${text(responseIssuer)}`);
  if (text(one(assertion, NS.saml, 'Issuer')) !== idp.entityId) throw new SamlError('assertion Issuer');

  const conditions = one(assertion, NS.saml, 'Conditions');
  const notBefore = time(conditions, 'NotBefore');
  const notOnOrAfter = time(conditions, 'NotOnOrAfter');
  if (notBefore !== null && now + CLOCK_SKEW_MS < notBefore) throw new SamlError('assertion not yet valid (NotBefore)');
  if (notOnOrAfter !== null && now - CLOCK_SKEW_MS >= notOnOrAfter) throw new SamlError('assertion expired (NotOnOrAfter)');
  const restrictions = conditions ? childrenNS(conditions, NS.saml, 'AudienceRestriction') : [];
  if (!restrictions.length || !restrictions.every((r) => childrenNS(r, NS.saml, 'Audience').some((a) => text(a) === sp.entityId)))
    throw new SamlError('Audience is not this service provider');

  const subject = one(assertion, NS.saml, 'Subject');
  const confirmation = subject && childrenNS(subject, NS.saml, 'SubjectConfirmation').find((c) => c.getAttribute('Method') === BEARER);
  const data = confirmation && one(confirmation, NS.saml, 'SubjectConfirmationData');
  if (!subject || !data) throw new SamlError('no bearer SubjectConfirmationData');
  if (data.getAttribute('Recipient') !== sp.acsUrl) throw new SamlError(`Recipient ${data.getAttribute('Recipient')}`);
  const confirmUntil = time(data, 'NotOnOrAfter');
  if (confirmUntil === null || now - CLOCK_SKEW_MS >= confirmUntil) throw new SamlError('subject confirmation expired');
  if (time(data, 'NotBefore') !== null) throw new SamlError('bearer confirmation must not carry NotBefore');
  const inResponseTo = data.getAttribute('InResponseTo') || null;
  const envelopeInResponseTo = envelope.getAttribute('InResponseTo') || null;
  if (envelopeInResponseTo !== inResponseTo) throw new SamlError('InResponseTo of the response and the assertion differ');
  // Text nodes only: a comment inside the NameID (user@victim.com<!---->.evil.com) does not cut it short.
  const nameId = text(one(subject, NS.saml, 'NameID'));
  if (!nameId) throw new SamlError('no NameID');
  const assertionId = assertion.getAttribute('ID');
  if (!assertionId) throw new SamlError('assertion has no ID');
  return { assertionId, nameId, inResponseTo, expiresAt: Math.max(confirmUntil, notOnOrAfter ?? 0) + CLOCK_SKEW_MS };
}
