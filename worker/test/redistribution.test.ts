import { SELF, createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTING_REASONS } from '../contracts/routing';
import { SESSION_REASONS } from '../contracts/routing-sessions';
import { routingSessions } from '../db/schema/routers';
import { handleScheduled } from '../jobs/cron';
import { handleRoutingBatch } from '../jobs/routing-queue';
import type { RoutingQueueMessage } from '../env';
import { db, demo, type TestClient, BASE } from './client';
import { futureAt } from './booking-helpers';
import { countryPod, crmAccount, makeRouter, ownerRule, routingDemo, sessionRow, widget } from './routing-session-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const suite = routingDemo();

/** A router whose redistribution hands not-booked prospects to a strict pod of Ursula and Ravi. */
async function redistributingRouter(enabled = true, pod: Record<string, unknown> = {}) {
  const podId = await countryPod(suite.admin, 'Brazil', 'round_robin_strict', pod);
  const routerId = await makeRouter(
    { formId: suite.formId, meetingTypeId: suite.typeId },
    {
      matchingRuleIds: [await ownerRule(suite.admin)],
      redistributionEnabled: enabled,
      redistributionRuleIds: enabled ? [podId] : [],
      notBookedMinutes: 5,
    },
  );
  return { podId, routerId };
}

async function submitted(routerId: string, local = 'lost') {
  const domain = await crmAccount('demo-ursula');
  const email = `${local}-${crypto.randomUUID().slice(0, 6)}@${domain}`;
  const res = await widget.submit(routerId, { name: 'Pat Prospect', email, country: 'Brazil', company: 'Pat Co' });
  expect(res.status).toBe(201);
  return { sessionId: res.body.data.sessionId as string, email };
}

/** Moves a session's not-booked wait into the past, as if the minutes had gone by. */
const makeDue = (sessionId: string) =>
  db()
    .update(routingSessions)
    .set({ redistributeAt: Date.now() - 1000 })
    .where(eq(routingSessions.id, sessionId))
    .run();

async function deliver(body: RoutingQueueMessage, attempts = 1) {
  const batch = createMessageBatch<RoutingQueueMessage>('routewise-routing', [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body },
  ]);
  const ctx = createExecutionContext();
  await handleRoutingBatch(batch, env);
  return getQueueResult(batch, ctx);
}

const notices = (sessionId: string) =>
  env.DB.prepare('select "to", subject, text from outbox where id = ?')
    .bind(`redistribution:${sessionId}`)
    .all<{ to: string; subject: string; text: string }>();

