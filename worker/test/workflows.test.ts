import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { Env } from '../env';
import { eventStmt, handleEvent } from '../features/events/service';
import { runBatch } from '../db/batch';
import { TRIGGER_EVENT, type WorkflowTrigger } from '../contracts/workflows';
import type { DomainEventType } from '../contracts/events';
import { workflowsEventHandler } from '../features/workflows/parts/fanout';
import { deliverOne } from '../features/workflows/parts/deliver';
import { sweepTimedWorkflows } from '../features/workflows/parts/timed';
import { signatureHeaders } from '../integrations/webhooks/sender';
import { MAX_DELIVERY_ATTEMPTS, RETRY_SCHEDULE_SECONDS } from '../core/workflows/backoff';
import { addOrg, db, signIn, type TestClient } from './client';
import { book, createLink, openMeetingType } from './booking-helpers';

const E = env as unknown as Env;
const HOOKS = 'https://hooks.example.com';

async function endpoint() {
  const res = await fetch(`${HOOKS}/__fake/endpoints`, { method: 'POST', body: '{}' });
  return ((await res.json()) as { path: string }).path;
}
const received = async (path: string) =>
  (
    (await (await fetch(`${HOOKS}/__fake/endpoints${path}`)).json()) as {
      received: { id: string; verified: boolean; error: string | null; headers: Record<string, string>; body: string }[];
    }
  ).received;
const control = (path: string, what: string, body: unknown) =>
  fetch(`${HOOKS}/__fake/endpoints${path}/${what}`, { method: 'POST', body: JSON.stringify(body) });

async function org() {
  const o = await addOrg();
  const admin = await signIn(o.admin.email);
  const type = await openMeetingType(admin, [o.admin.id]);
  const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: o.admin.id });
  return { ...o, client: admin, type, link };
}

