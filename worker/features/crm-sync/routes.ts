import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc } from '../../http/openapi';
import { hubspotWebhook } from './webhooks';

/** Vendor webhooks: no session and no CSRF; each request proves itself with the vendor's signature. Mount at /api/public/webhooks. */
export const crmWebhookRoutes = new Hono<AppEnv>().post('/hubspot', doc('integrations', 'HubSpot webhook (signature v3)'), async (c) => {
  const body = await c.req.text();
  const ok = await hubspotWebhook(c.env, c.var.db, { method: c.req.method, url: c.req.url, body, signature: c.req.header('x-hubspot-signature-v3') ?? null, timestamp: c.req.header('x-hubspot-request-timestamp') ?? null });
  return ok ? c.body(null, 204) : c.json({ errors: [{ status: '401', code: 'invalid_signature', detail: 'Invalid signature' }] }, 401);
});
