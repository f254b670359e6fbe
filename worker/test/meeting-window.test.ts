import { beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { addOrg, addUser, signIn, type TestClient } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';

// Settings -> Meeting -> Meeting window: the organization's default earliest slot and booking window, used
// by the meeting types set to follow them (the slots a booking page offers change), and whether meetings
// can be rescheduled or cancelled after their start time (a late reschedule is refused or allowed).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PATH = '/api/meeting-settings/meeting-window';
const TYPES = '/api/meeting-types';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let admin: TestClient;
let accountId: string;
let hostId: string;

beforeAll(async () => {
  const org = await addOrg({ company: 'Windowco' });
  accountId = org.accountId;
  admin = await signIn(org.admin.email);
  hostId = (await addUser(accountId, { role: 'regular', name: 'Hana Host' })).id;
});

/** Every slot start a link offers over the next 31 days. */
async function offered(slug: string) {
  const now = Date.now();
  const from = new Date(now).toISOString();
  const to = new Date(now + 31 * DAY).toISOString();
  const res = await publicGet(`/api/public/links/${slug}/slots?from=${from}&to=${to}&timezone=UTC`);
  expect(res.status).toBe(200);
  const starts = res.body.slots.map((s: { start: string }) => Date.parse(s.start)) as number[];
  expect(starts.length).toBeGreaterThan(0);
  return { now, first: Math.min(...starts), last: Math.max(...starts) };
}

const windowOf = async (client: TestClient, id: string) => {
  const { earliestSlotMinutes, bookingWindowDays, windowFromOrg } = (await client.json('GET', `${TYPES}/${id}`)).body.data;
  return { earliestSlotMinutes, bookingWindowDays, windowFromOrg };
};

describe('meeting window', () => {
  it('starts at 1 hour and 2 weeks; types following it offer the slots it sets, others keep their own', async () => {
    expect((await admin.json('GET', PATH)).body.data).toEqual({
      earliestSlotMinutes: 60,
      bookingWindowDays: 14,
      allowChangesAfterStart: false,
      updatedAt: null,
    });
    const following = await openMeetingType(admin, [hostId], { windowFromOrg: true });
    const own = await openMeetingType(admin, [hostId]);
    // A following type takes the defaults whatever values it was sent with.
    expect(await windowOf(admin, following.id)).toEqual({ earliestSlotMinutes: 60, bookingWindowDays: 14, windowFromOrg: true });
    const link = await createLink(admin, { meetingTypeId: following.id, ownerUserId: hostId });
    const ownLink = await createLink(admin, { meetingTypeId: own.id, ownerUserId: hostId });
    const before = await offered(link.slug);
    expect(before.first).toBeGreaterThanOrEqual(before.now + HOUR - 60_000);
    expect(before.first).toBeLessThan(before.now + 2 * HOUR);
    expect(before.last).toBeGreaterThan(before.now + 12 * DAY);

    const saved = await admin.json('PUT', PATH, { earliestSlotMinutes: 1440, bookingWindowDays: 3, allowChangesAfterStart: false });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      earliestSlotMinutes: 1440,
      bookingWindowDays: 3,
      allowChangesAfterStart: false,
      updatedAt: expect.any(String),
    });
    expect(await windowOf(admin, following.id)).toEqual({ earliestSlotMinutes: 1440, bookingWindowDays: 3, windowFromOrg: true });
    const after = await offered(link.slug);
    expect(after.first).toBeGreaterThanOrEqual(after.now + DAY - 60_000);
    expect(after.last).toBeLessThan(after.now + 4 * DAY);
    // The type with its own window (no notice, a year ahead) offers what it did.
    const mine = await offered(ownLink.slug);
    expect(mine.first).toBeLessThan(mine.now + 20 * 60_000);
    expect(mine.last).toBeGreaterThan(mine.now + 30 * DAY);
    expect(await windowOf(admin, own.id)).toEqual({ earliestSlotMinutes: 0, bookingWindowDays: 365, windowFromOrg: false });

    // Switching a type to its own window keeps the values it is saved with; back to following takes the defaults.
    const detail = (await admin.json('GET', `${TYPES}/${following.id}`)).body.data;
    const { id: _i, status: _s, members: _m, createdAt: _c, updatedAt: _u, ...values } = detail;
    await admin.json('PUT', `${TYPES}/${following.id}`, { ...values, windowFromOrg: false, earliestSlotMinutes: 0, bookingWindowDays: 45 });
    expect(await windowOf(admin, following.id)).toEqual({ earliestSlotMinutes: 0, bookingWindowDays: 45, windowFromOrg: false });
    await admin.json('PUT', PATH, { earliestSlotMinutes: 120, bookingWindowDays: 5, allowChangesAfterStart: false });
    expect(await windowOf(admin, following.id)).toMatchObject({ earliestSlotMinutes: 0, bookingWindowDays: 45 });
    await admin.json('PUT', `${TYPES}/${following.id}`, { ...values, windowFromOrg: true, earliestSlotMinutes: 0, bookingWindowDays: 45 });
    expect(await windowOf(admin, following.id)).toEqual({ earliestSlotMinutes: 120, bookingWindowDays: 5, windowFromOrg: true });

    const log = (await admin.json('GET', '/api/audit-log')).body.data.filter((e: any) => e.action === 'meeting_settings_changed');
    expect(log.map((e: any) => e.detail)).toEqual([
      {
        setting: 'meeting_window',
        before: { earliestSlotMinutes: 1440, bookingWindowDays: 3, allowChangesAfterStart: false },
        after: { earliestSlotMinutes: 120, bookingWindowDays: 5, allowChangesAfterStart: false },
      },
      {
        setting: 'meeting_window',
        before: { earliestSlotMinutes: 60, bookingWindowDays: 14, allowChangesAfterStart: false },
        after: { earliestSlotMinutes: 1440, bookingWindowDays: 3, allowChangesAfterStart: false },
      },
    ]);
  });

  it('a meeting that has started is rescheduled only once changes after the start time are allowed', async () => {
    const org = await addOrg();
    const a = await signIn(org.admin.email);
    const host = await addUser(org.accountId, { role: 'regular' });
    const type = await openMeetingType(a, [host.id]);
    const link = await createLink(a, { meetingTypeId: type.id, ownerUserId: host.id });
    const booked = await book(link.slug, { start: futureAt(10) });
    expect(booked.status).toBe(201);
    const started = Date.now() - 10 * 60_000;
    await env.DB.prepare('update meetings set start_at = ?, end_at = ? where id = ?')
      .bind(started, started + 30 * 60_000, booked.body.data.id)
      .run();
    const move = () => a.json('POST', `/api/meetings/${booked.body.data.id}/reschedule`, { start: futureAt(13) });

    const refused = await move();
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'already_started',
      detail: 'This meeting has already started and can no longer be changed',
    });
    const allowed = await a.json('PUT', PATH, { earliestSlotMinutes: 60, bookingWindowDays: 14, allowChangesAfterStart: true });
    expect(allowed.body.data.allowChangesAfterStart).toBe(true);
    expect((await a.json('GET', '/api/organization')).body.data.allowChangesAfterStart).toBe(true);
    const moved = await move();
    expect(moved.status).toBe(200);
    expect(moved.body.data.start).toBe(futureAt(13));
  });

  it('refuses values outside the spec option lists with pointers, and changes nothing', async () => {
    const before = (await admin.json('GET', PATH)).body.data;
    const ok = { earliestSlotMinutes: 60, bookingWindowDays: 14, allowChangesAfterStart: false };
    const cases: [unknown, string, string][] = [
      [{ ...ok, earliestSlotMinutes: 50 }, '/earliestSlotMinutes', 'Choose the earliest slot'],
      [{ ...ok, earliestSlotMinutes: 780 }, '/earliestSlotMinutes', 'Choose the earliest slot'],
      [{ ...ok, earliestSlotMinutes: '60' }, '/earliestSlotMinutes', 'Choose the earliest slot'],
      [{ ...ok, bookingWindowDays: 7 }, '/bookingWindowDays', 'Choose a booking window'],
      [{ ...ok, bookingWindowDays: undefined }, '/bookingWindowDays', 'Choose a booking window'],
      [{ ...ok, allowChangesAfterStart: 'yes' }, '/allowChangesAfterStart', 'Choose whether changes after the start time are allowed'],
    ];
    for (const [body, pointer, detail] of cases) {
      const res = await admin.json('PUT', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ detail, source: { pointer } })]);
    }
    expect((await admin.json('GET', PATH)).body.data).toEqual(before);
  });

  it('is for Admins only, and one organization never moves another one’s types', async () => {
    const manager = await signIn((await addUser(accountId, { role: 'manager' })).email);
    const member = await signIn((await addUser(accountId, { role: 'regular' })).email);
    const body = { earliestSlotMinutes: 0, bookingWindowDays: 90, allowChangesAfterStart: true };
    for (const c of [manager, member]) {
      expect((await c.json('GET', PATH)).status).toBe(403);
      expect((await c.json('PUT', PATH, body)).status).toBe(403);
    }
    const mine = await openMeetingType(admin, [hostId], { windowFromOrg: true });
    const mineBefore = await windowOf(admin, mine.id);
    const other = await signIn((await addOrg()).admin.email);
    expect((await other.json('GET', PATH)).body.data).toMatchObject({ earliestSlotMinutes: 60, bookingWindowDays: 14 });
    expect((await other.json('PUT', PATH, body)).status).toBe(200);
    expect(await windowOf(admin, mine.id)).toEqual(mineBefore);
    expect((await admin.json('GET', PATH)).body.data.allowChangesAfterStart).toBe(false);
  });

  it('two Admins saving at once while a type is saved: the following type always ends with the saved defaults', async () => {
    const org = await addOrg();
    const a = await signIn(org.admin.email);
    const b = await signIn((await addUser(org.accountId, { role: 'super_admin' })).email);
    const host = await addUser(org.accountId, { role: 'regular' });
    const type = await openMeetingType(a, [host.id], { windowFromOrg: true });
    const values = (({ id: _i, status: _s, members: _m, createdAt: _c, updatedAt: _u, ...rest }) => rest)(
      (await a.json('GET', `${TYPES}/${type.id}`)).body.data,
    );
    const answers = await Promise.all([
      a.json('PUT', PATH, { earliestSlotMinutes: 1440, bookingWindowDays: 3, allowChangesAfterStart: true }),
      b.json('PUT', PATH, { earliestSlotMinutes: 30, bookingWindowDays: 30, allowChangesAfterStart: false }),
      a.json('PUT', `${TYPES}/${type.id}`, { ...values, name: 'Renamed at once' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await env.DB.prepare(
      'select earliest_slot_minutes as e, booking_window_days as d from meeting_settings where account_id = ?',
    )
      .bind(org.accountId)
      .all<{ e: number; d: number }>();
    expect(rows.results).toHaveLength(1);
    const [{ e, d }] = rows.results;
    expect([
      [1440, 3],
      [30, 30],
    ]).toContainEqual([e, d]);
    expect(await windowOf(a, type.id)).toEqual({ earliestSlotMinutes: e, bookingWindowDays: d, windowFromOrg: true });
    const log = (await a.json('GET', '/api/audit-log')).body.data.filter((x: any) => x.action === 'meeting_settings_changed');
    expect(log).toHaveLength(2);
  });
});