async function webhookWorkflow(client: TestClient, over: Record<string, unknown> = {}) {
  const path = await endpoint();
  const res = await client.json('POST', '/api/workflows', {
    name: 'Booked hook',
    trigger: 'meeting_booked',
    action: 'send_webhook',
    config: { webhookUrl: `${HOOKS}${path}`, headers: [{ name: 'X-Team', value: 'sales' }] },
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await control(path, 'secret', { secret: res.body.data.secret });
  return { path, workflow: res.body.data as { id: string; secret: string } };
}

const pendingEvents = async (accountId: string, type: string) =>
  (
    await E.DB.prepare('select id from domain_events where account_id = ? and type = ? order by occurred_at')
      .bind(accountId, type)
      .all<{ id: string }>()
  ).results.map((r) => r.id);
const deliveriesOf = async (workflowId: string) =>
  (
    await E.DB.prepare('select * from workflow_deliveries where workflow_id = ?')
      .bind(workflowId)
      .all<{ id: string; event_id: string; status: string; attempts: number; next_attempt_at: number | null; last_error: string | null }>()
  ).results;

async function bookOne(o: Awaited<ReturnType<typeof org>>, startAt: string, extra: Record<string, unknown> = {}) {
  const res = await book(o.link.slug, { start: startAt, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string };
}

const inDays = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('workflow webhooks', () => {
  it('a booking delivers exactly one signed webhook under duplicate event deliveries and duplicate queue messages', async () => {
    const o = await org();
    const { path, workflow } = await webhookWorkflow(o.client);
    await bookOne(o, inDays(10));
    const [eventId] = await pendingEvents(o.accountId, 'meeting.booked');
    // The same event handled six times at once (duplicate queue deliveries), next to the queue's own consumer.
    await Promise.all(Array.from({ length: 6 }, () => handleEvent(E, db(), [workflowsEventHandler], eventId)));
    const rows = await deliveriesOf(workflow.id);
    expect(rows).toHaveLength(1);
    await Promise.all(Array.from({ length: 4 }, () => deliverOne(E, db(), rows[0].id)));
    await expect.poll(async () => (await deliveriesOf(workflow.id))[0].status, { timeout: 10_000 }).toBe('delivered');
    const got = await received(path);
    expect(got).toHaveLength(1);
    expect(got[0].verified).toBe(true);
    expect(got[0].headers['x-team']).toBe('sales');
    expect(got[0].headers['webhook-id']).toBe(rows[0].id);
    const body = JSON.parse(got[0].body);
    expect(body).toMatchObject({
      type: 'meeting_booked',
      version: '2026-11-01',
      data: { workflow: { id: workflow.id }, event: { id: eventId, type: 'meeting.booked' } },
    });
    expect(body.data.meeting.host.email).toBe(o.admin.email);

    const log = await o.client.json('GET', `/api/workflows/${workflow.id}/deliveries`);
    expect(log.body.data[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204 });
    expect(log.body.data[0].lastLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('signatures verify with the secret, fail when the body, id or timestamp is tampered, and both secrets sign during a rotation', async () => {
    const secret = 'whsec_' + btoa('0123456789abcdef01234567');
    const other = 'whsec_' + btoa('zyxwvutsrqponmlkjihgfedc');
    const body = JSON.stringify({ type: 'meeting_booked', data: { n: 1 } });
    const now = new Date();
    const headers = signatureHeaders([secret], 'msg_1', now, body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('1', '2'), headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() =>
      new Webhook(secret).verify(body, { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1) }),
    ).toThrow();
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
    const both = signatureHeaders([other, secret], 'msg_1', now, body);
    expect(both['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(body, both)).toBeTruthy();
    expect(new Webhook(other).verify(body, both)).toBeTruthy();
  });

  it('rotating the secret signs with both until the receiver switches', async () => {
    const o = await org();
    const { path, workflow } = await webhookWorkflow(o.client);
    const rotated = await o.client.json('POST', `/api/workflows/${workflow.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(workflow.secret);
    await bookOne(o, inDays(11));
    const [eventId] = await pendingEvents(o.accountId, 'meeting.booked');
    await handleEvent(E, db(), [workflowsEventHandler], eventId);
    const [row] = await deliveriesOf(workflow.id);
    await deliverOne(E, db(), row.id);
    const got = (await received(path)).find((r) => r.id === row.id)!;
    expect(got.verified).toBe(true); // still the old secret at the receiver
    expect(new Webhook(rotated.body.data.secret).verify(got.body, got.headers)).toBeTruthy();
  });

  it('failures back off with jitter over about a day, then dead-letter; a manual redeliver sends it again', async () => {
    const o = await org();
    // A trigger no background event of this test produces, handled directly: only this test's clock drives the attempts.
    const { path, workflow } = await webhookWorkflow(o.client, { trigger: 'meeting_completed' });
    await control(path, 'fail-next', { status: 503, count: MAX_DELIVERY_ATTEMPTS });
    const meeting = await bookOne(o, inDays(12));
    const event = {
      id: crypto.randomUUID(),
      accountId: o.accountId,
      type: 'meeting.completed' as const,
      subjectId: meeting.id,
      payload: { meetingId: meeting.id, previousStatus: 'scheduled' },
      occurredAt: Date.now(),
    };
    const stmts = (await workflowsEventHandler.handle(E, db(), event)) ?? [];
    await db().batch(stmts as never);
    const [row] = await deliveriesOf(workflow.id);
    let now = Date.now() + 1000;
    const waits: number[] = [];
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i++) {
      const early = await deliverOne(E, db(), row.id, { now: now - 5_000, random: 0.5 });
      if (i > 0) expect(early.result).toBe('retry'); // not due yet: no attempt is spent
      const outcome = await deliverOne(E, db(), row.id, { now, random: 0.5 });
      if (outcome.result === 'retry') {
        waits.push(outcome.delaySeconds);
        now += outcome.delaySeconds * 1000;
      }
    }
    expect(waits).toEqual([...RETRY_SCHEDULE_SECONDS]);
    expect(waits.reduce((a, b) => a + b, 0) / 3600).toBeGreaterThan(20);
    const dead = (await deliveriesOf(workflow.id)).find((r) => r.id === row.id)!;
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS });
    const attempts = await o.client.json('GET', `/api/workflows/${workflow.id}/deliveries/${row.id}/attempts`);
    expect(attempts.body.data).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(attempts.body.data[0]).toMatchObject({ statusCode: 503, responseExcerpt: expect.stringContaining('canned failure') });

    // Two clicks at once: one attempt, one delivery.
    const before = (await received(path)).length;
    const clicks = await Promise.all(
      [0, 1].map(() => o.client.json('POST', `/api/workflows/${workflow.id}/deliveries/${row.id}/redeliver`)),
    );
    expect(clicks.map((c) => c.status)).toEqual([200, 200]);
    expect((await deliveriesOf(workflow.id)).find((r) => r.id === row.id)!.status).toBe('delivered');
    expect((await received(path)).length - before).toBe(1);
  });

  it('never calls a private, loopback-in-production or link-local address', async () => {
    const o = await org();
    const res = await o.client.json('POST', '/api/workflows', {
      name: 'Metadata',
      trigger: 'meeting_booked',
      action: 'send_webhook',
      config: { webhookUrl: 'http://169.254.169.254/latest', headers: [{ name: 'X-A', value: 'b' }] },
    });
    expect(res.status).toBe(201);
    await bookOne(o, inDays(13));
    const [eventId] = await pendingEvents(o.accountId, 'meeting.booked');
    await handleEvent(E, db(), [workflowsEventHandler], eventId);
    const [row] = await deliveriesOf(res.body.data.id);
    await deliverOne(E, db(), row.id);
    await expect
      .poll(async () => (await deliveriesOf(res.body.data.id))[0], { timeout: 5_000 })
      .toMatchObject({ status: 'dead', last_error: 'Refused: link-local address' });
  });
});

describe('every trigger', () => {
  it('each immediate trigger fires its workflow once per event, however many deliveries of the event race', async () => {
    const o = await org();
    const meeting = await bookOne(o, inDays(14));
    const sessionId = crypto.randomUUID();
    await E.DB.prepare(
      "insert into routing_sessions (id, account_id, router_name, prospect_name, prospect_email, answers, attribution, created_at, updated_at) values (?, ?, 'Form', 'Pia', 'pia@globex.test', '{}', '{}', ?, ?)",
    )
      .bind(sessionId, o.accountId, Date.now(), Date.now())
      .run();
    const triggers = Object.keys(TRIGGER_EVENT) as WorkflowTrigger[];
    expect(triggers).toHaveLength(10);
    const made: { trigger: WorkflowTrigger; id: string; eventId: string }[] = [];
    for (const trigger of triggers) {
      const { workflow } = await webhookWorkflow(o.client, { trigger, name: trigger });
      const type = TRIGGER_EVENT[trigger] as DomainEventType;
      const payload = type.startsWith('meeting.')
        ? {
            meetingId: meeting.id,
            previousStartAt: Date.now(),
            previousEndAt: Date.now(),
            reason: 'r',
            previousHostUserId: o.admin.id,
            previousStatus: 'scheduled',
          }
        : { sessionId, routerId: null, routerKind: 'inbound', reason: 'r', previousAssigneeUserId: null };
      const e = eventStmt(db(), {
        accountId: o.accountId,
        type,
        subjectId: type.startsWith('meeting.') ? meeting.id : sessionId,
        payload: payload as never,
        occurredAt: Date.now(),
      });
      await runBatch(db(), [e.stmt]);
      made.push({ trigger, id: workflow.id, eventId: e.id });
    }
    await Promise.all(made.flatMap((m) => [0, 1, 2].map(() => handleEvent(E, db(), [workflowsEventHandler], m.eventId))));
    // Only this event's deliveries: the booking's own meeting.booked may reach the booked workflow through the queue too.
    for (const m of made) expect((await deliveriesOf(m.id)).filter((d) => d.event_id === m.eventId).length, m.trigger).toBe(1);
  });
});

describe('workflow validation and roles', () => {
  it('documents the versioned, signed payload in the OpenAPI webhooks section', async () => {
    const doc = (await (await SELF.fetch('http://127.0.0.1:8787/api/openapi.json')).json()) as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: { name: string }[];
            requestBody: { content: { 'application/json': { schema: { properties: Record<string, { const?: string }> } } } };
          };
        }
      >;
    };
    expect(Object.keys(doc.webhooks)).toHaveLength(12);
    const booked = doc.webhooks.meeting_booked.post;
    expect(booked.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    expect(booked.requestBody.content['application/json'].schema.properties.version.const).toBe('2026-11-01');
  });

  it('answers the spec wording for every missing piece', async () => {
    const o = await org();
    const bad = await o.client.json('POST', '/api/workflows', { name: ' ', trigger: 'nope', action: 'send_webhook' });
    expect(bad.status).toBe(422);
    const details = bad.body.errors.map((e: { detail: string }) => e.detail);
    expect(details).toEqual(expect.arrayContaining(['Workflow name is required', 'Please select a trigger']));
    const webhook = await o.client.json('POST', '/api/workflows', {
      name: 'W',
      trigger: 'meeting_booked',
      action: 'send_webhook',
      meetingTypeScope: 'selected',
      meetingTypeIds: [],
      delayMinutes: 0,
      config: { webhookUrl: 'notaurl', headers: [], delayWebhook: true },
    });
    expect(webhook.status).toBe(422);
    expect(webhook.body.errors.map((e: { detail: string; source: { pointer: string } }) => [e.source.pointer, e.detail])).toEqual([
      ['/meetingTypeIds', 'Select at least one meeting type'],
      ['/config/webhookUrl', 'Enter a valid webhook URL'],
      ['/config/headers', 'At least one header is required'],
      ['/delayMinutes', 'Webhook delay must be at least 1 minute'],
    ]);
    const detailsOf = async (body: object) =>
      (await o.client.json('POST', '/api/workflows', body)).body.errors.map((e: { detail: string }) => e.detail);
    const header = await detailsOf({
      name: 'W',
      trigger: 'meeting_booked',
      action: 'send_webhook',
      config: { webhookUrl: 'https://a.example', headers: [{ name: '', value: '' }] },
    });
    expect(header).toEqual(expect.arrayContaining(['Header key is required', 'Header value is required']));
    expect(await detailsOf({ name: 'E', trigger: 'prospect_submitted', action: 'send_email', config: {} })).toEqual([
      'E-mail addresses are required',
      'Message title is required',
      'Message body is required',
    ]);
    expect(await detailsOf({ name: 'S', trigger: 'prospect_submitted', action: 'send_slack', config: {} })).toEqual([
      'Slack channel is required',
      'Message body is required',
      'Connect Slack before sending Slack messages',
    ]);
    const sms = await o.client.json('POST', '/api/workflows', {
      name: 'T',
      trigger: 'meeting_booked',
      action: 'send_sms',
      config: { smsFrom: '', message: '🙂'.repeat(400) },
    });
    // SMS is an Enterprise feature: a Standard organization hears that first, from the one plan check.
    expect(sms.status).toBe(403);
    expect(sms.body.errors).toEqual([
      expect.objectContaining({
        code: 'enterprise_plan',
        detail: 'SMS integration is available on the Enterprise plan. Contact us to enable it.',
        source: { pointer: '/action' },
      }),
    ]);
  });

  it('users cannot create, toggle or delete workflows; other organizations see none of them', async () => {
    const o = await org();
    const { workflow } = await webhookWorkflow(o.client);
    const other = await addOrg();
    const outsider = await signIn(other.admin.email);
    expect((await outsider.json('GET', `/api/workflows/${workflow.id}`)).status).toBe(404);
    expect((await outsider.json('PATCH', `/api/workflows/${workflow.id}/active`, { active: false })).status).toBe(404);
    const toggled = await o.client.json('PATCH', `/api/workflows/${workflow.id}/active`, { active: false });
    expect(toggled.body.data.active).toBe(false);
    const list = await o.client.json('GET', '/api/workflows');
    expect(list.body.data.map((w: { id: string }) => w.id)).toContain(workflow.id);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });
});

describe('timed workflows', () => {
  it('a day before a meeting right after a DST change fires at the same wall time the day before, once, and moves or stops with the meeting', async () => {
    const o = await org();
    const { workflow } = await webhookWorkflow(o.client, { trigger: 'meeting_before_start', delayMinutes: 1440 });
    // Sunday 14 March 2027, 9:00 in New York (EDT, the first day after spring-forward).
    const meeting = await bookOne(o, '2027-03-14T13:00:00.000Z', { timezone: 'America/New_York' });
    const fireAt = Date.parse('2027-03-13T14:00:00.000Z'); // Saturday 9:00 EST: 23 hours earlier
    expect(await sweepTimedWorkflows(E, db(), fireAt - 60_000)).toBe(0);
    const fired = await Promise.all([0, 1, 2].map(() => sweepTimedWorkflows(E, db(), fireAt)));
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweepTimedWorkflows(E, db(), fireAt + 60_000)).toBe(0);
    expect(await deliveriesOf(workflow.id)).toHaveLength(1);

    // Moved a week later: fires again at the new instant, not at the old one.
    await E.DB.prepare('update meetings set start_at = start_at + ?, end_at = end_at + ? where id = ?')
      .bind(7 * 86_400_000, 7 * 86_400_000, meeting.id)
      .run();
    expect(await sweepTimedWorkflows(E, db(), fireAt + 120_000)).toBe(0);
    expect(await sweepTimedWorkflows(E, db(), Date.parse('2027-03-20T13:00:00.000Z'))).toBe(1);
    // Cancelled: nothing more.
    await E.DB.prepare("update meetings set status = 'cancelled', start_at = start_at + ?, end_at = end_at + ? where id = ?")
      .bind(7 * 86_400_000, 7 * 86_400_000, meeting.id)
      .run();
    expect(await sweepTimedWorkflows(E, db(), Date.parse('2027-03-27T13:00:00.000Z'))).toBe(0);
    expect(await deliveriesOf(workflow.id)).toHaveLength(2);
  });
});
