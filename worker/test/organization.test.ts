import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { TestClient, addOrg, demo, lastEmailLink, signIn, uid } from './client';

// The machine may be busy (PBKDF2 sign-ins are CPU-bound): give hooks and tests room rather than flake.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

type Clients = Awaited<ReturnType<typeof demo>>;
let c: Clients;

beforeAll(async () => {
  c = await demo();
});

/** A throwaway organization and its signed-in admin, so edits never touch the demo organization. */
async function ownOrg(opts: Parameters<typeof addOrg>[0] = {}) {
  const org = await addOrg(opts);
  return { ...org, client: await signIn(org.admin.email) };
}

/** Signs up through the e-mailed confirmation link; returns the register answer and the now signed-in client. */
async function signUp(email: string, company = `Company ${uid()}`) {
  const client = new TestClient();
  const asked = await client.json('POST', '/api/auth/signup', {
    company,
    name: 'New Person',
    email,
    password: 'Signup-pass1!',
    confirmPassword: 'Signup-pass1!',
  });
  expect(asked.status).toBe(202);
  const link = new URL((await lastEmailLink(email))!);
  expect(link.pathname).toBe('/register');
  const done = await client.json('POST', '/api/auth/register', { token: link.searchParams.get('token') });
  return { client, ...done };
}

describe('reading the organization', () => {
  it('every role reads its own organization', async () => {
    for (const who of [c.admin, c.manager, c.user, c.booker]) {
      const res = await who.json('GET', '/api/organization');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: DEMO_ACCOUNT_ID,
        company: 'Acme Inc.',
        emailDomain: 'acme.test',
        domainAllowlist: ['acme.test'],
        signupMode: 'invite_only',
        defaultTimezone: 'America/New_York',
        onboarded: true,
      });
    }
  });

  it('is 401 without a session', async () => {
    const res = await new TestClient().json('GET', '/api/organization');
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toMatchObject({ status: '401', code: 'unauthorized', detail: 'Unauthorized' });
  });
});

