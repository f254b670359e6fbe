// Single sign-on with SAML 2.0 against a real identity provider (samlify, worker/test/saml): setup from metadata,
// "processing" until a test sign-in succeeds, enabling, SP- and IdP-initiated sign-in through the one "Sign in
// with SSO", RelayState, just-in-time membership, who is refused, another organization's assertion, and roles.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SAML_METADATA_INVALID, SAML_NOT_VERIFIED, SAML_PROTOCOL_LOCKED } from '../contracts/saml';
import { SSO_FAILED, SSO_NOT_A_MEMBER, SSO_NOT_CONFIGURED } from '../contracts/sso';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_ISSUER } from './oidc/users';
import { addOrg, addUser, signIn, TestClient } from './client';
import { idpInitiated, postToAcs, SAML, samlOrg, samlSignIn, testSignIn } from './saml-kit';
import { SAML_IDP_ENTITY_ID, SAML_IDP_METADATA_URL, SAML_IDP_ORIGIN } from './saml/users';

const APP = 'http://127.0.0.1:8787';
const log = async (c: TestClient) => (await c.json('GET', '/api/audit-log')).body.data as { action: string; detail: any }[];

describe('setting up SAML', () => {
  it('reads the metadata URL, shows the values to copy, and stays processing until a test sign-in succeeds', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const saved = await admin.json('PUT', SAML, { metadataUrl: SAML_IDP_METADATA_URL, domains: [o.domain], defaultRole: 'manager' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      configured: true,
      status: 'processing',
      enabled: false,
      idpEntityId: SAML_IDP_ENTITY_ID,
      idpSsoUrl: `${SAML_IDP_ORIGIN}/sso`,
      certificateCount: 1,
      defaultRole: 'manager',
      domains: [o.domain],
      sp: {
        entityId: `${APP}/api/public/saml/${o.accountId}/metadata`,
        acsUrl: `${APP}/api/public/saml/${o.accountId}/acs`,
        metadataUrl: `${APP}/api/public/saml/${o.accountId}/metadata`,
      },
    });
    // Processing: SSO cannot be turned on, and "Sign in with SSO" answers as if nothing were set up.
    expect((await admin.json('POST', `${SAML}/enable`, {})).body.errors[0].detail).toBe(SAML_NOT_VERIFIED);
    const methods = await admin.json('PUT', '/api/security-settings', {
      loginMethods: ['password', 'sso'],
      sessionLengthHours: 336,
      idleTimeoutMinutes: null,
    });
    expect(methods.status).toBe(422);
    expect((await new TestClient().json('POST', '/api/auth/sso', { email: o.admin.email })).body.errors[0].detail).toBe(SSO_NOT_CONFIGURED);

    const tested = await testSignIn(admin, o.admin.email);
    expect(tested).toMatchObject({ status: 302, location: '/settings/security/sso?saml=tested' });
    expect((await admin.json('GET', SAML)).body.data).toMatchObject({ status: 'verified', enabled: false });
    const enabled = await admin.json('POST', `${SAML}/enable`, {});
    expect(enabled.body.data).toMatchObject({ status: 'verified', enabled: true });
    expect((await admin.json('GET', '/api/security-settings')).body.data.loginMethods).toEqual(['password', 'sso']);
    const actions = (await log(admin)).map((e) => [e.action, e.detail?.protocol ?? null, e.detail?.testSignIn ?? null]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['sso_changed', 'saml', null],
        ['sso_changed', 'saml', 'succeeded'],
      ]),
    );
  });

  it('takes pasted metadata, refuses metadata without what it needs, and serves the service provider metadata', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const xml = await (await fetch(SAML_IDP_METADATA_URL)).text();
    expect((await admin.json('PUT', SAML, { metadataXml: xml, domains: [o.domain], defaultRole: 'regular' })).body.data.idpEntityId).toBe(
      SAML_IDP_ENTITY_ID,
    );
    const noCert = xml.replace(/<(\w+:)?KeyDescriptor[\s\S]*<\/(\w+:)?KeyDescriptor>/, '');
    const bad = await admin.json('PUT', SAML, { metadataXml: noCert, domains: [o.domain], defaultRole: 'regular' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ detail: SAML_METADATA_INVALID, source: { pointer: '/metadataXml' } });
    const doctype = await admin.json('PUT', SAML, {
      metadataXml: `<!DOCTYPE x [<!ENTITY e "e">]>${xml}`,
      domains: [o.domain],
      defaultRole: 'regular',
    });
    expect(doctype.status).toBe(422);
    const unreachable = await admin.json('PUT', SAML, {
      metadataUrl: 'http://nowhere.example/md',
      domains: [o.domain],
      defaultRole: 'regular',
    });
    expect(unreachable.body.errors[0].source.pointer).toBe('/metadataUrl');
    const sp = await SELF_FETCH(`/api/public/saml/${o.accountId}/metadata`);
    expect(sp).toContain(`entityID="${APP}/api/public/saml/${o.accountId}/metadata"`);
    expect(sp).toContain(`Location="${APP}/api/public/saml/${o.accountId}/acs"`);
    expect(sp).toContain('nameid-format:emailAddress');
  });

  it('is one protocol per organization: SAML replaces OIDC, but not while members sign in through it', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const oidc = { issuer: IDP_ISSUER, clientId: IDP_CLIENT_ID, clientSecret: IDP_CLIENT_SECRET, domains: [o.domain] };
    expect((await admin.json('PUT', '/api/security-settings/sso', oidc)).status).toBe(200);
    await admin.json('PUT', '/api/security-settings', {
      loginMethods: ['password', 'sso'],
      sessionLengthHours: 336,
      idleTimeoutMinutes: null,
    });
    const saml = { metadataUrl: SAML_IDP_METADATA_URL, domains: [o.domain], defaultRole: 'regular' };
    expect((await admin.json('PUT', SAML, saml)).body.errors[0].detail).toBe(SAML_PROTOCOL_LOCKED);
    await admin.json('PUT', '/api/security-settings', { loginMethods: ['password'], sessionLengthHours: 336, idleTimeoutMinutes: null });
    expect((await admin.json('PUT', SAML, saml)).status).toBe(200);
    expect((await admin.json('GET', '/api/security-settings/sso')).body.data.configured).toBe(false);
  });

  it('is for Admins only', async () => {
    const o = await addOrg();
    for (const role of ['manager', 'regular'] as const) {
      const c = await signIn((await addUser(o.accountId, { role })).email);
      expect((await c.json('GET', SAML)).status).toBe(403);
      expect(
        (await c.json('PUT', SAML, { metadataUrl: SAML_IDP_METADATA_URL, domains: [o.domain], defaultRole: 'super_admin' })).status,
      ).toBe(403);
      expect((await c.json('POST', `${SAML}/test`, {})).status).toBe(403);
      expect((await c.json('POST', `${SAML}/enable`, {})).status).toBe(403);
      expect((await c.json('DELETE', SAML)).status).toBe(403);
    }
  });
});

