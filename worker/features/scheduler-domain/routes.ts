import { saveSchedulerDomainSchema, updateRootRedirectSchema } from '../../contracts/scheduler-domain';
import { schedulerDomainStateSchema } from '../../contracts/scheduler-domain-responses';
import { domainRoutes } from '../../http/domain-routes';
import { requireRole, signedInRoutes } from '../../http/session';
import * as domains from './service';

/**
 * /api/scheduler-domain: the organization's own hostname for booking pages, campaign links and the widget
 * (spec sections 2-4), a Cloudflare for SaaS custom hostname. Admins only.
 */
export const schedulerDomainRoutes = signedInRoutes()
  .use(requireRole('super_admin'))
  .route(
    '/',
    domainRoutes({
      tag: 'scheduler-domain',
      schema: schedulerDomainStateSchema,
      input: saveSchedulerDomainSchema,
      changeInput: updateRootRedirectSchema,
      summaries: {
        get: 'The scheduler domain, its DNS records and verification state',
        save: 'Add the scheduler domain (creates its custom hostname at Cloudflare)',
        change: 'Change the root URL redirect',
        check: 'Check verification with Cloudflare now',
        remove: 'Remove the scheduler domain (deletes its custom hostname)',
      },
      get: domains.getSchedulerDomain,
      save: domains.saveSchedulerDomain,
      change: domains.updateRootRedirect,
      check: domains.checkSchedulerDomain,
      remove: domains.removeSchedulerDomain,
    }),
  );
