import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { addUser, demo, uid } from './client';

// The machine may be busy (PBKDF2 sign-ins are CPU-bound): give hooks and tests room rather than flake.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

type Clients = Awaited<ReturnType<typeof demo>>;
let c: Clients;

beforeAll(async () => {
  c = await demo();
});

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

/** A fresh team (made by the admin) with fresh members, so no test depends on another. */
async function freshTeam(memberCount = 2) {
  const members = await Promise.all(Array.from({ length: memberCount }, () => addUser(DEMO_ACCOUNT_ID)));
  const res = await c.admin.json('POST', '/api/teams', {
    name: `Team ${uid()}`,
    timezone: 'Europe/Berlin',
    memberIds: members.map((m) => m.id),
  });
  expect(res.status).toBe(201);
  return { team: res.body.data, members };
}

describe('creating and updating teams', () => {
  it('an admin creates a team with a timezone and members', async () => {
    const a = await addUser(DEMO_ACCOUNT_ID);
    const name = `Outbound ${uid()}`;
    const res = await c.admin.json('POST', '/api/teams', {
      name: `  ${name}  `,
      timezone: 'Asia/Kolkata',
      memberIds: [a.id, 'demo-ravi', 'no-such-user'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name, timezone: 'Asia/Kolkata', memberCount: 2, groupCount: 0, groups: [] });
    expect(ids(res.body.data.members)).toEqual([a.id, 'demo-ravi'].sort());
    const list = (await c.admin.json('GET', '/api/teams')).body.data;
    expect(list.find((t: any) => t.id === res.body.data.id)).toEqual({
      id: res.body.data.id,
      name,
      timezone: 'Asia/Kolkata',
      memberCount: 2,
      groupCount: 0,
    });
  });

  it('does not add deactivated members to a new team', async () => {
    const gone = await addUser(DEMO_ACCOUNT_ID, { status: 'deactivated' });
    const res = await c.admin.json('POST', '/api/teams', { name: `T ${uid()}`, timezone: 'UTC', memberIds: [gone.id] });
    expect(res.status).toBe(201);
    expect(res.body.data.members).toEqual([]);
  });

  it('only an admin creates, renames or deletes a team', async () => {
    const { team } = await freshTeam(0);
    for (const who of [c.manager, c.user, c.booker]) {
      const create = await who.json('POST', '/api/teams', { name: `Nope ${uid()}`, timezone: 'UTC' });
      expect(create.status).toBe(403);
      expect(create.body.errors[0].code).toBe('forbidden');
      expect((await who.json('PATCH', `/api/teams/${team.id}`, { name: 'Renamed' })).status).toBe(403);
      expect((await who.json('DELETE', `/api/teams/${team.id}`)).status).toBe(403);
    }
    expect((await c.admin.json('GET', `/api/teams/${team.id}`)).body.data.name).toBe(team.name);
  });

  it('validates the team form with the spec wording', async () => {
    const cases: [object, string, string][] = [
      [{ name: '', timezone: 'UTC' }, '/name', 'Team name is a required field'],
      [{ name: '    ', timezone: 'UTC' }, '/name', 'Team name is a required field'],
      [{ name: 'x'.repeat(101), timezone: 'UTC' }, '/name', 'Must be at most 100 characters'],
      [{ name: 'Good', timezone: 'Mars/Olympus_Mons' }, '/timezone', 'Invalid timezone'],
      [{ name: 'Good', timezone: 42 }, '/timezone', 'Invalid timezone'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await c.admin.json('POST', '/api/teams', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0]).toEqual({ status: '422', code: 'invalid', detail, source: { pointer } });
    }
  });

  it('reports a missing team name with the spec wording', async () => {
    const res = await c.admin.json('POST', '/api/teams', { timezone: 'UTC' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ detail: 'Team name is a required field', source: { pointer: '/name' } });
  });

  it('an admin renames a team and changes its timezone', async () => {
    const { team } = await freshTeam(1);
    const res = await c.admin.json('PATCH', `/api/teams/${team.id}`, { name: 'Renamed team', timezone: 'America/Denver' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: team.id, name: 'Renamed team', timezone: 'America/Denver', memberCount: 1 });
    expect((await c.admin.json('PATCH', `/api/teams/${team.id}`, {})).body.data.name).toBe('Renamed team');
    const bad = await c.admin.json('PATCH', `/api/teams/${team.id}`, { timezone: 'Nope/Nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBe('Invalid timezone');
    expect((await c.admin.json('PATCH', '/api/teams/no-such-team', { name: 'X' })).status).toBe(404);
  });
});

describe('team members', () => {
  it('admins and managers add and remove members', async () => {
    const { team, members } = await freshTeam(1);
    const [x, y] = [await addUser(DEMO_ACCOUNT_ID), await addUser(DEMO_ACCOUNT_ID)];
    const added = await c.admin.json('POST', `/api/teams/${team.id}/members`, { userIds: [x.id] });
    expect(added.status).toBe(200);
    expect(ids(added.body.data.members)).toEqual([members[0].id, x.id].sort());
    const byManager = await c.manager.json('POST', `/api/teams/${team.id}/members`, { userIds: [y.id, x.id] });
    expect(byManager.status).toBe(200);
    expect(byManager.body.data.memberCount).toBe(3);

    const removed = await c.manager.json('DELETE', `/api/teams/${team.id}/members/${x.id}`);
    expect(removed.status).toBe(200);
    expect(ids(removed.body.data.members)).toEqual([members[0].id, y.id].sort());
    const byAdmin = await c.admin.json('DELETE', `/api/teams/${team.id}/members/${y.id}`);
    expect(ids(byAdmin.body.data.members)).toEqual([members[0].id]);
    expect((await c.admin.json('GET', `/api/members/${x.id}`)).body.data.teams).toEqual([]);
  });

  it('Users cannot change team membership', async () => {
    const { team, members } = await freshTeam(1);
    const other = await addUser(DEMO_ACCOUNT_ID);
    for (const who of [c.user, c.booker]) {
      expect((await who.json('POST', `/api/teams/${team.id}/members`, { userIds: [other.id] })).status).toBe(403);
      expect((await who.json('DELETE', `/api/teams/${team.id}/members/${members[0].id}`)).status).toBe(403);
    }
    expect(ids((await c.admin.json('GET', `/api/teams/${team.id}`)).body.data.members)).toEqual([members[0].id]);
  });

  it('needs at least one real, active member of the organization', async () => {
    const { team } = await freshTeam(0);
    const gone = await addUser(DEMO_ACCOUNT_ID, { status: 'deactivated' });
    for (const userIds of [[], ['no-such-user'], [gone.id]]) {
      const res = await c.admin.json('POST', `/api/teams/${team.id}/members`, { userIds });
      expect(res.status, JSON.stringify(userIds)).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ detail: 'Select at least one member', source: { pointer: '/userIds' } });
    }
    expect((await c.admin.json('POST', '/api/teams/no-such-team/members', { userIds: ['demo-ravi'] })).status).toBe(404);
    expect((await c.admin.json('DELETE', '/api/teams/no-such-team/members/demo-ravi')).status).toBe(404);
  });

  it('removing a member from a team also removes them from its groups', async () => {
    const { team, members } = await freshTeam(2);
    await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G', memberIds: members.map((m) => m.id) });
    const res = await c.manager.json('DELETE', `/api/teams/${team.id}/members/${members[0].id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body.data.groups[0].members)).toEqual([members[1].id]);
  });
});

describe('groups', () => {
  it('admins and managers create, rename, re-staff and delete groups', async () => {
    const { team, members } = await freshTeam(3);
    const [a, b, d] = members;
    const created = await c.manager.json('POST', `/api/teams/${team.id}/groups`, { name: ' Enterprise ', memberIds: [a.id, b.id] });
    expect(created.status).toBe(201);
    expect(created.body.data.groupCount).toBe(1);
    const group = created.body.data.groups[0];
    expect(group).toMatchObject({ teamId: team.id, name: 'Enterprise' });
    expect(ids(group.members)).toEqual([a.id, b.id].sort());

    const renamed = await c.admin.json('PATCH', `/api/groups/${group.id}`, { name: 'Strategic' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.groups[0]).toMatchObject({ id: group.id, name: 'Strategic' });
    expect(ids(renamed.body.data.groups[0].members)).toEqual([a.id, b.id].sort());

    const restaffed = await c.manager.json('PATCH', `/api/groups/${group.id}`, { memberIds: [d.id, d.id] });
    expect(restaffed.status).toBe(200);
    expect(restaffed.body.data.groups[0]).toMatchObject({ name: 'Strategic', members: [expect.objectContaining({ id: d.id })] });
    expect(restaffed.body.data.groups[0].members).toHaveLength(1);

    const emptied = await c.manager.json('PATCH', `/api/groups/${group.id}`, { memberIds: [] });
    expect(emptied.body.data.groups[0].members).toEqual([]);

    const deleted = await c.manager.json('DELETE', `/api/groups/${group.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: team.id, groupCount: 0, groups: [] });
    expect((await c.admin.json('PATCH', `/api/groups/${group.id}`, { name: 'Back' })).status).toBe(404);
    expect((await c.admin.json('DELETE', `/api/groups/${group.id}`)).status).toBe(404);
  });

  it('group members must belong to the team (422)', async () => {
    const { team, members } = await freshTeam(1);
    const outsider = await addUser(DEMO_ACCOUNT_ID);
    const res = await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G', memberIds: [members[0].id, outsider.id] });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      status: '422',
      code: 'invalid',
      detail: 'Group members must belong to the team',
      source: { pointer: '/memberIds' },
    });
    expect((await c.admin.json('GET', `/api/teams/${team.id}`)).body.data.groups).toEqual([]);

    const ok = await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G' });
    const groupId = ok.body.data.groups[0].id;
    const patch = await c.manager.json('PATCH', `/api/groups/${groupId}`, { memberIds: [outsider.id] });
    expect(patch.status).toBe(422);
    expect(patch.body.errors[0].source).toEqual({ pointer: '/memberIds' });
    const unknown = await c.manager.json('PATCH', `/api/groups/${groupId}`, { memberIds: ['no-such-user'] });
    expect(unknown.status).toBe(422);
  });

  it('validates group names', async () => {
    const { team } = await freshTeam(0);
    const res = await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ detail: 'Group name is a required field', source: { pointer: '/name' } });
    const group = (await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'Valid' })).body.data.groups[0];
    const rename = await c.admin.json('PATCH', `/api/groups/${group.id}`, { name: '' });
    expect(rename.status).toBe(422);
    expect(rename.body.errors[0].detail).toBe('Group name is a required field');
    expect((await c.admin.json('POST', '/api/teams/no-such-team/groups', { name: 'X' })).status).toBe(404);
  });

  it('Users cannot touch groups', async () => {
    const { team, members } = await freshTeam(1);
    const group = (await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'Locked', memberIds: [members[0].id] })).body.data
      .groups[0];
    for (const who of [c.user, c.booker]) {
      expect((await who.json('POST', `/api/teams/${team.id}/groups`, { name: 'Mine' })).status).toBe(403);
      expect((await who.json('PATCH', `/api/groups/${group.id}`, { name: 'Mine' })).status).toBe(403);
      expect((await who.json('DELETE', `/api/groups/${group.id}`)).status).toBe(403);
    }
    const after = (await c.admin.json('GET', `/api/teams/${team.id}`)).body.data.groups;
    expect(after).toHaveLength(1);
    expect(after[0].name).toBe('Locked');
  });
});

