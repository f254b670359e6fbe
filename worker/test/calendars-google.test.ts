import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveConsent, fakeControlOf, openCallback } from './calendar-helpers';
import { db, demo, signIn, type TestClient, renderOutbox, BASE } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';
import { RetryLater } from '../features/events/service';
import { calendarWriter } from '../features/calendars/parts/writer';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { runBatch } from '../db/batch';
import { drainEvents } from './event-helpers';

const E = env as unknown as import('../env').Env;
const GOOGLE_APPROVE = 'https://accounts.google.com/o/oauth2/v2/auth/approve';
const GOOGLE = 'https://www.googleapis.com';

let admin: TestClient;
let user: TestClient;
let email: string;
let slug: string;

const control = fakeControlOf(GOOGLE);
const fakeEvents = async () =>
  (await (await fetch(`${GOOGLE}/__fake/events?email=${encodeURIComponent(email)}`)).json()) as {
    items: any[];
    sentUpdates: { eventId: string; sendUpdates: string }[];
  };

/** One delivery of the calendar handler as the event system makes it: its statements commit. */
const deliver = async (ev: Parameters<typeof calendarWriter.handle>[2]) => runBatch(db(), (await calendarWriter.handle(E, db(), ev)) ?? []);

/** Sends the push Google would send for every channel of the account. */
async function pushAll() {
  const { items } = (await (await control(`channels?email=${encodeURIComponent(email)}`)).json()) as {
    items: { id: string; resourceId: string; token: string; stopped: boolean }[];
  };
  for (const ch of items.filter((c) => !c.stopped)) {
    const res = await SELF.fetch(`${BASE}/api/public/calendars/google/notifications`, {
      method: 'POST',
      headers: {
        'x-goog-channel-id': ch.id,
        'x-goog-channel-token': ch.token,
        'x-goog-resource-id': ch.resourceId,
        'x-goog-resource-state': 'exists',
      },
    });
    expect(res.status).toBe(200);
  }
  return items.length;
}

/** The whole OAuth dance through the fake's consent page, as a browser would do it. */
async function connectGoogle(client: TestClient, login: string) {
  const start = await client.json('POST', '/api/profile/integrations/google-calendar/connect');
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.data.url);
  expect(authorize.host).toBe('accounts.google.com');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('access_type')).toBe('offline');
  const page = await fetch(authorize);
  expect(await page.text()).toContain('Allow');
  const callback = await approveConsent(authorize, GOOGLE_APPROVE, login);
  expect(callback.pathname).toBe('/api/profile/integrations/google-calendar/callback');
  const done = await openCallback(client, callback);
  expect(done.status).toBe(302);
  return done.headers.get('location');
}