describe('updating the organization', () => {
  it('only an admin updates it', async () => {
    for (const who of [c.manager, c.user, c.booker]) {
      const res = await who.json('PATCH', '/api/organization', { company: 'Hijacked' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    }
    expect((await c.admin.json('GET', '/api/organization')).body.data.company).toBe('Acme Inc.');
  });

  it('an admin updates details, sign-up mode and the domain allowlist', async () => {
    const { client, accountId } = await ownOrg();
    const res = await client.json('PATCH', '/api/organization', {
      company: '  Umbrella Corp ',
      logoUrl: 'https://cdn.example.com/logo.png',
      defaultTimezone: 'Australia/Sydney',
      domainAllowlist: [' Umbrella.TEST ', 'umbrella.test', 'sub.umbrella-corp.test'],
      signupMode: 'allowed_domains',
      timeFormat: '24h',
      allowChangesAfterStart: true,
      onboarded: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: accountId,
      company: 'Umbrella Corp',
      logoUrl: 'https://cdn.example.com/logo.png',
      defaultTimezone: 'Australia/Sydney',
      domainAllowlist: ['umbrella.test', 'sub.umbrella-corp.test'],
      signupMode: 'allowed_domains',
      timeFormat: '24h',
      allowChangesAfterStart: true,
      onboarded: true,
    });
    const cleared = await client.json('PATCH', '/api/organization', { logoUrl: '' });
    expect(cleared.body.data).toMatchObject({ logoUrl: null, company: 'Umbrella Corp' });
    expect((await client.json('GET', '/api/auth/session')).body.data.account).toMatchObject({
      company: 'Umbrella Corp',
      defaultTimezone: 'Australia/Sydney',
    });
  });

  it('validates with field pointers and the spec wording', async () => {
    const { client } = await ownOrg();
    const before = (await client.json('GET', '/api/organization')).body.data;
    const cases: [object, string, string][] = [
      [{ domainAllowlist: ['good.test', 'not a domain'] }, '/domainAllowlist/1', 'Invalid domain'],
      [{ domainAllowlist: ['-bad.test'] }, '/domainAllowlist/0', 'Invalid domain'],
      [{ domainAllowlist: ['localhost'] }, '/domainAllowlist/0', 'Invalid domain'],
      [{ domainAllowlist: ['https://site.test'] }, '/domainAllowlist/0', 'Invalid domain'],
      [{ logoUrl: 'logo.png' }, '/logoUrl', 'Invalid URL'],
      [{ logoUrl: 'ftp://files.test/logo.png' }, '/logoUrl', 'Invalid URL'],
      [{ logoUrl: 'javascript:alert(1)' }, '/logoUrl', 'Invalid URL'],
      [{ defaultTimezone: 'Atlantis/Capital' }, '/defaultTimezone', 'Invalid timezone'],
      [{ company: '   ' }, '/company', 'Company name is a required field'],
      [{ signupMode: 'anyone' }, '/signupMode', 'Choose how people can sign up'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await client.json('PATCH', '/api/organization', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0]).toEqual({ status: '422', code: 'invalid', detail, source: { pointer } });
    }
    const tooMany = await client.json('PATCH', '/api/organization', {
      domainAllowlist: Array.from({ length: 21 }, (_, i) => `d${i}.test`),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].source.pointer).toBe('/domainAllowlist');
    expect((await client.json('GET', '/api/organization')).body.data).toEqual(before);
  });
});

describe('sign-up and the organization sign-up mode', () => {
  it("with 'allowed_domains', a sign-up from an allowed domain joins the organization as a User", async () => {
    const { client: admin, accountId, domain } = await ownOrg();
    const extra = `${uid()}.test`;
    const set = await admin.json('PATCH', '/api/organization', {
      signupMode: 'allowed_domains',
      domainAllowlist: [domain, extra],
      defaultTimezone: 'Europe/Madrid',
    });
    expect(set.status).toBe(200);

    const joined = await signUp(`joiner@${extra}`, 'Ignored Company Name');
    expect(joined.status).toBe(201);
    expect(joined.body.data.user).toMatchObject({ email: `joiner@${extra}`, role: 'regular', accountId, timezone: 'Europe/Madrid' });
    expect(joined.body.data.account.id).toBe(accountId);
    expect((await joined.client.json('GET', '/api/organization')).body.data.id).toBe(accountId);
    const members = (await admin.json('GET', '/api/members')).body.data;
    expect(members.find((m: any) => m.email === `joiner@${extra}`)).toMatchObject({ role: 'regular', status: 'active' });
    // The confirmation e-mail says which organization the person joins.
    const mail = await signUpMailText(`joiner@${extra}`);
    expect(mail).toContain('to join');
  });

  it("with 'invite_only', a same-domain sign-up creates a separate new organization", async () => {
    const { client: admin, accountId, domain } = await ownOrg({ signupMode: 'invite_only' });
    const company = `Splinter ${uid()}`;
    const res = await signUp(`loner@${domain}`, company);
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: `loner@${domain}`, role: 'super_admin' });
    expect(res.body.data.account.id).not.toBe(accountId);
    expect(res.body.data.account.company).toBe(company);
    expect((await admin.json('GET', '/api/members')).body.data.map((m: any) => m.email)).not.toContain(`loner@${domain}`);
    expect((await res.client.json('GET', '/api/members')).body.data.map((m: any) => m.email)).toEqual([`loner@${domain}`]);
  });

  it('closing sign-up also closes confirmation links that were already e-mailed', async () => {
    const { client: admin, accountId, domain } = await ownOrg({ signupMode: 'allowed_domains' });
    const email = `late-${uid()}@${domain}`;
    const c = new TestClient();
    expect(
      (
        await c.json('POST', '/api/auth/signup', {
          company: 'Late Co',
          name: 'Late',
          email,
          password: 'Signup-pass1!',
          confirmPassword: 'Signup-pass1!',
        })
      ).status,
    ).toBe(202);
    expect((await admin.json('PATCH', '/api/organization', { signupMode: 'invite_only' })).status).toBe(200);
    const token = new URL((await lastEmailLink(email))!).searchParams.get('token');
    const res = await c.json('POST', '/api/auth/register', { token });
    expect(res.body.data?.account?.id).not.toBe(accountId);
    expect((await admin.json('GET', '/api/members')).body.data.map((m: any) => m.email)).not.toContain(email);
  });

  it("a domain not on the allowlist of an 'allowed_domains' organization creates a new organization", async () => {
    const { accountId } = await ownOrg({ signupMode: 'allowed_domains' });
    const res = await signUp(`outsider@${uid()}.test`);
    expect(res.status).toBe(201);
    expect(res.body.data.user.role).toBe('super_admin');
    expect(res.body.data.account.id).not.toBe(accountId);
  });
});

async function signUpMailText(to: string) {
  const row = await env.DB.prepare('select text from outbox where "to" = ? order by created_at desc limit 1')
    .bind(to)
    .first<{ text: string }>();
  return row?.text ?? '';
}
