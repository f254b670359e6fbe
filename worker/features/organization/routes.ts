import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { updateOrganizationSchema } from '../../contracts/organization';
import { TrustedOriginsSchema } from '../../contracts/routers';
import { doc } from '../../http/openapi';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as org from './service';
import { planOverview } from '../plans/service';

export const organizationRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', doc('organization', 'Organization details'), async (c) => c.json({ data: await org.getOrganization(c.var.db, c.var.caller) }))
  .patch('/', doc('organization', 'Update organization details'), requireRole('super_admin'), validate('json', updateOrganizationSchema), async (c) =>
    c.json({ data: await org.updateOrganization(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get('/plan', doc('organization', "The organization's plan and the Enterprise features it includes (Admins)"), requireRole('super_admin'), async (c) =>
    c.json({ data: await planOverview(c.var.db, c.var.caller) }),
  )
  .get('/trusted-origins', doc('organization', 'Origins allowed to call the booking widget API'), async (c) =>
    c.json({ data: { trustedOrigins: await org.getTrustedOrigins(c.var.db, c.var.caller.accountId) } }),
  )
  .put('/trusted-origins', doc('organization', 'Replace the trusted origins'), requireRole('super_admin'), validate('json', TrustedOriginsSchema), async (c) =>
    c.json({ data: await org.setTrustedOrigins(c.var.db, c.var.caller, c.req.valid('json').trustedOrigins) }),
  );
