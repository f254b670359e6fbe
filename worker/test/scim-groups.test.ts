import { describe, expect, it, vi } from 'vitest';
import { addUser, uid } from './client';
import { ERROR_SCHEMA, GROUP_SCHEMA, PATCH_OP, scimOrg } from './scim-kit';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const teamOf = async (org: Awaited<ReturnType<typeof scimOrg>>, id: string) => org.adminClient.json('GET', `/api/teams/${id}`);
const memberIds = (team: { body: any }) => (team.body.data.members as { id: string }[]).map((m) => m.id).sort();

describe('SCIM Groups are teams', () => {
  it('follows the Okta group push: create, rename with a value object, add members, remove by members[value eq], delete', async () => {
    const org = await scimOrg();
    const [ann, bob] = [await addUser(org.accountId), await addUser(org.accountId)];
    const name = `Okta Sales ${uid()}`;
    const created = await org.scim('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: name, members: [] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ schemas: [GROUP_SCHEMA], displayName: name, members: [], meta: { resourceType: 'Group' } });
    const id = created.body.id as string;
    expect((await teamOf(org, id)).body.data).toMatchObject({ name, members: [] });
    expect((await org.scim('POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: name })).body).toMatchObject({
      schemas: [ERROR_SCHEMA],
      status: '409',
      scimType: 'uniqueness',
    });

    const renamed = await org.scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { id, displayName: `${name} EMEA` } }],
    });
    expect(renamed.body).toMatchObject({ displayName: `${name} EMEA` });
    expect(renamed.status).toBe(200);
    expect((await teamOf(org, id)).body.data.name).toBe(`${name} EMEA`);

    const added = await org.scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'add',
          path: 'members',
          value: [
            { value: ann.id, display: ann.email },
            { value: bob.id, display: bob.email },
          ],
        },
      ],
    });
    expect(added.status).toBe(200);
    expect(memberIds(await teamOf(org, id))).toEqual([ann.id, bob.id].sort());
    expect((await org.scim('GET', `/Users/${ann.id}`)).body.groups.map((g: any) => g.value)).toEqual([id]);

    await org.scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${ann.id}"]` }],
    });
    expect(memberIds(await teamOf(org, id))).toEqual([bob.id]);

    const replaced = await org.scim('PUT', `/Groups/${id}`, { schemas: [GROUP_SCHEMA], displayName: name, members: [{ value: ann.id }] });
    expect(replaced.body.members.map((m: any) => m.value)).toEqual([ann.id]);
    expect((await teamOf(org, id)).body.data.name).toBe(name);

    expect((await org.scim('DELETE', `/Groups/${id}`)).status).toBe(204);
    expect((await teamOf(org, id)).status).toBe(404);
    expect((await org.scim('GET', `/Groups/${id}`)).status).toBe(404);

    const audit = (await org.adminClient.json('GET', '/api/audit-log?filter=members')).body.data.map((e: any) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['team_created', 'team_updated', 'team_members_changed', 'team_deleted']));
  });

  it('follows the Entra sequence: filter by displayName without members, Add and Remove members lists, Replace displayName', async () => {
    const org = await scimOrg();
    const [ann, bob] = [await addUser(org.accountId), await addUser(org.accountId)];
    const name = `Entra CS ${uid()}`;
    const filter = encodeURIComponent(`displayName eq "${name}"`);
    expect((await org.scim('GET', `/Groups?excludedAttributes=members&filter=${filter}`)).body.totalResults).toBe(0);
    const created = await org.scim('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: name,
      members: [],
      meta: { resourceType: 'Group' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const found = await org.scim('GET', `/Groups?excludedAttributes=members&filter=${filter}`);
    expect(found.body.Resources).toEqual([expect.objectContaining({ id, externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159' })]);
    expect(found.body.Resources[0].members).toBeUndefined();

    await org.scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: ann.id }, { value: bob.id }] }],
    });
    expect(memberIds(await teamOf(org, id))).toEqual([ann.id, bob.id].sort());
    await org.scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: bob.id }] }],
    });
    expect(memberIds(await teamOf(org, id))).toEqual([ann.id]);
    const renamed = await org.scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'displayName', value: `${name} 2` }],
    });
    expect(renamed.body.displayName).toBe(`${name} 2`);
    expect((await teamOf(org, id)).body.data.name).toBe(`${name} 2`);
  });

  it("answers 404 for another organization's team and refuses its members", async () => {
    const a = await scimOrg();
    const b = await scimOrg();
    const theirs = (await a.scim('POST', '/Groups', { displayName: `A team ${uid()}` })).body.id as string;
    const theirMember = await addUser(a.accountId);
    expect((await b.scim('GET', `/Groups/${theirs}`)).status).toBe(404);
    expect(
      (await b.scim('PATCH', `/Groups/${theirs}`, { Operations: [{ op: 'replace', path: 'displayName', value: 'Mine' }] })).status,
    ).toBe(404);
    expect((await b.scim('DELETE', `/Groups/${theirs}`)).status).toBe(404);
    expect((await b.scim('GET', '/Groups')).body.Resources.map((r: any) => r.id)).not.toContain(theirs);

    const own = (await b.scim('POST', '/Groups', { displayName: `B team ${uid()}` })).body.id as string;
    const refused = await b.scim('PATCH', `/Groups/${own}`, {
      Operations: [{ op: 'add', path: 'members', value: [{ value: theirMember.id }] }],
    });
    expect(refused).toMatchObject({ status: 400, body: { status: '400', scimType: 'invalidValue' } });
    expect((await teamOf(a, theirs)).body.data.name).toMatch(/^A team/);
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const org = await scimOrg();
    const config = await org.scim('GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 100 },
      bulk: { supported: false },
    });
    expect(config.body.authenticationSchemes[0].type).toBe('oauthbearertoken');
    expect((await org.scim('GET', '/ResourceTypes')).body.Resources.map((r: any) => r.endpoint)).toEqual(['/Users', '/Groups']);
    expect((await org.scim('GET', '/Schemas')).body.Resources.map((r: any) => r.id)).toEqual([
      'urn:ietf:params:scim:schemas:core:2.0:User',
      GROUP_SCHEMA,
    ]);
    const malformed = await org.scim('POST', '/Users', '{"userName":');
    expect(malformed).toMatchObject({ status: 400, body: { schemas: [ERROR_SCHEMA], scimType: 'invalidSyntax' } });
    expect((await org.scim('GET', '/Nope')).status).toBe(404);
  });
});
