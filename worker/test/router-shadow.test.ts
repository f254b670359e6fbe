import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { SHADOW_MESSAGES } from '../contracts/router-shadows';
import { submitForm } from '../features/routing-sessions/parts/submit';
import { liveRouter, routerContextOf } from '../features/routing-sessions/parts/context';
import { runShadow } from '../features/routing-sessions/parts/shadow-run';
import { addOrg, db, demo, signIn, type TestClient } from './client';
import { routerBody } from './router-helpers';
import { countryPod, meetingType, nativeForm, sessionRow } from './routing-session-helpers';

// Shadow mode (issue 30): a draft decides every real submission after the live answer; its decisions are stored
// once per session and compared with the live ones; publishing saves the draft as the next version.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const E = env as unknown as Env;

let admin: TestClient;
let manager: TestClient;
let user: TestClient;
let refs: { formId: string; meetingTypeId: string };
let francePod: string;
let japanPod: string;

beforeAll(async () => {
  ({ admin, manager, user } = await demo());
  refs = { formId: await nativeForm(), meetingTypeId: await meetingType(admin) };
  francePod = await countryPod(admin, 'France', 'round_robin_available');
  japanPod = await countryPod(admin, 'Japan', 'round_robin_strict');
});

/** A router routing France only; the draft the tests shadow adds the Japan pod. */
async function franceRouter() {
  const res = await admin.json('POST', '/api/routers', routerBody({ ...refs, distributionRuleIds: [francePod] }));
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}
const addJapan = () => ({ draft: { distributionRuleIds: [francePod, japanPod] } });

/** Submits through the real submit path and waits for its after-the-answer work (shadow included). */
async function submit(routerId: string, country: string, i: number, now = Date.now()) {
  const deferred: Promise<unknown>[] = [];
  const input = { answers: { name: `Lead ${i}`, email: `lead${i}@shadow-co${i}.test`, country }, pageUrl: 'https://x.test/', utm: {} };
  const res = await submitForm(E, db(), routerId, { ...input, referrer: null }, null, (p) => deferred.push(p), { now });
  await Promise.all(deferred);
  return res;
}

const shadowRows = async (routerId: string) =>
  (
    await env.DB.prepare('select session_id, kind from shadow_decisions where router_id = ? order by session_at, session_id')
      .bind(routerId)
      .all<{ session_id: string; kind: string | null }>()
  ).results;

