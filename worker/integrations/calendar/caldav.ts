// CalDAV (RFC 4791: iCloud, Fastmail, Nextcloud) through tsdav: discovery, calendar list, calendar-query
// REPORTs over the cached window, PUT and DELETE of our own events. CalDAV has no push, so the cron sync
// re-reads the window (a full sync each time); the busy cache and writes are the same as for OAuth providers.
import { createAccount, createCalendarObject, deleteCalendarObject, fetchCalendarObjects, fetchCalendars, getBasicAuthHeaders, updateCalendarObject, type DAVAccount, type DAVCalendar } from 'tsdav';
import ICAL from 'ical.js';
import type { BusyInterval } from '../../core/slots/member-starts';
import { CalendarApiError, CalendarAuthError, RetryAfterError, retryAfterSeconds, type BusyChange, type CalendarClient, type CalendarEventInput, type CalendarEventState, type CalendarInfo, type SyncResult } from './adapter';
import { buildInvite } from './ics-invite';
import { icalBusy, icalRsvp } from './transparency';

export type CalDavCredentials = { serverUrl: string; username: string; password: string; homeUrl?: string };

const UID_PREFIX = 'rw-';
const uidOf = (meetingId: string) => `${UID_PREFIX}${meetingId}@routewise`;

type ParsedEvent = { uid: string; busy: BusyInterval | null; meetingId: string | null; attendees: { email: string; rsvp: ReturnType<typeof icalRsvp> }[] };

/** The VEVENTs of one calendar object (a recurring event expanded by the server comes as several). */
export function parseObject(data: string): ParsedEvent[] {
  const comp = new ICAL.Component(ICAL.parse(data));
  return comp.getAllSubcomponents('vevent').map((ve) => {
    const e = new ICAL.Event(ve);
    const uid = e.uid ?? '';
    const start = e.startDate?.toJSDate().getTime() ?? NaN;
    const end = e.endDate?.toJSDate().getTime() ?? start;
    const recurrence = ve.getFirstPropertyValue('recurrence-id');
    return {
      uid: recurrence ? `${uid}#${String(recurrence)}` : uid,
      busy: icalBusy({ status: String(ve.getFirstPropertyValue('status') ?? ''), transp: String(ve.getFirstPropertyValue('transp') ?? ''), start, end }),
      meetingId: uid.startsWith(UID_PREFIX) && uid.endsWith('@routewise') ? uid.slice(UID_PREFIX.length, -'@routewise'.length) : null,
      attendees: ve.getAllProperties('attendee').map((p) => ({ email: String(p.getFirstValue()).replace(/^mailto:/i, '').toLowerCase(), rsvp: icalRsvp(p.getParameter('partstat') as string | undefined) })),
    };
  });
}

export class CalDavCalendarClient implements CalendarClient {
  readonly provider = 'caldav' as const;
  private account: Promise<{ account: DAVAccount; headers: Record<string, string> }> | null = null;
  constructor(private readonly credentials: () => Promise<CalDavCredentials>, private readonly timeoutMs?: number) {}

