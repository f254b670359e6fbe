// Google Calendar API v3 with plain fetch: calendarList, freeBusy, events (sync tokens, insert/patch/delete
// with conferenceData for Meet), events.watch and channels.stop.
// https://developers.google.com/calendar/api/v3/reference
import type { BusyInterval } from '../../core/slots/member-starts';
import {
  CalendarApiError,
  type CalendarClient,
  type CalendarEventInput,
  type CalendarEventState,
  type CalendarInfo,
  type PushCapable,
  type PushChannel,
  type SyncResult,
  type BusyChange,
  type CalendarRef,
  type SyncWindow,
} from './adapter';
import { apiCall, apiJson, CalendarApiClient } from './http';
import { googleBusy, googleRsvp, type GoogleEventLike } from './transparency';

type GoogleEvent = GoogleEventLike & {
  id: string;
  etag?: string;
  hangoutLink?: string;
  conferenceData?: { entryPoints?: { entryPointType?: string; uri?: string }[] };
  attendees?: { email: string; self?: boolean; responseStatus?: string; organizer?: boolean }[];
  extendedProperties?: { private?: Record<string, string> };
};
type EventsPage = { items?: GoogleEvent[]; nextPageToken?: string; nextSyncToken?: string };

const PAGE = 2500;

/** Google lets clients pick event ids (base32hex, 5-1024 chars): one derived from the meeting makes a repeated insert a 409, never a second event. */
export function googleEventId(meetingId: string): string {
  return `rt${meetingId.toLowerCase().replace(/[^0-9a-v]/g, '')}`;
}

export class GoogleCalendarClient extends CalendarApiClient implements CalendarClient, PushCapable {
  readonly provider = 'google_calendar' as const;
  protected readonly host = 'www.googleapis.com';
  protected readonly root = '/calendar/v3';

  private cal(id: string) {
    return `/calendars/${encodeURIComponent(id)}`;
  }

