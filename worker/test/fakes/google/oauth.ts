// Google's OAuth 2.0: the accounts.google.com authorize page (an account chooser with Allow / Cancel) and
// oauth2.googleapis.com token (authorization_code with PKCE, refresh_token) and revoke.
import { S256, consentRedirect, errorBody, escapeHtml, form, newId, takeFailure, type Answer } from '../calendar-kit';
import { standInBanner } from '../stand-in-banner';
import type { GoogleState } from './state';

export function googleOAuth(s: GoogleState) {
  const { account, codes, access, refresh, fails } = s;

  function authorizePage(url: URL): Answer {
    const p = url.searchParams;
    const missing = ['client_id', 'redirect_uri', 'response_type', 'scope'].filter((k) => !p.get(k));
    if (missing.length || p.get('response_type') !== 'code')
      return {
        status: 400,
        html: `<h1>Error 400: invalid_request</h1><p>Missing required parameter: ${escapeHtml(missing[0] ?? 'response_type')}</p>`,
      };
    if (p.get('code_challenge') && p.get('code_challenge_method') !== 'S256')
      return { status: 400, html: '<h1>Error 400: invalid_request</h1><p>Invalid code_challenge_method</p>' };
    const hidden = [...p].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    return {
      status: 200,
      html: `<!doctype html><html><head><title>Sign in - Google Accounts</title><link rel="icon" href="data:,"></head><body><main>${standInBanner('Google')}<h1>Choose an account</h1><p>to continue to Routewise</p>
<form method="post" action="auth/approve">${hidden}<label>Email <input name="login" type="email" value="${escapeHtml(p.get('login_hint') ?? 'rep@example.com')}"></label>
<p>Routewise wants to access your Google Account: ${escapeHtml(p.get('scope') ?? '')}</p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`,
    };
  }

  const approve = (req: Request) =>
    consentRedirect(req, {
      code: `4/${newId()}`,
      defaultLogin: 'rep@example.com',
      grant: (code, g) => {
        account(g.email);
        codes.set(code, g);
      },
      extra: (p) => ({ scope: p.get('scope') ?? '' }),
    });

  function clientOf(req: Request, p: URLSearchParams): string | null {
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (basic) return atob(basic).split(':')[0] || null;
    return p.get('client_id') && p.get('client_secret') ? p.get('client_id') : null;
  }

  function issue(email: string, scope: string, clientId: string, withRefresh: boolean) {
    const token = `ya29.${newId()}`;
    access.set(token, { email, expiresAt: Date.now() + 3599_000, scope });
    const body: Record<string, unknown> = { access_token: token, expires_in: 3599, scope, token_type: 'Bearer' };
    if (withRefresh) {
      const rt = `1//${newId()}`;
      refresh.set(rt, { email, clientId, scope });
      body.refresh_token = rt;
    }
    return body;
  }

  async function token(req: Request): Promise<Answer> {
    if (req.method !== 'POST') return { status: 405, body: { error: 'invalid_request' } };
    if ((req.headers.get('content-type') ?? '').split(';')[0] !== 'application/x-www-form-urlencoded')
      return errorBody(400, 'invalid_request', 'Invalid Content-Type');
    const p = await form(req);
    const client = clientOf(req, p);
    if (!client) return errorBody(401, 'invalid_client', 'The OAuth client was not found.');
    const failure = takeFailure(fails, '/token');
    if (failure) return failure;
    if (p.get('grant_type') === 'authorization_code') {
      const c = codes.get(p.get('code') ?? '');
      codes.delete(p.get('code') ?? '');
      if (!c || c.clientId !== client) return errorBody(400, 'invalid_grant', 'Malformed auth code.');
      if (c.redirectUri !== p.get('redirect_uri')) return errorBody(400, 'redirect_uri_mismatch', 'Bad Request');
      if (c.challenge && (await S256(p.get('code_verifier') ?? '')) !== c.challenge)
        return errorBody(400, 'invalid_grant', 'Invalid code verifier.');
      return { status: 200, body: issue(c.email, c.scope, client, true) };
    }
    if (p.get('grant_type') === 'refresh_token') {
      const r = refresh.get(p.get('refresh_token') ?? '');
      if (!r || r.clientId !== client) return errorBody(400, 'invalid_grant', 'Token has been expired or revoked.');
      return { status: 200, body: issue(r.email, r.scope, client, false) };
    }
    return errorBody(400, 'unsupported_grant_type', 'Invalid grant_type');
  }

  async function revoke(req: Request): Promise<Answer> {
    const p = await form(req);
    const t = p.get('token') ?? '';
    if (refresh.delete(t) || access.delete(t)) return { status: 200, body: {} };
    return errorBody(400, 'invalid_token', 'Token expired or revoked');
  }

  return { authorizePage, approve, token, revoke };
}
