import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import ICAL from 'ical.js';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { RELAY_MESSAGES } from '../contracts/relay';
import { BOOKING_MESSAGES } from '../contracts/booking';
import { demo, uid, renderOutbox } from './client';
import { futureAt, openMeetingType } from './booking-helpers';
import { crmAccount } from './routing-session-helpers';
import { createRelay, handoff, relayRefs, type RelayRefs } from './relay-fixtures';

// What a relay lets a booker bend (spec section 3: "override booker slots", "allow assignee slot
// override"): events in the rep's own calendar and the rep's working hours. Our own meetings and other
// bookers' holds are never bent; a bend the relay does not allow is refused in its words.

let c: Awaited<ReturnType<typeof demo>>;
let refs: RelayRefs;
let calendarId: string;

const HOURS = {
  timeZone: 'UTC',
  weekly: Array.from({ length: 7 }, () => [{ start: '09:00', end: '17:00' }]),
  overrides: [],
  vacations: [],
};

beforeAll(async () => {
  c = await demo();
  const base = await relayRefs(c.admin);
  // Ursula and Ravi work 09:00-17:00 UTC on this type; Ursula's Google calendar is connected and warm.
  refs = { ...base, meetingTypeId: (await openMeetingType(c.admin, ['demo-ursula', 'demo-ravi'], { recurringAvailability: HOURS })).id };
  const now = Date.now();
  const integrationId = crypto.randomUUID();
  calendarId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "insert into integrations (id, account_id, user_id, provider, kind, status, created_at, updated_at) values (?, ?, 'demo-ursula', 'google', 'calendar', 'connected', ?, ?)",
    ).bind(integrationId, DEMO_ACCOUNT_ID, now, now),
    env.DB.prepare(
      "insert into member_calendars (id, account_id, user_id, integration_id, provider, external_id, name, check_conflicts, sync_state, cache_from, cache_to, created_at, updated_at) values (?, ?, 'demo-ursula', ?, 'google', ?, 'Work', 1, 'warm', 0, ?, ?, ?)",
    ).bind(calendarId, DEMO_ACCOUNT_ID, integrationId, `ext-${calendarId}`, now + 400 * 86_400_000, now, now),
  ]);
});

/** An event in Ursula's own calendar (the busy cache a sync keeps). */
const calendarEvent = (start: string, end: string) =>
  env.DB.prepare(
    "insert into calendar_busy (calendar_id, event_id, account_id, user_id, start_at, end_at) values (?, ?, ?, 'demo-ursula', ?, ?)",
  )
    .bind(calendarId, `ev-${uid()}`, DEMO_ACCOUNT_ID, Date.parse(start), Date.parse(end))
    .run();

/** A handoff of a prospect whose account Ursula owns: the matching rule assigns it to her. */
async function ursulaSession(relayId: string) {
  const res = await handoff(c.booker, relayId, `lee-${uid()}@${await crmAccount('demo-ursula')}`);
  expect(res.body.data.assignee).toMatchObject({ kind: 'user', userId: 'demo-ursula' });
  return res.body.data as { id: string };
}

const slots = (id: string, from: string, to: string, q = '') =>
  c.booker.json('GET', `/api/relay-sessions/${id}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&timezone=UTC${q}`);
const book = (id: string, body: Record<string, unknown>) => c.booker.json('POST', `/api/relay-sessions/${id}/bookings`, body);
const details = (body: any) => (body.errors as { detail: string }[]).map((e) => e.detail);
type Slot = { start: string; conflict: boolean; outsideHours: boolean };

/** The VEVENT of the latest e-mail of a kind to an address. */
async function inviteTo(to: string, kind: string) {
  await renderOutbox();
  const row = await env.DB.prepare(
    'select attachments from outbox where "to" = ? and kind = ? order by created_at desc, rowid desc limit 1',
  )
    .bind(to, kind)
    .first<{ attachments: string }>();
  const ics = new TextDecoder().decode(
    Uint8Array.from(atob((JSON.parse(row!.attachments) as { content: string }[])[0].content), (ch) => ch.charCodeAt(0)),
  );
  return new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
}
const partstats = (event: ICAL.Component) =>
  new Map(event.getAllProperties('attendee').map((p) => [String(p.getFirstValue()).toLowerCase(), p.getParameter('partstat')]));
