import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_SEGMENTS, SEGMENT_MESSAGES } from '../contracts/segments';
import { addOrg, addUser, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Segments (spec section 5 "Segments are global or personal"; section 8 "Segment limit reached, delete a segment."). */
let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let manager: TestClient;
let rep: TestClient;
let other: TestClient;
let repId: string;
const tag = uid();

async function record(body: Record<string, unknown>) {
  const res = await admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function segment(client: TestClient, body: Record<string, unknown>, status = 201) {
  const res = await client.json('POST', '/api/segments', { module: 'account', scope: 'personal', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

const names = (body: { data: { name: string }[] }) => body.data.map((r) => r.name).sort();

beforeAll(async () => {
  org = await addOrg();
  admin = await signIn(org.admin.email);
  const m = await addUser(org.accountId, { email: `mgr-${uid()}@${org.domain}`, role: 'manager' });
  const u1 = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}` });
  const u2 = await addUser(org.accountId, { email: `oth-${uid()}@${org.domain}` });
  repId = u1.id;
  manager = await signIn(m.email);
  rep = await signIn(u1.email);
  other = await signIn(u2.email);
  await record({ module: 'account', name: 'Alpha Enterprise', domain: `alpha-${tag}.test`, fields: { tier: 'Enterprise', seats: 500 } });
  await record({ module: 'account', name: 'Beta Enterprise', domain: `beta-${tag}.test`, fields: { tier: 'enterprise', seats: 40 } });
  await record({ module: 'account', name: 'Gamma', domain: `gamma-${tag}.test`, fields: { tier: 'SMB', seats: 5 }, ownerUserId: repId });
  await record({ module: 'account', name: 'Delta', domain: `delta-${tag}.test` });
  await record({ module: 'contact', name: 'Cora', email: `cora@alpha-${tag}.test` });
});

describe('segment filters', () => {
  it('counts exactly and lists the filtered records, AND and OR', async () => {
    const all = (
      await segment(admin, {
        name: 'Big enterprise',
        scope: 'global',
        conditions: [
          { field: 'tier', operator: 'equals', value: 'ENTERPRISE' },
          { field: 'seats', operator: 'at_least', value: '100' },
        ],
      })
    ).data;
    expect(all.count).toBe(1);
    const any = (
      await segment(admin, {
        name: 'Enterprise or tiny',
        match: 'any',
        conditions: [
          { field: 'tier', operator: 'equals', value: 'enterprise' },
          { field: 'seats', operator: 'at_most', value: '5' },
        ],
      })
    ).data;
    expect(any.count).toBe(3);
    const page = await admin.json('GET', `/api/segments/${any.id}/records?pageSize=2`);
    expect(page.status).toBe(200);
    expect(page.body.meta.total).toBe(3);
    expect(page.body.data).toHaveLength(2);
    const rest = await admin.json('GET', `/api/segments/${any.id}/records?pageSize=2&page=2`);
    expect(names({ data: [...page.body.data, ...rest.body.data] })).toEqual(['Alpha Enterprise', 'Beta Enterprise', 'Gamma']);
    const empty = (await segment(admin, { name: 'No tier', conditions: [{ field: 'tier', operator: 'empty' }] })).data;
    expect(empty.count).toBe(1);
    const starts = (await segment(admin, { name: 'Starts B', conditions: [{ field: 'name', operator: 'starts_with', value: 'b' }] })).data;
    expect(starts.count).toBe(1);
    const contacts = (
      await segment(admin, {
        module: 'contact',
        name: 'Alpha people',
        conditions: [{ field: 'email', operator: 'contains', value: 'alpha-' }],
      })
    ).data;
    expect(contacts.count).toBe(1);
    // The live count moves with the records.
    await record({ module: 'account', name: 'Epsilon', domain: `eps-${tag}.test`, fields: { tier: 'Enterprise', seats: 900 } });
    expect((await admin.json('GET', `/api/segments/${all.id}`)).body.data.count).toBe(2);
  });

  it('a User counts only the records they see', async () => {
    const seg = (await segment(admin, { name: 'Everyone', scope: 'global', conditions: [{ field: 'name', operator: 'not_empty' }] })).data;
    const theirs = await rep.json('GET', `/api/segments/${seg.id}`);
    expect(theirs.body.data.count).toBe(1);
    expect(names(await rep.json('GET', `/api/segments/${seg.id}/records`).then((r) => r.body))).toEqual(['Gamma']);
  });

  it('refuses unknown fields and missing values with field pointers', async () => {
    const bad = await segment(admin, { name: 'Bad', conditions: [{ field: 'tier', operator: 'equals' }] }, 422);
    expect(bad.errors[0]).toMatchObject({ detail: SEGMENT_MESSAGES.valueRequired, source: { pointer: '/conditions/0/value' } });
    const unknown = await segment(admin, { name: 'Bad', conditions: [{ field: 'tier$', operator: 'not_empty' }] }, 422);
    expect(unknown.errors[0]).toMatchObject({ detail: SEGMENT_MESSAGES.unknownField, source: { pointer: '/conditions/0/field' } });
    const worse = await segment(admin, { name: 'Bad', conditions: [] }, 422);
    expect(JSON.stringify(worse)).toContain(SEGMENT_MESSAGES.conditionRequired);
  });
});

describe('global and personal segments', () => {
  it('shows a personal segment to its creator only; the rest get a 404', async () => {
    const mine = (await segment(rep, { name: 'Mine', conditions: [{ field: 'name', operator: 'not_empty' }] })).data;
    expect(mine.editable).toBe(true);
    const list = await other.json('GET', '/api/segments?module=account');
    expect(list.body.data.map((s: { id: string }) => s.id)).not.toContain(mine.id);
    for (const client of [other, admin])
      for (const [method, path] of [
        ['GET', `/api/segments/${mine.id}`],
        ['GET', `/api/segments/${mine.id}/records`],
        ['PATCH', `/api/segments/${mine.id}`],
        ['DELETE', `/api/segments/${mine.id}`],
      ] as const)
        expect((await client.json(method, path, method === 'PATCH' ? { name: 'x' } : undefined)).status).toBe(404);
    expect((await rep.json('PATCH', `/api/segments/${mine.id}`, { name: 'Mine, renamed' })).body.data.name).toBe('Mine, renamed');
  });

  it('lets Admins and Managers make and change global segments, not Users', async () => {
    const refused = await segment(rep, { name: 'Team', scope: 'global', conditions: [{ field: 'name', operator: 'not_empty' }] }, 403);
    expect(JSON.stringify(refused)).toContain(SEGMENT_MESSAGES.globalNeedsManager);
    const global = (await segment(manager, { name: 'Team', scope: 'global', conditions: [{ field: 'name', operator: 'not_empty' }] })).data;
    const seen = await rep.json('GET', `/api/segments/${global.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.editable).toBe(false);
    expect((await rep.json('PATCH', `/api/segments/${global.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await rep.json('DELETE', `/api/segments/${global.id}`)).status).toBe(403);
    expect((await admin.json('PATCH', `/api/segments/${global.id}`, { name: 'Team, renamed' })).status).toBe(200);
    expect((await manager.json('DELETE', `/api/segments/${global.id}`)).status).toBe(204);
    expect((await admin.json('GET', `/api/segments/${global.id}`)).status).toBe(404);
  });

  it('is a 404 from another organization', async () => {
    const seg = (await segment(admin, { name: 'Ours', scope: 'global', conditions: [{ field: 'name', operator: 'not_empty' }] })).data;
    const stranger = await addOrg();
    const them = await signIn(stranger.admin.email);
    expect((await them.json('GET', `/api/segments/${seg.id}`)).status).toBe(404);
    expect((await them.json('GET', `/api/segments/${seg.id}/records`)).status).toBe(404);
    expect((await them.json('DELETE', `/api/segments/${seg.id}`)).status).toBe(404);
    expect((await them.json('GET', '/api/segments?module=account')).body.data).toEqual([]);
  });
});

describe('the segment limit', () => {
  it('refuses the segment past the limit with the spec message, and takes one again after a delete', async () => {
    const fresh = await addOrg();
    const boss = await signIn(fresh.admin.email);
    const now = Date.now();
    const stmts = Array.from({ length: MAX_SEGMENTS - 1 }, (_, i) =>
      env.DB.prepare(
        "insert into segments (id, account_id, module, name, scope, created_by, match, conditions, created_at, updated_at) values (?, ?, 'contact', ?, 'global', ?, 'all', '[]', ?, ?)",
      ).bind(`seg-${uid()}-${i}`, fresh.accountId, `S${i}`, fresh.admin.id, now, now),
    );
    await env.DB.batch(stmts);
    const body = { module: 'contact', name: 'Last', conditions: [{ field: 'name', operator: 'not_empty' }] };
    const last = await boss.json('POST', '/api/segments', body);
    expect(last.status).toBe(201);
    const over = await boss.json('POST', '/api/segments', { ...body, name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.errors[0].detail).toBe(SEGMENT_MESSAGES.limitReached);
    // Another list has its own limit.
    expect((await boss.json('POST', '/api/segments', { ...body, module: 'account' })).status).toBe(201);
    expect((await boss.json('DELETE', `/api/segments/${last.body.data.id}`)).status).toBe(204);
    expect((await boss.json('POST', '/api/segments', { ...body, name: 'Fits again' })).status).toBe(201);
  });
});
