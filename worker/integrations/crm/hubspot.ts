// HubSpot's entry in the CRM vendor catalogue: its OAuth app, who the token belongs to, and its client.
import { vendorUrl } from '../vendor-url';
import { vendorJson } from './http';
import type { CrmVendorModule, VendorEnv } from './vendor';
import { HUBSPOT_API, HUBSPOT_APP, P } from './hubspot-wire';
import { HubspotClient } from './hubspot-client';
import { oauthCredentials } from './vendor-kit';

export const hubspotDefinition: CrmVendorModule = {
  provider: P,
  label: 'HubSpot',
  based: 'contact',
  fullWrite: true,
  oauth: (env: VendorEnv) => ({
    authorizeUrl: vendorUrl(env, HUBSPOT_APP, '/oauth/authorize'),
    tokenUrl: vendorUrl(env, HUBSPOT_API, '/oauth/v1/token'),
    scopes: [
      'oauth',
      'crm.objects.contacts.read',
      'crm.objects.contacts.write',
      'crm.objects.companies.read',
      'crm.objects.companies.write',
      'crm.objects.deals.read',
      'crm.objects.deals.write',
      'crm.objects.owners.read',
      'crm.schemas.custom.read',
      'crm.objects.custom.read',
      'crm.objects.custom.write',
    ],
    pkce: false,
    clientId: String(env.HUBSPOT_CLIENT_ID ?? ''),
    clientSecret: String(env.HUBSPOT_CLIENT_SECRET ?? ''),
  }),
  credentialsFromToken: (t, now) => oauthCredentials(t, now),
  async identify(session) {
    const c = session.credentials();
    const token = c.kind === 'oauth' ? c.accessToken : c.apiKey;
    const r = await vendorJson<{ hub_id: number; hub_domain?: string }>(P, session, {
      url: session.url(HUBSPOT_API, `/oauth/v1/access-tokens/${encodeURIComponent(token)}`),
    });
    return { externalAccountId: String(r.body.hub_id), name: r.body.hub_domain ?? `HubSpot ${r.body.hub_id}` };
  },
  create: (session, settings) => new HubspotClient(session, settings),
};
