import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { AT_LEAST_ONE_LOGIN_METHOD, LOGIN_METHOD_DISABLED } from '../contracts/security-settings';
import { sweepExpiredAuth } from '../features/auth/service';
import { addOrg, addUser, db, signIn, TestClient } from './client';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SETTINGS = '/api/security-settings';
const put = (c: TestClient, body: unknown) => c.json('PUT', SETTINGS, body);
const settings = (over: Record<string, unknown> = {}) => ({
  loginMethods: ['password'],
  sessionLengthHours: 336,
  idleTimeoutMinutes: null,
  ...over,
});
const sessionStatus = async (c: TestClient) => (await c.get('/api/auth/session')).status;

// The worker runs in this isolate, so moving Date.now moves the server's clock too.
let offset = 0;
const realNow = Date.now.bind(Date);
const advance = (ms: number) => {
  offset += ms;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
};
afterEach(() => {
  offset = 0;
  vi.restoreAllMocks();
});

/** A fresh organization (the database lives for the whole file) with a signed-in Admin, Manager and User. */
async function org() {
  const o = await addOrg();
  const manager = await addUser(o.accountId, { role: 'manager' });
  const user = await addUser(o.accountId);
  return {
    emails: { admin: o.admin.email, user: user.email },
    admin: await signIn(o.admin.email),
    manager: await signIn(manager.email),
    user: await signIn(user.email),
  };
}

async function securityEntries(c: TestClient) {
  const { body } = await c.json('GET', '/api/audit-log?filter=security');
  return body.data as { actor: { name: string } | null; detail: any }[];
}

describe('login methods', () => {
  it('starts from the defaults and refuses no login method with the spec message', async () => {
    const { admin } = await org();
    expect((await admin.json('GET', SETTINGS)).body.data).toEqual({ ...settings(), ssoConfigured: false, updatedAt: null });
    const { status, body } = await put(admin, settings({ loginMethods: [] }));
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ detail: AT_LEAST_ONE_LOGIN_METHOD, source: { pointer: '/loginMethods' } });
    const unknown = await put(admin, settings({ loginMethods: ['saml'] }));
    expect(unknown.status).toBe(422);
    expect((await admin.json('GET', SETTINGS)).body.data.updatedAt).toBeNull();
  });

  it('refuses a sign-in through a disabled method, after the credentials are checked', async () => {
    const { accountId, admin } = await addOrg();
    // Only password sign-in exists today, so the API cannot turn it off; an organization whose stored
    // methods leave it out (as single sign-on only will) is refused.
    await env.DB.prepare("insert into security_settings (account_id, login_methods, updated_at) values (?, '[]', ?)")
      .bind(accountId, Date.now())
      .run();
    const right = await new TestClient().json('POST', '/api/auth/login', { email: admin.email, password: 'Demo-pass1!' });
    expect(right.status).toBe(403);
    expect(right.body.errors[0]).toMatchObject({ code: 'login_method_disabled', detail: LOGIN_METHOD_DISABLED });
    const wrong = await new TestClient().json('POST', '/api/auth/login', { email: admin.email, password: 'wrong-pass!' });
    expect(wrong.status).toBe(401);
  });

  it('is for Admins only', async () => {
    const { manager, user } = await org();
    for (const c of [manager, user]) {
      expect((await c.get(SETTINGS)).status).toBe(403);
      expect((await put(c, settings())).status).toBe(403);
      expect((await c.post(`${SETTINGS}/sign-out-everywhere`)).status).toBe(403);
    }
    expect((await new TestClient().get(SETTINGS)).status).toBe(401);
  });
});

describe('session length and idle timeout', () => {
  it('ends a session past its length, and a shorter length applies to sessions already open', async () => {
    const { admin: first, user: early, emails } = await org();
    advance(9 * HOUR);
    const admin = await signIn(emails.admin);
    const { status, body } = await put(admin, settings({ sessionLengthHours: 8 }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ sessionLengthHours: 8 });
    expect(await sessionStatus(early)).toBe(401);
    expect(await sessionStatus(first)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
    advance(7 * HOUR);
    expect(await sessionStatus(admin)).toBe(200);
    advance(HOUR + MINUTE);
    expect(await sessionStatus(admin)).toBe(401);
  });

  it('ends a session left idle past the timeout; using it keeps it alive', async () => {
    const { admin, user } = await org();
    expect((await put(admin, settings({ idleTimeoutMinutes: 15 }))).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      advance(10 * MINUTE);
      expect(await sessionStatus(user)).toBe(200);
    }
    advance(16 * MINUTE);
    expect(await sessionStatus(user)).toBe(401);
    expect(await sessionStatus(admin)).toBe(401);
    // The sweep removes idle sessions too, not only those past their length.
    const count = () =>
      env.DB.prepare('select count(*) as n from sessions where idle_timeout_ms = ?')
        .bind(15 * MINUTE)
        .first<{ n: number }>();
    expect((await count())!.n).toBeGreaterThan(0);
    await sweepExpiredAuth(db(), Date.now());
    expect((await count())!.n).toBe(0);
  });

  it('records every change with who made it and before and after, and nothing for a save that changes nothing', async () => {
    const { admin } = await org();
    await put(admin, settings({ idleTimeoutMinutes: 30 }));
    await put(admin, settings({ idleTimeoutMinutes: 30 }));
    await admin.json('PUT', '/api/organization/trusted-origins', { trustedOrigins: ['https://www.acme.test'] });
    const entries = await securityEntries(admin);
    expect(entries.map((e) => e.detail.setting)).toEqual(['trusted_origins', 'login_and_sessions']);
    expect(entries[1]).toMatchObject({
      actor: { name: expect.any(String) },
      detail: { changed: ['idleTimeoutMinutes'], before: { idleTimeoutMinutes: null }, after: { idleTimeoutMinutes: 30 } },
    });
    expect(entries[0].detail).toMatchObject({
      before: { trustedOrigins: expect.any(Array) },
      after: { trustedOrigins: ['https://www.acme.test'] },
    });
  });
});

describe('sign out everywhere', () => {
  it("ends every member's session but the caller's, and only in the caller's organization", async () => {
    const { admin, manager, user } = await org();
    const other = await addOrg();
    const outsider = await signIn(other.admin.email);
    const { status, body } = await admin.json('POST', `${SETTINGS}/sign-out-everywhere`);
    expect(status).toBe(200);
    expect(body.data.endedSessions).toBe(2);
    expect(await sessionStatus(manager)).toBe(401);
    expect(await sessionStatus(user)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
    expect(await sessionStatus(outsider)).toBe(200);
    expect((await securityEntries(admin)).map((e) => e.detail.setting)).toEqual(['sign_out_everywhere']);
  });

  it("one organization's settings never reach another's sessions or log", async () => {
    const { admin } = await org();
    const other = await addOrg();
    const outsider = await signIn(other.admin.email);
    expect((await put(outsider, settings({ idleTimeoutMinutes: 15, sessionLengthHours: 8 }))).status).toBe(200);
    advance(9 * HOUR);
    expect(await sessionStatus(outsider)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
    expect((await admin.json('GET', SETTINGS)).body.data).toMatchObject(settings());
    expect(await securityEntries(admin)).toEqual([]);
  });
});
