// Salesforce's entry in the CRM vendor catalogue: its OAuth app, who the token belongs to, and its client.
import { vendorUrl } from '../vendor-url';
import { CrmError } from './adapter';
import type { CrmVendorModule } from './vendor';
import { P, SALESFORCE_LOGIN } from './salesforce-wire';
import { SalesforceClient } from './salesforce-client';
import { oauthCredentials } from './vendor-kit';

export const salesforceDefinition: CrmVendorModule = {
  provider: P,
  label: 'Salesforce',
  based: 'lead',
  fullWrite: true,
  oauth: (env, options) => {
    const host = options?.domain?.trim() || SALESFORCE_LOGIN;
    return {
      authorizeUrl: vendorUrl(env, host, '/services/oauth2/authorize'),
      tokenUrl: vendorUrl(env, host, '/services/oauth2/token'),
      revokeUrl: vendorUrl(env, host, '/services/oauth2/revoke'),
      scopes: ['api', 'refresh_token'],
      pkce: true,
      clientId: String(env.SALESFORCE_CLIENT_ID ?? ''),
      clientSecret: String(env.SALESFORCE_CLIENT_SECRET ?? ''),
    };
  },
  // Salesforce does not send expires_in: a token lives until the session times out, then a 401 refreshes it.
  credentialsFromToken: (t, now) => oauthCredentials(t, now, 'instance_url'),
  async identify(session) {
    const client = new SalesforceClient(session);
    const page = await client.query('SELECT Id, Name FROM Organization LIMIT 1');
    const org = page.records[0];
    if (!org) throw new CrmError(P, 'Salesforce did not return the organization');
    return { externalAccountId: org.Id, name: String(org.Name ?? 'Salesforce') };
  },
  create: (session, settings) => new SalesforceClient(session, settings),
};
