/**
 * A strict local stand-in for Zoom: the OAuth app endpoints on zoom.us (authorize page with an "Allow"
 * button, /oauth/token for the authorization-code and refresh-token grants with HTTP Basic client
 * authentication and optional PKCE, /oauth/revoke) and the REST API on api.zoom.us (/v2/users/me,
 * /v2/users/me/meetings, /v2/meetings/{id}, /v2/report/meetings/{id}/participants). It answers Zoom's wire format: tokens expire after
 * `expires_in` seconds (401 code 124 "Invalid access token." after that), refresh tokens rotate (an
 * old one is invalid_grant), unknown meetings are 404 code 3001, malformed bodies 300.
 *
 * One app is registered (FAKE_ZOOM_APP); every consent creates a new Zoom user, so tests running side
 * by side never see each other's meetings. Test-only control routes (never Zoom paths), all on
 * api.zoom.us and authorised by the user's own access token unless noted:
 *   GET /__fake/meetings                      the user's meetings, as stored
 *   POST /__fake/fail-next {status, retryAfter?, count?}   canned answers for the next API calls
 *   POST /__fake/expire-access                the user's current access token expires now
 *   POST /__fake/revoke-refresh {refreshToken} (no auth) the refresh token stops working (app uninstalled)
 *   POST /__fake/report/{meetingId} {participants} (no auth) the meeting ended: its participants report exists from
 *                                             now on (rows in Zoom's report fields; until then the report is 404 code 3001)
 *   GET /__fake/report-calls/{meetingId}      how often the report was asked for, every page counted
 *
 * The participants report pages as Zoom's does: page_size 1-300 (default 30), an opaque next_page_token
 * valid 15 minutes that only continues the same meeting's report, '' on the last page.
 */

import { standInBanner } from './stand-in-banner';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
type ZoomUser = { id: string; email: string; firstName: string; lastName: string; accountId: string; failNext: Answer[] };
type ZoomMeeting = { uuid: string; id: number; hostId: string; topic: string; type: number; startTime: string; duration: number; timezone: string; agenda: string; createdAt: string; joinUrl: string; startUrl: string; password: string };
type Grant = { userId: string; clientId: string; redirectUri: string; challenge: string | null; method: string | null; expiresAt: number };
type AccessToken = { userId: string; expiresAt: number; scopes: string[] };
type ReportRow = { id: string; user_id: string; name: string; user_email: string; join_time: string; leave_time: string; duration: number; failover: boolean; status: string; customer_key: string };
type PageToken = { meetingId: number; offset: number; pageSize: number; expiresAt: number };

/** The one OAuth app the fake knows: the one the worker uses outside production when no Zoom app is configured. */
export const FAKE_ZOOM_APP = { clientId: 'routewise-local-zoom', clientSecret: 'local-secret' } as const;
export const ZOOM_OAUTH_HOST = 'zoom.us';
export const ZOOM_API_HOST = 'api.zoom.us';