describe('redistribution after the not-booked wait', () => {
  it('happens exactly once however often the message arrives, and the sweep races it', async () => {
    const { podId, routerId } = await redistributingRouter();
    const { sessionId, email } = await submitted(routerId);
    expect((await sessionRow(sessionId))!.decision!.redistribution).toMatchObject({ enabled: true, state: 'scheduled', waitMinutes: 5 });
    await makeDue(sessionId);
    const message = { sessionId, accountId: 'demo-account' };
    const results = await Promise.all([
      deliver(message),
      deliver(message),
      handleScheduled(createScheduledController({ scheduledTime: Date.now() }), env),
    ]);
    expect(results[0].explicitAcks).toHaveLength(1);
    expect(results[1].explicitAcks).toHaveLength(1);
    expect((await deliver(message)).explicitAcks).toHaveLength(1);

    const s = (await sessionRow(sessionId))!;
    expect(s).toMatchObject({
      outcome: 'not_booked',
      outcomeReason: SESSION_REASONS.notBookedInTime,
      assigneeState: 'redistributed',
      via: 'redistribution_rule',
      viaId: podId,
    });
    expect(['demo-ursula', 'demo-ravi']).toContain(s.assigneeUserId);
    expect(s.redistributedAt).not.toBeNull();
    expect(s.decision!.redistribution).toMatchObject({ state: 'redistributed', podId, userId: s.assigneeUserId });
    expect(s.decision!.events.filter((e) => e.type === 'redistributed')).toHaveLength(1);
    expect(s.decision!.roundRobin.filter((r) => r.stage === 'redistribution')).toHaveLength(1);

    const mail = (await notices(sessionId)).results;
    expect(mail).toHaveLength(1);
    const assignee = s.assigneeUserId === 'demo-ursula' ? 'ursula@acme.test' : 'ravi@acme.test';
    expect(mail[0]).toMatchObject({ to: assignee, subject: 'Prospect Pat Prospect did not book; they are yours now' });
    expect(mail[0].text).toContain(email);
    expect(mail[0].text).toContain(`${BASE}/routing-logs/${sessionId}/details`);
    expect(mail[0].text).toContain('company: Pat Co');

    const log = (await suite.admin.json('GET', `/api/distribution-rules/${podId}/round-robin/log`)).body.data;
    expect(
      log.filter(
        (e: { type: string; meetingId?: string }) => e.type === 'meeting_assigned' && e.meetingId === `redistribution:${sessionId}`,
      ),
    ).toHaveLength(1);
    // The redistributed prospect can no longer book through the old session.
    expect((await widget.book(sessionId, futureAt(9, 0, 4))).body.errors[0].code).toBe('session_redistributed');
  });

  it('leaves booked sessions alone', async () => {
    const { routerId } = await redistributingRouter();
    const { sessionId } = await submitted(routerId, 'booker');
    expect((await widget.book(sessionId, futureAt(14, 45, 4))).status).toBe(201);
    await makeDue(sessionId);
    expect((await deliver({ sessionId, accountId: 'demo-account' })).explicitAcks).toHaveLength(1);
    const s = (await sessionRow(sessionId))!;
    expect(s).toMatchObject({ outcome: 'booked', assigneeState: 'assigned', redistributedAt: null });
    expect((await notices(sessionId)).results).toHaveLength(0);
  });

  it('without redistribution the wait still ends the session not booked, once', async () => {
    const { routerId } = await redistributingRouter(false);
    const { sessionId } = await submitted(routerId, 'quiet');
    const before = (await sessionRow(sessionId))!;
    expect(before.decision!.redistribution).toMatchObject({ state: 'not_enabled', reason: ROUTING_REASONS.redistributionDisabled });
    await widget.close(sessionId);
    await makeDue(sessionId);
    await deliver({ sessionId, accountId: 'demo-account' });
    const s = (await sessionRow(sessionId))!;
    // It had left the scheduler: that stays the reason.
    expect(s).toMatchObject({
      outcome: 'not_booked',
      outcomeReason: SESSION_REASONS.leftScheduler,
      redistributeAt: null,
      redistributedAt: null,
      assigneeState: 'user_slots_shown',
    });
    expect(s.decision!.events.filter((e) => e.type === 'redistribution_skipped')).toHaveLength(1);
    await deliver({ sessionId, accountId: 'demo-account' });
    expect((await sessionRow(sessionId))!.decision!.events.filter((e) => e.type === 'redistribution_skipped')).toHaveLength(1);
    expect((await notices(sessionId)).results).toHaveLength(0);
  });

  it('a message that comes early waits for the due time; a foreign account id does nothing', async () => {
    const { routerId } = await redistributingRouter();
    const { sessionId } = await submitted(routerId, 'early');
    const early = await deliver({ sessionId, accountId: 'demo-account' });
    expect(early.retryMessages).toHaveLength(1);
    expect(early.explicitAcks).toHaveLength(0);
    await makeDue(sessionId);
    expect((await deliver({ sessionId, accountId: 'some-other-account' })).explicitAcks).toHaveLength(1);
    expect((await sessionRow(sessionId))!.redistributedAt).toBeNull();
  });

  it('the dev clock runs the sweep as if the wait had passed', async () => {
    const { routerId } = await redistributingRouter();
    const { sessionId } = await submitted(routerId, 'clock');
    const notYet = await fetchSweep(new Date(Date.now() + 60_000).toISOString());
    expect(notYet.status).toBe(200);
    expect((await sessionRow(sessionId))!.redistributedAt).toBeNull();
    const later = await fetchSweep(new Date(Date.now() + 6 * 60_000).toISOString());
    expect(later.body.data.redistributed).toBeGreaterThanOrEqual(1);
    expect((await sessionRow(sessionId))!.assigneeState).toBe('redistributed');
    expect((await notices(sessionId)).results).toHaveLength(1);
    expect((await fetchSweep('not-a-date')).status).toBe(422);
  });
});

