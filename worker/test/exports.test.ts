import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { runExportStep } from '../features/exports/service';
import { ROWS_PER_PART } from '../features/exports/parts/pages';
import { EXPORT_ON_THE_WAY } from '../contracts/reports';
import { addOrg, addUser, db, signIn, TestClient } from './client';

vi.setConfig({ testTimeout: 60_000 });
const E = env as unknown as Env;

/** Inserts n routing sessions straight into D1 (one statement), newest last. */
async function fillSessions(accountId: string, n: number) {
  const base = Date.now() - n * 1000;
  await E.DB.prepare(
    `with recursive i(k) as (select 1 union all select k + 1 from i where k < ?)
    insert into routing_sessions (id, account_id, router_id, router_name, prospect_name, prospect_email, answers, attribution, outcome, created_at, updated_at)
    select ? || '-' || k, ?, 'r-export', 'Export router', 'Prospect ' || k, 'p' || k || '@example.test', json_object('email', 'p' || k || '@example.test', 'note', '=cmd|' || k),
      json_object('pageUrl', 'https://www.example.test/demo?k=' || k, 'utm', json_object('source', 'ads', 'campaign', 'spring')), case when k % 3 = 0 then 'booked' else 'not_booked' end, ? + k * 1000, ? + k * 1000
    from i`,
  )
    .bind(n, accountId, accountId, base, base)
    .run();
}

const job = (id: string) =>
  E.DB.prepare('select status, next_part, rows, bytes, cursor from export_jobs where id = ?')
    .bind(id)
    .first<{ status: string; next_part: number; rows: number; bytes: number; cursor: string | null }>();
const mail = (id: string) =>
  E.DB.prepare('select "to", subject, text, attachments from outbox where id = ?')
    .bind(`export:${id}`)
    .all<{ to: string; subject: string; text: string; attachments: string }>();

/** Runs the export's steps as the queue would (the background consumer may run some of them too; both are safe). */
async function drive(id: string) {
  for (let i = 0; i < 50; i++) {
    const j = await job(id);
    if (!j || j.status !== 'running') return j;
    await runExportStep(E, db(), id, j.next_part);
  }
  throw new Error('export did not finish');
}

async function org() {
  const o = await addOrg();
  return { ...o, admin: await signIn(o.admin.email) };
}

