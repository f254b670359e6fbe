import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import type { CalibrationSettings } from '../contracts/round-robin';
import { DEFAULT_CALIBRATION } from '../contracts/distribution';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { handleEvent } from '../features/events/service';
import { roundRobinOutcomes } from '../features/pod-turns/service';
import { countryPodDefinition, makeRouter, meetingType, nativeForm, salesTeamId, widget } from './routing-session-helpers';
import { book, createLink, futureAt } from './booking-helpers';
import { db, demo, uid, type TestClient } from './client';
import { drainEvents } from './event-helpers';

// Meeting outcomes reach the pod that assigned the meeting: booked through a router and its pod, changed
// through the meetings API, observed through the round-robin history and log.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const E = env as unknown as Env;

let admin: TestClient;
let typeId: string;
let formId: string;
let salesId: string;

beforeAll(async () => {
  ({ admin } = await demo());
  typeId = await meetingType(admin);
  formId = await nativeForm();
  salesId = await salesTeamId(admin);
});

type Member = {
  userId: string;
  level: number;
  assigned: number;
  completed: number;
  upcoming: number;
  cancelled: number;
  noShow: number;
  active: boolean;
};
type Entry = {
  seq: number;
  type: string;
  memberId?: string;
  meetingId?: string;
  levelDelta?: number;
  reason?: string;
  memberName: string | null;
};

