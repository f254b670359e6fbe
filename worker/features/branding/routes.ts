import { updateBrandingSchema } from '../../contracts/branding';
import { brandingSchema } from '../../contracts/branding-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as branding from './service';

/** /api/branding: the theme and meta info of the pages prospects see (spec sections 2 and 3); Admins change it. */
export const brandingRoutes = signedInRoutes()
  .get('/', doc('branding', 'Theme and meta info of prospect-facing pages', { ok: { schema: dataOf(brandingSchema) } }), async (c) =>
    c.json({ data: await branding.getBranding(c.var.db, c.var.caller.accountId) }),
  )
  .patch(
    '/',
    doc('branding', 'Update the theme and meta info', { ok: { schema: dataOf(brandingSchema) } }),
    requireRole('super_admin'),
    validate('json', updateBrandingSchema),
    async (c) => c.json({ data: await branding.updateBranding(c.var.db, c.var.caller, c.req.valid('json')) }),
  );
