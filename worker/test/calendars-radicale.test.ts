// The CalDAV client against a real CalDAV server: Radicale 3.1, started for the run by
// worker/test/radicale/global-setup.ts and reached as http://radicale.test. The member's own calendar
// app is played by plain PUTs of iCalendar objects, as Thunderbird or DAVx5 would send them.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMeetingEvent } from './calendar-helpers';
import { db, demo, type TestClient, renderOutbox } from './client';
import { book, createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';
import { calendarMaintenance } from '../features/calendars/parts/sync';
import { RADICALE_HOST, RADICALE_PASSWORD } from './radicale/users';

const E = env as unknown as import('../env').Env;
const DAV = `http://${RADICALE_HOST}`;
const USER = 'mia';
const AUTH = `Basic ${btoa(`${USER}:${RADICALE_PASSWORD}`)}`;
const WORK = `/${USER}/work/`;

let admin: TestClient;
let user: TestClient;
let slug: string;

const dav = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  fetch(`${DAV}${path}`, { method, headers: { authorization: AUTH, ...headers }, body });
const CHICAGO_TZ = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'BEGIN:STANDARD',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];
/** The member's calendar app saving a calendar object: one VEVENT per list of lines, all with the object's UID. */
async function putIcs(uid: string, ...events: string[][]) {
  const vevents = events.flatMap((lines) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']);
  const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Member app//EN', ...CHICAGO_TZ, ...vevents, 'END:VCALENDAR', ''].join('\r\n');
  const res = await dav('PUT', `${WORK}${uid}.ics`, ics, { 'content-type': 'text/calendar; charset=utf-8' });
  expect(res.status, await res.text()).toBeLessThan(300);
}
/** The member's calendar app saving an event. */
const putEvent = (uid: string, ...lines: string[]) => putIcs(uid, ['SUMMARY:Busy', ...lines]);
const ical = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const dayOf = (iso: string) => iso.slice(0, 10).replace(/-/g, '');
const addDays = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString();
/** Start times ("HH:MM" UTC, prefixed with the date when several days) still offered between two instants. */
async function offered(from: string, to: string) {
  const res = await publicGet(`/api/public/links/${slug}/slots?from=${from}&to=${to}&timezone=UTC`);
  expect(res.status).toBe(200);
  return new Set((res.body.slots as { start: string }[]).map((s) => s.start.slice(0, 16)));
}
const ago = (ms: number) =>
  E.DB.prepare("update member_calendars set synced_at = ? where provider = 'caldav'")
    .bind(Date.now() - ms)
    .run();
const deliver = deliverMeetingEvent;
const lastInvite = async (to: string) => {
  await renderOutbox();
  const row = await E.DB.prepare('select attachments from outbox where "to" = ? order by created_at desc, rowid desc limit 1')
    .bind(to)
    .first<{ attachments: string }>();
  const [a] = JSON.parse(row!.attachments) as { content: string }[];
  return new TextDecoder().decode(Uint8Array.from(atob(a.content), (ch) => ch.charCodeAt(0)));
};
const prop = (ics: string, name: string) => new RegExp(`^${name}[;:](.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1];

beforeAll(async () => {
  ({ admin, user } = await demo());
  // Ursula works from Chicago: her all-day events are Chicago dates.
  await E.DB.prepare("update users set timezone = 'America/Chicago' where id = 'demo-ursula'").run();
  // Extended MKCOL (RFC 5689): workerd's fetch knows no MKCALENDAR method.
  const mkcol =
    '<?xml version="1.0" encoding="utf-8"?><D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:resourcetype><D:collection/><C:calendar/></D:resourcetype><D:displayname>Work</D:displayname></D:prop></D:set></D:mkcol>';
  expect((await dav('MKCOL', WORK, mkcol, { 'content-type': 'application/xml' })).status).toBe(201);
  const type = await openMeetingType(admin, ['demo-ursula']);
  slug = (await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' })).slug;
});

describe('CalDAV against Radicale', () => {
  it("connects through the server's own discovery (well-known redirect re-checked by the outbound policy)", async () => {
    const ok = await user.json('POST', '/api/profile/integrations/caldav/connect', {
      serverUrl: DAV,
      username: USER,
      password: RADICALE_PASSWORD,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const accounts = (await user.json('GET', '/api/profile/integrations/caldav/calendars')).body.data;
    expect(accounts[0].calendars).toMatchObject([
      { name: 'Work', isPrimary: true, checkConflicts: true, writeTo: true, syncState: 'warm' },
    ]);
  });

  it('busy, TZID and transparent events remove exactly their slots', async () => {
    const day = futureAt(0, 0, 9);
    const d = dayOf(day);
    await putEvent('busy-utc', `DTSTART:${d}T100000Z`, `DTEND:${d}T110000Z`);
    await putEvent('busy-chicago', `DTSTART;TZID=America/Chicago:${d}T070000`, `DTEND;TZID=America/Chicago:${d}T080000`);
    await putEvent('free', `DTSTART:${d}T150000Z`, `DTEND:${d}T160000Z`, 'TRANSP:TRANSPARENT');
    await putEvent('cancelled', `DTSTART:${d}T170000Z`, `DTEND:${d}T180000Z`, 'STATUS:CANCELLED');
    await ago(61_000);
    await calendarMaintenance(E, db());
    const slots = await offered(day, addDays(day, 1));
    const at = (hhmm: string) => `${day.slice(0, 10)}T${hhmm}`;
    expect(slots.has(at('10:00'))).toBe(false);
    expect(slots.has(at('10:30'))).toBe(false);
    expect(slots.has(at('11:00'))).toBe(true);
    // 07:00 in Chicago in winter is 13:00 UTC.
    expect(slots.has(at('13:00'))).toBe(false);
    expect(slots.has(at('12:30'))).toBe(true);
    expect(slots.has(at('14:00'))).toBe(true);
    expect(slots.has(at('15:00'))).toBe(true);
    expect(slots.has(at('17:00'))).toBe(true);
  });

  it("an all-day event blocks the member's date in Chicago: the evening before stays open, that evening is blocked", async () => {
    const day = futureAt(0, 0, 10);
    await putEvent('day-off', `DTSTART;VALUE=DATE:${dayOf(day)}`, `DTEND;VALUE=DATE:${dayOf(addDays(day, 1))}`);
    await ago(61_000);
    await calendarMaintenance(E, db());
    const slots = await offered(addDays(day, -1), addDays(day, 2));
    const chicagoMidnight = Date.parse(day) + 6 * 3600_000;
    const t = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    // The evening before in Chicago (20:00-23:30 CST = 02:00-05:30 UTC of the day) stays bookable.
    expect(slots.has(t(chicagoMidnight - 4 * 3600_000))).toBe(true);
    expect(slots.has(t(chicagoMidnight - 30 * 60_000))).toBe(true);
    expect(slots.has(t(chicagoMidnight))).toBe(false);
    // 18:00-21:00 of the day in Chicago (00:00-03:00 UTC the next day) is blocked.
    expect(slots.has(t(chicagoMidnight + 18 * 3600_000))).toBe(false);
    expect(slots.has(t(chicagoMidnight + 23.5 * 3600_000))).toBe(false);
    expect(slots.has(t(chicagoMidnight + 24 * 3600_000))).toBe(true);
  });

  it('a weekly meeting blocks every week (Radicale returns the master with its RRULE), minus EXDATE, plus an overridden instance', async () => {
    // A series that started in the past; the other tests use weeks 9 to 12, clear of weeks 1 to 5 checked here.
    const first = futureAt(0, 0, -1);
    const d = dayOf(first);
    const wk = (n: number) => addDays(first, 7 * n);
    await putIcs(
      'weekly-1on1',
      [
        'SUMMARY:1:1',
        `DTSTART;TZID=America/Chicago:${d}T090000`,
        `DTEND;TZID=America/Chicago:${d}T100000`,
        'RRULE:FREQ=WEEKLY',
        `EXDATE;TZID=America/Chicago:${dayOf(wk(5))}T090000`,
      ],
      [
        'SUMMARY:1:1 moved',
        `RECURRENCE-ID;TZID=America/Chicago:${dayOf(wk(6))}T090000`,
        `DTSTART;TZID=America/Chicago:${dayOf(wk(6))}T140000`,
        `DTEND;TZID=America/Chicago:${dayOf(wk(6))}T150000`,
      ],
    );
    await ago(61_000);
    await calendarMaintenance(E, db());
    // 09:00 Chicago: 15:00 UTC in summer time, 15:00 or 16:00 UTC otherwise; find it from the zone.
    const nineChicago = (iso: string) => {
      const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'shortOffset' })
        .formatToParts(new Date(iso))
        .find((p) => p.type === 'timeZoneName')!.value;
      const hours = -Number(offset.replace('GMT', '') || 0);
      return new Date(Date.parse(iso) + (9 + hours) * 3600_000).toISOString().slice(0, 16);
    };
    for (const n of [2, 3, 4]) expect((await offered(wk(n), addDays(wk(n), 1))).has(nineChicago(wk(n))), `week ${n}`).toBe(false);
    expect((await offered(wk(5), addDays(wk(5), 1))).has(nineChicago(wk(5))), 'EXDATE week').toBe(true);
    const moved = await offered(wk(6), addDays(wk(6), 1));
    expect(moved.has(nineChicago(wk(6))), 'moved instance leaves 09:00').toBe(true);
    expect(
      moved.has(new Date(Date.parse(nineChicago(wk(6)) + ':00Z') + 5 * 3600_000).toISOString().slice(0, 16)),
      'moved instance at 14:00',
    ).toBe(false);
  });

  it('an event added in the calendar app stops being bookable within a minute: at slot time, and by the cron pass', async () => {
    const day = futureAt(0, 0, 11);
    const d = dayOf(day);
    const at = (hhmm: string) => `${day.slice(0, 10)}T${hhmm}`;
    expect((await offered(day, addDays(day, 1))).has(at('09:00'))).toBe(true);
    await putEvent('added-later', `DTSTART:${d}T090000Z`, `DTEND:${d}T100000Z`);
    // A cache younger than a minute answers as it is; once it is a minute old, the slots request reads the server.
    await ago(61_000);
    expect((await offered(day, addDays(day, 1))).has(at('09:00'))).toBe(false);
    // The cron pass: the next added event reaches the cache without any slots request.
    await putEvent('added-later-2', `DTSTART:${d}T120000Z`, `DTEND:${d}T130000Z`);
    await ago(61_000);
    await calendarMaintenance(E, db());
    const row = await E.DB.prepare("select count(*) as n from calendar_busy where event_id = 'added-later-2'").first<{ n: number }>();
    expect(row!.n).toBe(1);
    // Unchanged since (same CTag): the cron only asks, the cache stays and is fresh again.
    const before = await E.DB.prepare("select sync_token as t from member_calendars where provider = 'caldav'").first<{ t: string }>();
    expect(before!.t).toMatch(/^ctag:/);
    await ago(61_000);
    await calendarMaintenance(E, db());
    const after = await E.DB.prepare("select sync_token as t, synced_at as s from member_calendars where provider = 'caldav'").first<{
      t: string;
      s: number;
    }>();
    expect(after!.t).toBe(before!.t);
    expect(after!.s).toBeGreaterThan(Date.now() - 60_000);
  });

  it('book, reschedule and cancel are mirrored with one UID and SEQUENCE, attendees with SCHEDULE-AGENT=CLIENT', async () => {
    const day = futureAt(0, 0, 12).slice(0, 10);
    const start = `${day}T16:00:00.000Z`;
    const email = `pat-${crypto.randomUUID().slice(0, 6)}@prospect.test`;
    const booked = await book(slug, { start, email });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const meetingId = booked.body.data.id ?? booked.body.data.meetingId;
    await deliver(meetingId, 'meeting.booked');
    const objectUrl = `${WORK}${encodeURIComponent(`${meetingId}@routewise`)}.ics`;
    let object = await (await dav('GET', objectUrl)).text();
    const invite = await lastInvite(email);
    expect(prop(object, 'UID')).toBe(`${meetingId}@routewise`);
    expect(prop(invite, 'UID')).toBe(`${meetingId}@routewise`);
    expect(prop(object, 'SEQUENCE')).toBe(prop(invite, 'SEQUENCE'));
    expect(prop(object, 'DTSTART')).toBe(ical(start));
    expect(object).not.toMatch(/^METHOD:/m);
    const attendee = object
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .find((l) => l.includes(email))!;
    expect(attendee).toMatch(/^ATTENDEE;/);
    expect(attendee).toContain('SCHEDULE-AGENT=CLIENT');
    expect(object.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(invite.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Our own copy is not busy time of its own: the meeting is (once).
    await ago(61_000);
    await calendarMaintenance(E, db());
    expect((await offered(`${day}T00:00:00.000Z`, `${day}T23:59:00.000Z`)).has(`${day}T16:00`)).toBe(false);

    const moved = `${day}T18:00:00.000Z`;
    expect((await admin.json('POST', `/api/meetings/${meetingId}/reschedule`, { start: moved })).status).toBe(200);
    await deliver(meetingId, 'meeting.rescheduled');
    object = await (await dav('GET', objectUrl)).text();
    const update = await lastInvite(email);
    expect(prop(object, 'DTSTART')).toBe(ical(moved));
    expect(prop(update, 'UID')).toBe(prop(object, 'UID'));
    expect(Number(prop(object, 'SEQUENCE'))).toBe(1);
    expect(prop(update, 'SEQUENCE')).toBe('1');

    expect((await admin.json('POST', `/api/meetings/${meetingId}/cancel`, { reason: 'No longer needed' })).status).toBe(200);
    await deliver(meetingId, 'meeting.cancelled');
    expect((await dav('GET', objectUrl)).status).toBe(404);
    expect(prop(await lastInvite(email), 'UID')).toBe(`${meetingId}@routewise`);
  });

  it("a copy written under the old rw- UID is replaced by one under the meeting's UID on the next change", async () => {
    const day = futureAt(0, 0, 13).slice(0, 10);
    const booked = await book(slug, { start: `${day}T16:00:00.000Z` });
    const meetingId = booked.body.data.id ?? booked.body.data.meetingId;
    await deliver(meetingId, 'meeting.booked');
    const current = `${WORK}${encodeURIComponent(`${meetingId}@routewise`)}.ics`;
    const legacy = `${WORK}${encodeURIComponent(`rw-${meetingId}@routewise`)}.ics`;
    const old = (await (await dav('GET', current)).text()).replace(`UID:${meetingId}@routewise`, `UID:rw-${meetingId}@routewise`);
    expect((await dav('PUT', legacy, old, { 'content-type': 'text/calendar; charset=utf-8' })).status).toBeLessThan(300);
    expect((await dav('DELETE', current)).status).toBeLessThan(300);
    await E.DB.prepare('update meeting_calendar_events set external_id = ?, etag = null where meeting_id = ?')
      .bind(`${DAV}${legacy}`, meetingId)
      .run();

    expect((await admin.json('POST', `/api/meetings/${meetingId}/reschedule`, { start: `${day}T18:00:00.000Z` })).status).toBe(200);
    await deliver(meetingId, 'meeting.rescheduled');
    expect((await dav('GET', legacy)).status).toBe(404);
    const object = await (await dav('GET', current)).text();
    expect(prop(object, 'UID')).toBe(`${meetingId}@routewise`);
    expect(prop(object, 'DTSTART')).toBe(`${day.replace(/-/g, '')}T180000Z`);
  });

  it("refuses server URLs the outbound policy does not allow, with the spec's wording", async () => {
    for (const serverUrl of [
      'http://10.0.0.8/dav/',
      'http://169.254.169.254/',
      'http://[fd00::1]/',
      `http://${USER}:${RADICALE_PASSWORD}@${RADICALE_HOST}/`,
      'http://intranet/',
    ]) {
      const res = await user.json('POST', '/api/profile/integrations/caldav/connect', {
        serverUrl,
        username: USER,
        password: RADICALE_PASSWORD,
      });
      expect(res.status, serverUrl).toBe(422);
      expect(res.body.errors[0], serverUrl).toMatchObject({ detail: 'Invalid URL', source: { pointer: '/serverUrl' } });
    }
  });
});
