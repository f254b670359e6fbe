import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { workflowDeliveries } from '../db/schema/workflows';
import { workflowsEventHandler } from '../features/workflows/parts/fanout';
import { deliverOne } from '../features/workflows/parts/deliver';
import { setPlan } from '../features/plans/service';
import { addOrg, db, signIn } from './client';
import { connectSlack, slackToken } from './slack-kit';
import { book, createLink, openMeetingType } from './booking-helpers';

const E = env as unknown as Env;

const deliveries = async (accountId: string, channel: string) =>
  (
    await E.DB.prepare('select * from workflow_deliveries where account_id = ? and channel = ?')
      .bind(accountId, channel)
      .all<{ id: string; status: string; last_error: string | null; external_id: string | null }>()
  ).results;

async function disqualifiedSession(accountId: string) {
  const id = crypto.randomUUID();
  await E.DB.prepare(
    "insert into routing_sessions (id, account_id, router_name, prospect_name, prospect_email, answers, attribution, outcome, outcome_reason, created_at, updated_at) values (?, ?, 'Website demo form', 'Gail Free', 'gail@gmail.com', ?, '{}', 'disqualified', 'Disqualified as the email address is from a free email provider', ?, ?)",
  )
    .bind(id, accountId, JSON.stringify({ email: 'gail@gmail.com', phone: '+1 415 555 0100' }), Date.now(), Date.now())
    .run();
  return {
    id: crypto.randomUUID(),
    accountId,
    type: 'prospect.disqualified' as const,
    subjectId: id,
    payload: { sessionId: id, routerId: null, routerKind: 'inbound', reason: 'free e-mail' },
    occurredAt: Date.now(),
  };
}

describe('Slack workflows', () => {
  it('installs the Slack app with OAuth v2, posts one message per disqualified prospect, and waits out a 429', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    await connectSlack(admin);
    const wf = await admin.json('POST', '/api/workflows', {
      name: 'Free e-mail alert',
      trigger: 'prospect_disqualified',
      action: 'send_slack',
      config: {
        slackChannel: '#sales',
        message: '{{prospect_name}} ({{booker_email}}) was disqualified on {{form_name}}',
        infoBlocks: ['form_answers'],
      },
    });
    expect(wf.status, JSON.stringify(wf.body)).toBe(201);
    const event = await disqualifiedSession(o.accountId);
    const runs = await Promise.all([0, 1, 2].map(() => workflowsEventHandler.handle(E, db(), event)));
    // The real queue consumer gets the handler's message too; in the same transaction as the insert, the delivery
    // is made due a minute from now, so only this test's attempts (their clock ahead) can take it and the armed 429.
    const notYet = db()
      .update(workflowDeliveries)
      .set({ nextAttemptAt: Date.now() + 60_000 })
      .where(eq(workflowDeliveries.accountId, o.accountId));
    await db().batch([...(runs[0] as never[]), notYet] as never);
    await db().batch([...(runs[1] as never[]), notYet] as never);
    const [row] = await deliveries(o.accountId, 'slack');
    expect(await deliveries(o.accountId, 'slack')).toHaveLength(1);
    const token = await slackToken(o.accountId);
    await fetch('https://slack.com/__fake/fail-next', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 429, retryAfter: 7 }),
    });
    const first = await deliverOne(E, db(), row.id, { now: Date.now() + 120_000 });
    expect(first).toEqual({ result: 'retry', delaySeconds: 7 });
    await Promise.all([0, 1].map(() => deliverOne(E, db(), row.id, { now: Date.now() + 240_000 })));
    const messages = (
      (await (await fetch('https://slack.com/__fake/messages', { headers: { authorization: `Bearer ${token}` } })).json()) as {
        messages: { channel: string; text: string }[];
      }
    ).messages;
    expect(messages).toHaveLength(1);
    expect(messages[0].channel).toBe('C0SALES0001');
    expect(messages[0].text).toContain('Gail Free (gail@gmail.com) was disqualified on Website demo form');
    expect(messages[0].text).toContain('Form answers\n- email: gail@gmail.com');
  });

  it('an unknown channel is dead-lettered at once instead of retried', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    await connectSlack(admin);
    await admin.json('POST', '/api/workflows', {
      name: 'Nowhere',
      trigger: 'prospect_disqualified',
      action: 'send_slack',
      config: { slackChannel: '#nowhere', message: 'hi' },
    });
    const event = await disqualifiedSession(o.accountId);
    await db().batch(((await workflowsEventHandler.handle(E, db(), event)) ?? []) as never);
    const [row] = await deliveries(o.accountId, 'slack');
    await deliverOne(E, db(), row.id, { now: Date.now() + 60_000 });
    expect((await deliveries(o.accountId, 'slack'))[0]).toMatchObject({ status: 'dead', last_error: 'Slack error: channel_not_found' });
  });
});

