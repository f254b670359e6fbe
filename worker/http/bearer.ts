import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { EXTENSION_MESSAGES, isExtensionCall } from '../contracts/extension';
import { csrf } from './csrf';
import { errorJson } from './errors';
import { loadSession, type SessionResolver } from './session';

const REALM = 'Bearer realm="Routewise"';

/**
 * Who calls /api: a browser extension's token in `Authorization: Bearer`, or else the session cookie with
 * its CSRF check, exactly as before. A bearer call carries no cookie authority (the browser never attaches
 * the header by itself), so CSRF does not apply to it and no cookie is read or set for it; the token opens
 * only the extension's calls (worker/contracts/extension.ts), anything else is refused with 403. A bad
 * token is a 401 and never falls back to the cookie, so the answer does not depend on which one a request
 * happens to carry. Both resolvers come from the features, wired in app.ts.
 */
export const apiCaller = (session: SessionResolver, bearer: SessionResolver) => {
  const fromCookie = loadSession(session);
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return csrf(c, async () => void (await fromCookie(c, next)));
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const caller = token ? await bearer(c.var.db, token) : null;
    if (!caller) {
      c.header('WWW-Authenticate', token ? `${REALM}, error="invalid_token"` : REALM);
      return errorJson(c, 401, [{ status: '401', code: 'unauthorized', detail: EXTENSION_MESSAGES.signInAgain }]);
    }
    if (!isExtensionCall(c.req.method, c.req.path))
      return errorJson(c, 403, [{ status: '403', code: 'forbidden', detail: EXTENSION_MESSAGES.notForExtension }]);
    c.set('caller', caller);
    await next();
  });
};
