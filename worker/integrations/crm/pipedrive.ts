// Pipedrive's entry in the CRM vendor catalogue: its OAuth app, who the token belongs to, and its client.
import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { vendorJson } from './http';
import type { CrmVendorModule } from './vendor';
import { FAKE_PIPEDRIVE_CLIENT, P, PIPEDRIVE_API, PIPEDRIVE_OAUTH } from './pipedrive-wire';
import { PipedriveClient } from './pipedrive-client';
import { apiHost, oauthCredentials } from './vendor-kit';

export const pipedriveDefinition: CrmVendorModule = {
  provider: P,
  label: 'Pipedrive',
  based: 'contact',
  fullWrite: false,
  oauth: (env) => {
    const dev = usesStandIn(env, 'pipedrive');
    return {
      authorizeUrl: vendorUrl(env, PIPEDRIVE_OAUTH, '/oauth/authorize'),
      tokenUrl: vendorUrl(env, PIPEDRIVE_OAUTH, '/oauth/token'),
      revokeUrl: vendorUrl(env, PIPEDRIVE_OAUTH, '/oauth/revoke'),
      // Pipedrive scopes are chosen on the app in its Marketplace Manager, not in the authorize URL.
      scopes: [],
      pkce: false,
      clientId: String(env.PIPEDRIVE_CLIENT_ID ?? (dev ? FAKE_PIPEDRIVE_CLIENT.id : '')),
      clientSecret: String(env.PIPEDRIVE_CLIENT_SECRET ?? (dev ? FAKE_PIPEDRIVE_CLIENT.secret : '')),
    };
  },
  credentialsFromToken: (t, now) => oauthCredentials(t, now, 'api_domain'),
  async identify(session) {
    const host = apiHost(session, PIPEDRIVE_API);
    const r = await vendorJson<{ data: { company_id: number; company_name?: string; company_domain?: string } }>(P, session, {
      url: session.url(host, '/api/v1/users/me'),
    });
    return {
      externalAccountId: String(r.body.data.company_id),
      name: r.body.data.company_name ?? r.body.data.company_domain ?? `Pipedrive ${r.body.data.company_id}`,
    };
  },
  create: (session) => new PipedriveClient(session),
};