describe('deleting teams', () => {
  it('cascades to team members, groups and group members', async () => {
    const { team, members } = await freshTeam(2);
    const withGroups = await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G1', memberIds: [members[0].id] });
    await c.admin.json('POST', `/api/teams/${team.id}/groups`, { name: 'G2', memberIds: members.map((m) => m.id) });
    const groupId = withGroups.body.data.groups[0].id;

    const res = await c.admin.request('DELETE', `/api/teams/${team.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await c.admin.json('GET', `/api/teams/${team.id}`)).status).toBe(404);
    expect((await c.admin.json('DELETE', `/api/teams/${team.id}`)).status).toBe(404);
    expect((await c.admin.json('PATCH', `/api/groups/${groupId}`, { name: 'X' })).status).toBe(404);
    expect((await c.admin.json('GET', '/api/teams')).body.data.map((t: any) => t.id)).not.toContain(team.id);
    expect((await c.admin.json('GET', `/api/members?teamId=${team.id}`)).body.data).toEqual([]);
    expect((await c.admin.json('GET', `/api/members/${members[0].id}`)).body.data.teams).toEqual([]);
    const count = async (sql: string) => (await env.DB.prepare(sql).bind(team.id).first<{ n: number }>())!.n;
    expect(await count('select count(*) as n from team_members where team_id = ?')).toBe(0);
    expect(await count('select count(*) as n from groups where team_id = ?')).toBe(0);
    expect(await env.DB.prepare('select count(*) as n from group_members where group_id = ?').bind(groupId).first('n')).toBe(0);
    // The people themselves stay.
    expect((await c.admin.json('GET', `/api/members/${members[1].id}`)).body.data.status).toBe('active');
  });
});

describe('member counts', () => {
  it('the team list and the team agree on the member count once a member is deactivated', async () => {
    const { team, members } = await freshTeam(2);
    expect((await c.admin.json('POST', `/api/members/${members[0].id}/deactivate`)).status).toBe(200);
    const detail = (await c.admin.json('GET', `/api/teams/${team.id}`)).body.data;
    const listed = (await c.admin.json('GET', '/api/teams')).body.data.find((t: any) => t.id === team.id);
    expect(detail.memberCount).toBe(1);
    expect(listed.memberCount).toBe(detail.memberCount);
  });
});

describe('reading teams', () => {
  it('every role reads the team list and a team with its members and groups', async () => {
    for (const who of [c.admin, c.manager, c.user, c.booker]) {
      const list = await who.json('GET', '/api/teams');
      expect(list.status).toBe(200);
      const sales = list.body.data.find((t: any) => t.name === 'Sales');
      expect(sales).toMatchObject({ timezone: 'America/New_York' });
      expect(sales.memberCount).toBeGreaterThanOrEqual(4);
      expect(sales.groupCount).toBeGreaterThanOrEqual(2);
      const one = await who.json('GET', `/api/teams/${sales.id}`);
      expect(one.status).toBe(200);
      expect(one.body.data.members.map((m: any) => m.email)).toEqual(
        expect.arrayContaining(['ursula@acme.test', 'ravi@acme.test', 'booker@acme.test', 'manager@acme.test']),
      );
      expect(one.body.data.groups.map((g: any) => g.name)).toEqual(expect.arrayContaining(['Enterprise', 'Mid-market']));
      const enterprise = one.body.data.groups.find((g: any) => g.name === 'Enterprise');
      expect(ids(enterprise.members)).toEqual(['demo-manager', 'demo-ursula']);
    }
  });

  it('answers 404 for an unknown team', async () => {
    const res = await c.user.json('GET', '/api/teams/no-such-team');
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });
});
