import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { TestClient, acceptInvitation, addUser, apiErrorProblems, demo, lastEmailLink, uid } from './client';
import { redirectRuleBody, router, routerBody } from './router-helpers';

// The machine may be busy (PBKDF2 sign-ins are CPU-bound): give hooks and tests room rather than flake.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

type Clients = Awaited<ReturnType<typeof demo>>;

/** Organization A is the demo organization; B is a second one made through the real sign-up flow. */
let a: Clients;
const A = { salesId: '', groupId: '', pendingInviteId: '', pendingInviteEmail: '', deactivatedId: '', routerId: '', redirectRuleId: '' };
const B = {
  accountId: '',
  domain: '',
  adminEmail: '',
  teamId: '',
  groupId: '',
  memberId: '',
  memberEmail: '',
  deactivatedId: '',
  inviteId: '',
};
let bAdmin: TestClient;
let bUser: TestClient;

beforeAll(async () => {
  a = await demo();
  const teams = (await a.admin.json('GET', '/api/teams')).body.data;
  A.salesId = teams.find((t: any) => t.name === 'Sales').id;
  A.groupId = (await a.admin.json('GET', `/api/teams/${A.salesId}`)).body.data.groups.find((g: any) => g.name === 'Enterprise').id;
  A.pendingInviteEmail = `a-pending-${uid()}@elsewhere.test`;
  A.pendingInviteId = (
    await a.admin.json('POST', '/api/invitations', { emails: [A.pendingInviteEmail], role: 'regular', teamIds: [A.salesId] })
  ).body.data[0].id;
  A.deactivatedId = (await addUser(DEMO_ACCOUNT_ID, { status: 'deactivated' })).id;
  A.routerId = (await router(a.admin)).id;
  A.redirectRuleId = (await a.admin.json('POST', '/api/redirect-rules', redirectRuleBody())).body.data.id;

  B.domain = `${uid()}.test`;
  B.adminEmail = `boss@${B.domain}`;
  bAdmin = new TestClient();
  await bAdmin.json('POST', '/api/auth/signup', {
    company: 'Other Org',
    name: 'Boss',
    email: B.adminEmail,
    password: 'Other-pass1!',
    confirmPassword: 'Other-pass1!',
  });
  const token = new URL((await lastEmailLink(B.adminEmail))!).searchParams.get('token');
  const reg = await bAdmin.json('POST', '/api/auth/register', { token });
  expect(reg.status).toBe(201);
  B.accountId = reg.body.data.account.id;
  expect(B.accountId).not.toBe(DEMO_ACCOUNT_ID);

  B.teamId = (await bAdmin.json('POST', '/api/teams', { name: 'B Team', timezone: 'UTC' })).body.data.id;
  B.memberEmail = `member@${B.domain}`;
  expect((await bAdmin.json('POST', '/api/invitations', { emails: [B.memberEmail], role: 'regular', teamIds: [B.teamId] })).status).toBe(
    201,
  );
  const accepted = await acceptInvitation(B.memberEmail, 'B Member');
  expect(accepted.status).toBe(201);
  bUser = accepted.client;
  B.memberId = accepted.body.data.user.id;
  B.groupId = (
    await bAdmin.json('POST', `/api/teams/${B.teamId}/groups`, { name: 'B Group', memberIds: [B.memberId] })
  ).body.data.groups[0].id;
  B.deactivatedId = (await addUser(B.accountId, { status: 'deactivated' })).id;
  B.inviteId = (
    await bAdmin.json('POST', '/api/invitations', { emails: [`b-pending-${uid()}@${B.domain}`], role: 'regular' })
  ).body.data[0].id;
});

/** Every tenant row of an organization, so a test can prove nothing of it changed. */
async function snapshot(accountId: string) {
  const q = (sql: string) =>
    env.DB.prepare(sql)
      .bind(accountId)
      .all()
      .then((r) => r.results);
  return {
    account: await q('select * from accounts where id = ?'),
    users: await q('select * from users where account_id = ? order by id'),
    teams: await q('select * from teams where account_id = ? order by id'),
    teamMembers: await q('select * from team_members where account_id = ? order by team_id, user_id'),
    groups: await q('select * from groups where account_id = ? order by id'),
    groupMembers: await q('select * from group_members where account_id = ? order by group_id, user_id'),
    invitations: await q('select * from invitations where account_id = ? order by id'),
    outbox: await q('select id from outbox where account_id = ? order by id'),
    routers: await q('select * from routers where account_id = ? order by id'),
    redirectRules: await q('select * from redirect_rules where account_id = ? order by id'),
  };
}

const A_WORDS = ['ursula', 'acme', 'Sales', 'Enterprise', 'Ada Admin', 'a-pending'];

