import { updateOrganizationSchema, type TrustedOriginsDto } from '../../contracts/organization';
import { organizationSchema, planSchema, trustedOriginsSchema } from '../../contracts/organization-responses';
import { dataOf } from '../../contracts/response-kit';
import { TrustedOriginsSchema } from '../../contracts/trusted-origins';
import { doc } from '../../http/openapi';
import { requireRole, signedInRoutes } from '../../http/session';
import { validate } from '../../http/validate';
import * as org from './service';
import { planOverview } from '../plans/service';

export const organizationRoutes = signedInRoutes()
  .get('/', doc('organization', 'Organization details', { ok: { schema: dataOf(organizationSchema) } }), async (c) =>
    c.json({ data: await org.getOrganization(c.var.db, c.var.caller) }),
  )
  .patch(
    '/',
    doc('organization', 'Update organization details', { ok: { schema: dataOf(organizationSchema) } }),
    requireRole('super_admin'),
    validate('json', updateOrganizationSchema),
    async (c) => c.json({ data: await org.updateOrganization(c.var.db, c.var.caller, c.req.valid('json')) }),
  )
  .get(
    '/plan',
    doc('organization', "The organization's plan and the Enterprise features it includes (Admins)", { ok: { schema: dataOf(planSchema) } }),
    requireRole('super_admin'),
    async (c) => c.json({ data: await planOverview(c.var.db, c.var.caller) }),
  )
  .get(
    '/trusted-origins',
    doc('organization', 'Origins allowed to call the booking widget API', { ok: { schema: dataOf(trustedOriginsSchema) } }),
    async (c) =>
      c.json({ data: { trustedOrigins: await org.getTrustedOrigins(c.var.db, c.var.caller.accountId) } satisfies TrustedOriginsDto }),
  )
  .put(
    '/trusted-origins',
    doc('organization', 'Replace the trusted origins', { ok: { schema: dataOf(trustedOriginsSchema) } }),
    requireRole('super_admin'),
    validate('json', TrustedOriginsSchema),
    async (c) => c.json({ data: await org.setTrustedOrigins(c.var.db, c.var.caller, c.req.valid('json').trustedOrigins) }),
  );
