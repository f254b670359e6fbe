// Microsoft Graph recurring series against the strict Graph fake (worker/test/fakes/microsoft/): occurrences
// block their own local times across DST, a moved occurrence (exception) and a deleted one free the old time,
// through calendarView and through delta rounds, all-day and numbered series, and the slots a booker sees.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, demo, type TestClient, BASE } from './client';
import { createLink, futureAt, openMeetingType, publicGet } from './booking-helpers';
import { approveConsent, openCallback } from './calendar-helpers';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { MicrosoftCalendarClient } from '../integrations/calendar/microsoft';
import { graphBusy, zoneMidnight } from '../integrations/calendar/transparency';
import { zoneOffsetMinutes } from '../core/time/zone-offset';
import { clientFor } from '../features/calendars/parts/clients';
import { getIntegration } from '../features/integrations/service';

const E = env as unknown as import('../env').Env;
const GRAPH = 'https://graph.microsoft.com';
const DAY = 86_400_000;

let user: TestClient;
let email: string;
let slug: string;

const control = async (path: string, body?: unknown) => {
  const res = await fetch(
    `${GRAPH}/__fake/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (res.status >= 300) throw new Error(`fake ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json<any>();
};
const series = async (body: Record<string, unknown>) => (await control('events', { email, subject: 'Series', ...body })).id as string;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekday = (date: string) =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${date}T00:00:00Z`).getUTCDay()];

/** Graph's change notification for the mailbox's subscription: the worker runs a delta round. */
async function push() {
  const { value } = await control(`subscriptions?email=${encodeURIComponent(email)}`);
  for (const s of value as { id: string; notificationUrl: string; clientState: string }[]) {
    const url = new URL(s.notificationUrl);
    const res = await SELF.fetch(`${BASE}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        value: [{ subscriptionId: s.id, clientState: s.clientState, changeType: 'updated', resource: 'me/events/x' }],
      }),
    });
    expect(res.status).toBe(202);
  }
}

/** Slot starts (HH:MM, UTC) the public booking page offers on a UTC day. */
const slotsOn = async (day: string) => {
  const from = `${day}T00:00:00.000Z`;
  const res = await publicGet(
    `/api/public/links/${slug}/slots?from=${from}&to=${new Date(Date.parse(from) + DAY).toISOString()}&timezone=UTC`,
  );
  return (res.body.slots as { start: string }[]).map((s) => s.start.slice(11, 16));
};

async function graphClient() {
  const id = (await user.json('GET', '/api/profile/integrations')).body.data.find((i: any) => i.provider === 'microsoft_calendar').id;
  const client = clientFor(E, db(), await getIntegration(db(), DEMO_ACCOUNT_ID, id)) as MicrosoftCalendarClient;
  const primary = (await client.listCalendars()).find((c) => c.isPrimary)!;
  return { client, calendar: { externalId: primary.externalId, timeZone: 'America/Chicago' } };
}
const sorted = (xs: { start: number; end: number }[]) => [...xs].sort((a, b) => a.start - b.start);

beforeAll(async () => {
  let admin: TestClient;
  ({ admin, user } = await demo());
  email = `sena-${crypto.randomUUID().slice(0, 8)}@contoso.test`;
  const type = await openMeetingType(admin, ['demo-ursula']);
  slug = (await createLink(admin, { meetingTypeId: type.id, ownerUserId: 'demo-ursula' })).slug;
  await control('validation', { enabled: false });
  const start = await user.json('POST', '/api/profile/integrations/microsoft-calendar/connect');
  const authorize = new URL(start.body.data.url);
  const callback = await approveConsent(authorize, `https://login.microsoftonline.com${authorize.pathname}/approve`, email);
  const done = await openCallback(user, callback);
  expect(done.headers.get('location')).toBe('/profile/integrations/microsoft-calendar?connected=1');
});

