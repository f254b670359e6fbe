import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { fireSignals } from '../features/signals/fire';
import { handleEvent } from '../features/events/service';
import { signalsEventHandler } from '../features/signals/fire';
import { eventStmt } from '../features/events/service';
import { runBatch } from '../db/batch';
import { addOrg, addUser, db, signIn, type TestClient } from './client';
import { SIGNAL_MESSAGES } from '../contracts/signals';

const E = env as unknown as Env;

async function disqualified(accountId: string, email = 'gail@gmail.com') {
  const id = crypto.randomUUID();
  await E.DB.prepare("insert into routing_sessions (id, account_id, router_name, prospect_name, prospect_email, answers, attribution, outcome, created_at, updated_at) values (?, ?, 'Website form', 'Gail', ?, '{}', '{}', 'disqualified', ?, ?)").bind(id, accountId, email, Date.now(), Date.now()).run();
  const e = eventStmt(db(), { accountId, type: 'prospect.disqualified', subjectId: id, payload: { sessionId: id, routerId: null, routerKind: 'inbound', reason: 'free' }, occurredAt: Date.now() });
  await runBatch(db(), [e.stmt]);
  return e.id;
}

const signalBody = (over: Record<string, unknown> = {}) => ({
  name: 'Free e-mail prospects',
  triggerType: 'on_account',
  event: 'prospect.disqualified',
  filters: [{ field: { source: 'form', key: 'domain' }, operator: 'equals', value: 'gmail.com' }],
  frequency: 'every_time',
  notify: 'all_users',
  channels: ['send_email'],
  actions: ['view_account'],
  message: '',
  ...over,
});

async function bell(client: TestClient) {
  return (await client.json('GET', '/api/notifications')).body.data as { unread: number; items: { title: string; body: string; link: string | null }[] };
}

