import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { Env } from '../env';
import { handleEvent } from '../features/events/service';
import { signalsEventHandler } from '../features/signals/parts/fire';
import { addOrg, db, signIn, uid, type TestClient } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/**
 * Signals on product usage (issue 28): an activation event of an account's user, and an account's usage
 * level changing, fire through the event pipeline with the signal's filters (a segment among them).
 */
const E = env as unknown as Env;
const DAY = 86_400_000;
type Org = { accountId: string; admin: TestClient; secret: string };

async function setUp(): Promise<Org> {
  const o = await addOrg();
  const admin = await signIn(o.admin.email);
  expect((await admin.json('PUT', '/api/product-usage/settings/user', { events: ['Login'], periodDays: 7 })).status).toBe(200);
  const account = await admin.json('PUT', '/api/product-usage/settings/account', { events: ['Login', 'Export'], periodDays: 14 });
  expect(account.status).toBe(200);
  const secret = (await admin.json('POST', '/api/product-usage/http-secret')).body.data.value as string;
  return { accountId: o.accountId, admin, secret };
}

function post(o: Org, list: { id: string; event: string; email: string; timestamp?: string }[]) {
  const body = JSON.stringify({ events: list });
  const msgId = `msg_${crypto.randomUUID()}`;
  const now = new Date();
  return SELF.fetch(`http://127.0.0.1:8787/api/public/product-usage/events/${o.accountId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(o.secret).sign(msgId, now, body),
    },
    body,
  });
}

/** Runs the signals handler on every usage event the organization recorded (a handled one is skipped). */
async function drain(o: Org) {
  const rows = await E.DB.prepare("select id from domain_events where account_id = ? and type like 'usage.%' order by occurred_at")
    .bind(o.accountId)
    .all<{ id: string }>();
  for (const r of rows.results) await handleEvent(E, db(), [signalsEventHandler], r.id);
  return rows.results.length;
}

const bell = async (o: Org) =>
  ((await o.admin.json('GET', '/api/notifications')).body.data.items as { title: string; body: string }[]).map((i) => i.body).sort();

async function signal(o: Org, body: Record<string, unknown>) {
  const res = await o.admin.json('POST', '/api/signals', {
    triggerType: 'on_account',
    frequency: 'every_time',
    notify: 'all_users',
    channels: [],
    actions: [],
    message: '',
    filters: [],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

let a: Org;
let b: Org;
const tag = uid();
const gold = `gold-${tag}.test`;
const tin = `tin-${tag}.test`;

beforeAll(async () => {
  [a, b] = await Promise.all([setUp(), setUp()]);
  await a.admin.json('POST', '/api/crm/records', { module: 'account', name: 'Gold', domain: gold, fields: { tier: 'gold' } });
  await a.admin.json('POST', '/api/crm/records', { module: 'account', name: 'Tin', domain: tin, fields: { tier: 'tin' } });
  const seg = await a.admin.json('POST', '/api/segments', {
    module: 'account',
    name: 'Gold',
    scope: 'global',
    conditions: [{ field: 'tier', operator: 'equals', value: 'gold' }],
  });
  await signal(a, {
    name: 'Gold usage',
    event: 'usage.activation_event',
    filters: [{ field: { source: 'crm', key: 'segment' }, operator: 'in_segment', segmentId: seg.body.data.id }],
  });
  await signal(b, { name: 'B usage', event: 'usage.activation_event' });
});

describe('signals on product usage events', () => {
  it('fire once per activation event of a user whose account is in the segment; other events and accounts do not', async () => {
    const res = await post(a, [
      { id: `e1-${tag}`, event: 'Login', email: `pat@${gold}` },
      { id: `e2-${tag}`, event: 'Login', email: `tom@${tin}` },
      { id: `e3-${tag}`, event: 'Pageview', email: `pat@${gold}` },
    ]);
    expect(res.status).toBe(200);
    await drain(a);
    await drain(a);
    expect(await bell(a)).toEqual([`pat@${gold} performed Login (${gold})`]);
    // The same id again is a duplicate: nothing is recorded, nothing fires.
    await post(a, [{ id: `e1-${tag}`, event: 'Login', email: `pat@${gold}` }]);
    await drain(a);
    expect(await bell(a)).toHaveLength(1);
  });

  it('fire once when the same event arrives several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(a, [{ id: `dup-${tag}`, event: 'Export', email: `ann@${gold}` }]).then((r) => r.json())),
    );
    expect(answers.map((x) => (x as { data: { accepted: number } }).data.accepted).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    await Promise.all([drain(a), drain(a)]);
    expect((await bell(a)).filter((t) => t.includes('performed Export'))).toEqual([`ann@${gold} performed Export (${gold})`]);
  });

  it("keep organizations apart: one's events never fire another's signals", async () => {
    const before = await bell(a);
    await post(b, [{ id: `e1-${tag}`, event: 'Login', email: `pat@${gold}` }]);
    await drain(b);
    expect(await bell(b)).toEqual([`pat@${gold} performed Login (${gold})`]);
    expect(await bell(a)).toEqual(before);
  });

  it("fire when an account's usage score moves to the level the filter names, once", async () => {
    const c = await setUp();
    await signal(c, {
      name: 'Now active',
      event: 'usage.level_changed',
      filters: [{ field: { source: 'form', key: 'usage_level' }, operator: 'equals', value: 'high' }],
    });
    const at = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const dom = `lvl-${tag}.test`;
    await post(c, [{ id: 'l1', event: 'Login', email: `x@${dom}`, timestamp: at(0) }]);
    await post(c, [{ id: 'l2', event: 'Login', email: `x@${dom}`, timestamp: at(8) }]);
    expect(await drain(c)).toBe(2);
    expect(await bell(c)).toEqual([]);
    await post(c, [{ id: 'x1', event: 'Export', email: `x@${dom}`, timestamp: at(0) }]);
    await drain(c);
    expect(await bell(c)).toEqual([`${dom}: usage Medium to High (score 75)`]);
    // Still high at 100: no level change, nothing more.
    await post(c, [{ id: 'x2', event: 'Export', email: `x@${dom}`, timestamp: at(8) }]);
    await drain(c);
    expect(await bell(c)).toHaveLength(1);
  });
});