describe('Microsoft Graph recurring series', () => {
  it('a weekly 9:00 meeting in Chicago stays 9:00 local across the DST change, live and through delta, and its numbered range ends', async () => {
    // The next change of America/Chicago's offset (the test may run in any season).
    const noonOffset = (d: number) => zoneOffsetMinutes('America/Chicago', d + 18 * 3600_000);
    let change = Date.parse(`${dateOf(Date.now())}T00:00:00Z`) + DAY;
    while (noonOffset(change) === noonOffset(change - DAY)) change += DAY;
    const first = dateOf(change - 14 * DAY);
    const id = await series({
      subject: 'Team sync',
      start: { dateTime: `${first}T09:00:00.0000000`, timeZone: 'Central Standard Time' },
      end: { dateTime: `${first}T09:45:00.0000000`, timeZone: 'Central Standard Time' },
      recurrence: {
        pattern: { type: 'weekly', interval: 1, daysOfWeek: [weekday(first)], firstDayOfWeek: 'sunday' },
        range: { type: 'numbered', startDate: first, numberOfOccurrences: 4, recurrenceTimeZone: 'Central Standard Time' },
      },
    });
    const expected = [0, 7, 14, 21].map((n) => {
      const day = dateOf(Date.parse(`${first}T00:00:00Z`) + n * DAY);
      const start = Date.parse(`${day}T09:00:00Z`) - noonOffset(Date.parse(`${day}T00:00:00Z`)) * 60_000;
      return { start, end: start + 45 * 60_000 };
    });
    // Two weeks before the change and two after: the UTC hour moves, the local one does not.
    expect(new Set(expected.map((b) => new Date(b.start).getUTCHours())).size).toBe(2);

    const { client, calendar } = await graphClient();
    const from = Date.parse(`${first}T00:00:00Z`) - DAY;
    const to = from + 50 * DAY;
    expect(sorted((await client.freeBusy([calendar], from, to)).get(calendar.externalId)!)).toEqual(expected);
    const full = await client.sync(calendar, null, { from, to });
    const mine = full.changes.filter((c) => c.eventId.startsWith(id));
    expect(mine).toHaveLength(4);
    expect(sorted(mine.map((c) => c.busy!))).toEqual(expected);

    // The member deletes the third occurrence: the next delta round says it is gone.
    await control('occurrence', { email, seriesMasterId: id, date: dateOf(expected[2].start), cancel: true });
    const round = await client.sync(calendar, full.syncToken, { from, to });
    expect(round.full).toBe(false);
    expect(round.changes).toEqual([
      { eventId: mine.find((c) => c.busy!.start === expected[2].start)!.eventId, busy: null, meetingId: null },
    ]);
    expect(sorted((await client.freeBusy([calendar], from, to)).get(calendar.externalId)!)).toEqual([
      expected[0],
      expected[1],
      expected[3],
    ]);
  });

  it('slots: occurrences block their own times, a moved occurrence frees its old time, a deleted one frees it after the push; free series never block', async () => {
    const week = (n: number) => dateOf(Date.parse(futureAt(0, 0, 1)) + (n - 1) * 7 * DAY);
    const [w1, w2, w3, w4] = [1, 2, 3, 4].map(week);
    const weekly = (hour: string, extra: Record<string, unknown> = {}) => ({
      start: { dateTime: `${w1}T${hour}:00:00`, timeZone: 'UTC' },
      end: { dateTime: `${w1}T${hour}:30:00`, timeZone: 'UTC' },
      recurrence: { pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday'] }, range: { type: 'noEnd', startDate: w1 } },
      ...extra,
    });
    const id = await series(weekly('12'));
    await series(weekly('14', { showAs: 'free' }));
    await series(weekly('15', { showAs: 'tentative' }));
    // A numbered range of two and a range ending on week 2's date: both stop there.
    await series({
      ...weekly('18'),
      recurrence: {
        pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday'] },
        range: { type: 'numbered', startDate: w1, numberOfOccurrences: 2 },
      },
    });
    await series({
      ...weekly('19'),
      recurrence: {
        pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday'] },
        range: { type: 'endDate', startDate: w1, endDate: w2 },
      },
    });
    await push();
    for (const day of [w1, w2, w3, w4]) {
      const slots = await slotsOn(day);
      expect(slots).not.toContain('12:00');
      expect(slots).toContain('14:00');
      expect(slots).not.toContain('15:00');
    }
    for (const day of [w1, w2]) expect(await slotsOn(day)).not.toContain('18:00');
    for (const day of [w1, w2]) expect(await slotsOn(day)).not.toContain('19:00');
    expect(await slotsOn(w3)).toEqual(expect.arrayContaining(['18:00', '19:00']));

    await control('occurrence', { email, seriesMasterId: id, date: w2, start: `${w2}T16:00:00Z`, end: `${w2}T17:00:00Z` });
    await control('occurrence', { email, seriesMasterId: id, date: w3, cancel: true });
    await push();
    const [s1, s2, s3, s4] = await Promise.all([w1, w2, w3, w4].map(slotsOn));
    expect(s2).toContain('12:00');
    expect(s2).not.toContain('16:00');
    expect(s2).not.toContain('16:30');
    expect(s1).not.toContain('12:00');
    expect(s1).toContain('16:00');
    expect(s3).toContain('12:00');
    expect(s4).not.toContain('12:00');

    // The live read (a cold cache's fallback) agrees: calendarView has the exception, not the deleted occurrence.
    const { client, calendar } = await graphClient();
    const busy = (await client.freeBusy([calendar], Date.parse(`${w1}T00:00:00Z`), Date.parse(`${w4}T23:59:00Z`))).get(
      calendar.externalId,
    )!;
    const noon = busy.filter((b) => new Date(b.start).getUTCHours() === 12).map((b) => dateOf(b.start));
    expect(noon).toEqual([w1, w4]);
    expect(busy).toContainEqual({ start: Date.parse(`${w2}T16:00:00Z`), end: Date.parse(`${w2}T17:00:00Z`) });
  });

  it('an all-day yearly series made in Pacific time blocks that date in Pacific time, every year', async () => {
    const day = futureAt(0, 0, 5).slice(0, 10);
    const next = dateOf(Date.parse(`${day}T00:00:00Z`) + DAY);
    const [, month, dayOfMonth] = day.split('-').map(Number);
    await series({
      subject: 'Anniversary',
      isAllDay: true,
      showAs: 'oof',
      start: { dateTime: `${day}T00:00:00.0000000`, timeZone: 'Pacific Standard Time' },
      end: { dateTime: `${next}T00:00:00.0000000`, timeZone: 'Pacific Standard Time' },
      recurrence: {
        pattern: { type: 'absoluteYearly', interval: 1, month, dayOfMonth },
        range: { type: 'noEnd', startDate: day, recurrenceTimeZone: 'Pacific Standard Time' },
      },
    });
    await push();
    const slots = await slotsOn(day);
    expect(slots).toContain('00:00');
    expect(slots.at(-1)).toBe(new Date(zoneMidnight(day, 'America/Los_Angeles') - 30 * 60_000).toISOString().slice(11, 16));

    const { client, calendar } = await graphClient();
    const nextYear = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    const afterNextYear = dateOf(Date.parse(`${nextYear}T00:00:00Z`) + DAY);
    const busy = (
      await client.freeBusy([calendar], Date.parse(`${day}T00:00:00Z`) - DAY, Date.parse(`${nextYear}T00:00:00Z`) + 2 * DAY)
    ).get(calendar.externalId)!;
    const allDay = busy.filter((b) => b.end - b.start >= 23 * 3600_000);
    expect(allDay).toEqual([
      { start: zoneMidnight(day, 'America/Los_Angeles'), end: zoneMidnight(next, 'America/Los_Angeles') },
      { start: zoneMidnight(nextYear, 'America/Los_Angeles'), end: zoneMidnight(afterNextYear, 'America/Los_Angeles') },
    ]);
  });

  it('a series master never blocks time by itself; times Graph gives in a Windows-named zone are read in that zone', () => {
    const t = (dateTime: string) => ({ dateTime, timeZone: 'UTC' });
    expect(
      graphBusy(
        { type: 'seriesMaster', showAs: 'busy', start: t('2026-12-01T10:00:00.0000000'), end: t('2026-12-01T11:00:00.0000000') },
        'UTC',
      ),
    ).toBeNull();
    expect(
      graphBusy(
        { type: 'occurrence', showAs: 'busy', start: t('2026-12-01T10:00:00.0000000'), end: t('2026-12-01T11:00:00.0000000') },
        'UTC',
      ),
    ).toEqual({ start: Date.parse('2026-12-01T10:00:00Z'), end: Date.parse('2026-12-01T11:00:00Z') });
    const chicago = (dateTime: string) => ({ dateTime, timeZone: 'Central Standard Time' });
    expect(
      graphBusy(
        { type: 'exception', showAs: 'busy', start: chicago('2027-03-15T09:00:00.0000000'), end: chicago('2027-03-15T10:00:00.0000000') },
        'UTC',
      ),
    ).toEqual({ start: Date.parse('2027-03-15T14:00:00Z'), end: Date.parse('2027-03-15T15:00:00Z') });
  });
});

describe('the Graph fake answers and refuses as Graph does', () => {
  /** A token of the fake's own, through its code flow (any client id and secret), and calls with it. */
  async function graph() {
    const approve = new URLSearchParams({
      client_id: 'probe',
      redirect_uri: 'https://probe.test/cb',
      response_type: 'code',
      scope: 'Calendars.ReadWrite',
      login: email,
      decision: 'allow',
    });
    const code = new URL(
      (
        await fetch('https://login.microsoftonline.com/common/oauth2/v2.0/authorize/approve', {
          method: 'POST',
          body: approve,
          redirect: 'manual',
        })
      ).headers.get('location')!,
    ).searchParams.get('code')!;
    const tokens = await (
      await fetch('https://login.microsoftonline.com/common/oauth2/v2.0/token', {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: 'https://probe.test/cb',
          client_id: 'probe',
          client_secret: 's',
        }),
      })
    ).json<any>();
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(path.startsWith('https:') ? path : `${GRAPH}/v1.0${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json<any>() };
    };
    const { value: calendars } = (await call('GET', '/me/calendars')).body;
    const id = calendars.find((c: any) => c.isDefaultCalendar).id as string;
    return {
      call,
      get: (path: string) => call('GET', path),
      view: `/me/calendars/${encodeURIComponent(id)}/calendarView`,
      events: `/me/calendars/${encodeURIComponent(id)}/events`,
    };
  }
  const windowOf = (from: number, days: number) =>
    `startDateTime=${new Date(from).toISOString()}&endDateTime=${new Date(from + days * DAY).toISOString()}`;

  it('calendarView and its delta: a window is required, unknown query arguments and properties are refused, masters are never listed', async () => {
    const { get, view } = await graph();
    const window = windowOf(Date.now(), 60);
    for (const path of [view, `${view}/delta`])
      expect(await get(path)).toMatchObject({ status: 400, body: { error: { code: 'ErrorInvalidParameter' } } });
    expect(await get(`${view}?${window}&expand=true`)).toMatchObject({ status: 400, body: { error: { code: 'BadRequest' } } });
    expect(await get(`${view}/delta?${window}&$select=id`)).toMatchObject({ status: 400, body: { error: { code: 'BadRequest' } } });
    expect((await get(`${view}?${window}&$select=id,colour`)).status).toBe(400);
    const listed = (await get(`${view}?${window}&$select=id,type,seriesMasterId&$top=1000`)).body.value as {
      type: string;
      seriesMasterId?: string;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((e) => ['singleInstance', 'occurrence', 'exception'].includes(e.type))).toBe(true);
    expect(listed.filter((e) => e.type !== 'singleInstance').every((e) => e.seriesMasterId)).toBe(true);
    // Pages of ten by default, the next one through @odata.nextLink.
    const first = (await get(`${view}?${window}`)).body;
    expect(first.value).toHaveLength(10);
    expect(new URL(first['@odata.nextLink']).searchParams.get('$skip')).toBe('10');
  });

  it('a series made, changed and cut through Graph: exceptions keep their series, deletions come as @removed, times in the Prefer zone', async () => {
    const { call, get, view, events } = await graph();
    const startDate = dateOf(Date.parse(futureAt(0, 0, 8)));
    const bad = await call('POST', events, {
      subject: 'No days',
      start: { dateTime: `${startDate}T08:00:00`, timeZone: 'W. Europe Standard Time' },
      end: { dateTime: `${startDate}T08:30:00`, timeZone: 'W. Europe Standard Time' },
      recurrence: { pattern: { type: 'weekly', interval: 1 }, range: { type: 'noEnd', startDate } },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'ErrorInvalidRequest' } } });
    // The last weekday of each month, from a Monday: the first occurrence is later in the month.
    const master = await call('POST', events, {
      subject: 'Month end',
      start: { dateTime: `${startDate}T08:00:00`, timeZone: 'W. Europe Standard Time' },
      end: { dateTime: `${startDate}T08:30:00`, timeZone: 'W. Europe Standard Time' },
      recurrence: {
        pattern: {
          type: 'relativeMonthly',
          interval: 1,
          daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
          index: 'last',
        },
        range: { type: 'numbered', startDate, numberOfOccurrences: 3 },
      },
    });
    expect(master.status).toBe(201);
    expect(master.body.type).toBe('seriesMaster');
    const window = windowOf(Date.parse(`${startDate}T00:00:00Z`), 120);
    const mine = async (headers: Record<string, string> = {}) =>
      ((await call('GET', `${view}?${window}&$top=1000`, undefined, headers)).body.value as any[]).filter(
        (e) => e.seriesMasterId === master.body.id,
      );
    const occurrences = await mine();
    expect(occurrences.map((e) => e.type)).toEqual(['occurrence', 'occurrence', 'occurrence']);
    for (const e of occurrences) {
      const [y, m, d] = e.start.dateTime.slice(0, 10).split('-').map(Number);
      const nextWeekday = new Date(Date.UTC(y, m - 1, d + 1));
      while ([0, 6].includes(nextWeekday.getUTCDay())) nextWeekday.setUTCDate(nextWeekday.getUTCDate() + 1);
      expect(nextWeekday.getUTCMonth()).not.toBe(m - 1);
      expect(e.start.timeZone).toBe('UTC');
    }
    const berlin = await mine({ prefer: 'outlook.timezone="W. Europe Standard Time"' });
    expect(berlin.map((e) => [e.start.dateTime.slice(11, 19), e.start.timeZone])).toEqual(
      Array(3).fill(['08:00:00', 'W. Europe Standard Time']),
    );

    const round = await call('GET', `${view}/delta?${window}`, undefined, { prefer: 'odata.maxpagesize=2' });
    let link: string = round.body['@odata.nextLink'];
    expect(new URL(link).searchParams.has('$skiptoken')).toBe(true);
    for (let page = await get(link); ; page = await get(link)) {
      if (page.body['@odata.deltaLink']) {
        link = page.body['@odata.deltaLink'];
        break;
      }
      link = page.body['@odata.nextLink'];
    }
    const moved = await call('PATCH', `/me/events/${encodeURIComponent(occurrences[0].id)}`, {
      start: { dateTime: occurrences[0].start.dateTime.slice(0, 11) + '13:00:00', timeZone: 'UTC' },
      end: { dateTime: occurrences[0].start.dateTime.slice(0, 11) + '14:00:00', timeZone: 'UTC' },
    });
    expect(moved.body).toMatchObject({ id: occurrences[0].id, type: 'exception', seriesMasterId: master.body.id });
    expect((await call('DELETE', `/me/events/${encodeURIComponent(occurrences[1].id)}`)).status).toBe(204);
    const changes = (await get(link)).body.value as any[];
    expect(changes).toHaveLength(2);
    expect(changes).toContainEqual(
      expect.objectContaining({
        id: occurrences[0].id,
        type: 'exception',
        start: { dateTime: occurrences[0].start.dateTime.slice(0, 11) + '13:00:00.0000000', timeZone: 'UTC' },
      }),
    );
    expect(changes).toContainEqual({ '@odata.type': '#microsoft.graph.event', id: occurrences[1].id, '@removed': { reason: 'deleted' } });
    expect((await mine()).map((e) => [e.id, e.type])).toEqual([
      [occurrences[0].id, 'exception'],
      [occurrences[2].id, 'occurrence'],
    ]);
    expect((await get(`/me/events/${encodeURIComponent(occurrences[1].id)}`)).status).toBe(404);
  });
});
