import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'rw_session';
export const CSRF_COOKIE = 'rw_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function setSessionCookie(c: Context, token: string, maxAgeSeconds: number) {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: maxAgeSeconds });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}

export const readSessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE);

/** The single sign-on attempt (sealed state, nonce and PKCE verifier) between "Sign in with SSO" and the callback. */
export const SSO_ATTEMPT_COOKIE = 'rw_sso_attempt';
const SSO_COOKIE_PATH = '/api/auth/sso';

export function setSsoAttemptCookie(c: Context, sealed: string, maxAgeSeconds: number) {
  // Lax: the identity provider's redirect back is a top-level GET navigation, which carries it.
  setCookie(c, SSO_ATTEMPT_COOKIE, sealed, { httpOnly: true, secure: true, sameSite: 'Lax', path: SSO_COOKIE_PATH, maxAge: maxAgeSeconds });
}

export const readSsoAttemptCookie = (c: Context) => getCookie(c, SSO_ATTEMPT_COOKIE);

export function clearSsoAttemptCookie(c: Context) {
  deleteCookie(c, SSO_ATTEMPT_COOKIE, { path: SSO_COOKIE_PATH, secure: true });
}