const slotsOn = async (day: string) => {
  const from = `${day}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const res = await publicGet(`/api/public/links/${slug}/slots?from=${from}&to=${to}&timezone=UTC`);
  expect(res.status).toBe(200);
  return (res.body.slots as { start: string }[]).map((s) => s.start.slice(11, 16));
};

beforeAll(async () => {
  ({ admin, user } = await demo());
  email = `ursula-${crypto.randomUUID().slice(0, 8)}@gmail.test`;
  const type = await openMeetingType(admin, ['demo-ursula']);
  slug = (await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' })).slug;
});

describe('Google Calendar', () => {
  it('connects through the consent page with PKCE; the primary calendar is checked and written to; tokens are sealed', async () => {
    expect(await connectGoogle(user, email)).toBe('/profile/integrations/google-calendar?connected=1');
    const list = await user.json('GET', '/api/profile/integrations');
    const google = list.body.data.find((i: any) => i.provider === 'google_calendar');
    expect(google).toMatchObject({ status: 'connected', kind: 'calendar', externalAccountId: email, name: 'Google Calendar' });
    expect(JSON.stringify(list.body)).not.toContain('ya29.');
    const raw = await E.DB.prepare('select credentials from integrations where id = ?').bind(google.id).first<{ credentials: string }>();
    expect(raw!.credentials.startsWith('v1.')).toBe(true);
    const cals = await user.json('GET', '/api/profile/integrations/google-calendar/calendars');
    const [account] = cals.body.data;
    const primary = account.calendars.find((c: any) => c.isPrimary);
    expect(primary).toMatchObject({ checkConflicts: true, writeTo: true, syncState: 'warm' });
    expect(account.calendars.find((c: any) => !c.isPrimary)).toMatchObject({ checkConflicts: false, writeTo: false, canWrite: false });
    // A read-only calendar cannot receive bookings.
    const bad = await user.json('PUT', '/api/profile/integrations/calendars', {
      provider: 'google_calendar',
      checkConflicts: [primary.id],
      writeTo: account.calendars.find((c: any) => !c.isPrimary).id,
    });
    expect(bad.status).toBe(422);
  });

  it('a busy event pushed from Google removes its slots; free, cancelled and declined events do not; the warm cache needs no outside call', async () => {
    const day = futureAt(0).slice(0, 10);
    await control('events', {
      email,
      summary: 'Real meeting',
      start: { dateTime: `${day}T10:00:00Z` },
      end: { dateTime: `${day}T11:00:00Z` },
    });
    await control('events', {
      email,
      summary: 'Lunch (free)',
      transparency: 'transparent',
      start: { dateTime: `${day}T12:00:00Z` },
      end: { dateTime: `${day}T13:00:00Z` },
    });
    await control('events', {
      email,
      summary: 'Declined',
      attendees: [{ email, self: true, responseStatus: 'declined' }],
      start: { dateTime: `${day}T14:00:00Z` },
      end: { dateTime: `${day}T15:00:00Z` },
    });
    expect(await pushAll()).toBeGreaterThan(0);
    const rows = await E.DB.prepare('select count(*) n from calendar_busy').first<{ n: number }>();
    expect(rows!.n).toBe(1);
    // Slots come from the cache alone: Google sees no call.
    const calls = async () => ((await (await control(`calls?email=${encodeURIComponent(email)}`)).json()) as { count: number }).count;
    const before = await calls();
    const slots = await slotsOn(day);
    expect(await calls()).toBe(before);
    expect(slots).not.toContain('10:00');
    expect(slots).not.toContain('10:30');
    expect(slots).toContain('11:00');
    expect(slots).toContain('12:00');
    expect(slots).toContain('14:00');
  });

  it('a weekly series blocks every week (singleEvents), and an occurrence the member cancels frees its slot after the push', async () => {
    const first = futureAt(7);
    const id = `series${crypto.randomUUID().slice(0, 8)}`;
    const week = (n: number) => new Date(Date.parse(first) + n * 7 * 86_400_000).toISOString();
    await control('events', {
      email,
      id,
      summary: 'Weekly sync',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
      start: { dateTime: first },
      end: { dateTime: new Date(Date.parse(first) + 3600_000).toISOString() },
    });
    await pushAll();
    for (const n of [0, 1, 2, 3]) expect(await slotsOn(week(n).slice(0, 10)), `week ${n}`).not.toContain('07:00');
    await control('events/cancel-instance', { email, id, originalStart: week(2) });
    await pushAll();
    expect(await slotsOn(week(2).slice(0, 10))).toContain('07:00');
    expect(await slotsOn(week(3).slice(0, 10))).not.toContain('07:00');
  });

  it('a booking lands on the calendar once, with the prospect invited by Google and no ICS e-mailed to them', async () => {
    const day = futureAt(0).slice(0, 10);
    const start = `${day}T16:00:00.000Z`;
    const booked = await book(slug, { start, email: 'pat@prospect.test', name: 'Pat Prospect' });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id ?? booked.body.data.meetingId;
    await drainEvents();
    const events = (await fakeEvents()).items.filter((e) => e.extendedProperties?.private?.routewiseMeetingId);
    expect(events).toHaveLength(1);
    expect(events[0].start.dateTime).toBe(start);
    expect(events[0].attendees.map((a: any) => a.email)).toEqual(['pat@prospect.test']);
    expect((await fakeEvents()).sentUpdates.find((u) => u.eventId === events[0].id)?.sendUpdates).toBe('all');
    await renderOutbox();
    const mail = await E.DB.prepare(
      `select attachments from outbox where "to" = 'pat@prospect.test' order by created_at desc limit 1`,
    ).first<{ attachments: string }>();
    expect(JSON.parse(mail!.attachments)).toEqual([]);
    // The copy of our own meeting in the cache does not block anything twice, and meeting details see the write.
    const detail = await admin.json('GET', `/api/calendars/meetings/${meetingId}`);
    expect(detail.body.data).toMatchObject({
      status: 'synced',
      provider: 'google_calendar',
      attendees: [{ email: 'pat@prospect.test', rsvp: 'pending' }],
    });
    // The host sees it; another User, who cannot see the meeting, gets the meeting's own 404.
    expect((await user.json('GET', `/api/calendars/meetings/${meetingId}`)).body.data).toMatchObject({ status: 'synced' });
    const hidden = await (await signIn('ravi@acme.test')).json('GET', `/api/calendars/meetings/${meetingId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.errors[0]).toMatchObject({ code: 'not_found', detail: 'Meeting not found' });

    // Duplicate deliveries write nothing new.
    const ev = {
      id: 'dup',
      accountId: DEMO_ACCOUNT_ID,
      type: 'meeting.booked' as const,
      subjectId: meetingId,
      payload: { meetingId },
      occurredAt: Date.now(),
    };
    await Promise.all([deliver(ev), deliver(ev)]);
    await deliver(ev);
    expect(
      (await fakeEvents()).items.filter((e) => e.extendedProperties?.private?.routewiseMeetingId && e.status !== 'cancelled'),
    ).toHaveLength(1);

    // RSVP read back from Google.
    await control('rsvp', { email, eventId: events[0].id, attendee: 'pat@prospect.test', responseStatus: 'tentative' });
    await deliver(ev);
    expect((await admin.json('GET', `/api/calendars/meetings/${meetingId}`)).body.data.attendees).toEqual([
      { email: 'pat@prospect.test', rsvp: 'maybe' },
    ]);

    // Reschedule moves it; cancel deletes it.
    const moved = `${day}T18:00:00.000Z`;
    expect((await admin.json('POST', `/api/meetings/${meetingId}/reschedule`, { start: moved })).status).toBe(200);
    await drainEvents();
    expect((await fakeEvents()).items.find((e) => e.id === events[0].id).start.dateTime).toBe(moved);
    expect((await admin.json('POST', `/api/meetings/${meetingId}/cancel`, { reason: 'No longer needed' })).status).toBe(200);
    await drainEvents();
    expect((await fakeEvents()).items.find((e) => e.id === events[0].id).status).toBe('cancelled');
    expect((await admin.json('GET', `/api/calendars/meetings/${meetingId}`)).body.data.status).toBe('deleted');
  });

  it("a meeting whose team is accepted by default (a relay's 'default guest accept') writes team members as accepted, the prospect as still to answer", async () => {
    const start = futureAt(13, 0, 3);
    const booked = await admin.json('POST', '/api/meetings', {
      meetingTypeId: (await openMeetingType(admin, ['demo-ursula'])).id,
      hostUserId: 'demo-ursula',
      start,
      prospectName: 'Sam Prospect',
      prospectEmail: 'sam@prospect.test',
      prospectTimezone: 'UTC',
      internalGuestIds: ['demo-ravi'],
    });
    expect(booked.status).toBe(201);
    const meetingId = booked.body.data.id as string;
    await E.DB.prepare('update meetings set team_accepted = 1 where id = ?').bind(meetingId).run();
    await drainEvents();
    const event = (await fakeEvents()).items.find((e) => e.extendedProperties?.private?.routewiseMeetingId === meetingId);
    const states = Object.fromEntries(event.attendees.map((a: any) => [a.email, a.responseStatus]));
    expect(states).toEqual({ 'sam@prospect.test': 'needsAction', 'ravi@acme.test': 'accepted' });
  });

  it('a cold cache falls back to a live freeBusy call', async () => {
    const day = futureAt(0, 0, 5).slice(0, 10);
    await E.DB.prepare("update member_calendars set sync_state = 'cold' where provider = 'google_calendar'").run();
    // No push: only the live call can know about this event.
    const { items } = (await (await control(`channels?email=${encodeURIComponent(email)}`)).json()) as { items: unknown[] };
    await control('events', { email, summary: 'Unsynced', start: { dateTime: `${day}T10:00:00Z` }, end: { dateTime: `${day}T11:00:00Z` } });
    const calls = async () => ((await (await control(`calls?email=${encodeURIComponent(email)}`)).json()) as { count: number }).count;
    const before = await calls();
    const slots = await slotsOn(day);
    expect(await calls()).toBeGreaterThan(before);
    expect(slots).not.toContain('10:00');
    expect(slots).toContain('11:00');
    expect(items.length).toBeGreaterThan(0);
    await pushAll();
    expect(
      (await E.DB.prepare("select count(*) n from member_calendars where provider = 'google_calendar' and sync_state = 'warm'").first<{
        n: number;
      }>())!.n,
    ).toBeGreaterThan(0);
  });

  it("a 429 becomes RetryLater with Google's Retry-After, and the failure shows on the meeting", async () => {
    const day = futureAt(0, 0, 3).slice(0, 10);
    const booked = await book(slug, { start: `${day}T09:00:00.000Z` });
    const meetingId = booked.body.data.id ?? booked.body.data.meetingId;
    await control('fail-next', { status: 429, retryAfter: 7, path: '/events' });
    const ev = {
      id: 'x',
      accountId: DEMO_ACCOUNT_ID,
      type: 'meeting.booked' as const,
      subjectId: meetingId,
      payload: { meetingId },
      occurredAt: Date.now(),
    };
    const err = await calendarWriter.handle(E, db(), ev).catch((e) => e);
    expect(err).toBeInstanceOf(RetryLater);
    expect(err.delaySeconds).toBe(7);
    await deliver(ev);
    expect((await admin.json('GET', `/api/calendars/meetings/${meetingId}`)).body.data.status).toBe('synced');
  });

  it('an invalidated sync token (410) resets the cache with a full sync', async () => {
    const day = futureAt(0, 0, 4).slice(0, 10);
    const created = (await (
      await control('events', {
        email,
        summary: 'Soon gone',
        start: { dateTime: `${day}T10:00:00Z` },
        end: { dateTime: `${day}T11:00:00Z` },
      })
    ).json()) as { id: string };
    await pushAll();
    expect(await slotsOn(day)).not.toContain('10:00');
    await control('invalidate-sync-tokens', { email });
    await control('events', { email, summary: 'New', start: { dateTime: `${day}T13:00:00Z` }, end: { dateTime: `${day}T14:00:00Z` } });
    await pushAll();
    const slots = await slotsOn(day);
    expect(slots).not.toContain('13:00');
    expect(slots).not.toContain('10:00');
    expect(created.id).toBeTruthy();
  });

  it('an expired access token is refreshed; a revoked grant expires the integration (audited once) and slots fall back to our own meetings', async () => {
    const day = futureAt(0, 0, 4).slice(0, 10);
    await control('expire-tokens', { email });
    await control('events', {
      email,
      summary: 'After refresh',
      start: { dateTime: `${day}T15:00:00Z` },
      end: { dateTime: `${day}T16:00:00Z` },
    });
    await pushAll();
    expect(await slotsOn(day)).not.toContain('15:00');
    const id = (await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.provider === 'google_calendar').id;
    expect((await E.DB.prepare('select status from integrations where id = ?').bind(id).first<{ status: string }>())!.status).toBe(
      'connected',
    );

    await control('expire-tokens', { email, revokeRefresh: true });
    await Promise.all([pushAll(), pushAll()]);
    expect((await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.id === id).status).toBe('expired');
    const audit = await E.DB.prepare(`select count(*) n from audit_log where action = 'integration_expired' and integration_id = ?`)
      .bind(id)
      .first<{ n: number }>();
    expect(audit!.n).toBe(1);
    // The calendar's busy time no longer counts; our own meetings still do.
    expect(await slotsOn(day)).toContain('15:00');
    // Admins are told which members' calendars expired; others may not ask.
    const expired = await admin.json('GET', '/api/calendars/expired');
    expect(expired.body.data).toEqual([expect.objectContaining({ userId: 'demo-ursula', provider: 'google_calendar' })]);
    expect((await user.json('GET', '/api/calendars/expired')).status).toBe(403);
  });

  it('a replayed OAuth callback is refused; parallel choice saves leave exactly one write calendar', async () => {
    const second = `ursula2-${crypto.randomUUID().slice(0, 8)}@gmail.test`;
    const start = await user.json('POST', '/api/profile/integrations/google-calendar/connect');
    const authorize = new URL(start.body.data.url);
    const callback = await approveConsent(authorize, GOOGLE_APPROVE, second);
    const call = () => openCallback(user, callback);
    const [a, b] = await Promise.all([call(), call()]);
    const outcomes = [a.headers.get('location'), b.headers.get('location')].sort();
    expect(outcomes[0]).toMatch(/^\/profile\/integrations\/google-calendar\?(connected=1|error=)/);
    expect(outcomes.filter((l) => l === '/profile/integrations/google-calendar?connected=1')).toHaveLength(1);
    const accounts = (await user.json('GET', '/api/profile/integrations/google-calendar/calendars')).body.data as {
      calendars: { id: string; canWrite: boolean; isPrimary: boolean }[];
    }[];
    expect(accounts).toHaveLength(2);
    const writable = accounts.flatMap((x) => x.calendars).filter((c) => c.canWrite);
    const saves = await Promise.all(
      writable.map((c) =>
        user.request('PUT', '/api/profile/integrations/calendars', {
          provider: 'google_calendar',
          checkConflicts: writable.map((w) => w.id),
          writeTo: c.id,
        }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(writable.map(() => 204));
    const after = (await user.json('GET', '/api/profile/integrations/google-calendar/calendars')).body.data as {
      calendars: { writeTo: boolean }[];
    }[];
    expect(after.flatMap((x) => x.calendars).filter((c) => c.writeTo)).toHaveLength(1);
    const secondId = (await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.externalAccountId === second).id;
    const removes = await Promise.all(
      [0, 1].map(() => user.request('DELETE', `/api/profile/integrations/${secondId}`, { confirmation: 'Disable Google Calendar' })),
    );
    expect(removes.map((r) => r.status).sort()).toEqual([204, 404]);
  });

  it('answers only known channels with their token; disconnect needs the typed confirmation and revokes', async () => {
    const bad = await SELF.fetch(`${BASE}/api/public/calendars/google/notifications`, {
      method: 'POST',
      headers: { 'x-goog-channel-id': 'nope', 'x-goog-channel-token': 'x', 'x-goog-resource-state': 'exists' },
    });
    expect(bad.status).toBe(404);
    const id = (await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.provider === 'google_calendar').id;
    const wrong = await user.json('DELETE', `/api/profile/integrations/${id}`, { confirmation: 'Disable Google' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].detail).toBe("The given input didn't match the Google Calendar name");
    expect((await admin.json('DELETE', `/api/profile/integrations/${id}`, { confirmation: 'Disable Google Calendar' })).status).toBe(404);
    expect((await user.request('DELETE', `/api/profile/integrations/${id}`, { confirmation: 'Disable Google Calendar' })).status).toBe(204);
    expect((await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.id === id)).toBeUndefined();
    expect(
      (await E.DB.prepare('select count(*) n from member_calendars where integration_id = ?').bind(id).first<{ n: number }>())!.n,
    ).toBe(0);
  });
});
