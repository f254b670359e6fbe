// Calendar API v3: calendarList, freeBusy, events list (sync tokens, paging, singleEvents), insert /
// get / patch / delete with conferenceData and attendees' responseStatus, events.watch and channels.stop.
import { newId, type Answer } from '../calendar-kit';
import { applyConference, ms, validEvent } from './events';
import { instancesOf } from './series';
import { API_ERROR, type GCalendar, type GEvent, type GoogleChannel, type GoogleState } from './state';

export function googleCalendar(s: GoogleState) {
  const { account, calls, channels, touch, toApi } = s;

  async function calendarApi(req: Request, url: URL, email: string): Promise<Answer> {
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    calls.set(email, (calls.get(email) ?? 0) + 1);
    const a = account(email);
    if (path === '/users/me/calendarList' && req.method === 'GET') {
      return {
        status: 200,
        body: {
          kind: 'calendar#calendarList',
          items: [...a.calendars.values()].map((c) => ({
            id: c.id,
            summary: c.summary,
            timeZone: c.timeZone,
            primary: c.primary || undefined,
            accessRole: c.accessRole,
            backgroundColor: c.primary ? '#4285f4' : '#0b8043',
          })),
        },
      };
    }
    if (path === '/freeBusy' && req.method === 'POST') {
      const b = (await req.json().catch(() => null)) as { timeMin?: string; timeMax?: string; items?: { id: string }[] } | null;
      if (!b?.timeMin || !b.timeMax || !Array.isArray(b.items)) return API_ERROR(400, 'Missing timeMin, timeMax or items.', 'required');
      const from = Date.parse(b.timeMin);
      const to = Date.parse(b.timeMax);
      const calendars: Record<string, unknown> = {};
      for (const { id } of b.items) {
        const cal = a.calendars.get(id);
        if (!cal) {
          calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        const busy = [...cal.events.values()].filter(
          (e) => e.status !== 'cancelled' && e.transparency !== 'transparent' && ms(e.start) < to && ms(e.end) > from,
        );
        calendars[id] = { busy: busy.map((e) => ({ start: new Date(ms(e.start)).toISOString(), end: new Date(ms(e.end)).toISOString() })) };
      }
      return { status: 200, body: { kind: 'calendar#freeBusy', timeMin: b.timeMin, timeMax: b.timeMax, calendars } };
    }
    if (path === '/channels/stop' && req.method === 'POST') {
      const b = (await req.json().catch(() => null)) as { id?: string; resourceId?: string } | null;
      const ch = b?.id ? channels.get(b.id) : undefined;
      if (!ch || ch.resourceId !== b?.resourceId) return API_ERROR(404, `Channel '${b?.id}' not found for project`, 'notFound');
      ch.stopped = true;
      return { status: 204, body: null };
    }
    const m = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!m) return API_ERROR(404, 'Not Found', 'notFound');
    const cal = a.calendars.get(decodeURIComponent(m[1]));
    if (!cal) return API_ERROR(404, 'Not Found', 'notFound');
    const sub = m[2] && decodeURIComponent(m[2]);
    if (!sub && req.method === 'GET') return listEvents(cal, url);
    if (sub === 'watch' && req.method === 'POST') {
      const b = (await req.json().catch(() => null)) as {
        id?: string;
        type?: string;
        address?: string;
        token?: string;
        params?: { ttl?: string };
      } | null;
      if (!b?.id || b.type !== 'web_hook' || !b.address)
        return API_ERROR(400, 'Required parameter missing: id, type or address', 'required');
      const addr = new URL(b.address);
      if (addr.protocol !== 'https:' && addr.hostname !== '127.0.0.1' && addr.hostname !== 'localhost')
        return API_ERROR(400, `WebHook callback must be HTTPS: ${b.address}`, 'push.webhookUrlNotHttps');
      if (channels.has(b.id)) return API_ERROR(400, `Channel id ${b.id} not unique`, 'channelIdNotUnique');
      const ttl = Math.min(Number(b.params?.ttl ?? 604800), 2_592_000);
      const ch: GoogleChannel = {
        id: b.id,
        resourceId: newId(),
        token: b.token,
        address: b.address,
        calendarId: cal.id,
        email,
        expiration: Date.now() + ttl * 1000,
        stopped: false,
      };
      channels.set(ch.id, ch);
      return {
        status: 200,
        body: {
          kind: 'api#channel',
          id: ch.id,
          resourceId: ch.resourceId,
          resourceUri: url.toString(),
          token: ch.token,
          expiration: String(ch.expiration),
        },
      };
    }
    if (cal.accessRole !== 'owner' && req.method !== 'GET')
      return API_ERROR(403, 'You need to have writer access to this calendar.', 'requiredAccessLevel');
    if (!sub && req.method === 'POST') {
      const b = (await req.json().catch(() => null)) as Record<string, unknown> | null;
      const invalid = b ? validEvent(b) : 'Invalid JSON';
      if (invalid) return API_ERROR(400, invalid, 'invalid');
      const e = {
        ...(b as object),
        id: (b!.id as string) ?? newId().toLowerCase(),
        status: (b!.status as GEvent['status']) ?? 'confirmed',
      } as GEvent;
      if (cal.events.has(e.id)) return API_ERROR(409, 'The requested identifier already exists.', 'duplicate');
      e.attendees = e.attendees?.map((x) => ({ ...x, responseStatus: x.responseStatus ?? 'needsAction' }));
      delete (e as { conferenceData?: unknown }).conferenceData;
      applyConference(e, b!, url.searchParams.get('conferenceDataVersion'));
      cal.events.set(e.id, e);
      a.sentUpdates.push({ eventId: e.id, sendUpdates: url.searchParams.get('sendUpdates') ?? 'false' });
      touch(email, cal, e);
      return { status: 200, body: toApi(e) };
    }
    const ev = sub ? cal.events.get(sub) : undefined;
    if (!ev) return API_ERROR(404, 'Not Found', 'notFound');
    if (req.method === 'GET') return { status: 200, body: toApi(ev) };
    const patch = req.method === 'PATCH' ? ((await req.json().catch(() => null)) as Record<string, unknown> | null) : null;
    // A deleted event stays as a tombstone: only a patch setting it confirmed again brings it back.
    if (ev.status === 'cancelled' && patch?.status !== 'confirmed') return API_ERROR(410, 'Resource has been deleted', 'deleted');
    const ifMatch = req.headers.get('if-match');
    if (ifMatch && ifMatch !== ev.etag) return API_ERROR(412, 'Precondition Failed', 'conditionNotMet');
    if (req.method === 'DELETE') {
      ev.status = 'cancelled';
      a.sentUpdates.push({ eventId: ev.id, sendUpdates: url.searchParams.get('sendUpdates') ?? 'false' });
      touch(email, cal, ev);
      return { status: 204, body: null };
    }
    if (req.method === 'PATCH') {
      const b = patch;
      if (!b) return API_ERROR(400, 'Invalid JSON', 'parseError');
      const next = { ...ev, ...b } as GEvent;
      const invalid = validEvent(next);
      if (invalid) return API_ERROR(400, invalid, 'invalid');
      if (b.attendees) {
        const before = new Map((ev.attendees ?? []).map((x) => [x.email, x.responseStatus]));
        next.attendees = (b.attendees as GEvent['attendees'])!.map((x) => ({
          ...x,
          responseStatus: x.responseStatus ?? before.get(x.email) ?? 'needsAction',
        }));
      }
      next.conferenceData = b.conferenceData === null ? undefined : ev.conferenceData;
      if (b.conferenceData === null) delete next.hangoutLink;
      if (!next.conferenceData) applyConference(next, b, url.searchParams.get('conferenceDataVersion'));
      cal.events.set(ev.id, next);
      a.sentUpdates.push({ eventId: ev.id, sendUpdates: url.searchParams.get('sendUpdates') ?? 'false' });
      touch(email, cal, next);
      return { status: 200, body: toApi(next) };
    }
    return API_ERROR(405, 'Method Not Allowed', 'httpMethodNotAllowed');
  }

  function listEvents(cal: GCalendar, url: URL): Answer {
    const q = url.searchParams;
    const syncToken = q.get('syncToken');
    const pageSize = Math.min(Number(q.get('maxResults') ?? 250), 2500);
    const offset = Number(q.get('pageToken') ?? 0);
    let items = [...cal.events.values()].sort((x, y) => x.seq - y.seq);
    // singleEvents=true: a series comes as its instances (id "<master>_<start>"), an exception (moved,
    // cancelled) in place of its instance; without it the master comes with its RRULE, exceptions apart.
    if (q.get('singleEvents') === 'true')
      items = items.flatMap((e) => (e.recurrence ? instancesOf(cal.events, e) : [e])).sort((x, y) => x.seq - y.seq);
    if (syncToken) {
      if (q.get('timeMin') || q.get('timeMax') || q.get('orderBy'))
        return API_ERROR(400, 'Sync token cannot be used with timeMin, timeMax or orderBy.', 'invalid');
      const [gen, seq] = syncToken.split('.').map(Number);
      if (gen !== cal.generation) return API_ERROR(410, 'Sync token is no longer valid, a full sync is required.', 'fullSyncRequired');
      items = items.filter((e) => e.seq > seq);
    } else {
      const from = q.get('timeMin') ? Date.parse(q.get('timeMin')!) : -Infinity;
      const to = q.get('timeMax') ? Date.parse(q.get('timeMax')!) : Infinity;
      items = items.filter((e) => ms(e.end) > from && ms(e.start) < to && (q.get('showDeleted') === 'true' || e.status !== 'cancelled'));
    }
    const page = items.slice(offset, offset + pageSize);
    const more = offset + pageSize < items.length;
    return {
      status: 200,
      body: {
        kind: 'calendar#events',
        timeZone: cal.timeZone,
        items: page.map(toApi),
        ...(more ? { nextPageToken: String(offset + pageSize) } : { nextSyncToken: `${cal.generation}.${cal.seq}` }),
      },
    };
  }

  return { calendarApi };
}
