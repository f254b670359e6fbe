// SAML 2.0 service provider, the metadata half: reading an identity provider's metadata, describing the
// service provider to it, and the AuthnRequest of an SP-initiated sign-in (HTTP-Redirect binding).
// XML is parsed with @xmldom/xmldom; nothing here is signed or verified (saml-response.ts does that).
import { DOMParser } from '@xmldom/xmldom';

export const NS = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;
export const BINDING_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
export const BINDING_POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
export const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** The DOM that @xmldom/xmldom builds, as far as this module reads it (the worker's own `Element` is HTMLRewriter's). */
export interface XmlElement {
  nodeType: number;
  parentNode: unknown;
  namespaceURI: string | null;
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<unknown>;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, local: string): ArrayLike<XmlElement>;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
export type XmlDocument = Omit<XmlElement, 'localName' | 'getAttribute'> & { documentElement: XmlElement | null };

/** A SAML message or metadata that cannot be used; the message says why (for the log, never the browser). */
export class SamlError extends Error {}

/** What the service provider needs to know of an identity provider. */
export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };
/** The service provider of one organization. */
export type SpConfig = { entityId: string; acsUrl: string };

/**
 * Parses XML refusing document types (no entity expansion, no external entities) and any parse error,
 * so a message is either well-formed plain XML or refused.
 */
export function parseXml(xml: string): XmlDocument {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SamlError('document type declarations are refused');
  const fail = (msg: string) => {
    throw new SamlError(`XML does not parse: ${msg}`);
  };
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  ) as unknown as XmlDocument;
  if (!doc.documentElement) throw new SamlError('XML has no root element');
  return doc;
}

export const childrenNS = (el: XmlElement, ns: string, local: string): XmlElement[] =>
  (Array.from(el.childNodes) as XmlElement[]).filter((n) => n.nodeType === 1 && n.namespaceURI === ns && n.localName === local);

const toPem = (b64: string) => `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;

/**
 * The identity provider's entity ID, its HTTP-Redirect single sign-on URL and its signing certificates
 * (KeyDescriptor use="signing" or without use), as PEM. Several certificates are kept: IdPs roll keys by
 * publishing the next one beside the current one.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const root = parseXml(xml).documentElement!;
  const descriptor =
    root.namespaceURI === NS.md && root.localName === 'EntityDescriptor'
      ? root
      : Array.from(root.getElementsByTagNameNS(NS.md, 'EntityDescriptor')).find(
          (e) => e.getElementsByTagNameNS(NS.md, 'IDPSSODescriptor').length,
        );
  if (!descriptor) throw new SamlError('no EntityDescriptor');
  const entityId = descriptor.getAttribute('entityID')?.trim();
  const idp = childrenNS(descriptor, NS.md, 'IDPSSODescriptor')[0];
  if (!entityId || !idp) throw new SamlError('no entityID or IDPSSODescriptor');
  const sso = childrenNS(idp, NS.md, 'SingleSignOnService').find((s) => s.getAttribute('Binding') === BINDING_REDIRECT);
  const ssoUrl = sso?.getAttribute('Location')?.trim();
  if (!ssoUrl || !/^https?:\/\//i.test(ssoUrl)) throw new SamlError('no HTTP-Redirect SingleSignOnService');
  const certificates = childrenNS(idp, NS.md, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(NS.ds, 'X509Certificate')))
    .map((c) => (c.textContent ?? '').replace(/\s+/g, ''))
    .filter((b64) => /^[A-Za-z0-9+/]+=*$/.test(b64))
    .map(toPem);
  if (!certificates.length) throw new SamlError('no signing certificate');
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The service provider's metadata: entity ID, the ACS (HTTP-POST) and e-mail NameIDs; assertions must be signed. */
export const spMetadataXml = (sp: SpConfig) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="${NS.md}" entityID="${esc(sp.entityId)}">
  <md:SPSSODescriptor AuthnRequestsSigned="false" WantAssertionsSigned="true" protocolSupportEnumeration="${NS.samlp}">
    <md:NameIDFormat>${NAMEID_EMAIL}</md:NameIDFormat>
    <md:AssertionConsumerService index="0" isDefault="true" Binding="${BINDING_POST}" Location="${esc(sp.acsUrl)}"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
`;

async function deflateRaw(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/**
 * The identity provider URL of an SP-initiated sign-in: an AuthnRequest with a fresh ID (the response's
 * InResponseTo must name it), deflated into SAMLRequest, and the RelayState the IdP hands back.
 */
export async function authnRequestUrl(idp: IdpMetadata, sp: SpConfig, requestId: string, relayState: string, now = new Date()) {
  const xml =
    `<samlp:AuthnRequest xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${esc(requestId)}" Version="2.0" ` +
    `IssueInstant="${now.toISOString()}" Destination="${esc(idp.ssoUrl)}" ProtocolBinding="${BINDING_POST}" ` +
    `AssertionConsumerServiceURL="${esc(sp.acsUrl)}"><saml:Issuer>${esc(sp.entityId)}</saml:Issuer>` +
    `<samlp:NameIDPolicy Format="${NAMEID_EMAIL}" AllowCreate="true"/></samlp:AuthnRequest>`;
  const url = new URL(idp.ssoUrl);
  url.searchParams.set('SAMLRequest', base64(await deflateRaw(xml)));
  url.searchParams.set('RelayState', relayState);
  return url.toString();
}
