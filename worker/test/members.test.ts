import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { TestClient, acceptInvitation, acceptToken, addUser, demo, invitationToken, signIn, uid } from './client';

// The machine may be busy (PBKDF2 sign-ins are CPU-bound): give hooks and tests room rather than flake.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

type Clients = Awaited<ReturnType<typeof demo>>;
let c: Clients;
let sales: { id: string; name: string };
let cs: { id: string; name: string };

beforeAll(async () => {
  c = await demo();
  const teams = (await c.admin.json('GET', '/api/teams')).body.data as { id: string; name: string }[];
  sales = teams.find((t) => t.name === 'Sales')!;
  cs = teams.find((t) => t.name === 'Customer Success')!;
});

const email = (prefix = 'inv') => `${prefix}-${uid()}@invitee.test`;
const describeInvite = (token: string) => new TestClient().json('GET', `/api/auth/invitations/${encodeURIComponent(token)}`);

describe('invitations', () => {
  it('admin invites with a role and teams; the e-mailed link signs the invitee in, in those teams', async () => {
    const to = email();
    const res = await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'manager', teamIds: [sales.id, cs.id] });
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ email: to, role: 'manager', status: 'pending' });
    expect(res.body.data[0].teamIds.sort()).toEqual([sales.id, cs.id].sort());
    const listed = (await c.admin.json('GET', '/api/invitations')).body.data;
    expect(listed.map((i: any) => i.email)).toContain(to);

    const token = await invitationToken(to);
    const about = await describeInvite(token);
    expect(about.status).toBe(200);
    expect(about.body.data).toEqual({ email: to, company: 'Acme Inc.', role: 'manager' });

    const accepted = await acceptInvitation(to, 'New Manager');
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.user).toMatchObject({ email: to, name: 'New Manager', role: 'manager', accountId: DEMO_ACCOUNT_ID });
    const session = await accepted.client.json('GET', '/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.data.user.email).toBe(to);

    const me = (await accepted.client.json('GET', '/api/profile')).body.data;
    expect(me.teams.map((t: any) => t.id).sort()).toEqual([sales.id, cs.id].sort());
    const team = (await c.admin.json('GET', `/api/teams/${sales.id}`)).body.data;
    expect(team.members.map((m: any) => m.email)).toContain(to);
    expect((await c.admin.json('GET', '/api/invitations')).body.data.map((i: any) => i.email)).not.toContain(to);

    // The link is single-use.
    const again = await acceptToken(token, 'Again', 'abc!de');
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ code: 'invalid_token', detail: 'The link is invalid or has expired' });
    expect((await describeInvite(token)).status).toBe(400);
  });

  it("answers an already invited address with 409 '{email} has already been invited' pointing at /emails/i", async () => {
    const first = email();
    const other = email();
    expect((await c.admin.json('POST', '/api/invitations', { emails: [first], role: 'regular' })).status).toBe(201);
    const res = await c.admin.json('POST', '/api/invitations', { emails: [other, first], role: 'regular' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toEqual({
      status: '409',
      code: 'already_invited',
      detail: `${first} has already been invited`,
      source: { pointer: '/emails/1' },
    });
    // The whole request fails: the other address was not invited either.
    const pending = (await c.admin.json('GET', '/api/invitations')).body.data.map((i: any) => i.email);
    expect(pending).not.toContain(other);
  });

  it('answers an address that already belongs to a member with 409', async () => {
    const res = await c.admin.json('POST', '/api/invitations', { emails: [email(), 'ursula@acme.test'], role: 'regular' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({
      status: '409',
      code: 'already_member',
      detail: 'ursula@acme.test is already a member',
      source: { pointer: '/emails/1' },
    });
  });

  it('validates the invitation form with field pointers', async () => {
    const none = await c.admin.json('POST', '/api/invitations', { emails: [], role: 'regular' });
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ detail: 'Add at least one email', source: { pointer: '/emails' } });
    const bad = await c.admin.json('POST', '/api/invitations', { emails: ['ok@x.test', 'not-an-email'], role: 'regular' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ detail: 'Please enter a valid email', source: { pointer: '/emails/1' } });
    const noRole = await c.admin.json('POST', '/api/invitations', { emails: [email()], role: '' });
    expect(noRole.status).toBe(422);
    expect(noRole.body.errors[0]).toMatchObject({ detail: 'Role is a required field', source: { pointer: '/role' } });
  });

  it('reports a missing required field with the spec wording, not the validator default', async () => {
    const noRole = await c.admin.json('POST', '/api/invitations', { emails: [email()] });
    expect(noRole.status).toBe(422);
    expect(noRole.body.errors[0]).toMatchObject({ detail: 'Role is a required field', source: { pointer: '/role' } });
    const u = await addUser(DEMO_ACCOUNT_ID, { status: 'deactivated' });
    const reactivate = await c.admin.json('POST', `/api/members/${u.id}/reactivate`, { teamIds: [] });
    expect(reactivate.status).toBe(422);
    expect(reactivate.body.errors[0]).toMatchObject({ detail: 'Role is a required field', source: { pointer: '/role' } });
  });

  it('stores the address lower-cased and ignores teams of other organizations', async () => {
    const to = email('MiXeD');
    const res = await c.admin.json('POST', '/api/invitations', {
      emails: [to.toUpperCase()],
      role: 'regular',
      teamIds: [sales.id, 'no-such-team'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data[0]).toMatchObject({ email: to.toLowerCase(), teamIds: [sales.id] });
  });

  it('resending sends a new link and the old link stops working', async () => {
    const to = email();
    const inv = (await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'regular' })).body.data[0];
    const oldToken = await invitationToken(to);
    expect((await c.admin.post(`/api/invitations/${inv.id}/resend`)).status).toBe(204);
    const newToken = await invitationToken(to);
    expect(newToken).not.toBe(oldToken);
    expect((await describeInvite(oldToken)).status).toBe(400);
    const old = await acceptToken(oldToken, 'Old', 'abc!de');
    expect(old.status).toBe(400);
    expect((await describeInvite(newToken)).status).toBe(200);
    expect((await acceptInvitation(to)).status).toBe(201);
  });

  it('an expired link is refused, and resending gives a fresh one that works', async () => {
    const to = email();
    const inv = (await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'regular' })).body.data[0];
    await env.DB.prepare('update invitations set expires_at = ? where id = ?')
      .bind(Date.now() - 1000, inv.id)
      .run();
    const token = await invitationToken(to);
    expect((await describeInvite(token)).status).toBe(400);
    const late = await acceptToken(token, 'Late', 'abc!de');
    expect(late.status).toBe(400);
    expect((await c.admin.post(`/api/invitations/${inv.id}/resend`)).status).toBe(204);
    expect((await acceptInvitation(to)).status).toBe(201);
  });

  it('revoking makes the link invalid and removes the invitation', async () => {
    const to = email();
    const inv = (await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'regular' })).body.data[0];
    const token = await invitationToken(to);
    expect((await c.admin.del(`/api/invitations/${inv.id}`)).status).toBe(204);
    expect((await describeInvite(token)).status).toBe(400);
    expect((await c.admin.json('GET', '/api/invitations')).body.data.map((i: any) => i.id)).not.toContain(inv.id);
    expect((await c.admin.del(`/api/invitations/${inv.id}`)).status).toBe(404);
    expect((await c.admin.post(`/api/invitations/${inv.id}/resend`)).status).toBe(404);
    // A revoked address can be invited again.
    expect((await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'regular' })).status).toBe(201);
  });

  it('a manager may invite only Users, and may not resend or revoke a Manager invitation', async () => {
    expect((await c.manager.json('POST', '/api/invitations', { emails: [email()], role: 'regular', teamIds: [sales.id] })).status).toBe(
      201,
    );
    expect((await c.manager.json('POST', '/api/invitations', { emails: [email()], role: 'manager' })).status).toBe(403);
    const admin = await c.manager.json('POST', '/api/invitations', { emails: [email()], role: 'super_admin' });
    expect(admin.status).toBe(403);
    expect(admin.body.errors[0]).toMatchObject({
      code: 'forbidden',
      detail: "You don't have permission to do this. Please contact your admin.",
    });
    const mgrInvite = (await c.admin.json('POST', '/api/invitations', { emails: [email()], role: 'manager' })).body.data[0];
    expect((await c.manager.post(`/api/invitations/${mgrInvite.id}/resend`)).status).toBe(403);
    expect((await c.manager.del(`/api/invitations/${mgrInvite.id}`)).status).toBe(403);
    const userInvite = (await c.admin.json('POST', '/api/invitations', { emails: [email()], role: 'regular' })).body.data[0];
    expect((await c.manager.post(`/api/invitations/${userInvite.id}/resend`)).status).toBe(204);
    expect((await c.manager.del(`/api/invitations/${userInvite.id}`)).status).toBe(204);
  });

  it('a User cannot invite or see invitations', async () => {
    for (const who of [c.user, c.booker]) {
      expect((await who.json('POST', '/api/invitations', { emails: [email()], role: 'regular' })).status).toBe(403);
      expect((await who.json('GET', '/api/invitations')).status).toBe(403);
    }
  });

  it('keeps the booker permission chosen in the invitation', async () => {
    const to = email();
    expect((await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'regular', isBooker: true })).status).toBe(201);
    const accepted = await acceptInvitation(to);
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.user.isBooker).toBe(true);
  });

  it('an invitation whose team was deleted meanwhile still signs the invitee in', async () => {
    const team = (await c.admin.json('POST', '/api/teams', { name: `Doomed ${uid()}`, timezone: 'UTC' })).body.data;
    const to = email();
    expect((await c.admin.json('POST', '/api/invitations', { emails: [to], role: 'regular', teamIds: [team.id, sales.id] })).status).toBe(
      201,
    );
    expect((await c.admin.del(`/api/teams/${team.id}`)).status).toBe(204);
    const accepted = await acceptInvitation(to);
    expect(accepted.status).toBe(201);
    const me = (await accepted.client.json('GET', '/api/profile')).body.data;
    expect(me.teams.map((t: any) => t.id)).toEqual([sales.id]);
  });

  it('inviting a deactivated member again revives the same user with the new role', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID, { email: email('revive'), status: 'deactivated' });
    expect((await c.admin.json('POST', '/api/invitations', { emails: [u.email], role: 'manager' })).status).toBe(201);
    const accepted = await acceptInvitation(u.email, 'Revived');
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.user).toMatchObject({ id: u.id, role: 'manager', name: 'Revived' });
    expect((await c.admin.json('GET', `/api/members/${u.id}`)).body.data.status).toBe('active');
  });

  it('an unknown or malformed link is a 400, not a 500', async () => {
    expect((await describeInvite('nope')).status).toBe(400);
    const res = await acceptToken('nope', 'X', 'abc!de');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].source).toEqual({ pointer: '/token' });
  });
});

