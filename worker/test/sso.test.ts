// Single sign-on with OpenID Connect against a real OpenID Provider (oidc-provider, worker/test/oidc): the
// code flow with PKCE, state and nonce end to end, the ID token checks (signature, audience, expiry), who may
// sign in, "Require SSO" with the Admins' break-glass password, and who may configure it.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SSO_FAILED, SSO_NEEDS_CONNECTION, SSO_NOT_A_MEMBER, SSO_NOT_CONFIGURED, SSO_REQUIRED, SSO_STILL_ENABLED } from '../contracts/sso';
import { DEMO_PASSWORD } from '../dev/seed';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_ISSUER } from './oidc/users';
import { addOrg, addUser, signIn, TestClient } from './client';
import { arriveAtCallback, signInAtProvider, SSO, ssoOrg, ssoSignIn, startSso, tamperNextIdToken } from './sso-kit';

const auditActions = async (c: TestClient) =>
  ((await c.json('GET', '/api/audit-log')).body.data as { action: string; detail: any }[]).map((e) => e.action);

describe('setting up the identity provider', () => {
  it('lets Admins save it after reading its discovery document, keeps the secret sealed and never sends it back', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const blank = await admin.json('GET', SSO);
    expect(blank.body.data).toEqual({
      configured: false,
      issuer: null,
      clientId: null,
      domains: [],
      redirectUri: 'http://127.0.0.1:8787/api/auth/sso/callback',
      updatedAt: null,
    });
    const input = {
      issuer: IDP_ISSUER,
      clientId: IDP_CLIENT_ID,
      clientSecret: IDP_CLIENT_SECRET,
      domains: [o.domain, `Sales.${o.domain}`],
    };
    const saved = await admin.json('PUT', SSO, input);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      configured: true,
      issuer: IDP_ISSUER,
      clientId: IDP_CLIENT_ID,
      domains: [o.domain, `sales.${o.domain}`],
    });
    expect(JSON.stringify(saved.body)).not.toContain(IDP_CLIENT_SECRET);
    const row = await env.DB.prepare('select client_secret from sso_connections where account_id = ?')
      .bind(o.accountId)
      .first<{ client_secret: string }>();
    expect(row!.client_secret).toMatch(/^v1\./);
    expect(row!.client_secret).not.toContain(IDP_CLIENT_SECRET);
    // Editing without a secret keeps the sealed one; the audit log has before and after, never the secret.
    expect((await admin.json('PUT', SSO, { ...input, clientSecret: undefined, domains: [o.domain] })).status).toBe(200);
    const after = await env.DB.prepare('select client_secret from sso_connections where account_id = ?').bind(o.accountId).first();
    expect(after).toEqual(row);
    const log = (await admin.json('GET', '/api/audit-log?filter=security')).body.data as { action: string; detail: any }[];
    expect(log.map((e) => e.action)).toEqual(['sso_changed', 'sso_changed']);
    expect(log[0].detail).toMatchObject({
      before: { domains: [o.domain, `sales.${o.domain}`] },
      after: { domains: [o.domain] },
      clientSecretChanged: false,
    });
    expect(JSON.stringify(log)).not.toContain(IDP_CLIENT_SECRET);
  });

  it('refuses an issuer without an OpenID configuration, a secret missing, and a domain another organization signs in with', async () => {
    const taken = await ssoOrg();
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const input = { issuer: IDP_ISSUER, clientId: IDP_CLIENT_ID, clientSecret: IDP_CLIENT_SECRET, domains: [o.domain] };
    const unreachable = await admin.json('PUT', SSO, { ...input, issuer: 'http://nowhere.example' });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.errors[0].source.pointer).toBe('/issuer');
    expect((await admin.json('PUT', SSO, { ...input, clientSecret: undefined })).body.errors[0].source.pointer).toBe('/clientSecret');
    const clash = await admin.json('PUT', SSO, { ...input, domains: [o.domain, taken.domain] });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].source.pointer).toBe('/domains/1');
    expect((await admin.json('GET', SSO)).body.data.configured).toBe(false);
  });

  it('is for Admins only', async () => {
    const o = await addOrg();
    for (const role of ['manager', 'regular'] as const) {
      const c = await signIn((await addUser(o.accountId, { role })).email);
      expect((await c.json('GET', SSO)).status).toBe(403);
      expect((await c.json('PUT', SSO, { issuer: IDP_ISSUER, clientId: 'x', clientSecret: 'y', domains: [o.domain] })).status).toBe(403);
      expect((await c.json('DELETE', SSO)).status).toBe(403);
    }
    expect((await new TestClient().json('GET', SSO)).status).toBe(401);
  });

  it('joins the login methods only once configured, and cannot be removed while it is one', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const methods = (loginMethods: string[]) =>
      admin.json('PUT', '/api/security-settings', { loginMethods, sessionLengthHours: 336, idleTimeoutMinutes: null });
    const early = await methods(['password', 'sso']);
    expect(early.status).toBe(422);
    expect(early.body.errors[0]).toMatchObject({ detail: SSO_NEEDS_CONNECTION, source: { pointer: '/loginMethods' } });
    await admin.json('PUT', SSO, { issuer: IDP_ISSUER, clientId: IDP_CLIENT_ID, clientSecret: IDP_CLIENT_SECRET, domains: [o.domain] });
    expect((await admin.json('GET', '/api/security-settings')).body.data.ssoConfigured).toBe(true);
    expect((await methods(['password', 'sso'])).status).toBe(200);
    const refused = await admin.json('DELETE', SSO);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].detail).toBe(SSO_STILL_ENABLED);
    expect((await methods(['password'])).status).toBe(200);
    expect((await admin.json('DELETE', SSO)).status).toBe(204);
    expect((await admin.json('GET', SSO)).body.data.configured).toBe(false);
    expect((await startSso(`someone@${o.domain}`)).body.errors[0].detail).toBe(SSO_NOT_CONFIGURED);
  });
});

