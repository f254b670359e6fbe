// Zoom as an OAuth app (user-managed): authorize on zoom.us with PKCE, exchange and refresh at
// /oauth/token with HTTP Basic client authentication (refresh tokens rotate), revoke at /oauth/revoke;
// meetings through the REST API v2 (POST /users/me/meetings, PATCH and DELETE /meetings/{id}); who joined
// a past meeting through the reports API (GET /report/meetings/{id}/participants, paged by next_page_token).
// https://developers.zoom.us/docs/integrations/oauth/, https://developers.zoom.us/docs/api/meetings/ and
// https://developers.zoom.us/docs/api/rest/reference/zoom-api/methods/#operation/reportMeetingParticipants
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, UnexpectedResponseError, type OAuth2Tokens } from 'arctic';
import { usesStandIn } from '../stand-ins';
import { vendorUrl } from '../vendor-url';
import { ConferencingError, retryAfterSeconds, type Conference, type ConferenceRequest, type ConferencingAdapter } from './adapter';

export type ZoomEnv = {
  VENDOR_BASE_URL?: string;
  APP_ENV?: string;
  REAL_VENDORS?: string;
  ZOOM_CLIENT_ID?: string;
  ZOOM_CLIENT_SECRET?: string;
};
export type ZoomTokens = { accessToken: string; refreshToken: string; expiresAt: number; scopes: string[] };
/** Where the client gets a working access token; `refresh` is asked once when Zoom says the token is no longer valid. */
export type ZoomTokenSource = { access(): Promise<string>; refresh(): Promise<string> };

export const ZOOM_OAUTH_HOST = 'zoom.us';
export const ZOOM_API_HOST = 'api.zoom.us';
/** Granular scopes of a user-managed app: create, move, delete and find its own meetings; read who connected; read who joined (no-show detection). */
export const ZOOM_SCOPES = [
  'meeting:write:meeting',
  'meeting:update:meeting',
  'meeting:delete:meeting',
  'meeting:read:list_meetings',
  'user:read:user',
  'report:read:list_meeting_participants:admin',
];
const TIMEOUT_MS = 10_000;

/**
 * The Zoom app's client id and secret. Production needs its own (ZOOM_CLIENT_ID/SECRET); local runs and
 * tests, whose Zoom is the local fake, use a fixed app the fake knows, as the calendar clients do.
 */
function zoomApp(env: ZoomEnv): { id: string; secret: string } | null {
  if (env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET) return { id: env.ZOOM_CLIENT_ID, secret: env.ZOOM_CLIENT_SECRET };
  return usesStandIn(env, 'zoom') ? { id: 'routewise-local-zoom', secret: 'local-secret' } : null;
}

/** Whether this installation has a Zoom app to connect members through. */
export const zoomConfigured = (env: ZoomEnv) => zoomApp(env) !== null;

const oauthClient = (env: ZoomEnv, redirectUri: string | null) =>
  new OAuth2Client(zoomApp(env)?.id ?? '', zoomApp(env)?.secret ?? '', redirectUri);

/** The zoom.us consent URL for a member, with PKCE (S256). */
export function zoomAuthorizeUrl(env: ZoomEnv, redirectUri: string, state: string, codeVerifier: string): string {
  return oauthClient(env, redirectUri)
    .createAuthorizationURLWithPKCE(vendorUrl(env, ZOOM_OAUTH_HOST, '/oauth/authorize'), state, CodeChallengeMethod.S256, codeVerifier, [])
    .toString();
}

function tokensOf(t: OAuth2Tokens, now: number): ZoomTokens {
  return {
    accessToken: t.accessToken(),
    refreshToken: t.refreshToken(),
    expiresAt: now + t.accessTokenExpiresInSeconds() * 1000,
    scopes: t.hasScopes() ? t.scopes() : [],
  };
}