async function SELF_FETCH(path: string) {
  const { SELF } = await import('cloudflare:test');
  return (await SELF.fetch(`${APP}${path}`)).text();
}

describe('signing in through SAML', () => {
  it('SP-initiated: "Sign in with SSO" sends the member to the IdP and back signed in, and records it', async () => {
    const o = await samlOrg();
    const res = await samlSignIn(o.member.email);
    expect(res).toMatchObject({ status: 302, location: '/', signedIn: true });
    expect((await res.browser.json('GET', '/api/auth/session')).body.data.user.email).toBe(o.member.email);
    const entry = (await log(o.adminClient)).find((e) => e.action === 'sso_signed_in');
    expect(entry?.detail).toMatchObject({ protocol: 'saml', subject: o.member.email, initiatedBy: 'sp' });
  });

  it("SP-initiated: the login page's next path is kept by the service provider, only when same-origin", async () => {
    const o = await samlOrg();
    expect(await samlSignIn(o.member.email, o.member.email, '/meetings?tab=upcoming')).toMatchObject({
      location: '/meetings?tab=upcoming',
    });
    expect(await samlSignIn(o.member.email, o.member.email, '//evil.example/x')).toMatchObject({ location: '/', signedIn: true });
  });

  it('IdP-initiated: signs the member in and opens a same-origin RelayState path, never another site', async () => {
    const o = await samlOrg();
    expect(await postToAcs(await idpInitiated(o.accountId, o.member.email, '/meetings?tab=upcoming'))).toMatchObject({
      location: '/meetings?tab=upcoming',
      signedIn: true,
    });
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example'])
      expect((await postToAcs(await idpInitiated(o.accountId, o.member.email, evil))).location).toBe('/');
  });

  it('creates a member just in time for an address of the domains, with the default role', async () => {
    const o = await samlOrg({ defaultRole: 'manager' });
    const email = `newcomer-${crypto.randomUUID().slice(0, 6)}@${o.domain}`;
    const res = await samlSignIn(email);
    expect(res).toMatchObject({ location: '/', signedIn: true });
    const row = await env.DB.prepare('select role, account_id, status from users where email = ?').bind(email).first();
    expect(row).toEqual({ role: 'manager', account_id: o.accountId, status: 'active' });
    expect((await log(o.adminClient)).map((e) => e.action)).toContain('member_provisioned');
  });

  it('refuses a deactivated member, an address outside the domains, and SSO that is not turned on', async () => {
    const o = await samlOrg();
    const gone = await addUser(o.accountId, { email: `gone-${crypto.randomUUID().slice(0, 6)}@${o.domain}`, status: 'deactivated' });
    expect(await samlSignIn(gone.email)).toMatchObject({ error: SSO_NOT_A_MEMBER(gone.email), signedIn: false });
    const outsider = 'someone@elsewhere.test';
    expect(await postToAcs(await idpInitiated(o.accountId, outsider))).toMatchObject({
      error: SSO_NOT_A_MEMBER(outsider),
      signedIn: false,
    });
    expect(await env.DB.prepare('select id from users where email = ?').bind(outsider).first()).toBeNull();
    const processing = await samlOrg({ enable: false });
    expect(await postToAcs(await idpInitiated(processing.accountId, processing.member.email))).toMatchObject({
      error: SSO_FAILED,
      signedIn: false,
    });
  });

  it("refuses an assertion for one organization posted to another's ACS", async () => {
    const a = await samlOrg();
    const b = await samlOrg();
    const forA = await idpInitiated(a.accountId, a.member.email);
    forA.action = `${APP}/api/public/saml/${b.accountId}/acs`;
    expect(await postToAcs(forA)).toMatchObject({ error: SSO_FAILED, signedIn: false });
  });
});