describe('signing in with SSO', () => {
  it('signs an active member in through the provider (code flow, PKCE, state, nonce) and records it', async () => {
    const o = await ssoOrg();
    const { browser, status, location, signedIn, callback } = await ssoSignIn(o.member.email);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect([status, location, signedIn]).toEqual([302, '/', true]);
    const session = await browser.json('GET', '/api/auth/session');
    expect(session.body.data.user.email).toBe(o.member.email);
    expect(await auditActions(o.adminClient)).toContain('sso_signed_in');
    // The attempt is spent: the same callback a second time signs nobody in.
    const again = await arriveAtCallback(new TestClient(), callback);
    expect([again.error, again.signedIn]).toEqual([SSO_FAILED, false]);
  });

  it('answers the spec message for a domain without SSO, or with SSO set up but not turned on', async () => {
    expect((await startSso('someone@unknown-domain.test')).body.errors[0].detail).toBe(SSO_NOT_CONFIGURED);
    const off = await ssoOrg(['password']);
    const res = await startSso(off.member.email);
    expect([res.status, res.body.errors[0].detail]).toEqual([400, SSO_NOT_CONFIGURED]);
  });

  it('refuses a callback whose state is not the attempt’s, or that arrives in another browser', async () => {
    const o = await ssoOrg();
    const { browser, redirectUrl } = await startSso(o.member.email);
    const callback = await signInAtProvider(redirectUrl!, o.member.email);
    const otherBrowser = await arriveAtCallback(new TestClient(), callback);
    expect([otherBrowser.error, otherBrowser.signedIn]).toEqual([SSO_FAILED, false]);
    callback.searchParams.set('state', 'not-the-state');
    const badState = await arriveAtCallback(browser, callback);
    expect([badState.error, badState.signedIn]).toEqual([SSO_FAILED, false]);
  });

  it('refuses an ID token whose nonce is not the attempt’s, and a code redeemed without its PKCE verifier', async () => {
    const o = await ssoOrg();
    const nonce = await ssoSignIn(o.member.email, o.member.email, (u) => u.searchParams.set('nonce', 'someone-elses-nonce'));
    expect([nonce.error, nonce.signedIn]).toEqual([SSO_FAILED, false]);
    const pkce = await ssoSignIn(o.member.email, o.member.email, (u) =>
      u.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    );
    expect([pkce.error, pkce.signedIn]).toEqual([SSO_FAILED, false]);
  });

  it.each(['expired', 'forged', 'wrong-audience'] as const)('refuses an ID token that is %s', async (mode) => {
    const o = await ssoOrg();
    await tamperNextIdToken(mode);
    const res = await ssoSignIn(o.member.email);
    expect([res.error, res.signedIn]).toEqual([SSO_FAILED, false]);
  });

  it('refuses an address that is not an active member of the organization', async () => {
    const o = await ssoOrg();
    const other = await addOrg();
    const deactivated = await addUser(o.accountId, { email: `gone-${crypto.randomUUID().slice(0, 8)}@${o.domain}`, status: 'deactivated' });
    const cases = [other.admin.email, `nobody@${o.domain}`, deactivated.email];
    for (const email of cases) {
      const res = await ssoSignIn(o.member.email, email);
      expect([res.error, res.signedIn]).toEqual([SSO_NOT_A_MEMBER(email), false]);
    }
  });
});

describe('Require SSO', () => {
  it('refuses members their password with a clear message, keeps SSO working, and lets Admins in as break-glass', async () => {
    const o = await ssoOrg(['sso']);
    const res = await new TestClient().request('POST', '/api/auth/login', { email: o.member.email, password: DEMO_PASSWORD });
    const body = (await res.json()) as any;
    expect([res.status, body.errors[0].detail]).toEqual([403, SSO_REQUIRED]);
    expect((await ssoSignIn(o.member.email)).signedIn).toBe(true);
    const admin = await signIn(o.admin.email);
    expect((await admin.json('GET', '/api/auth/session')).status).toBe(200);
    expect(await auditActions(admin)).toContain('break_glass_sign_in');
  });
});
