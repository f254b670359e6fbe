import { describe, expect, it } from 'vitest';
import { addOrg, addUser, signIn, uid } from './client';

describe('audit log', () => {
  it('records role changes (once per change); admins filter and page it, others may not read it', async () => {
    const org = await addOrg();
    const member = await addUser(org.accountId, { email: `m-${uid()}@${org.domain}`, role: 'regular', name: 'Mia Member' });
    const admin = await signIn(org.admin.email);
    expect((await admin.json('PATCH', `/api/members/${member.id}`, { role: 'manager' })).status).toBe(200);
    expect((await admin.json('PATCH', `/api/members/${member.id}`, { role: 'manager' })).status).toBe(200);
    const page = await admin.json('GET', '/api/audit-log?filter=members');
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([
      expect.objectContaining({
        action: 'role_changed',
        label: 'Role changed',
        member: { id: member.id, name: 'Mia Member', email: member.email },
        actor: expect.objectContaining({ name: 'Org Admin' }),
        detail: { from: 'regular', to: 'manager' },
      }),
    ]);
    for (const role of ['regular', 'manager', 'regular']) await admin.json('PATCH', `/api/members/${member.id}`, { role });
    const first = await admin.json('GET', '/api/audit-log?limit=2');
    expect(first.body.data).toHaveLength(2);
    const second = await admin.json('GET', `/api/audit-log?limit=2&cursor=${first.body.meta.nextCursor}`);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.data[0].id).not.toBe(first.body.data[1].id);
    expect((await admin.json('GET', '/api/audit-log?filter=integrations')).body.data).toEqual([]);
    expect((await admin.json('GET', '/api/audit-log?from=2020-01-02&to=2020-01-01')).status).toBe(422);
    expect((await admin.json('GET', '/api/audit-log?filter=everything')).status).toBe(422);
    const user = await signIn(member.email);
    expect((await user.json('GET', '/api/audit-log')).status).toBe(403);
    const other = await addOrg();
    expect((await (await signIn(other.admin.email)).json('GET', '/api/audit-log')).body.data).toEqual([]);
  });
});
