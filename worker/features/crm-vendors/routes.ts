import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { freshsalesConnectSchema } from '../../contracts/crm-vendors';
import { crmVendorConnectionSchema } from '../../contracts/crm-vendors-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import { connectFreshsales } from './service';

const TAG = 'integrations';

/** /api/crm-vendors: connect flows the OAuth-only generic flow cannot serve (Freshsales' API key). */
export const crmVendorRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post('/freshsales/connect', doc(TAG, 'Connect Freshsales with its account domain and authenticator token', { ok: { schema: dataOf(crmVendorConnectionSchema) } }), requireRole('super_admin'), validate('json', freshsalesConnectSchema), async (c) =>
    c.json({ data: await connectFreshsales(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
  );
