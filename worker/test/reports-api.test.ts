import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { runBatch } from '../db/batch';
import { rebuildRollups, rollupStmts, rollupsOf } from '../features/reports/parts/rollups';
import { addOrg, addUser, db, signIn } from './client';

const E = env as unknown as Env;
const H = 3600_000;

/** A session and (for booked ones) its meeting, inserted as the write path leaves them. */
async function session(
  accountId: string,
  s: { id: string; at: number; routerId: string; assignee: string | null; outcome: string; meeting?: { host: string; status: string } },
) {
  await E.DB.prepare(
    `insert into routing_sessions (id, account_id, router_id, router_kind, router_name, answers, attribution, outcome, assignee_user_id, pod_id, meeting_id, created_at, updated_at)
     values (?, ?, ?, 'inbound', 'Website router', '{}', '{"pageUrl":"https://x.test/"}', ?, ?, 'pod-a', ?, ?, ?)`,
  )
    .bind(s.id, accountId, s.routerId, s.outcome, s.assignee, s.meeting ? `m-${s.id}` : null, s.at, s.at)
    .run();
  if (s.meeting) {
    await E.DB.prepare(
      `insert into meetings (id, account_id, host_user_id, title, start_at, end_at, status, source, created_at) values (?, ?, ?, 'Intro', ?, ?, ?, 'router', ?)`,
    )
      .bind(`m-${s.id}`, accountId, s.meeting.host, s.at + 48 * H, s.at + 49 * H, s.meeting.status, s.at + 60_000)
      .run();
  }
  await runBatch(db(), await rollupStmts(db(), accountId, 'session', s.id));
  if (s.meeting) await runBatch(db(), await rollupStmts(db(), accountId, 'meeting', `m-${s.id}`));
}

describe('report API: ranges and time zones', () => {
  it('buckets by the organization zone across a DST change, and the rebuild (SQL) agrees with the handler (JS)', async () => {
    const { accountId, admin } = await addOrg();
    await E.DB.prepare("update accounts set default_timezone = 'America/New_York' where id = ?").bind(accountId).run();
    const rep = await addUser(accountId, { name: 'Nina Rep' });
    const routerId = `r-${crypto.randomUUID()}`;
    // New York springs forward at 2026-03-08 07:00Z. 04:30Z on the 8th is still the 7th there; 04:30Z on the 9th is the 8th.
    const rows = [
      { at: Date.UTC(2026, 2, 8, 4, 30), outcome: 'booked' },
      { at: Date.UTC(2026, 2, 8, 5, 30), outcome: 'not_booked' },
      { at: Date.UTC(2026, 2, 9, 3, 30), outcome: 'booked' },
      { at: Date.UTC(2026, 2, 9, 4, 30), outcome: 'disqualified' },
      { at: Date.UTC(2026, 10, 1, 5, 30), outcome: 'pending' },
      { at: Date.UTC(2026, 10, 1, 3, 59), outcome: 'not_booked' },
    ];
    let k = 0;
    for (const r of rows) {
      k++;
      await session(accountId, {
        id: `s-${accountId}-${k}`,
        at: r.at,
        routerId,
        assignee: r.outcome === 'disqualified' ? null : rep.id,
        outcome: r.outcome,
        meeting: r.outcome === 'booked' ? { host: rep.id, status: k === 1 ? 'completed' : 'scheduled' } : undefined,
      });
    }
    const client = await signIn(admin.email);
    // A router without its own row (deleted) is still known by the name its sessions carry.
    expect((await client.json('GET', `/api/reports/conversion?range=today&routerId=r-unknown`)).status).toBe(404);
    const named = await client.json('GET', `/api/reports/routers`);
    expect(named.body.data.map((r: { id: string }) => r.id)).toContain(routerId);
    const c = (await client.json('GET', `/api/reports/conversion?range=custom&from=2026-03-07&to=2026-03-09&routerId=${routerId}`)).body
      .data;
    expect(c.range).toMatchObject({ from: '2026-03-07', to: '2026-03-09', days: 3, timezone: 'America/New_York' });
    expect(c.trend.map((t: { day: string; submitted: number }) => [t.day, t.submitted])).toEqual([
      ['2026-03-07', 1],
      ['2026-03-08', 2],
      ['2026-03-09', 1],
    ]);
    expect(c.funnel).toMatchObject({ submitted: 4, qualified: 3, disqualified: 1, booked: 2, notBooked: 1 });
    // Autumn: 03:59Z on Nov 1 is Oct 31 in New York (still EDT), 05:30Z is Nov 1 (EST).
    const fall = (await client.json('GET', `/api/reports/conversion?range=custom&from=2026-10-31&to=2026-11-01&routerId=${routerId}`)).body
      .data;
    expect(fall.trend.map((t: { submitted: number }) => t.submitted)).toEqual([1, 1]);
    const d = (await client.json('GET', `/api/reports/distribution?range=custom&from=2026-03-07&to=2026-03-09&routerId=${routerId}`)).body
      .data;
    expect(d.members).toEqual([
      expect.objectContaining({ name: 'Nina Rep', total: 2, byStatus: { scheduled: 1, completed: 1, cancelled: 0, no_show: 0 } }),
    ]);

    const incremental = await rollupsOf(db(), accountId);
    await rebuildRollups(db(), accountId);
    expect(await rollupsOf(db(), accountId)).toEqual(incremental);
  });

  it('keeps every organization to its own rollups and routers', async () => {
    const a = await addOrg();
    const b = await addOrg();
    const rep = await addUser(a.accountId);
    const routerId = `r-${crypto.randomUUID()}`;
    await session(a.accountId, { id: `s-x-${a.accountId}`, at: Date.now(), routerId, assignee: rep.id, outcome: 'not_booked' });
    const mine = await signIn(a.admin.email);
    const theirs = await signIn(b.admin.email);
    expect((await mine.json('GET', `/api/reports/conversion?range=today&routerId=${routerId}`)).body.data.funnel.submitted).toBe(1);
    expect((await theirs.json('GET', `/api/reports/conversion?range=today&routerId=${routerId}`)).status).toBe(404);
    expect((await theirs.json('GET', '/api/reports/conversion?range=today')).body.data.funnel.submitted).toBe(0);
    expect((await theirs.json('GET', '/api/reports/routers')).body.data).toEqual([]);
    expect((await new (await import('./client')).TestClient().json('GET', '/api/reports/conversion')).status).toBe(401);
  });
});
