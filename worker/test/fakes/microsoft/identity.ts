// The Microsoft identity platform: the authorize page (Accept / Cancel) and the v2.0 token endpoint
// (authorization_code with PKCE, refresh_token), refusing with AADSTS codes as Entra ID does.
import { S256, consentRedirect, errorBody, escapeHtml, form, newId, takeFailure, type Answer } from '../calendar-kit';
import { standInBanner } from '../stand-in-banner';
import type { MicrosoftState } from './state';

export function microsoftIdentity(s: MicrosoftState) {
  const { box, codes, access, refresh, fails } = s;

  function authorizePage(url: URL): Answer {
    const p = url.searchParams;
    const missing = ['client_id', 'redirect_uri', 'response_type', 'scope'].find((k) => !p.get(k));
    if (missing)
      return {
        status: 400,
        html: `<h1>Sorry, but we’re having trouble signing you in.</h1><p>AADSTS900144: The request body must contain the following parameter: '${escapeHtml(missing)}'.</p>`,
      };
    const hidden = [...p].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    return {
      status: 200,
      html: `<!doctype html><html><head><title>Sign in to your account</title><link rel="icon" href="data:,"></head><body><main>${standInBanner('Microsoft')}<h1>Permissions requested</h1><form method="post" action="authorize/approve">${hidden}<label>Email <input name="login" type="email" value="${escapeHtml(p.get('login_hint') ?? 'rep@contoso.test')}"></label><p>${escapeHtml(p.get('scope') ?? '')}</p><button type="submit" name="decision" value="allow">Accept</button> <button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`,
    };
  }

  const approve = (req: Request) =>
    consentRedirect(req, {
      code: `M.C5${newId()}`,
      defaultLogin: 'rep@contoso.test',
      grant: (code, g) => {
        box(g.email);
        codes.set(code, g);
      },
    });

  function issue(email: string, clientId: string) {
    const token = `eyJ0eXAi.${newId()}`;
    access.set(token, { email, expiresAt: Date.now() + 3599_000 });
    const rt = `0.AX${newId()}`;
    refresh.set(rt, { email, clientId });
    return {
      token_type: 'Bearer',
      scope: 'https://graph.microsoft.com/Calendars.ReadWrite https://graph.microsoft.com/User.Read',
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: token,
      refresh_token: rt,
    };
  }

  async function token(req: Request): Promise<Answer> {
    if (req.method !== 'POST') return errorBody(405, 'invalid_request', 'AADSTS900561: The endpoint only accepts POST requests.');
    if ((req.headers.get('content-type') ?? '').split(';')[0] !== 'application/x-www-form-urlencoded')
      return errorBody(400, 'invalid_request', 'AADSTS900144: Invalid content type.');
    const p = await form(req);
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const client = basic ? atob(basic).split(':')[0] : p.get('client_secret') ? p.get('client_id') : null;
    if (!client)
      return errorBody(
        401,
        'invalid_client',
        "AADSTS7000218: The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
      );
    const failure = takeFailure(fails, '/token');
    if (failure) return failure;
    if (p.get('grant_type') === 'authorization_code') {
      const c = codes.get(p.get('code') ?? '');
      codes.delete(p.get('code') ?? '');
      if (!c || c.clientId !== client)
        return errorBody(400, 'invalid_grant', 'AADSTS70000: The provided authorization code is invalid or has expired.');
      if (c.redirectUri !== p.get('redirect_uri')) return errorBody(400, 'invalid_grant', 'AADSTS50011: The redirect URI does not match.');
      if (c.challenge && (await S256(p.get('code_verifier') ?? '')) !== c.challenge)
        return errorBody(
          400,
          'invalid_grant',
          'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.',
        );
      return { status: 200, body: issue(c.email, client) };
    }
    if (p.get('grant_type') === 'refresh_token') {
      const r = refresh.get(p.get('refresh_token') ?? '');
      if (!r || r.clientId !== client)
        return errorBody(
          400,
          'invalid_grant',
          'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.',
        );
      refresh.delete(p.get('refresh_token')!);
      return { status: 200, body: issue(r.email, client) };
    }
    return errorBody(400, 'unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.');
  }

  return { authorizePage, approve, token };
}
