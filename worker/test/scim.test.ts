import { describe, expect, it, vi } from 'vitest';
import { addUser, signIn, uid } from './client';
import { ERROR_SCHEMA, PATCH_OP, USER_SCHEMA, scimCall, scimOrg } from './scim-kit';

// The machine may be busy (PBKDF2 sign-ins are CPU-bound): give hooks and tests room rather than flake.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const expectScimError = (res: { status: number; type: string | null; body: any }, status: number, scimType?: string) => {
  expect(res.status).toBe(status);
  expect(res.type).toContain('application/scim+json');
  expect(res.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}) });
  expect(typeof res.body.detail).toBe('string');
};

describe('SCIM token', () => {
  it('answers 401 without a token, with a wrong one, and once the token is rotated or revoked', async () => {
    const org = await scimOrg();
    expectScimError(await scimCall(null, 'GET', '/Users'), 401);
    expectScimError(await scimCall('scim_not-a-real-token', 'GET', '/Users'), 401);
    expectScimError(await scimCall(org.token.slice(0, -2), 'GET', '/Users'), 401);
    expect((await org.scim('GET', '/Users')).status).toBe(200);

    const rotated = await org.adminClient.json('POST', '/api/security/scim');
    expect(rotated.status).toBe(201);
    expect(rotated.body.data.token).not.toBe(org.token);
    expectScimError(await scimCall(org.token, 'GET', '/Users'), 401);
    expect((await scimCall(rotated.body.data.token, 'GET', '/ServiceProviderConfig')).status).toBe(200);

    expect((await org.adminClient.json('DELETE', '/api/security/scim')).status).toBe(204);
    expectScimError(await scimCall(rotated.body.data.token, 'GET', '/Users'), 401);
    expect((await org.adminClient.json('DELETE', '/api/security/scim')).status).toBe(404);
  });

  it('is shown once: the status answer never carries it, and only Admins manage it', async () => {
    const org = await scimOrg();
    const status = await org.adminClient.json('GET', '/api/security/scim');
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ configured: true, createdByName: 'Org Admin' });
    expect(status.body.data.baseUrl).toMatch(/\/scim\/v2$/);
    expect(JSON.stringify(status.body)).not.toContain(org.token);
    expect(status.body.data.token).toBeUndefined();
    const manager = await addUser(org.accountId, { role: 'manager' });
    const managerClient = await signIn(manager.email);
    expect((await managerClient.json('GET', '/api/security/scim')).status).toBe(403);
    expect((await managerClient.json('POST', '/api/security/scim')).status).toBe(403);
    const audit = await org.adminClient.json('GET', '/api/audit-log?filter=security');
    expect(audit.body.data.map((e: any) => e.action)).toContain('scim_token_generated');
  });
});

describe('Okta provisioning sequence', () => {
  it('looks the user up, creates, reads, updates, deactivates and reactivates them', async () => {
    const org = await scimOrg();
    const email = `okta-${uid()}@${org.domain}`;
    const lookup = await org.scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    const created = await org.scim('POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName: email,
      name: { givenName: 'Otto', familyName: 'Kta' },
      emails: [{ primary: true, value: email, type: 'work' }],
      displayName: 'Otto Kta',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: 'never-used-1A!',
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.type).toContain('application/scim+json');
    expect(created.body).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: email,
      externalId: '00ujl29u0le5T6Aj10h7',
      name: { givenName: 'Otto', familyName: 'Kta' },
      active: true,
      meta: { resourceType: 'User' },
    });
    const id = created.body.id as string;
    expectScimError(await org.scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: email }), 409, 'uniqueness');

    // A Member with the spec's default role (User), visible to the Admin.
    const member = await org.adminClient.json('GET', `/api/members/${id}`);
    expect(member.body.data).toMatchObject({ email, name: 'Otto Kta', role: 'regular', status: 'active' });
    expect((await org.scim('GET', `/Users/${id}`)).body.userName).toBe(email);

    const put = await org.scim('PUT', `/Users/${id}`, {
      schemas: [USER_SCHEMA],
      id,
      userName: email,
      name: { givenName: 'Otto', familyName: 'Renamed' },
      emails: [{ primary: true, value: email, type: 'work' }],
      active: true,
      externalId: '00ujl29u0le5T6Aj10h7',
    });
    expect(put.status).toBe(200);
    expect(put.body.displayName).toBe('Otto Renamed');

    const off = await org.scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await org.adminClient.json('GET', `/api/members/${id}`)).body.data.status).toBe('deactivated');

    const on = await org.scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(on.body.active).toBe(true);
    expect((await org.adminClient.json('GET', `/api/members/${id}`)).body.data).toMatchObject({ status: 'active', role: 'regular' });

    const audit = (await org.adminClient.json('GET', '/api/audit-log?filter=members')).body.data as any[];
    const mine = audit.filter((e) => e.member?.id === id).map((e) => e.action);
    expect(mine).toEqual(expect.arrayContaining(['member_provisioned', 'member_updated', 'member_deactivated', 'member_reactivated']));
    expect(audit.find((e) => e.action === 'member_provisioned' && e.member?.id === id).actor.name).toBe('SCIM provisioning');
  });
});

