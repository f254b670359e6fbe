// Test-only control routes under /__fake/: events made in Outlook (single or series), an occurrence moved or
// deleted, RSVPs, expired tokens, invalidated delta links, subscriptions, validation on/off, canned failures.
import { newId, queueFailure, type Answer } from '../calendar-kit';
import { occurrenceId, type MsEvent } from './series';
import { msTime, type MicrosoftState } from './state';
import { GRAPH_ERROR, toApi } from './view';
import { controlBody } from '../kit';

export function microsoftControl(s: MicrosoftState) {
  const { box, access, refresh, subscriptions, fails, settings, primaryOf, touch, findEvent, remove, update, eventBody } = s;

  async function control(req: Request, url: URL): Promise<Answer> {
    const p = url.pathname;
    const body = await controlBody<Record<string, any>>(req);
    const email = String(body.email ?? url.searchParams.get('email') ?? '').toLowerCase();
    // An event the member makes in Outlook: `start`/`end` instants, or a series (`recurrence`) with
    // dateTimeTimeZone times in the zone it was made in.
    if (p === '/__fake/events' && req.method === 'POST') {
      const cal = primaryOf(box(email));
      const series = !!body.recurrence;
      const invalid = series ? eventBody(body) : null;
      if (invalid) return GRAPH_ERROR(400, 'ErrorInvalidRequest', invalid);
      const e: MsEvent = {
        id: `AAMkE-${newId()}`,
        type: series ? 'seriesMaster' : 'singleInstance',
        recurrence: body.recurrence ?? null,
        subject: body.subject ?? 'Busy',
        start: series ? body.start : msTime(body.start),
        end: series ? body.end : msTime(body.end),
        showAs: body.showAs ?? 'busy',
        isAllDay: !!body.isAllDay,
        isCancelled: !!body.isCancelled,
        originalStartTimeZone: body.originalStartTimeZone ?? (series ? body.start.timeZone : 'UTC'),
        changeKey: '',
      };
      cal.events.set(e.id, e);
      touch(e);
      return { status: 200, body: toApi(e) };
    }
    // The member moves (`start`/`end` instants) or deletes (`cancel`) the occurrence of a series on a local date.
    if (p === '/__fake/occurrence' && req.method === 'POST') {
      const b = box(email);
      const found = findEvent(b, occurrenceId(body.seriesMasterId, body.date));
      if (!found) return { status: 404, body: { error: 'no such occurrence' } };
      if (body.cancel) remove(found.cal, found.e);
      else if (typeof update(found.cal, found.e, { start: msTime(body.start), end: msTime(body.end) }) === 'string')
        return { status: 400, body: { error: 'bad times' } };
      return { status: 204 };
    }
    if (p === '/__fake/events' && req.method === 'GET')
      return {
        status: 200,
        body: { value: [...primaryOf(box(email)).events.values()].map((e) => ({ ...toApi(e), deleted: !!e.deleted })) },
      };
    if (p === '/__fake/rsvp' && req.method === 'POST') {
      const found = findEvent(box(email), body.eventId);
      const who = found?.e.attendees?.find((a) => a.emailAddress.address === body.attendee);
      if (!found || !who) return { status: 404, body: { error: 'no such attendee' } };
      who.status = { response: body.response, time: new Date().toISOString() };
      touch(found.e);
      return { status: 204 };
    }
    if (p === '/__fake/expire-tokens' && req.method === 'POST') {
      for (const t of access.values()) if (t.email === email) t.expiresAt = 0;
      if (body.revokeRefresh) for (const [k, r] of refresh) if (r.email === email) refresh.delete(k);
      return { status: 204 };
    }
    if (p === '/__fake/invalidate-delta' && req.method === 'POST') {
      for (const c of box(email).calendars.values()) c.generation += 1;
      return { status: 204 };
    }
    if (p === '/__fake/subscriptions' && req.method === 'GET')
      return { status: 200, body: { value: [...subscriptions.values()].filter((s) => s.email === email) } };
    if (p === '/__fake/validation' && req.method === 'POST') {
      settings.validate = body.enabled !== false;
      return { status: 204 };
    }
    if (p === '/__fake/fail-next' && req.method === 'POST') {
      queueFailure(fails, body as { status: number; retryAfter?: number; count?: number; path?: string });
      return { status: 204 };
    }
    return { status: 404, body: { error: 'unknown control route' } };
  }

  return { control };
}