/** A pod of Ursula and Ravi (weights 1) with the given calibration, behind its own router. */
async function pod(calibration: Partial<CalibrationSettings> = {}, method = 'round_robin_available') {
  const country = `Land ${uid()}`;
  const definition = countryPodDefinition(`Pod ${country}`, salesId, country, method);
  const res = await admin.json('POST', '/api/distribution-rules', {
    kind: 'rule',
    definition,
    calibration: { ...DEFAULT_CALIBRATION, ...calibration },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const podId = res.body.data.id as string;
  const routerId = await makeRouter({ formId, meetingTypeId: typeId }, { distributionRuleIds: [podId] });
  return { podId, routerId, country, definition };
}

let slot = 0;
/** A prospect submits the router's form and books the next free slot; the pod takes its turn. */
async function bookVia(p: { routerId: string; country: string }) {
  const sub = await widget.submit(p.routerId, {
    name: 'Pat Prospect',
    email: `pat-${uid()}@prospect-${uid()}.test`,
    country: p.country,
    company: 'Pat Co',
  });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  const n = slot++;
  const booked = await widget.book(sub.body.data.sessionId, futureAt(n % 24, 0, 3 + Math.floor(n / 24)));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const meetingId = booked.body.data.id as string;
  const row = await E.DB.prepare('select host_user_id as host from meetings where id = ?').bind(meetingId).first<{ host: string }>();
  const token = new URL(booked.body.data.rescheduleUrl as string).searchParams.get('token')!;
  return { meetingId, host: row!.host, sessionId: sub.body.data.sessionId as string, token };
}

async function history(podId: string) {
  const res = await admin.json('GET', `/api/distribution-rules/${podId}/round-robin`);
  expect(res.status).toBe(200);
  return new Map((res.body.data.members as Member[]).map((m) => [m.userId, m]));
}
async function log(podId: string) {
  const res = await admin.json('GET', `/api/distribution-rules/${podId}/round-robin/log?limit=200`);
  expect(res.status).toBe(200);
  return res.body.data as Entry[];
}
const outcomesOf = async (podId: string, meetingId: string) =>
  (await log(podId)).filter((e) => e.meetingId === meetingId && e.type !== 'meeting_assigned');

const cancel = (meetingId: string, reason = 'Prospect asked to move to next quarter') =>
  admin.json('POST', `/api/meetings/${meetingId}/cancel`, { reason });
const mark = (meetingId: string, status: 'completed' | 'no_show') => admin.json('POST', `/api/meetings/${meetingId}/status`, { status });
const reassign = (meetingId: string, userId: string) =>
  admin.json('POST', `/api/meetings/${meetingId}/reassign`, { teamId: salesId, userId });
/** As if the meeting's time had come: only a started meeting can be marked Completed or No Show. */
const started = (meetingId: string) =>
  E.DB.prepare('update meetings set start_at = ?, end_at = ? where id = ?')
    .bind(Date.now() - 3_600_000, Date.now() - 1_800_000, meetingId)
    .run();
const eventOf = async (meetingId: string, type: string) =>
  (await E.DB.prepare('select id from domain_events where subject_id = ? and type = ? order by occurred_at desc')
    .bind(meetingId, type)
    .first<{ id: string }>())!.id;

describe('a cancelled meeting', () => {
  it.each<[string, Partial<CalibrationSettings>, number]>([
    ['gives the turn back with cancel credit back on', {}, -1],
    ['keeps the count with cancel credit back off', { cancelCreditBack: false }, 0],
    ['keeps the count with credit back off', { creditBack: false }, 0],
  ])('%s', async (_name, calibration, delta) => {
    const p = await pod(calibration);
    const { meetingId, host } = await bookVia(p);
    const before = (await history(p.podId)).get(host)!;
    expect(before).toMatchObject({ assigned: 1, upcoming: 1, cancelled: 0 });

    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    const after = (await history(p.podId)).get(host)!;
    expect(after).toMatchObject({ assigned: 1, upcoming: 0, cancelled: 1, level: before.level + delta });
    expect(await outcomesOf(p.podId, meetingId)).toEqual([
      expect.objectContaining({
        type: 'cancelled',
        memberId: host,
        levelDelta: delta,
        reason: 'Cancelled by the host: Prospect asked to move to next quarter',
      }),
    ]);
  });

  it('credited by racing deliveries of its event once, and by a cancel clicked five times once', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    const clicks = await Promise.all(Array.from({ length: 5 }, () => cancel(meetingId)));
    expect(clicks.filter((r) => r.status === 200)).toHaveLength(1);
    expect(clicks.filter((r) => r.status === 409)).toHaveLength(4);
    const eventId = await eventOf(meetingId, 'meeting.cancelled');
    await Promise.all(Array.from({ length: 6 }, () => handleEvent(E, db(), [roundRobinOutcomes], eventId)));
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect(await outcomesOf(p.podId, meetingId)).toHaveLength(1);
    expect((await history(p.podId)).get(host)).toMatchObject({ cancelled: 1, level: 0 });
  });

  it('then rebooked by the same prospect credits once: the new meeting is a new turn', async () => {
    const p = await pod();
    const first = await bookVia(p);
    expect((await cancel(first.meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    // The credited member is behind again, so round robin gives them the rebooking.
    const second = await bookVia(p);
    expect(second.host).toBe(first.host);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    const entries = await log(p.podId);
    expect(entries.filter((e) => e.type === 'cancelled')).toHaveLength(1);
    expect(entries.filter((e) => e.type === 'meeting_assigned')).toHaveLength(2);
    expect((await history(p.podId)).get(first.host)).toMatchObject({ assigned: 2, cancelled: 1, upcoming: 1, level: 1 });
  });

  it('whose turn was not yet applied takes the turn first, then the credit', async () => {
    const p = await pod();
    // A meeting the pod has not counted yet: its turn is still owed (as when the worker died after the commit).
    const link = await createLink(admin, { meetingTypeId: typeId, ownerUserId: 'demo-ravi' });
    const n = slot++;
    const booked = await book(link.slug, { start: futureAt(n % 24, 0, 3 + Math.floor(n / 24)), email: `pat-${uid()}@prospect.test` });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const meetingId = booked.body.data.id as string;
    await E.DB.prepare('insert into pod_turns (meeting_id, account_id, pod_id, member_id, at, applied_at) values (?, ?, ?, ?, ?, null)')
      .bind(meetingId, DEMO_ACCOUNT_ID, p.podId, 'demo-ravi', Date.now())
      .run();
    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await log(p.podId)).filter((e) => e.meetingId === meetingId).map((e) => [e.type, e.memberId])).toEqual([
      ['cancelled', 'demo-ravi'],
      ['meeting_assigned', 'demo-ravi'],
    ]);
    expect((await history(p.podId)).get('demo-ravi')).toMatchObject({ assigned: 1, cancelled: 1, level: 0 });
  });

  it('cancelled by the prospect from the e-mailed link says so in the log', async () => {
    const p = await pod();
    const { meetingId, token } = await bookVia(p);
    const res = await widget.call(
      'POST',
      `/api/public/bookings/${meetingId}/cancel`,
      { token, reason: 'Found another vendor' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect(await outcomesOf(p.podId, meetingId)).toEqual([
      expect.objectContaining({ type: 'cancelled', levelDelta: -1, reason: 'Cancelled by the prospect: Found another vendor' }),
    ]);
  });
});

describe('a no-show or completed meeting', () => {
  it.each<[string, Partial<CalibrationSettings>, number]>([
    ['a no-show gives the turn back with nc credit back on', {}, -1],
    ['a no-show keeps the count with nc credit back off', { ncCreditBack: false }, 0],
  ])('%s', async (_name, calibration, delta) => {
    const p = await pod(calibration);
    const { meetingId, host } = await bookVia(p);
    await started(meetingId);
    expect((await history(p.podId)).get(host)).toMatchObject({ upcoming: 0, assigned: 1 });
    expect((await mark(meetingId, 'no_show')).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ noShow: 1, level: 1 + delta });
    expect(await outcomesOf(p.podId, meetingId)).toEqual([
      expect.objectContaining({ type: 'no_show', levelDelta: delta, reason: 'The prospect did not show' }),
    ]);
  });

  it('completed counts without credit; corrected to No Show moves the count and credits back', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    await started(meetingId);
    expect((await mark(meetingId, 'completed')).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ completed: 1, noShow: 0, level: 1 });
    expect((await mark(meetingId, 'no_show')).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ completed: 0, noShow: 1, level: 0 });
  });
  it('an outcome redelivered after a crash (the pod applied it, the handler did not commit) changes nothing', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    await started(meetingId);
    expect((await mark(meetingId, 'completed')).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await mark(meetingId, 'no_show')).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    // The Completed event comes again, as if its handling had never been committed.
    const completed = await eventOf(meetingId, 'meeting.completed');
    await E.DB.prepare("delete from event_handlings where event_id = ? and handler = 'round-robin-outcomes'").bind(completed).run();
    await E.DB.prepare('update domain_events set done_at = null where id = ?').bind(completed).run();
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ completed: 0, noShow: 1, level: 0 });
    expect((await outcomesOf(p.podId, meetingId)).map((e) => e.type)).toEqual(['no_show', 'completed']);
  });
});