describe('shadow mode', () => {
  it('stores exactly one shadow decision per submission, and the live answer is the same with and without it', async () => {
    const routerId = await franceRouter();
    const at = Date.now();
    const before = await submit(routerId, 'France', 1, at);
    expect(await shadowRows(routerId)).toEqual([]);
    const on = await manager.json('POST', `/api/routers/${routerId}/shadow`, addJapan());
    expect(on.status).toBe(201);
    const after = await submit(routerId, 'France', 1, at);
    expect({ ...after, sessionId: '' }).toEqual({ ...before, sessionId: '' });
    const sessions = [after.sessionId, (await submit(routerId, 'Japan', 2)).sessionId, (await submit(routerId, 'Peru', 3)).sessionId];
    const rows = await shadowRows(routerId);
    expect(rows.map((r) => r.session_id).sort()).toEqual([...sessions].sort());
    // A repeated run for a session (a retried waitUntil) stores nothing more.
    const row = (await sessionRow(sessions[1]!))!;
    const again = { sessionId: row.id, at: row.createdAt, prospectName: row.prospectName, prospectEmail: row.prospectEmail };
    await runShadow(E, db(), await routerContextOf(db(), await liveRouter(db(), routerId)), { ...again, record: row.decision! });
    expect(await shadowRows(routerId)).toEqual(rows);
  });

  it('disagrees on exactly the sessions the draft decides otherwise, and shows them live vs shadow', async () => {
    const routerId = await franceRouter();
    expect((await admin.json('POST', `/api/routers/${routerId}/shadow`, addJapan())).status).toBe(201);
    const japan: string[] = [];
    for (let i = 0; i < 6; i++) {
      const country = ['France', 'Japan', 'Peru'][i % 3]!;
      const res = await submit(routerId, country, 10 + i);
      if (country === 'Japan') japan.push(res.sessionId);
    }
    const rows = await shadowRows(routerId);
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.kind !== null).map((r) => r.session_id)).toEqual(japan);
    expect(rows.filter((r) => r.kind !== null).every((r) => r.kind === 'outcome')).toBe(true);

    const shadow = (await admin.json('GET', `/api/routers/${routerId}/shadow`)).body.data;
    expect(shadow).toMatchObject({ routerId, total: 6, agreed: 4, draft: addJapan().draft });
    expect(shadow.agreementRate).toBeCloseTo(4 / 6);
    expect(shadow.daily.reduce((n: number, d: { disagreed: number }) => n + d.disagreed, 0)).toBe(2);
    const list = await admin.json('GET', `/api/routers/${routerId}/shadow/disagreements`);
    expect(list.status).toBe(200);
    expect(list.body.meta.nextCursor).toBeNull();
    expect(list.body.data.map((d: { sessionId: string }) => d.sessionId)).toEqual(japan);
    expect(list.body.data[0]).toMatchObject({
      kind: 'outcome',
      live: { outcome: 'not_routed' },
      shadow: { outcome: 'routed', ruleId: japanPod },
    });
    expect(list.body.data[0].shadow.repName).toMatch(/Ursula|Ravi/);
  });

  it('takes no turn from a strict pod and writes no session or pod state of its own', async () => {
    const routerId = await franceRouter();
    expect((await admin.json('POST', `/api/routers/${routerId}/shadow`, addJapan())).status).toBe(201);
    const next = async () =>
      (
        await admin.json('POST', `/api/routers/${routerId}/preview`, {
          answers: { name: 'P', email: 'p@peek.test', country: 'Japan' },
          ...addJapan(),
        })
      ).body.data.decision.roundRobin[0].chosenUserId;
    const first = await next();
    await submit(routerId, 'Japan', 30);
    expect(await next()).toBe(first);
    const n = await env.DB.prepare('select count(*) as n from routing_sessions where router_id = ?').bind(routerId).first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('stops when turned off, and publishing saves the draft as the next version and stops it', async () => {
    const routerId = await franceRouter();
    expect((await admin.json('POST', `/api/routers/${routerId}/shadow`, addJapan())).status).toBe(201);
    await submit(routerId, 'Japan', 40);
    expect(await admin.json('DELETE', `/api/routers/${routerId}/shadow`)).toMatchObject({ status: 204 });
    expect((await admin.json('GET', `/api/routers/${routerId}/shadow`)).body.data).toBeNull();
    await submit(routerId, 'Japan', 41);
    expect(await shadowRows(routerId)).toHaveLength(1);
    expect((await admin.json('DELETE', `/api/routers/${routerId}/shadow`)).status).toBe(404);

    expect((await admin.json('POST', `/api/routers/${routerId}/shadow`, addJapan())).status).toBe(201);
    const saved = (await admin.json('GET', `/api/routers/${routerId}`)).body.data;
    const published = await manager.json('POST', `/api/routers/${routerId}/shadow/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ version: saved.version + 1, distributionRuleIds: [francePod, japanPod], name: saved.name });
    expect((await admin.json('GET', `/api/routers/${routerId}/shadow`)).body.data).toBeNull();
    expect((await submit(routerId, 'Japan', 42)).assignee).not.toBeNull();
    expect(await shadowRows(routerId)).toHaveLength(1);
    expect((await admin.json('POST', `/api/routers/${routerId}/shadow/publish`)).status).toBe(404);
  });

  it('keeps exactly one shadow draft when two are turned on at once', async () => {
    const routerId = await franceRouter();
    const answers = await Promise.all([
      admin.json('POST', `/api/routers/${routerId}/shadow`, addJapan()),
      manager.json('POST', `/api/routers/${routerId}/shadow`, { draft: { disqualifyFreeEmail: true } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errors[0].detail).toBe(SHADOW_MESSAGES.alreadyOn);
    const active = await env.DB.prepare('select count(*) as n from router_shadows where router_id = ? and stopped_at is null')
      .bind(routerId)
      .first<{ n: number }>();
    expect(active!.n).toBe(1);
  });

  it('is for Admins and Managers of the router’s organization', async () => {
    const routerId = await franceRouter();
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '', addJapan()],
      ['DELETE', '', undefined],
      ['GET', '/disagreements', undefined],
      ['POST', '/publish', undefined],
    ] as const) {
      expect((await user.json(method, `/api/routers/${routerId}/shadow${path}`, body)).status).toBe(403);
    }
    const stranger = await signIn((await addOrg()).admin.email);
    expect((await stranger.json('GET', `/api/routers/${routerId}/shadow`)).status).toBe(404);
    expect((await stranger.json('POST', `/api/routers/${routerId}/shadow`, addJapan())).status).toBe(404);
    expect((await stranger.json('POST', `/api/routers/${routerId}/shadow/publish`)).status).toBe(404);
    expect((await admin.json('GET', `/api/routers/${routerId}/shadow`)).body.data).toBeNull();
  });
});