const emailOf = async (userId: string) =>
  (await env.DB.prepare('select email from users where id = ?').bind(userId).first<{ email: string }>())!.email.toLowerCase();
const at = (list: Slot[], start: string) => list.find((s) => s.start === start);

describe('what a relay lets its booker override', () => {
  it('without the flags: busy and off-hours times are not offered, a bend is refused in the spec words, the time is refused as taken', async () => {
    const relay = await createRelay(c.admin, refs);
    await calendarEvent(futureAt(10, 0, 3), futureAt(11, 0, 3));
    const s = await ursulaSession(relay.id);
    const list = (await slots(s.id, futureAt(5, 0, 3), futureAt(12, 0, 3), '&override=true&outside=true')).body.data as Slot[];
    expect(at(list, futureAt(10, 0, 3))).toBeUndefined();
    expect(at(list, futureAt(6, 0, 3))).toBeUndefined();
    expect(at(list, futureAt(9, 0, 3))).toEqual({
      start: futureAt(9, 0, 3),
      end: futureAt(9, 30, 3),
      conflict: false,
      outsideHours: false,
    });
    const over = await book(s.id, { start: futureAt(10, 0, 3), overrideEvents: true });
    expect(over.status).toBe(403);
    expect(details(over.body)).toEqual([RELAY_MESSAGES.overrideEventsNotAllowed]);
    const outside = await c.booker.json('POST', `/api/relay-sessions/${s.id}/hold`, { start: futureAt(6, 0, 3), outsideHours: true });
    expect(outside.status).toBe(403);
    expect(details(outside.body)).toEqual([RELAY_MESSAGES.outsideHoursNotAllowed]);
    const plain = await book(s.id, { start: futureAt(10, 0, 3) });
    expect(plain.status).toBe(409);
    expect(details(plain.body)).toEqual([BOOKING_MESSAGES.slotConflict]);
  });

  it("override: the rep's own calendar events become marked conflicts the booker can book over, our own meetings never", async () => {
    const relay = await createRelay(c.admin, refs, { flags: { overrideBookerSlots: true } });
    await calendarEvent(futureAt(10, 0, 4), futureAt(11, 0, 4));
    const first = await ursulaSession(relay.id);
    expect((await book(first.id, { start: futureAt(13, 0, 4) })).status).toBe(201);
    const s = await ursulaSession(relay.id);
    const list = (await slots(s.id, futureAt(9, 0, 4), futureAt(15, 0, 4), '&override=true')).body.data as Slot[];
    expect(at(list, futureAt(10, 0, 4))).toMatchObject({ conflict: true, outsideHours: false });
    expect(at(list, futureAt(9, 0, 4))).toMatchObject({ conflict: false });
    expect(at(list, futureAt(13, 0, 4))).toBeUndefined();
    expect(at(list, futureAt(12, 45, 4))).toBeUndefined();
    // Not asked for, the event still blocks: a free-looking booking never lands on it by accident.
    expect((await book(s.id, { start: futureAt(10, 0, 4) })).status).toBe(409);
    const held = await c.booker.json('POST', `/api/relay-sessions/${s.id}/hold`, { start: futureAt(10, 0, 4), overrideEvents: true });
    expect(held.status).toBe(200);
    expect(held.body.data.hold).toMatchObject({ start: futureAt(10, 0, 4), userId: 'demo-ursula' });
    const booked = await book(s.id, { start: futureAt(10, 0, 4), overrideEvents: true });
    expect(booked.status).toBe(201);
    const m = await env.DB.prepare('select host_user_id, start_at from meetings where id = ?')
      .bind(booked.body.data.booking.meetingId)
      .first();
    expect(m).toMatchObject({ host_user_id: 'demo-ursula', start_at: Date.parse(futureAt(10, 0, 4)) });
    const third = await ursulaSession(relay.id);
    const own = await book(third.id, { start: futureAt(13, 0, 4), overrideEvents: true });
    expect(own.status).toBe(409);
  });

  it('outside hours: off-hours times are listed and marked, booked only when asked for; our own meetings still block', async () => {
    const relay = await createRelay(c.admin, refs, { flags: { allowAssigneeSlotOverride: true } });
    const s = await ursulaSession(relay.id);
    const plain = (await slots(s.id, futureAt(5, 0, 5), futureAt(10, 0, 5))).body.data as Slot[];
    expect(at(plain, futureAt(6, 0, 5))).toBeUndefined();
    const list = (await slots(s.id, futureAt(5, 0, 5), futureAt(10, 0, 5), '&outside=true')).body.data as Slot[];
    expect(at(list, futureAt(6, 0, 5))).toMatchObject({ conflict: false, outsideHours: true });
    expect(at(list, futureAt(9, 0, 5))).toMatchObject({ conflict: false, outsideHours: false });
    const refused = await book(s.id, { start: futureAt(6, 0, 5) });
    expect(refused.status).toBe(422);
    expect(details(refused.body)).toEqual([BOOKING_MESSAGES.invalidSlot]);
    expect((await book(s.id, { start: futureAt(6, 0, 5), outsideHours: true })).status).toBe(201);
    const again = await ursulaSession(relay.id);
    expect((await book(again.id, { start: futureAt(6, 15, 5), outsideHours: true })).status).toBe(409);
  });

  it('five bookers racing over the same calendar event for one rep: exactly one meeting, four told it was taken', async () => {
    const relay = await createRelay(c.admin, refs, { flags: { overrideBookerSlots: true } });
    await calendarEvent(futureAt(14, 0, 6), futureAt(15, 0, 6));
    const sessions = [];
    for (let i = 0; i < 5; i++) sessions.push(await ursulaSession(relay.id));
    const start = futureAt(14, 0, 6);
    const results = await Promise.all(sessions.map((s) => book(s.id, { start, overrideEvents: true })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const n = await env.DB.prepare(
      "select count(*) as n from meetings where host_user_id = 'demo-ursula' and start_at = ? and status = 'scheduled'",
    )
      .bind(Date.parse(start))
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it('with the booker as organizer, every invite names the booker as ORGANIZER and the rep as an attendee, and keeps it on reschedule', async () => {
    const relay = await createRelay(c.admin, refs, { organizer: 'booker' });
    const s = await ursulaSession(relay.id);
    const booked = await book(s.id, { start: futureAt(11, 0, 7) });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.booking.meetingId as string;
    const people = await env.DB.prepare("select id, email from users where id in ('demo-booker', 'demo-ursula')").all<{
      id: string;
      email: string;
    }>();
    const email = Object.fromEntries(people.results.map((p) => [p.id, p.email]));
    const m = await env.DB.prepare('select prospect_email from meetings where id = ?').bind(meetingId).first<{ prospect_email: string }>();
    const check = async (kind: string) => {
      const event = await inviteTo(m!.prospect_email, kind);
      expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe(`mailto:${email['demo-booker']}`.toLowerCase());
      const attendees = [...partstats(event).keys()];
      expect(attendees).toContain(`mailto:${email['demo-ursula']}`.toLowerCase());
      expect(attendees).not.toContain(`mailto:${email['demo-booker']}`.toLowerCase());
    };
    await check('meeting_booked');
    const moved = await c.admin.json('POST', `/api/meetings/${meetingId}/reschedule`, { start: futureAt(12, 0, 7) });
    expect(moved.status).toBe(200);
    await check('meeting_rescheduled');
  });

  it("override meeting type: only where the relay allows it; the handoff then offers and books the chosen type's length, and the log says so", async () => {
    const longer = await openMeetingType(c.admin, ['demo-ursula', 'demo-ravi'], { durationMinutes: 60, recurringAvailability: HOURS });
    const plain = await createRelay(c.admin, refs);
    const refused = await handoff(c.booker, plain.id, `t-${uid()}@n-${uid()}.com`, { meetingTypeId: longer.id });
    expect(refused.status).toBe(403);
    expect(details(refused.body)).toEqual([RELAY_MESSAGES.meetingTypeOverrideNotAllowed]);
    const relay = await createRelay(c.admin, refs, { flags: { overrideMeetingType: true } });
    const unknown = await handoff(c.booker, relay.id, `t-${uid()}@n-${uid()}.com`, { meetingTypeId: 'no-such-type' });
    expect(unknown.status).toBe(422);
    expect(details(unknown.body)).toEqual([RELAY_MESSAGES.meetingTypeRequired]);
    const s = (await handoff(c.booker, relay.id, `lee-${uid()}@${await crmAccount('demo-ursula')}`, { meetingTypeId: longer.id })).body
      .data;
    expect(s.meetingType).toMatchObject({ id: longer.id, durationMinutes: 60 });
    const list = (await slots(s.id, futureAt(9, 0, 8), futureAt(17, 0, 8))).body.data as Slot[];
    expect(list.at(-1)).toMatchObject({ start: futureAt(16, 0, 8), end: futureAt(17, 0, 8) });
    const booked = await book(s.id, { start: futureAt(9, 0, 8) });
    expect(booked.status).toBe(201);
    const m = await env.DB.prepare('select start_at, end_at, meeting_type_id from meetings where id = ?')
      .bind(booked.body.data.booking.meetingId)
      .first<{ start_at: number; end_at: number; meeting_type_id: string }>();
    expect(m!.end_at - m!.start_at).toBe(60 * 60_000);
    expect(m!.meeting_type_id).toBe(longer.id);
    const log = await c.admin.json('GET', `/api/routing-logs/${s.id}`);
    expect(JSON.stringify(log.body.data)).toContain('instead of the relay');
  });

  it('default guest accept: the team members invited are accepted on their behalf in every invite; the prospect still answers', async () => {
    const booker = `mailto:${await emailOf('demo-booker')}`;
    for (const [defaultGuestAccept, expected] of [
      [true, 'ACCEPTED'],
      [false, 'NEEDS-ACTION'],
    ] as const) {
      const relay = await createRelay(c.admin, refs, { flags: { bookerAttends: true, defaultGuestAccept } });
      const s = await ursulaSession(relay.id);
      const booked = await book(s.id, { start: futureAt(defaultGuestAccept ? 10 : 11, 0, 9) });
      expect(booked.status).toBe(201);
      const m = await env.DB.prepare('select prospect_email, team_accepted from meetings where id = ?')
        .bind(booked.body.data.booking.meetingId)
        .first<{ prospect_email: string; team_accepted: number }>();
      expect(m!.team_accepted).toBe(defaultGuestAccept ? 1 : 0);
      const states = partstats(await inviteTo(m!.prospect_email, 'meeting_booked'));
      expect(states.get(booker)).toBe(expected);
      expect(states.get(`mailto:${m!.prospect_email}`)).toBe('NEEDS-ACTION');
    }
  });

  it('override redirect URLs: a prospect on a link is told where to go after booking or when the session ends; a booker in the app is not', async () => {
    const redirects = { bookedUrl: 'https://www.example.com/thanks', notBookedUrl: 'https://www.example.com/later' };
    const relay = await createRelay(c.admin, refs, { flags: { overrideRedirectUrls: true }, redirects });
    expect((await handoff(c.booker, relay.id, `in-app-${uid()}@n-${uid()}.com`)).body.data.redirects).toBeNull();
    const link = await c.booker.json('POST', '/api/relay-links/dedicated', {
      relayId: relay.id,
      prospectName: 'Rita Redirect',
      prospectEmail: `rita-${uid()}@n-${uid()}.com`,
    });
    const post = (path: string, body: unknown, key?: string) =>
      SELF.fetch(`http://127.0.0.1:8787${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json<any>() }));
    const started = await post(`/api/public/relay-links/${link.body.data.id}/sessions`, { timezone: 'UTC' });
    expect(started.body.data.redirects).toEqual(redirects);
    const booked = await post(
      `/api/public/relay-sessions/${started.body.data.id}/bookings`,
      { start: futureAt(10, 0, 10) },
      crypto.randomUUID(),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.data.redirects).toEqual(redirects);
  });
});
