// A real SAML 2.0 identity provider for the tests: samlify's IdentityProvider in Node, signing assertions with
// a key pair and self-signed certificate generated when it first answers (never committed). It serves its
// metadata, a login form for SP-initiated sign-ins (HTTP-Redirect AuthnRequest in, HTTP-POST Response out)
// and IdP-initiated sign-ins; a test may POST /__tamper to make the next Response for a login one an attacker would send.
import { inflateRawSync } from 'node:zlib';
import selfsigned from 'selfsigned';
import * as samlify from 'samlify';
import { SAML_IDP_ORIGIN, SAML_IDP_TAMPER_PATH, type SamlTamper } from './users';

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const html = (body: string) =>
  new Response(`<!doctype html><html><body>${body}</body></html>`, { headers: { 'content-type': 'text/html' } });
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function identityProvider(origin: string) {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'saml-idp.test' }], { keySize: 2048, algorithm: 'sha256' });
  return samlify.IdentityProvider({
    entityID: `${origin}/metadata`,
    privateKey: pems.private,
    signingCert: pems.cert,
    nameIDFormat: [EMAIL],
    singleSignOnService: [{ Binding: REDIRECT, Location: `${origin}/sso` }],
    requestSignatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
}

type Idp = Awaited<ReturnType<typeof identityProvider>>;
type Sign = { acs: string; audience: string; login: string; requestId: string; relayState: string };

/** The attacker's edits of a Response the provider signed (or the template before it signs). */
function tamperedTags(mode: SamlTamper | null, tags: Record<string, string>) {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  if (mode === 'wrong-audience') tags.Audience = 'https://someone-else.example/saml';
  if (mode === 'wrong-destination') tags.Destination = 'https://someone-else.example/acs';
  if (mode === 'wrong-recipient') tags.SubjectRecipient = 'https://someone-else.example/acs';
  if (mode === 'wrong-in-response-to') tags.InResponseTo = '_not-a-request-of-ours';
  if (mode === 'expired')
    Object.assign(tags, { ConditionsNotBefore: at(-20), ConditionsNotOnOrAfter: at(-10), SubjectConfirmationDataNotOnOrAfter: at(-10) });
  if (mode === 'not-yet-valid') tags.ConditionsNotBefore = at(10);
  // Within the allowed clock skew: the IdP's clock runs a minute ahead.
  if (mode === 'skewed') tags.ConditionsNotBefore = at(1);
  return tags;
}

function tamperedXml(mode: SamlTamper | null, xml: string, login: string) {
  if (mode === 'unsigned') return xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
  // The attacker's own account at the IdP is victim@corp.test.evil.test; a comment added after signing leaves
  // the signature valid (canonicalization drops comments) and makes a careless reader see victim@corp.test.
  if (mode === 'comment-in-nameid') return xml.replace(`>${login}<`, `>${login.replace(/\.evil\.test$/, '<!---->.evil.test')}<`);
  if (mode === 'response-signed-wrapped') {
    // XSW against a signed Response: an unsigned forged Response wraps the signed one, which moves into Extensions.
    const evil = xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '').replace(`>${login}<`, `>admin-${login}<`);
    return evil.replace(/(<samlp:Status>)/, `<samlp:Extensions>${xml.replace(/^<\?xml[^>]*>/, '')}</samlp:Extensions>$1`);
  }
  if (mode === 'wrapped') {
    // XSW: an unsigned copy of the signed assertion, same ID, NameID changed, takes its place; the signed
    // one moves into samlp:Extensions where a careless verifier still finds it by ID.
    const signed = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
    const evil = signed.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/, '').replace(`>${login}<`, `>admin-${login}<`);
    return xml.replace(signed, `<samlp:Extensions>${signed}</samlp:Extensions>${evil}`);
  }
  return xml;
}

