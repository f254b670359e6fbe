import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, addUser, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/**
 * A segment's pages (issue 28, insights.accounts.100k): the page's ids come from the covering index and the
 * rows are joined after, and every page holds exactly what sorting the whole filtered list would put there,
 * ties on the update time broken by id, for Admins and for a User who sees only their own accounts.
 */
let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let rep: TestClient;
let repId: string;
type Row = { id: string; score: number | null; updatedAt: number; owner: string | null; name: string };
const rows: Row[] = [];

beforeAll(async () => {
  org = await addOrg();
  admin = await signIn(org.admin.email);
  const u = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}` });
  repId = u.id;
  rep = await signIn(u.email);
  const tag = uid();
  for (let i = 0; i < 60; i++)
    rows.push({
      id: `acc-${tag}-${String((i * 7) % 60).padStart(2, '0')}`,
      score: i % 9 === 0 ? null : (i * 37) % 101,
      // Many ties on the update time, so the id decides the order within them.
      updatedAt: 1_700_000_000_000 + (i % 6) * 1000,
      owner: i % 3 === 0 ? repId : null,
      name: `Account ${i}${i % 4 === 0 ? ' north' : ''}`,
    });
  const stmt = env.DB.prepare(
    `insert into crm_records (id, account_id, module, name, domain, owner_user_id, fields, created_at, updated_at, usage_score, usage_level)
     values (?, ?, 'account', ?, ?, ?, '{}', ?, ?, ?, 'low')`,
  );
  await env.DB.batch(rows.map((r) => stmt.bind(r.id, org.accountId, r.name, `${r.id}.test`, r.owner, r.updatedAt, r.updatedAt, r.score)));
  // Another organization's high scores never show.
  const foreign = await addOrg();
  await env.DB.prepare(
    "insert into crm_records (id, account_id, module, name, fields, created_at, updated_at, usage_score) values (?, ?, 'account', 'Foreign', '{}', 1, 1, 99)",
  )
    .bind(`foreign-${tag}`, foreign.accountId)
    .run();
});

const expected = (keep: (r: Row) => boolean) =>
  rows
    .filter(keep)
    .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1))
    .map((r) => r.id);

async function allPages(client: TestClient, path: string, pageSize: number) {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; page < 30; page++) {
    const res = await client.json('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=${pageSize}&page=${page}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    total = res.body.meta.total;
    ids.push(...res.body.data.map((r: { id: string }) => r.id));
    if (res.body.data.length < pageSize) break;
  }
  return { ids, total };
}

async function segment(client: TestClient, conditions: unknown[], scope = 'personal') {
  const res = await client.json('POST', '/api/segments', { module: 'account', name: `S ${uid()}`, scope, conditions });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; count: number };
}

describe('segment pages', () => {
  it('hold exactly the sorted filtered rows, page by page, with the total', async () => {
    const high = await segment(admin, [{ field: 'usage_score', operator: 'at_least', value: '70' }], 'global');
    const want = expected((r) => r.score !== null && r.score >= 70);
    expect(want.length).toBeGreaterThan(10);
    expect(high.count).toBe(want.length);
    for (const size of [7, 50])
      expect(await allPages(admin, `/api/segments/${high.id}/records`, size)).toEqual({ ids: want, total: want.length });

    const low = await segment(admin, [{ field: 'usage_score', operator: 'at_most', value: '30' }]);
    const lowWant = expected((r) => r.score !== null && r.score <= 30);
    expect(await allPages(admin, `/api/segments/${low.id}/records`, 4)).toEqual({ ids: lowWant, total: lowWant.length });
  });

  it('narrow by search and by what a User sees, and the plain list keeps its order', async () => {
    const high = await segment(rep, [{ field: 'usage_score', operator: 'at_least', value: '70' }]);
    const mine = expected((r) => r.score !== null && r.score >= 70 && r.owner === repId);
    expect(mine.length).toBeGreaterThan(1);
    expect(await allPages(rep, `/api/segments/${high.id}/records`, 3)).toEqual({ ids: mine, total: mine.length });
    const north = expected((r) => r.score !== null && r.score >= 70 && r.name.endsWith('north'));
    const shared = await segment(admin, [{ field: 'usage_score', operator: 'at_least', value: '70' }], 'global');
    expect(await allPages(admin, `/api/segments/${shared.id}/records?q=north`, 2)).toEqual({ ids: north, total: north.length });
    const list = expected(() => true);
    expect(await allPages(admin, '/api/crm/records?module=account', 9)).toEqual({ ids: list, total: list.length });
  });

  it('sorts a usage score page out of the covering index, never the table (EXPLAIN QUERY PLAN)', async () => {
    const plan = await env.DB.prepare(
      `explain query plan select id from crm_records where account_id = ? and module = 'account' and (1 and usage_score >= 70)
       order by updated_at desc, id asc limit 50`,
    )
      .bind(org.accountId)
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join('\n')).toContain('COVERING INDEX crm_usage_order_idx');
    const children = await env.DB.prepare(
      `explain query plan select count(*) from crm_records c where c.account_id = ? and c.parent_account_id = ? and c.module = 'contact'`,
    )
      .bind(org.accountId, rows[0].id)
      .all<{ detail: string }>();
    expect(children.results.map((r) => r.detail).join('\n')).toContain('crm_parent_module_idx');
  });
});
