/**
 * A strict local stand-in for Salesforce: login.salesforce.com (authorize page with an Allow button,
 * token endpoint with PKCE and refresh, revoke) and one instance host for the REST API
 * (/services/data/v60.0: query and queryAll with a small SOQL subset and nextRecordsUrl paging,
 * sobjects describe, create, update, composite). It refuses what Salesforce refuses: a bad session
 * (401 INVALID_SESSION_ID), a wrong PKCE verifier or used code (400 invalid_grant), unknown fields or
 * objects (400 INVALID_FIELD / INVALID_TYPE), missing required fields, an OwnerId that is no user.
 *
 * Each org keeps its own records. Test-only control routes on the login host under /__fake/:
 * POST /__fake/orgs (seed; answers orgId and a one-time code), POST /__fake/orgs/:id/{records,code,
 * revoke,expire-access,fail-next,latency,batch-size}, GET /__fake/orgs/:id.
 *
 * Split by resource: schema.ts, state.ts, oauth.ts, rest.ts (query, sobjects, composite), soql.ts, control.ts.
 */
import { respond, type Answer } from '../kit';
import type { FakeVendor } from '../outbound';
import { salesforceControl } from './control';
import { salesforceOAuth } from './oauth';
import { salesforceRest } from './rest';
import { createSalesforceState } from './state';

export { FAKE_SALESFORCE_CLIENT } from './schema';
export const SALESFORCE_LOGIN_HOST = 'login.salesforce.com';
export const SALESFORCE_INSTANCE_HOST = 'routewise-dev.my.salesforce.com';

export function createFakeSalesforce(): { login: FakeVendor; instance: FakeVendor } {
  const s = createSalesforceState();
  const { login } = salesforceOAuth(s, SALESFORCE_INSTANCE_HOST, SALESFORCE_LOGIN_HOST);
  const { instance } = salesforceRest(s);
  const { control } = salesforceControl(s);

  const answer = async (a: Answer | Response | Promise<Answer | Response>) => {
    const x = await a;
    return x instanceof Response ? x : respond(x, 'application/json;charset=UTF-8');
  };
  const loginOrControl = (req: Request) => {
    const url = new URL(req.url);
    return url.pathname.startsWith('/__fake/') ? control(req, url) : login(req);
  };
  return { login: { handle: (r) => answer(loginOrControl(r)) }, instance: { handle: (r) => answer(instance(r)) } };
}