describe('Twilio SMS', () => {
  async function twilioAccount() {
    return (await (
      await fetch('https://api.twilio.com/__fake/accounts', { method: 'POST', body: JSON.stringify({ numbers: ['+15005550006'] }) })
    ).json()) as { sid: string; token: string };
  }
  const sent = async (a: { sid: string; token: string }) =>
    (
      (await (
        await fetch('https://api.twilio.com/__fake/messages', { headers: { authorization: `Basic ${btoa(`${a.sid}:${a.token}`)}` } })
      ).json()) as { messages: { to: string; body: string; from: string }[] }
    ).messages;

  it('is an Enterprise feature, verifies the phone by one-time code, then texts the prospect once', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const account = await twilioAccount();
    const body = { accountSid: account.sid, authToken: account.token, senderNumber: '+15005550006', verifyPhone: '+14155550123' };
    const gated = await admin.json('POST', '/api/messaging/twilio/connect', body);
    expect(gated.status).toBe(403);
    expect(gated.body.errors[0].detail).toBe('SMS integration is available on the Enterprise plan. Contact us to enable it.');
    await setPlan(db(), o.accountId, 'enterprise');
    const wrong = await admin.json('POST', '/api/messaging/twilio/connect', { ...body, authToken: '0'.repeat(32) });
    expect(wrong.body.errors[0].detail).toBe(
      'Sorry! Twilio integration failed. Please check your API credentials and configuration settings.',
    );
    const missing = await admin.json('POST', '/api/messaging/twilio/connect', {
      accountSid: '',
      authToken: '',
      senderNumber: '',
      verifyPhone: '',
    });
    expect(missing.body.errors.map((e: { detail: string }) => e.detail)).toEqual([
      'Account ID is required',
      'Auth Token is required',
      'Sender number is required',
      'Contact number must be valid',
    ]);
    const started = await admin.json('POST', '/api/messaging/twilio/connect', body);
    expect(started.body.data.status).toBe('connecting');
    const code = /(\d{6})/.exec((await sent(account)).at(-1)!.body)![1];
    const bad = await admin.json('POST', '/api/messaging/twilio/verify', { code: code === '123456' ? '654321' : '123456' });
    expect(bad.body.errors[0].detail).toBe('Verification failed for phone number. Please check and try again.');
    const ok = await admin.json('POST', '/api/messaging/twilio/verify', { code });
    expect(ok.body.data).toMatchObject({ status: 'connected', detail: '+15005550006' });

    const wf = await admin.json('POST', '/api/workflows', {
      name: 'Text the prospect',
      trigger: 'prospect_disqualified',
      action: 'send_sms',
      config: { smsFrom: '+15005550006', message: 'Hi {{prospect_name}}, thanks for reaching out 👋' },
    });
    expect(wf.status, JSON.stringify(wf.body)).toBe(201);
    const event = await disqualifiedSession(o.accountId);
    await db().batch(((await workflowsEventHandler.handle(E, db(), event)) ?? []) as never);
    const [row] = await deliveries(o.accountId, 'sms');
    await Promise.all([0, 1].map(() => deliverOne(E, db(), row.id, { now: Date.now() + 60_000 })));
    const texts = (await sent(account)).filter((m) => m.to === '+14155550100');
    expect(texts).toEqual([{ ...texts[0], body: 'Hi Gail Free, thanks for reaching out 👋', from: '+15005550006' }]);
    expect((await deliveries(o.accountId, 'sms'))[0].external_id).toMatch(/^SM/);

    // No valid number: the spec's failure, never retried.
    await E.DB.prepare("update routing_sessions set answers = '{}' where id = ?").bind(event.subjectId).run();
    const again = { ...event, id: crypto.randomUUID() };
    await db().batch(((await workflowsEventHandler.handle(E, db(), again)) ?? []) as never);
    const failed = (await deliveries(o.accountId, 'sms')).find((d) => d.id !== row.id)!;
    await deliverOne(E, db(), failed.id, { now: Date.now() + 60_000 });
    expect((await deliveries(o.accountId, 'sms')).find((d) => d.id === failed.id)).toMatchObject({
      status: 'dead',
      last_error: "SMS delivery failed: the prospect's phone number is missing or invalid",
    });
  });
});