  /** Every request through one fetch: Basic auth refused is an expired connection, 429/503 a wait. */
  private readonly fetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, { ...init, signal: this.timeoutMs ? AbortSignal.timeout(this.timeoutMs) : init?.signal });
    if (res.status === 401 || res.status === 403) throw new CalendarAuthError(`CalDAV server refused the credentials (${res.status})`);
    if (res.status === 429 || res.status === 503) throw new RetryAfterError(retryAfterSeconds(res.headers.get('retry-after')));
    return res;
  };

  private session() {
    return (this.account ??= (async () => {
      const c = await this.credentials();
      const headers = getBasicAuthHeaders({ username: c.username, password: c.password });
      const account = await createAccount({ account: { accountType: 'caldav', serverUrl: c.serverUrl, credentials: { username: c.username, password: c.password } }, headers, fetch: this.fetch });
      if (!account.homeUrl) throw new CalendarApiError(404, 'No calendar home found on the CalDAV server');
      return { account, headers };
    })());
  }

  private async calendar(url: string): Promise<DAVCalendar> {
    return { url, components: ['VEVENT'] };
  }

  async listCalendars(): Promise<CalendarInfo[]> {
    const { account, headers } = await this.session();
    const list = await fetchCalendars({ account, headers, fetch: this.fetch });
    return list.map((c, i) => ({
      externalId: c.url,
      name: typeof c.displayName === 'string' && c.displayName ? c.displayName : `Calendar ${i + 1}`,
      color: c.calendarColor ?? null,
      timeZone: 'UTC',
      isPrimary: i === 0,
      canWrite: true,
    }));
  }

  private async events(calendarUrl: string, from: number, to: number) {
    const { headers } = await this.session();
    const objects = await fetchCalendarObjects({ calendar: await this.calendar(calendarUrl), headers, fetch: this.fetch, timeRange: { start: new Date(from).toISOString(), end: new Date(to).toISOString() }, expand: true });
    return objects.flatMap((o) => (typeof o.data === 'string' && o.data ? parseObject(o.data).map((e) => ({ ...e, url: o.url, etag: o.etag })) : []));
  }

  async freeBusy(calendars: { externalId: string }[], from: number, to: number): Promise<Map<string, BusyInterval[]>> {
    const out = new Map<string, BusyInterval[]>();
    for (const c of calendars) out.set(c.externalId, (await this.events(c.externalId, from, to)).flatMap((e) => (e.busy ? [e.busy] : [])));
    return out;
  }

  async sync(calendar: { externalId: string }, _syncToken: string | null, window: { from: number; to: number }): Promise<SyncResult> {
    const changes: BusyChange[] = (await this.events(calendar.externalId, window.from, window.to)).map((e) => ({ eventId: e.uid, busy: e.busy, meetingId: e.meetingId }));
    return { changes, syncToken: null, full: true };
  }

  private objectUrl(calendarUrl: string, meetingId: string) {
    return `${calendarUrl.replace(/\/?$/, '/')}${encodeURIComponent(uidOf(meetingId))}.ics`;
  }

  async upsertEvent(calendarUrl: string, existing: { externalEventId: string; etag: string | null } | null, input: CalendarEventInput): Promise<CalendarEventState> {
    const { headers } = await this.session();
    const ics = buildInvite({
      uid: uidOf(input.meetingId),
      sequence: Math.floor(Date.now() / 1000) % 1_000_000_000,
      method: 'REQUEST',
      start: input.start,
      end: input.end,
      summary: input.title,
      description: input.description,
      location: input.location,
      organizer: { name: input.attendees[0]?.name ?? '', email: input.attendees[0]?.email ?? 'organizer@invalid' },
      attendees: input.attendees.slice(1),
      stampedAt: Date.now(),
    }).replace(/^METHOD:.*\r\n/m, ''); // RFC 4791 5.3.2: a stored calendar object carries no METHOD.
    const url = existing?.externalEventId ?? this.objectUrl(calendarUrl, input.meetingId);
    // PUT overwrites by URL, so a repeated write of the same meeting replaces its own object.
    const res = existing
      ? await updateCalendarObject({ calendarObject: { url, data: ics }, headers, fetch: this.fetch })
      : await createCalendarObject({ calendar: await this.calendar(calendarUrl), filename: url.slice(url.lastIndexOf('/') + 1), iCalString: ics, headers: { ...headers }, headersToExclude: ['If-None-Match'], fetch: this.fetch });
    if (!res.ok) throw new CalendarApiError(res.status, `CalDAV PUT failed: ${res.status}`);
    return { externalEventId: url, etag: res.headers.get('etag'), attendees: input.attendees.slice(1).map((a) => ({ email: a.email.toLowerCase(), rsvp: 'pending' as const })) };
  }

  async deleteEvent(_calendarUrl: string, externalEventId: string): Promise<void> {
    const { headers } = await this.session();
    const res = await deleteCalendarObject({ calendarObject: { url: externalEventId }, headers, fetch: this.fetch });
    if (!res.ok && res.status !== 404) throw new CalendarApiError(res.status, `CalDAV DELETE failed: ${res.status}`);
  }

  async getEvent(_calendarUrl: string, externalEventId: string): Promise<CalendarEventState | null> {
    const { headers } = await this.session();
    const res = await this.fetch(externalEventId, { headers });
    if (res.status === 404) return null;
    if (!res.ok) throw new CalendarApiError(res.status, `CalDAV GET failed: ${res.status}`);
    const [e] = parseObject(await res.text());
    return e ? { externalEventId, etag: res.headers.get('etag'), attendees: e.attendees } : null;
  }
}
