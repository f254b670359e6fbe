import { SELF, createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '../contracts/booking';
import { routingSessions } from '../db/schema/routers';
import type { RoutingQueueMessage } from '../env';
import { handleScheduled } from '../jobs/cron';
import { handleRoutingBatch } from '../jobs/routing-queue';
import { replayRoundRobin } from '../core/routing/assignment';
import { countryPod, routingDemo, crmAccount, makeRouter, ownerRule, sessionRow, widget } from './routing-session-helpers';
import { book, createLink, futureAt, openMeetingType } from './booking-helpers';
import { db, demo, type TestClient, renderOutbox, BASE } from './client';

// Every write a user can fire twice, or two users at once, raced through the worker with exact counts.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const suite = routingDemo();

async function publicCall(method: string, path: string, body?: unknown, key: string | null = crypto.randomUUID()) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) };
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json<any>() };
}

/** A team session shown the slots of an available-mode pod of Ursula and Ravi (the turn is taken at booking). */
async function podSession(country: string) {
  const podId = await countryPod(suite.admin, country, 'round_robin_available');
  const routerId = await makeRouter(
    { formId: suite.formId, meetingTypeId: suite.typeId },
    { distributionRuleIds: [podId], redistributionEnabled: true, redistributionRuleIds: [podId], notBookedMinutes: 5 },
  );
  const email = `race-${crypto.randomUUID().slice(0, 8)}@prospect-${crypto.randomUUID().slice(0, 6)}.test`;
  const res = await widget.submit(routerId, { name: 'Pat Prospect', email, country, company: 'Pat Co' });
  expect(res.status).toBe(201);
  return { podId, sessionId: res.body.data.sessionId as string, email };
}

const meetingsOf = (email: string) =>
  env.DB.prepare("select id, host_user_id from meetings where prospect_email = ? and status = 'scheduled'")
    .bind(email)
    .all<{ id: string; host_user_id: string }>();
const podLog = async (podId: string) =>
  (await suite.admin.json('GET', `/api/distribution-rules/${podId}/round-robin/log?limit=200`)).body.data as {
    type: string;
    meetingId?: string;
  }[];

describe('a routing session books exactly one meeting', () => {
  it('5 parallel bookings of one session at different times: one 201, four 409 session_ended, one meeting, one pod turn', async () => {
    const { podId, sessionId, email } = await podSession('Chile');
    const starts = [9, 10, 11, 12, 13].map((h) => futureAt(h, 0, 7));
    const results = await Promise.all(starts.map((start) => widget.book(sessionId, start)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status === 409);
    expect(losers).toHaveLength(4);
    for (const l of losers) expect(l.body.errors[0].code).toBe('session_ended');

    const winner = results.find((r) => r.status === 201)!.body.data;
    expect((await meetingsOf(email)).results).toEqual([{ id: winner.id, host_user_id: expect.any(String) }]);
    const s = (await sessionRow(sessionId))!;
    expect(s).toMatchObject({ outcome: 'booked', meetingId: winner.id });
    expect(s.decision!.events.filter((e) => e.type === 'booked')).toHaveLength(1);
    expect(s.decision!.roundRobin.filter((r) => r.stage === 'at_booking')).toHaveLength(1);
    const turns = (await podLog(podId)).filter((e) => e.type === 'meeting_assigned' && e.meetingId === winner.id);
    expect(turns).toHaveLength(1);
    const owed = await env.DB.prepare('select applied_at from pod_turns where meeting_id = ?')
      .bind(winner.id)
      .first<{ applied_at: number | null }>();
    expect(owed?.applied_at).not.toBeNull();
  });

  it('a turn a crash left unapplied is applied once by the sweep, even when applied twice', async () => {
    const { podId, sessionId } = await podSession('Peru');
    const booked = await widget.book(sessionId, futureAt(15, 0, 7));
    expect(booked.status).toBe(201);
    // As if the worker had died after the commit: the turn is owed again.
    await env.DB.prepare('update pod_turns set applied_at = null, at = ? where meeting_id = ?')
      .bind(Date.now() - 60_000, booked.body.data.id)
      .run();
    await Promise.all([
      handleScheduled(createScheduledController({ scheduledTime: Date.now() }), env),
      handleScheduled(createScheduledController({ scheduledTime: Date.now() }), env),
    ]);
    const turns = (await podLog(podId)).filter((e) => e.type === 'meeting_assigned' && e.meetingId === booked.body.data.id);
    expect(turns).toHaveLength(1);
    expect(
      (await env.DB.prepare('select count(*) as n from pod_turns where meeting_id = ? and applied_at is null')
        .bind(booked.body.data.id)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });
});

describe('a stored decision replays the member round robin chose', () => {
  it('strict pods keep the state they chose from; replaying it picks the same member for every prospect', async () => {
    const podId = await countryPod(suite.admin, 'Replayland', 'round_robin_strict');
    const routerId = await makeRouter({ formId: suite.formId, meetingTypeId: suite.typeId }, { distributionRuleIds: [podId] });
    const subs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        widget.submit(routerId, { name: 'Pat', email: `p${i}@replay-${crypto.randomUUID().slice(0, 6)}.test`, country: 'Replayland' }),
      ),
    );
    const chosen: string[] = [];
    for (const sub of subs) {
      const s = (await sessionRow(sub.body.data.sessionId))!;
      const rr = s.decision!.roundRobin[0];
      expect(rr.draw?.state.members.length).toBe(2);
      expect(replayRoundRobin(rr)).toBe(rr.chosenUserId);
      expect(s.assigneeUserId).toBe(rr.chosenUserId);
      chosen.push(rr.chosenUserId!);
    }
    // Six prospects at once on a two-member strict pod: three each, never the same turn twice.
    expect(chosen.filter((id) => id === 'demo-ursula')).toHaveLength(3);
  });
});

async function deliver(body: RoutingQueueMessage) {
  const batch = createMessageBatch<RoutingQueueMessage>('routewise-routing', [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body },
  ]);
  const ctx = createExecutionContext();
  await handleRoutingBatch(batch, env);
  return getQueueResult(batch, ctx);
}

