// CalDAV (RFC 4791: iCloud, Fastmail, Nextcloud, Radicale) through tsdav: discovery, calendar list,
// calendar-query REPORTs over the cached window, PUT and DELETE of our own events. CalDAV has no push:
// the cron asks each calendar in use for its CTag (or sync-token) every minute, a cheap PROPFIND, and
// re-reads the window only when it changed. Recurrences are expanded here (ical-expand.ts), whatever the
// server did with the expand request. Every request goes through the outbound URL policy, since the
// server URL is whatever the member typed.
import {
  createAccount,
  createCalendarObject,
  deleteCalendarObject,
  fetchCalendarObjects,
  fetchCalendars,
  getBasicAuthHeaders,
  propfind,
  updateCalendarObject,
  type DAVAccount,
  type DAVCalendar,
} from 'tsdav';
import ICAL from 'ical.js';
import type { BusyInterval } from '../../core/slots/member-starts';
import { outboundFetch, type OutboundPolicy } from '../../lib/outbound-url';
import {
  CalendarApiError,
  CalendarAuthError,
  RetryAfterError,
  retryAfterSeconds,
  type BusyChange,
  type CalendarClient,
  type CalendarEventInput,
  type CalendarEventState,
  type CalendarInfo,
  type SyncResult,
  type CalendarRef,
  type SyncWindow,
} from './adapter';
import { buildInvite } from './ics-invite';
import { expandObject } from './ical-expand';
import { icalBusy, icalRsvp } from './transparency';

export type CalDavCredentials = { serverUrl: string; username: string; password: string; homeUrl?: string };

/** The meeting of one of our own copies: the UID every copy of a meeting carries (`<meetingId>@routewise`; `rw-` on copies written before one UID). */
export function meetingIdOfUid(uid: string): string | null {
  const m = /^(?:rw-)?(.+)@routewise$/.exec(uid);
  return m ? m[1] : null;
}

/** A calendar object's file name: the UID, made safe for a path segment. */
const objectName = (uid: string) => `${encodeURIComponent(uid)}.ics`;

/** CTag (calendarserver.org) or sync-token (RFC 6578) of a collection: either changes whenever any object in it does. */
const TOKEN_PREFIX = 'ctag:';

/**
 * Our event as a stored calendar object: no METHOD (RFC 4791 5.3.2), and every ATTENDEE and the
 * ORGANIZER marked SCHEDULE-AGENT=CLIENT (RFC 6638 7.1) so a scheduling server (iCloud, Nextcloud)
 * never sends invitations of its own: we send ours, with the same UID and SEQUENCE.
 */
export function storedObject(ics: string): string {
  const root = new ICAL.Component(ICAL.parse(ics));
  root.removeAllProperties('method');
  for (const ve of root.getAllSubcomponents('vevent')) {
    for (const p of [...ve.getAllProperties('attendee'), ...ve.getAllProperties('organizer')]) p.setParameter('schedule-agent', 'CLIENT');
  }
  return `${root
    .toString()
    .replace(/\r?\n/g, '\r\n')
    .replace(/(\r\n)*$/, '')}\r\n`;
}

export class CalDavCalendarClient implements CalendarClient {
  readonly provider = 'caldav' as const;
  private account: Promise<{ account: DAVAccount; headers: Record<string, string> }> | null = null;
  constructor(
    private readonly credentials: () => Promise<CalDavCredentials>,
    private readonly policy: OutboundPolicy,
    private readonly timeoutMs = 15_000,
  ) {}

