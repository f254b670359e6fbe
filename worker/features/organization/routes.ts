import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { updateOrganizationSchema } from '../../contracts/organization';
import { TrustedOriginsSchema } from '../../contracts/routers';
import { getDb } from '../../db/client';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as org from './service';

export const organizationRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc('organization', 'Organization details'), async (c) => c.json({ data: await org.getOrganization(getDb(c.env.DB), c.var.caller) }))
  .patch('/', doc('organization', 'Update organization details'), requireRole('super_admin'), validate('json', updateOrganizationSchema), async (c) =>
    c.json({ data: await org.updateOrganization(getDb(c.env.DB), c.var.caller, c.req.valid('json')) }),
  )
  .get('/trusted-origins', doc('organization', 'Origins allowed to call the booking widget API'), async (c) =>
    c.json({ data: { trustedOrigins: await org.getTrustedOrigins(getDb(c.env.DB), c.var.caller.accountId) } }),
  )
  .put('/trusted-origins', doc('organization', 'Replace the trusted origins'), requireRole('super_admin'), validate('json', TrustedOriginsSchema), async (c) =>
    c.json({ data: await org.setTrustedOrigins(getDb(c.env.DB), c.var.caller, c.req.valid('json').trustedOrigins) }),
  );
