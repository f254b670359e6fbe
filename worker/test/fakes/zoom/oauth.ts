// The OAuth app endpoints on zoom.us: the authorize page with an Allow button (each consent makes a new
// Zoom user), /oauth/token (authorization_code with optional PKCE, refresh_token rotating) and /oauth/revoke.
import { S256, escapeHtml } from '../calendar-kit';
import type { Answer } from '../kit';
import { standInBanner } from '../stand-in-banner';
import { FAKE_ZOOM_APP, SCOPES, basicClient, json, oauthError, token, type ZoomUser } from './schema';
import type { ZoomState } from './state';

export function zoomOAuth(s: ZoomState) {
  const { now, users, grants, access, refresh, counters } = s;

  function authorizeParams(
    url: URL,
  ): Answer | { clientId: string; redirectUri: string; state: string; challenge: string | null; method: string | null } {
    const p = url.searchParams;
    if (p.get('response_type') !== 'code') return json(400, { error: 'unsupported_response_type', reason: 'Invalid response_type' });
    if (p.get('client_id') !== FAKE_ZOOM_APP.clientId)
      return json(400, { error: 'invalid_client', reason: 'Invalid client_id: ' + (p.get('client_id') ?? '') });
    const redirectUri = p.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^\s]+$/.test(redirectUri))
      return json(400, { error: 'invalid_request', reason: 'Invalid redirect: ' + redirectUri });
    const method = p.get('code_challenge_method');
    const challenge = p.get('code_challenge');
    if ((method || challenge) && ((method !== 'S256' && method !== 'plain') || !challenge))
      return json(400, { error: 'invalid_request', reason: 'Invalid code_challenge' });
    return { clientId: p.get('client_id')!, redirectUri, state: p.get('state') ?? '', challenge, method };
  }

  function consentPage(url: URL): Response {
    const checked = authorizeParams(url);
    if ('status' in checked)
      return new Response(JSON.stringify(checked.body), { status: checked.status, headers: { 'content-type': 'application/json' } });
    const hidden = [...url.searchParams].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    // A relative action keeps the browser on whatever origin serves this fake (scripts/fake-vendors.mjs).
    const html = `<!doctype html><html><head><title>Zoom - Authorize app</title><link rel="icon" href="data:,"></head><body>${standInBanner('Zoom')}<h1>Routewise would like to access your Zoom account</h1><p>Scopes: ${escapeHtml(SCOPES)}</p><form method="get" action="authorize/consent">${hidden}<button type="submit">Allow</button></form></body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }

  function consent(url: URL): Response {
    const checked = authorizeParams(url);
    if ('status' in checked)
      return new Response(JSON.stringify(checked.body), { status: checked.status, headers: { 'content-type': 'application/json' } });
    counters.users += 1;
    const user: ZoomUser = {
      id: `zu${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`,
      email: `zoom.user${counters.users}@zoom.test`,
      firstName: 'Zoom',
      lastName: `User ${counters.users}`,
      accountId: `za${counters.users}`,
      failNext: [],
    };
    users.set(user.id, user);
    const code = token('zc_');
    grants.set(code, {
      userId: user.id,
      clientId: checked.clientId,
      redirectUri: checked.redirectUri,
      challenge: checked.challenge,
      method: checked.method,
      expiresAt: now() + 5 * 60_000,
    });
    const to = new URL(checked.redirectUri);
    to.searchParams.set('code', code);
    if (checked.state) to.searchParams.set('state', checked.state);
    return new Response(null, { status: 302, headers: { location: to.toString() } });
  }

  function issue(userId: string): Answer {
    const at = token('za_');
    const rt = token('zr_');
    access.set(at, { userId, expiresAt: now() + 3599_000, scopes: SCOPES.split(' ') });
    refresh.set(rt, userId);
    return json(200, {
      access_token: at,
      token_type: 'bearer',
      refresh_token: rt,
      expires_in: 3599,
      scope: SCOPES,
      api_url: 'https://api.zoom.us',
    });
  }

  async function tokenEndpoint(req: Request): Promise<Answer> {
    if (req.method !== 'POST') return json(405, { error: 'invalid_request', reason: 'Method not allowed' });
    const client = basicClient(req.headers.get('authorization'));
    if (!client || client.id !== FAKE_ZOOM_APP.clientId || client.secret !== FAKE_ZOOM_APP.clientSecret)
      return oauthError(401, 'invalid_client', 'Invalid client_id or client_secret');
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/x-www-form-urlencoded')
      return oauthError(400, 'invalid_request', 'Unsupported content type');
    const form = new URLSearchParams(await req.text());
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant || grant.expiresAt < now() || grant.clientId !== client.id)
        return oauthError(400, 'invalid_grant', 'Invalid authorization code ' + code);
      if (form.get('redirect_uri') !== grant.redirectUri) return oauthError(400, 'invalid_grant', 'Redirect URI mismatch.');
      if (grant.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        const expected = grant.method === 'S256' ? await S256(verifier) : verifier;
        if (!verifier || expected !== grant.challenge) return oauthError(400, 'invalid_grant', 'Invalid code_verifier.');
      }
      return issue(grant.userId);
    }
    if (grantType === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      const userId = refresh.get(rt);
      if (!userId) return oauthError(400, 'invalid_grant', 'Invalid Token!');
      // Zoom rotates refresh tokens: the one just used stops working.
      refresh.delete(rt);
      return issue(userId);
    }
    return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  async function revokeEndpoint(req: Request): Promise<Answer> {
    const client = basicClient(req.headers.get('authorization'));
    if (req.method !== 'POST' || !client || client.id !== FAKE_ZOOM_APP.clientId || client.secret !== FAKE_ZOOM_APP.clientSecret)
      return oauthError(401, 'invalid_client', 'Invalid client_id or client_secret');
    const form = new URLSearchParams(await req.text());
    const t = form.get('token') ?? '';
    const userId = access.get(t)?.userId ?? refresh.get(t);
    if (!userId) return oauthError(400, 'invalid_request', 'Invalid Token!');
    for (const [k, v] of access) if (v.userId === userId) access.delete(k);
    for (const [k, v] of refresh) if (v === userId) refresh.delete(k);
    return json(200, { status: 'success' });
  }

  return { consentPage, consent, tokenEndpoint, revokeEndpoint };
}