describe('cross-account isolation', () => {
  it("every by-id route answers 404 for the other organization's rows and changes nothing", async () => {
    const attacks: [string, string, unknown?][] = [
      ['GET', '/api/members/demo-ursula'],
      ['PATCH', '/api/members/demo-ursula', { name: 'Pwned' }],
      ['PATCH', '/api/members/demo-ursula', { teamIds: [B.teamId] }],
      ['POST', '/api/members/demo-ursula/deactivate'],
      ['DELETE', '/api/members/demo-ursula'],
      ['POST', `/api/members/${A.deactivatedId}/reactivate`, { role: 'super_admin', teamIds: [] }],
      ['GET', `/api/teams/${A.salesId}`],
      ['PATCH', `/api/teams/${A.salesId}`, { name: 'Pwned' }],
      ['DELETE', `/api/teams/${A.salesId}`],
      ['POST', `/api/teams/${A.salesId}/members`, { userIds: [B.memberId] }],
      ['DELETE', `/api/teams/${A.salesId}/members/demo-ursula`],
      ['POST', `/api/teams/${A.salesId}/groups`, { name: 'Pwned', memberIds: [] }],
      ['PATCH', `/api/groups/${A.groupId}`, { name: 'Pwned' }],
      ['PATCH', `/api/groups/${A.groupId}`, { memberIds: [] }],
      ['DELETE', `/api/groups/${A.groupId}`],
      ['POST', `/api/invitations/${A.pendingInviteId}/resend`],
      ['DELETE', `/api/invitations/${A.pendingInviteId}`],
      ['GET', `/api/routers/${A.routerId}`],
      ['GET', `/api/routers/${A.routerId}/installation`],
      [
        'PUT',
        `/api/routers/${A.routerId}?confirmFormReset=true`,
        routerBody({ formId: 'f', meetingTypeId: 'm', distributionRuleIds: ['d'] }, { name: 'Pwned' }),
      ],
      ['DELETE', `/api/routers/${A.routerId}`],
      ['GET', `/api/redirect-rules/${A.redirectRuleId}`],
      ['PUT', `/api/redirect-rules/${A.redirectRuleId}`, redirectRuleBody({ name: 'Pwned' })],
      ['DELETE', `/api/redirect-rules/${A.redirectRuleId}`],
      ['POST', `/api/redirect-rules/${A.redirectRuleId}/duplicate`],
    ];
    const before = await snapshot(DEMO_ACCOUNT_ID);
    const outboxBefore = await env.DB.prepare('select count(*) as n from outbox where "to" = ?').bind(A.pendingInviteEmail).first('n');
    const problems: string[] = [];
    for (const [method, path, body] of attacks) {
      const res = await bAdmin.request(method, path, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
      const text = await res.text();
      if (res.status !== 404) problems.push(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      else problems.push(...apiErrorProblems(404, JSON.parse(text)).map((p) => `${method} ${path}: ${p}`));
      for (const word of A_WORDS) if (text.toLowerCase().includes(word.toLowerCase())) problems.push(`${method} ${path} leaks "${word}"`);
    }
    // A User of B gets the same answers for reads.
    for (const path of ['/api/members/demo-ursula', `/api/teams/${A.salesId}`]) {
      const res = await bUser.request('GET', path);
      if (res.status !== 404) problems.push(`B user GET ${path}: ${res.status}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot(DEMO_ACCOUNT_ID)).toEqual(before);
    expect(await env.DB.prepare('select count(*) as n from outbox where "to" = ?').bind(A.pendingInviteEmail).first('n')).toBe(
      outboxBefore,
    );
    // And A's own people are unaffected: their sessions still work.
    expect((await a.user.get('/api/auth/session')).status).toBe(200);
  });

  it('foreign ids inside request bodies are ignored or refused, never linked', async () => {
    const before = await snapshot(DEMO_ACCOUNT_ID);

    const add = await bAdmin.json('POST', `/api/teams/${B.teamId}/members`, { userIds: ['demo-ursula'] });
    expect(add.status).toBe(422);
    const created = await bAdmin.json('POST', '/api/teams', {
      name: `B2 ${uid()}`,
      timezone: 'UTC',
      memberIds: ['demo-ursula', 'demo-admin'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.members).toEqual([]);
    const group = await bAdmin.json('POST', `/api/teams/${B.teamId}/groups`, { name: 'Mixed', memberIds: [B.memberId, 'demo-ursula'] });
    expect(group.status).toBe(422);
    const regroup = await bAdmin.json('PATCH', `/api/groups/${B.groupId}`, { memberIds: ['demo-ursula'] });
    expect(regroup.status).toBe(422);
    const moved = await bAdmin.json('PATCH', `/api/members/${B.memberId}`, { name: 'B Member', teamIds: [A.salesId, B.teamId] });
    expect(moved.status).toBe(200);
    expect(moved.body.data.teams).toEqual([{ id: B.teamId, name: 'B Team' }]);
    const invited = await bAdmin.json('POST', '/api/invitations', {
      emails: [`x-${uid()}@${B.domain}`],
      role: 'regular',
      teamIds: [A.salesId],
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data[0].teamIds).toEqual([]);
    const revived = await bAdmin.json('POST', `/api/members/${B.deactivatedId}/reactivate`, { role: 'regular', teamIds: [A.salesId] });
    expect(revived.status).toBe(200);
    expect(revived.body.data.teams).toEqual([]);
    expect((await bAdmin.json('GET', `/api/members?teamId=${A.salesId}`)).body.data).toEqual([]);
    expect((await bAdmin.json('DELETE', `/api/teams/${B.teamId}/members/demo-ursula`)).status).toBe(200);

    expect(await snapshot(DEMO_ACCOUNT_ID)).toEqual(before);
    const bTeam = (await bAdmin.json('GET', `/api/teams/${B.teamId}`)).body.data;
    expect(bTeam.members.map((m: any) => m.id)).toEqual([B.memberId]);
  });

  it("listings never include the other organization's rows", async () => {
    const aIds = { members: (await a.admin.json('GET', '/api/members')).body.data.map((m: any) => m.id) as string[] };
    const bViews = [bAdmin, bUser];
    for (const who of bViews) {
      const members = (await who.json('GET', '/api/members')).body.data;
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((m: any) => !m.email.endsWith('@acme.test'))).toBe(true);
      expect(members.map((m: any) => m.id).filter((id: string) => aIds.members.includes(id))).toEqual([]);
      for (const query of ['q=ursula', 'q=acme', 'role=manager', 'status=deactivated', 'status=deleted', `teamId=${A.salesId}`]) {
        const found = (await who.json('GET', `/api/members?${query}`)).body.data;
        expect(
          found.filter((m: any) => aIds.members.includes(m.id)),
          query,
        ).toEqual([]);
      }
      const teams = (await who.json('GET', '/api/teams')).body.data.map((t: any) => t.id);
      expect(teams).not.toContain(A.salesId);
      const org = (await who.json('GET', '/api/organization')).body.data;
      expect(org).toMatchObject({ id: B.accountId, company: 'Other Org' });
    }
    const bInvites = (await bAdmin.json('GET', '/api/invitations')).body.data.map((i: any) => i.id);
    expect(bInvites).toContain(B.inviteId);
    expect(bInvites).not.toContain(A.pendingInviteId);

    // And the other way round.
    const aMembers = (await a.admin.json('GET', '/api/members')).body.data.map((m: any) => m.id);
    expect(aMembers).not.toContain(B.memberId);
    expect(aMembers).not.toContain(B.deactivatedId);
    const aTeams = (await a.user.json('GET', '/api/teams')).body.data.map((t: any) => t.id);
    expect(aTeams).not.toContain(B.teamId);
    const aInvites = (await a.manager.json('GET', '/api/invitations')).body.data.map((i: any) => i.id);
    expect(aInvites).not.toContain(B.inviteId);
    expect((await a.admin.json('GET', `/api/teams/${B.teamId}`)).status).toBe(404);
    expect((await a.admin.json('GET', `/api/members/${B.memberId}`)).status).toBe(404);
    expect((await a.admin.json('PATCH', `/api/groups/${B.groupId}`, { name: 'x' })).status).toBe(404);
    expect((await a.admin.json('DELETE', `/api/invitations/${B.inviteId}`)).status).toBe(404);
  });

  it('updating the organization and profile only ever touches the caller’s own rows', async () => {
    const before = await snapshot(DEMO_ACCOUNT_ID);
    expect((await bAdmin.json('PATCH', '/api/organization', { company: 'Other Org', timeFormat: '24h' })).status).toBe(200);
    expect((await bUser.json('PATCH', '/api/profile', { name: 'B Member' })).status).toBe(200);
    expect(await snapshot(DEMO_ACCOUNT_ID)).toEqual(before);
  });

  it("an organization cannot capture sign-ups from another organization's domain", async () => {
    // acme.test belongs to the demo organization (its e-mail domain and allowlist).
    await bAdmin.json('PATCH', '/api/organization', { signupMode: 'allowed_domains', domainAllowlist: [B.domain, 'acme.test'] });
    const email = `newhire-${uid()}@acme.test`;
    const c = new TestClient();
    await c.json('POST', '/api/auth/signup', {
      company: 'Acme Inc.',
      name: 'New Hire',
      email,
      password: 'Hire-pass1!',
      confirmPassword: 'Hire-pass1!',
    });
    const token = new URL((await lastEmailLink(email))!).searchParams.get('token');
    const reg = await c.json('POST', '/api/auth/register', { token });
    await bAdmin.json('PATCH', '/api/organization', { signupMode: 'invite_only', domainAllowlist: [B.domain] });
    expect(reg.status).toBe(201);
    expect(reg.body.data.account.id).not.toBe(B.accountId);
  });
});
