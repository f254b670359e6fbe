import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { fireSignals } from '../features/signals/parts/fire';
import { handleEvent } from '../features/events/service';
import { signalsEventHandler } from '../features/signals/parts/fire';
import { addOrg, addUser, db, signIn, type TestClient } from './client';
import { disqualifiedProspect } from './event-helpers';
import { SIGNAL_MESSAGES } from '../contracts/signals';

const E = env as unknown as Env;

const disqualified = (accountId: string, email = 'gail@gmail.com') => disqualifiedProspect(accountId, { email });

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
  return (await client.json('GET', '/api/notifications')).body.data as {
    unread: number;
    items: { title: string; body: string; link: string | null }[];
  };
}

describe('signals', () => {
  it('validates with the spec wording and only lets admins and managers manage signals', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const bad = await admin.json('POST', '/api/signals', signalBody({ name: '', notify: 'specific_users', recipientUserIds: [] }));
    expect(bad.body.errors.map((e: { detail: string }) => e.detail)).toEqual(
      expect.arrayContaining(['Name is a required field', 'Select at least one user']),
    );
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
    const mails = await E.DB.prepare('select count(*) as n from outbox where kind = \'signal\' and "to" = ?')
      .bind(o.admin.email)
      .first<{ n: number }>();
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
    expect(typo.body.errors[0]).toMatchObject({
      source: { pointer: '/message' },
      detail: 'Unknown placeholder {{prospect_nam}}: use one of the listed placeholders',
    });
    expect((await admin.json('POST', '/api/signals', signalBody({ name: 'Named', message: 'Call {{prospect_name}} today' }))).status).toBe(
      201,
    );
    await handleEvent(E, db(), [signalsEventHandler], await disqualified(o.accountId));
    const item = (await bell(admin)).items.find((i) => i.title.startsWith('Named'))!;
    expect(item.title).toBe('Named: Prospect disqualified');
    expect(item.body).toBe('Call Gail today');
  });

  it('"View account" opens the prospect\'s account in the CRM, not their meeting or log', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const recordId = crypto.randomUUID();
    await E.DB.prepare(
      "insert into crm_records (id, account_id, module, name, domain, fields, created_at, updated_at) values (?, ?, 'account', 'Globex', 'globex-view.test', '{}', ?, ?)",
    )
      .bind(recordId, o.accountId, Date.now(), Date.now())
      .run();
    expect((await admin.json('POST', '/api/signals', signalBody({ name: 'Globex', filters: [] }))).status).toBe(201);
    await handleEvent(E, db(), [signalsEventHandler], await disqualified(o.accountId, 'gail@globex-view.test'));
    expect((await bell(admin)).items.find((i) => i.title.startsWith('Globex'))!.link).toBe(`/accounts/${recordId}/users`);
  });

  it('rings the bell live over a hibernatable WebSocket', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    await admin.json('POST', '/api/signals', signalBody());
    const res = await SELF.fetch('http://127.0.0.1:8787/api/notifications/socket', {
      headers: {
        upgrade: 'websocket',
        origin: 'http://127.0.0.1:8787',
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    const got: string[] = [];
    ws.addEventListener('message', (m) => got.push(String(m.data)));
    const foreign = await SELF.fetch('http://127.0.0.1:8787/api/notifications/socket', {
      headers: { upgrade: 'websocket', origin: 'https://evil.example', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(foreign.status).toBe(403);
    const id = await disqualified(o.accountId);
    const row = (await E.DB.prepare('select * from domain_events where id = ?')
      .bind(id)
      .first<{ id: string; account_id: string; type: string; subject_id: string; payload: string; occurred_at: number }>())!;
    await fireSignals(E, db(), {
      id: row.id,
      accountId: row.account_id,
      type: 'prospect.disqualified',
      subjectId: row.subject_id,
      payload: JSON.parse(row.payload),
      occurredAt: row.occurred_at,
    });
    await expect.poll(() => got.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.parse(got[0])).toMatchObject({
      type: 'notification',
      notification: { title: 'Free e-mail prospects: Prospect disqualified' },
    });
    ws.close();
  });

  it('"Add task" gives each recipient a to-do on the prospect\'s account, once however often the event comes', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const rep = await addUser(o.accountId, { email: `rep-${crypto.randomUUID().slice(0, 6)}@${o.domain}`, name: 'Rep' });
    const recordId = crypto.randomUUID();
    await E.DB.prepare(
      "insert into crm_records (id, account_id, module, name, domain, fields, created_at, updated_at) values (?, ?, 'account', 'Initech', 'initech-task.test', '{}', ?, ?)",
    )
      .bind(recordId, o.accountId, Date.now(), Date.now())
      .run();
    const saved = await admin.json('POST', '/api/signals', signalBody({ name: 'Initech', filters: [], actions: ['add_task'] }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.actions).toEqual(['add_task']);
    const id = await disqualified(o.accountId, 'gail@initech-task.test');
    await Promise.all([0, 1].map(() => handleEvent(E, db(), [signalsEventHandler], id)));
    const mine = (await admin.json('GET', '/api/tasks/mine')).body.data as { title: string; subjectId: string; subjectName: string }[];
    expect(mine).toEqual([
      expect.objectContaining({ title: 'Initech: Prospect disqualified', subjectId: recordId, subjectName: 'Initech', type: 'to_do' }),
    ]);
    const repTasks = await (await signIn(rep.email)).json('GET', '/api/tasks/mine');
    expect(repTasks.body.data).toHaveLength(1);
    // No CRM account and no meeting to hang it on: the alert goes out, no task is made.
    await handleEvent(E, db(), [signalsEventHandler], await disqualified(o.accountId, 'gail@nowhere-task.test'));
    expect((await admin.json('GET', '/api/tasks/mine')).body.data).toHaveLength(1);
    const unknown = await admin.json('POST', '/api/signals', signalBody({ actions: ['call_them'] }));
    expect(unknown.body.errors[0]).toMatchObject({ detail: SIGNAL_MESSAGES.actionUnknown, source: { pointer: '/actions/0' } });
  });
});