// arctic throws OAuth2RequestError for a 400/401 answer with an OAuth error body, and
// UnexpectedResponseError for other statuses (429, 5xx) whose headers it does not keep.
function tokenFailure(e: unknown): ConferencingError {
  if (e instanceof OAuth2RequestError)
    return new ConferencingError('auth', `Zoom refused the grant: ${e.code}${e.description ? ` (${e.description})` : ''}`);
  if (e instanceof UnexpectedResponseError)
    return e.status === 429
      ? new ConferencingError('rate_limited', 'Zoom token endpoint rate limited', 30)
      : new ConferencingError(e.status >= 500 ? 'unavailable' : 'invalid', `Zoom token endpoint answered ${e.status}`);
  return new ConferencingError('unavailable', `Zoom token endpoint unreachable: ${String(e)}`);
}

/** Trades the authorization code from the consent redirect for tokens. */
export async function exchangeZoomCode(
  env: ZoomEnv,
  redirectUri: string,
  code: string,
  codeVerifier: string,
  now = Date.now(),
): Promise<ZoomTokens> {
  try {
    return tokensOf(
      await oauthClient(env, redirectUri).validateAuthorizationCode(vendorUrl(env, ZOOM_OAUTH_HOST, '/oauth/token'), code, codeVerifier),
      now,
    );
  } catch (e) {
    throw tokenFailure(e);
  }
}

/** A new access token (and Zoom's rotated refresh token); 'auth' when the refresh token no longer works. */
export async function refreshZoomTokens(env: ZoomEnv, refreshToken: string, now = Date.now()): Promise<ZoomTokens> {
  try {
    return tokensOf(
      await oauthClient(env, null).refreshAccessToken(vendorUrl(env, ZOOM_OAUTH_HOST, '/oauth/token'), refreshToken, []),
      now,
    );
  } catch (e) {
    throw tokenFailure(e);
  }
}

/** Revokes the app's access for this Zoom user (disconnect); an already revoked token is fine. */
export async function revokeZoomToken(env: ZoomEnv, token: string): Promise<void> {
  try {
    await oauthClient(env, null).revokeToken(vendorUrl(env, ZOOM_OAUTH_HOST, '/oauth/revoke'), token);
  } catch (e) {
    if (e instanceof OAuth2RequestError) return;
    throw tokenFailure(e);
  }
}

/** Zoom wants UTC start times as yyyy-MM-ddTHH:mm:ssZ, without milliseconds. */
const zoomTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** The meeting's own marker in the Zoom agenda: how a retried create finds the meeting an earlier attempt made. */
export const zoomMarker = (meetingId: string) => `Routewise meeting ${meetingId}`;

type ZoomMeeting = { id: number; join_url: string; agenda?: string };