const REPORT_SCOPE = 'report:read:list_meeting_participants:admin';
const SCOPES = `meeting:write:meeting meeting:update:meeting meeting:delete:meeting meeting:read:list_meetings user:read:user ${REPORT_SCOPE}`;
const START_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({ status, body, headers });
const zoomError = (status: number, code: number, message: string, headers?: Record<string, string>) => json(status, { code, message }, headers);
const oauthError = (status: number, error: string, reason: string) => json(status, { reason, error });

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const token = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, '')}${crypto.randomUUID().replace(/-/g, '')}`;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function basicClient(header: string | null): { id: string; secret: string } | null {
  const m = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!m) return null;
  try {
    const [id, ...rest] = atob(m[1]).split(':');
    return { id, secret: rest.join(':') };
  } catch {
    return null;
  }
}

export function createFakeZoom(now: () => number = Date.now) {
  const users = new Map<string, ZoomUser>();
  const grants = new Map<string, Grant>();
  const access = new Map<string, AccessToken>();
  const refresh = new Map<string, string>();
  const meetings = new Map<number, ZoomMeeting>();
  const reports = new Map<number, ReportRow[]>();
  const reportCalls = new Map<number, number>();
  const pageTokens = new Map<string, PageToken>();
  let nextMeetingId = 81_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
  let userCount = 0;

  function authorizeParams(url: URL): Answer | { clientId: string; redirectUri: string; state: string; challenge: string | null; method: string | null } {
    const p = url.searchParams;
    if (p.get('response_type') !== 'code') return json(400, { error: 'unsupported_response_type', reason: 'Invalid response_type' });
    if (p.get('client_id') !== FAKE_ZOOM_APP.clientId) return json(400, { error: 'invalid_client', reason: 'Invalid client_id: ' + (p.get('client_id') ?? '') });
    const redirectUri = p.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^\s]+$/.test(redirectUri)) return json(400, { error: 'invalid_request', reason: 'Invalid redirect: ' + redirectUri });
    const method = p.get('code_challenge_method');
    const challenge = p.get('code_challenge');
    if ((method || challenge) && (method !== 'S256' && method !== 'plain' || !challenge)) return json(400, { error: 'invalid_request', reason: 'Invalid code_challenge' });
    return { clientId: p.get('client_id')!, redirectUri, state: p.get('state') ?? '', challenge, method };
  }

  function consentPage(url: URL): Response {
    const checked = authorizeParams(url);
    if ('status' in checked) return new Response(JSON.stringify(checked.body), { status: checked.status, headers: { 'content-type': 'application/json' } });
    const hidden = [...url.searchParams].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
    // A relative action keeps the browser on whatever origin serves this fake (scripts/fake-vendors.mjs).
    const html = `<!doctype html><html><head><title>Zoom - Authorize app</title><link rel="icon" href="data:,"></head><body>${standInBanner('Zoom')}<h1>Routewise would like to access your Zoom account</h1><p>Scopes: ${escapeHtml(SCOPES)}</p><form method="get" action="authorize/consent">${hidden}<button type="submit">Allow</button></form></body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }

  function consent(url: URL): Response {
    const checked = authorizeParams(url);
    if ('status' in checked) return new Response(JSON.stringify(checked.body), { status: checked.status, headers: { 'content-type': 'application/json' } });
    userCount += 1;
    const user: ZoomUser = { id: `zu${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`, email: `zoom.user${userCount}@zoom.test`, firstName: 'Zoom', lastName: `User ${userCount}`, accountId: `za${userCount}`, failNext: [] };
    users.set(user.id, user);
    const code = token('zc_');
    grants.set(code, { userId: user.id, clientId: checked.clientId, redirectUri: checked.redirectUri, challenge: checked.challenge, method: checked.method, expiresAt: now() + 5 * 60_000 });
    const to = new URL(checked.redirectUri);
    to.searchParams.set('code', code);
    if (checked.state) to.searchParams.set('state', checked.state);
    return new Response(null, { status: 302, headers: { location: to.toString() } });
  }

  function issue(userId: string): Answer {
    const at = token('za_');
    const rt = token('zr_');
    access.set(at, { userId, expiresAt: now() + 3599_000, scopes: SCOPES.split(' ') });
    refresh.set(rt, userId);
    return json(200, { access_token: at, token_type: 'bearer', refresh_token: rt, expires_in: 3599, scope: SCOPES, api_url: 'https://api.zoom.us' });
  }

  async function tokenEndpoint(req: Request): Promise<Answer> {
    if (req.method !== 'POST') return json(405, { error: 'invalid_request', reason: 'Method not allowed' });
    const client = basicClient(req.headers.get('authorization'));
    if (!client || client.id !== FAKE_ZOOM_APP.clientId || client.secret !== FAKE_ZOOM_APP.clientSecret) return oauthError(401, 'invalid_client', 'Invalid client_id or client_secret');
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/x-www-form-urlencoded') return oauthError(400, 'invalid_request', 'Unsupported content type');
    const form = new URLSearchParams(await req.text());
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      grants.delete(code);
      if (!grant || grant.expiresAt < now() || grant.clientId !== client.id) return oauthError(400, 'invalid_grant', 'Invalid authorization code ' + code);
      if (form.get('redirect_uri') !== grant.redirectUri) return oauthError(400, 'invalid_grant', 'Redirect URI mismatch.');
      if (grant.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        const expected = grant.method === 'S256' ? await s256(verifier) : verifier;
        if (!verifier || expected !== grant.challenge) return oauthError(400, 'invalid_grant', 'Invalid code_verifier.');
      }
      return issue(grant.userId);
    }
    if (grantType === 'refresh_token') {
      const rt = form.get('refresh_token') ?? '';
      const userId = refresh.get(rt);
      if (!userId) return oauthError(400, 'invalid_grant', 'Invalid Token!');
      // Zoom rotates refresh tokens: the one just used stops working.
      refresh.delete(rt);
      return issue(userId);
    }
    return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  async function revokeEndpoint(req: Request): Promise<Answer> {
    const client = basicClient(req.headers.get('authorization'));
    if (req.method !== 'POST' || !client || client.id !== FAKE_ZOOM_APP.clientId || client.secret !== FAKE_ZOOM_APP.clientSecret) return oauthError(401, 'invalid_client', 'Invalid client_id or client_secret');
    const form = new URLSearchParams(await req.text());
    const t = form.get('token') ?? '';
    const userId = access.get(t)?.userId ?? refresh.get(t);
    if (!userId) return oauthError(400, 'invalid_request', 'Invalid Token!');
    for (const [k, v] of access) if (v.userId === userId) access.delete(k);
    for (const [k, v] of refresh) if (v === userId) refresh.delete(k);
    return json(200, { status: 'success' });
  }

  function meetingBody(m: ZoomMeeting) {
    return { uuid: m.uuid, id: m.id, host_id: m.hostId, topic: m.topic, type: m.type, status: 'waiting', start_time: m.startTime, duration: m.duration, timezone: m.timezone, agenda: m.agenda, created_at: m.createdAt, start_url: m.startUrl, join_url: m.joinUrl, password: m.password, settings: { join_before_host: false, waiting_room: true } };
  }

  // Checks the fields Zoom checks for a scheduled meeting; `partial` for PATCH, where every field is optional.
  function checkFields(body: Record<string, unknown>, partial: boolean): Answer | null {
    const { topic, type, start_time, duration, timezone, agenda } = body;
    if (topic !== undefined && (typeof topic !== 'string' || topic.length > 200)) return zoomError(400, 300, 'Invalid field: topic');
    if (type !== undefined && ![1, 2, 3, 8].includes(type as number)) return zoomError(400, 300, 'Invalid field: type');
    if (!partial && (type ?? 2) === 2 && start_time === undefined) return zoomError(400, 300, 'start_time is required for a scheduled meeting.');
    if (start_time !== undefined && (typeof start_time !== 'string' || !START_TIME.test(start_time) || Number.isNaN(Date.parse(start_time)))) return zoomError(400, 300, 'Invalid field: start_time');
    if (duration !== undefined && (!Number.isInteger(duration) || (duration as number) < 1 || (duration as number) > 1440)) return zoomError(400, 300, 'Invalid field: duration');
    if (timezone !== undefined && typeof timezone !== 'string') return zoomError(400, 300, 'Invalid field: timezone');
    if (agenda !== undefined && (typeof agenda !== 'string' || agenda.length > 2000)) return zoomError(400, 300, 'Invalid field: agenda');
    return null;
  }

  async function readJson(req: Request): Promise<{ body: Record<string, unknown> } | { refused: Answer }> {
    const refused = zoomError(400, 300, 'Request Body should be a valid JSON object.');
    if ((req.headers.get('content-type') ?? '').split(';')[0].trim() !== 'application/json') return { refused };
    try {
      const body = await req.json();
      if (!body || typeof body !== 'object' || Array.isArray(body)) return { refused };
      return { body: body as Record<string, unknown> };
    } catch {
      return { refused };
    }
  }

  async function api(req: Request): Promise<Answer> {
    const url = new URL(req.url);
    if (url.pathname === '/__fake/revoke-refresh' && req.method === 'POST') {
      const { refreshToken } = (await req.json()) as { refreshToken: string };
      refresh.delete(refreshToken);
      return json(204, null);
    }
    // Like revoke-refresh, no token: a browser test knows the meeting (its join link) but never the host's token.
    const reportPath = /^\/__fake\/report\/(\d+)$/.exec(url.pathname);
    if (reportPath && req.method === 'POST') {
      const m = meetings.get(Number(reportPath[1]));
      if (!m) return zoomError(404, 3001, `Meeting does not exist: ${reportPath[1]}.`);
      return storeReport(m.id, (await req.json()) as { participants?: Partial<ReportRow>[] });
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    if (!bearer) return zoomError(401, 124, 'Invalid access token.');
    const grant = access.get(bearer);
    if (!grant || grant.expiresAt <= now()) return zoomError(401, 124, grant ? 'Access token is expired.' : 'Invalid access token.');
    const user = users.get(grant.userId)!;
    if (url.pathname.startsWith('/__fake/')) return control(req, url, user, bearer);
    const canned = user.failNext.shift();
    if (canned) return canned;
    const path = url.pathname;
    if (path === '/v2/users/me' && req.method === 'GET') return json(200, { id: user.id, first_name: user.firstName, last_name: user.lastName, display_name: `${user.firstName} ${user.lastName}`, email: user.email, type: 2, account_id: user.accountId, status: 'active' });
    if (path === '/v2/users/me/meetings') {
      if (req.method === 'GET') {
        const own = [...meetings.values()].filter((m) => m.hostId === user.id).map((m) => ({ uuid: m.uuid, id: m.id, host_id: m.hostId, topic: m.topic, type: m.type, start_time: m.startTime, duration: m.duration, timezone: m.timezone, agenda: m.agenda, created_at: m.createdAt, join_url: m.joinUrl }));
        return json(200, { page_size: 300, total_records: own.length, next_page_token: '', meetings: own });
      }
      if (req.method !== 'POST') return zoomError(405, 300, 'Method not allowed');
      const read = await readJson(req);
      if ('refused' in read) return read.refused;
      const bad = checkFields(read.body, false);
      if (bad) return bad;
      const b = read.body as Record<string, string | number | undefined>;
      const id = nextMeetingId++;
      const password = Math.random().toString(36).slice(2, 8);
      const m: ZoomMeeting = { uuid: crypto.randomUUID(), id, hostId: user.id, topic: (b.topic as string) ?? 'Zoom meeting', type: (b.type as number) ?? 2, startTime: b.start_time as string, duration: (b.duration as number) ?? 60, timezone: (b.timezone as string) ?? 'UTC', agenda: (b.agenda as string) ?? '', createdAt: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'), joinUrl: `https://us05web.zoom.us/j/${id}?pwd=${password}`, startUrl: `https://us05web.zoom.us/s/${id}?zak=${token('zak')}`, password };
      meetings.set(id, m);
      return json(201, meetingBody(m));
    }
    const report = /^\/v2\/report\/meetings\/([^/]+)\/participants$/.exec(path);
    if (report) return req.method === 'GET' ? participantsReport(url, user, grant, report[1]) : zoomError(405, 300, 'Method not allowed');
    const match = /^\/v2\/meetings\/(\d+)$/.exec(path);
    if (match) {
      const m = meetings.get(Number(match[1]));
      if (!m || m.hostId !== user.id) return zoomError(404, 3001, `Meeting does not exist: ${match[1]}.`);
      if (req.method === 'GET') return json(200, meetingBody(m));
      if (req.method === 'DELETE') {
        meetings.delete(m.id);
        return json(204, null);
      }
      if (req.method === 'PATCH') {
        const read = await readJson(req);
        if ('refused' in read) return read.refused;
        const bad = checkFields(read.body, true);
        if (bad) return bad;
        const b = read.body as Record<string, string | number | undefined>;
        Object.assign(m, { ...(b.topic !== undefined ? { topic: b.topic } : {}), ...(b.start_time !== undefined ? { startTime: b.start_time } : {}), ...(b.duration !== undefined ? { duration: b.duration } : {}), ...(b.timezone !== undefined ? { timezone: b.timezone } : {}), ...(b.agenda !== undefined ? { agenda: b.agenda } : {}) });
        return json(204, null);
      }
      return zoomError(405, 300, 'Method not allowed');
    }
    return zoomError(404, 404, 'The requested resource does not exist.');
  }

  // GET /report/meetings/{meetingId}/participants: Heavy rate limit label, admin report scope, pages of at most 300.
  function participantsReport(url: URL, user: ZoomUser, grant: AccessToken, id: string): Answer {
    if (!grant.scopes.includes(REPORT_SCOPE)) return zoomError(400, 4711, `Invalid access token, does not contain scopes:[${REPORT_SCOPE}].`);
    const meetingId = Number(id);
    const m = meetings.get(meetingId);
    if (!/^\d+$/.test(id) || !m || m.hostId !== user.id) return zoomError(404, 3001, `Meeting does not exist: ${id}.`);
    reportCalls.set(meetingId, (reportCalls.get(meetingId) ?? 0) + 1);
    const rows = reports.get(meetingId);
    if (!rows) return zoomError(404, 3001, `Meeting does not exist: ${id}.`);
    const sizeParam = url.searchParams.get('page_size');
    const pageSize = sizeParam === null ? 30 : Number(sizeParam);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 300) return zoomError(400, 300, 'Invalid field: page_size');
    const tokenParam = url.searchParams.get('next_page_token');
    let offset = 0;
    if (tokenParam) {
      const t = pageTokens.get(tokenParam);
      if (!t || t.meetingId !== meetingId || t.expiresAt <= now()) return zoomError(400, 300, 'The next page token is invalid or expired.');
      offset = t.offset;
    }
    const page = rows.slice(offset, offset + pageSize);
    let next = '';
    if (offset + pageSize < rows.length) {
      next = token('np');
      pageTokens.set(next, { meetingId, offset: offset + pageSize, pageSize, expiresAt: now() + 15 * 60_000 });
    }
    return json(200, { page_count: Math.ceil(rows.length / pageSize), page_size: pageSize, total_records: rows.length, next_page_token: next, participants: page });
  }

  function storeReport(meetingId: number, body: { participants?: Partial<ReportRow>[] }): Answer {
    const rows = (body.participants ?? []).map((p): ReportRow => {
      const join = p.join_time ?? new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
      const leave = p.leave_time ?? join;
      return { id: p.id ?? '', user_id: p.user_id ?? String(16_778_240 + Math.floor(Math.random() * 1_000_000)), name: p.name ?? '', user_email: p.user_email ?? '', join_time: join, leave_time: leave, duration: Math.max(0, Math.round((Date.parse(leave) - Date.parse(join)) / 1000)), failover: false, status: 'in_meeting', customer_key: '' };
    });
    reports.set(meetingId, rows);
    return json(204, null);
  }

  async function control(req: Request, url: URL, user: ZoomUser, bearer: string): Promise<Answer> {
    const callsPath = /^\/__fake\/report-calls\/(\d+)$/.exec(url.pathname);
    if (callsPath && req.method === 'GET') return json(200, { calls: reportCalls.get(Number(callsPath[1])) ?? 0 });
    if (url.pathname === '/__fake/meetings' && req.method === 'GET') return json(200, { meetings: [...meetings.values()].filter((m) => m.hostId === user.id).map(meetingBody) });
    if (url.pathname === '/__fake/expire-access' && req.method === 'POST') {
      access.get(bearer)!.expiresAt = now();
      return json(204, null);
    }
    if (url.pathname === '/__fake/fail-next' && req.method === 'POST') {
      const { status, retryAfter = 1, count = 1 } = (await req.json()) as { status: number; retryAfter?: number; count?: number };
      const answer = status === 429
        ? zoomError(429, 429, "You have reached the maximum per-second rate limit for this API. Try again later.", { 'retry-after': String(retryAfter), 'x-ratelimit-category': 'Medium', 'x-ratelimit-type': 'QPS' })
        : zoomError(status, status >= 500 ? 500 : 300, 'Canned failure from the fake.');
      for (let i = 0; i < count; i++) user.failNext.push(answer);
      return json(204, null);
    }
    return zoomError(404, 404, 'The requested resource does not exist.');
  }

  const respond = (a: Answer) => new Response(a.body === null ? null : JSON.stringify(a.body), { status: a.status, headers: { ...(a.body === null ? {} : { 'content-type': 'application/json;charset=UTF-8' }), ...a.headers } });

  return {
    /** zoom.us: the OAuth app endpoints. */
    oauth: {
      async handle(req: Request): Promise<Response> {
        const url = new URL(req.url);
        if (url.pathname === '/oauth/authorize' && req.method === 'GET') return consentPage(url);
        if (url.pathname === '/oauth/authorize/consent' && req.method === 'GET') return consent(url);
        if (url.pathname === '/oauth/token') return respond(await tokenEndpoint(req));
        if (url.pathname === '/oauth/revoke') return respond(await revokeEndpoint(req));
        return respond(json(404, { error: 'not_found', reason: 'Not found' }));
      },
    },
    /** api.zoom.us: the REST API v2. */
    api: { handle: async (req: Request) => respond(await api(req)) },
  };
}
