import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { saveSchedulerDomainSchema, updateRootRedirectSchema } from '../../contracts/scheduler-domain';
import { schedulerDomainStateSchema } from '../../contracts/scheduler-domain-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { docDone } from '../../http/doc-answers';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as domains from './service';
import { noContent } from '../../http/answers';

const TAG = 'scheduler-domain';
const ok = { ok: { schema: dataOf(schedulerDomainStateSchema) } };

/**
 * /api/scheduler-domain: the organization's own hostname for booking pages, campaign links and the widget
 * (spec sections 2-4), a Cloudflare for SaaS custom hostname. Admins only.
 */
export const schedulerDomainRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .use(requireRole('super_admin'))
  .get('/', doc(TAG, 'The scheduler domain, its DNS records and verification state', ok), async (c) =>
    c.json({ data: await domains.getSchedulerDomain(c.var.db, c.env, c.var.caller) }),
  )
  .put(
    '/',
    doc(TAG, 'Add the scheduler domain (creates its custom hostname at Cloudflare)', ok),
    validate('json', saveSchedulerDomainSchema),
    async (c) => c.json({ data: await domains.saveSchedulerDomain(c.var.db, c.env, c.var.caller, c.req.valid('json')) }),
  )
  .patch('/', doc(TAG, 'Change the root URL redirect', ok), validate('json', updateRootRedirectSchema), async (c) =>
    c.json({ data: await domains.updateRootRedirect(c.var.db, c.env, c.var.caller, c.req.valid('json')) }),
  )
  .post('/check', doc(TAG, 'Check verification with Cloudflare now', ok), async (c) =>
    c.json({ data: await domains.checkSchedulerDomain(c.var.db, c.env, c.var.caller) }),
  )
  .delete('/', docDone(TAG, 'Remove the scheduler domain (deletes its custom hostname)'), async (c) =>
    noContent(c, domains.removeSchedulerDomain(c.var.db, c.env, c.var.caller)),
  );
