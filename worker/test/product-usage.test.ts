import { createScheduledController, SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { handleScheduled } from '../jobs/cron';
import { USAGE_MESSAGES } from '../contracts/product-usage';
import { addOrg, addUser, signIn, uid, type TestClient, BASE } from './client';
import { createSegmentSource } from './fakes/segment-source';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Product usage (issue 28; spec sections 2, 5, 9): sources, activation settings, scores on lists, segments and the stream. */
const selfFetch = (url: string, init: RequestInit) => SELF.fetch(url, init);
let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let rep: TestClient;
const tag = uid();
const acme = `acme-${tag}.test`;

async function record(body: Record<string, unknown>) {
  const res = await admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}
const recordOf = async (id: string) => (await admin.json('GET', `/api/crm/records/${id}`)).body.data;
const segmentSource = (writeKey: string) =>
  createSegmentSource({ host: `${BASE}/api/public/product-usage/segment`, writeKey, fetcher: selfFetch });

beforeAll(async () => {
  org = await addOrg();
  admin = await signIn(org.admin.email);
  rep = await signIn((await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}` })).email);
});

describe('activation settings', () => {
  it('keeps at most 5 events, a 7, 14 or 30 day window, per tab, for Admins only', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    const tooMany = await admin.json('PUT', '/api/product-usage/settings/user', { events: six, periodDays: 7 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ detail: USAGE_MESSAGES.tooManyEvents, source: { pointer: '/events' } });
    const period = await admin.json('PUT', '/api/product-usage/settings/user', { events: ['Login'], periodDays: 10 });
    expect(period.status).toBe(422);
    expect(period.body.errors[0].detail).toBe(USAGE_MESSAGES.period);
    expect((await admin.json('PUT', '/api/product-usage/settings/team', { events: [], periodDays: 7 })).status).toBe(422);
    expect((await rep.json('PUT', '/api/product-usage/settings/user', { events: ['Login'], periodDays: 7 })).status).toBe(403);
    expect((await rep.json('GET', '/api/product-usage')).status).toBe(403);

    const saved = await admin.json('PUT', '/api/product-usage/settings/user', { events: ['Login', 'Report Created'], periodDays: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.user).toEqual({ events: ['Login', 'Report Created'], advancedEvents: [], periodDays: 7 });
    expect(saved.body.data.account).toEqual({ events: [], advancedEvents: [], periodDays: 14 });
    const acc = await admin.json('PUT', '/api/product-usage/settings/account', { events: ['Report Created'], periodDays: 7 });
    expect(acc.body.data.account).toEqual({ events: ['Report Created'], advancedEvents: [], periodDays: 7 });
    expect(acc.body.data.user.events).toEqual(['Login', 'Report Created']);
  });
});

describe('Segment source', () => {
  let writeKey: string;
  let ana: { id: string };
  let account: { id: string };

  beforeAll(async () => {
    account = await record({ module: 'account', name: 'Acme', domain: acme });
    ana = await record({ module: 'contact', name: 'Ana', email: `ana@${acme}` });
    const made = await admin.json('POST', '/api/product-usage/segment-key');
    expect(made.status).toBe(201);
    writeKey = made.body.data.value;
    const shown = await admin.json('GET', '/api/product-usage');
    expect(shown.body.data.segment).toEqual({ connected: true, keyHint: made.body.data.hint });
    expect(JSON.stringify(shown.body)).not.toContain(writeKey);
  });

  it('scores a user and an account from identify and track calls, once per messageId', async () => {
    const source = segmentSource(writeKey);
    const identify = source.identify({ userId: 'u-ana', traits: { email: `Ana@${acme}`, name: 'Ana' } });
    const login = source.track({ userId: 'u-ana', event: 'Login' });
    const report = source.track({ userId: 'u-ana', event: 'Report Created', properties: { rows: 3 } });
    const first = await source.batch([identify, login, report]);
    expect(first).toEqual({ status: 200, body: { data: { accepted: 2, duplicates: 0 } } });
    expect(await recordOf(ana.id)).toMatchObject({ usageScore: 100, usageLevel: 'high' });
    expect(await recordOf(account.id)).toMatchObject({ usageScore: 100, usageLevel: 'high' });

    // A retried batch (same messageIds) changes nothing.
    expect((await source.batch([login, report])).body.data).toEqual({ accepted: 0, duplicates: 2 });
    const events = await env.DB.prepare('select count(*) as n from usage_events where account_id = ?')
      .bind(org.accountId)
      .first<{ n: number }>();
    expect(events?.n).toBe(2);
  });

  it('answers 401 without the write key, with another, and with a rotated-out one', async () => {
    const call = segmentSource(writeKey).track({ userId: 'x', event: 'Login' });
    expect((await segmentSource('nope').batch([call])).status).toBe(401);
    const rotated = (await admin.json('POST', '/api/product-usage/segment-key')).body.data.value as string;
    expect((await segmentSource(writeKey).batch([call])).status).toBe(401);
    writeKey = rotated;
    expect((await segmentSource(writeKey).batch([call])).status).toBe(200);
    const none = await SELF.fetch(`${BASE}/api/public/product-usage/segment/v1/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ batch: [] }),
    });
    expect(none.status).toBe(401);
  });

  it('refuses malformed calls with 422, never a 500', async () => {
    const source = segmentSource(writeKey);
    const bad = { ...source.track({ userId: 'u', event: 'Login' }), userId: undefined, anonymousId: undefined };
    expect((await source.batch([bad])).status).toBe(422);
    expect((await source.batch([{ ...source.track({ userId: 'u', event: 'x' }), event: '' }])).status).toBe(422);
  });

  it('takes single track calls and webhook-destination calls, correcting the sender clock', async () => {
    const bo = await record({ module: 'contact', name: 'Bo', email: `bo@${acme}` });
    const source = segmentSource(writeKey);
    expect((await source.trackOne(source.track({ userId: `bo@${acme}`, event: 'Login' }))).body.data.accepted).toBe(1);
    expect((await recordOf(bo.id)).usageScore).toBe(50);
    // The sender's clock runs 3 days ahead: the event still lands today, not in three days.
    const call = source.track({ userId: 'u-bo', event: 'Report Created', email: `bo@${acme}` });
    expect((await source.webhook(call, 3 * 86_400_000)).body.data.accepted).toBe(1);
    const row = await env.DB.prepare('select occurred_at as at from usage_events where event_id = ?')
      .bind(call.messageId)
      .first<{ at: number }>();
    expect(Math.abs(row!.at - Date.now())).toBeLessThan(60_000);
    expect((await recordOf(bo.id)).usageScore).toBe(100);
  });

  it('counts parallel deliveries of the same and of different events exactly', async () => {
    const cy = await record({ module: 'contact', name: 'Cy', email: `cy@${acme}` });
    const source = segmentSource(writeKey);
    const same = source.track({ userId: `cy@${acme}`, event: 'Login' });
    const distinct = Array.from({ length: 8 }, () => source.track({ userId: `cy@${acme}`, event: 'Export' }));
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => source.batch([same])),
      ...distinct.map((c) => source.batch([c])),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.reduce((n, a) => n + a.body.data.accepted, 0)).toBe(9);
    const counts = await env.DB.prepare(
      "select name, sum(count) as n from usage_daily where account_id = ? and kind = 'user' and subject = ? group by name order by name",
    )
      .bind(org.accountId, `cy@${acme}`)
      .all<{ name: string; n: number }>();
    expect(counts.results).toEqual([
      { name: 'Export', n: 8 },
      { name: 'Login', n: 1 },
    ]);
    const basis = await env.DB.prepare("select basis, score from usage_scores where account_id = ? and kind = 'user' and subject = ?")
      .bind(org.accountId, `cy@${acme}`)
      .first<{ basis: number; score: number }>();
    expect(basis).toEqual({ basis: 9, score: 50 });
    expect((await recordOf(cy.id)).usageScore).toBe(50);
  });
});