describe('signals', () => {
  it('validates with the spec wording and only lets admins and managers manage signals', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const bad = await admin.json('POST', '/api/signals', signalBody({ name: '', notify: 'specific_users', recipientUserIds: [] }));
    expect(bad.body.errors.map((e: { detail: string }) => e.detail)).toEqual(expect.arrayContaining(['Name is a required field', 'Select at least one user']));
    const user = await addUser(o.accountId, { email: `u-${crypto.randomUUID().slice(0, 6)}@${o.domain}`, role: 'regular', name: 'Rep' });
    const rep = await signIn(user.email);
    expect((await rep.json('POST', '/api/signals', signalBody())).status).toBe(403);
  });

  it('fires once per event (every time) or once per account and day, only when the filters hold, to every user, with e-mail', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const every = await admin.json('POST', '/api/signals', signalBody());
    expect(every.status, JSON.stringify(every.body)).toBe(201);
    await admin.json('POST', '/api/signals', signalBody({ name: 'Daily', frequency: 'once_per_day' }));
    const e1 = await disqualified(o.accountId);
    const e2 = await disqualified(o.accountId);
    const other = await disqualified(o.accountId, 'pat@globex.test');
    // Each event delivered three times at once.
    for (const id of [e1, e2, other]) await Promise.all([0, 1, 2].map(() => handleEvent(E, db(), [signalsEventHandler], id)));
    const b = await bell(admin);
    expect(b.items.filter((i) => i.title.startsWith('Free e-mail prospects'))).toHaveLength(2);
    expect(b.items.filter((i) => i.title.startsWith('Daily'))).toHaveLength(1);
    expect(b.unread).toBe(3);
    // gmail.com is nobody's account in the CRM: "View account" has nothing to open.
    expect(b.items[0].link).toBeNull();
    const mails = await E.DB.prepare("select count(*) as n from outbox where kind = 'signal' and \"to\" = ?").bind(o.admin.email).first<{ n: number }>();
    expect(mails!.n).toBe(3);
    await admin.post('/api/notifications/read');
    expect((await bell(admin)).unread).toBe(0);
    // Turned off: nothing more.
    await admin.json('PATCH', `/api/signals/${every.body.data.id}/active`, { active: false });
    const e3 = await disqualified(o.accountId);
    await handleEvent(E, db(), [signalsEventHandler], e3);
    expect((await bell(admin)).items.filter((i) => i.title.startsWith('Free e-mail prospects'))).toHaveLength(2);
  });

  it('fills the message placeholders as workflows do, names the event as workflows do, and refuses an unknown placeholder', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const typo = await admin.json('POST', '/api/signals', signalBody({ message: 'Call {{prospect_nam}} today' }));
    expect(typo.status).toBe(422);
    expect(typo.body.errors[0]).toMatchObject({ source: { pointer: '/message' }, detail: 'Unknown placeholder {{prospect_nam}}: use one of the listed placeholders' });
    expect((await admin.json('POST', '/api/signals', signalBody({ name: 'Named', message: 'Call {{prospect_name}} today' }))).status).toBe(201);
    await handleEvent(E, db(), [signalsEventHandler], await disqualified(o.accountId));
    const item = (await bell(admin)).items.find((i) => i.title.startsWith('Named'))!;
    expect(item.title).toBe('Named: Prospect disqualified');
    expect(item.body).toBe('Call Gail today');
  });

  it('"View account" opens the prospect\'s account in the CRM, not their meeting or log', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const recordId = crypto.randomUUID();
    await E.DB.prepare("insert into crm_records (id, account_id, module, name, domain, fields, created_at, updated_at) values (?, ?, 'account', 'Globex', 'globex-view.test', '{}', ?, ?)").bind(recordId, o.accountId, Date.now(), Date.now()).run();
    expect((await admin.json('POST', '/api/signals', signalBody({ name: 'Globex', filters: [] }))).status).toBe(201);
    await handleEvent(E, db(), [signalsEventHandler], await disqualified(o.accountId, 'gail@globex-view.test'));
    expect((await bell(admin)).items.find((i) => i.title.startsWith('Globex'))!.link).toBe(`/accounts/${recordId}/users`);
  });

  it('rings the bell live over a hibernatable WebSocket', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    await admin.json('POST', '/api/signals', signalBody());
    const res = await SELF.fetch('http://127.0.0.1:8787/api/notifications/socket', { headers: { upgrade: 'websocket', origin: 'http://127.0.0.1:8787', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    const got: string[] = [];
    ws.addEventListener('message', (m) => got.push(String(m.data)));
    const foreign = await SELF.fetch('http://127.0.0.1:8787/api/notifications/socket', { headers: { upgrade: 'websocket', origin: 'https://evil.example', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(foreign.status).toBe(403);
    const id = await disqualified(o.accountId);
    const row = (await E.DB.prepare('select * from domain_events where id = ?').bind(id).first<{ id: string; account_id: string; type: string; subject_id: string; payload: string; occurred_at: number }>())!;
    await fireSignals(E, db(), { id: row.id, accountId: row.account_id, type: 'prospect.disqualified', subjectId: row.subject_id, payload: JSON.parse(row.payload), occurredAt: row.occurred_at });
    await expect.poll(() => got.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.parse(got[0])).toMatchObject({ type: 'notification', notification: { title: 'Free e-mail prospects: Prospect disqualified' } });
    ws.close();
  });

  it('refuses "add task" (there is no task list) with a clear error, and migration 0021 took it off signals saved before', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const refused = await admin.json('POST', '/api/signals', signalBody({ actions: ['add_task', 'view_account'] }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ detail: SIGNAL_MESSAGES.actionUnavailable, source: { pointer: '/actions/0' } });
    const kept = await admin.json('POST', '/api/signals', signalBody());
    const legacy = await admin.json('POST', '/api/signals', signalBody({ name: 'Legacy', actions: [] }));
    // A signal saved before the change, as the old server stored it.
    await E.DB.prepare(`update signals set actions = '["add_task","view_account"]' where id = ?`).bind(legacy.body.data.id).run();
    await E.DB.prepare(`update signals set actions = '["add_task"]' where id = ?`).bind(kept.body.data.id).run();
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0021_'))!;
    const rewrite = migration.queries.find((q) => q.includes('add_task'))!;
    await E.DB.prepare(rewrite).run();
    const list = (await admin.json('GET', '/api/signals')).body.data as { id: string; actions: string[] }[];
    expect(list.find((x) => x.id === legacy.body.data.id)!.actions).toEqual(['view_account']);
    expect(list.find((x) => x.id === kept.body.data.id)!.actions).toEqual([]);
    // Saving it back as loaded is accepted.
    const again = list.find((x) => x.id === legacy.body.data.id)!;
    expect((await admin.json('PUT', `/api/signals/${again.id}`, signalBody({ name: 'Legacy', actions: again.actions }))).status).toBe(200);
  });
});