describe('listing members', () => {
  it('lists the whole organization with teams, for every role', async () => {
    for (const who of [c.admin, c.manager, c.user, c.booker]) {
      const res = await who.json('GET', '/api/members');
      expect(res.status).toBe(200);
      const emails = res.body.data.map((m: any) => m.email);
      expect(emails).toEqual(
        expect.arrayContaining(['admin@acme.test', 'manager@acme.test', 'ursula@acme.test', 'ravi@acme.test', 'booker@acme.test']),
      );
    }
    const ravi = (await c.user.json('GET', '/api/members/demo-ravi')).body.data;
    expect(ravi).toMatchObject({ id: 'demo-ravi', email: 'ravi@acme.test', role: 'regular', status: 'active' });
    expect(ravi.teams.map((t: any) => t.name)).toEqual(expect.arrayContaining(['Sales', 'Customer Success']));
    expect(ravi).not.toHaveProperty('passwordHash');
  });

  it('filters by search text, role, status and team', async () => {
    const tag = uid();
    const a = await addUser(DEMO_ACCOUNT_ID, { name: `Zed ${tag}`, role: 'manager' });
    const b = await addUser(DEMO_ACCOUNT_ID, { email: `zoe-${tag}@acme.test`, status: 'deactivated' });
    const team = (await c.admin.json('POST', '/api/teams', { name: `Filter ${tag}`, timezone: 'UTC', memberIds: [a.id, 'demo-ursula'] }))
      .body.data;

    const ids = async (query: string) => (await c.admin.json('GET', `/api/members?${query}`)).body.data.map((m: any) => m.id).sort();
    expect(await ids(`q=${tag}`)).toEqual([a.id, b.id].sort());
    expect(await ids(`q=${tag.toUpperCase()}`)).toEqual([a.id, b.id].sort());
    expect(await ids(`q=zoe-${tag}%40acme`)).toEqual([b.id]);
    expect(await ids(`q=${tag}&role=manager`)).toEqual([a.id]);
    expect(await ids(`q=${tag}&status=deactivated`)).toEqual([b.id]);
    expect(await ids(`teamId=${team.id}`)).toEqual([a.id, 'demo-ursula'].sort());
    expect(await ids(`teamId=no-such-team`)).toEqual([]);
    const managers = (await c.admin.json('GET', '/api/members?role=manager')).body.data;
    expect(managers.length).toBeGreaterThan(0);
    expect(managers.every((m: any) => m.role === 'manager')).toBe(true);
  });

  it('status=invited lists only invited people, never active members', async () => {
    const res = await c.admin.json('GET', '/api/members?status=invited');
    expect(res.status).toBe(200);
    expect(res.body.data.filter((m: any) => m.status !== 'invited').map((m: any) => `${m.email}:${m.status}`)).toEqual([]);
  });

  it('rejects bad filters with 422 naming the parameter', async () => {
    for (const q of ['role=owner', 'status=gone', `q=${'x'.repeat(101)}`]) {
      const res = await c.admin.json('GET', `/api/members?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.errors[0].source.parameter).toBe(q.split('=')[0]);
    }
  });

  it('answers 404 for an unknown member', async () => {
    const res = await c.admin.json('GET', '/api/members/no-such-member');
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe('not_found');
  });
});

describe('updating members', () => {
  it('an admin updates anyone: details, role and teams', async () => {
    const m = await addUser(DEMO_ACCOUNT_ID, { role: 'manager' });
    const res = await c.admin.json('PATCH', `/api/members/${m.id}`, {
      name: '  Renamed Person ',
      timezone: 'Europe/Paris',
      contactNumber: '+1 555 123 4567',
      linkedinUrl: 'https://linkedin.com/in/renamed',
      role: 'regular',
      isBooker: true,
      teamIds: [cs.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: m.id,
      name: 'Renamed Person',
      timezone: 'Europe/Paris',
      contactNumber: '+1 555 123 4567',
      role: 'regular',
      isBooker: true,
    });
    expect(res.body.data.teams.map((t: any) => t.id)).toEqual([cs.id]);
    const cleared = await c.admin.json('PATCH', `/api/members/${m.id}`, { linkedinUrl: '', contactNumber: null });
    expect(cleared.body.data).toMatchObject({ linkedinUrl: null, contactNumber: null, name: 'Renamed Person' });
  });

  it('validates member details with the spec wording', async () => {
    const m = await addUser(DEMO_ACCOUNT_ID);
    const cases: [object, string, string][] = [
      [{ name: '   ' }, '/name', 'Name is a required field'],
      [{ linkedinUrl: 'linkedin' }, '/linkedinUrl', 'Invalid URL'],
      [{ twitterUrl: 'ftp://x.test' }, '/twitterUrl', 'Invalid URL'],
      [{ timezone: 'Mars/Olympus' }, '/timezone', 'Invalid timezone'],
      [{ contactNumber: 'call me' }, '/contactNumber', 'Please enter a valid phone number'],
      [{ role: 'owner' }, '/role', 'Role is a required field'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await c.admin.json('PATCH', `/api/members/${m.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ status: '422', detail, source: { pointer } });
    }
  });

  it('a manager updates Users (details and teams) but not their role, and not Admins or Managers', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const ok = await c.manager.json('PATCH', `/api/members/${u.id}`, { name: 'Managed', teamIds: [sales.id] });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Managed', teams: [{ id: sales.id, name: 'Sales' }] });
    expect((await c.manager.json('PATCH', `/api/members/${u.id}`, { role: 'manager' })).status).toBe(403);
    expect((await c.manager.json('PATCH', `/api/members/${u.id}`, { role: 'regular' })).status).toBe(403);
    const other = await addUser(DEMO_ACCOUNT_ID, { role: 'manager' });
    expect((await c.manager.json('PATCH', `/api/members/${other.id}`, { name: 'X' })).status).toBe(403);
    expect((await c.manager.json('PATCH', '/api/members/demo-admin', { name: 'X' })).status).toBe(403);
    expect((await c.admin.json('GET', `/api/members/${u.id}`)).body.data.role).toBe('regular');
    expect((await c.admin.json('GET', '/api/members/demo-admin')).body.data.name).toBe('Ada Admin');
  });

  it('changing only the teams of a member (or nothing at all) works', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const res = await c.admin.json('PATCH', `/api/members/${u.id}`, { teamIds: [cs.id] });
    expect(res.status).toBe(200);
    expect(res.body.data.teams).toEqual([{ id: cs.id, name: 'Customer Success' }]);
    const managerRes = await c.manager.json('PATCH', `/api/members/${u.id}`, { teamIds: [] });
    expect(managerRes.status).toBe(200);
    expect(managerRes.body.data.teams).toEqual([]);
    const nothing = await c.admin.json('PATCH', `/api/members/${u.id}`, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body.data.id).toBe(u.id);
  });

  it("a role change applies to the member's very next request", async () => {
    const m = await addUser(DEMO_ACCOUNT_ID, { role: 'manager' });
    const session = await signIn(m.email);
    expect((await session.json('GET', '/api/invitations')).status).toBe(200);
    expect((await c.admin.json('PATCH', `/api/members/${m.id}`, { role: 'regular' })).status).toBe(200);
    expect((await session.json('GET', '/api/invitations')).status).toBe(403);
    expect((await session.json('GET', '/api/auth/session')).body.data.user.role).toBe('regular');
  });

  it('a User cannot update members', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    for (const who of [c.user, c.booker]) {
      const res = await who.json('PATCH', `/api/members/${u.id}`, { name: 'Nope' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('forbidden');
    }
  });

  it('an admin cannot remove their own Admin role', async () => {
    const a = await addUser(DEMO_ACCOUNT_ID, { role: 'super_admin' });
    const self = await signIn(a.email);
    const res = await self.json('PATCH', `/api/members/${a.id}`, { role: 'regular' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].source).toEqual({ pointer: '/role' });
  });

  it('taking a member out of a team also takes them out of its groups', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const team = (await c.admin.json('POST', '/api/teams', { name: `Grouped ${uid()}`, timezone: 'UTC', memberIds: [u.id, 'demo-ravi'] }))
      .body.data;
    const withGroup = await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G', memberIds: [u.id, 'demo-ravi'] });
    expect(withGroup.status).toBe(201);
    expect((await c.admin.json('PATCH', `/api/members/${u.id}`, { name: u.name, teamIds: [] })).status).toBe(200);
    const detail = (await c.admin.json('GET', `/api/teams/${team.id}`)).body.data;
    expect(detail.members.map((m: any) => m.id)).toEqual(['demo-ravi']);
    expect(detail.groups[0].members.map((m: any) => m.id)).toEqual(['demo-ravi']);
  });
});