  async listCalendars(): Promise<CalendarInfo[]> {
    const out: CalendarInfo[] = [];
    let pageToken: string | undefined;
    do {
      const page = await apiJson<{
        items?: {
          id: string;
          summary?: string;
          summaryOverride?: string;
          timeZone?: string;
          primary?: boolean;
          accessRole?: string;
          backgroundColor?: string;
        }[];
        nextPageToken?: string;
      }>(this.auth, this.url('/users/me/calendarList', { minAccessRole: 'freeBusyReader', pageToken }));
      for (const c of page.items ?? []) {
        out.push({
          externalId: c.id,
          name: c.summaryOverride ?? c.summary ?? c.id,
          color: c.backgroundColor ?? null,
          timeZone: c.timeZone ?? 'UTC',
          isPrimary: !!c.primary,
          canWrite: c.accessRole === 'owner' || c.accessRole === 'writer',
          ...(c.primary ? { ownerEmail: c.id } : {}),
        });
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return out;
  }

  async freeBusy(calendars: { externalId: string }[], from: number, to: number): Promise<Map<string, BusyInterval[]>> {
    const body = {
      timeMin: new Date(from).toISOString(),
      timeMax: new Date(to).toISOString(),
      items: calendars.map((c) => ({ id: c.externalId })),
    };
    const res = await apiJson<{ calendars: Record<string, { busy?: { start: string; end: string }[]; errors?: unknown[] }> }>(
      this.auth,
      this.url('/freeBusy'),
      { method: 'POST', body, timeoutMs: this.timeoutMs },
    );
    const out = new Map<string, BusyInterval[]>();
    for (const c of calendars) {
      const entry = res.calendars?.[c.externalId];
      if (!entry || entry.errors?.length) throw new CalendarApiError(404, `freeBusy could not read ${c.externalId}`);
      out.set(
        c.externalId,
        (entry.busy ?? []).map((b) => ({ start: Date.parse(b.start), end: Date.parse(b.end) })),
      );
    }
    return out;
  }

  async sync(calendar: CalendarRef, syncToken: string | null, window: SyncWindow): Promise<SyncResult> {
    if (syncToken) {
      const incremental = await this.pages(calendar, { syncToken, singleEvents: 'true', maxResults: String(PAGE) });
      if (incremental) return { ...incremental, full: false };
      // 410 Gone: the token expired or was invalidated; Google asks for a full sync.
    }
    const full = await this.pages(calendar, {
      timeMin: new Date(window.from).toISOString(),
      timeMax: new Date(window.to).toISOString(),
      singleEvents: 'true',
      maxResults: String(PAGE),
    });
    if (!full) throw new CalendarApiError(410, 'Full sync answered 410');
    return { ...full, full: true };
  }

  /** Every page of an events.list; null when Google answers 410 (a sync token no longer valid). */
  private async pages(
    calendar: CalendarRef,
    query: Record<string, string>,
  ): Promise<{ changes: BusyChange[]; syncToken: string | null } | null> {
    const changes: BusyChange[] = [];
    let pageToken: string | undefined;
    for (;;) {
      const res = await apiCall(this.auth, this.url(`${this.cal(calendar.externalId)}/events`, { ...query, pageToken }), {
        okStatuses: [410],
        timeoutMs: this.timeoutMs,
      });
      if (res.status === 410) {
        await res.body?.cancel();
        return null;
      }
      const page = (await res.json()) as EventsPage;
      for (const e of page.items ?? [])
        changes.push({
          eventId: e.id,
          busy: googleBusy(e, calendar.timeZone),
          meetingId: e.extendedProperties?.private?.routewiseMeetingId ?? null,
        });
      if (page.nextPageToken) pageToken = page.nextPageToken;
      else return { changes, syncToken: page.nextSyncToken ?? null };
    }
  }

  private body(input: CalendarEventInput, withConference: boolean) {
    return {
      summary: input.title,
      description: input.description,
      location: input.location || undefined,
      start: { dateTime: new Date(input.start).toISOString() },
      end: { dateTime: new Date(input.end).toISOString() },
      attendees: input.attendees.map((a) => ({
        email: a.email,
        displayName: a.name || undefined,
        ...(a.accepted ? { responseStatus: 'accepted' } : {}),
      })),
      extendedProperties: { private: { routewiseMeetingId: input.meetingId } },
      guestsCanModify: false,
      ...(withConference
        ? { conferenceData: { createRequest: { requestId: `rw-${input.meetingId}`, conferenceSolutionKey: { type: 'hangoutsMeet' } } } }
        : {}),
    };
  }

  private state(e: GoogleEvent): CalendarEventState {
    const video = e.conferenceData?.entryPoints?.find((p) => p.entryPointType === 'video')?.uri ?? e.hangoutLink;
    return {
      externalEventId: e.id,
      etag: e.etag ?? null,
      ...(video ? { joinUrl: video } : {}),
      attendees: (e.attendees ?? [])
        .filter((a) => !a.organizer && !a.self && a.email)
        .map((a) => ({ email: a.email!.toLowerCase(), rsvp: googleRsvp(a.responseStatus) })),
    };
  }

  async upsertEvent(
    calendarId: string,
    existing: { externalEventId: string } | null,
    input: CalendarEventInput,
  ): Promise<CalendarEventState> {
    // sendUpdates=all: Google e-mails the attendees the invitation (the one invitation the prospect gets).
    const q = { conferenceDataVersion: '1', sendUpdates: 'all' };
    const meet = input.conference === 'google_meet';
    if (!existing) {
      const id = googleEventId(input.meetingId);
      const res = await apiCall(this.auth, this.url(`${this.cal(calendarId)}/events`, q), {
        method: 'POST',
        body: { id, ...this.body(input, meet) },
        okStatuses: [409],
      });
      if (res.status !== 409) return this.state((await res.json()) as GoogleEvent);
      await res.body?.cancel();
      // Inserted before (a repeated delivery, or a meeting that comes back to this calendar): update it in place.
      existing = { externalEventId: id };
    }
    const current = await this.getRaw(calendarId, existing.externalEventId);
    const needsConference = meet && !current?.conferenceData?.entryPoints?.length;
    const body = { ...this.body(input, needsConference), status: 'confirmed' };
    if (!meet && current?.conferenceData) Object.assign(body, { conferenceData: null });
    const patched = await apiJson<GoogleEvent>(
      this.auth,
      this.url(`${this.cal(calendarId)}/events/${encodeURIComponent(existing.externalEventId)}`, q),
      { method: 'PATCH', body },
    );
    return this.state(patched);
  }

  async deleteEvent(calendarId: string, externalEventId: string): Promise<void> {
    const res = await apiCall(
      this.auth,
      this.url(`${this.cal(calendarId)}/events/${encodeURIComponent(externalEventId)}`, { sendUpdates: 'all' }),
      { method: 'DELETE', okStatuses: [404, 410] },
    );
    await res.body?.cancel();
  }

  private async getRaw(calendarId: string, externalEventId: string): Promise<GoogleEvent | null> {
    const res = await apiCall(this.auth, this.url(`${this.cal(calendarId)}/events/${encodeURIComponent(externalEventId)}`), {
      okStatuses: [404, 410],
    });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    return (await res.json()) as GoogleEvent;
  }

  async getEvent(calendarId: string, externalEventId: string): Promise<CalendarEventState | null> {
    const e = await this.getRaw(calendarId, externalEventId);
    return e && e.status !== 'cancelled' ? this.state(e) : null;
  }

  async watch(calendarId: string, channel: { id: string; token: string; address: string; ttlSeconds: number }): Promise<PushChannel> {
    const res = await apiJson<{ id: string; resourceId: string; expiration?: string }>(
      this.auth,
      this.url(`${this.cal(calendarId)}/events/watch`),
      {
        method: 'POST',
        body: {
          id: channel.id,
          type: 'web_hook',
          address: channel.address,
          token: channel.token,
          params: { ttl: String(channel.ttlSeconds) },
        },
      },
    );
    return { id: res.id, resourceId: res.resourceId, expiresAt: Number(res.expiration ?? Date.now() + channel.ttlSeconds * 1000) };
  }

  async stopWatch(channel: { id: string; resourceId: string }): Promise<void> {
    const res = await apiCall(this.auth, this.url('/channels/stop'), {
      method: 'POST',
      body: { id: channel.id, resourceId: channel.resourceId },
      okStatuses: [404],
    });
    await res.body?.cancel();
  }
}