describe('event streams', () => {
  it('Segment and Mixpanel receive each meeting event once through the delivery machinery', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const { writeKey } = (await (await fetch('https://api.segment.io/__fake/sources', { method: 'POST' })).json()) as { writeKey: string };
    const project = (await (await fetch('https://api.mixpanel.com/__fake/projects', { method: 'POST' })).json()) as {
      projectId: string;
      secret: string;
    };
    expect((await admin.json('PUT', '/api/messaging/segment', { writeKey })).status).toBe(200);
    expect((await admin.json('PUT', '/api/messaging/mixpanel', { projectId: project.projectId, apiSecret: project.secret })).status).toBe(
      200,
    );
    expect(
      (await admin.json('PUT', '/api/messaging/mixpanel', { projectId: 'abc', apiSecret: '' })).body.errors.map(
        (e: { detail: string }) => e.detail,
      ),
    ).toEqual(['Project ID must be a number', 'API secret is required']);
    const type = await openMeetingType(admin, [o.admin.id]);
    const link = await createLink(admin, { meetingTypeId: type.id, ownerUserId: o.admin.id });
    const d = new Date(Date.now() + 9 * 86_400_000);
    d.setUTCHours(16, 0, 0, 0);
    const booked = await book(link.slug, { start: d.toISOString(), email: 'pat@globex.test' });
    expect(booked.status).toBe(201);
    const event = {
      id: crypto.randomUUID(),
      accountId: o.accountId,
      type: 'meeting.booked' as const,
      subjectId: booked.body.data.id,
      payload: { meetingId: booked.body.data.id },
      occurredAt: Date.now(),
    };
    await db().batch(((await workflowsEventHandler.handle(E, db(), event)) ?? []) as never);
    const rows = [...(await deliveries(o.accountId, 'segment')), ...(await deliveries(o.accountId, 'mixpanel'))].filter((r) => r.id);
    for (const r of rows) await Promise.all([0, 1].map(() => deliverOne(E, db(), r.id, { now: Date.now() + 60_000 })));
    const seg = (
      (await (
        await fetch('https://api.segment.io/__fake/events', { headers: { authorization: `Basic ${btoa(`${writeKey}:`)}` } })
      ).json()) as { events: { event: string; userId: string; messageId: string }[] }
    ).events;
    const mix = (
      (await (
        await fetch('https://api.mixpanel.com/__fake/events', { headers: { authorization: `Basic ${btoa(`${project.secret}:`)}` } })
      ).json()) as { events: { event: string; properties: Record<string, unknown> }[] }
    ).events;
    const mine = (e: { messageId?: string; properties?: Record<string, unknown> }) =>
      rows.some((r) => r.id === e.messageId || r.id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 36) === e.properties?.$insert_id);
    expect(seg.filter(mine)).toEqual([expect.objectContaining({ event: 'Meeting Booked', userId: 'pat@globex.test' })]);
    expect(mix.filter(mine)).toEqual([
      expect.objectContaining({ event: 'Meeting Booked', properties: expect.objectContaining({ distinct_id: 'pat@globex.test' }) }),
    ]);
  });
});
