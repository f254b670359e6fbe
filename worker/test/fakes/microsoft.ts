/**
 * Strict local stand-ins for the Microsoft identity platform (login.microsoftonline.com: authorize page,
 * v2.0 token endpoint with PKCE) and Microsoft Graph v1.0 calendars (graph.microsoft.com): calendars,
 * calendarView and calendarView/delta (microsoft-view.ts), events and recurring series with their moved and
 * deleted occurrences (microsoft-series.ts), Teams online meetings and transactionId de-duplication,
 * attendees' responses, and subscriptions whose creation first POSTs a validationToken to the notification
 * URL and needs it echoed as text/plain. Errors use Graph's `{ error: { code, message } }`; canned 429s carry Retry-After.
 */
import { S256, errorBody, escapeHtml, form, json, newId, queueFailure, takeFailure, type Answer, type FailQueue } from './calendar-kit';
import { findOccurrence, instantOf, occurrenceId, recurrenceError, type MsCalendar, type MsEvent } from './microsoft-series';
import { GRAPH_ERROR, calendarView, delta, toApi } from './microsoft-view';
import { standInBanner } from './stand-in-banner';

export const MICROSOFT_LOGIN_HOST = 'login.microsoftonline.com';
export const GRAPH_HOST = 'graph.microsoft.com';

type Mailbox = { email: string; calendars: Map<string, MsCalendar> };

const msTime = (iso: string) => ({ dateTime: new Date(iso).toISOString().replace('Z', '').replace(/\.(\d{3})$/, '.$10000'), timeZone: 'UTC' });