describe('e-mailed exports', () => {
  it('build a large routing log export in parts of a few thousand rows and e-mail a link that streams the file', async () => {
    const { accountId, admin } = await org();
    await fillSessions(accountId, 6500);
    const res = await admin.json('POST', '/api/exports', { kind: 'routing_logs', filters: { view: 'all-prospects' } });
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe(EXPORT_ON_THE_WAY);
    const id = res.body.data.id as string;
    const done = await drive(id);
    expect(done).toMatchObject({ status: 'done', rows: 6500, next_part: Math.ceil(6500 / ROWS_PER_PART) });
    const parts = await E.DB.prepare('select part, rows from export_parts where export_id = ? order by part')
      .bind(id)
      .all<{ part: number; rows: number }>();
    expect(parts.results.map((p) => p.rows)).toEqual([2000, 2000, 2000, 500]);
    const sent = (await mail(id)).results;
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Your routing log export');
    expect(sent[0].text).toContain('6,500 rows');
    // Over the attachment limit: a link instead, streamed part by part to the requester.
    expect(JSON.parse(sent[0].attachments)).toEqual([]);
    const link = sent[0].text.match(/https?:\/\/\S+\/download/)![0];
    const file = await admin.request('GET', new URL(link).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('routing-logs-');
    const lines = (await file.text()).trimEnd().split('\r\n');
    expect(lines).toHaveLength(6501);
    expect(lines[0]).toMatch(/^Logged at,Prospect,/);
    expect(lines[1]).toContain('Prospect 6500');
    expect(lines[6500]).toContain('Prospect 1,');
    // Someone else, in the organization or outside it, cannot download it.
    const colleague = await addUser(accountId, { role: 'super_admin' });
    expect((await (await signIn(colleague.email)).request('GET', new URL(link).pathname)).status).toBe(404);
    expect((await (await org()).admin.request('GET', new URL(link).pathname)).status).toBe(404);
  });

  it('a duplicate message writes nothing; racing copies of one step advance it once', async () => {
    const { accountId, admin } = await org();
    await fillSessions(accountId, 30);
    const id = (await admin.json('POST', '/api/exports', { kind: 'routing_logs', filters: { view: 'prospects-that-booked' } })).body.data
      .id as string;
    const j = await job(id);
    if (j!.next_part === 0) {
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => runExportStep(E, db(), id, 0)));
      expect(outcomes.filter((o) => o === 'next').length).toBeLessThanOrEqual(1);
    }
    expect(await runExportStep(E, db(), id, 0)).toBe('skipped');
    const done = await drive(id);
    expect(done).toMatchObject({ status: 'done', rows: 10 });
    expect(await runExportStep(E, db(), id, done!.next_part)).toBe('skipped');
    const sent = (await mail(id)).results;
    expect(sent).toHaveLength(1);
    // Small files are attached.
    const [attachment] = JSON.parse(sent[0].attachments);
    const csv = new TextDecoder().decode(Uint8Array.from(atob(attachment.content), (c) => c.charCodeAt(0)));
    expect(csv.trimEnd().split('\r\n'), csv).toHaveLength(11);
    expect(attachment.filename).toMatch(/^routing-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('e-mails the conversion and distribution reports as CSV attachments', async () => {
    const { admin } = await org();
    for (const kind of ['conversion_report', 'distribution_report'] as const) {
      const res = await admin.json('POST', '/api/exports', { kind, filters: { range: 'last_7_days' } });
      expect(res.status).toBe(202);
      await drive(res.body.data.id);
      const [sent] = (await mail(res.body.data.id)).results;
      expect(sent.subject).toBe(kind === 'conversion_report' ? 'Your conversion report export' : 'Your distribution report export');
      expect(sent.text).toContain('Last 7 days');
      const [attachment] = JSON.parse(sent.attachments);
      const csv = new TextDecoder().decode(Uint8Array.from(atob(attachment.content), (c) => c.charCodeAt(0)));
      expect(csv.split('\r\n')[0]).toBe(
        kind === 'conversion_report'
          ? 'Day,Forms submitted,Qualified,Disqualified,Booked,Not booked'
          : 'Member,Scheduled,Completed,Cancelled,No show,Total,Share,Weighted share',
      );
      if (kind === 'conversion_report') expect(csv.trimEnd().split('\r\n')).toHaveLength(9);
    }
  });

  it('refuses a bad export request with a 4xx and field pointers, and anonymous callers', async () => {
    const { admin } = await org();
    for (const body of [
      {},
      { kind: 'everything' },
      { kind: 'conversion_report', filters: { range: 'custom' } },
      { kind: 'routing_logs', filters: { view: 'nope' } },
    ]) {
      const res = await admin.json('POST', '/api/exports', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await new TestClient().json('POST', '/api/exports', { kind: 'routing_logs' })).status).toBe(401);
  });
});

describe('export sweeps', () => {
  it('sends again an export that stopped moving, and drops expired files', async () => {
    const { sweepExports } = await import('../features/exports/service');
    const { accountId, admin } = await org();
    await fillSessions(accountId, 5);
    const id = (await admin.json('POST', '/api/exports', { kind: 'routing_logs', filters: {} })).body.data.id as string;
    await E.DB.prepare("update export_jobs set updated_at = 0 where id = ? and status = 'running'").bind(id).run();
    const now = Date.now();
    await sweepExports(E, db(), now);
    const touched = await E.DB.prepare('select status, updated_at from export_jobs where id = ?')
      .bind(id)
      .first<{ status: string; updated_at: number }>();
    expect(touched!.status === 'done' || touched!.updated_at >= now).toBe(true);
    await drive(id);
    await E.DB.prepare('update export_jobs set expires_at = 1 where id = ?').bind(id).run();
    await sweepExports(E, db(), now);
    expect(await job(id)).toBeNull();
    expect((await E.DB.prepare('select count(*) as n from export_parts where export_id = ?').bind(id).first<{ n: number }>())!.n).toBe(0);
  });

  it("a User's routing log export holds only their own sessions", async () => {
    const { accountId } = await org();
    const rep = await addUser(accountId, { role: 'regular' });
    await fillSessions(accountId, 12);
    await E.DB.prepare(
      'update routing_sessions set assignee_user_id = ? where account_id = ? and cast(substr(id, length(account_id) + 2) as integer) <= 3',
    )
      .bind(rep.id, accountId)
      .run();
    const client = await signIn(rep.email);
    const id = (await client.json('POST', '/api/exports', { kind: 'routing_logs', filters: {} })).body.data.id as string;
    expect(await drive(id)).toMatchObject({ status: 'done', rows: 3 });
    expect((await mail(id)).results[0].to).toBe(rep.email);
  });
});

describe('export requests', () => {
  it('a double click with one Idempotency-Key makes one export and one e-mail; separate clicks make separate ones', async () => {
    const { admin } = await org();
    const key = crypto.randomUUID();
    const body = { kind: 'conversion_report', filters: { range: 'today' } };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin
          .request('POST', '/api/exports', body, { 'idempotency-key': key })
          .then(async (r) => ({ status: r.status, body: (await r.json()) as any })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as string[];
    expect((await E.DB.prepare('select count(*) as n from export_jobs where id = ?').bind(id).first<{ n: number }>())!.n).toBe(1);
    await drive(id);
    expect((await mail(id)).results).toHaveLength(1);
    const other = await admin.json('POST', '/api/exports', body);
    expect(other.body.data.id).not.toBe(id);
    expect((await admin.request('POST', '/api/exports', body, { 'idempotency-key': 'bad key!' })).status).toBe(422);
  });
});
