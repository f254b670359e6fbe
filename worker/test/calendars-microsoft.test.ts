import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveConsent, deliverMeetingEvent, fakeControlOf, openCallback } from './calendar-helpers';
import { db, demo, type TestClient, BASE } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';
import { RetryLater } from '../features/events/service';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { MicrosoftCalendarClient } from '../integrations/calendar/microsoft';
import { zoneMidnight } from '../integrations/calendar/transparency';
import { clientFor } from '../features/calendars/parts/clients';
import { getIntegration } from '../features/integrations/service';

const E = env as unknown as import('../env').Env;
const GRAPH = 'https://graph.microsoft.com';

let admin: TestClient;
let user: TestClient;
let email: string;
let slug: string;

const control = fakeControlOf(GRAPH);
const deliver = deliverMeetingEvent;

/** Sends Graph's change notification for every subscription of the mailbox. */
async function notifyAll(clientState?: string) {
  const { value } = (await (await control(`subscriptions?email=${encodeURIComponent(email)}`)).json()) as {
    value: { id: string; notificationUrl: string; clientState: string }[];
  };
  const statuses: number[] = [];
  for (const s of value) {
    const url = new URL(s.notificationUrl);
    const res = await SELF.fetch(`${BASE}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        value: [{ subscriptionId: s.id, clientState: clientState ?? s.clientState, changeType: 'updated', resource: 'me/events/x' }],
      }),
    });
    statuses.push(res.status);
  }
  return statuses;
}

const slotsOn = async (day: string) => {
  const from = `${day}T00:00:00.000Z`;
  const res = await publicGet(
    `/api/public/links/${slug}/slots?from=${from}&to=${new Date(Date.parse(from) + 86_400_000).toISOString()}&timezone=UTC`,
  );
  return (res.body.slots as { start: string }[]).map((s) => s.start.slice(11, 16));
};

beforeAll(async () => {
  ({ admin, user } = await demo());
  email = `ursula-${crypto.randomUUID().slice(0, 8)}@contoso.test`;
  const type = await openMeetingType(admin, ['demo-ursula']);
  slug = (await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' })).slug;
  // The worker under test is not reachable from the fake's process: the handshake is tested on its own below.
  await control('validation', { enabled: false });
});

describe('Microsoft Graph calendars', () => {
  it('connects with PKCE through the consent page, then follows delta links with showAs rules; a 410 resets', async () => {
    const start = await user.json('POST', '/api/profile/integrations/microsoft-calendar/connect');
    const authorize = new URL(start.body.data.url);
    expect(authorize.host).toBe('login.microsoftonline.com');
    expect(authorize.searchParams.get('scope')).toContain('offline_access');
    const callback = await approveConsent(authorize, `https://login.microsoftonline.com${authorize.pathname}/approve`, email);
    const done = await openCallback(user, callback);
    expect(done.headers.get('location')).toBe('/profile/integrations/microsoft-calendar?connected=1');
    const accounts = (await user.json('GET', '/api/profile/integrations/microsoft-calendar/calendars')).body.data;
    expect(accounts[0].integration).toMatchObject({ status: 'connected', externalAccountId: email });
    expect(accounts[0].calendars.find((c: any) => c.isPrimary)).toMatchObject({ checkConflicts: true, writeTo: true, syncState: 'warm' });
    expect(((await (await control(`subscriptions?email=${encodeURIComponent(email)}`)).json()) as { value: unknown[] }).value).toHaveLength(
      1,
    );

    const day = futureAt(0).slice(0, 10);
    await control('events', { email, subject: 'Busy', start: `${day}T09:00:00Z`, end: `${day}T10:00:00Z` });
    await control('events', { email, subject: 'Tentative', showAs: 'tentative', start: `${day}T11:00:00Z`, end: `${day}T12:00:00Z` });
    await control('events', { email, subject: 'Free', showAs: 'free', start: `${day}T13:00:00Z`, end: `${day}T14:00:00Z` });
    await control('events', {
      email,
      subject: 'Elsewhere',
      showAs: 'workingElsewhere',
      start: `${day}T15:00:00Z`,
      end: `${day}T16:00:00Z`,
    });
    expect(await notifyAll()).toEqual([202]);
    let slots = await slotsOn(day);
    expect(slots).not.toContain('09:00');
    expect(slots).not.toContain('11:00');
    expect(slots).toContain('13:00');
    expect(slots).toContain('15:00');

    // A forged clientState changes nothing.
    expect(await notifyAll('forged')).toEqual([404]);

    await control('invalidate-delta', { email });
    await control('events', { email, subject: 'After reset', start: `${day}T17:00:00Z`, end: `${day}T18:00:00Z` });
    expect(await notifyAll()).toEqual([202]);
    slots = await slotsOn(day);
    expect(slots).not.toContain('17:00');
    expect(slots).not.toContain('09:00');
  });

  it('an all-day out-of-office day made in Pacific time blocks that date in Pacific time, not in UTC', async () => {
    const day = futureAt(0, 0, 5).slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await control('events', {
      email,
      subject: 'Vacation',
      isAllDay: true,
      showAs: 'oof',
      originalStartTimeZone: 'Pacific Standard Time',
      start: `${day}T00:00:00Z`,
      end: `${next}T00:00:00Z`,
    });
    expect(await notifyAll()).toEqual([202]);
    // Midnight in Los Angeles is 07:00 or 08:00 UTC: the last free 30-minute slot ends there, not at 00:00 UTC.
    const slots = await slotsOn(day);
    const blockedFrom = zoneMidnight(day, 'America/Los_Angeles');
    expect(slots.at(-1)).toBe(new Date(blockedFrom - 30 * 60_000).toISOString().slice(11, 16));
    expect(slots).toContain('00:00');
  });

  it('answers the validationToken handshake as text/plain', async () => {
    const token = 'Validation: Testing client application reachability for subscription Request-Id: 123';
    const res = await SELF.fetch(
      `${BASE}/api/public/calendars/microsoft/notifications?validationToken=${encodeURIComponent(token)}&channel=x`,
      { method: 'POST', headers: { 'content-type': 'text/plain' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(token);
  });

  it('writes bookings once (transactionId), reads RSVPs back, and turns 429 into RetryLater', async () => {
    const day = futureAt(0, 0, 3).slice(0, 10);
    const booked = await book(slug, { start: `${day}T10:00:00.000Z`, email: 'pat@prospect.test' });
    const meetingId = booked.body.data.id ?? booked.body.data.meetingId;
    await control('fail-next', { status: 429, retryAfter: 11, path: '/events' });
    const err = await deliver(meetingId).catch((e) => e);
    expect(err).toBeInstanceOf(RetryLater);
    expect(err.delaySeconds).toBe(11);
    await Promise.all([deliver(meetingId), deliver(meetingId)]);
    await deliver(meetingId);
    const events = ((await (await control(`events?email=${encodeURIComponent(email)}`)).json()) as { value: any[] }).value.filter(
      (e) => e.transactionId === `rw-${meetingId}` && !e.deleted,
    );
    expect(events).toHaveLength(1);
    expect(events[0].attendees.map((a: any) => a.emailAddress.address)).toEqual(['pat@prospect.test']);
    await control('rsvp', { email, eventId: events[0].id, attendee: 'pat@prospect.test', response: 'declined' });
    await deliver(meetingId);
    expect((await admin.json('GET', `/api/calendars/meetings/${meetingId}`)).body.data.attendees).toEqual([
      { email: 'pat@prospect.test', rsvp: 'declined' },
    ]);
  });

  it('asks Graph for a Teams meeting and returns its join link', async () => {
    const id = (await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.provider === 'microsoft_calendar').id;
    const client = clientFor(E, db(), await getIntegration(db(), DEMO_ACCOUNT_ID, id)) as MicrosoftCalendarClient;
    const [primary] = (await client.listCalendars()).filter((c) => c.isPrimary);
    const state = await client.upsertEvent(primary.externalId, null, {
      meetingId: crypto.randomUUID(),
      uid: 'teams-call@routewise',
      sequence: 0,
      title: 'Teams call',
      description: '',
      start: Date.now() + 86_400_000,
      end: Date.now() + 88_200_000,
      location: '',
      attendees: [{ email: 'pat@prospect.test', name: 'Pat' }],
      conference: 'teams',
    });
    expect(state.joinUrl).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
  });

  it('an expired access token is refreshed; a refused refresh expires the integration once', async () => {
    await control('expire-tokens', { email });
    expect(await notifyAll()).toEqual([202]);
    const id = (await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.provider === 'microsoft_calendar').id;
    expect((await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.id === id).status).toBe('connected');
    await control('expire-tokens', { email, revokeRefresh: true });
    await notifyAll();
    expect((await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.id === id).status).toBe('expired');
    expect(
      (await E.DB.prepare(`select count(*) n from audit_log where action = 'integration_expired' and integration_id = ?`)
        .bind(id)
        .first<{ n: number }>())!.n,
    ).toBe(1);
  });
});