export function createFakeMicrosoft() {
  const boxes = new Map<string, Mailbox>();
  const codes = new Map<string, { email: string; clientId: string; redirectUri: string; challenge: string; scope: string }>();
  const access = new Map<string, { email: string; expiresAt: number }>();
  const refresh = new Map<string, { email: string; clientId: string }>();
  const subscriptions = new Map<string, { id: string; email: string; resource: string; notificationUrl: string; clientState?: string; expirationDateTime: string }>();
  const fails: FailQueue = [];
  let validate = true;

  function box(email: string): Mailbox {
    let b = boxes.get(email);
    if (!b) {
      b = { email, calendars: new Map() };
      const primary = `AAMk-${newId()}`;
      b.calendars.set(primary, { id: primary, name: 'Calendar', canEdit: true, isDefaultCalendar: true, events: new Map(), generation: 0 });
      const shared = `AAMk-${newId()}`;
      b.calendars.set(shared, { id: shared, name: 'United States holidays', canEdit: false, isDefaultCalendar: false, events: new Map(), generation: 0 });
      boxes.set(email, b);
    }
    return b;
  }
  const primaryOf = (b: Mailbox) => [...b.calendars.values()].find((c) => c.isDefaultCalendar)!;
  const touch = (e: MsEvent) => {
    e.changeKey = newId();
  };
  /** An event by id: a stored one (single, master, exception) or an occurrence of a series. */
  const findEvent = (b: Mailbox, id: string) => {
    for (const cal of b.calendars.values()) {
      const e = cal.events.get(id);
      if (e && !e.deleted) return { cal, e };
      const master = cal.events.get(id.slice(0, id.lastIndexOf('_')));
      const occurrence = master && !master.deleted ? findOccurrence(master, id) : null;
      if (occurrence) return { cal, e: occurrence };
    }
    return null;
  };
  /** DELETE: a single event or a whole series goes; an occurrence is cancelled (absent from then on). */
  const remove = (cal: MsCalendar, e: MsEvent) => {
    if (e.type === 'occurrence' || e.type === 'exception') {
      const master = cal.events.get(e.seriesMasterId!)!;
      master.cancelled = [...(master.cancelled ?? []), e.id];
    }
    if (cal.events.has(e.id)) {
      e.deleted = true;
      touch(e);
    }
  };
  /** PATCH: an occurrence changed becomes an exception of its series, under the same id; a recurrence makes a single event a series. */
  const update = (cal: MsCalendar, e: MsEvent, body: Record<string, any>): MsEvent | string => {
    const type = e.type === 'occurrence' ? 'exception' : e.type === 'singleInstance' && body.recurrence ? 'seriesMaster' : e.type;
    if (body.recurrence && type !== 'seriesMaster') return 'Only a single event or a series master takes a recurrence.';
    const next = { ...e, ...body, type, attendees: body.attendees ? applyAttendees(body, e.attendees) : e.attendees } as MsEvent;
    const invalid = eventBody(next);
    if (invalid) return invalid;
    if (body.isOnlineMeeting && !e.onlineMeeting) next.onlineMeeting = { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${newId()}%40thread.v2/0` };
    cal.events.set(next.id, next);
    touch(next);
    return next;
  };

  // ---- identity platform ----
  function authorizePage(url: URL): Answer {
    const p = url.searchParams;
    const missing = ['client_id', 'redirect_uri', 'response_type', 'scope'].find((k) => !p.get(k));
    if (missing) return { status: 400, html: `<h1>Sorry, but we’re having trouble signing you in.</h1><p>AADSTS900144: The request body must contain the following parameter: '${escapeHtml(missing)}'.</p>` };
    const hidden = [...p].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    return {
      status: 200,
      html: `<!doctype html><html><head><title>Sign in to your account</title><link rel="icon" href="data:,"></head><body><main>${standInBanner('Microsoft')}<h1>Permissions requested</h1><form method="post" action="authorize/approve">${hidden}<label>Email <input name="login" type="email" value="${escapeHtml(p.get('login_hint') ?? 'rep@contoso.test')}"></label><p>${escapeHtml(p.get('scope') ?? '')}</p><button type="submit" name="decision" value="allow">Accept</button> <button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`,
    };
  }

  async function approve(req: Request): Promise<Answer> {
    const p = await form(req);
    const redirect = new URL(p.get('redirect_uri')!);
    if (p.get('state')) redirect.searchParams.set('state', p.get('state')!);
    if (p.get('decision') !== 'allow') {
      redirect.searchParams.set('error', 'access_denied');
      return { status: 302, headers: { location: redirect.toString() } };
    }
    const code = `M.C5${newId()}`;
    const email = (p.get('login') || 'rep@contoso.test').toLowerCase();
    box(email);
    codes.set(code, { email, clientId: p.get('client_id')!, redirectUri: p.get('redirect_uri')!, challenge: p.get('code_challenge') ?? '', scope: p.get('scope') ?? '' });
    redirect.searchParams.set('code', code);
    return { status: 302, headers: { location: redirect.toString() } };
  }

  function issue(email: string, clientId: string) {
    const token = `eyJ0eXAi.${newId()}`;
    access.set(token, { email, expiresAt: Date.now() + 3599_000 });
    const rt = `0.AX${newId()}`;
    refresh.set(rt, { email, clientId });
    return { token_type: 'Bearer', scope: 'https://graph.microsoft.com/Calendars.ReadWrite https://graph.microsoft.com/User.Read', expires_in: 3599, ext_expires_in: 3599, access_token: token, refresh_token: rt };
  }

  async function token(req: Request): Promise<Answer> {
    if (req.method !== 'POST') return errorBody(405, 'invalid_request', 'AADSTS900561: The endpoint only accepts POST requests.');
    if ((req.headers.get('content-type') ?? '').split(';')[0] !== 'application/x-www-form-urlencoded') return errorBody(400, 'invalid_request', 'AADSTS900144: Invalid content type.');
    const p = await form(req);
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const client = basic ? atob(basic).split(':')[0] : p.get('client_secret') ? p.get('client_id') : null;
    if (!client) return errorBody(401, 'invalid_client', "AADSTS7000218: The request body must contain the following parameter: 'client_assertion' or 'client_secret'.");
    const failure = takeFailure(fails, '/token');
    if (failure) return failure;
    if (p.get('grant_type') === 'authorization_code') {
      const c = codes.get(p.get('code') ?? '');
      codes.delete(p.get('code') ?? '');
      if (!c || c.clientId !== client) return errorBody(400, 'invalid_grant', 'AADSTS70000: The provided authorization code is invalid or has expired.');
      if (c.redirectUri !== p.get('redirect_uri')) return errorBody(400, 'invalid_grant', 'AADSTS50011: The redirect URI does not match.');
      if (c.challenge && (await S256(p.get('code_verifier') ?? '')) !== c.challenge) return errorBody(400, 'invalid_grant', 'AADSTS501481: The Code_Verifier does not match the code_challenge supplied in the authorization request.');
      return { status: 200, body: issue(c.email, client) };
    }
    if (p.get('grant_type') === 'refresh_token') {
      const r = refresh.get(p.get('refresh_token') ?? '');
      if (!r || r.clientId !== client) return errorBody(400, 'invalid_grant', 'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.');
      refresh.delete(p.get('refresh_token')!);
      return { status: 200, body: issue(r.email, client) };
    }
    return errorBody(400, 'unsupported_grant_type', 'AADSTS70003: The app requested an unsupported grant type.');
  }

  // ---- Graph ----
  function eventBody(b: Record<string, any>): string | null {
    if (!b.start?.dateTime || !b.end?.dateTime) return 'Missing start or end.';
    if (Number.isNaN(instantOf(b.start)) || Number.isNaN(instantOf(b.end))) return 'Invalid dateTime.';
    if (b.recurrence) return recurrenceError(b.recurrence);
    if (b.attendees && (!Array.isArray(b.attendees) || b.attendees.some((a: any) => typeof a?.emailAddress?.address !== 'string'))) return 'Invalid attendees.';
    return null;
  }
  const applyAttendees = (b: Record<string, any>, before: MsEvent['attendees'] = []) =>
    (b.attendees as { emailAddress: { address: string; name?: string }; type?: string }[] | undefined)?.map((a) => ({ emailAddress: a.emailAddress, type: a.type ?? 'required', status: before.find((x) => x.emailAddress.address === a.emailAddress.address)?.status ?? { response: 'none', time: '0001-01-01T00:00:00Z' } }));

  async function subscribe(req: Request, email: string): Promise<Answer> {
    const b = (await req.json().catch(() => null)) as Record<string, string> | null;
    if (!b?.changeType || !b.notificationUrl || !b.resource || !b.expirationDateTime) return GRAPH_ERROR(400, 'InvalidRequest', 'changeType, notificationUrl, resource and expirationDateTime are required.');
    if (Date.parse(b.expirationDateTime) > Date.now() + 10080 * 60_000 + 60_000) return GRAPH_ERROR(400, 'InvalidRequest', 'Subscription expiration can only be 10070 minutes in the future.');
    if (validate) {
      const tokenValue = `Validation: Testing client application reachability for subscription Request-Id: ${newId()}`;
      const probe = new URL(b.notificationUrl);
      probe.searchParams.set('validationToken', tokenValue);
      const answer = await fetch(probe, { method: 'POST', headers: { 'content-type': 'text/plain' }, signal: AbortSignal.timeout(10_000) }).then(async (r) => ({ ok: r.ok, type: r.headers.get('content-type') ?? '', text: await r.text() }), () => null);
      if (!answer || !answer.ok || !answer.type.startsWith('text/plain') || answer.text !== tokenValue) return GRAPH_ERROR(400, 'ValidationError', 'Subscription validation request failed. Notification endpoint must respond with 200 OK to validation request.');
    }
    const sub = { id: newId(), email, resource: b.resource, notificationUrl: b.notificationUrl, clientState: b.clientState, expirationDateTime: b.expirationDateTime };
    subscriptions.set(sub.id, sub);
    return { status: 201, body: { ...sub, changeType: b.changeType } };
  }

  async function graph(req: Request, url: URL, email: string): Promise<Answer> {
    const path = url.pathname.replace(/^\/v1\.0/, '');
    const b = box(email);
    if (path === '/me' && req.method === 'GET') return { status: 200, body: { id: newId(), mail: email, userPrincipalName: email, displayName: email } };
    if (path === '/me/calendars' && req.method === 'GET') return { status: 200, body: { value: [...b.calendars.values()].map((c) => ({ id: c.id, name: c.name, hexColor: c.isDefaultCalendar ? '#0078d4' : '', canEdit: c.canEdit, isDefaultCalendar: c.isDefaultCalendar, owner: { name: email, address: email } })) } };
    if (path === '/subscriptions' && req.method === 'POST') return subscribe(req, email);
    const sub = /^\/subscriptions\/([^/]+)$/.exec(path);
    if (sub && req.method === 'DELETE') return subscriptions.delete(sub[1]) ? { status: 204 } : GRAPH_ERROR(404, 'ResourceNotFound', 'The object was not found.');
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
      const same = body!.transactionId ? [...cal.events.values()].find((e) => !e.deleted && e.transactionId === body!.transactionId) : undefined;
      if (same) return { status: 201, body: toApi(same) };
      const e: MsEvent = { id: `AAMkE-${newId()}`, type: body!.recurrence ? 'seriesMaster' : 'singleInstance', recurrence: body!.recurrence ?? null, originalStartTimeZone: body!.start.timeZone, subject: body!.subject ?? '', start: body!.start, end: body!.end, showAs: body!.showAs ?? 'busy', isAllDay: !!body!.isAllDay, isCancelled: false, transactionId: body!.transactionId, isOnlineMeeting: !!body!.isOnlineMeeting, onlineMeeting: body!.isOnlineMeeting && body!.onlineMeetingProvider === 'teamsForBusiness' ? { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${newId()}%40thread.v2/0` } : null, attendees: applyAttendees(body!), changeKey: '' };
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

  async function control(req: Request, url: URL): Promise<Answer> {
    const p = url.pathname;
    const body = req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, any>) : {};
    const email = String(body.email ?? url.searchParams.get('email') ?? '').toLowerCase();
    // An event the member makes in Outlook: `start`/`end` instants, or a series (`recurrence`) with
    // dateTimeTimeZone times in the zone it was made in.
    if (p === '/__fake/events' && req.method === 'POST') {
      const cal = primaryOf(box(email));
      const series = !!body.recurrence;
      const invalid = series ? eventBody(body) : null;
      if (invalid) return GRAPH_ERROR(400, 'ErrorInvalidRequest', invalid);
      const e: MsEvent = { id: `AAMkE-${newId()}`, type: series ? 'seriesMaster' : 'singleInstance', recurrence: body.recurrence ?? null, subject: body.subject ?? 'Busy', start: series ? body.start : msTime(body.start), end: series ? body.end : msTime(body.end), showAs: body.showAs ?? 'busy', isAllDay: !!body.isAllDay, isCancelled: !!body.isCancelled, originalStartTimeZone: body.originalStartTimeZone ?? (series ? body.start.timeZone : 'UTC'), changeKey: '' };
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
      else if (typeof update(found.cal, found.e, { start: msTime(body.start), end: msTime(body.end) }) === 'string') return { status: 400, body: { error: 'bad times' } };
      return { status: 204 };
    }
    if (p === '/__fake/events' && req.method === 'GET') return { status: 200, body: { value: [...primaryOf(box(email)).events.values()].map((e) => ({ ...toApi(e), deleted: !!e.deleted })) } };
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
    if (p === '/__fake/subscriptions' && req.method === 'GET') return { status: 200, body: { value: [...subscriptions.values()].filter((s) => s.email === email) } };
    if (p === '/__fake/validation' && req.method === 'POST') {
      validate = body.enabled !== false;
      return { status: 204 };
    }
    if (p === '/__fake/fail-next' && req.method === 'POST') {
      queueFailure(fails, body as { status: number; retryAfter?: number; count?: number; path?: string });
      return { status: 204 };
    }
    return { status: 404, body: { error: 'unknown control route' } };
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__fake/')) return control(req, url);
    if (url.host === MICROSOFT_LOGIN_HOST) {
      if (/^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(url.pathname) && req.method === 'GET') return authorizePage(url);
      if (/^\/[^/]+\/oauth2\/v2\.0\/authorize\/approve$/.test(url.pathname) && req.method === 'POST') return approve(req);
      if (/^\/[^/]+\/oauth2\/v2\.0\/token$/.test(url.pathname)) return token(req);
      return { status: 404, html: '<h1>404</h1>' };
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const t = bearer ? access.get(bearer) : undefined;
    if (!bearer) return GRAPH_ERROR(401, 'InvalidAuthenticationToken', 'Access token is empty.');
    if (!t || t.expiresAt < Date.now()) return GRAPH_ERROR(401, 'InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.');
    const failure = takeFailure(fails, url.pathname);
    if (failure) return failure.status === 429 ? { ...GRAPH_ERROR(429, 'TooManyRequests', 'Too many requests.'), headers: failure.headers } : failure;
    if ((req.method === 'POST' || req.method === 'PATCH') && !(req.headers.get('content-type') ?? '').startsWith('application/json')) return GRAPH_ERROR(415, 'UnsupportedMediaType', 'Content-Type must be application/json.');
    return graph(req, url, t.email);
  }

  return {
    async handle(req: Request): Promise<Response> {
      return json(await route(req));
    },
  };
}