describe("the pod's redistribution redirect", () => {
  const CALL_YOU = 'https://www.acme-site.test/we-will-call-you';
  const state = (sessionId: string) => widget.call('GET', `/api/public/routing-sessions/${sessionId}`);
  const withEmail = (url: string, email: string) => `${url}?email=${encodeURIComponent(email)}`;

  it('sends a prospect still in the scheduler there once redistributed: the session state, a booking attempt and closing all name it', async () => {
    const { routerId } = await redistributingRouter(true, { redistributionRedirectUrl: CALL_YOU });
    const domain = await crmAccount('demo-ursula');
    const email = `open-${crypto.randomUUID().slice(0, 6)}@${domain}`;
    const before = Date.now();
    const submitted = await widget.submit(routerId, { name: 'Pat Prospect', email, country: 'Brazil' });
    expect(submitted.status).toBe(201);
    const { sessionId, redistributeAt } = submitted.body.data as { sessionId: string; redistributeAt: string };
    // The widget learns when to ask: the end of the router's 5-minute not-booked wait.
    expect(Date.parse(redistributeAt) - before).toBeGreaterThanOrEqual(5 * 60_000);
    expect(Date.parse(redistributeAt) - before).toBeLessThan(6 * 60_000);
    expect((await state(sessionId)).body.data).toEqual({ outcome: 'pending', redistributed: false, redistributeAt, redirectUrl: null });

    await makeDue(sessionId);
    await deliver({ sessionId, accountId: 'demo-account' });
    const url = withEmail(CALL_YOU, email);
    const now = await state(sessionId);
    expect(now.status).toBe(200);
    expect(now.body.data).toEqual({ outcome: 'not_booked', redistributed: true, redistributeAt: null, redirectUrl: url });
    const s = (await sessionRow(sessionId))!;
    expect(s.decision!.redirect).toMatchObject({ outcome: 'not_booked', url, source: 'pod' });
    expect(s.decision!.events.filter((e) => e.type === 'redirected').map((e) => e.detail)).toEqual([`Redirected to ${url} (the pod)`]);
    expect((await widget.book(sessionId, futureAt(9, 0, 4))).body.errors[0].code).toBe('session_redistributed');
    // Closing the scheduler afterwards keeps that redirect rather than the router's not-booked URL.
    expect((await widget.close(sessionId)).body.data).toEqual({ outcome: 'not_booked', redirectUrl: url });
    expect((await state(sessionId)).body.data.redirectUrl).toBe(url);
  });

  it("without one on the pod, the redistributed prospect goes to the router's not-booked redirect", async () => {
    const { routerId } = await redistributingRouter();
    const { sessionId, email } = await submitted(routerId, 'plain');
    await makeDue(sessionId);
    await deliver({ sessionId, accountId: 'demo-account' });
    expect((await state(sessionId)).body.data).toMatchObject({
      redistributed: true,
      redirectUrl: withEmail('https://www.acme-site.test/later', email),
    });
  });

  it('a prospect who had closed the scheduler keeps the redirect they left with', async () => {
    const { routerId } = await redistributingRouter(true, { redistributionRedirectUrl: CALL_YOU });
    const { sessionId, email } = await submitted(routerId, 'gone');
    const left = (await widget.close(sessionId)).body.data.redirectUrl;
    expect(left).toBe(withEmail('https://www.acme-site.test/later', email));
    await makeDue(sessionId);
    await deliver({ sessionId, accountId: 'demo-account' });
    const s = (await sessionRow(sessionId))!;
    expect(s.assigneeState).toBe('redistributed');
    expect(s.decision!.redirect).toMatchObject({ url: left, source: 'fallback' });
  });

  it('without redistribution the widget is told of no wait; an unknown session is 404', async () => {
    const { routerId } = await redistributingRouter(false);
    const { sessionId } = await submitted(routerId, 'none');
    expect((await state(sessionId)).body.data).toEqual({
      outcome: 'pending',
      redistributed: false,
      redistributeAt: null,
      redirectUrl: null,
    });
    const unknown = await state(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('not_found');
  });
});

async function fetchSweep(at: string) {
  const res = await SELF.fetch(`${BASE}/dev/routing/sweep?at=${encodeURIComponent(at)}`, { method: 'POST' });
  return { status: res.status, body: await res.json<any>() };
}
