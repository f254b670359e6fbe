/**
 * A strict local stand-in for HubSpot: app.hubspot.com (the OAuth authorize page, plain HTML with an
 * Allow button) and api.hubapi.com (OAuth v1 token and token info, CRM v3 objects/search/properties/
 * owners, v4 association batch reads). It refuses what HubSpot refuses: a missing or unknown bearer
 * token (401), a wrong client secret or used code (400 BAD_AUTH_CODE / invalid_grant), unknown
 * properties (400 VALIDATION_ERROR), search limits over 200 and `after` past 10,000, non-JSON bodies.
 *
 * Each portal keeps its own records, so tests side by side never meet. Test-only control routes under
 * /__fake/ on api.hubapi.com: POST /__fake/portals (seed; answers portalId and a one-time code),
 * POST /__fake/portals/:id/{records,code,revoke,expire-access,fail-next,latency}, GET /__fake/portals/:id.
 *
 * Split by resource: schema.ts, state.ts, oauth.ts, crm.ts (objects, owners, properties, associations),
 * search.ts, control.ts.
 */
import { handler, type Answer } from '../kit';
import type { FakeVendor } from '../outbound';
import { hubspotControl } from './control';
import { hubspotCrm } from './crm';
import { hubspotOAuth } from './oauth';
import { createHubspotState } from './state';

export { FAKE_HUBSPOT_CLIENT } from './schema';
export const HUBSPOT_API_HOST = 'api.hubapi.com';
export const HUBSPOT_APP_HOST = 'app.hubspot.com';

export function createFakeHubspot(): { api: FakeVendor; app: FakeVendor } {
  const s = createHubspotState();
  const oauth = hubspotOAuth(s);
  const { api } = hubspotCrm(s, oauth);
  const { control } = hubspotControl(s);

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    const path = url.pathname;
    if (path === '/oauth/v1/token' && req.method === 'POST') return oauth.token(req);
    if (path.startsWith('/__fake/')) return control(req, url);
    const tokenInfo = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(path);
    if (tokenInfo) return oauth.tokenInfo(tokenInfo[1]);
    return api(req, url);
  }

  return { api: handler(route, 'application/json;charset=utf-8'), app: { handle: oauth.app } };
}
