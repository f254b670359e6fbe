import { freshsalesConnectSchema } from '../../contracts/crm-vendors';
import { crmVendorConnectionSchema } from '../../contracts/crm-vendors-responses';
import { docData } from '../../http/doc-answers';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import { connectFreshsales } from './service';

const TAG = 'integrations';

/** /api/crm-vendors: connect flows the OAuth-only generic flow cannot serve (Freshsales' API key). */
export const crmVendorRoutes = signedInRoutes().post(
  '/freshsales/connect',
  docData(TAG, 'Connect Freshsales with its account domain and authenticator token', crmVendorConnectionSchema),
  requireRole('super_admin'),
  validate('json', freshsalesConnectSchema),
  async (c) => c.json({ data: await connectFreshsales(c.env, c.var.db, c.var.caller, c.req.valid('json')) }),
);
