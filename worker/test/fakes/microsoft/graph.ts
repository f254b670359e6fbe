// Graph v1.0 calendars: /me, calendars, calendarView and its delta (view.ts), event create / get /
// patch / delete with Teams meetings and transactionId de-duplication, and subscriptions whose creation
// first POSTs a validationToken to the notification URL.
import { newId, type Answer } from '../calendar-kit';
import type { MsEvent } from './series';
import type { MicrosoftState } from './state';
import { GRAPH_ERROR, calendarView, delta, toApi } from './view';

export function microsoftGraph(s: MicrosoftState) {
  const { box, subscriptions, settings, touch, findEvent, remove, update, eventBody, applyAttendees } = s;

  async function subscribe(req: Request, email: string): Promise<Answer> {
    const b = (await req.json().catch(() => null)) as Record<string, string> | null;
    if (!b?.changeType || !b.notificationUrl || !b.resource || !b.expirationDateTime)
      return GRAPH_ERROR(400, 'InvalidRequest', 'changeType, notificationUrl, resource and expirationDateTime are required.');
    if (Date.parse(b.expirationDateTime) > Date.now() + 10080 * 60_000 + 60_000)
      return GRAPH_ERROR(400, 'InvalidRequest', 'Subscription expiration can only be 10070 minutes in the future.');
    if (settings.validate) {
      const tokenValue = `Validation: Testing client application reachability for subscription Request-Id: ${newId()}`;
      const probe = new URL(b.notificationUrl);
      probe.searchParams.set('validationToken', tokenValue);
      const answer = await fetch(probe, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (r) => ({ ok: r.ok, type: r.headers.get('content-type') ?? '', text: await r.text() }),
        () => null,
      );
      if (!answer || !answer.ok || !answer.type.startsWith('text/plain') || answer.text !== tokenValue)
        return GRAPH_ERROR(
          400,
          'ValidationError',
          'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.',
        );
    }
    const sub = {
      id: newId(),
      email,
      resource: b.resource,
      notificationUrl: b.notificationUrl,
      clientState: b.clientState,
      expirationDateTime: b.expirationDateTime,
    };
    subscriptions.set(sub.id, sub);
    return { status: 201, body: { ...sub, changeType: b.changeType } };
  }

  async function graph(req: Request, url: URL, email: string): Promise<Answer> {
    const path = url.pathname.replace(/^\/v1\.0/, '');
    const b = box(email);
    if (path === '/me' && req.method === 'GET')
      return { status: 200, body: { id: newId(), mail: email, userPrincipalName: email, displayName: email } };
    if (path === '/me/calendars' && req.method === 'GET')
      return {
        status: 200,
        body: {
          value: [...b.calendars.values()].map((c) => ({
            id: c.id,
            name: c.name,
            hexColor: c.isDefaultCalendar ? '#0078d4' : '',
            canEdit: c.canEdit,
            isDefaultCalendar: c.isDefaultCalendar,
            owner: { name: email, address: email },
          })),
        },
      };
    if (path === '/subscriptions' && req.method === 'POST') return subscribe(req, email);
    const sub = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (sub && req.method === 'DELETE')
      return subscriptions.delete(sub[1]) ? { status: 204 } : GRAPH_ERROR(404, 'ResourceNotFound', 'The object was not found.');
    const view = /^\/me\/calendars\/([^/]+)\/calendarView(\/delta)?$/.exec(path);
    if (view && req.method === 'GET') {
      const cal = b.calendars.get(decodeURIComponent(view[1]));
      if (!cal) return GRAPH_ERROR(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      return view[2] ? delta(cal, url, req) : calendarView(cal, url, req);
    }
    const create = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (create && req.method === 'POST') {
      const cal = b.calendars.get(decodeURIComponent(create[1]));
      if (!cal) return GRAPH_ERROR(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (!cal.canEdit) return GRAPH_ERROR(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
      const body = (await req.json().catch(() => null)) as Record<string, any> | null;
      const invalid = body ? eventBody(body) : 'Empty Payload. JSON content expected.';
      if (invalid) return GRAPH_ERROR(400, 'ErrorInvalidRequest', invalid);
      const same = body!.transactionId
        ? [...cal.events.values()].find((e) => !e.deleted && e.transactionId === body!.transactionId)
        : undefined;
      if (same) return { status: 201, body: toApi(same) };
      const e: MsEvent = {
        id: `AAMkE-${newId()}`,
        type: body!.recurrence ? 'seriesMaster' : 'singleInstance',
        recurrence: body!.recurrence ?? null,
        originalStartTimeZone: body!.start.timeZone,
        subject: body!.subject ?? '',
        start: body!.start,
        end: body!.end,
        showAs: body!.showAs ?? 'busy',
        isAllDay: !!body!.isAllDay,
        isCancelled: false,
        transactionId: body!.transactionId,
        isOnlineMeeting: !!body!.isOnlineMeeting,
        onlineMeeting:
          body!.isOnlineMeeting && body!.onlineMeetingProvider === 'teamsForBusiness'
            ? { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${newId()}%40thread.v2/0` }
            : null,
        attendees: applyAttendees(body!),
        changeKey: '',
      };
      cal.events.set(e.id, e);
      touch(e);
      return { status: 201, body: toApi(e) };
    }
    const one = /^\/me\/events\/([^/]+)$/.exec(path);
    if (one) {
      const found = findEvent(b, decodeURIComponent(one[1]));
      if (!found) return GRAPH_ERROR(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (req.method === 'GET') return { status: 200, body: toApi(found.e) };
      if (req.method === 'DELETE') {
        remove(found.cal, found.e);
        return { status: 204 };
      }
      if (req.method === 'PATCH') {
        const body = (await req.json().catch(() => null)) as Record<string, any> | null;
        if (!body) return GRAPH_ERROR(400, 'ErrorInvalidRequest', 'Empty Payload. JSON content expected.');
        const next = update(found.cal, found.e, body);
        return typeof next === 'string' ? GRAPH_ERROR(400, 'ErrorInvalidRequest', next) : { status: 200, body: toApi(next) };
      }
    }
    return GRAPH_ERROR(400, 'BadRequest', `Resource not found for the segment '${path.split('/').pop()}'.`);
  }

  return { graph };
}
