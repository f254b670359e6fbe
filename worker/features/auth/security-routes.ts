import { updateSecuritySettingsSchema } from '../../contracts/security-settings';
import { securitySettingsSchema, signOutEverywhereSchema } from '../../contracts/security-settings-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as security from './parts/security';
import * as sso from './parts/sso-config';
import { ssoConnectionInputSchema, ssoConnectionSchema } from '../../contracts/sso';
import { docDone } from '../../http/doc-answers';
import { noContent } from '../../http/answers';

/** /settings/security/settings's API: login methods, session length and idle timeout, sign out everywhere (Admins; spec section 6). */
export const securitySettingsRoutes = signedInRoutes()
  .use(requireRole('super_admin'))
  .get('/', doc('security', 'Login methods and session limits', { ok: { schema: dataOf(securitySettingsSchema) } }), async (c) =>
    c.json({ data: await security.getSecuritySettings(c.var.db, c.var.caller.accountId) }),
  )
  .put(
    '/',
    doc('security', 'Change login methods and session limits; live sessions move onto the new limits', {
      ok: { schema: dataOf(securitySettingsSchema) },
    }),
    validate('json', updateSecuritySettingsSchema),
    async (c) => c.json({ data: await security.updateSecuritySettings(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .post(
    '/sign-out-everywhere',
    doc('security', "End every session of the organization's members except the caller's", {
      ok: { schema: dataOf(signOutEverywhereSchema) },
    }),
    async (c) => c.json({ data: await security.signOutEverywhere(c.var.db, c.var.caller) }),
  )
  .get(
    '/sso',
    doc('security', 'The OpenID Connect identity provider (never its client secret) and the redirect URI to register', {
      ok: { schema: dataOf(ssoConnectionSchema) },
    }),
    async (c) => c.json({ data: await sso.getSsoConnection(c.env, c.var.db, c.var.caller.accountId) }),
  )
  .put(
    '/sso',
    doc('security', 'Set up or change the identity provider; its OpenID configuration is read first', {
      ok: { schema: dataOf(ssoConnectionSchema) },
    }),
    validate('json', ssoConnectionInputSchema),
    async (c) => c.json({ data: await sso.saveSsoConnection(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .delete('/sso', docDone('security', 'Remove the identity provider (refused while single sign-on is a login method)'), async (c) =>
    noContent(c, sso.deleteSsoConnection(c.env, c.var.db, c.var.caller)),
  );
