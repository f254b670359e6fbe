import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, addUser, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** The activity stream of a CRM account and a contact (issue 28): every source, newest first, cursor pages. */
let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let rep: TestClient;
const tag = uid();
const domain = `acme-${tag}.test`;
const r: Record<string, string> = {};
const T = Date.parse('2026-11-20T10:00:00.000Z');

async function record(body: Record<string, unknown>) {
  const res = await admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

const meeting = (id: string, email: string, at: number) =>
  env.DB.prepare(
    'insert into meetings (id, account_id, host_user_id, title, start_at, end_at, prospect_email, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  ).bind(id, org.accountId, org.admin.id, `Meeting ${id}`, at + 86_400_000, at + 86_400_000 + 1_800_000, email, at);
const session = (id: string, email: string, at: number) =>
  env.DB.prepare(
    "insert into routing_sessions (id, account_id, router_name, prospect_email, answers, attribution, outcome, created_at, updated_at) values (?, ?, 'Website router', ?, '{}', '{}', 'booked', ?, ?)",
  ).bind(id, org.accountId, email, at, at);
const note = (id: string, subjectType: string, subjectId: string, at: number) =>
  env.DB.prepare(
    'insert into notes (id, account_id, subject_type, subject_id, description, author_user_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  ).bind(id, org.accountId, subjectType, subjectId, `Note ${id}`, org.admin.id, at, at);
const task = (id: string, subjectType: string, subjectId: string, at: number) =>
  env.DB.prepare(
    'insert into tasks (id, account_id, subject_type, subject_id, title, assignee_user_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  ).bind(id, org.accountId, subjectType, subjectId, `Task ${id}`, org.admin.id, at, at);
const firing = (signalId: string, key: string, email: string, at: number) =>
  env.DB.prepare(
    'insert into signal_firings (signal_id, dedupe_key, account_id, event_id, at, subject_email, subject_domain) values (?, ?, ?, ?, ?, ?, ?)',
  ).bind(signalId, key, org.accountId, `ev-${key}`, at, email, email.split('@')[1]);

async function stream(client: TestClient, path: string, limit: number) {
  const items: { id: string; kind: string; at: string; title: string; link: string | null }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: any } = await client.json(
      'GET',
      `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.data);
    cursor = res.body.meta.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return items;
}

beforeAll(async () => {
  org = await addOrg();
  admin = await signIn(org.admin.email);
  const u = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}` });
  rep = await signIn(u.email);
  r.account = await record({ module: 'account', name: 'Acme', domain });
  r.contact = await record({ module: 'contact', name: 'Ann', email: `ann@${domain}`, parentAccountId: r.account });
  // A contact of the account at another domain: her activity is the account's too.
  r.gmail = await record({ module: 'contact', name: 'Gus', email: `gus-${tag}@gmail.com`, parentAccountId: r.account });
  r.stranger = await record({ module: 'contact', name: 'Sid', email: `sid@other-${tag}.test` });
  await env.DB.prepare(
    "insert into signals (id, account_id, name, trigger_type, frequency, notify, created_by, created_at, updated_at) values (?, ?, 'Hot account', 'on_account', 'every_time', 'all_users', ?, ?, ?)",
  )
    .bind(`sig-${tag}`, org.accountId, org.admin.id, T, T)
    .run();
  await env.DB.batch([
    // Five entries share one millisecond: the page boundary falls among them.
    meeting(`m1-${tag}`, `ann@${domain}`, T),
    session(`s1-${tag}`, `ann@${domain}`, T),
    note(`n1-${tag}`, 'contact', r.contact, T),
    task(`t1-${tag}`, 'contact', r.contact, T),
    firing(`sig-${tag}`, `k1-${tag}`, `ann@${domain}`, T),
    meeting(`m2-${tag}`, `bob@${domain}`, T + 1000),
    session(`s2-${tag}`, `gus-${tag}@gmail.com`, T - 1000),
    note(`n2-${tag}`, 'account', r.account, T + 2000),
    task(`t2-${tag}`, 'account', r.account, T - 2000),
    // Not theirs: another domain, and another organization's row with the same e-mail.
    meeting(`m3-${tag}`, `sid@other-${tag}.test`, T + 5000),
    note(`n3-${tag}`, 'contact', r.stranger, T + 5000),
  ]);
  const other = await addOrg();
  await env.DB.prepare(
    'insert into meetings (id, account_id, host_user_id, title, start_at, end_at, prospect_email, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(`mx-${tag}`, other.accountId, other.admin.id, 'Theirs', T, T + 1, `ann@${domain}`, T + 9000)
    .run();
});

describe('activity stream', () => {
  it("gives a contact's meetings, routing sessions, signals, notes and tasks, newest first, in pages without gaps or repeats", async () => {
    const all = await stream(admin, `/api/contacts/${r.contact}/activity`, 50);
    expect(all.map((i) => i.kind).sort()).toEqual(['meeting', 'note', 'routing_session', 'signal', 'task']);
    for (const limit of [1, 2, 3]) expect(await stream(admin, `/api/contacts/${r.contact}/activity`, limit)).toEqual(all);
    const meetingItem = all.find((i) => i.kind === 'meeting')!;
    expect(meetingItem).toMatchObject({ id: `m1-${tag}`, title: `Meeting m1-${tag}`, link: `/meetings/m1-${tag}` });
    expect(all.find((i) => i.kind === 'signal')!.title).toBe('Hot account');
  });

  it("gives an account everything at its domain, its contacts' activity and its own notes and tasks", async () => {
    const all = await stream(admin, `/api/accounts/${r.account}/activity`, 50);
    expect(all.map((i) => i.id)).toEqual([
      `n2-${tag}`,
      `m2-${tag}`,
      // The shared millisecond, ordered by kind then id (descending).
      `sig-${tag}:k1-${tag}`,
      `s1-${tag}`,
      `m1-${tag}`,
      `s2-${tag}`,
      `t2-${tag}`,
    ]);
    const at = all.map((i) => Date.parse(i.at));
    expect([...at].sort((a, b) => b - a)).toEqual(at);
    for (const limit of [1, 2, 4]) expect(await stream(admin, `/api/accounts/${r.account}/activity`, limit)).toEqual(all);
  });

  it('is a 404 for a record of another organization, of the wrong list, or one a User does not see', async () => {
    const stranger = await addOrg();
    const them = await signIn(stranger.admin.email);
    expect((await them.json('GET', `/api/accounts/${r.account}/activity`)).status).toBe(404);
    expect((await admin.json('GET', `/api/accounts/${r.contact}/activity`)).status).toBe(404);
    expect((await admin.json('GET', `/api/contacts/${r.account}/activity`)).status).toBe(404);
    expect((await rep.json('GET', `/api/accounts/${r.account}/activity`)).status).toBe(404);
    expect((await admin.json('GET', `/api/accounts/${r.account}/activity?cursor=nonsense`)).status).toBe(422);
  });
});