describe('deactivating, deleting and reactivating members', () => {
  it("deactivation ends the target's sessions at once and blocks sign-in", async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const team = (await c.admin.json('POST', '/api/teams', { name: `Deact ${uid()}`, timezone: 'UTC', memberIds: [u.id] })).body.data;
    const victim = await signIn(u.email);
    expect((await victim.get('/api/auth/session')).status).toBe(200);
    const res = await c.admin.json('POST', `/api/members/${u.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: u.id, status: 'deactivated' });
    expect(Date.parse(res.body.data.discardedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await victim.get('/api/auth/session')).status).toBe(401);
    expect((await victim.get('/api/members')).status).toBe(401);
    const login = await new TestClient().json('POST', '/api/auth/login', { email: u.email, password: 'Demo-pass1!' });
    expect(login.status).toBe(401);
    expect(login.body.errors[0].detail).toBe('Invalid email or password');
    // A deactivated member keeps their teams but is no longer listed among the team's members.
    expect(res.body.data.teams.map((t: any) => t.id)).toEqual([team.id]);
    expect((await c.admin.json('GET', `/api/teams/${team.id}`)).body.data.members).toEqual([]);
  });

  it('deletion ends sessions, removes the member from teams and groups, and blocks sign-in', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const team = (await c.admin.json('POST', '/api/teams', { name: `Del ${uid()}`, timezone: 'UTC', memberIds: [u.id, 'demo-ravi'] })).body
      .data;
    await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G', memberIds: [u.id, 'demo-ravi'] });
    const victim = await signIn(u.email);
    const res = await c.admin.json('DELETE', `/api/members/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: u.id, status: 'deleted', teams: [] });
    expect((await victim.get('/api/auth/session')).status).toBe(401);
    expect((await new TestClient().post('/api/auth/login', { email: u.email, password: 'Demo-pass1!' })).status).toBe(401);
    expect((await c.admin.json('GET', `/api/members?status=deleted`)).body.data.map((m: any) => m.id)).toContain(u.id);
    const detail = (await c.admin.json('GET', `/api/teams/${team.id}`)).body.data;
    expect(detail.members.map((m: any) => m.id)).toEqual(['demo-ravi']);
    expect(detail.groups[0].members.map((m: any) => m.id)).toEqual(['demo-ravi']);
  });

  it('reactivation sets a role and teams and lets the member sign in again', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID, { status: 'deactivated' });
    const missingRole = await c.admin.json('POST', `/api/members/${u.id}/reactivate`, { role: null, teamIds: [cs.id] });
    expect(missingRole.status).toBe(422);
    expect(missingRole.body.errors[0]).toMatchObject({ detail: 'Role is a required field', source: { pointer: '/role' } });
    const res = await c.admin.json('POST', `/api/members/${u.id}/reactivate`, { role: 'manager', teamIds: [cs.id, 'no-such-team'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'active',
      role: 'manager',
      discardedAt: null,
      teams: [{ id: cs.id, name: 'Customer Success' }],
    });
    const back = await signIn(u.email);
    expect((await back.json('GET', '/api/auth/session')).body.data.user.role).toBe('manager');
    const again = await c.admin.json('POST', `/api/members/${u.id}/reactivate`, { role: 'regular' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('already_active');
  });

  it('a deleted member can be reactivated too', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID, { status: 'deleted' });
    const res = await c.admin.json('POST', `/api/members/${u.id}/reactivate`, { role: 'regular', teamIds: [] });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('active');
  });

  it('an admin cannot deactivate or delete themself', async () => {
    const a = await addUser(DEMO_ACCOUNT_ID, { role: 'super_admin' });
    const self = await signIn(a.email);
    for (const [method, path] of [
      ['POST', `/api/members/${a.id}/deactivate`],
      ['DELETE', `/api/members/${a.id}`],
    ] as const) {
      const res = await self.json(method, path);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].detail).toBe('You cannot deactivate or delete yourself');
    }
    expect((await self.get('/api/auth/session')).status).toBe(200);
  });

  it('only an admin deactivates, deletes or reactivates', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const gone = await addUser(DEMO_ACCOUNT_ID, { status: 'deactivated' });
    for (const who of [c.manager, c.user, c.booker]) {
      expect((await who.post(`/api/members/${u.id}/deactivate`)).status).toBe(403);
      expect((await who.del(`/api/members/${u.id}`)).status).toBe(403);
      expect((await who.post(`/api/members/${gone.id}/reactivate`, { role: 'regular' })).status).toBe(403);
    }
    expect((await c.admin.json('GET', `/api/members/${u.id}`)).body.data.status).toBe('active');
    expect((await c.admin.json('GET', `/api/members/${gone.id}`)).body.data.status).toBe('deactivated');
  });

  it('unknown members are 404 for every write', async () => {
    expect((await c.admin.post('/api/members/nobody/deactivate')).status).toBe(404);
    expect((await c.admin.del('/api/members/nobody')).status).toBe(404);
    expect((await c.admin.post('/api/members/nobody/reactivate', { role: 'regular' })).status).toBe(404);
    expect((await c.admin.patch('/api/members/nobody', { name: 'X' })).status).toBe(404);
  });
});

