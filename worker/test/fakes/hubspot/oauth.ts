// HubSpot's OAuth: the app.hubspot.com authorize page (the newest seeded portal, behind an Allow button),
// the v1 token endpoint (authorization_code, refresh_token), token info, and the bearer check of the API.
import { bearerOf, clientCredentials, type Answer } from '../kit';
import { standInBanner } from '../stand-in-banner';
import { FAKE_HUBSPOT_CLIENT, hsError, type Portal } from './schema';
import type { HubspotState } from './state';

export function hubspotOAuth(s: HubspotState) {
  const { portals, codes, access, refresh, newCode, seed, latestPortal } = s;

  function issueTokens(portal: number) {
    const token = `hs-at-${crypto.randomUUID()}`;
    const rt = `hs-rt-${crypto.randomUUID()}`;
    access.set(token, { portal, expiresAt: Date.now() + 1_800_000 });
    refresh.set(rt, portal);
    return { token_type: 'bearer', access_token: token, refresh_token: rt, expires_in: 1800 };
  }

  function clientOk(req: Request, form: URLSearchParams) {
    const [id, secret] = clientCredentials(req, form);
    return id === FAKE_HUBSPOT_CLIENT.id && secret === FAKE_HUBSPOT_CLIENT.secret;
  }

  async function token(req: Request): Promise<Answer> {
    if (!req.headers.get('content-type')?.includes('application/x-www-form-urlencoded'))
      return hsError(400, 'VALIDATION_ERROR', 'Content-Type must be application/x-www-form-urlencoded');
    const form = new URLSearchParams(await req.text());
    if (!clientOk(req, form))
      return { status: 400, body: { status: 'BAD_CLIENT_ID', message: 'missing or unknown client id', error: 'invalid_client' } };
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const c = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!c) return { status: 400, body: { status: 'BAD_AUTH_CODE', message: 'missing or unknown auth code', error: 'invalid_grant' } };
      if (c.redirectUri && c.redirectUri !== form.get('redirect_uri'))
        return { status: 400, body: { status: 'BAD_REDIRECT_URI', message: 'redirect_uri does not match', error: 'invalid_grant' } };
      return { status: 200, body: issueTokens(c.portal) };
    }
    if (grant === 'refresh_token') {
      const portal = refresh.get(form.get('refresh_token') ?? '');
      if (portal === undefined || portals.get(portal)?.revoked)
        return { status: 400, body: { status: 'BAD_REFRESH_TOKEN', message: 'missing or invalid refresh token', error: 'invalid_grant' } };
      const t = issueTokens(portal);
      refresh.delete(t.refresh_token);
      return { status: 200, body: { ...t, refresh_token: form.get('refresh_token') } };
    }
    return { status: 400, body: { status: 'BAD_GRANT_TYPE', message: 'unsupported grant_type', error: 'unsupported_grant_type' } };
  }

  function authed(req: Request): Portal | Answer {
    const t = access.get(bearerOf(req));
    const p = t ? portals.get(t.portal) : undefined;
    if (!t || !p || p.revoked || t.expiresAt < Date.now())
      return hsError(401, 'EXPIRED_AUTHENTICATION', 'Authentication credentials not found or expired.');
    return p;
  }

  function tokenInfo(tokenValue: string): Answer {
    const t = access.get(decodeURIComponent(tokenValue));
    if (!t || t.expiresAt < Date.now() || portals.get(t.portal)?.revoked) return hsError(404, 'OBJECT_NOT_FOUND', 'Token not found');
    return {
      status: 200,
      body: {
        token: tokenValue,
        hub_id: t.portal,
        hub_domain: `portal-${t.portal}.hubspot.com`,
        user: 'admin@example.com',
        scopes: ['oauth'],
        expires_in: Math.round((t.expiresAt - Date.now()) / 1000),
        token_type: 'access',
      },
    };
  }

  /** The authorize page: HubSpot asks which portal to connect; here the newest seeded portal, behind an Allow button. */
  function app(req: Request): Response {
    const url = new URL(req.url);
    if (url.pathname !== '/oauth/authorize') return new Response('Not found', { status: 404 });
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('client_id') !== FAKE_HUBSPOT_CLIENT.id || !redirect || !q.get('scope'))
      return new Response('Authorization failed: invalid client_id, redirect_uri or scope', {
        status: 400,
        headers: { 'content-type': 'text/plain' },
      });
    const portal = latestPortal() ?? seed({}).id;
    if (req.method === 'POST') {
      const to = new URL(redirect);
      to.searchParams.set('code', newCode(portal, redirect));
      if (q.get('state')) to.searchParams.set('state', q.get('state')!);
      return new Response(null, { status: 302, headers: { location: to.toString() } });
    }
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return new Response(
      `<!doctype html><link rel="icon" href="data:,"><title>Connect HubSpot</title>${standInBanner('HubSpot')}<h1>Connect to HubSpot portal ${portal}</h1><p>Routewise asks for: ${esc(q.get('scope') ?? '')}</p><form method="post" action="${esc(`authorize${url.search}`)}"><button type="submit">Allow</button></form>`,
      { status: 200, headers: { 'content-type': 'text/html;charset=utf-8' } },
    );
  }

  return { token, authed, tokenInfo, app };
}

export type HubspotOAuth = ReturnType<typeof hubspotOAuth>;
