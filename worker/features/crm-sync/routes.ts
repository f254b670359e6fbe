import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../env';
import { crmConnectSchema, crmKeyConnectSchema, crmSettingsSchema, disableSchema, updateMappingSchema } from '../../contracts/integration-catalog';
import { crmConnectStartSchema, crmFailureSchema, crmIntegrationSchema, integrationsPageSchema } from '../../contracts/integrations-responses';
import { dataOf } from '../../contracts/response-kit';
import { DomainError } from '../../core/errors';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as crm from './service';
import { hubspotWebhook } from './webhooks';
import { oauthCallbackQuery } from '../../contracts/integrations';

const TAG = 'integrations';
const admins = requireRole('super_admin');
const ref = v.object({ id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) });
const providerParam = v.object({ provider: v.picklist(['hubspot', 'salesforce', 'zoho', 'freshsales', 'pipedrive'], 'Unknown CRM') });

/** Organization-level integrations (spec section 7 "integrations"): the grouped page, CRM connections and their settings. Mount at /api/integrations. */
export const integrationRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc(TAG, 'The integrations page: catalog tools grouped CRM, Communication and Other tools, with their connections', { ok: { schema: dataOf(integrationsPageSchema) } }), admins, async (c) =>
    c.json({ data: await crm.integrationsPage(c.var.db, c.var.caller) }),
  )
  .get('/crm-failure', doc(TAG, 'The CRM that needs reauthorization and the routers it affects', { ok: { schema: dataOf(crmFailureSchema) } }), async (c) => c.json({ data: await crm.crmFailure(c.var.db, c.var.caller) }))
  .post('/crm/:provider/connect', doc(TAG, "Start connecting a CRM: answers the vendor's consent URL", { ok: { schema: dataOf(crmConnectStartSchema) } }), admins, validate('param', providerParam), validate('json', crmConnectSchema), async (c) =>
    c.json({ data: await crm.startConnect(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('json')) }),
  )
  .post('/crm/:provider/connect-key', doc(TAG, 'Connect an API-key CRM (Freshsales): account domain and token', { ok: { status: 201, schema: dataOf(crmIntegrationSchema) } }), admins, validate('param', providerParam), validate('json', crmKeyConnectSchema), async (c) =>
    c.json({ data: await crm.connectWithKey(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('json')) }, 201),
  )
  .get('/oauth/:provider/callback', doc(TAG, "The CRM vendor's OAuth redirect back", { redirect: 'Back to the integration page in the app' }), validate('param', providerParam), validate('query', oauthCallbackQuery), async (c) => {
    const { location } = await crm.finishConnect(c.env, c.var.db, c.var.caller, c.req.valid('param').provider, c.req.valid('query'));
    return c.redirect(location, 302);
  })
  .get('/crm/:id', doc(TAG, 'One CRM connection: state, settings, import progress (id or provider; null when that CRM is not connected)', { ok: { schema: dataOf(v.nullable(crmIntegrationSchema)) } }), admins, validate('param', ref), async (c) =>
    c.json({ data: await crm.crmIntegrationOrNull(c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .put('/crm/:id', doc(TAG, 'Update a CRM connection (module type, custom object, owner properties)', { ok: { schema: dataOf(crmIntegrationSchema) } }), admins, validate('param', ref), validate('json', crmSettingsSchema), async (c) =>
    c.json({ data: await crm.updateCrmSettings(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .put('/crm/:id/update_mapping', doc(TAG, 'Update field mapping: {integration: {crm_field_mappings}}', { ok: { schema: dataOf(crmIntegrationSchema) } }), admins, validate('param', ref), validate('json', updateMappingSchema), async (c) =>
    c.json({ data: await crm.updateMapping(c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').integration.crm_field_mappings) }),
  )
  .post('/crm/:id/refresh-fields', doc(TAG, "Refresh CRM fields from the CRM's describe/properties API", { ok: { schema: dataOf(crmIntegrationSchema) } }), admins, validate('param', ref), async (c) =>
    c.json({ data: await crm.refreshFields(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .post('/crm/:id/sync', doc(TAG, 'Import every record again', { ok: { schema: dataOf(crmIntegrationSchema) } }), admins, validate('param', ref), async (c) =>
    c.json({ data: await crm.resync(c.env, c.var.db, c.var.caller, c.req.valid('param').id) }),
  )
  .delete('/crm/:id', doc(TAG, "Disable a CRM: needs the typed 'Disable {name}'", { ok: { status: 204 } }), admins, validate('param', ref), validate('json', disableSchema), async (c) => {
    await crm.disableCrm(c.env, c.var.db, c.var.caller, c.req.valid('param').id, c.req.valid('json').confirmation);
    return c.body(null, 204);
  });

/** Vendor webhooks: no session and no CSRF; each request proves itself with the vendor's signature. Mount at /api/public/webhooks. */
export const crmWebhookRoutes = new Hono<AppEnv>().post('/hubspot', doc('integrations', 'HubSpot webhook (signature v3; a bad signature gets 401)', { public: true, ok: { status: 204 } }), async (c) => {
  const body = await c.req.text();
  const ok = await hubspotWebhook(c.env, c.var.db, { method: c.req.method, url: c.req.url, body, signature: c.req.header('x-hubspot-signature-v3') ?? null, timestamp: c.req.header('x-hubspot-request-timestamp') ?? null });
  if (!ok) throw new DomainError('unauthorized', 'invalid_signature', 'Invalid signature');
  return c.body(null, 204);
});
