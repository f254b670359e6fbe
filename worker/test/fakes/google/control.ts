// Test-only control routes under /__fake/: seed events, cancel one occurrence, RSVP as an attendee, expire
// tokens, invalidate sync tokens, count calls, list channels, queue canned failures.
import { newId, queueFailure, type Answer } from '../calendar-kit';
import { cancelledInstance } from './series';
import type { GEvent, GoogleState } from './state';
import { controlBody } from '../kit';

export function googleControl(s: GoogleState) {
  const { account, access, refresh, calls, channels, fails, touch, toApi } = s;

  async function control(req: Request, url: URL): Promise<Answer> {
    const p = url.pathname;
    const body = await controlBody<Record<string, any>>(req);
    if (p === '/__fake/events' && req.method === 'POST') {
      const a = account(String(body.email).toLowerCase());
      const cal = a.calendars.get(body.calendarId ?? a.email)!;
      const e: GEvent = {
        id: body.id ?? newId().toLowerCase(),
        status: body.status ?? 'confirmed',
        summary: body.summary ?? 'Busy',
        start: body.start,
        end: body.end,
        transparency: body.transparency,
        attendees: body.attendees,
        recurrence: body.recurrence,
        etag: '',
        updated: '',
        seq: 0,
      };
      cal.events.set(e.id, e);
      touch(a.email, cal, e);
      return { status: 200, body: toApi(e) };
    }
    if (p === '/__fake/events/cancel-instance' && req.method === 'POST') {
      const a = account(String(body.email).toLowerCase());
      const cal = a.calendars.get(body.calendarId ?? a.email)!;
      const e = cancelledInstance(cal.events.get(body.id)!, body.originalStart);
      cal.events.set(e.id, e);
      touch(a.email, cal, e);
      return { status: 200, body: toApi(e) };
    }
    if (p === '/__fake/events' && req.method === 'GET') {
      const a = account(String(url.searchParams.get('email')).toLowerCase());
      const cal = a.calendars.get(url.searchParams.get('calendarId') ?? a.email)!;
      return { status: 200, body: { items: [...cal.events.values()].map(toApi), sentUpdates: a.sentUpdates } };
    }
    if (p === '/__fake/rsvp' && req.method === 'POST') {
      const a = account(String(body.email).toLowerCase());
      const cal = a.calendars.get(body.calendarId ?? a.email)!;
      const ev = cal.events.get(body.eventId);
      const who = ev?.attendees?.find((x) => x.email === body.attendee);
      if (!ev || !who) return { status: 404, body: { error: 'no such attendee' } };
      who.responseStatus = body.responseStatus;
      touch(a.email, cal, ev);
      return { status: 200, body: toApi(ev) };
    }
    if (p === '/__fake/expire-tokens' && req.method === 'POST') {
      for (const t of access.values()) if (t.email === body.email) t.expiresAt = 0;
      if (body.revokeRefresh) for (const [k, r] of refresh) if (r.email === body.email) refresh.delete(k);
      return { status: 204, body: null };
    }
    if (p === '/__fake/invalidate-sync-tokens' && req.method === 'POST') {
      for (const c of account(String(body.email).toLowerCase()).calendars.values()) c.generation += 1;
      return { status: 204, body: null };
    }
    if (p === '/__fake/calls' && req.method === 'GET')
      return { status: 200, body: { count: calls.get(String(url.searchParams.get('email'))) ?? 0 } };
    if (p === '/__fake/channels' && req.method === 'GET')
      return { status: 200, body: { items: [...channels.values()].filter((c) => c.email === url.searchParams.get('email')) } };
    if (p === '/__fake/fail-next' && req.method === 'POST') {
      queueFailure(fails, body as { status: number; retryAfter?: number; count?: number; path?: string });
      return { status: 204, body: null };
    }
    return { status: 404, body: { error: 'unknown control route' } };
  }

  return { control };
}