describe('a booking racing the redistribution', () => {
  it('exactly one of them wins, every round; the loser leaves no trace', async () => {
    let booked = 0;
    let redistributed = 0;
    for (let round = 0; round < 6; round++) {
      const { sessionId, email, podId } = await podSession(`Round${round}`);
      await db()
        .update(routingSessions)
        .set({ redistributeAt: Date.now() - 1000 })
        .where(eq(routingSessions.id, sessionId))
        .run();
      const [res] = await Promise.all([
        widget.book(sessionId, futureAt(9 + round, 30, 8)),
        deliver({ sessionId, accountId: 'demo-account' }),
        handleScheduled(createScheduledController({ scheduledTime: Date.now() }), env),
      ]);
      const s = (await sessionRow(sessionId))!;
      const types = s.decision!.events.map((e) => e.type);
      const notice = await env.DB.prepare('select count(*) as n from outbox where id = ?')
        .bind(`redistribution:${sessionId}`)
        .first<{ n: number }>();
      const claims = await env.DB.prepare('select count(*) as n from booking_claims where subject_id = ?')
        .bind(sessionId)
        .first<{ n: number }>();
      expect(claims!.n).toBe(1);
      const log = await podLog(podId);
      if (res.status === 201) {
        booked++;
        expect(s).toMatchObject({ outcome: 'booked', redistributedAt: null, meetingId: res.body.data.id });
        expect(types).not.toContain('redistributed');
        expect(notice!.n).toBe(0);
        expect((await meetingsOf(email)).results).toHaveLength(1);
        expect(log.filter((e) => e.meetingId === `redistribution:${sessionId}`)).toHaveLength(0);
      } else {
        redistributed++;
        expect(res.status).toBe(409);
        expect(s).toMatchObject({ assigneeState: 'redistributed', meetingId: null });
        expect(types).not.toContain('booked');
        expect(notice!.n).toBe(1);
        expect((await meetingsOf(email)).results).toHaveLength(0);
        expect(log.filter((e) => e.meetingId === `redistribution:${sessionId}`)).toHaveLength(1);
      }
    }
    expect(booked + redistributed).toBe(6);
  });
});

async function bookedLinkMeeting(hostId: string, weeks: number) {
  const type = await openMeetingType(suite.admin, [hostId]);
  const link = await createLink(suite.admin, { meetingTypeId: type.id, ownerUserId: hostId });
  const res = await book(link.slug, { start: futureAt(6, 0, weeks), email: `seq-${crypto.randomUUID().slice(0, 6)}@prospect.test` });
  expect(res.status).toBe(201);
  return { booking: res.body.data, token: new URL(res.body.data.rescheduleUrl).searchParams.get('token')! };
}

/** Every invite e-mailed for a meeting, parsed: its SEQUENCE, DTSTAMP and VEVENT count. */
async function invites(meetingId: string) {
  await renderOutbox();
  const rows = await env.DB.prepare('select attachments from outbox where attachments like ?').bind(`%`).all<{ attachments: string }>();
  const out: { sequence: number; stamp: string; start: string; vevents: number }[] = [];
  for (const row of rows.results) {
    for (const att of JSON.parse(row.attachments) as { content: string }[]) {
      const comp = new ICAL.Component(ICAL.parse(new TextDecoder().decode(Uint8Array.from(atob(att.content), (c) => c.charCodeAt(0)))));
      const vevents = comp.getAllSubcomponents('vevent');
      if (vevents[0]?.getFirstPropertyValue('uid') !== `${meetingId}@routewise`) continue;
      out.push({
        sequence: Number(vevents[0].getFirstPropertyValue('sequence')),
        stamp: String(vevents[0].getFirstPropertyValue('dtstamp')),
        start: String(vevents[0].getFirstPropertyValue('dtstart')),
        vevents: vevents.length,
      });
    }
  }
  return out;
}

