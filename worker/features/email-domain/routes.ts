import { saveEmailDomainSchema, updateNotificationPrefixSchema } from '../../contracts/email-domain';
import { emailDomainStateSchema } from '../../contracts/email-domain-responses';
import { domainRoutes } from '../../http/domain-routes';
import { requireRole, signedInRoutes } from '../../http/session';
import * as domains from './service';

/**
 * /api/email-domain: the organization's own sending domain and notification prefix (/settings/email-configuration),
 * registered with the e-mail provider's domains API. Admins only.
 */
export const emailDomainRoutes = signedInRoutes()
  .use(requireRole('super_admin'))
  .route(
    '/',
    domainRoutes({
      tag: 'email-domain',
      schema: emailDomainStateSchema,
      input: saveEmailDomainSchema,
      changeInput: updateNotificationPrefixSchema,
      summaries: {
        get: 'The sending domain, its DNS records and verification state',
        save: 'Add the sending domain (registers it with the e-mail provider)',
        change: 'Change the notification prefix',
        check: 'Ask the e-mail provider to verify the DNS records now',
        remove: 'Remove the sending domain (deletes it at the e-mail provider)',
      },
      get: domains.getEmailDomain,
      save: domains.saveEmailDomain,
      change: domains.updateNotificationPrefix,
      check: domains.checkEmailDomain,
      remove: domains.removeEmailDomain,
    }),
  );
