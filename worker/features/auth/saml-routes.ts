import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { dataOf } from '../../contracts/response-kit';
import { samlAccountParam, samlAcsForm, samlConnectionInputSchema, samlConnectionSchema, samlTestStartSchema } from '../../contracts/saml';
import { DomainError } from '../../core/errors';
import { spMetadataXml } from '../../integrations/sso/saml-metadata';
import { setSessionCookie } from '../../http/cookies';
import { docDone } from '../../http/doc-answers';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as config from './parts/saml-config';
import { finishSaml, startSamlTest } from './parts/saml-sign-in';
import { SESSION_TTL_MS } from './service';
import { noContent } from '../../http/answers';

/**
 * The service provider's public endpoints, under /api/public (no session, no CSRF token: the identity provider's
 * page posts the ACS form cross-site). What is posted is believed only once its XML signature verifies.
 */
export const samlPublicRoutes = new Hono<AppEnv>()
  .get(
    '/:accountId/metadata',
    doc('auth', "The organization's SAML service provider metadata (entity ID, ACS URL, e-mail NameID)", {
      public: true,
      ok: { mediaType: 'application/samlmetadata+xml', description: 'SAML 2.0 metadata' },
    }),
    validate('param', samlAccountParam),
    async (c) => {
      const { accountId } = c.req.valid('param');
      return c.body(spMetadataXml(config.samlSpOf(c.env, accountId)), 200, { 'content-type': 'application/samlmetadata+xml' });
    },
  )
  .post(
    '/:accountId/acs',
    doc('auth', 'The SAML Assertion Consumer Service (HTTP-POST binding): signs the member in and opens the app', {
      public: true,
      redirect: 'Signed in: the RelayState path or the app (session cookie set); test sign-in: the setup page; refused: /login/okta?error=',
    }),
    validate('param', samlAccountParam),
    async (c) => {
      const form = v.safeParse(samlAcsForm, Object.fromEntries(new URLSearchParams(await c.req.text())));
      try {
        if (!form.success) throw new DomainError('bad_request', 'sso_failed', 'SAMLResponse is required');
        const { token, location } = await finishSaml(
          c.env,
          c.var.db,
          c.req.valid('param').accountId,
          form.output.SAMLResponse,
          form.output.RelayState,
        );
        if (token) setSessionCookie(c, token, SESSION_TTL_MS / 1000);
        return c.redirect(location, 302);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        return c.redirect(`/login/okta?error=${encodeURIComponent(err.message)}`, 302);
      }
    },
  );

/** /settings/security/sso's SAML half (Admins): the identity provider from its metadata, the test sign-in, enabling. */
export const samlSettingsRoutes = signedInRoutes()
  .use(requireRole('super_admin'))
  .get(
    '/',
    doc('security', 'The SAML identity provider and the service provider values to copy', { ok: { schema: dataOf(samlConnectionSchema) } }),
    async (c) => c.json({ data: await config.getSamlConnection(c.env, c.var.db, c.var.caller.accountId) }),
  )
  .put(
    '/',
    doc('security', 'Set up or change the SAML identity provider from its metadata (pasted or by URL); "processing" until tested', {
      ok: { schema: dataOf(samlConnectionSchema) },
    }),
    validate('json', samlConnectionInputSchema),
    async (c) => c.json({ data: await config.saveSamlConnection(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .delete('/', docDone('security', 'Remove the SAML identity provider (refused while single sign-on is a login method)'), async (c) =>
    noContent(c, config.deleteSamlConnection(c.env, c.var.db, c.var.caller)),
  )
  .post(
    '/test',
    doc('security', 'Start a test sign-in through the SAML identity provider', { ok: { schema: dataOf(samlTestStartSchema) } }),
    async (c) => c.json({ data: { redirectUrl: await startSamlTest(c.env, c.var.db, c.var.caller) } }),
  )
  .post(
    '/enable',
    doc('security', 'Turn on single sign-on once a test sign-in succeeded', { ok: { schema: dataOf(samlConnectionSchema) } }),
    async (c) => c.json({ data: await config.enableSaml(c.env, c.var.db, c.var.caller) }),
  );