describe('concurrent changes to one meeting', () => {
  it('8 acknowledged reschedules get 8 distinct, rising SEQUENCE numbers; DTSTAMP is when the invite was made', async () => {
    const { booking, token } = await bookedLinkMeeting('demo-manager', 9);
    const starts = [1, 2, 3, 4, 5, 6, 7, 8].map((d) => new Date(Date.parse(booking.start) + d * 86_400_000).toISOString());
    const results = await Promise.all(
      starts.map((start) => publicCall('POST', `/api/public/bookings/${booking.id}/reschedule`, { token, start })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(8);
    const row = await env.DB.prepare('select ics_sequence, start_at from meetings where id = ?')
      .bind(booking.id)
      .first<{ ics_sequence: number; start_at: number }>();
    expect(row!.ics_sequence).toBe(8);
    const sent = (await invites(booking.id)).filter((i) => i.sequence > 0);
    // Each change e-mails the prospect and the host: two invites per SEQUENCE, and every SEQUENCE 1..8 once.
    expect([...new Set(sent.map((i) => i.sequence))].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sent.length).toBe(16);
    for (const i of sent) expect(i.stamp).not.toBe(i.start);
    // The last acknowledged SEQUENCE carries the meeting's final time.
    const last = sent.filter((i) => i.sequence === 8)[0];
    expect(Date.parse(last.start)).toBe(row!.start_at);
  });

  it('10 repeats of one reschedule key move the meeting once and answer alike; a repeated cancel key answers as the first', async () => {
    const { booking, token } = await bookedLinkMeeting('demo-booker', 10);
    const start = new Date(Date.parse(booking.start) + 3_600_000).toISOString();
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => publicCall('POST', `/api/public/bookings/${booking.id}/reschedule`, { token, start }, key)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const row = await env.DB.prepare('select ics_sequence from meetings where id = ?').bind(booking.id).first<{ ics_sequence: number }>();
    expect(row!.ics_sequence).toBe(1);

    const cancelKey = crypto.randomUUID();
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        publicCall('POST', `/api/public/bookings/${booking.id}/cancel`, { token, reason: 'Busy' }, cancelKey),
      ),
    );
    expect(cancels.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(cancels.every((r) => r.body.data.status === 'cancelled')).toBe(true);
    const again = await publicCall('POST', `/api/public/bookings/${booking.id}/cancel`, { token, reason: 'Busy' }, cancelKey);
    expect(again).toEqual(cancels[0]);
    expect(
      (await env.DB.prepare('select ics_sequence from meetings where id = ?').bind(booking.id).first<{ ics_sequence: number }>())!
        .ics_sequence,
    ).toBe(2);
  });
});

describe('times that can never be booked are 422, not "just booked by someone else"', () => {
  it('past and far-future times on book-on-behalf and reschedule', async () => {
    const type = await openMeetingType(suite.admin, ['demo-ravi'], { bookingWindowDays: 30 });
    const body = {
      meetingTypeId: type.id,
      prospectName: 'Pat',
      prospectEmail: 'pat@prospect.test',
      prospectTimezone: 'UTC',
      guests: [],
      internalGuestIds: [],
    };
    const past = await suite.admin.json('POST', '/api/meetings', { ...body, start: '2020-01-06T10:00:00.000Z' });
    expect(past.status).toBe(422);
    expect(past.body.errors[0]).toMatchObject({ code: 'past_time', detail: BOOKING_MESSAGES.pastTime, source: { pointer: '/start' } });
    const far = await suite.admin.json('POST', '/api/meetings', { ...body, start: futureAt(10, 0, 20) });
    expect(far.status).toBe(422);
    expect(far.body.errors[0]).toMatchObject({ code: 'beyond_booking_window', detail: BOOKING_MESSAGES.beyondWindow });

    const ok = await suite.admin.json('POST', '/api/meetings', { ...body, start: futureAt(10, 0, 1) });
    expect(ok.status).toBe(201);
    const id = ok.body.data.id;
    const movePast = await suite.admin.json('POST', `/api/meetings/${id}/reschedule`, { start: '2020-01-06T10:00:00.000Z' });
    expect(movePast.status).toBe(422);
    expect(movePast.body.errors[0].code).toBe('past_time');
    const moveFar = await suite.admin.json('POST', `/api/meetings/${id}/reschedule`, { start: futureAt(10, 0, 20) });
    expect(moveFar.status).toBe(422);
    expect(moveFar.body.errors[0].code).toBe('beyond_booking_window');
  });
});
