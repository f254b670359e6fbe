// SAML single sign-on test helpers: an organization whose SSO is the test SAML identity provider (worker/test/saml),
// and a browser going from "Sign in with SSO" (or the IdP's dashboard) through the IdP's login form to the ACS.
import { addOrg, addUser, signIn, TestClient } from './client';
import { SAML_IDP_METADATA_URL, SAML_IDP_ORIGIN, SAML_IDP_TAMPER_PATH, type SamlTamper } from './saml/users';

export const SAML = '/api/security-settings/sso/saml';
const APP = 'http://127.0.0.1:8787';

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page's first form: where it posts and its fields. */
function formOf(html: string) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 300)}`);
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields.set(m[1], unescape(m[2]));
  return { action: unescape(action), fields };
}

/** The test IdP's next Response for `login` comes back as an attacker would shape it. */
export async function tamperNextResponse(mode: SamlTamper, login: string) {
  const res = await fetch(`${SAML_IDP_ORIGIN}${SAML_IDP_TAMPER_PATH}`, { method: 'POST', body: JSON.stringify({ mode, login }) });
  if (res.status !== 204) throw new Error(`tamper failed: ${res.status}`);
}

/** Plays the member at the IdP: opens the AuthnRequest URL, signs in as `login`, and answers the form the IdP posts to the ACS. */
export async function signInAtIdp(redirectUrl: string, login: string) {
  const page = await fetch(redirectUrl);
  if (page.status !== 200) throw new Error(`IdP answered ${page.status}: ${await page.text()}`);
  const { action, fields } = formOf(await page.text());
  fields.set('login', login);
  const posted = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
  return formOf(await posted.text());
}

/** IdP-initiated: the IdP's dashboard sends `login` to the organization's ACS unasked. */
export async function idpInitiated(accountId: string, login: string, relayState?: string) {
  const q = new URLSearchParams({
    acs: `${APP}/api/public/saml/${accountId}/acs`,
    audience: `${APP}/api/public/saml/${accountId}/metadata`,
    login,
    ...(relayState ? { RelayState: relayState } : {}),
  });
  return formOf(await (await fetch(`${SAML_IDP_ORIGIN}/initiate?${q}`)).text());
}

/** The browser posting the IdP's form to the ACS (cross-site): where the app sends it and whether it is signed in. */
export async function postToAcs(form: { action: string; fields: URLSearchParams }, browser = new TestClient()) {
  const path = form.action.replace(APP, '');
  const res = await browser.request(
    'POST',
    path,
    form.fields.toString(),
    { origin: SAML_IDP_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    { redirect: 'manual' },
  );
  const location = res.headers.get('location') ?? '';
  const error = location.startsWith('/login/okta') ? new URL(location, APP).searchParams.get('error') : null;
  return { browser, status: res.status, location, error, signedIn: browser.cookies.has('rw_session') };
}

/** "Sign in with SSO" as `email` (from a login page with ?next=), at the IdP as `login`, back at the ACS. */
export async function samlSignIn(email: string, login = email, next?: string) {
  const browser = new TestClient();
  const start = await browser.json('POST', '/api/auth/sso', { email, next });
  const redirectUrl = start.body?.data?.redirectUrl as string | undefined;
  if (!redirectUrl) throw new Error(`SSO start failed: ${start.status} ${JSON.stringify(start.body)}`);
  return postToAcs(await signInAtIdp(redirectUrl, login), browser);
}

/** The Admin's "Test sign-in": through the IdP and back to the setup page. */
export async function testSignIn(admin: TestClient, login: string) {
  const start = await admin.json('POST', `${SAML}/test`, {});
  if (start.status !== 200) throw new Error(`test start failed: ${start.status} ${JSON.stringify(start.body)}`);
  return postToAcs(await signInAtIdp(start.body.data.redirectUrl, login), admin);
}

/** A fresh organization with the test IdP set up from its metadata URL, tested and enabled unless told. */
export async function samlOrg(opts: { enable?: boolean; defaultRole?: 'super_admin' | 'manager' | 'regular' } = {}) {
  const o = await addOrg();
  const admin = await signIn(o.admin.email);
  const put = await admin.json('PUT', SAML, {
    metadataUrl: SAML_IDP_METADATA_URL,
    domains: [o.domain],
    defaultRole: opts.defaultRole ?? 'regular',
  });
  if (put.status !== 200) throw new Error(`SAML setup failed: ${put.status} ${JSON.stringify(put.body)}`);
  if (opts.enable !== false) {
    const tested = await testSignIn(admin, o.admin.email);
    if (tested.error) throw new Error(`test sign-in failed: ${tested.error}`);
    const enabled = await admin.json('POST', `${SAML}/enable`, {});
    if (enabled.status !== 200) throw new Error(`enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  }
  const member = await addUser(o.accountId, { email: `member-${crypto.randomUUID().slice(0, 8)}@${o.domain}` });
  return { ...o, adminClient: admin, member };
}
