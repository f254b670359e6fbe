/**
 * Strict local stand-ins for Google's OAuth 2.0 (accounts.google.com authorize page, oauth2.googleapis.com
 * token and revoke) and Calendar API v3 (www.googleapis.com/calendar/v3): calendarList, freeBusy, events
 * list with sync tokens (410 fullSyncRequired once invalidated), insert/patch/delete/get with
 * conferenceData (Meet links) and attendees' responseStatus, events.watch and channels.stop.
 * Requests are refused the way Google documents: a missing or expired bearer token is 401, a bad body 400,
 * a stale If-Match 412, a deleted event 410, and canned 429s carry Retry-After.
 *
 * One shared state serves the three hosts (the token endpoint must know the codes the authorize page
 * issued). Tests keep apart by using their own account e-mails. Control routes live under /__fake/.
 */

import { S256, errorBody, escapeHtml, form, json, newId, queueFailure, takeFailure, type Answer, type FailQueue } from './calendar-kit';
import { applyConference, ms, validEvent } from './google-events';
import { cancelledInstance, instancesOf } from './google-series';
import { standInBanner } from './stand-in-banner';

export const GOOGLE_AUTH_HOST = 'accounts.google.com';
export const GOOGLE_TOKEN_HOST = 'oauth2.googleapis.com';
export const GOOGLE_API_HOST = 'www.googleapis.com';

export type GEvent = {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
  attendees?: { email: string; displayName?: string; responseStatus: string; organizer?: boolean; self?: boolean }[];
  conferenceData?: Record<string, unknown>;
  hangoutLink?: string;
  extendedProperties?: { private?: Record<string, string> };
  /** A series master (RRULE lines; the fake knows FREQ=DAILY|WEEKLY with COUNT), or one instance's exception. */
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: { dateTime: string };
  etag: string;
  updated: string;
  seq: number;
};
type GCalendar = { id: string; summary: string; timeZone: string; primary: boolean; accessRole: 'owner' | 'reader'; events: Map<string, GEvent>; seq: number; generation: number };
type Account = { email: string; calendars: Map<string, GCalendar>; sentUpdates: { eventId: string; sendUpdates: string }[] };
export type GoogleChannel = { id: string; resourceId: string; token?: string; address: string; calendarId: string; email: string; expiration: number; stopped: boolean };

const API_ERROR = (code: number, message: string, reason: string, status?: string): Answer => ({ status: code, body: { error: { code, message, errors: [{ domain: 'global', reason, message }], ...(status ? { status } : {}) } } });

/**
 * `push` delivers the change notifications of watch channels (Google POSTs them to the channel's address).
 * Only a fake served next to a running app passes it (scripts/fake-vendors.mjs): in the workerd tests the
 * app is not listening at its APP_URL, whatever answers there (a developer's `npm start`) does not know
 * the channel, so those tests push by hand (GET /__fake/channels) and the fake sends nothing itself.
 */
export type FakeGoogleOptions = { push?: (address: string, init: RequestInit) => Promise<Response> };

