// Microsoft Graph v1.0 calendars with plain fetch: calendars, calendarView (live busy), calendarView/delta
// (the cache, @odata.deltaLink as sync token, 410 resets), events with Teams meetings, subscriptions.
// https://learn.microsoft.com/graph/api/resources/calendar
import { vendorUrl } from '../vendor-url';
import type { BusyInterval } from '../../core/slots/member-starts';
import type {
  BusyChange,
  CalendarClient,
  CalendarEventInput,
  CalendarEventState,
  CalendarInfo,
  PushCapable,
  PushChannel,
  SyncResult,
  CalendarRef,
  SyncWindow,
} from './adapter';
import { apiCall, apiJson, CalendarApiClient } from './http';
import { graphBusy, graphRsvp, type GraphEventLike } from './transparency';

type GraphEvent = GraphEventLike & {
  id: string;
  changeKey?: string;
  transactionId?: string | null;
  onlineMeeting?: { joinUrl?: string } | null;
  attendees?: { emailAddress: { address: string }; status?: { response?: string } }[];
  '@removed'?: { reason: string };
};
type Page<T> = { value: T[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };

const HOST = 'graph.microsoft.com';
// Times in UTC whatever the mailbox's zone; all-day events still come as their own dates.
const PREFER = { prefer: 'outlook.timezone="UTC", odata.maxpagesize=200' };
const SELECT = 'id,type,subject,showAs,isCancelled,isAllDay,start,end,originalStartTimeZone,responseStatus,transactionId';

export class MicrosoftCalendarClient extends CalendarApiClient implements CalendarClient, PushCapable {
  readonly provider = 'microsoft_calendar' as const;
  protected readonly host = HOST;
  protected readonly root = '/v1.0';

  /** Graph's next and delta links name graph.microsoft.com; they are followed through the configured base. */
  private follow(link: string) {
    const u = new URL(link);
    return vendorUrl(this.env, HOST, `${u.pathname}${u.search}`);
  }

  async listCalendars(): Promise<CalendarInfo[]> {
    const out: CalendarInfo[] = [];
    let next: string | undefined = this.url('/me/calendars', { $select: 'id,name,hexColor,canEdit,isDefaultCalendar,owner' });
    while (next) {
      const page: Page<{
        id: string;
        name: string;
        hexColor?: string;
        canEdit?: boolean;
        isDefaultCalendar?: boolean;
        owner?: { address?: string };
      }> = await apiJson(this.auth, next);
      for (const c of page.value)
        out.push({
          externalId: c.id,
          name: c.name,
          color: c.hexColor || null,
          timeZone: 'UTC',
          isPrimary: !!c.isDefaultCalendar,
          canWrite: !!c.canEdit,
          ...(c.isDefaultCalendar && c.owner?.address ? { ownerEmail: c.owner.address } : {}),
        });
      next = page['@odata.nextLink'] ? this.follow(page['@odata.nextLink']) : undefined;
    }
    return out;
  }

  async freeBusy(calendars: CalendarRef[], from: number, to: number): Promise<Map<string, BusyInterval[]>> {
    const entries = await Promise.all(
      calendars.map(async (c) => {
        const busy: BusyInterval[] = [];
        let next: string | undefined = this.url(`/me/calendars/${encodeURIComponent(c.externalId)}/calendarView`, {
          startDateTime: new Date(from).toISOString(),
          endDateTime: new Date(to).toISOString(),
          $select: SELECT,
          $top: '500',
        });
        while (next) {
          const page: Page<GraphEvent> = await apiJson(this.auth, next, { headers: PREFER, timeoutMs: this.timeoutMs });
          for (const e of page.value) {
            const b = graphBusy(e, c.timeZone);
            if (b) busy.push(b);
          }
          next = page['@odata.nextLink'] ? this.follow(page['@odata.nextLink']) : undefined;
        }
        return [c.externalId, busy] as const;
      }),
    );
    return new Map(entries);
  }

  async sync(calendar: CalendarRef, syncToken: string | null, window: SyncWindow): Promise<SyncResult> {
    if (syncToken) {
      const incremental = await this.delta(calendar, this.follow(syncToken));
      if (incremental) return { ...incremental, full: false };
    }
    const first = this.url(`/me/calendars/${encodeURIComponent(calendar.externalId)}/calendarView/delta`, {
      startDateTime: new Date(window.from).toISOString(),
      endDateTime: new Date(window.to).toISOString(),
    });
    const full = await this.delta(calendar, first);
    if (!full) throw new Error('Graph answered 410 to a fresh delta query');
    return { ...full, full: true };
  }

  /** Follows a delta round to its deltaLink; null when Graph says the sync state is gone (410). */
  private async delta(calendar: { timeZone: string }, start: string): Promise<{ changes: BusyChange[]; syncToken: string | null } | null> {
    const changes: BusyChange[] = [];
    let next = start;
    for (;;) {
      const res = await apiCall(this.auth, next, { headers: PREFER, okStatuses: [410], timeoutMs: this.timeoutMs });
      if (res.status === 410) {
        await res.body?.cancel();
        return null;
      }
      const page = (await res.json()) as Page<GraphEvent>;
      for (const e of page.value)
        changes.push({
          eventId: e.id,
          busy: e['@removed'] ? null : graphBusy(e, calendar.timeZone),
          meetingId: e.transactionId?.startsWith('rw-') ? e.transactionId.slice(3) : null,
        });
      if (page['@odata.nextLink']) next = this.follow(page['@odata.nextLink']);
      else return { changes, syncToken: page['@odata.deltaLink'] ?? null };
    }
  }

  private body(input: CalendarEventInput) {
    return {
      subject: input.title,
      body: { contentType: 'text', content: input.description },
      start: { dateTime: new Date(input.start).toISOString().slice(0, 19), timeZone: 'UTC' },
      end: { dateTime: new Date(input.end).toISOString().slice(0, 19), timeZone: 'UTC' },
      location: { displayName: input.location },
      attendees: input.attendees.map((a) => ({ emailAddress: { address: a.email, name: a.name || a.email }, type: 'required' })),
      showAs: 'busy',
      ...(input.conference === 'teams' ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' } : {}),
    };
  }

  private state(e: GraphEvent): CalendarEventState {
    return {
      externalEventId: e.id,
      etag: e.changeKey ?? null,
      ...(e.onlineMeeting?.joinUrl ? { joinUrl: e.onlineMeeting.joinUrl } : {}),
      attendees: (e.attendees ?? []).map((a) => ({ email: a.emailAddress.address.toLowerCase(), rsvp: graphRsvp(a.status?.response) })),
    };
  }

  async upsertEvent(
    calendarId: string,
    existing: { externalEventId: string } | null,
    input: CalendarEventInput,
  ): Promise<CalendarEventState> {
    if (existing) {
      const res = await apiCall(this.auth, this.url(`/me/events/${encodeURIComponent(existing.externalEventId)}`), {
        method: 'PATCH',
        body: this.body(input),
        okStatuses: [404],
      });
      if (res.ok) return this.state((await res.json()) as GraphEvent);
      await res.body?.cancel();
    }
    // transactionId makes Graph drop a repeated create of the same meeting instead of making a second event.
    const created = await apiJson<GraphEvent>(this.auth, this.url(`/me/calendars/${encodeURIComponent(calendarId)}/events`), {
      method: 'POST',
      body: { ...this.body(input), transactionId: `rw-${input.meetingId}` },
    });
    return this.state(created);
  }

  async deleteEvent(_calendarId: string, externalEventId: string): Promise<void> {
    const res = await apiCall(this.auth, this.url(`/me/events/${encodeURIComponent(externalEventId)}`), {
      method: 'DELETE',
      okStatuses: [404],
    });
    await res.body?.cancel();
  }

  async getEvent(_calendarId: string, externalEventId: string): Promise<CalendarEventState | null> {
    const res = await apiCall(this.auth, this.url(`/me/events/${encodeURIComponent(externalEventId)}`), { okStatuses: [404] });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const e = (await res.json()) as GraphEvent;
    return e.isCancelled ? null : this.state(e);
  }

  /** A change-notification subscription; Graph first POSTs `validationToken` to the address and needs it echoed. */
  async watch(calendarId: string, channel: { id: string; token: string; address: string; ttlSeconds: number }): Promise<PushChannel> {
    // Outlook event subscriptions live at most 10080 minutes.
    const expires = Date.now() + Math.min(channel.ttlSeconds, 10080 * 60) * 1000;
    const sub = await apiJson<{ id: string; expirationDateTime: string }>(this.auth, this.url('/subscriptions'), {
      method: 'POST',
      body: {
        changeType: 'created,updated,deleted',
        notificationUrl: `${channel.address}?channel=${encodeURIComponent(channel.id)}`,
        resource: `/me/calendars/${calendarId}/events`,
        expirationDateTime: new Date(expires).toISOString(),
        clientState: channel.token,
      },
    });
    return { id: channel.id, resourceId: sub.id, expiresAt: Date.parse(sub.expirationDateTime) };
  }

  async stopWatch(channel: { resourceId: string }): Promise<void> {
    const res = await apiCall(this.auth, this.url(`/subscriptions/${encodeURIComponent(channel.resourceId)}`), {
      method: 'DELETE',
      okStatuses: [404],
    });
    await res.body?.cancel();
  }
}
