// Single sign-on test helpers: an organization with the test OpenID Provider (worker/test/oidc) set up, and
// a browser that goes from "Sign in with SSO" through the provider's login page back to the app's callback.
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_ISSUER, IDP_TAMPER_PATH, type IdpTamper } from './oidc/users';
import { addOrg, addUser, signIn, TestClient } from './client';

export const SSO = '/api/security-settings/sso';
const APP_HOST = '127.0.0.1:8787';

/** A fresh organization whose domain signs in through the test provider, with SSO turned on next to passwords. */
export async function ssoOrg(loginMethods = ['password', 'sso']) {
  const o = await addOrg();
  const admin = await signIn(o.admin.email);
  const put = await admin.json('PUT', SSO, {
    issuer: IDP_ISSUER,
    clientId: IDP_CLIENT_ID,
    clientSecret: IDP_CLIENT_SECRET,
    domains: [o.domain],
  });
  if (put.status !== 200) throw new Error(`SSO setup failed: ${put.status} ${JSON.stringify(put.body)}`);
  const methods = await admin.json('PUT', '/api/security-settings', { loginMethods, sessionLengthHours: 336, idleTimeoutMinutes: null });
  if (methods.status !== 200) throw new Error(`login methods failed: ${methods.status} ${JSON.stringify(methods.body)}`);
  const member = await addUser(o.accountId, { email: `member-${crypto.randomUUID().slice(0, 8)}@${o.domain}` });
  return { ...o, adminClient: admin, member };
}

/** The test provider's next ID token comes back expired, forged or for another audience. */
export const tamperNextIdToken = async (mode: IdpTamper) => {
  const res = await fetch(`${IDP_ISSUER}${IDP_TAMPER_PATH}`, { method: 'POST', body: mode });
  if (res.status !== 204) throw new Error(`tamper failed: ${res.status}`);
};

/** Starts "Sign in with SSO" in a browser: the provider URL the app answers, and the browser holding the attempt cookie. */
export async function startSso(email: string, browser = new TestClient()) {
  const res = await browser.json('POST', '/api/auth/sso', { email });
  return { browser, status: res.status, body: res.body, redirectUrl: res.body?.data?.redirectUrl as string | undefined };
}

/**
 * Plays the member at the provider: follows its redirects, fills in its login form with `login` and comes
 * back with the URL the provider sends the browser to at the app (the callback with code and state).
 */
export async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizeUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop++) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    init = {};
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = new URL(location, url);
      if (url.host === APP_HOST) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !html.includes('name="login"'))
      throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'anything' }).toString(),
    };
  }
  throw new Error('the provider never sent the browser back to the app');
}

/** The browser arriving at the app's callback: the app's redirect (where to, and whether it set a session). */
export async function arriveAtCallback(browser: TestClient, callback: URL) {
  const res = await browser.request('GET', `${callback.pathname}${callback.search}`, undefined, {}, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const error = location.startsWith('/login/okta') ? new URL(location, 'http://x').searchParams.get('error') : null;
  return { status: res.status, location, error, signedIn: browser.cookies.has('rw_session') };
}

/** Start to finish: "Sign in with SSO" as `email`, at the provider as `login` (the same address unless told). */
export async function ssoSignIn(email: string, login = email, edit?: (authorize: URL) => void) {
  const { browser, redirectUrl, status, body } = await startSso(email);
  if (!redirectUrl) throw new Error(`SSO start failed: ${status} ${JSON.stringify(body)}`);
  const authorize = new URL(redirectUrl);
  edit?.(authorize);
  const callback = await signInAtProvider(authorize.toString(), login);
  return { browser, callback, ...(await arriveAtCallback(browser, callback)) };
}