describe('Microsoft Entra provisioning sequence', () => {
  it('creates, patches attributes with capitalised ops, disables with "False" and deletes', async () => {
    const org = await scimOrg();
    const email = `entra-${uid()}@${org.domain}`;
    const lookup = await org.scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`);
    expect(lookup.body.totalResults).toBe(0);
    const created = await org.scim('POST', '/Users', {
      schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: email,
      active: true,
      emails: [{ primary: true, type: 'work', value: email }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Ed Entra', familyName: 'Entra', givenName: 'Ed' },
      roles: [],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const byExternal = await org.scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`);
    expect(byExternal.body.Resources.map((r: any) => r.id)).toEqual([id]);

    const patched = await org.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.familyName', value: 'Updated' },
        { op: 'Add', path: 'title', value: 'Account Executive' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: email },
      ],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ displayName: 'Ed Updated', name: { givenName: 'Ed', familyName: 'Updated' } });

    const disabled = await org.scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.body.active).toBe(false);
    expect(
      (await org.scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] }))
        .body.active,
    ).toBe(true);
    expectScimError(
      await org.scim('PATCH', `/Users/${id}`, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'maybe' }] }),
      400,
      'invalidValue',
    );

    expect((await org.scim('DELETE', `/Users/${id}`)).status).toBe(204);
    expectScimError(await org.scim('GET', `/Users/${id}`), 404);
    expect((await org.adminClient.json('GET', `/api/members/${id}`)).body.data.status).toBe('deleted');
    // Provisioned again later: the same member comes back rather than a second account.
    const again = await org.scim('POST', '/Users', { schemas: [USER_SCHEMA], userName: email, displayName: 'Ed Again' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id, active: true, displayName: 'Ed Again' });
  });
});

describe('deactivation', () => {
  it("ends the member's sessions at once: their signed-in browser gets 401 on its next call", async () => {
    const org = await scimOrg();
    const leaver = await addUser(org.accountId);
    const browser = await signIn(leaver.email);
    expect((await browser.json('GET', '/api/profile')).status).toBe(200);
    const off = await org.scim('PATCH', `/Users/${leaver.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(off.status).toBe(200);
    expect((await browser.json('GET', '/api/profile')).status).toBe(401);
    await expect(signIn(leaver.email)).rejects.toThrow(/401/);
  });
});

describe('filter and paging', () => {
  it('pages with startIndex and count, matches userName in any case, and refuses other filters', async () => {
    const org = await scimOrg();
    const added = [];
    for (let i = 0; i < 4; i++) added.push(await addUser(org.accountId, { name: `Paged ${i}` }));
    const all = await org.scim('GET', '/Users');
    expect(all.body.totalResults).toBe(5);
    const page = await org.scim('GET', '/Users?startIndex=2&count=2');
    expect(page.body).toMatchObject({ totalResults: 5, startIndex: 2, itemsPerPage: 2 });
    expect(page.body.Resources.map((r: any) => r.id)).toEqual(all.body.Resources.slice(1, 3).map((r: any) => r.id));
    expect((await org.scim('GET', '/Users?startIndex=5&count=10')).body.itemsPerPage).toBe(1);
    expect((await org.scim('GET', '/Users?count=0')).body).toMatchObject({ totalResults: 5, itemsPerPage: 0, Resources: [] });

    const one = await org.scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${added[2].email.toUpperCase()}"`)}`);
    expect(one.body.Resources.map((r: any) => r.id)).toEqual([added[2].id]);
    expectScimError(await org.scim('GET', `/Users?filter=${encodeURIComponent('name.givenName sw "P"')}`), 400, 'invalidFilter');
  });
});

describe('organizations', () => {
  it("answer 404 for another organization's users, and never list them", async () => {
    const a = await scimOrg();
    const b = await scimOrg();
    const theirs = await addUser(a.accountId);
    expectScimError(await b.scim('GET', `/Users/${theirs.id}`), 404);
    expectScimError(await b.scim('PATCH', `/Users/${theirs.id}`, { Operations: [{ op: 'replace', value: { active: false } }] }), 404);
    expectScimError(await b.scim('DELETE', `/Users/${theirs.id}`), 404);
    expect((await b.scim('GET', '/Users')).body.Resources.map((r: any) => r.id)).not.toContain(theirs.id);
    expect((await a.adminClient.json('GET', `/api/members/${theirs.id}`)).body.data.status).toBe('active');
    // An address is one user's: another organization cannot take over a member by provisioning their e-mail.
    expectScimError(await b.scim('POST', '/Users', { userName: theirs.email }), 409, 'uniqueness');
  });
});
