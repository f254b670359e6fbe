import { createScheduledController, SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { handleScheduled } from '../jobs/cron';
import { evaluateCondition } from '../core/routing/conditions';
import { findRecord, toCrmRecord } from '../features/crm/repo';
import { addOrg, db, signIn, uid, type TestClient, BASE } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Product usage from the signed endpoint and Mixpanel through to segments, routing, the stream and the midnight roll-off. */
const DAY = 86_400_000;
let org: Awaited<ReturnType<typeof addOrg>>;
let admin: TestClient;
let secret: string;
const tag = uid();
const beta = `beta-${tag}.test`;
let dee: { id: string };
let betaAccount: { id: string };

async function record(body: Record<string, unknown>) {
  const res = await admin.json('POST', '/api/crm/records', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}
const recordOf = async (id: string) => (await admin.json('GET', `/api/crm/records/${id}`)).body.data;

function signedPost(body: string, key = secret, accountId = org.accountId) {
  const msgId = `msg_${crypto.randomUUID()}`;
  const now = new Date();
  return SELF.fetch(`${BASE}/api/public/product-usage/events/${accountId}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(key).sign(msgId, now, body),
    },
    body,
  });
}
const events = (list: { id: string; event: string; email: string; timestamp?: string }[]) => JSON.stringify({ events: list });

beforeAll(async () => {
  org = await addOrg();
  admin = await signIn(org.admin.email);
  betaAccount = await record({ module: 'account', name: 'Beta', domain: beta });
  dee = await record({ module: 'contact', name: 'Dee', email: `dee@${beta}` });
  expect((await admin.json('PUT', '/api/product-usage/settings/user', { events: ['Login'], periodDays: 7 })).status).toBe(200);
  expect((await admin.json('PUT', '/api/product-usage/settings/account', { events: ['Login', 'Export'], periodDays: 14 })).status).toBe(
    200,
  );
  const made = await admin.json('POST', '/api/product-usage/http-secret');
  expect(made.status).toBe(201);
  secret = made.body.data.value;
  expect(secret).toMatch(/^whsec_/);
});

describe("the product's signed endpoint", () => {
  it('refuses a wrong secret, a changed body and a missing signature with 401; a bad event with 422', async () => {
    const body = events([{ id: 'e0', event: 'Login', email: `dee@${beta}` }]);
    expect((await signedPost(body, 'whsec_' + btoa('0123456789abcdef01234567'))).status).toBe(401);
    const tampered = await SELF.fetch(`${BASE}/api/public/product-usage/events/${org.accountId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(tampered.status).toBe(401);
    expect((await signedPost(body, secret, 'someone-else')).status).toBe(401);
    const invalid = await signedPost(events([{ id: 'e0', event: 'Login', email: 'not-an-email' }]));
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: { source: { pointer: string } }[] }).errors[0].source.pointer).toBe('/events/0/email');
  });

  it('moves the score, a segment count, a routing condition and the activity stream', async () => {
    const seg = await admin.json('POST', '/api/segments', {
      module: 'contact',
      name: 'Active users',
      scope: 'global',
      conditions: [{ field: 'usage_score', operator: 'at_least', value: '70' }],
    });
    expect(seg.body.data.count).toBe(0);
    const ok = await signedPost(events([{ id: 'e1', event: 'Login', email: `DEE@${beta}` }]));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { accepted: 1, duplicates: 0 } });
    expect(await recordOf(dee.id)).toMatchObject({ usageScore: 100, usageLevel: 'high' });
    // The account counts Login and Export over 14 days, each on 2 days for its full share: one Login is 25.
    expect(await recordOf(betaAccount.id)).toMatchObject({ usageScore: 25, usageLevel: 'low' });
    expect((await admin.json('GET', `/api/segments/${seg.body.data.id}`)).body.data.count).toBe(1);

    const crm = toCrmRecord((await findRecord(db(), org.accountId, dee.id))!);
    const rule = { field: { source: 'crm' as const, key: 'usage_score' }, operator: 'at_least' as const, value: 70 };
    expect(evaluateCondition(rule, { answers: {}, record: crm }).passed).toBe(true);

    const stream = await admin.json('GET', `/api/contacts/${dee.id}/activity`);
    expect(stream.body.data[0]).toMatchObject({ kind: 'usage_event', title: 'Login', detail: 'via http' });
    const accountStream = await admin.json('GET', `/api/accounts/${betaAccount.id}/activity`);
    expect(accountStream.body.data.map((e: { kind: string }) => e.kind)).toContain('usage_event');
  });

  it('rolls the window off at midnight (cron) and rebuilds the same scores from the stored events', async () => {
    const before = await recordOf(dee.id);
    expect((await admin.json('POST', '/api/product-usage/rebuild')).status).toBe(204);
    expect((await recordOf(dee.id)).usageScore).toBe(before.usageScore);
    await handleScheduled(createScheduledController({ scheduledTime: Date.now() + 8 * DAY, cron: '* * * * *' }), env);
    expect(await recordOf(dee.id)).toMatchObject({ usageScore: 0, usageLevel: 'low' });
    expect((await recordOf(betaAccount.id)).usageScore).toBe(25);
  });
});

describe('Mixpanel onboarding', () => {
  it('imports the last 14 days through the export API, retrying a 429, each $insert_id once', async () => {
    expect((await admin.json('POST', '/api/product-usage/mixpanel-import')).status).toBe(422);
    const project = (await (await fetch('https://api.mixpanel.com/__fake/projects', { method: 'POST' })).json()) as {
      projectId: string;
      secret: string;
    };
    expect((await admin.json('PUT', '/api/messaging/mixpanel', { projectId: project.projectId, apiSecret: project.secret })).status).toBe(
      200,
    );
    const auth = { authorization: `Basic ${btoa(`${project.secret}:`)}`, 'content-type': 'application/json' };
    const mk = (id: string, event: string, at: number) => ({ event, properties: { time: at, distinct_id: `eve@${beta}`, $insert_id: id } });
    const now = Date.now();
    const seeded = await fetch(`https://api.mixpanel.com/import?strict=1&project_id=${project.projectId}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify([mk('m1', 'Login', now - DAY), mk('m2', 'Export', now - 2 * DAY), mk('m3', 'Login', now - 20 * DAY)]),
    });
    expect(seeded.status).toBe(200);
    await fetch('https://api.mixpanel.com/__fake/fail-next', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ status: 429, retryAfter: 1 }),
    });
    const eve = await record({ module: 'contact', name: 'Eve', email: `eve@${beta}` });
    const first = await admin.json('POST', '/api/product-usage/mixpanel-import');
    expect(first.body).toEqual({ data: { accepted: 2, duplicates: 0 } });
    expect((await recordOf(eve.id)).usageScore).toBe(100);
    expect((await admin.json('POST', '/api/product-usage/mixpanel-import')).body).toEqual({ data: { accepted: 0, duplicates: 2 } });
    const shown = (await admin.json('GET', '/api/product-usage')).body.data;
    expect(shown.mixpanel.connected).toBe(true);
    expect(shown.mixpanel.importedAt).not.toBeNull();
    expect(shown.seenEvents).toEqual(expect.arrayContaining(['Login', 'Export']));
  });
});