export function createFakeGoogle(options: FakeGoogleOptions = {}) {
  const accounts = new Map<string, Account>();
  const codes = new Map<string, { email: string; clientId: string; redirectUri: string; challenge: string; scope: string }>();
  const access = new Map<string, { email: string; expiresAt: number; scope: string }>();
  const refresh = new Map<string, { email: string; clientId: string; scope: string }>();
  const channels = new Map<string, GoogleChannel>();
  const fails: FailQueue = [];
  const calls = new Map<string, number>();

  function account(email: string): Account {
    let a = accounts.get(email);
    if (!a) {
      a = { email, calendars: new Map(), sentUpdates: [] };
      a.calendars.set(email, { id: email, summary: email, timeZone: 'UTC', primary: true, accessRole: 'owner', events: new Map(), seq: 0, generation: 0 });
      a.calendars.set(`team-${email}`, { id: `team-${email}`, summary: 'Team holidays', timeZone: 'UTC', primary: false, accessRole: 'reader', events: new Map(), seq: 0, generation: 0 });
      accounts.set(email, a);
    }
    return a;
  }

  /** Tells every live channel of a calendar that it changed, as Google does (best effort, no retries). */
  function notify(email: string, calendarId: string) {
    const push = options.push;
    if (!push) return;
    for (const ch of channels.values()) {
      if (ch.stopped || ch.email !== email || ch.calendarId !== calendarId || ch.expiration < Date.now()) continue;
      const headers: Record<string, string> = { 'x-goog-channel-id': ch.id, 'x-goog-resource-id': ch.resourceId, 'x-goog-resource-state': 'exists', 'x-goog-message-number': String(Date.now()) };
      if (ch.token) headers['x-goog-channel-token'] = ch.token;
      push(ch.address, { method: 'POST', headers }).then((r) => r.body?.cancel(), () => undefined);
    }
  }

  function touch(email: string, cal: GCalendar, ev: GEvent) {
    cal.seq += 1;
    ev.seq = cal.seq;
    ev.etag = `"${cal.seq}${Date.now()}"`;
    ev.updated = new Date().toISOString();
    notify(email, cal.id);
  }

  // ---- OAuth ----
  function authorizePage(url: URL): Answer {
    const p = url.searchParams;
    const missing = ['client_id', 'redirect_uri', 'response_type', 'scope'].filter((k) => !p.get(k));
    if (missing.length || p.get('response_type') !== 'code') return { status: 400, html: `<h1>Error 400: invalid_request</h1><p>Missing required parameter: ${escapeHtml(missing[0] ?? 'response_type')}</p>` };
    if (p.get('code_challenge') && p.get('code_challenge_method') !== 'S256') return { status: 400, html: '<h1>Error 400: invalid_request</h1><p>Invalid code_challenge_method</p>' };
    const hidden = [...p].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    return {
      status: 200,
      html: `<!doctype html><html><head><title>Sign in - Google Accounts</title><link rel="icon" href="data:,"></head><body><main>${standInBanner('Google')}<h1>Choose an account</h1><p>to continue to Routewise</p>
<form method="post" action="auth/approve">${hidden}<label>Email <input name="login" type="email" value="${escapeHtml(p.get('login_hint') ?? 'rep@example.com')}"></label>
<p>Routewise wants to access your Google Account: ${escapeHtml(p.get('scope') ?? '')}</p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`,
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
    const code = `4/${newId()}`;
    const email = (p.get('login') || 'rep@example.com').toLowerCase();
    account(email);
    codes.set(code, { email, clientId: p.get('client_id')!, redirectUri: p.get('redirect_uri')!, challenge: p.get('code_challenge') ?? '', scope: p.get('scope') ?? '' });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('scope', p.get('scope') ?? '');
    return { status: 302, headers: { location: redirect.toString() } };
  }

  function clientOf(req: Request, p: URLSearchParams): string | null {
    const basic = /^Basic (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (basic) return atob(basic).split(':')[0] || null;
    return p.get('client_id') && p.get('client_secret') ? p.get('client_id') : null;
  }

  function issue(email: string, scope: string, clientId: string, withRefresh: boolean) {
    const token = `ya29.${newId()}`;
    access.set(token, { email, expiresAt: Date.now() + 3599_000, scope });
    const body: Record<string, unknown> = { access_token: token, expires_in: 3599, scope, token_type: 'Bearer' };
    if (withRefresh) {
      const rt = `1//${newId()}`;
      refresh.set(rt, { email, clientId, scope });
      body.refresh_token = rt;
    }
    return body;
  }

  async function token(req: Request): Promise<Answer> {
    if (req.method !== 'POST') return { status: 405, body: { error: 'invalid_request' } };
    if ((req.headers.get('content-type') ?? '').split(';')[0] !== 'application/x-www-form-urlencoded') return errorBody(400, 'invalid_request', 'Invalid Content-Type');
    const p = await form(req);
    const client = clientOf(req, p);
    if (!client) return errorBody(401, 'invalid_client', 'The OAuth client was not found.');
    const failure = takeFailure(fails, '/token');
    if (failure) return failure;
    if (p.get('grant_type') === 'authorization_code') {
      const c = codes.get(p.get('code') ?? '');
      codes.delete(p.get('code') ?? '');
      if (!c || c.clientId !== client) return errorBody(400, 'invalid_grant', 'Malformed auth code.');
      if (c.redirectUri !== p.get('redirect_uri')) return errorBody(400, 'redirect_uri_mismatch', 'Bad Request');
      if (c.challenge && (await S256(p.get('code_verifier') ?? '')) !== c.challenge) return errorBody(400, 'invalid_grant', 'Invalid code verifier.');
      return { status: 200, body: issue(c.email, c.scope, client, true) };
    }
    if (p.get('grant_type') === 'refresh_token') {
      const r = refresh.get(p.get('refresh_token') ?? '');
      if (!r || r.clientId !== client) return errorBody(400, 'invalid_grant', 'Token has been expired or revoked.');
      return { status: 200, body: issue(r.email, r.scope, client, false) };
    }
    return errorBody(400, 'unsupported_grant_type', 'Invalid grant_type');
  }

  async function revoke(req: Request): Promise<Answer> {
    const p = await form(req);
    const t = p.get('token') ?? '';
    if (refresh.delete(t) || access.delete(t)) return { status: 200, body: {} };
    return errorBody(400, 'invalid_token', 'Token expired or revoked');
  }

  // ---- Calendar API ----
  const toApi = (e: GEvent) => {
    const { seq: _seq, ...rest } = e;
    return { kind: 'calendar#event', ...rest };
  };
  async function calendarApi(req: Request, url: URL, email: string): Promise<Answer> {
    const path = url.pathname.replace(/^\/calendar\/v3/, '');
    calls.set(email, (calls.get(email) ?? 0) + 1);
    const a = account(email);
    if (path === '/users/me/calendarList' && req.method === 'GET') {
      return { status: 200, body: { kind: 'calendar#calendarList', items: [...a.calendars.values()].map((c) => ({ id: c.id, summary: c.summary, timeZone: c.timeZone, primary: c.primary || undefined, accessRole: c.accessRole, backgroundColor: c.primary ? '#4285f4' : '#0b8043' })) } };
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
        const busy = [...cal.events.values()].filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent' && ms(e.start) < to && ms(e.end) > from);
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
      const b = (await req.json().catch(() => null)) as { id?: string; type?: string; address?: string; token?: string; params?: { ttl?: string } } | null;
      if (!b?.id || b.type !== 'web_hook' || !b.address) return API_ERROR(400, 'Required parameter missing: id, type or address', 'required');
      const addr = new URL(b.address);
      if (addr.protocol !== 'https:' && addr.hostname !== '127.0.0.1' && addr.hostname !== 'localhost') return API_ERROR(400, `WebHook callback must be HTTPS: ${b.address}`, 'push.webhookUrlNotHttps');
      if (channels.has(b.id)) return API_ERROR(400, `Channel id ${b.id} not unique`, 'channelIdNotUnique');
      const ttl = Math.min(Number(b.params?.ttl ?? 604800), 2_592_000);
      const ch: GoogleChannel = { id: b.id, resourceId: newId(), token: b.token, address: b.address, calendarId: cal.id, email, expiration: Date.now() + ttl * 1000, stopped: false };
      channels.set(ch.id, ch);
      return { status: 200, body: { kind: 'api#channel', id: ch.id, resourceId: ch.resourceId, resourceUri: url.toString(), token: ch.token, expiration: String(ch.expiration) } };
    }
    if (cal.accessRole !== 'owner' && req.method !== 'GET') return API_ERROR(403, 'You need to have writer access to this calendar.', 'requiredAccessLevel');
    if (!sub && req.method === 'POST') {
      const b = (await req.json().catch(() => null)) as Record<string, unknown> | null;
      const invalid = b ? validEvent(b) : 'Invalid JSON';
      if (invalid) return API_ERROR(400, invalid, 'invalid');
      const e = { ...(b as object), id: (b!.id as string) ?? newId().toLowerCase(), status: (b!.status as GEvent['status']) ?? 'confirmed' } as GEvent;
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
        next.attendees = (b.attendees as GEvent['attendees'])!.map((x) => ({ ...x, responseStatus: x.responseStatus ?? before.get(x.email) ?? 'needsAction' }));
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
    if (q.get('singleEvents') === 'true') items = items.flatMap((e) => (e.recurrence ? instancesOf(cal.events, e) : [e])).sort((x, y) => x.seq - y.seq);
    if (syncToken) {
      if (q.get('timeMin') || q.get('timeMax') || q.get('orderBy')) return API_ERROR(400, 'Sync token cannot be used with timeMin, timeMax or orderBy.', 'invalid');
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
    return { status: 200, body: { kind: 'calendar#events', timeZone: cal.timeZone, items: page.map(toApi), ...(more ? { nextPageToken: String(offset + pageSize) } : { nextSyncToken: `${cal.generation}.${cal.seq}` }) } };
  }

  async function control(req: Request, url: URL): Promise<Answer> {
    const p = url.pathname;
    const body = req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, any>) : {};
    if (p === '/__fake/events' && req.method === 'POST') {
      const a = account(String(body.email).toLowerCase());
      const cal = a.calendars.get(body.calendarId ?? a.email)!;
      const e: GEvent = { id: body.id ?? newId().toLowerCase(), status: body.status ?? 'confirmed', summary: body.summary ?? 'Busy', start: body.start, end: body.end, transparency: body.transparency, attendees: body.attendees, recurrence: body.recurrence, etag: '', updated: '', seq: 0 };
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
    if (p === '/__fake/calls' && req.method === 'GET') return { status: 200, body: { count: calls.get(String(url.searchParams.get('email'))) ?? 0 } };
    if (p === '/__fake/channels' && req.method === 'GET') return { status: 200, body: { items: [...channels.values()].filter((c) => c.email === url.searchParams.get('email')) } };
    if (p === '/__fake/fail-next' && req.method === 'POST') {
      queueFailure(fails, body as { status: number; retryAfter?: number; count?: number; path?: string });
      return { status: 204, body: null };
    }
    return { status: 404, body: { error: 'unknown control route' } };
  }

  async function route(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname.startsWith('/__fake/')) return control(req, url);
    if (url.host === GOOGLE_AUTH_HOST) {
      if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET') return authorizePage(url);
      if (url.pathname === '/o/oauth2/v2/auth/approve' && req.method === 'POST') return approve(req);
      return { status: 404, html: '<h1>404. That’s an error.</h1>' };
    }
    if (url.host === GOOGLE_TOKEN_HOST) {
      if (url.pathname === '/token') return token(req);
      if (url.pathname === '/revoke' && req.method === 'POST') return revoke(req);
      return errorBody(404, 'not_found', 'Not Found');
    }
    if (!url.pathname.startsWith('/calendar/v3/')) return API_ERROR(404, 'Not Found', 'notFound');
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const t = bearer ? access.get(bearer) : undefined;
    if (!t || t.expiresAt < Date.now()) return API_ERROR(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.', 'authError', 'UNAUTHENTICATED');
    const failure = takeFailure(fails, url.pathname);
    if (failure) return failure.status === 429 ? { ...API_ERROR(429, 'Rate Limit Exceeded', 'rateLimitExceeded'), headers: failure.headers } : failure;
    if (req.method !== 'GET' && req.method !== 'DELETE' && req.body && !(req.headers.get('content-type') ?? '').startsWith('application/json')) return API_ERROR(400, 'Content-Type must be application/json', 'parseError');
    return calendarApi(req, url, t.email);
  }

  return {
    async handle(req: Request): Promise<Response> {
      return json(await route(req));
    },
    channels,
  };
}
