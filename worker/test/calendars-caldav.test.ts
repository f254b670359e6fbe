import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverMeetingEvent, fakeControlOf } from './calendar-helpers';
import { db, demo, type TestClient, renderOutbox } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';
import { calendarMaintenance } from '../features/calendars/parts/sync';

const E = env as unknown as import('../env').Env;
const DAV = 'https://caldav.example.com';

let admin: TestClient;
let user: TestClient;
let username: string;
let slug: string;

const control = fakeControlOf(DAV);
const deliver = deliverMeetingEvent;
const objects = async (calendar = 'personal') =>
  ((await (await control(`objects?username=${username}&calendar=${calendar}`)).json()) as { objects: { name: string; ics: string }[] })
    .objects;
const compact = (d: string) => d.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

beforeAll(async () => {
  ({ admin, user } = await demo());
  username = `ursula-${crypto.randomUUID().slice(0, 8)}`;
  await control('accounts', { username, password: 'app-pass-1234' });
  const type = await openMeetingType(admin, ['demo-ursula']);
  slug = (await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' })).slug;
});

describe('CalDAV', () => {
  it('refuses wrong credentials with the spec message, connects with an app password', async () => {
    const bad = await user.json('POST', '/api/profile/integrations/caldav/connect', { serverUrl: DAV, username, password: 'wrong' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBe(
      'Sorry! CalDAV integration failed. Please check your API credentials and configuration settings.',
    );
    const invalid = await user.json('POST', '/api/profile/integrations/caldav/connect', {
      serverUrl: 'not a url',
      username: '',
      password: '',
    });
    expect(invalid.status).toBe(422);
    const ok = await user.json('POST', '/api/profile/integrations/caldav/connect', { serverUrl: DAV, username, password: 'app-pass-1234' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ provider: 'caldav', status: 'connected', externalAccountId: `${username}@caldav.example.com` });
    expect(JSON.stringify(ok.body)).not.toContain('app-pass-1234');
    const accounts = (await user.json('GET', '/api/profile/integrations/caldav/calendars')).body.data;
    expect(accounts[0].calendars.map((c: any) => c.name).sort()).toEqual(['Personal', 'Work']);
    expect(accounts[0].calendars.find((c: any) => c.isPrimary)).toMatchObject({ checkConflicts: true, writeTo: true, syncState: 'warm' });
  });

  it('busy events (opaque, not transparent or cancelled) reach the cache through the cron sync and remove slots', async () => {
    const day = futureAt(0).slice(0, 10);
    const d = day.replace(/-/g, '');
    await control('events', { username, uid: 'a', start: `${d}T100000Z`, end: `${d}T110000Z` });
    await control('events', { username, uid: 'b', start: `${d}T120000Z`, end: `${d}T130000Z`, transp: 'TRANSPARENT' });
    await control('events', { username, uid: 'c', start: `${d}T140000Z`, end: `${d}T150000Z`, status: 'CANCELLED' });
    await control('events', { username, uid: 'd', start: `${d}T160000Z`, end: `${d}T170000Z`, status: 'TENTATIVE' });
    // Polled: the cron re-reads calendars whose cache is older than its refresh period.
    await E.DB.prepare("update member_calendars set synced_at = 0 where provider = 'caldav'").run();
    await calendarMaintenance(E, db());
    const res = await publicGet(`/api/public/links/${slug}/slots?from=${day}T00:00:00.000Z&to=${day}T23:59:00.000Z&timezone=UTC`);
    const slots = (res.body.slots as { start: string }[]).map((s) => s.start.slice(11, 16));
    expect(slots).not.toContain('10:00');
    expect(slots).toContain('12:00');
    expect(slots).toContain('14:00');
    expect(slots).not.toContain('16:00');
  });

  it('a slot-time freshness read the server fails keeps the cache, and the log says so', async () => {
    const day = futureAt(0).slice(0, 10);
    await E.DB.prepare("update member_calendars set synced_at = ? where provider = 'caldav'")
      .bind(Date.now() - 120_000)
      .run();
    expect((await control('fail-next', { username, status: 500 })).status).toBe(204);
    const warn = vi.spyOn(console, 'warn');
    const res = await publicGet(`/api/public/links/${slug}/slots?from=${day}T00:00:00.000Z&to=${day}T23:59:00.000Z&timezone=UTC`);
    const slots = (res.body.slots as { start: string }[]).map((s) => s.start.slice(11, 16));
    expect(slots).not.toContain('10:00');
    expect(slots).toContain('12:00');
    expect(warn.mock.calls.some(([line]) => String(line).includes('slots used the cached busy time'))).toBe(true);
    warn.mockRestore();
    const row = await E.DB.prepare("select sync_state as s from member_calendars where provider = 'caldav' and is_primary = 1").first<{
      s: string;
    }>();
    expect(row!.s).toBe('warm');
  });

  it('writes a booking as a calendar object without METHOD, moves it in place and deletes it on cancel', async () => {
    const day = futureAt(0, 0, 3).slice(0, 10);
    const start = `${day}T09:00:00.000Z`;
    const booked = await book(slug, { start, email: 'pat@prospect.test' });
    const meetingId = booked.body.data.id ?? booked.body.data.meetingId;
    await deliver(meetingId);
    await deliver(meetingId);
    const mine = (await objects()).filter((o) => o.ics.includes(`UID:${meetingId}@routewise`));
    expect(mine).toHaveLength(1);
    expect(mine[0].ics).toContain(`DTSTART:${compact(start)}`);
    expect(mine[0].ics).not.toMatch(/^METHOD:/m);
    expect(mine[0].ics).toContain('pat@prospect.test');
    // CalDAV servers do not reliably send invitations: the prospect still gets our ICS.
    await renderOutbox();
    const mail = await E.DB.prepare(
      `select attachments from outbox where "to" = 'pat@prospect.test' order by created_at desc limit 1`,
    ).first<{ attachments: string }>();
    expect(JSON.parse(mail!.attachments)).toHaveLength(1);

    const moved = `${day}T13:00:00.000Z`;
    expect((await admin.json('POST', `/api/meetings/${meetingId}/reschedule`, { start: moved })).status).toBe(200);
    await deliver(meetingId);
    const after = (await objects()).filter((o) => o.ics.includes(`UID:${meetingId}@routewise`));
    expect(after).toHaveLength(1);
    expect(after[0].ics).toContain(`DTSTART:${compact(moved)}`);

    expect((await admin.json('POST', `/api/meetings/${meetingId}/cancel`, { reason: 'No longer needed' })).status).toBe(200);
    await deliver(meetingId, 'meeting.cancelled');
    expect((await objects()).filter((o) => o.ics.includes(`UID:${meetingId}@routewise`))).toHaveLength(0);
    expect((await admin.json('GET', `/api/calendars/meetings/${meetingId}`)).body.data.status).toBe('deleted');
  });
});