/** One row of a past meeting's participants report; a participant who left and rejoined has a row per stay. */
export type ZoomReportParticipant = {
  id: string;
  userId: string;
  name: string;
  email: string;
  joinTime: number | null;
  leaveTime: number | null;
};
type ZoomReportPage = {
  next_page_token?: string;
  participants?: { id?: string; user_id?: string; name?: string; user_email?: string; join_time?: string; leave_time?: string }[];
};
/** The largest page Zoom's reports API serves. */
const REPORT_PAGE_SIZE = 300;
/** A report far beyond any sales meeting: stop reading rather than page forever through a broken token chain. */
const REPORT_MAX_PAGES = 50;
const instant = (s: string | undefined) => {
  const ms = s ? Date.parse(s) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export type ZoomClient = ConferencingAdapter & {
  me(): Promise<{ id: string; email: string; name: string }>;
  /**
   * Everyone who joined the meeting's latest instance, all pages read. Zoom writes the report some
   * time after the meeting ends: until then it answers 404 (code 3001), thrown as 'not_found'.
   */
  participantsReport(externalId: string): Promise<ZoomReportParticipant[]>;
};

export function zoomClient(env: ZoomEnv, tokens: ZoomTokenSource): ZoomClient {
  async function call(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    const token = retried ? await tokens.refresh() : await tokens.access();
    let res: Response;
    try {
      res = await fetch(vendorUrl(env, ZOOM_API_HOST, `/v2${path}`), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new ConferencingError('unavailable', `Zoom unreachable: ${String(e)}`);
    }
    if (res.ok) return res;
    const text = await res.text();
    let code: number | null = null;
    try {
      code = (JSON.parse(text) as { code?: number }).code ?? null;
    } catch {
      code = null;
    }
    // 124: the access token is invalid or expired. One refresh, then the credentials are what is wrong.
    if (res.status === 401 && !retried) return call(method, path, body, true);
    if (res.status === 401) throw new ConferencingError('auth', `Zoom refused the access token (${code ?? res.status})`);
    if (res.status === 429)
      throw new ConferencingError('rate_limited', 'Zoom rate limit reached', retryAfterSeconds(res.headers.get('retry-after')));
    if (res.status === 404 || code === 3001) throw new ConferencingError('not_found', `Zoom: ${text.slice(0, 200)}`);
    if (res.status >= 500) throw new ConferencingError('unavailable', `Zoom answered ${res.status}`);
    throw new ConferencingError(res.status === 403 ? 'auth' : 'invalid', `Zoom answered ${res.status}: ${text.slice(0, 200)}`);
  }

  const fields = (r: ConferenceRequest) => ({
    topic: r.topic.slice(0, 200),
    type: 2,
    start_time: zoomTime(r.start),
    duration: Math.max(1, Math.round((r.end - r.start) / 60_000)),
    timezone: r.timezone,
    agenda: zoomMarker(r.meetingId),
  });

  async function findExisting(meetingId: string): Promise<Conference | null> {
    const res = await call('GET', '/users/me/meetings?type=scheduled&page_size=300');
    const list = ((await res.json()) as { meetings?: ZoomMeeting[] }).meetings ?? [];
    const found = list.find((m) => m.agenda === zoomMarker(meetingId));
    return found ? { joinUrl: found.join_url, externalId: String(found.id) } : null;
  }

  return {
    provider: 'zoom',
    async create(request, opts) {
      if (opts?.mayExist) {
        const existing = await findExisting(request.meetingId);
        if (existing) return existing;
      }
      const res = await call('POST', '/users/me/meetings', fields(request));
      const m = (await res.json()) as ZoomMeeting;
      return { joinUrl: m.join_url, externalId: String(m.id) };
    },
    async update(externalId, request) {
      if (!/^\d+$/.test(externalId)) return null;
      try {
        await call('PATCH', `/meetings/${externalId}`, fields(request));
        const res = await call('GET', `/meetings/${externalId}`);
        const m = (await res.json()) as ZoomMeeting;
        return { joinUrl: m.join_url, externalId };
      } catch (e) {
        if (e instanceof ConferencingError && e.kind === 'not_found') return null;
        throw e;
      }
    },
    async remove(externalId) {
      if (!/^\d+$/.test(externalId)) return;
      try {
        await call('DELETE', `/meetings/${externalId}`);
      } catch (e) {
        if (e instanceof ConferencingError && e.kind === 'not_found') return;
        throw e;
      }
    },
    async participantsReport(externalId) {
      if (!/^\d+$/.test(externalId)) throw new ConferencingError('invalid', `Not a Zoom meeting id: ${externalId}`);
      const rows: ZoomReportParticipant[] = [];
      let token = '';
      for (let page = 0; page < REPORT_MAX_PAGES; page++) {
        const query = new URLSearchParams({ page_size: String(REPORT_PAGE_SIZE), ...(token ? { next_page_token: token } : {}) });
        const body = (await (await call('GET', `/report/meetings/${externalId}/participants?${query}`)).json()) as ZoomReportPage;
        for (const p of body.participants ?? [])
          rows.push({
            id: p.id ?? '',
            userId: p.user_id ?? '',
            name: p.name ?? '',
            email: p.user_email ?? '',
            joinTime: instant(p.join_time),
            leaveTime: instant(p.leave_time),
          });
        token = body.next_page_token ?? '';
        if (!token) return rows;
      }
      throw new ConferencingError('invalid', `Zoom's participants report of ${externalId} has more than ${REPORT_MAX_PAGES} pages`);
    },
    async me() {
      const res = await call('GET', '/users/me');
      const u = (await res.json()) as { id: string; email: string; display_name?: string; first_name?: string; last_name?: string };
      return { id: u.id, email: u.email, name: u.display_name || [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email };
    },
  };
}
