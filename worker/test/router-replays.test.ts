import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { REPLAY_MESSAGES } from '../contracts/router-replays';
import { submitForm } from '../features/routing-sessions/parts/submit';
import { runReplayStep } from '../features/routing-sessions/service';
import { addOrg, db, demo, signIn, type TestClient } from './client';
import { routerBody } from './router-helpers';
import { countryPod, meetingType, nativeForm } from './routing-session-helpers';

// Replay over history (issue 30): a month of submissions seeded through the real submit path, then replayed by
// the live version (every decision reproduced) and by a draft (exactly the sessions the edit touches change).

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const E = env as unknown as Env;

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let routerId: string;
let japanPod: string;
const DAY = 86_400_000;
const start = Date.UTC(2026, 9, 1);
const sessions: { id: string; email: string; country: string }[] = [];

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  const refs = { formId: await nativeForm(), meetingTypeId: await meetingType(admin) };
  japanPod = await countryPod(admin, 'Japan', 'round_robin_strict');
  const francePod = await countryPod(admin, 'France', 'round_robin_available');
  const created = await admin.json('POST', '/api/routers', routerBody({ ...refs, distributionRuleIds: [japanPod, francePod] }));
  expect(created.status).toBe(201);
  routerId = created.body.data.id;
  const deferred: Promise<unknown>[] = [];
  // Two a day for 30 days: Japan goes to the strict pod (a turn each), France to the open one; every fifth e-mail is free mail.
  for (let i = 0; i < 60; i++) {
    const country = i % 3 === 0 ? 'France' : i % 7 === 0 ? 'Peru' : 'Japan';
    const email = i % 5 === 0 ? `lead${i}@gmail.com` : `lead${i}@replay-co${i}.test`;
    const now = start + Math.floor(i / 2) * DAY + (i % 2) * 3_600_000;
    const input = {
      answers: { name: `Lead ${i}`, email, country },
      pageUrl: 'https://www.acme-site.test/contact',
      referrer: null,
      utm: {},
    };
    const res = await submitForm(E, db(), routerId, input, null, (p) => deferred.push(p.catch(() => null)), { now });
    sessions.push({ id: res.sessionId, email, country });
  }
  await Promise.all(deferred);
});

const period = { from: new Date(start).toISOString(), to: new Date(start + 30 * DAY).toISOString() };