async function signResponse(idp: Idp, forger: Idp, mode: SamlTamper | null, s: Sign) {
  const sp = samlify.ServiceProvider({
    entityID: s.audience,
    // 'response-signed': the IdP signs the whole Response instead of the assertion (both are valid SAML).
    wantAssertionsSigned: mode !== 'response-signed' && mode !== 'response-signed-wrapped',
    assertionConsumerService: [{ Binding: POST, Location: s.acs }],
  });
  const signer = mode === 'forged' ? forger : idp;
  const now = new Date();
  const later = new Date(now.getTime() + 5 * 60_000).toISOString();
  const id = `_${crypto.randomUUID()}`;
  const tags = tamperedTags(mode, {
    ID: id,
    AssertionID: `_${crypto.randomUUID()}`,
    Destination: s.acs,
    Audience: s.audience,
    SubjectRecipient: s.acs,
    Issuer: idp.entityMeta.getEntityID(),
    IssueInstant: now.toISOString(),
    StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
    ConditionsNotBefore: now.toISOString(),
    ConditionsNotOnOrAfter: later,
    SubjectConfirmationDataNotOnOrAfter: later,
    NameIDFormat: EMAIL,
    NameID: s.login,
    InResponseTo: s.requestId,
    AuthnStatement: '',
    AttributeStatement: '',
  });
  const { context } = (await signer.createLoginResponse(
    sp,
    { extract: { request: { id: s.requestId } } } as never,
    'post',
    { email: s.login },
    (template: string) => ({
      id,
      context: template.replace(/\{(\w+)\}/g, (_, tag: string) => attr(tags[tag] ?? '')),
    }),
  )) as { context: string };
  const xml = tamperedXml(mode, Buffer.from(context, 'base64').toString('utf8'), s.login);
  return Buffer.from(xml, 'utf8').toString('base64');
}

/** The page an IdP answers after sign-in: a form the browser posts to the service provider's ACS at once. */
const autoPost = (acs: string, samlResponse: string, relayState: string) =>
  html(
    `<form id="saml" method="post" action="${attr(acs)}"><input type="hidden" name="SAMLResponse" value="${attr(samlResponse)}"/>` +
      (relayState ? `<input type="hidden" name="RelayState" value="${attr(relayState)}"/>` : '') +
      `<button type="submit">Continue</button></form><script>document.getElementById('saml').submit()</script>`,
  );

const loginForm = (origin: string, fields: Record<string, string>) =>
  html(
    `<h1>Test identity provider</h1><form method="post" action="${origin}/sso/login">` +
      Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${attr(v)}"/>`)
        .join('') +
      `<label>Email <input name="login" type="email"/></label><button type="submit">Sign in</button></form>`,
  );

function readRequest(samlRequest: string) {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const pick = (re: RegExp) => re.exec(xml)?.[1] ?? '';
  return { id: pick(/\sID="([^"]+)"/), acs: pick(/AssertionConsumerServiceURL="([^"]+)"/), issuer: pick(/<saml:Issuer>([^<]+)</) };
}

/** The provider at `origin` (its entity ID is `${origin}/metadata`): idp.test through the outbound service, or a loopback port. */
export function createSamlIdp(origin = SAML_IDP_ORIGIN) {
  let keys: Promise<[Idp, Idp]> | null = null;
  // Keyed by the login it is for: test files run side by side against this one provider.
  const pending = new Map<string, SamlTamper>();
  return {
    async handle(request: Request): Promise<Response> {
      keys ??= Promise.all([identityProvider(origin), identityProvider(origin)]);
      const [idp, forger] = await keys;
      const url = new URL(request.url);
      const take = (login: string) => {
        const mode = pending.get(login) ?? null;
        pending.delete(login);
        return mode;
      };
      if (url.pathname === SAML_IDP_TAMPER_PATH && request.method === 'POST') {
        const { mode, login } = (await request.json()) as { mode: SamlTamper; login: string };
        pending.set(login, mode);
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/metadata')
        return new Response(idp.getMetadata(), { headers: { 'content-type': 'application/samlmetadata+xml' } });
      if (url.pathname === '/sso' && request.method === 'GET') {
        const samlRequest = url.searchParams.get('SAMLRequest');
        if (!samlRequest) return new Response('SAMLRequest is required', { status: 400 });
        return loginForm(origin, { SAMLRequest: samlRequest, RelayState: url.searchParams.get('RelayState') ?? '' });
      }
      if (url.pathname === '/sso/login' && request.method === 'POST') {
        const form = new URLSearchParams(await request.text());
        const req = readRequest(form.get('SAMLRequest') ?? '');
        const login = form.get('login') ?? '';
        const relayState = form.get('RelayState') ?? '';
        const sign = { acs: req.acs, audience: req.issuer, login, requestId: req.id, relayState };
        return autoPost(req.acs, await signResponse(idp, forger, take(login), sign), relayState);
      }
      // IdP-initiated: the IdP's app dashboard sends the member to the service provider unasked.
      if (url.pathname === '/initiate') {
        const q = url.searchParams;
        const sign = {
          acs: q.get('acs') ?? '',
          audience: q.get('audience') ?? '',
          login: q.get('login') ?? '',
          requestId: '',
          relayState: '',
        };
        return autoPost(sign.acs, await signResponse(idp, forger, take(sign.login), sign), q.get('RelayState') ?? '');
      }
      return new Response('Not found', { status: 404 });
    },
  };
}
