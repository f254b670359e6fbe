// Salesforce's OAuth on login.salesforce.com: the authorize page (the newest seeded org, behind an Allow
// button), the token endpoint (authorization_code with PKCE, refresh_token) and revoke.
import { S256 } from '../calendar-kit';
import { clientCredentials, type Answer } from '../kit';
import { standInBanner } from '../stand-in-banner';
import { FAKE_SALESFORCE_CLIENT } from './schema';
import type { SalesforceState } from './state';

export function salesforceOAuth(s: SalesforceState, instanceHost: string, loginHost: string) {
  const { orgs, codes, access, refresh, seed, newCode, latestOrg } = s;

  function issue(org: string) {
    const token = `00D!sf-at-${crypto.randomUUID()}`;
    const rt = `sf-rt-${crypto.randomUUID()}`;
    access.set(token, { org, expired: false });
    refresh.set(rt, org);
    return {
      access_token: token,
      refresh_token: rt,
      instance_url: `https://${instanceHost}`,
      id: `https://${loginHost}/id/${org}/005000000000001AAA`,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
      signature: 'fake',
    };
  }

  async function token(req: Request): Promise<Answer> {
    if (!req.headers.get('content-type')?.includes('application/x-www-form-urlencoded'))
      return { status: 400, body: { error: 'invalid_request', error_description: 'must use application/x-www-form-urlencoded' } };
    const form = new URLSearchParams(await req.text());
    const [id, secret] = clientCredentials(req, form);
    if (id !== FAKE_SALESFORCE_CLIENT.id || secret !== FAKE_SALESFORCE_CLIENT.secret)
      return { status: 400, body: { error: 'invalid_client', error_description: 'invalid client credentials' } };
    if (form.get('grant_type') === 'authorization_code') {
      const c = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!c) return { status: 400, body: { error: 'invalid_grant', error_description: 'authentication failure' } };
      if (c.redirectUri && c.redirectUri !== form.get('redirect_uri'))
        return { status: 400, body: { error: 'redirect_uri_mismatch', error_description: 'redirect_uri must match configuration' } };
      if (c.challenge) {
        const digest = await S256(form.get('code_verifier') ?? '');
        if (digest !== c.challenge) return { status: 400, body: { error: 'invalid_grant', error_description: 'invalid code verifier' } };
      }
      return { status: 200, body: issue(c.org) };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const org = refresh.get(form.get('refresh_token') ?? '');
      if (!org || orgs.get(org)?.revoked)
        return { status: 400, body: { error: 'invalid_grant', error_description: 'expired access/refresh token' } };
      const t = issue(org);
      refresh.delete(t.refresh_token);
      const { refresh_token: _unused, ...rest } = t;
      return { status: 200, body: rest };
    }
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant type not supported' } };
  }

  function login(req: Request): Promise<Answer | Response> | Answer | Response {
    const url = new URL(req.url);
    if (url.pathname === '/services/oauth2/token' && req.method === 'POST') return token(req);
    if (url.pathname === '/services/oauth2/revoke' && req.method === 'POST')
      return req.text().then((t) => {
        const tok = new URLSearchParams(t).get('token') ?? '';
        const org = refresh.get(tok) ?? access.get(tok)?.org;
        if (org) orgs.get(org)!.revoked = true;
        return { status: 200 };
      });
    if (url.pathname !== '/services/oauth2/authorize')
      return { status: 404, body: [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }] };
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('response_type') !== 'code' || q.get('client_id') !== FAKE_SALESFORCE_CLIENT.id || !redirect)
      return new Response('error=invalid_client_id', { status: 400 });
    if (q.get('code_challenge') && q.get('code_challenge_method') !== 'S256')
      return new Response('error=invalid_request: code_challenge_method', { status: 400 });
    const org = latestOrg() ?? seed({}).id;
    if (req.method === 'POST') {
      const to = new URL(redirect);
      to.searchParams.set('code', newCode(org, q.get('code_challenge'), redirect));
      if (q.get('state')) to.searchParams.set('state', q.get('state')!);
      return new Response(null, { status: 302, headers: { location: to.toString() } });
    }
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return new Response(
      `<!doctype html><link rel="icon" href="data:,"><title>Salesforce</title>${standInBanner('Salesforce')}<h1>Allow access to ${esc(String(orgs.get(org)?.objects.get('Organization')?.get(org)?.Name ?? org))}?</h1><form method="post" action="${esc(`authorize${url.search}`)}"><button type="submit">Allow</button></form>`,
      { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' } },
    );
  }

  return { login };
}
