// Auth owns the users table; every other feature reads users through these profiles (worker/db/owners.json).
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../db/batch';
import { addOrg, addUser, db, uid } from '../../test/client';
import { activeUsers, activeUsersByEmails, insertUserStmt, listUsers, userProfile, usersByIds } from './service';

describe("auth's user profiles for other features", () => {
  it('never carry the password hash, and stay inside the organization', async () => {
    const mine = await addOrg();
    const other = await addOrg();
    const profile = await userProfile(db(), mine.accountId, mine.admin.id);
    expect(profile).toMatchObject({ id: mine.admin.id, accountId: mine.accountId, role: 'super_admin', status: 'active' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(await userProfile(db(), mine.accountId, other.admin.id)).toBeUndefined();
    expect((await usersByIds(db(), mine.accountId, [mine.admin.id, other.admin.id])).map((u) => u.id)).toEqual([mine.admin.id]);
    expect((await activeUsers(db(), mine.accountId)).map((u) => u.id)).toEqual([mine.admin.id]);
  });

  it('reads any number of ids (D1 binds at most 100 parameters a statement)', async () => {
    const { accountId } = await addOrg();
    const ids = Array.from({ length: 150 }, () => crypto.randomUUID());
    await runBatch(
      db(),
      ids.map((id) =>
        insertUserStmt(db(), { id, accountId, email: `${uid()}@many.test`, name: 'Many', role: 'regular', createdAt: Date.now() }),
      ),
    );
    expect((await usersByIds(db(), accountId, ids)).length).toBe(150);
  });

  it('keeps people who left for ledgers, and drops them when only active members count', async () => {
    const { accountId, admin } = await addOrg();
    const gone = await addUser(accountId, { status: 'deactivated', email: `Gone-${uid()}@Example.test` });
    expect((await usersByIds(db(), accountId, [admin.id, gone.id])).map((u) => u.id).sort()).toEqual([admin.id, gone.id].sort());
    expect((await usersByIds(db(), accountId, [admin.id, gone.id], { activeOnly: true })).map((u) => u.id)).toEqual([admin.id]);
    expect(await activeUsersByEmails(db(), accountId, [gone.email.toLowerCase()])).toEqual([]);
    expect((await activeUsersByEmails(db(), accountId, [admin.email.toUpperCase()])).map((u) => u.id)).toEqual([admin.id]);
  });

  it('lists by name with the member filters', async () => {
    const { accountId, admin } = await addOrg();
    const zed = await addUser(accountId, { name: 'zed Quinn' });
    const amy = await addUser(accountId, { name: 'Amy Quinn', role: 'manager' });
    await addUser(accountId, { name: 'Deleted Quinn', status: 'deleted' });
    expect((await listUsers(db(), accountId, { q: 'quinn', excludeDeleted: true })).map((u) => u.id)).toEqual([amy.id, zed.id]);
    expect((await listUsers(db(), accountId, { role: 'manager' })).map((u) => u.id)).toEqual([amy.id]);
    expect((await listUsers(db(), accountId, { status: 'active' })).map((u) => u.id)).toEqual([amy.id, admin.id, zed.id]);
  });
});
