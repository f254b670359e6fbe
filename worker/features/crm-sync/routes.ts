import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import {
  crmConnectSchema,
  crmKeyConnectSchema,
  crmSettingsSchema,
  disableSchema,
  updateMappingSchema,
} from '../../contracts/integration-catalog';
import {
  crmConnectStartSchema,
  crmFailureSchema,
  crmIntegrationSchema,
  integrationsPageSchema,
} from '../../contracts/integrations-responses';
import { dataOf } from '../../contracts/response-kit';
import { DomainError } from '../../core/errors';
import { doc } from '../../http/openapi';
import { docCreated, docData, docDone } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { connectWithKey, finishConnect, startConnect } from './parts/connect';
import * as crm from './service';
import { hubspotWebhook } from './parts/webhooks';
import type { MirrorHook } from './parts/sync';
import { deferFor } from '../../http/defer';
import { oauthCallbackQuery } from '../../contracts/integrations';
import { CRM_VENDOR_IDS } from '../../contracts/vendors';
import { noContent } from '../../http/answers';

const TAG = 'integrations';
const admins = requireRole('super_admin');
const ref = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });
const providerParam = v.object({ provider: v.picklist(CRM_VENDOR_IDS, 'Unknown CRM') });

/** Organization-level integrations (spec section 7 "integrations"): the grouped page, CRM connections and their settings. Mount at /api/integrations. */
export const integrationRoutes = signedInRoutes()
  .get(
    '/',
    docData(
      TAG,
      'The integrations page: catalog tools grouped CRM, Communication and Other tools, with their connections',
      integrationsPageSchema,
    ),
    admins,
    async (c) => c.json({ data: await crm.integrationsPage(c.var.db, c.var.caller) }),
  )
  .get('/crm-failure', docData(TAG, 'The CRM that needs reauthorization and the routers it affects', crmFailureSchema), async (c) =>
    c.json({ data: await crm.crmFailure(c.var.db, c.var.caller) }),
  )
  .post(
    '/crm/:provider/connect',
    docData(TAG, "Start connecting a CRM: answers the vendor's consent URL", crmConnectStartSchema),
    admins,
    validate('param', providerParam),
    validate('json', crmConnectSchema),
    async (c) => c.json({ data: await startConnect(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('json')) }),
  )
  .post(
    '/crm/:provider/connect-key',
    docCreated(TAG, 'Connect an API-key CRM (Freshsales): account domain and token', crmIntegrationSchema),
    admins,
    validate('param', providerParam),
    validate('json', crmKeyConnectSchema),
    async (c) =>
      c.json({ data: await connectWithKey(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('json')) }, 201),
  )
  .get(
    '/oauth/:provider/callback',
    doc(TAG, "The CRM vendor's OAuth redirect back", { redirect: 'Back to the integration page in the app' }),
    validate('param', providerParam),
    validate('query', oauthCallbackQuery),
    async (c) => {
      const { location } = await finishConnect(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('query'));
      return c.redirect(location, 302);
    },
  )
  .get(
    '/crm/:id',
    doc(TAG, 'One CRM connection: state, settings, import progress (id or provider; null when that CRM is not connected)', {
      ok: { schema: dataOf(v.nullable(crmIntegrationSchema)) },
    }),
    admins,
    validate('param', ref),
    async (c) => c.json({ data: await crm.crmIntegrationOrNull(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .put(
    '/crm/:id',
    docData(TAG, 'Update a CRM connection (module type, custom object, owner properties)', crmIntegrationSchema),
    admins,
    validate('param', ref),
    validate('json', crmSettingsSchema),
    async (c) => c.json({ data: await crm.updateCrmSettings(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .put(
    '/crm/:id/update_mapping',
    docData(TAG, 'Update field mapping: {integration: {crm_field_mappings}}', crmIntegrationSchema),
    admins,
    validate('param', ref),
    validate('json', updateMappingSchema),
    async (c) =>
      c.json({
        data: await crm.updateMapping(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').integration.crm_field_mappings),
      }),
  )
  .post(
    '/crm/:id/refresh-fields',
    docData(TAG, "Refresh CRM fields from the CRM's describe/properties API", crmIntegrationSchema),
    admins,
    validate('param', ref),
    async (c) => c.json({ data: await crm.refreshFields(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .post('/crm/:id/sync', docData(TAG, 'Import every record again', crmIntegrationSchema), admins, validate('param', ref), async (c) =>
    c.json({ data: await crm.resync(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .delete(
    '/crm/:id',
    docDone(TAG, "Disable a CRM: needs the typed 'Disable {name}'"),
    admins,
    validate('param', ref),
    validate('json', disableSchema),
    async (c) => noContent(c, crm.disableCrm(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').confirmation)),
  );

/**
 * Vendor webhooks: no session and no CSRF; each request proves itself with the vendor's signature. Mount at
 * /api/public/webhooks. `onMirrored` is what a change the webhook brings in sets off (app.ts passes the
 * object routers'), run after the response as the queue consumer runs it for incremental passes.
 */
export const crmWebhookRoutes = (onMirrored: MirrorHook) =>
  new Hono<AppEnv>().post(
    '/hubspot',
    doc('integrations', 'HubSpot webhook (signature v3; a bad signature gets 401)', { public: true, ok: { status: 204 } }),
    async (c) => {
      const body = await c.req.text();
      const req = {
        method: c.req.method,
        url: c.req.url,
        body,
        signature: c.req.header('x-hubspot-signature-v3') ?? null,
        timestamp: c.req.header('x-hubspot-request-timestamp') ?? null,
      };
      const ok = await hubspotWebhook(c.env, c.var.db, req, { defer: deferFor(c), onMirrored });
      if (!ok) throw new DomainError('unauthorized', 'invalid_signature', 'Invalid signature');
      return c.body(null, 204);
    },
  );