async function replay(c: TestClient, body: Record<string, unknown>) {
  const res = await c.json('POST', `/api/routers/${routerId}/replays`, { ...period, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = res.body.data.id as string;
  // Runs the steps as the queue would (the background consumer may run some too; both are safe).
  for (let i = 0; i < 20; i++) if ((await runReplayStep(E, db(), id)) !== 'more') break;
  const done = await c.json('GET', `/api/routers/${routerId}/replays/${id}`);
  expect(done.status).toBe(200);
  return done.body.data;
}

async function allChanges(replayId: string) {
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const res: any = await admin.json(
      'GET',
      `/api/routers/${routerId}/replays/${replayId}/changes${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.meta.nextCursor;
  } while (cursor);
  return out;
}

describe('replay over history', () => {
  it('replaying the live version reproduces every stored decision, strict turns included', async () => {
    const r = await replay(admin, { versionId: 'live' });
    expect(r).toMatchObject({ status: 'done', total: 60, processed: 60, skipped: 0, changed: { outcome: 0, rule: 0, rep: 0, total: 0 } });
    const rows = await E.DB.prepare(
      'select assignee_user_id as u, count(*) as n from routing_sessions where router_id = ? and assignee_user_id is not null group by u',
    )
      .bind(routerId)
      .all<{ u: string; n: number }>();
    const stored = Object.fromEntries(rows.results.map((x) => [x.u, x.n]));
    expect(Object.keys(stored).length).toBe(2);
    for (const d of r.distribution) {
      expect(d.before).toBe(stored[d.userId]);
      expect(d.after).toBe(d.before);
    }
    expect(await allChanges(r.id)).toEqual([]);
  });

  it('a draft that disqualifies free e-mail changes exactly those sessions, and the strict pod moves its turns on', async () => {
    const r = await replay(manager, { versionId: 'draft', draft: { disqualifyFreeEmail: true } });
    const changes = await allChanges(r.id);
    const free = sessions.filter((s) => s.email.endsWith('@gmail.com'));
    const outcome = changes.filter((c) => c.kind === 'outcome');
    expect(outcome.map((c) => c.sessionId).sort()).toEqual(free.map((s) => s.id).sort());
    // Peru has no pod: its free-mail lead was not routed before, and is disqualified now like the others.
    const peru = new Set(sessions.filter((s) => s.country === 'Peru').map((s) => s.id));
    for (const c of outcome)
      expect(c).toMatchObject({
        before: { outcome: peru.has(c.sessionId) ? 'not_routed' : 'routed' },
        after: { outcome: 'disqualified', ruleId: null },
      });
    // Japanese free-mail leads no longer take turns: only later Japanese leads can get another rep, never a French one.
    const japan = new Set(sessions.filter((s) => s.country === 'Japan').map((s) => s.id));
    for (const c of changes.filter((x) => x.kind === 'rep')) expect(japan.has(c.sessionId)).toBe(true);
    expect(r.changed).toMatchObject({ outcome: outcome.length, rule: 0, total: changes.length });

    const csv = await admin.request('GET', `/api/routers/${routerId}/replays/${r.id}/changes.csv`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Submitted at,Session,Prospect,Email,Change/);
    expect(lines).toHaveLength(changes.length + 1);
  });

  it('a draft without the French pod sends French leads nowhere: a rule change for each, nothing else', async () => {
    const r = await replay(admin, { versionId: 'draft', draft: { distributionRuleIds: [japanPod] } });
    const changes = await allChanges(r.id);
    const france = sessions
      .filter((s) => s.country === 'France')
      .map((s) => s.id)
      .sort();
    expect(changes.map((c) => c.sessionId).sort()).toEqual(france);
    for (const c of changes)
      expect(c).toMatchObject({ kind: 'outcome', before: { outcome: 'routed' }, after: { outcome: 'not_routed', ruleId: null } });
  });

  it('a saved version replays from its stored decisions; an unknown one and a period over 90 days are refused', async () => {
    const v = (await admin.json('GET', `/api/routers/${routerId}`)).body.data.version;
    const r = await replay(admin, { versionId: `v${v}` });
    expect(r).toMatchObject({ versionLabel: `Version ${v}`, changed: { total: 0 } });
    const unknown = await admin.json('POST', `/api/routers/${routerId}/replays`, { ...period, versionId: 'v999' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ detail: REPLAY_MESSAGES.unknownVersion, source: { pointer: '/versionId' } });
    const long = await admin.json('POST', `/api/routers/${routerId}/replays`, {
      versionId: 'live',
      from: period.from,
      to: new Date(start + 91 * DAY).toISOString(),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].detail).toBe(REPLAY_MESSAGES.periodTooLong);
  });

  it('is for Admins and Managers of the router’s organization', async () => {
    expect((await user.json('POST', `/api/routers/${routerId}/replays`, { ...period, versionId: 'live' })).status).toBe(403);
    const r = await replay(admin, { versionId: 'live' });
    expect((await user.json('GET', `/api/routers/${routerId}/replays/${r.id}`)).status).toBe(403);
    const stranger = await signIn((await addOrg()).admin.email);
    expect((await stranger.json('POST', `/api/routers/${routerId}/replays`, { ...period, versionId: 'live' })).status).toBe(404);
    expect((await stranger.json('GET', `/api/routers/${routerId}/replays/${r.id}`)).status).toBe(404);
    expect((await stranger.json('GET', `/api/routers/${routerId}/replays/${r.id}/changes`)).status).toBe(404);
    expect((await stranger.request('GET', `/api/routers/${routerId}/replays/${r.id}/changes.csv`)).status).toBe(404);
  });
});
