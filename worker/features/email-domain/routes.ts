import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { saveEmailDomainSchema, updateNotificationPrefixSchema } from '../../contracts/email-domain';
import { emailDomainStateSchema } from '../../contracts/email-domain-responses';
import { dataOf } from '../../contracts/response-kit';
import { doc } from '../../http/openapi';
import { docDone } from '../../http/doc-answers';
import { requireAuth, requireRole } from '../../http/session';
import { validate } from '../../http/validate';
import * as domains from './service';
import { noContent } from '../../http/answers';

const TAG = 'email-domain';
const ok = { ok: { schema: dataOf(emailDomainStateSchema) } };

/**
 * /api/email-domain: the organization's own sending domain and notification prefix (/settings/email-configuration),
 * registered with the e-mail provider's domains API. Admins only.
 */
export const emailDomainRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .use(requireRole('super_admin'))
  .get('/', doc(TAG, 'The sending domain, its DNS records and verification state', ok), async (c) =>
    c.json({ data: await domains.getEmailDomain(c.var.db, c.env, c.var.caller) }),
  )
  .put(
    '/',
    doc(TAG, 'Add the sending domain (registers it with the e-mail provider)', ok),
    validate('json', saveEmailDomainSchema),
    async (c) => c.json({ data: await domains.saveEmailDomain(c.var.db, c.env, c.var.caller, c.req.valid('json')) }),
  )
  .patch('/', doc(TAG, 'Change the notification prefix', ok), validate('json', updateNotificationPrefixSchema), async (c) =>
    c.json({ data: await domains.updateNotificationPrefix(c.var.db, c.env, c.var.caller, c.req.valid('json')) }),
  )
  .post('/check', doc(TAG, 'Ask the e-mail provider to verify the DNS records now', ok), async (c) =>
    c.json({ data: await domains.checkEmailDomain(c.var.db, c.env, c.var.caller) }),
  )
  .delete('/', docDone(TAG, 'Remove the sending domain (deletes it at the e-mail provider)'), async (c) =>
    noContent(c, domains.removeEmailDomain(c.var.db, c.env, c.var.caller)),
  );