describe('profile', () => {
  it('reads and updates the signed-in user, whatever their role', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const me = await signIn(u.email);
    const got = await me.json('GET', '/api/profile');
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id: u.id, email: u.email, role: 'regular' });
    const res = await me.json('PATCH', '/api/profile', {
      name: 'New Me',
      timezone: 'Asia/Tokyo',
      linkedinUrl: 'https://linkedin.com/in/me',
      twitterUrl: '',
      onboarded: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: u.id,
      name: 'New Me',
      timezone: 'Asia/Tokyo',
      linkedinUrl: 'https://linkedin.com/in/me',
      twitterUrl: null,
    });
    expect((await me.json('GET', '/api/auth/session')).body.data.user).toMatchObject({ name: 'New Me', onboarded: true });
    // A profile edit cannot change the role, even if the body says so.
    const sneaky = await me.json('PATCH', '/api/profile', { role: 'super_admin', isBooker: true });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.data).toMatchObject({ role: 'regular', isBooker: false });
  });

  it('validates the profile with the spec wording', async () => {
    const u = await addUser(DEMO_ACCOUNT_ID);
    const me = await signIn(u.email);
    const cases: [object, string, string][] = [
      [{ name: '' }, '/name', 'Name is a required field'],
      [{ linkedinUrl: 'not a url' }, '/linkedinUrl', 'Invalid URL'],
      [{ twitterUrl: 'javascript:alert(1)' }, '/twitterUrl', 'Invalid URL'],
      [{ timezone: 'Nowhere/Never' }, '/timezone', 'Invalid timezone'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await me.json('PATCH', '/api/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual([{ status: '422', code: 'invalid', detail, source: { pointer } }]);
    }
    expect((await me.json('GET', '/api/profile')).body.data.name).toBe(u.name);
  });

  it('is 401 without a session', async () => {
    expect((await new TestClient().get('/api/profile')).status).toBe(401);
    expect((await new TestClient().patch('/api/profile', { name: 'X' })).status).toBe(401);
  });
});