describe('a reassigned meeting', () => {
  it.each<[string, boolean]>([
    ['moves its count to the new member with reassign calibration on', true],
    ['leaves the levels alone with reassign calibration off', false],
  ])('%s; the pod turn then names the new member and a later cancellation credits them', async (_name, reassignCalibration) => {
    const p = await pod({ reassignCalibration });
    const { meetingId, host } = await bookVia(p);
    const other = host === 'demo-ursula' ? 'demo-ravi' : 'demo-ursula';
    const before = await history(p.podId);
    expect((await reassign(meetingId, other)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    const after = await history(p.podId);
    const moved = reassignCalibration ? 1 : 0;
    expect(after.get(host)!.level).toBe(before.get(host)!.level - moved);
    expect(after.get(other)!.level).toBe(before.get(other)!.level + moved);
    expect(after.get(other)).toMatchObject({ upcoming: 1 });
    expect(after.get(host)).toMatchObject({ upcoming: 0 });
    const turn = await E.DB.prepare('select member_id from pod_turns where meeting_id = ?').bind(meetingId).first<{ member_id: string }>();
    expect(turn?.member_id).toBe(other);

    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect(await outcomesOf(p.podId, meetingId)).toEqual([expect.objectContaining({ type: 'cancelled', memberId: other, levelDelta: -1 })]);
  });

  it('then cancelled, delivered in the wrong order: the cancellation waits for the reassignment', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    const other = host === 'demo-ursula' ? 'demo-ravi' : 'demo-ursula';
    expect((await reassign(meetingId, other)).status).toBe(200);
    expect((await cancel(meetingId)).status).toBe(200);
    const cancelled = await eventOf(meetingId, 'meeting.cancelled');
    expect(await handleEvent(E, db(), [roundRobinOutcomes], cancelled)).toMatchObject({ result: 'retry' });
    expect(await outcomesOf(p.podId, meetingId)).toEqual([]);
    await handleEvent(E, db(), [roundRobinOutcomes], await eventOf(meetingId, 'meeting.reassigned'));
    expect(await handleEvent(E, db(), [roundRobinOutcomes], cancelled)).toEqual({ result: 'done' });
    expect((await outcomesOf(p.podId, meetingId)).map((e) => [e.type, e.memberId])).toEqual([['cancelled', other]]);
  });

  it('to someone outside the pod keeps counting for the pod member', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    expect((await reassign(meetingId, 'demo-booker')).status).toBe(200);
    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await log(p.podId)).filter((e) => e.meetingId === meetingId).map((e) => [e.type, e.memberId])).toEqual([
      ['cancelled', host],
      ['meeting_assigned', host],
    ]);
  });
});

describe('pod changes', () => {
  it('an outcome for a meeting of a member removed from the pod is still recorded this period', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    const stays = host === 'demo-ursula' ? 'demo-ravi' : 'demo-ursula';
    const put = await admin.json('PUT', `/api/distribution-rules/${p.podId}`, {
      kind: 'rule',
      definition: { ...p.definition, members: [{ userId: stays, weight: 1 }] },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ active: false, cancelled: 1 });
  });

  it('a meeting rescheduled into the next period stays counted where its turn was taken; its cancellation still credits', async () => {
    const p = await pod();
    const { meetingId, host } = await bookVia(p);
    // Ten weeks on is past the end of this monthly period.
    const moved = await admin.json('POST', `/api/meetings/${meetingId}/reschedule`, { start: futureAt(slot++ % 24, 30, 10) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ assigned: 1, upcoming: 1, level: 1 });
    expect(await outcomesOf(p.podId, meetingId)).toEqual([]);
    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ assigned: 1, upcoming: 0, cancelled: 1, level: 0 });
  });

  it('a strict pod, which took its turn at submission, learns the booked meeting and credits its cancellation', async () => {
    const p = await pod({}, 'round_robin_strict');
    const { meetingId, host, sessionId } = await bookVia(p);
    const turn = await E.DB.prepare('select counted_as, applied_at from pod_turns where meeting_id = ?')
      .bind(meetingId)
      .first<{ counted_as: string; applied_at: number | null }>();
    expect(turn).toMatchObject({ counted_as: sessionId, applied_at: expect.any(Number) });
    expect((await history(p.podId)).get(host)).toMatchObject({ assigned: 1, upcoming: 1, level: 1 });
    expect((await cancel(meetingId)).status).toBe(200);
    await drainEvents(DEMO_ACCOUNT_ID, 6);
    expect((await history(p.podId)).get(host)).toMatchObject({ assigned: 1, cancelled: 1, upcoming: 0, level: 0 });
  });
});
