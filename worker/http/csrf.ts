import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { MESSAGES } from '../contracts/common';
import { hmac, randomToken, safeEqualStrings } from '../lib/crypto';
import { CSRF_COOKIE, CSRF_HEADER } from './cookies';
import { errorJson } from './errors';
import { isLocalDev } from './local-dev';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function secretOf(env: AppEnv['Bindings'], url: string) {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (!isLocalDev(env, url)) throw new Error('SESSION_SECRET is not set');
  return 'development-only-secret';
}

async function issue(secret: string) {
  const nonce = randomToken();
  return `${nonce}.${await hmac(secret, nonce)}`;
}

async function isSigned(secret: string, value: string) {
  const [nonce, sig] = value.split('.');
  return !!nonce && !!sig && safeEqualStrings(sig, await hmac(secret, nonce));
}

/**
 * Signed double-submit token: the page reads the (non-HttpOnly) cookie and echoes it in a header on
 * every non-GET call. The Origin header, when sent, must be our own too. /api/public is exempt: it
 * uses no cookies, so there is no ambient authority to forge.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  const secret = secretOf(c.env, c.req.url);
  let cookie = getCookie(c, CSRF_COOKIE);
  if (!cookie || !(await isSigned(secret, cookie))) {
    cookie = await issue(secret);
    setCookie(c, CSRF_COOKIE, cookie, { httpOnly: false, secure: true, sameSite: 'Strict', path: '/' });
    if (!SAFE.has(c.req.method)) return errorJson(c, 403, [{ status: '403', code: 'csrf', detail: MESSAGES.csrf }]);
  }
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header('origin');
    const allowed = new Set([new URL(c.req.url).origin, new URL(c.env.APP_URL).origin]);
    const header = c.req.header(CSRF_HEADER) ?? '';
    if ((origin && !allowed.has(origin)) || !safeEqualStrings(header, cookie)) {
      return errorJson(c, 403, [{ status: '403', code: 'csrf', detail: MESSAGES.csrf }]);
    }
  }
  await next();
});