  /** Every request through the outbound policy: Basic auth refused is an expired connection, 429/503 a wait. */
  private readonly fetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const res = await outboundFetch(url, init ?? {}, { policy: this.policy, timeoutMs: this.timeoutMs, maxBytes: 20 * 1024 * 1024 });
    if (res.status === 401 || res.status === 403) throw new CalendarAuthError(`CalDAV server refused the credentials (${res.status})`);
    if (res.status === 429 || res.status === 503) throw new RetryAfterError(retryAfterSeconds(res.headers.get('retry-after')));
    return res;
  };

  private session() {
    return (this.account ??= (async () => {
      const c = await this.credentials();
      const headers = getBasicAuthHeaders({ username: c.username, password: c.password });
      const account = await createAccount({
        account: { accountType: 'caldav', serverUrl: c.serverUrl, credentials: { username: c.username, password: c.password } },
        headers,
        fetch: this.fetch,
      });
      if (!account.homeUrl) throw new CalendarApiError(404, 'No calendar home found on the CalDAV server');
      return { account, headers };
    })());
  }

  /** Basic auth alone: reads and writes of a known calendar URL need no discovery (one request for a CTag check). */
  private async headers(): Promise<Record<string, string>> {
    const c = await this.credentials();
    return getBasicAuthHeaders({ username: c.username, password: c.password });
  }

  private calendar(url: string): DAVCalendar {
    return { url, components: ['VEVENT'] };
  }

  async listCalendars(): Promise<CalendarInfo[]> {
    const { account, headers } = await this.session();
    const list = await fetchCalendars({ account, headers, fetch: this.fetch });
    return list.map((c, i) => ({
      externalId: c.url,
      name: typeof c.displayName === 'string' && c.displayName ? c.displayName : `Calendar ${i + 1}`,
      color: c.calendarColor ?? null,
      // Floating and all-day times are read in the member's zone (the caller passes it), not this one.
      timeZone: 'UTC',
      isPrimary: i === 0,
      canWrite: true,
    }));
  }

  /** The occurrences of the window, recurrences expanded in `zone` (the member's) for floating and all-day times. */
  private async events(calendarUrl: string, from: number, to: number, zone: string) {
    const headers = await this.headers();
    const objects = await fetchCalendarObjects({
      calendar: this.calendar(calendarUrl),
      headers,
      fetch: this.fetch,
      timeRange: { start: new Date(from).toISOString(), end: new Date(to).toISOString() },
      expand: true,
    });
    return objects.flatMap((o) => (typeof o.data === 'string' && o.data ? expandObject(o.data, { from, to }, zone) : []));
  }

  async freeBusy(calendars: CalendarRef[], from: number, to: number): Promise<Map<string, BusyInterval[]>> {
    const out = new Map<string, BusyInterval[]>();
    await Promise.all(
      calendars.map(async (c) => {
        const events = await this.events(c.externalId, from, to, c.timeZone);
        out.set(
          c.externalId,
          events.flatMap((e) => (meetingIdOfUid(e.uid) ? [] : (icalBusy(e) ?? [])) as BusyInterval[]),
        );
      }),
    );
    return out;
  }

  /** The collection's change marker (CTag, else sync-token), or null when the server offers neither. */
  async collectionToken(calendarUrl: string): Promise<string | null> {
    const headers = await this.headers();
    const [r] = await propfind({
      url: calendarUrl,
      depth: '0',
      headers,
      fetch: this.fetch,
      props: { 'cs:getctag': {}, 'd:sync-token': {} },
    });
    // tsdav hands back a failed PROPFIND as a response with its status: a server error is an error here.
    if (!r || (typeof r.status === 'number' && r.status >= 400))
      throw new CalendarApiError(r?.status ?? 502, `CalDAV PROPFIND failed: ${r?.status ?? 'no answer'}`);
    const props = (r?.props ?? {}) as Record<string, unknown>;
    const token = props.getctag ?? props.syncToken;
    return typeof token === 'string' || typeof token === 'number' ? `${TOKEN_PREFIX}${token}` : null;
  }

  /**
   * Nothing changed since `syncToken` (the collection's CTag as we last saw it): no changes, no window
   * read. Otherwise the whole window, and the marker it was read under.
   */
  async sync(calendar: CalendarRef, syncToken: string | null, window: SyncWindow): Promise<SyncResult> {
    const token = await this.collectionToken(calendar.externalId);
    if (token && syncToken === token) return { changes: [], syncToken: token, full: false };
    const changes: BusyChange[] = (await this.events(calendar.externalId, window.from, window.to, calendar.timeZone)).map((e) => ({
      eventId: e.eventId,
      busy: icalBusy(e),
      meetingId: meetingIdOfUid(e.uid),
    }));
    return { changes, syncToken: token, full: true };
  }

  async upsertEvent(
    calendarUrl: string,
    existing: { externalEventId: string; etag: string | null } | null,
    input: CalendarEventInput,
  ): Promise<CalendarEventState> {
    const headers = await this.headers();
    const ics = storedObject(
      buildInvite({
        uid: input.uid,
        sequence: input.sequence,
        method: 'REQUEST',
        start: input.start,
        end: input.end,
        summary: input.title,
        description: input.description,
        location: input.location,
        organizer: { name: input.attendees[0]?.name ?? '', email: input.attendees[0]?.email ?? 'organizer@invalid' },
        attendees: input.attendees.slice(1),
        stampedAt: Date.now(),
      }),
    );
    // A copy written before one UID per meeting (rw-<id>@routewise) cannot take the new UID in place
    // (RFC 4791 5.3.2: a resource's UID never changes): it is replaced by an object under the meeting's UID.
    if (
      existing &&
      !decodeURIComponent(existing.externalEventId).endsWith(`/${input.uid}.ics`) &&
      decodeURIComponent(existing.externalEventId).endsWith(`/rw-${input.meetingId}@routewise.ics`)
    ) {
      await this.deleteEvent(calendarUrl, existing.externalEventId);
      existing = null;
    }
    const url = existing?.externalEventId ?? `${calendarUrl.replace(/\/?$/, '/')}${objectName(input.uid)}`;
    // PUT overwrites by URL, so a repeated write of the same meeting replaces its own object.
    const res = existing
      ? await updateCalendarObject({ calendarObject: { url, data: ics }, headers, fetch: this.fetch })
      : await createCalendarObject({
          calendar: this.calendar(calendarUrl),
          filename: url.slice(url.lastIndexOf('/') + 1),
          iCalString: ics,
          headers: { ...headers },
          headersToExclude: ['If-None-Match'],
          fetch: this.fetch,
        });
    if (!res.ok) throw new CalendarApiError(res.status, `CalDAV PUT failed: ${res.status}`);
    return {
      externalEventId: url,
      etag: res.headers.get('etag'),
      attendees: input.attendees.slice(1).map((a) => ({ email: a.email.toLowerCase(), rsvp: 'pending' as const })),
    };
  }

  async deleteEvent(_calendarUrl: string, externalEventId: string): Promise<void> {
    const headers = await this.headers();
    const res = await deleteCalendarObject({ calendarObject: { url: externalEventId }, headers, fetch: this.fetch });
    if (!res.ok && res.status !== 404) throw new CalendarApiError(res.status, `CalDAV DELETE failed: ${res.status}`);
  }

  async getEvent(_calendarUrl: string, externalEventId: string): Promise<CalendarEventState | null> {
    const headers = await this.headers();
    const res = await this.fetch(externalEventId, { headers });
    if (res.status === 404) return null;
    if (!res.ok) throw new CalendarApiError(res.status, `CalDAV GET failed: ${res.status}`);
    const ve = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent');
    if (!ve) return null;
    const attendees = ve.getAllProperties('attendee').map((p) => ({
      email: String(p.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase(),
      rsvp: icalRsvp(p.getParameter('partstat') as string | undefined),
    }));
    return { externalEventId, etag: res.headers.get('etag'), attendees };
  }
}
